import type { MigrationInterface, QueryRunner } from "typeorm";

/** How long after it was made an order can still be paid (orders/order-process.ts PAYABLE_FOR_MS when this ran): 3 days. */
const PAYABLE_FOR_MS = 3 * 24 * 3600_000;
/** The statuses of paid orders when this ran (orders/order.entity.ts PAID_STATUSES). */
const PAID = "'new', 'processing', 'dispatched', 'delivered'";

/**
 * Written by hand (data, not schema), frozen as it ran. Until this deploy a failed payment or an
 * expiry gave an order's discount-code use back at once, and a payment after it took the use again
 * unconditionally. From this deploy an unpaid order keeps its use while Razorpay can still take a
 * payment, and a payment of an order whose use went back is put in review, not paid. Orders caught in
 * between (failed, or expired, with a payment order, made less than 3 days ago, their use given back
 * by the old rules) hold their use again here, so that a buyer's retry in the window is paid as the
 * new rules pay it. Each takes a use only while the code has one left (`maxUses`) and its buyer (same
 * mobile number or mailbox key) holds fewer than `maxUsesPerCustomer` (paid orders, and unpaid ones
 * holding a use), newest first: the new rules never let uses pass those limits, so one that would is
 * left as it is, and its payment, if one comes, is for the owner to review.
 */
export class ReholdDiscountUses1795900000002 implements MigrationInterface {
  name = "ReholdDiscountUses1795900000002";

  async up(queryRunner: QueryRunner): Promise<void> {
    const since = new Date(Date.now() - PAYABLE_FOR_MS).toISOString().replace("T", " ").replace("Z", "");
    const orders: { id: number | string; codeId: number | string; phone: string; emailKey: string | null }[] = await queryRunner.query(
      `SELECT id, discountCodeId AS codeId, phone, emailKey FROM orders
        WHERE discountCodeId IS NOT NULL AND discountUseHeld = 0 AND paidAt IS NULL AND providerOrderId IS NOT NULL AND createdAt >= ?
          AND (status IN ('pending_payment', 'payment_failed') OR (status = 'cancelled' AND cancelReason = 'expired'))
        ORDER BY id DESC`,
      [since],
    );
    for (const order of orders) {
      const [code]: { maxUsesPerCustomer: number | string | null }[] = await queryRunner.query("SELECT maxUsesPerCustomer FROM discount_codes WHERE id = ?", [
        order.codeId,
      ]);
      if (!code) continue;
      if (code.maxUsesPerCustomer !== null) {
        const [{ n }]: { n: number | string }[] = await queryRunner.query(
          `SELECT COUNT(*) AS n FROM orders
            WHERE discountCodeId = ? AND id <> ? AND (phone = ? OR emailKey = ?)
              AND (status IN (${PAID}) OR (status IN ('pending_payment', 'payment_failed') AND discountUseHeld = 1))`,
          [order.codeId, order.id, order.phone, order.emailKey],
        );
        if (Number(n) >= Number(code.maxUsesPerCustomer)) continue;
      }
      const taken = await queryRunner.query("UPDATE discount_codes SET uses = uses + 1 WHERE id = ? AND (maxUses IS NULL OR uses < maxUses)", [order.codeId], true);
      if (taken.affected !== 1) continue;
      await queryRunner.query("UPDATE orders SET discountUseHeld = 1 WHERE id = ?", [order.id]);
    }
  }

  async down(): Promise<void> {
    // Nothing to undo: the uses held are the new rules' own from here on.
  }
}
