import type { MigrationInterface, QueryRunner } from "typeorm";

/** Issue 46: the owner's search words of prints and gallery groups (simple-json text; NULL in older rows reads as none). Written as scripts/migration-generate.ts generates it. */
export class SearchKeywords1796060000000 implements MigrationInterface {
  name = "SearchKeywords1796060000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`portfolio_items\` ADD \`searchKeywords\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`gallery_items\` ADD \`searchKeywords\` text NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`gallery_items\` DROP COLUMN \`searchKeywords\``);
    await queryRunner.query(`ALTER TABLE \`portfolio_items\` DROP COLUMN \`searchKeywords\``);
  }
}
