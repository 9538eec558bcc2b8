/**
 * What the generic conversions of issue 42 (charset, collations, datetime precision) read of the live
 * schema: the current database's columns as information_schema describes them, and each one's
 * definition written back for `ALTER TABLE … MODIFY`, with only its type or collation changed. They
 * read the tables that exist rather than a list written today, so that they stay right for tables and
 * columns that migrations of other branches add before them.
 */
import type { QueryRunner } from "typeorm";

export interface LiveColumn {
  table: string;
  column: string;
  /** `varchar(64)`, `datetime`, `datetime(6)`, `int(11)`… */
  columnType: string;
  dataType: string;
  nullable: boolean;
  /** As information_schema spells it: MariaDB quotes literals (`'x'`, `NULL`), MySQL does not. */
  columnDefault: string | null;
  extra: string;
  comment: string;
  charset: string | null;
  collation: string | null;
  datetimePrecision: number | null;
}

/** The current database's columns of base tables (views aside), in table and column order. */
export async function liveColumns(queryRunner: QueryRunner, where = "1 = 1", params: unknown[] = []): Promise<LiveColumn[]> {
  const rows = (await queryRunner.query(
    `SELECT c.TABLE_NAME AS tableName, c.COLUMN_NAME AS columnName, c.COLUMN_TYPE AS columnType, c.DATA_TYPE AS dataType,
            c.IS_NULLABLE AS nullable, c.COLUMN_DEFAULT AS columnDefault, c.EXTRA AS extra, c.COLUMN_COMMENT AS comment,
            c.CHARACTER_SET_NAME AS charset, c.COLLATION_NAME AS collation, c.DATETIME_PRECISION AS datetimePrecision
       FROM information_schema.COLUMNS c
       JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME AND t.TABLE_TYPE = 'BASE TABLE'
      WHERE c.TABLE_SCHEMA = DATABASE() AND (${where})
      ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
    params,
  )) as Record<string, string | number | null>[];
  return rows.map((r) => ({
    table: String(r.tableName),
    column: String(r.columnName),
    columnType: String(r.columnType),
    dataType: String(r.dataType).toLowerCase(),
    nullable: r.nullable === "YES",
    columnDefault: r.columnDefault === null || r.columnDefault === undefined ? null : String(r.columnDefault),
    extra: String(r.extra ?? ""),
    comment: String(r.comment ?? ""),
    charset: r.charset ? String(r.charset) : null,
    collation: r.collation ? String(r.collation) : null,
    datetimePrecision: r.datetimePrecision === null || r.datetimePrecision === undefined ? null : Number(r.datetimePrecision),
  }));
}

export async function isMariaDbServer(queryRunner: QueryRunner): Promise<boolean> {
  const [{ v }] = (await queryRunner.query("SELECT VERSION() AS v")) as { v: string }[];
  return /mariadb/i.test(v);
}

export const quoteName = (name: string) => `\`${name.replace(/`/g, "``")}\``;
const quoteText = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** Whether the column is computed by the server (a virtual or stored generated column): never modified here. */
export function isGenerated(c: LiveColumn): boolean {
  return /\b(VIRTUAL|STORED|PERSISTENT) GENERATED\b/i.test(c.extra);
}

/**
 * The column's full definition for `MODIFY`, as it is now but for what `change` says: a type (with a
 * precision: the default and on-update functions follow it, `current_timestamp(6)` becoming
 * `current_timestamp(3)`), or a character set and collation for a text column.
 */
export function columnDefinition(c: LiveColumn, mariadb: boolean, change: { type?: string; precision?: number; collation?: string } = {}): string {
  const parts = [quoteName(c.column), change.type ?? c.columnType];
  if (c.charset || change.collation) {
    const collation = change.collation ?? c.collation!;
    parts.push(`CHARACTER SET ${collation.split("_")[0]} COLLATE ${collation}`);
  }
  parts.push(c.nullable ? "NULL" : "NOT NULL");
  const withPrecision = (fn: string) =>
    change.precision === undefined ? fn : fn.replace(/^(current_timestamp|now)(\(\d*\))?$/i, (_, name: string) => `${name}(${change.precision})`);
  if (c.columnDefault !== null) {
    const fn = /^(current_timestamp|now)(\(\d*\))?$/i.test(c.columnDefault);
    if (fn) parts.push(`DEFAULT ${withPrecision(c.columnDefault)}`);
    // MariaDB spells the default as an expression already (a quoted literal, NULL, a number); MySQL as the bare value.
    else if (mariadb) parts.push(`DEFAULT ${c.columnDefault}`);
    else if (/\bDEFAULT_GENERATED\b/i.test(c.extra)) parts.push(`DEFAULT (${c.columnDefault})`);
    else parts.push(`DEFAULT ${quoteText(c.columnDefault)}`);
  } else if (c.nullable) parts.push("DEFAULT NULL");
  const onUpdate = /on update (current_timestamp(?:\(\d*\))?)/i.exec(c.extra);
  if (onUpdate) parts.push(`ON UPDATE ${withPrecision(onUpdate[1])}`);
  if (/\bauto_increment\b/i.test(c.extra)) parts.push("AUTO_INCREMENT");
  if (c.comment) parts.push(`COMMENT ${quoteText(c.comment)}`);
  return parts.join(" ");
}
