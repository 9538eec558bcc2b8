import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 47: staff accounts and their sessions. `admin_users` gains the person's name and email, a
 * role (today's admin becomes the owner, by the default), `disabled`, the invitation's columns, and
 * `usernameKey` (the username in lower case, unique: usernames are unique whatever their case). The
 * table is rebuilt as scripts/migration-generate.ts generates it; the keys are filled in by code
 * (JavaScript's lower case, as the service computes them, not SQLite's ASCII-only lower()).
 * `admin_sessions` is new: a token names its session, accepted only while it has not ended.
 */
export class Staff1796080000000 implements MigrationInterface {
  name = "Staff1796080000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_sessions" ("id" varchar(32) PRIMARY KEY NOT NULL, "userId" integer NOT NULL, "userAgent" varchar(255) NOT NULL, "ip" varchar(64) NOT NULL, "createdAt" datetime(3) NOT NULL, "lastSeenAt" datetime(3) NOT NULL, "endedAt" datetime(3), "secondFactorAt" datetime(3))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_admin_sessions_user" ON "admin_sessions" ("userId", "endedAt") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_admin_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(64) NOT NULL, "passwordHash" varchar(100) NOT NULL, "passwordChangedAt" datetime(3) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "usernameKey" varchar(64) NOT NULL, "name" varchar(100), "email" varchar(254), "role" varchar(16) NOT NULL DEFAULT ('owner'), "disabled" boolean NOT NULL DEFAULT (0), "invitationTokenHash" varchar(64), "invitationExpiresAt" datetime(3), "invitedAt" datetime(3), CONSTRAINT "UQ_2873882c38e8c07d98cb64f962d" UNIQUE ("username"), CONSTRAINT "UQ_22bd54dbd93da566043f9b872cc" UNIQUE ("usernameKey"), CONSTRAINT "UQ_a1ee9a6c1655cc31af12c4efb4b" UNIQUE ("invitationTokenHash"))`,
    );
    // The id stands in for the key while the rows are copied (unique, and no username is all digits
    // and a dash); each gets its real key just after.
    await queryRunner.query(
      `INSERT INTO "temporary_admin_users"("id", "username", "passwordHash", "passwordChangedAt", "createdAt", "usernameKey") SELECT "id", "username", "passwordHash", "passwordChangedAt", "createdAt", '-' || "id" FROM "admin_users"`,
    );
    await queryRunner.query(`DROP TABLE "admin_users"`);
    await queryRunner.query(`ALTER TABLE "temporary_admin_users" RENAME TO "admin_users"`);
    const users = (await queryRunner.query(`SELECT "id", "username" FROM "admin_users"`)) as { id: number; username: string }[];
    for (const u of users) await queryRunner.query(`UPDATE "admin_users" SET "usernameKey" = ? WHERE "id" = ?`, [u.username.trim().toLowerCase(), u.id]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_users" RENAME TO "temporary_admin_users"`);
    await queryRunner.query(
      `CREATE TABLE "admin_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(64) NOT NULL, "passwordHash" varchar(100) NOT NULL, "passwordChangedAt" datetime(3) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_2873882c38e8c07d98cb64f962d" UNIQUE ("username"))`,
    );
    await queryRunner.query(
      `INSERT INTO "admin_users"("id", "username", "passwordHash", "passwordChangedAt", "createdAt") SELECT "id", "username", "passwordHash", "passwordChangedAt", "createdAt" FROM "temporary_admin_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_admin_users"`);
    await queryRunner.query(`DROP INDEX "IDX_admin_sessions_user"`);
    await queryRunner.query(`DROP TABLE "admin_sessions"`);
  }
}
