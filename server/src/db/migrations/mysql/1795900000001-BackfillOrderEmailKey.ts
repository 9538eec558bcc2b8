import type { MigrationInterface, QueryRunner } from "typeorm";

/** The mailbox key as it was when this ran (core/email.ts mailboxKey then): frozen here, as a migration is. */
function keyOf(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 1) return text;
  const local = text.slice(0, at).split("+")[0] || text.slice(0, at);
  const domain = text.slice(at + 1);
  if (domain !== "gmail.com" && domain !== "googlemail.com") return `${local}@${domain}`;
  return `${local.replace(/\./g, "")}@gmail.com`;
}

/**
 * Written by hand (data, not schema), frozen as it ran. Orders placed with a discount code before the
 * mailbox key was kept get it, so a code's per-customer limit counts them by email too. Other orders
 * keep none: no limit reads it.
 */
export class BackfillOrderEmailKey1795900000001 implements MigrationInterface {
  name = "BackfillOrderEmailKey1795900000001";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (let after = 0; ; ) {
      const rows: { id: number | string; email: string }[] = await queryRunner.query(
        "SELECT id, email FROM orders WHERE discountCodeId IS NOT NULL AND emailKey IS NULL AND id > ? ORDER BY id LIMIT 500",
        [after],
      );
      if (!rows.length) return;
      for (const row of rows) await queryRunner.query("UPDATE orders SET emailKey = ? WHERE id = ?", [keyOf(row.email), row.id]);
      after = Number(rows[rows.length - 1].id);
    }
  }

  async down(): Promise<void> {
    // The column goes with OrderEmailKey's down.
  }
}
