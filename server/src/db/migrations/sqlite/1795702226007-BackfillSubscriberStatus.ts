import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Written by hand (data, not schema), frozen as it ran: the subscribers kept from before double
 * opt-in (issue 26) stay subscribed (the column's default), and those who had left are unsubscribed.
 */
export class BackfillSubscriberStatus1795702226007 implements MigrationInterface {
  name = "BackfillSubscriberStatus1795702226007";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "newsletter_subscribers" SET "status" = 'unsubscribed' WHERE "unsubscribedAt" IS NOT NULL`);
  }

  async down(): Promise<void> {
    // The status column goes with the schema migration before this one.
  }
}
