/**
 * An order's discount code (issue 28): the use it takes in the transaction that makes the order (or
 * seals it, on the REST path), the per-customer limit (by mobile number and mailbox) checked in that
 * same transaction, the use given back once the order can no longer be paid (once, whatever moves
 * follow), and the discount each code gave. The code's terms and arithmetic are the discounts domain's.
 */
import type { DataSource, EntityManager } from "typeorm";
import { mailboxKey } from "../core/email.js";
import { badInput } from "../core/errors.js";
import type { DiscountCode } from "../discounts/discount-code.entity.js";
import type { DiscountCodeService } from "../discounts/discount-code.service.js";
import { CODE_REFUSALS } from "../discounts/discount-rules.js";
import { Order, PAID_STATUSES, type OrderStatus } from "./order.entity.js";
import { PAYABLE_FOR_MS } from "./order-process.js";
import type { OrderMoveListener } from "./order-transitions.js";

/**
 * The orders that count against a buyer's limit: paid ones and those awaiting payment (a failed one
 * too: the buyer may try again in the same window). An expired one does not, so an abandoned checkout
 * does not bar its buyer for days; if it is paid late after all, the limit is checked then (onMove).
 * The use an expired order of a limited code still holds goes back when its buyer checks out with the
 * code again (`take`), so a buyer cannot hold more uses by abandoning checkouts.
 */
const HOLDING: OrderStatus[] = ["pending_payment", "payment_failed", ...PAID_STATUSES];
const UNPAID: OrderStatus[] = ["pending_payment", "payment_failed"];

/**
 * A payment that cannot make its order paid because of the order's discount code: the code's use went
 * back (the order could no longer be paid), or, paid late, the buyer has used the code as often as it
 * allows meanwhile. The move is rolled back; the payment is for the owner to review.
 */
export class DiscountBarsPayment extends Error {
  constructor(
    readonly orderId: number,
    readonly why: "use_given_back" | "customer_limit",
  ) {
    super(`Order ${orderId} cannot be paid with its discount code (${why}); the payment is for the owner to review`);
  }
}

/** Who a per-customer limit counts: the mobile number and the email, as the order keeps them. */
export interface Buyer {
  phone: string;
  email: string;
}

export class OrderDiscounts {
  constructor(
    private readonly ds: DataSource,
    private readonly codes: DiscountCodeService,
  ) {}

  /**
   * The buyer's paid and pending orders with a code: those of the same mobile number or of the same
   * mailbox (case, `+tag` and Gmail's dots folded), so that changing one of the two is not a new customer.
   */
  usesBy(em: EntityManager, codeId: number, buyer: Buyer): Promise<number> {
    return em
      .getRepository(Order)
      .createQueryBuilder("o")
      .where("o.discountCodeId = :codeId AND (o.phone = :phone OR o.emailKey = :emailKey)", {
        codeId,
        phone: buyer.phone,
        emailKey: mailboxKey(buyer.email),
      })
      .andWhere("o.status IN (:...holding)", { holding: HOLDING })
      .getCount();
  }

  /**
   * Before the write: the buyer's limit, so that a refusal needs no lock (the transaction checks it
   * again). Answers the buyer's expired orders that still hold a use of a limited code, for `take` to
   * give back: read here, before the transaction, since on MariaDB a plain read inside it before the
   * code's row is locked would fix the snapshot its count of the buyer's orders is read from.
   */
  async precheck(code: DiscountCode, buyer: Buyer): Promise<number[]> {
    if (code.maxUsesPerCustomer !== null && (await this.usesBy(this.ds.manager, code.id, buyer)) >= code.maxUsesPerCustomer)
      throw badInput(CODE_REFUSALS.alreadyUsed, { field: "discountCode" });
    if (code.maxUses === null) return [];
    const rows = await this.ds
      .getRepository(Order)
      .createQueryBuilder("o")
      .select("o.id", "id")
      .where("o.discountCodeId = :codeId AND (o.phone = :phone OR o.emailKey = :emailKey)", {
        codeId: code.id,
        phone: buyer.phone,
        emailKey: mailboxKey(buyer.email),
      })
      .andWhere("o.status = :cancelled AND o.discountUseHeld = :held AND o.paidAt IS NULL", { cancelled: "cancelled", held: true })
      .orderBy("o.id", "ASC")
      .limit(100)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * In the transaction that makes or seals the order, before anything else in it: one conditional
   * update takes a use (none left: 'This code has been used up'), then the buyer's orders with the
   * code are counted. The update comes first so that on MariaDB the count is read once the code's row
   * is locked, seeing every order committed by a checkout that took a use before; on SQLite the
   * transactions take turns.
   *
   * Before it, the uses still held by the buyer's own expired orders of the code (`expired`, from
   * `precheck`) go back, each once (a conditional update on the order): an expired order is not in the
   * buyer's count, so without this a buyer abandoning checkouts held one more use of a limited code
   * each time, for 3 days, however low the per-customer limit. Orders first, then the code's row, as a
   * late payment and the sweep lock them. One of those paid late after all is then a review.
   */
  async take(em: EntityManager, code: DiscountCode, buyer: Buyer, expired: readonly number[]): Promise<void> {
    if (expired.length) await this.releaseAll(em, expired, code.id);
    if (!(await this.codes.takeUse(em, code.id))) {
      const now = await this.codes.get(code.id, em);
      throw badInput(now?.active ? CODE_REFUSALS.usedUp : CODE_REFUSALS.invalid, { field: "discountCode" });
    }
    if (code.maxUsesPerCustomer !== null && (await this.usesBy(em, code.id, buyer)) >= code.maxUsesPerCustomer)
      throw badInput(CODE_REFUSALS.alreadyUsed, { field: "discountCode" });
  }

