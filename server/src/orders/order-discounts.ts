/**
 * An order's discount code (issue 28): the use it takes in the transaction that makes the order (or
 * seals it, on the REST path), the per-customer limit (by mobile number and mailbox) checked in that same transaction, the use given
 * back when the order expires or fails unpaid (once, whatever moves follow), and the discount each
 * code gave. The code's terms and arithmetic are the discounts domain's.
 */
import { type DataSource, type EntityManager } from "typeorm";
import { emailKeyOf } from "../core/email.js";
import { badInput } from "../core/errors.js";
import type { DiscountCode } from "../discounts/discount-code.entity.js";
import type { DiscountCodeService } from "../discounts/discount-code.service.js";
import { CODE_REFUSALS } from "../discounts/discount-rules.js";
import { Order, PAID_STATUSES, type OrderStatus } from "./order.entity.js";
import type { OrderMoveListener } from "./order-transitions.js";

/** The orders that count against a buyer's limit: paid ones and those awaiting payment. */
const HOLDING: OrderStatus[] = ["pending_payment", ...PAID_STATUSES];
const UNPAID: OrderStatus[] = ["pending_payment", "payment_failed"];

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
        emailKey: emailKeyOf(buyer.email),
      })
      .andWhere("o.status IN (:...holding)", { holding: HOLDING })
      .getCount();
  }

  /** Before the write: the buyer's limit, so that a refusal needs no lock (the transaction checks it again). */
  async precheck(code: DiscountCode, buyer: Buyer): Promise<void> {
    if (code.maxUsesPerCustomer !== null && (await this.usesBy(this.ds.manager, code.id, buyer)) >= code.maxUsesPerCustomer)
      throw badInput(CODE_REFUSALS.alreadyUsed, { field: "discountCode" });
  }

  /**
   * In the transaction that makes or seals the order, before anything else in it: one conditional
   * update takes a use (none left: 'This code has been used up'), then the buyer's orders with the
   * code are counted. The update comes first so that on MariaDB the count is read once the code's row
   * is locked, seeing every order committed by a checkout that took a use before; on SQLite the
   * transactions take turns.
   */
  async take(em: EntityManager, code: DiscountCode, buyer: Buyer): Promise<void> {
    if (!(await this.codes.takeUse(em, code.id))) {
      const now = await this.codes.get(code.id, em);
      throw badInput(now?.active ? CODE_REFUSALS.usedUp : CODE_REFUSALS.invalid, { field: "discountCode" });
    }
    if (code.maxUsesPerCustomer !== null && (await this.usesBy(em, code.id, buyer)) >= code.maxUsesPerCustomer)
      throw badInput(CODE_REFUSALS.alreadyUsed, { field: "discountCode" });
  }

  /**
   * In the transaction of every move: an unpaid order that fails or is cancelled (it expired, or no
   * payment order could be made) gives its use back; one paid after it gave it back takes it again
   * (the money is real, and so is its discount). `discountUseHeld` is flipped by a conditional update,
   * so each happens once however the moves repeat or race.
   */
  readonly onMove: OrderMoveListener = async (em, { orderId, from, to }) => {
    const releases = UNPAID.includes(from) && (to === "payment_failed" || to === "cancelled");
    const paid = (PAID_STATUSES as readonly OrderStatus[]).includes(to) && !(PAID_STATUSES as readonly OrderStatus[]).includes(from);
    if (!releases && !paid) return;
    const order = await em.getRepository(Order).findOne({ where: { id: orderId }, select: { id: true, discountCodeId: true } });
    if (!order?.discountCodeId) return;
    const flipped = await em
      .createQueryBuilder()
      .update(Order)
      .set({ discountUseHeld: !releases })
      .where("id = :id AND discountUseHeld = :held", { id: orderId, held: releases })
      .execute();
    if (flipped.affected !== 1) return;
    if (releases) await this.codes.giveBack(em, order.discountCodeId);
    else await this.codes.retake(em, order.discountCodeId);
  };

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
