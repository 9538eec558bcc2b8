/**
 * 'Payments to review': money the provider captured that no order counts as paid (another amount or
 * currency than the payment order's, a second payment of a paid order, a payment of an order that can
 * no longer be paid). Each is recorded once, mailed to the owner, listed in the back office, and
 * refunded from there: the whole payment, through the provider, claimed by one conditional update so
 * that a double click refunds once, and settled as an order's refund is (webhook, or the sweep asking
 * the provider). No invoice covers such money, so no credit note is issued.
 */
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import type { DataSource } from "typeorm";
import { formatPaise } from "../core/money.js";
import { AppError, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import type { MailService } from "../mail/mail.service.js";
import { findRefund, REFUND_NOT_MADE_AFTER_MS, type PaymentProvider, type ProviderPayment, type RefundRequest } from "../payments/payment-provider.js";
import type { Order } from "./order.entity.js";
import { PaymentReview, REVIEW_STATES, type ReviewReason } from "./payment-review.entity.js";

/** The refund entity of a refund.* webhook, as far as a review reads it (order.service.ts's RefundEventEntity). */
interface RefundEventEntity {
  id?: string;
  amount?: number;
  notes?: Record<string, unknown> | unknown[];
  error_description?: string;
}

/** A review refunding is first asked about a minute after its refund was asked for, then less and less often. */
const ASK_AFTER_MS = 60_000;

const REASONS: Record<ReviewReason, string> = {
  amount_mismatch: "the amount or currency paid is not what the order's payment order asked for",
  second_capture: "the order was already paid by another payment",
  order_not_payable: "the order can no longer be paid",
};

const shape: ListShape<PaymentReview> = {
  alias: "r",
  sortable: { id: "r.id", createdAt: "r.createdAt", amountPaise: "r.amountPaise", state: "r.state", reason: "r.reason" },
  defaultSort: "createdAt",
  search: ["r.bookingGroupId", "r.paymentId", "r.providerOrderId"],
  where: (qb, f) => {
    if (typeof f.state === "string" && (REVIEW_STATES as readonly string[]).includes(f.state)) qb.andWhere("r.state = :fState", { fState: f.state });
  },
};

export class PaymentReviewService {
  constructor(
    private readonly ds: DataSource,
    private readonly provider: PaymentProvider,
    private readonly mail: MailService,
  ) {}

  private get repo() {
    return this.ds.getRepository(PaymentReview);
  }

  /** Records a captured payment for review, once a payment, and mails the owner in the same transaction. */
  async record(order: Order, payment: ProviderPayment, expectedPaise: number, reason: ReviewReason): Promise<void> {
    try {
      await this.ds.transaction(async (em) => {
        await em.getRepository(PaymentReview).insert({
          orderId: order.id,
          bookingGroupId: order.bookingGroupId,
          providerOrderId: order.providerOrderId ?? "",
          paymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency.slice(0, 3),
          expectedPaise,
          reason,
          state: "open",
        });
        await this.mail.queue(em, {
          to: this.mail.adminEmail,
          subject: `Payment to review: ${payment.id} for order ${order.bookingGroupId}`,
          text:
            `A payment was captured that does not count as the payment of an order: ${REASONS[reason]}.\n\n` +
            `Payment: ${payment.id}, ${payment.currency} ${payment.currency === "INR" ? formatPaise(payment.amount) : payment.amount}\n` +
            `Order: ${order.bookingGroupId} (${order.providerOrderId}), payment order for ${formatPaise(expectedPaise)}\n` +
            `Buyer: ${order.firstName} ${order.lastName}, ${order.phone}, ${order.email}\n\n` +
            `The money is held. Refund it from 'Payments to review' in the back office.`,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) return; // told before (the confirmation and the webhook of one payment)
      throw err;
    }
    this.mail.flush();
  }

  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("r"), shape, { sortOrder: "DESC", ...p }, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("r"), shape, p, false).getCount();
  }
  get(id: number) {
    return this.repo.findOneBy({ id });
  }

  /**
   * Refunds the whole payment through the provider, with the life of an order's refund (issue 42):
   * the review is claimed (open → refunding) by a conditional update, so of two clicks one refunds and
   * the other is told; the provider's refund id is kept, and the review stays refunding until the
   * provider's webhook, or the sweep's question, says processed (refunded) or failed (open again, with
   * the reason). A refusal of the request reopens it at once; no answer leaves it refunding — the money
   * may have moved — until the provider is asked. Each attempt has its own idempotency key and receipt.
   */
  async refund(id: number, by: string): Promise<PaymentReview> {
    const review = await this.get(id);
    if (!review) throw notFound("Payment to review not found");
    const claimed = await this.repo
      .createQueryBuilder()
      .update(PaymentReview)
      .set({
        state: "refunding",
        refundedBy: by.slice(0, 80),
        refundAttempts: () => "refundAttempts + 1",
        refundAskedAt: new Date(),
        refundCheckAt: null,
        refundId: null,
        refundFailure: null,
      })
      .where("id = :id AND state = :open", { id, open: "open" })
      .execute();
    if (claimed.affected !== 1) {
      const now = await this.get(id);
      throw conflict(now?.state === "refunded" ? "This payment was already refunded" : "This payment is being refunded");
    }
    const asked = (await this.get(id))!;
    let answer;
    try {
      answer = await this.provider.refund(this.requestOf(asked));
    } catch (err) {
      if (err instanceof AppError) {
        await this.failed(id, err.message.slice(0, 300), null);
        throw err;
      }
      console.error(`Payment review ${id}: no answer from the payment service to its refund`, err);
      throw new AppError(
        "PAYMENT_PROVIDER_ERROR",
        "The payment service did not answer. The refund stays pending until it says whether it was made (it is asked every minute): do not refund it again.",
      );
    }
    await this.answered(id, answer.id);
    if (answer.status === "processed") await this.processed(id, answer.id);
    if (answer.status === "failed") {
      await this.failed(id, "The payment service refused the refund", answer.id);
      throw new AppError("PAYMENT_PROVIDER_ERROR", "The payment service refused the refund");
    }
    return (await this.get(id))!;
  }

  /**
   * A signed refund.processed / refund.failed webhook that no order's refund claimed: the review's
   * refund (by its id, or by the review id in its notes when the webhook comes before the answer)
   * moves once. True when it applied the event.
   */
  async onRefundWebhook(name: string, entity: RefundEventEntity | undefined): Promise<boolean> {
    if (!entity?.id || (name !== "refund.processed" && name !== "refund.failed")) return false;
    const review = await this.forEvent(entity);
    if (!review) return false;
    if (entity.amount !== undefined && Number(entity.amount) !== review.amountPaise) {
      console.error(`Webhook ${name} for ${entity.id}: amount ${entity.amount}, payment review ${review.id} is ${review.amountPaise}; ignored`);
      return false;
    }
    if (name === "refund.failed") return this.failed(review.id, entity.error_description ?? "The bank or the payment service refused the refund", entity.id);
    return this.processed(review.id, entity.id);
  }

  /**
   * Part of every instance's minute sweep: each review refunding for over a minute is settled by
   * asking the provider for the payment's refunds (found by its refund id, or the attempt's receipt),
   * never by sending it again. Each question is claimed first (`refundCheckAt` moved forward by a
   * quarter of the refund's age, at least a minute, by a conditional update): one instance asks. A
   * refund the provider still does not list long after it was asked for (the request never arrived,
   * or the process died after the claim) was never made: the review is open again.
   */
  async sweep(now = new Date()): Promise<{ asked: number; settled: number }> {
    const due = await this.repo
      .createQueryBuilder("r")
      .where("r.state = :refunding AND (r.refundAskedAt IS NULL OR r.refundAskedAt <= :settled)", {
        refunding: "refunding",
        settled: new Date(now.getTime() - ASK_AFTER_MS),
      })
      .andWhere("(r.refundCheckAt IS NULL OR r.refundCheckAt <= :now)", { now })
      .orderBy("r.id", "ASC")
      .take(100)
      .getMany();
    let asked = 0;
    let settled = 0;
    for (const review of due) {
      const claimed = await this.repo
        .createQueryBuilder()
        .update(PaymentReview)
        // Asked again after a quarter of the refund's age (1 min, then less and less often).
        .set({ refundCheckAt: new Date(now.getTime() + Math.max(ASK_AFTER_MS, (now.getTime() - (review.refundAskedAt?.getTime() ?? now.getTime())) / 4)) })
        .where("id = :id AND state = :refunding AND (refundCheckAt IS NULL OR refundCheckAt <= :now)", { id: review.id, refunding: "refunding", now })
        .execute();
      if (claimed.affected !== 1) continue;
      asked++;
      let found;
      try {
        found = findRefund(await this.provider.refundsOf(review.paymentId), { providerRefundId: review.refundId, receipt: this.requestOf(review).receipt });
      } catch (err) {
        console.error(`Payment review ${review.id}: the payment service did not answer the sweep's question`, err);
        continue;
      }
      if (!found) {
        const askedAt = review.refundAskedAt?.getTime() ?? 0;
        if (review.refundId || askedAt > now.getTime() - REFUND_NOT_MADE_AFTER_MS) continue;
        const why = "The payment service has no such refund: its request never arrived, so nothing was refunded. Refund it again.";
        if (await this.failed(review.id, why, null)) settled++;
        continue;
      }
      await this.answered(review.id, found.id);
      if (found.status === "processed" && (await this.processed(review.id, found.id))) settled++;
      if (found.status === "failed" && (await this.failed(review.id, "The bank or the payment service refused the refund", found.id))) settled++;
    }
    return { asked, settled };
  }

  /** The provider's request for the review's current attempt: the same every time it is asked about. */
  private requestOf(review: PaymentReview): RefundRequest {
    // Attempt 0: a review claimed before attempts were counted, whose request carried no attempt number.
    const attempt = review.refundAttempts ? `-${review.refundAttempts}` : "";
    return {
      paymentId: review.paymentId,
      amountPaise: review.amountPaise,
      receipt: `review-${review.id}${attempt}`,
      notes: { bookingGroupId: review.bookingGroupId, reason: review.reason, reviewId: String(review.id) },
      idempotencyKey: `payment-review-${review.id}${attempt}`,
    };
  }

  private async forEvent(entity: RefundEventEntity): Promise<PaymentReview | null> {
    // By its refund id: the attempt under way, or the last one, kept when it failed (refund.processed can follow refund.failed).
    const known = await this.repo.findOneBy({ refundId: entity.id! });
    if (known) return known;
    // The webhook can come before the provider's answer was stored: the review id is in its notes.
    const ours = Number((entity.notes as Record<string, unknown> | undefined)?.reviewId);
    if (!Number.isSafeInteger(ours) || ours < 1) return null;
    const review = await this.repo.findOneBy({ id: ours });
    return review && review.state === "refunding" && !review.refundId ? review : null;
  }

  /** Keeps the provider's refund id of the attempt under way (the first answer, or the webhook's). */
  private async answered(id: number, refundId: string): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update(PaymentReview)
      .set({ refundId })
      .where("id = :id AND state = :refunding AND refundId IS NULL", { id, refunding: "refunding" })
      .execute();
  }

  /**
   * Refunded: once, from refunding by the attempt under way, or from open by the attempt that had
   * failed (the provider processed it after all, as order refunds allow): the money went, so the
   * review must no longer offer to refund it again.
   */
  private async processed(id: number, refundId: string): Promise<boolean> {
    const moved = await this.repo
      .createQueryBuilder()
      .update(PaymentReview)
      .set({ state: "refunded", refundId, refundedAt: new Date(), refundFailure: null, refundCheckAt: null })
      .where("id = :id AND ((state = :refunding AND (refundId IS NULL OR refundId = :refundId)) OR (state = :open AND refundId = :refundId))", {
        id,
        refunding: "refunding",
        open: "open",
        refundId,
      })
      .execute();
    return moved.affected === 1;
  }

  /**
   * Failed: the money is held again, the review open with the reason, for the owner to refund again.
   * The failed refund's id is kept (until the next attempt is claimed), so that its refund.processed,
   * should the provider send one after all, is still known.
   */
  private async failed(id: number, why: string, refundId: string | null): Promise<boolean> {
    const qb = this.repo
      .createQueryBuilder()
      .update(PaymentReview)
      .set({ state: "open", ...(refundId ? { refundId } : {}), refundFailure: why.slice(0, 300), refundCheckAt: null })
      .where("id = :id AND state = :refunding", { id, refunding: "refunding" });
    if (refundId) qb.andWhere("(refundId IS NULL OR refundId = :refundId)", { refundId });
    return (await qb.execute()).affected === 1;
  }
}
