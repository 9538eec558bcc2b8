import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 47: staff accounts and their sessions. `admin_users` gains the person's name and email, a
 * role (today's admin becomes the owner, by the default), `disabled`, the invitation's columns, and
 * `usernameKey` (the username in lower case, unique: usernames are unique whatever their case). As
 * scripts/migration-generate.ts generates it, with the keys compared by their bytes (utf8mb4_bin, as
 * SQLite compares them: the key is lower-cased by code, the session id and token hash are exact), the
 * key filled in by code before its unique index is made, and the new table's character set written out.
 */
export class Staff1796080000000 implements MigrationInterface {
  name = "Staff1796080000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`admin_sessions\` (\`id\` varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, \`userId\` int NOT NULL, \`userAgent\` varchar(255) NOT NULL, \`ip\` varchar(64) NOT NULL, \`createdAt\` datetime(3) NOT NULL, \`lastSeenAt\` datetime(3) NOT NULL, \`endedAt\` datetime(3) NULL, \`secondFactorAt\` datetime(3) NULL, INDEX \`IDX_admin_sessions_user\` (\`userId\`, \`endedAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`usernameKey\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`);
    const users = (await queryRunner.query(`SELECT \`id\`, \`username\` FROM \`admin_users\``)) as { id: number; username: string }[];
    for (const u of users) await queryRunner.query(`UPDATE \`admin_users\` SET \`usernameKey\` = ? WHERE \`id\` = ?`, [u.username.trim().toLowerCase(), u.id]);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD UNIQUE INDEX \`IDX_40e415fd8e2555e700c9f52260\` (\`usernameKey\`)`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`name\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`email\` varchar(254) NULL`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`role\` varchar(16) NOT NULL DEFAULT 'owner'`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`disabled\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`invitationTokenHash\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD UNIQUE INDEX \`IDX_672012c5c9aec0cf2eb1b6d3fa\` (\`invitationTokenHash\`)`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`invitationExpiresAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`invitedAt\` datetime(3) NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`invitedAt\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`invitationExpiresAt\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP INDEX \`IDX_672012c5c9aec0cf2eb1b6d3fa\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`invitationTokenHash\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`disabled\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`role\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`email\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`name\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP INDEX \`IDX_40e415fd8e2555e700c9f52260\``);
    await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`usernameKey\``);
    await queryRunner.query(`DROP INDEX \`IDX_admin_sessions_user\` ON \`admin_sessions\``);
    await queryRunner.query(`DROP TABLE \`admin_sessions\``);
  }
}
