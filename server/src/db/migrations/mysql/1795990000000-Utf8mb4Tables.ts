import type { MigrationInterface, QueryRunner } from "typeorm";
import { columnDefinition, isGenerated, isMariaDbServer, liveColumns, quoteName } from "../../schema-columns.js";

/**
 * Every table utf8mb4 (issue 42 item 22). The earlier migrations created their tables without a
 * charset, so they took the database's default: in a database created as latin1 (an older server's
 * default) Tamil was refused or garbled. The database's default becomes utf8mb4 too, for a table a
 * later migration might create without one. Written once, for the tables that exist when it runs
 * (information_schema, not a list): a table already utf8mb4 in every text column is left as it is.
 * A column that compared bytes (a `_bin` collation, a token's) keeps comparing bytes, as utf8mb4_bin.
 */
export class Utf8mb4Tables1795990000000 implements MigrationInterface {
  name = "Utf8mb4Tables1795990000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const mariadb = await isMariaDbServer(queryRunner);
    await queryRunner.query("ALTER DATABASE CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci");
    const tables: { name: string }[] = await queryRunner.query(
      `SELECT t.TABLE_NAME AS name FROM information_schema.TABLES t
        WHERE t.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
          AND (t.TABLE_COLLATION NOT LIKE 'utf8mb4\\_%'
               OR EXISTS (SELECT 1 FROM information_schema.COLUMNS c
                           WHERE c.TABLE_SCHEMA = t.TABLE_SCHEMA AND c.TABLE_NAME = t.TABLE_NAME AND c.CHARACTER_SET_NAME <> 'utf8mb4'))
        ORDER BY t.TABLE_NAME`,
    );
    if (tables.length === 0) return;
    // A text column that another table's foreign key names converts on both sides, one table at a time.
    await queryRunner.query("SET FOREIGN_KEY_CHECKS = 0");
    try {
      for (const { name } of tables) {
        const binary = (await liveColumns(queryRunner, "c.TABLE_NAME = ? AND c.COLLATION_NAME LIKE '%\\_bin'", [name])).filter((c) => !isGenerated(c));
        await queryRunner.query(`ALTER TABLE ${quoteName(name)} CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        if (binary.length > 0) {
          const modify = binary.map((c) => `MODIFY ${columnDefinition({ ...c, charset: "utf8mb4" }, mariadb, { collation: "utf8mb4_bin" })}`);
          await queryRunner.query(`ALTER TABLE ${quoteName(name)} ${modify.join(", ")}`);
        }
      }
    } finally {
      await queryRunner.query("SET FOREIGN_KEY_CHECKS = 1");
    }
  }

  async down(): Promise<void> {
    // Converting text back to the database's old charset would lose what it cannot hold: nothing is undone.
  }
}
