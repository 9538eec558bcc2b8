/**
 * 'Payments to review': money the provider captured that no order counts as paid (another amount or
 * currency than the payment order's, a second payment of a paid order, a payment of an order that can
 * no longer be paid). Each is recorded once, mailed to the owner, listed in the back office, and
 * refunded from there: the whole payment, through the provider, claimed by one conditional update so
 * that a double click refunds once. No invoice covers such money, so no credit note is issued.
 */
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import type { DataSource } from "typeorm";
import { formatPaise } from "../core/money.js";
import { AppError, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import type { MailService } from "../mail/mail.service.js";
import type { PaymentProvider, ProviderPayment } from "../payments/payment-provider.js";
import type { Order } from "./order.entity.js";
import { PaymentReview, REVIEW_STATES, type ReviewReason } from "./payment-review.entity.js";

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
   * Refunds the whole payment through the provider. The review is claimed (open → refunding) by a
   * conditional update, so of two clicks one refunds and the other is told; a provider that fails
   * gives the claim back, and the owner may try again (the idempotency key makes a retry one refund).
   */
  async refund(id: number, by: string): Promise<PaymentReview> {
    const review = await this.get(id);
    if (!review) throw notFound("Payment to review not found");
    const claimed = await this.repo
      .createQueryBuilder()
      .update(PaymentReview)
      .set({ state: "refunding", refundedBy: by.slice(0, 80) })
      .where("id = :id AND state = :open", { id, open: "open" })
      .execute();
    if (claimed.affected !== 1) {
      const now = await this.get(id);
      throw conflict(now?.state === "refunded" ? "This payment was already refunded" : "This payment is being refunded");
    }
    let refundId: string;
    try {
      const refund = await this.provider.refund({
        paymentId: review.paymentId,
        amountPaise: review.amountPaise,
        receipt: `review-${review.id}`,
        notes: { bookingGroupId: review.bookingGroupId, reason: review.reason },
        idempotencyKey: `payment-review-${review.id}`,
      });
      if (refund.status === "failed") throw new AppError("PAYMENT_PROVIDER_ERROR", "The payment service refused the refund");
      refundId = refund.id;
    } catch (err) {
      await this.repo
        .createQueryBuilder()
        .update(PaymentReview)
        .set({ state: "open", refundedBy: null })
        .where("id = :id AND state = :refunding", { id, refunding: "refunding" })
        .execute();
      throw err;
    }
    await this.repo.update({ id }, { state: "refunded", refundId, refundedAt: new Date() });
    return (await this.get(id))!;
  }
}