  /**
   * In the transaction of every move. An unpaid order keeps its use while it can still be paid: a
   * failed payment or the order's expiry does not end Razorpay's window, and a payment may follow.
   * Cancelled with no payment order (none could be made), nobody can pay it: its use goes back at
   * once; the others' go back with `releaseUnpayable`, once PAYABLE_FOR_MS have passed. A payment of
   * an order whose use went back is refused here (DiscountBarsPayment, the move rolled back): the
   * use may be another order's now, and that payment is put in review, never a second use. So is the
   * late payment of an expired order whose buyer has since used the code as often as it allows.
   */
  readonly onMove: OrderMoveListener = async (em, { orderId, from, to }) => {
    const paid = (PAID_STATUSES as readonly OrderStatus[]).includes(to) && !(PAID_STATUSES as readonly OrderStatus[]).includes(from);
    const dropped = UNPAID.includes(from) && to === "cancelled";
    if (!paid && !dropped) return;
    // Paid late, it counts its buyer's orders with the code below: first the code's row is locked, as a
    // checkout's takeUse locks it, so that on MariaDB a checkout of the same buyer under way finishes
    // first and its order is counted (or this payment is, by the checkout). The lock comes before any
    // plain read in this transaction: MariaDB's snapshot is taken at the first, and a count read from
    // one taken before the lock would not see that checkout's order. (SQLite: the transactions take turns.)
    if (paid && from === "cancelled")
      await em.query("UPDATE discount_codes SET uses = uses WHERE id = (SELECT discountCodeId FROM orders WHERE id = ?)", [orderId]);
    const order = await em.getRepository(Order).findOne({
      where: { id: orderId },
      select: { id: true, discountCodeId: true, discountUseHeld: true, providerOrderId: true, phone: true, email: true },
    });
    if (!order?.discountCodeId) return;
    // Read after the move's own update, which locked the row on MariaDB: a release committed before it is seen.
    if (paid && !order.discountUseHeld) throw new DiscountBarsPayment(orderId, "use_given_back");
    if (paid && from === "cancelled") {
      // Paid late: its buyer's orders with the code, this one now among them, within the limit.
      const code = await this.codes.get(order.discountCodeId, em);
      if (code?.maxUsesPerCustomer != null && (await this.usesBy(em, code.id, order)) > code.maxUsesPerCustomer)
        throw new DiscountBarsPayment(orderId, "customer_limit");
    }
    if (dropped && order.providerOrderId === null) await this.release(em, orderId, order.discountCodeId);
  };

  /**
   * Gives back the uses of cancelled orders that can no longer be paid (PAYABLE_FOR_MS after they
   * were made, or with no payment order), each by a conditional update on the order, so once however
   * many instances sweep. The sweep runs it every minute. Answers how many went back.
   */
  async releaseUnpayable(now = new Date()): Promise<number> {
    const due = await this.ds
      .getRepository(Order)
      .createQueryBuilder("o")
      .select(["o.id", "o.discountCodeId"])
      .where("o.status = :cancelled AND o.discountUseHeld = :held AND o.paidAt IS NULL AND o.discountCodeId IS NOT NULL", {
        cancelled: "cancelled",
        held: true,
      })
      .andWhere("(o.providerOrderId IS NULL OR o.createdAt < :payable)", { payable: new Date(now.getTime() - PAYABLE_FOR_MS) })
      .orderBy("o.id", "ASC")
      .limit(500)
      .getMany();
    let released = 0;
    for (const { id, discountCodeId } of due) if (await this.ds.transaction((em) => this.release(em, id, discountCodeId!))) released += 1;
    return released;
  }

  /** The uses of these unpaid cancelled orders of one code given back, each once, by one conditional update and one give-back. */
  private async releaseAll(em: EntityManager, orderIds: readonly number[], codeId: number): Promise<void> {
    const cleared = await em
      .createQueryBuilder()
      .update(Order)
      .set({ discountUseHeld: false })
      .where("id IN (:...ids) AND discountCodeId = :codeId AND status = :cancelled AND discountUseHeld = :held AND paidAt IS NULL", {
        ids: [...orderIds],
        codeId,
        cancelled: "cancelled",
        held: true,
      })
      .execute();
    if (cleared.affected) await this.codes.giveBack(em, codeId, cleared.affected);
  }

  /** The use of an unpaid cancelled order given back, once: `discountUseHeld` is cleared by a conditional update. */
  private async release(em: EntityManager, orderId: number, codeId: number): Promise<boolean> {
    const cleared = await em
      .createQueryBuilder()
      .update(Order)
      .set({ discountUseHeld: false })
      .where("id = :id AND status = :cancelled AND discountUseHeld = :held AND paidAt IS NULL", { id: orderId, cancelled: "cancelled", held: true })
      .execute();
    if (cleared.affected !== 1) return false;
    await this.codes.giveBack(em, codeId);
    return true;
  }

  /** The discount each code gave on paid orders, in one grouped query. */
  async given(codeIds: readonly number[]): Promise<Map<number, number>> {
    if (!codeIds.length) return new Map();
    const rows = await this.ds
      .getRepository(Order)
      .createQueryBuilder("o")
      .select("o.discountCodeId", "id")
      .addSelect("COALESCE(SUM(o.discountPaise), 0)", "given")
      .where("o.discountCodeId IN (:...ids) AND o.status IN (:...paid)", { ids: [...codeIds], paid: [...PAID_STATUSES] })
      .groupBy("o.discountCodeId")
      .getRawMany<{ id: number | string; given: number | string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.given)]));
  }
}
