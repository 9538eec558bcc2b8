import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Written by hand (an added column, not the generator's copy of the whole table, so that other
 * changes to orders merge): each order's mailbox key, counted by a discount code's per-customer limit,
 * and an index for the sweep's look for cancelled orders still holding a code's use.
 */
export class OrderEmailKey1795900000000 implements MigrationInterface {
  name = "OrderEmailKey1795900000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`emailKey\` varchar(254) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_discount_email\` ON \`orders\` (\`discountCodeId\`, \`emailKey\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_discount_held\` ON \`orders\` (\`discountUseHeld\`, \`status\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_discount_held\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_discount_email\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`emailKey\``);
  }
}
