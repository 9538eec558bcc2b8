/**
 * The mails of an order's life: the confirmation to the buyer and the notice to the owner when it
 * is paid, and a note to the buyer at each step of the fulfilment (processing, dispatched with the
 * courier and tracking id, delivered). Written to the mail outbox in the move's transaction, so a
 * move and its mails happen together or not at all; the invoice PDF is drawn when the mail is sent.
 */
import { formatPaise } from "../core/money.js";
import type { EntityManager } from "typeorm";
import type { MailService } from "../mail/mail.service.js";
import type { Order, OrderStatus } from "./order.entity.js";

const SIGNATURE = "Chennai Wildlife Prints";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
/** A date as receipts and mails show it, in India time: "12 Jan 2026, 6:45 am". */
export const formatOrderDate = (d: Date) => dateFormat.format(d);

export class OrderMails {
  constructor(
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  /** Queues the mails an order's arrival in a status sends, if any, in the move's transaction. */
  async afterMove(em: EntityManager, order: Order, to: OrderStatus): Promise<void> {
    if (to === "new") await this.paid(em, order);
    else if (to === "processing")
      await this.toBuyer(
        em,
        order,
        `Your order ${order.bookingGroupId} is being prepared`,
        "We have started framing the prints of your order. We will write again as soon as it is on its way.",
      );
    else if (to === "dispatched")
      await this.toBuyer(
        em,
        order,
        `Your order ${order.bookingGroupId} is on its way`,
        `Your prints have left our studio in Chennai.\n\nCourier: ${order.courierName}\nTracking ID: ${order.trackingId}\n\nYou can follow the parcel on the courier's website with the tracking ID.`,
      );
    else if (to === "delivered")
      await this.toBuyer(
        em,
        order,
        `Your order ${order.bookingGroupId} has been delivered`,
        "Your prints have been delivered. We hope they bring the birds of Chennai to your walls. If anything arrived damaged, reply to this mail and we will make it right.",
      );
  }

  private summary(order: Order): string {
    // A line a timed sale priced says so, with the price it was (a text mail strikes nothing through).
    const lines = order.lines
      .map((l) => {
        const sale = l.listUnitPricePaise ? ` (sale price; was ${formatPaise(l.listUnitPricePaise)} each)` : "";
        return `  ${l.quantity} × ${l.title} — ${l.frameSize} (${l.frameName}) — ${formatPaise(l.amountPaise)}${sale}`;
      })
      .join("\n");
    // The lines are before the discount; with a code, its line comes before the total, so the mail adds up.
    const discount = order.discountPaise > 0 ? `\nDiscount (${order.discountCode}): -${formatPaise(order.discountPaise)}` : "";
    return `Order ${order.providerOrderId}\nTracking number: ${order.bookingGroupId}\nDate: ${formatOrderDate(order.paidAt ?? order.createdAt)}\n\n${lines}\n${discount}\nTotal: ${formatPaise(order.amountPaise)}`;
  }

  private address(order: Order): string {
    return `${order.address}${order.apartment ? `, ${order.apartment}` : ""}\n${order.city}, ${order.state} ${order.pincode}`;
  }

  private receiptLink(order: Order): string {
    return `${this.publicUrl}/order-acknowledgment/${encodeURIComponent(order.providerOrderId ?? "")}`;
  }

  /** Tells the worker the queued mails are there to send (after the move committed). */
  flush(): void {
    this.mail.flush();
  }

  private async toBuyer(em: EntityManager, order: Order, subject: string, news: string) {
    await this.mail.queue(em, {
      to: order.email,
      subject,
      text: `Dear ${order.firstName},\n\n${news}\n\n${this.summary(order)}\n\nShipping to:\n${this.address(order)}\n\nYour order: ${this.receiptLink(order)}\n\n${SIGNATURE}`,
    });
  }

  private async paid(em: EntityManager, order: Order) {
    await this.mail.queue(em, {
      to: order.email,
      // The invoice issued in this same transaction, drawn as a PDF when the mail is sent.
      attachments: [{ source: "invoice", id: order.id }],
      subject: `Your order ${order.bookingGroupId} is confirmed`,
      text: `Dear ${order.firstName},\n\nThank you for your order. We have received your payment and will frame and ship your prints within 5-7 business days.\n\n${this.summary(order)}\n\nShipping to:\n${this.address(order)}\n\nYour order: ${this.receiptLink(order)}\n\n${SIGNATURE}`,
    });
    await this.mail.queue(em, {
      to: this.mail.adminEmail,
      subject: `New order ${order.bookingGroupId} — ${formatPaise(order.amountPaise)}`,
      text: `A new order was paid.\n\n${this.summary(order)}\n\nCustomer: ${order.firstName} ${order.lastName}, ${order.phone}, ${order.email}\n${this.address(order).replace("\n", ", ")}`,
    });
  }
}
