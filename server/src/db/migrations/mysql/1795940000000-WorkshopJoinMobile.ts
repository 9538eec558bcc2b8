import type { MigrationInterface, QueryRunner } from "typeorm";

/** Frozen copy of core/mobile.ts as it was when this ran: an Indian mobile's 10 digits, otherwise its digits ('+' kept). */
function mobileKeyOf(raw: string | null | undefined): string {
  const text = (raw ?? "").trim();
  const plus = text.startsWith("+");
  const digits = text.replace(/\D/g, "");
  const indian = (plus ? digits.replace(/^91(?=\d{10}$)/, "") : digits.replace(/^(?:0091|91|0)(?=\d{10}$)/, "")).match(/^[6-9]\d{9}$/);
  if (indian) return indian[0];
  return plus ? `+${digits}` : digits;
}

/**
 * Written by hand (issue 42 item 10), the schema statements the generator's: one join per mobile
 * number per workshop, held by a unique key on (workshopId, mobile). Joins made before it may
 * repeat a number: the earliest join of each number on a trip takes the key; the later ones are
 * kept as they are (their people keep their seats, the owner sees them and may cancel them) with
 * no key (NULL, which the unique key lets repeat), so the index is built on any live database.
 */
export class WorkshopJoinMobile1795940000000 implements MigrationInterface {
  name = "WorkshopJoinMobile1795940000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workshop_joins\` ADD \`mobile\` varchar(20) NULL`);
    const rows = (await queryRunner.query(`SELECT \`id\`, \`workshopId\`, \`phone\` FROM \`workshop_joins\` ORDER BY \`workshopId\`, \`createdAt\`, \`id\``)) as { id: number; workshopId: number; phone: string }[];
    const taken = new Set<string>();
    for (const row of rows) {
      const key = mobileKeyOf(row.phone);
      if (!key || taken.has(`${row.workshopId}|${key}`)) continue;
      taken.add(`${row.workshopId}|${key}`);
      await queryRunner.query(`UPDATE \`workshop_joins\` SET \`mobile\` = ? WHERE \`id\` = ?`, [key, row.id]);
    }
    await queryRunner.query(`CREATE UNIQUE INDEX \`IDX_1242690603e5644cb9fc0b7326\` ON \`workshop_joins\` (\`workshopId\`, \`mobile\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_1242690603e5644cb9fc0b7326\` ON \`workshop_joins\``);
    await queryRunner.query(`ALTER TABLE \`workshop_joins\` DROP COLUMN \`mobile\``);
  }
}
