import type { MigrationInterface, QueryRunner } from "typeorm";

/** Issue 42: the language a subscriber signed up in ('en' or 'ta'); the unsubscribe link's page is drawn in it. Those from before read English. */
export class SubscriberLanguage1795920000000 implements MigrationInterface {
  name = "SubscriberLanguage1795920000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" varchar(2) NOT NULL DEFAULT ('en')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "language"`);
  }
}
