import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 47: the second factor's tables (auth/two-factor/two-factor.entities.ts). As
 * scripts/migration-generate.ts generates them, with the character set written out (a database
 * created latin1 must not make latin1 tables for a passkey's name in Tamil) and a passkey's
 * credential id compared by its bytes (utf8mb4_bin, as SQLite compares it): base64url ids that
 * differ only in case are different passkeys.
 */
export class TwoFactor1796090000000 implements MigrationInterface {
  name = "TwoFactor1796090000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`admin_totp\` (\`userId\` int NOT NULL, \`secret\` varchar(255) NOT NULL, \`confirmedAt\` datetime(3) NULL, \`lastStep\` int NULL, \`createdAt\` datetime(3) NOT NULL, PRIMARY KEY (\`userId\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`admin_recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`hash\` varchar(64) NOT NULL, \`usedAt\` datetime(3) NULL, \`createdAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_555e6814b921976c5d2f4d7b1d\` (\`userId\`, \`hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`admin_passkeys\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`credentialId\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, \`publicKey\` text NOT NULL, \`counter\` bigint NOT NULL DEFAULT '0', \`transports\` varchar(200) NOT NULL DEFAULT '', \`name\` varchar(60) NOT NULL, \`createdAt\` datetime(3) NOT NULL, \`lastUsedAt\` datetime(3) NULL, INDEX \`IDX_49690a9b84faf2d03fce894da3\` (\`userId\`), UNIQUE INDEX \`IDX_f5a0f0de8439b9ab5fd99db8e2\` (\`credentialId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`two_factor_challenges\` (\`id\` varchar(64) NOT NULL, \`purpose\` varchar(24) NOT NULL, \`userId\` int NULL, \`failures\` int NOT NULL DEFAULT '0', \`expiresAt\` datetime(3) NOT NULL, INDEX \`IDX_45b74e752aea0f42b96023dbfd\` (\`expiresAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`two_factor_settings\` (\`id\` int NOT NULL, \`requireTwoFactor\` tinyint NOT NULL DEFAULT 0, PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`two_factor_settings\``);
    await queryRunner.query(`DROP INDEX \`IDX_45b74e752aea0f42b96023dbfd\` ON \`two_factor_challenges\``);
    await queryRunner.query(`DROP TABLE \`two_factor_challenges\``);
    await queryRunner.query(`DROP INDEX \`IDX_f5a0f0de8439b9ab5fd99db8e2\` ON \`admin_passkeys\``);
    await queryRunner.query(`DROP INDEX \`IDX_49690a9b84faf2d03fce894da3\` ON \`admin_passkeys\``);
    await queryRunner.query(`DROP TABLE \`admin_passkeys\``);
    await queryRunner.query(`DROP INDEX \`IDX_555e6814b921976c5d2f4d7b1d\` ON \`admin_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`admin_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`admin_totp\``);
  }
}
