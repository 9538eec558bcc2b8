/**
 * One migrated database per dialect per test run, copied for each test's workspace (harness.ts ›
 * freshWorkspace) instead of migrating a new one through every migration for each of the ~100 server
 * starts a run makes.
 *
 * - SQLite: a migrated file, copied byte for byte into the workspace's DATA_DIR.
 * - MariaDB: a migrated database whose tables' `SHOW CREATE TABLE` and rows are replayed into each
 *   workspace's new database (foreign keys, indexes, collations and AUTO_INCREMENT as migrated).
 *
 * The template is made by running the migrations exactly as a start does (`openDatabase`), so every
 * run still migrates each dialect from nothing once, and `migrations.test.ts` checks the copy against
 * the entities. A server started on a copy finds no migration pending. Outside a vitest run (the
 * bench), or when a test asks for an empty database, the workspace is migrated at start as before.
 */
import { copyFileSync } from "node:fs";
import path from "node:path";
import type { Connection } from "mysql2/promise";

/** Where the run's templates are: set by the global setup for the workers it starts. */
export const TEMPLATE_ENV = { sqlite: "SHOP_TEST_SQLITE_TEMPLATE", mysql: "SHOP_TEST_MYSQL_TEMPLATE" } as const;

/** A MariaDB template: the database to copy rows from, and each table's statement. */
export interface MysqlTemplate {
  database: string;
  tables: { name: string; create: string; rows: boolean }[];
}

export function sqliteTemplate(): string | undefined {
  return process.env[TEMPLATE_ENV.sqlite] || undefined;
}

export function mysqlTemplate(): MysqlTemplate | undefined {
  const json = process.env[TEMPLATE_ENV.mysql];
  return json ? (JSON.parse(json) as MysqlTemplate) : undefined;
}

/** Copies the SQLite template to `file` (a workspace's shop.sqlite); false when there is none. */
export function copySqliteTemplate(file: string): boolean {
  const template = sqliteTemplate();
  if (!template) return false;
  copyFileSync(template, file);
  return true;
}

/**
 * Fills the empty database `database` (on the connection's server) with the template's tables and
 * rows, in one round trip of statements; false when there is no template.
 */
export async function copyMysqlTemplate(conn: Connection, database: string): Promise<boolean> {
  const template = mysqlTemplate();
  if (!template) return false;
  const q = (name: string) => `\`${name.replace(/`/g, "``")}\``;
  const statements = [
    // The tables reference one another: created in any order, checked once filled.
    "SET FOREIGN_KEY_CHECKS = 0",
    `USE ${q(database)}`,
    ...template.tables.map((t) => t.create),
    ...template.tables.filter((t) => t.rows).map((t) => `INSERT INTO ${q(t.name)} SELECT * FROM ${q(template.database)}.${q(t.name)}`),
    "SET FOREIGN_KEY_CHECKS = 1",
  ];
  await conn.query(statements.join(";\n"));
  return true;
}

/** Reads a migrated MariaDB database as a template. */
export async function readMysqlTemplate(conn: Connection, database: string): Promise<MysqlTemplate> {
  const [list] = (await conn.query(`SHOW FULL TABLES FROM \`${database}\` WHERE Table_type = 'BASE TABLE'`)) as unknown as [Record<string, string>[]];
  const names = list.map((row) => Object.values(row)[0]);
  const tables: MysqlTemplate["tables"] = [];
  for (const name of names) {
    const [[created]] = (await conn.query(`SHOW CREATE TABLE \`${database}\`.\`${name}\``)) as unknown as [{ "Create Table": string }[]];
    const [[{ n }]] = (await conn.query(`SELECT COUNT(*) AS n FROM \`${database}\`.\`${name}\``)) as unknown as [{ n: number }[]];
    tables.push({ name, create: created["Create Table"], rows: Number(n) > 0 });
  }
  return { database, tables };
}

export const SQLITE_TEMPLATE_FILE = "template.sqlite";
export function sqliteTemplatePath(dir: string): string {
  return path.join(dir, SQLITE_TEMPLATE_FILE);
}
