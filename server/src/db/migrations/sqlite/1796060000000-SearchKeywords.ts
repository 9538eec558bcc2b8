import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: the owner's search words of prints and gallery groups (simple-json text; NULL in older
 * rows reads as none). A nullable column is added in place, by hand: the generator's table rebuild
 * would copy portfolio_items and gallery_items and put the foreign keys that point at them at risk
 * (see PrintPaper1796050000000), for a change that needs none.
 */
export class SearchKeywords1796060000000 implements MigrationInterface {
  name = "SearchKeywords1796060000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "portfolio_items" ADD COLUMN "searchKeywords" text`);
    await queryRunner.query(`ALTER TABLE "gallery_items" ADD COLUMN "searchKeywords" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_items" DROP COLUMN "searchKeywords"`);
    await queryRunner.query(`ALTER TABLE "portfolio_items" DROP COLUMN "searchKeywords"`);
  }
}
