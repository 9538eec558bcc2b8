import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The entities' plain `datetime` columns say milliseconds (`precision: 3`, issue 42 item 24; for
 * MariaDB, whose `datetime` kept whole seconds). SQLite stores the text the app writes, milliseconds
 * included, whatever the declared type: only the declaration changes, to `datetime(3)`, so that the
 * schema matches the entities. Every table that declares a plain `datetime` column without a default
 * (createdAt/updatedAt keep theirs) is rebuilt as TypeORM rebuilds a table: a copy with the new
 * declaration, its rows, its indexes. Read from sqlite_master, not from a list, so that columns added
 * by migrations before this one are declared so too. Foreign keys are off while migrations run.
 */
const PLAIN_DATETIME = /("[^"]+" )datetime((?: NOT NULL)?)(?=\s*[,)])/g;

export class MillisecondDatetimes1795990000002 implements MigrationInterface {
  name = "MillisecondDatetimes1795990000002";

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.redeclare(queryRunner, (sql) => sql.replace(PLAIN_DATETIME, "$1datetime(3)$2"));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.redeclare(queryRunner, (sql) => sql.replace(/("[^"]+" )datetime\(3\)/g, "$1datetime"));
  }

  private async redeclare(queryRunner: QueryRunner, change: (sql: string) => string): Promise<void> {
    const tables: { name: string; sql: string }[] = await queryRunner.query(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
    );
    for (const { name, sql } of tables) {
      const changed = change(sql);
      if (changed === sql) continue;
      const indexes: { sql: string }[] = await queryRunner.query("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL", [name]);
      const temporary = `temporary_${name}`;
      const prefix = /^CREATE TABLE ("[^"]+"|\S+)/.exec(changed)![0];
      await queryRunner.query(`CREATE TABLE "${temporary}"${changed.slice(prefix.length)}`);
      await queryRunner.query(`INSERT INTO "${temporary}" SELECT * FROM "${name}"`);
      // An AUTOINCREMENT table's counter goes on from where it was, not from its highest row left.
      const counted = /AUTOINCREMENT/i.test(sql);
      const [sequence] = counted ? ((await queryRunner.query("SELECT seq FROM sqlite_sequence WHERE name = ?", [name])) as { seq: number }[]) : [];
      await queryRunner.query(`DROP TABLE "${name}"`);
      await queryRunner.query(`ALTER TABLE "${temporary}" RENAME TO "${name}"`);
      if (sequence) await queryRunner.query("UPDATE sqlite_sequence SET seq = ? WHERE name = ?", [sequence.seq, name]);
      for (const index of indexes) await queryRunner.query(index.sql);
    }
  }
}
