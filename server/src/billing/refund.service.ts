/**
 * Money given back (DESIGN.md "Money documents"): the owner cancels an order not yet dispatched
 * (its whole paid amount is refunded) or refunds part or all of any paid order. A refund is written,
 * and its amount reserved on the order, in one transaction that first locks the order's row, so two
 * requests at once can never give back more than was paid, and a repeat of the same submission (a
 * double click, a retried call: the same key, made once per submission of the refund form) is
 * answered with the refund it already made. The provider is asked after that commits, with that key
 * as its idempotency key; the refund stays `pending` until the
 * provider's signed webhook says `processed` (the credit note is issued in that transaction) or
 * `failed` (the amount is free again).
 */
import { In, type DataSource, type EntityManager } from "typeorm";
import type { AnalyticsService } from "../analytics/analytics.service.js";
import { CREDIT_NOTE_PREFIX } from "../content/content.service.js";
import { formatPaise } from "../core/money.js";
import { AppError, badInput, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import type { MailService } from "../mail/mail.service.js";
import { serverText, type ServerKey, type TextValues } from "../core/texts.js";
import { ownerMayCancel, STATUS_NAMES } from "../orders/order-process.js";
import type { OrderTransitions } from "../orders/order-transitions.js";
import { Order } from "../orders/order.entity.js";
import type { RefundEventEntity } from "../orders/order.service.js";
import { findRefund, REFUND_NOT_MADE_AFTER_MS, type PaymentProvider, type RefundRequest } from "../payments/payment-provider.js";
import { CreditNote } from "./credit-note.entity.js";
import { creditNoteOf, parseInvoiceDocument } from "./invoice.js";
import { Invoice } from "./invoice.entity.js";
import { documentNumber, nextNumber } from "./invoicing.js";
import { Refund } from "./refund.entity.js";
import { NO_EVENTS, type EventSink } from "../core/events.js";

const REASON_MAX = 120;
/** A pending refund is first asked about a minute after it was made, then less and less often (one instance claims each question). */
const ASK_AFTER_MS = 60_000;

/** A refund form submission's key: what Razorpay accepts as an idempotency key, at most our column's 64. */
const REQUEST_KEY = /^[A-Za-z0-9_-]{10,64}$/;

function reasonOf(text: string | null | undefined): string {
  const reason = String(text ?? "")
    .trim()
    .replace(/\s+/g, " ");
  if (!reason) throw badInput("Reason is required", { field: "reason" });
  if (reason.length > REASON_MAX) throw badInput(`Reason must be at most ${REASON_MAX} characters`, { field: "reason" });
  return reason;
}

export class RefundService {
  constructor(
    private readonly ds: DataSource,
    private readonly provider: PaymentProvider,
    private readonly transitions: OrderTransitions,
    private readonly analytics: AnalyticsService,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    private readonly events: EventSink<"refund.processed"> = NO_EVENTS,
  ) {}

  /**
   * The owner's refund of part or all of a paid order (by the receipt's order id); its status stays.
   * `requestKey` is made once per submission of the refund form: the same key again (a double click,
   * a retry) is answered with the refund it made; a new submission, even of the same amount and
   * reason, is a new refund.
   */
  async refund(orderRef: string, amountPaise: number, reasonText: string, requestKey: string, adminUsername: string): Promise<Order> {
    const reason = reasonOf(reasonText);
    if (!Number.isSafeInteger(amountPaise) || amountPaise < 1) throw badInput("Amount must be a whole number of paise, at least 1", { field: "amountPaise" });
    const key = String(requestKey ?? "");
    if (!REQUEST_KEY.test(key)) throw badInput("idempotencyKey: 10 to 64 letters, digits, - and _", { field: "idempotencyKey" });
    const order = await this.paidOrder(orderRef);
    const another = "This refund form was already submitted for another refund: open the form again for a new one.";
    const refund = await this.ds
      .transaction(async (em) => {
        await this.lock(em, order.id);
        const repeat = await em.getRepository(Refund).findOneBy({ requestKey: key });
        if (repeat) {
          if (repeat.orderId !== order.id || repeat.amountPaise !== amountPaise || repeat.reason !== reason) throw conflict(another);
          if (repeat.status === "failed")
            throw conflict(`This refund failed: ${repeat.failureReason ?? "the payment service refused it"} Open the form again to try again.`);
          return null;
        }
        return this.reserve(em, order.id, amountPaise, reason, "refund", adminUsername, key);
      })
      .catch((err: unknown) => {
        // The same key at once on another order (whose row lock this one does not wait for): the unique index decides.
        throw isUniqueViolation(err) ? conflict(another) : err;
      });
    if (refund) await this.send(order, refund);
    return this.order(order.id);
  }

  /**
   * The owner's cancellation of an order that is new or processing: it becomes cancelled and all that
   * is left of its payment is refunded, in one transaction with the move.
   */
  async cancel(orderRef: string, reasonText: string, adminUsername: string): Promise<Order> {
    const reason = reasonOf(reasonText);
    const order = await this.byRef(orderRef);
    if (!ownerMayCancel(order.status)) throw conflict(this.notCancellable(order));
    let refund: Refund | null = null;
    const outcome = await this.transitions.move(
      order.id,
      "cancelled",
      { kind: "admin", username: adminUsername },
      {
        cancelReason: `owner: ${reason}`.slice(0, 60),
        note: reason,
        within: async (em) => {
          const left = await this.lock(em, order.id);
          if (left > 0) refund = await this.reserve(em, order.id, left, reason, "cancel", adminUsername);
        },
      },
    );
    if (!outcome.moved) throw conflict(outcome.order ? this.notCancellable(outcome.order) : "Order not found");
    if (refund) await this.send(outcome.order, refund, true);
    return this.order(order.id);
  }

  /**
   * A signed refund.processed / refund.failed webhook (already verified, and new by its event id):
   * the refund moves once from pending; a processed refund of an invoiced order gets its credit note.
   * Orders' RefundWebhookHandler: the composition root hands it to OrderService, which parses the webhook.
   */
  async onWebhook(name: string, entity: RefundEventEntity | undefined): Promise<boolean> {
    if (!entity?.id || (name !== "refund.processed" && name !== "refund.failed")) return false;
    const refund = await this.findForEvent(entity);
    if (!refund) return false;
    if (entity.amount !== undefined && Number(entity.amount) !== refund.amountPaise) {
      console.error(`Webhook ${name} for ${entity.id}: amount ${entity.amount}, refund ${refund.id} is ${refund.amountPaise}; ignored`);
      return false;
    }
    if (name === "refund.failed") return this.failed(refund.id, entity.error_description ?? "The bank or the payment service refused the refund", entity.id);
    return this.processed(refund.id, entity.id);
  }

  /** The refunds of some orders, oldest first: one query, for lists of receipts. */
  async forOrders(orderIds: readonly number[]): Promise<Map<number, Refund[]>> {
    const byOrder = new Map<number, Refund[]>();
    if (!orderIds.length) return byOrder;
    const rows = await this.ds.getRepository(Refund).find({ where: { orderId: In([...new Set(orderIds)]) }, order: { id: "ASC" } });
    for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
    return byOrder;
  }

  private async byRef(orderRef: string): Promise<Order> {
    const ref = String(orderRef ?? "").trim();
    if (!ref) throw badInput("orderId is required", { field: "orderId" });
    const order = await this.ds.getRepository(Order).findOneBy({ providerOrderId: ref });
    if (!order) throw notFound("Order not found");
    return order;
  }

  private async paidOrder(orderRef: string): Promise<Order> {
    const order = await this.byRef(orderRef);
    if (!order.paidAt || !order.paymentId) throw conflict(`Order ${order.bookingGroupId} is not paid: there is nothing to refund.`);
    return order;
  }

  private order(id: number): Promise<Order> {
    return this.ds.getRepository(Order).findOneOrFail({ where: { id }, relations: { lines: true }, order: { lines: { id: "ASC" } } });
  }

  /**
   * Takes the order's row for this transaction (a write, so that on MariaDB every read after it sees
   * what the transactions before it committed) and answers what is left to refund.
   */
  private async lock(em: EntityManager, orderId: number): Promise<number> {
    await em.query("UPDATE orders SET refundedPaise = refundedPaise WHERE id = ?", [orderId]);
    const order = await em
      .getRepository(Order)
      .findOneOrFail({ where: { id: orderId }, select: { id: true, amountPaise: true, refundedPaise: true, paidAt: true } });
    return order.paidAt ? order.amountPaise - order.refundedPaise : 0;
  }

  /** Writes the refund and reserves its amount; more than is left is a 409. */
  private async reserve(
    em: EntityManager,
    orderId: number,
    amountPaise: number,
    reason: string,
    kind: Refund["kind"],
    adminUsername: string,
    requestKey: string | null = null,
  ): Promise<Refund> {
    const reserved = await em
      .createQueryBuilder()
      .update(Order)
      .set({ refundedPaise: () => "refundedPaise + :amount" })
      .where("id = :id AND refundedPaise + :amount <= amountPaise", { id: orderId, amount: amountPaise })
      .execute();
    if (!reserved.affected) {
      const o = await em.getRepository(Order).findOneByOrFail({ id: orderId });
      const left = o.amountPaise - o.refundedPaise;
      throw conflict(
        left > 0
          ? `A refund of ${formatPaise(amountPaise)} is more than is left to refund on order ${o.bookingGroupId}: ${formatPaise(left)} of ${formatPaise(o.amountPaise)} paid.`
          : `Order ${o.bookingGroupId} is refunded in full already.`,
      );
    }
    const [{ n }] = await em.query<{ n: number | string }[]>("SELECT COUNT(*) AS n FROM refunds WHERE orderId = ?", [orderId]);
    const refund = await em.getRepository(Refund).save(
      em.getRepository(Refund).create({
        orderId,
        sequence: Number(n) + 1,
        amountPaise,
        reason,
        kind,
        status: "pending",
        requestKey,
        requestedBy: `admin:${adminUsername}`.slice(0, 80),
      }),
    );
    await this.analytics.onRefund(em, orderId, -amountPaise);
    return refund;
  }

  /**
   * The provider's request for a refund: the same every time it is sent (the sweep sends it again
   * when no answer came), as Razorpay's idempotency asks.
   */
  private requestOf(order: Order, refund: Refund): RefundRequest {
    return {
      paymentId: order.paymentId!,
      amountPaise: refund.amountPaise,
      receipt: `${order.bookingGroupId}-R${refund.sequence}`.slice(0, 40),
      notes: { bookingGroupId: order.bookingGroupId, refundId: String(refund.id), reason: refund.reason },
      idempotencyKey: refund.requestKey ?? `refund-${order.bookingGroupId}-${refund.sequence}`,
    };
  }

  /** Keeps the provider's refund id; true when this call stored it (the first answer). */
  private async answered(refundId: number, providerRefundId: string): Promise<boolean> {
    const stored = await this.ds
      .createQueryBuilder()
      .update(Refund)
      .set({ providerRefundId })
      .where("id = :id AND providerRefundId IS NULL", { id: refundId })
      .execute();
    return Boolean(stored.affected);
  }

  /**
   * Asks the provider, keeps its refund id, and tells the buyer. A refusal fails the refund (a 502);
   * no answer (a timeout) leaves it pending, its amount reserved, until the webhook or the sweep's
   * question says what became of it — also a 502, saying so.
   */
  private async send(order: Order, refund: Refund, cancelled = false): Promise<void> {
    try {
      const answer = await this.provider.refund(this.requestOf(order, refund));
      await this.answered(refund.id, answer.id);
    } catch (err) {
      if (!(err instanceof AppError)) {
        console.error(`Refund ${refund.id} of order ${order.bookingGroupId}: no answer from the payment service`, err);
        const pending = `The payment service did not answer. The refund of ${formatPaise(refund.amountPaise)} stays pending until it says whether it was made (it is asked every minute): do not refund it again.`;
        throw new AppError("PAYMENT_PROVIDER_ERROR", cancelled ? `Order ${order.bookingGroupId} is cancelled. ${pending}` : pending);
      }
      const message = err.message;
      await this.failed(refund.id, message.slice(0, 300), null);
      throw new AppError(
        "PAYMENT_PROVIDER_ERROR",
        cancelled ? `Order ${order.bookingGroupId} is cancelled, but its refund failed: ${message} Use Refund to try again.` : message,
      );
    }
    await this.mailBuyer(order, refund, cancelled);
  }

  /**
   * Part of every instance's minute sweep: each refund pending for over a minute, whose outcome is
   * unknown (no answer came, or no webhook after one), is settled only by asking the provider for the
   * payment's refunds and finding it there by its id or receipt; it is never sent again, so a retry's
   * refusal can never fail a refund whose first request went through. Each question is claimed first
   * (a conditional update moves `checkAt` forward by a quarter of its age, at least a minute), so one
   * instance asks at a time.
   * Processed or failed there, it moves as the webhook would move it (conditional moves: a webhook
   * meanwhile changes nothing twice); not listed long after it was asked for, it was never made and
   * is failed; no answer leaves it for the next minute.
   */
  async sweep(now = new Date()): Promise<{ asked: number; settled: number }> {
    const pending = await this.ds
      .getRepository(Refund)
      .createQueryBuilder("r")
      .where("r.status = :pending AND r.createdAt <= :settled", { pending: "pending", settled: new Date(now.getTime() - ASK_AFTER_MS) })
      .andWhere("(r.checkAt IS NULL OR r.checkAt <= :now)", { now })
      .orderBy("r.id", "ASC")
      .take(100)
      .getMany();
    let asked = 0;
    let settled = 0;
    for (const refund of pending) {
      const claimed = await this.ds
        .createQueryBuilder()
        .update(Refund)
        // Asked again after a quarter of its age (1 min, then less and less often), as the reconciliation asks.
        .set({ checkAt: new Date(now.getTime() + Math.max(ASK_AFTER_MS, (now.getTime() - refund.createdAt.getTime()) / 4)) })
        .where("id = :id AND status = :pending AND (checkAt IS NULL OR checkAt <= :now)", { id: refund.id, pending: "pending", now })
        .execute();
      if (claimed.affected !== 1) continue;
      const order = await this.ds.getRepository(Order).findOneBy({ id: refund.orderId });
      if (!order?.paymentId) continue;
      asked++;
      const request = this.requestOf(order, refund);
      let found;
      try {
        found = findRefund(await this.provider.refundsOf(order.paymentId), { providerRefundId: refund.providerRefundId, receipt: request.receipt });
      } catch (err) {
        console.error(`Refund ${refund.id}: the payment service did not answer the sweep's question`, err);
        continue;
      }
      if (!found) {
        if (refund.providerRefundId || refund.createdAt.getTime() > now.getTime() - REFUND_NOT_MADE_AFTER_MS) continue;
        const why = "The payment service has no such refund: its request never arrived, so nothing was refunded. Refund again if it is still owed.";
        if (await this.failed(refund.id, why, null)) settled++;
        continue;
      }
      if (await this.answered(refund.id, found.id)) await this.mailBuyer(order, refund, refund.kind === "cancel");
      if (found.status === "processed" && (await this.processed(refund.id, found.id))) settled++;
      if (found.status === "failed" && (await this.failed(refund.id, "The bank or the payment service refused the refund", found.id))) settled++;
    }
    return { asked, settled };
  }

  private async findForEvent(entity: RefundEventEntity): Promise<Refund | null> {
    const repo = this.ds.getRepository(Refund);
    const known = await repo.findOneBy({ providerRefundId: entity.id! });
    if (known) return known;
    // The webhook can come before the provider's answer was stored: our refund id is in its notes.
    const ours = Number((entity.notes as Record<string, unknown> | undefined)?.refundId);
    if (!Number.isSafeInteger(ours) || ours < 1) return null;
    const refund = await repo.findOneBy({ id: ours });
    return refund && (!refund.providerRefundId || refund.providerRefundId === entity.id) ? refund : null;
  }

  private async processed(refundId: number, providerRefundId: string): Promise<boolean> {
    return this.ds.transaction(async (em) => {
      // The row is locked before it is read: on MariaDB a read before the lock sees the snapshot of the
      // transaction's start, and a refund.failed committed meanwhile (its amount freed) would be moved
      // to processed without booking its amount again.
      await em.query("UPDATE refunds SET status = status WHERE id = ?", [refundId]);
      const refund = await em.getRepository(Refund).findOneByOrFail({ id: refundId });
      const moved = await em
        .createQueryBuilder()
        .update(Refund)
        .set({ status: "processed", processedAt: new Date(), providerRefundId })
        .where("id = :id AND status IN (:...open)", { id: refundId, open: ["pending", "failed"] })
        .execute();
      if (!moved.affected) return false;
      // Processed after all, once given up as failed: the money did go, so it counts again — within
      // what was paid, the cap reserve() keeps. Past it (its amount was refunded again meanwhile), it
      // is not booked: no credit note, the order's figures unchanged, the refund kept for the owner.
      if (refund.status === "failed") {
        const booked = await em
          .createQueryBuilder()
          .update(Order)
          .set({ refundedPaise: () => "refundedPaise + :amount" })
          .where("id = :id AND refundedPaise + :amount <= amountPaise", { id: refund.orderId, amount: refund.amountPaise })
          .execute();
        if (!booked.affected) {
          const o = await em.getRepository(Order).findOneByOrFail({ id: refund.orderId });
          const why =
            `Processed by the payment service (${providerRefundId}) after it had failed, but the order's other refunds already give back ` +
            `${formatPaise(o.refundedPaise)} of ${formatPaise(o.amountPaise)} paid: not booked. Check it with the payment service.`;
          await em.getRepository(Refund).update(refund.id, { status: "unbooked", processedAt: null, failureReason: why.slice(0, 300) });
          console.error(`Refund ${refund.id} of order ${o.bookingGroupId}: ${why}`);
          return true;
        }
        await this.analytics.onRefund(em, refund.orderId, -refund.amountPaise);
      }
      const creditNoteNumber = await this.issueCreditNote(em, refund);
      const order = await em.getRepository(Order).findOneByOrFail({ id: refund.orderId });
      await this.events.emit(em, "refund.processed", {
        refundId: refund.id,
        providerRefundId,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        kind: refund.kind,
        orderId: order.providerOrderId,
        bookingGroupId: order.bookingGroupId,
        refundedPaise: order.refundedPaise,
        creditNoteNumber,
      });
      return true;
    });
  }

  private async failed(refundId: number, why: string, providerRefundId: string | null): Promise<boolean> {
    return this.ds.transaction(async (em) => {
      const refund = await em.getRepository(Refund).findOneByOrFail({ id: refundId });
      const moved = await em
        .createQueryBuilder()
        .update(Refund)
        .set({ status: "failed", failureReason: why.slice(0, 300), ...(providerRefundId ? { providerRefundId } : {}) })
        .where("id = :id AND status = :pending", { id: refundId, pending: "pending" })
        .execute();
      if (!moved.affected) return false;
      await em.query("UPDATE orders SET refundedPaise = refundedPaise - ? WHERE id = ?", [refund.amountPaise, refund.orderId]);
      await this.analytics.onRefund(em, refund.orderId, refund.amountPaise);
      return true;
    });
  }

  /** The credit note of a processed refund of an invoiced order: the next number of its own series. */
  private async issueCreditNote(em: EntityManager, refund: Refund): Promise<string | null> {
    const invoice = await em.getRepository(Invoice).findOneBy({ orderId: refund.orderId });
    if (!invoice) return null;
    const earlier = await em.getRepository(CreditNote).find({ where: { invoiceId: invoice.id }, order: { id: "ASC" } });
    const given = earlier.reduce((s, c) => s + c.totalPaise, 0);
    const amountPaise = Math.min(refund.amountPaise, invoice.totalPaise - given);
    if (amountPaise < 1) return null;
    const at = new Date();
    const { financialYear, number } = await nextNumber(em, "credit", at);
    const doc = creditNoteOf(parseInvoiceDocument(invoice.document), {
      number: documentNumber(CREDIT_NOTE_PREFIX, financialYear, number),
      date: at,
      amountPaise,
      reason: refund.reason,
      earlier,
    });
    await em.getRepository(CreditNote).insert({
      refundId: refund.id,
      invoiceId: invoice.id,
      number: doc.number,
      issuedAt: at,
      taxed: doc.taxed,
      customerStateCode: doc.customer.stateCode,
      ratePercent: doc.ratePercent,
      taxablePaise: doc.totals.taxablePaise,
      cgstPaise: doc.totals.cgstPaise,
      sgstPaise: doc.totals.sgstPaise,
      igstPaise: doc.totals.igstPaise,
      totalPaise: doc.totals.totalPaise,
      document: JSON.stringify(doc),
    });
    await em.getRepository(Refund).update(refund.id, { creditNoteNumber: doc.number });
    return doc.number;
  }

  /** The buyer's news of a refund, in the language of the page the order was placed from (issue 30). */
  private async mailBuyer(order: Order, refund: Refund, cancelled: boolean): Promise<void> {
    const t = (key: ServerKey, values?: TextValues) => serverText(order.language, key, values);
    const values = { id: order.bookingGroupId, amount: formatPaise(refund.amountPaise), reason: refund.reason };
    const link = `${this.publicUrl}/order-acknowledgment/${encodeURIComponent(order.providerOrderId ?? "")}`;
    await this.mail.send({
      to: order.email,
      subject: t(cancelled ? "mail.cancelled.subject" : "mail.refund.subject", values),
      text: [
        t("mail.dear", { name: order.firstName }),
        t(cancelled ? "mail.cancelled.body" : "mail.refund.reason", values),
        t("mail.refund.body", values),
        t("mail.yourOrder", { link }),
        "Chennai Wildlife Prints",
      ].join("\n\n"),
    });
  }

  private notCancellable(order: Order): string {
    const now = `Order ${order.bookingGroupId} is ${STATUS_NAMES[order.status]}`;
    if (order.status === "cancelled") return `${now} already.`;
    if (order.status === "dispatched" || order.status === "delivered")
      return `${now}: an order handed to the courier cannot be cancelled. Use Refund to give money back.`;
    return `${now}: only new or processing orders can be cancelled.`;
  }
}
