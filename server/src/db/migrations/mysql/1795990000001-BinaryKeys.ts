import type { MigrationInterface, QueryRunner } from "typeorm";
import { columnDefinition, isMariaDbServer, liveColumns, quoteName } from "../../schema-columns.js";

/**
 * Tokens, keys, provider ids, hashes and Instagram short codes compare bytes (utf8mb4_bin), as every
 * text does on SQLite (issue 42 item 23). Under utf8mb4_unicode_ci a token matched the same token in
 * other case, two short codes differing only in case were one duplicate, and unique name keys took
 * `Café` for `cafe` and every emoji for every other, and the sales totals took a title for the same
 * title in other case; the names' keys are now normalised in code (core/names.ts), the same for both
 * databases, and the database compares only their bytes. The mailbox keys too (the subscribers'
 * addresses, the orders' `emailKey`): there `josé@…` was `jose@…` for a code's per-customer limit and
 * the subscriber look-up.
 * A column that does not exist (yet) is passed over; each keeps its type, nullability and default.
 */
const BINARY: Record<string, string[]> = {
  locations: ["nameKey"],
  gallery_categories: ["nameKey"],
  shop_categories: ["nameKey"],
  shop_subcategories: ["nameKey"],
  frame_sizes: ["sizeKey"],
  instagram_posts: ["shortCode"],
  // Mailboxes: stored and compared lower-cased by the code (newsletter.service.ts, core/email.ts
  // mailboxKey), so only what differs beyond case stops matching: `josé@` is not `jose@`.
  newsletter_subscribers: ["unsubscribeToken", "confirmToken", "email"],
  orders: ["providerOrderId", "paymentId", "emailKey"],
  payment_reviews: ["providerOrderId", "paymentId", "refundId"],
  refunds: ["requestKey", "providerRefundId"],
  simulated_payments: ["id", "orderId"],
  webhook_events: ["id"],
  mail_outbox: ["claimToken"],
  media_jobs: ["claimToken"],
  webhook_deliveries: ["claimToken", "eventId"],
  webhook_endpoints: ["secret"],
  media_assets: ["hash"],
  api_keys: ["prefix", "hash"],
  admin_users: ["passwordHash"],
  rate_limits: ["key"],
  // The running totals' key: a print's title and category as sold, case and accents included.
  sales_monthly_prints: ["title", "categoryName"],
};

export class BinaryKeys1795990000001 implements MigrationInterface {
  name = "BinaryKeys1795990000001";

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.collate(queryRunner, "utf8mb4_bin");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.collate(queryRunner, "utf8mb4_unicode_ci");
  }

  private async collate(queryRunner: QueryRunner, collation: string): Promise<void> {
    const mariadb = await isMariaDbServer(queryRunner);
    // A key column another table's foreign key names changes on both sides, one table at a time.
    await queryRunner.query("SET FOREIGN_KEY_CHECKS = 0");
    try {
      for (const [table, names] of Object.entries(BINARY)) {
        const columns = (await liveColumns(queryRunner, "c.TABLE_NAME = ?", [table])).filter((c) => names.includes(c.column) && c.charset);
        if (columns.length === 0) continue;
        const modify = columns.map((c) => `MODIFY ${columnDefinition(c, mariadb, { collation })}`);
        await queryRunner.query(`ALTER TABLE ${quoteName(table)} ${modify.join(", ")}`);
      }
    } finally {
      await queryRunner.query("SET FOREIGN_KEY_CHECKS = 1");
    }
  }
}
