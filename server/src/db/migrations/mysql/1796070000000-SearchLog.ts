import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: the owner's search log, one row per day, query and whether it found something, counted
 * by an upsert on that key. As scripts/migration-generate.ts generates it, with the character set
 * written out (a database created latin1 must not make a latin1 table for Tamil queries) and the
 * query compared by its bytes (utf8mb4_bin, as SQLite compares it): under utf8mb4_unicode_ci 'crème'
 * and 'creme' would be one key, counted under whichever came first.
 */
export class SearchLog1796070000000 implements MigrationInterface {
  name = "SearchLog1796070000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`search_queries\` (\`day\` varchar(10) NOT NULL, \`query\` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, \`found\` tinyint NOT NULL, \`count\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`day\`, \`query\`, \`found\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`search_queries\``);
  }
}
