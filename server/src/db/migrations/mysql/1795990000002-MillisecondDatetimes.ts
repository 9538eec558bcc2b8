import type { MigrationInterface, QueryRunner } from "typeorm";
import { columnDefinition, isGenerated, isMariaDbServer, liveColumns, quoteName } from "../../schema-columns.js";

/**
 * Every plain `datetime` column keeps milliseconds (issue 42 item 24): a `datetime` without a
 * precision holds whole seconds on MariaDB, while SQLite keeps the milliseconds the app writes, so an
 * expiry, a claim's `lockedUntil` or `nextAttemptAt`, or `paidAt` compared and sorted differently
 * within one second. Read from information_schema (every datetime column of whole seconds of the
 * tables that exist), not from a list, so that columns added by migrations before this one are
 * converted too. Nullability, default and comment stay; values keep their seconds (.000).
 */
export class MillisecondDatetimes1795990000002 implements MigrationInterface {
  name = "MillisecondDatetimes1795990000002";

  async up(queryRunner: QueryRunner): Promise<void> {
    const mariadb = await isMariaDbServer(queryRunner);
    const columns = (await liveColumns(queryRunner, "c.DATA_TYPE = 'datetime' AND c.DATETIME_PRECISION = 0")).filter((c) => !isGenerated(c));
    const byTable = new Map<string, string[]>();
    for (const c of columns) {
      const modify = `MODIFY ${columnDefinition(c, mariadb, { type: "datetime(3)", precision: 3 })}`;
      byTable.set(c.table, [...(byTable.get(c.table) ?? []), modify]);
    }
    for (const [table, modify] of byTable) await queryRunner.query(`ALTER TABLE ${quoteName(table)} ${modify.join(", ")}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mariadb = await isMariaDbServer(queryRunner);
    const columns = (await liveColumns(queryRunner, "c.DATA_TYPE = 'datetime' AND c.DATETIME_PRECISION = 3")).filter((c) => !isGenerated(c));
    for (const c of columns) await queryRunner.query(`ALTER TABLE ${quoteName(c.table)} MODIFY ${columnDefinition(c, mariadb, { type: "datetime", precision: 0 })}`);
  }
}
