import type { MigrationInterface, QueryRunner } from "typeorm";

/** Issue 43 item 20: an order's line keeps the print's Tamil title, so a Tamil order's mails name the print by it. */
export class OrderLineTitleTa1796020000000 implements MigrationInterface {
  name = "OrderLineTitleTa1796020000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`titleTa\` varchar(200) NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`titleTa\``);
  }
}
