/**
 * The mails of an order's life: the confirmation to the buyer and the notice to the owner when it
 * is paid, and a note to the buyer at each step of the fulfilment (processing, dispatched with the
 * courier and tracking id, delivered). Written to the mail outbox in the move's transaction, so a
 * move and its mails happen together or not at all; the invoice PDF is drawn when the mail is sent.
 */
import { formatPaise } from "../core/money.js";
import { IsNull, Not, type EntityManager } from "typeorm";
import { Certificate } from "./certificate.entity.js";
import type { MailService } from "../mail/mail.service.js";
import type { AttachmentRef } from "../mail/outgoing-mail.entity.js";
import { formatIndiaDate, serverText, type ServerKey, type TextValues } from "../core/texts.js";
import type { Order, OrderStatus } from "./order.entity.js";

const SIGNATURE = "Chennai Wildlife Prints";

/**
 * The most certificates the paid mail carries (issue 45). Each PDF holds the photograph: an order of 40
 * numbered prints made one mail of 40 PDFs, past the size many mail servers take, and the worker
 * draws a mail's attachments into memory all at once. The rest are on the order's page (the mail says so).
 */
export const MAIL_CERTIFICATES_MAX = 10;

/** The certificate's mail when the owner sends it again (issue 45), in the buyer's language. */
const CERTIFICATE_MAIL = {
  en: {
    subject: "Your certificate of authenticity for {title} (order {id})",
    body: "Here is the certificate of authenticity of your print {title}, edition {number} of {size}, again: it is attached to this mail.",
  },
  ta: {
    subject: "{title} அச்சுக்கான நம்பகத்தன்மைச் சான்றிதழ் (ஆர்டர் {id})",
    body: "உங்கள் அச்சு {title} (பதிப்பு {size} இல் {number}) இன் நம்பகத்தன்மைச் சான்றிதழ் மீண்டும் இந்த மின்னஞ்சலுடன் இணைக்கப்பட்டுள்ளது.",
  },
} as const;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

/** A date as receipts and mails show it, in India time: "12 Jan 2026, 6:45 am". */
export const formatOrderDate = (d: Date) => formatIndiaDate(d);

/** The steps of the fulfilment that write to the buyer, and the catalogue's words for each. */
const STEP_MAILS: Partial<Record<OrderStatus, { subject: ServerKey; body: ServerKey }>> = {
  processing: { subject: "mail.processing.subject", body: "mail.processing.body" },
  dispatched: { subject: "mail.dispatched.subject", body: "mail.dispatched.body" },
  delivered: { subject: "mail.delivered.subject", body: "mail.delivered.body" },
};

export class OrderMails {
  constructor(
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  /** Queues the mails an order's arrival in a status sends, if any, in the move's transaction. */
  async afterMove(em: EntityManager, order: Order, to: OrderStatus): Promise<void> {
    if (to === "new") return this.paid(em, order);
    const step = STEP_MAILS[to];
    if (!step) return;
    // Written in the language of the page the order was placed from (issue 30).
    const values = { id: order.bookingGroupId, courier: order.courierName ?? "", tracking: order.trackingId ?? "" };
    await this.toBuyer(em, order, serverText(order.language, step.subject, values), serverText(order.language, step.body, values));
  }

  private summary(order: Order, language = order.language): string {
    const t = (key: ServerKey, values?: TextValues) => serverText(language, key, values);
    // A line a timed sale priced says so, with the price it was (a text mail strikes nothing through).
    const lines = order.lines
      .map((l) => {
        const sale = l.listUnitPricePaise ? t("mail.order.salePrice", { was: formatPaise(l.listUnitPricePaise) }) : "";
        // A Tamil order names the print by its Tamil title when it had one (issue 43).
        const title = language === "ta" && l.titleTa ? l.titleTa : l.title;
        return `  ${l.quantity} × ${title} — ${l.frameSize} (${l.frameName}) — ${formatPaise(l.amountPaise)}${sale}`;
      })
      .join("\n");
    // The lines are before the discount; with a code, its line comes before the total, so the mail adds up.
    const discount =
      order.discountPaise > 0 ? `\n${t("mail.order.discount", { code: order.discountCode ?? "", amount: formatPaise(order.discountPaise) })}` : "";
    return [
      t("mail.order.id", { id: order.providerOrderId ?? "" }),
      t("mail.order.tracking", { id: order.bookingGroupId }),
      t("mail.order.date", { date: formatIndiaDate(order.paidAt ?? order.createdAt, language) }),
      "",
      lines,
      `${discount}`,
      t("mail.order.total", { total: formatPaise(order.amountPaise) }),
    ].join("\n");
  }

  private address(order: Order): string {
    return `${order.address}${order.apartment ? `, ${order.apartment}` : ""}\n${order.city}, ${order.state} ${order.pincode}`;
  }

  /** The receipt's page in the order's language: a Tamil order's under /ta (issue 43). */
  private receiptLink(order: Order): string {
    return `${this.publicUrl}${order.language === "ta" ? "/ta" : ""}/order-acknowledgment/${encodeURIComponent(order.providerOrderId ?? "")}`;
  }

  /** The standing certificates (issue 45) matching `where`, in the order they were numbered, as attachments drawn when the mail is sent. */
  private async certificateRefs(em: EntityManager, where: { orderId: number } | { id: number }): Promise<AttachmentRef[]> {
    const standing = await em.getRepository(Certificate).find({ where: { ...where, activeNumber: Not(IsNull()) }, select: { id: true }, order: { id: "ASC" } });
    return standing.map((c) => ({ source: "certificate", id: c.id }));
  }

  /**
   * A standing certificate sent again to its buyer (the owner's Re-send, issue 45), in the buyer's
   * language, its PDF attached; queued in the caller's transaction. False when it is not standing.
   */
  async certificateAgain(em: EntityManager, order: Order, certificate: Pick<Certificate, "id" | "number" | "editionSize">, title: string): Promise<boolean> {
    const attachments = await this.certificateRefs(em, { id: certificate.id });
    if (!attachments.length) return false;
    const words = CERTIFICATE_MAIL[order.language === "ta" ? "ta" : "en"];
    const values = { title, number: certificate.number, size: certificate.editionSize, id: order.bookingGroupId };
    await this.toBuyer(em, order, fill(words.subject, values), fill(words.body, values), attachments);
    return true;
  }

  /** Tells the worker the queued mails are there to send (after the move committed). */
  flush(): void {
    this.mail.flush();
  }

  /** A mail to the buyer: the greeting, the news, the order, where it goes and its page, in the order's language. */
  private async toBuyer(em: EntityManager, order: Order, subject: string, news: string, attachments?: AttachmentRef[]) {
    const t = (key: ServerKey, values?: TextValues) => serverText(order.language, key, values);
    await this.mail.queue(em, {
      to: order.email,
      ...(attachments ? { attachments } : {}),
      subject,
      text: [
        t("mail.dear", { name: order.firstName }),
        news,
        this.summary(order),
        `${t("mail.shippingTo")}\n${this.address(order)}`,
        t("mail.yourOrder", { link: this.receiptLink(order) }),
        SIGNATURE,
      ].join("\n\n"),
    });
  }

  private async paid(em: EntityManager, order: Order) {
    const subject = serverText(order.language, "mail.paid.subject", { id: order.bookingGroupId });
    // The invoice issued in this same transaction, drawn as a PDF when the mail is sent, and the
    // certificate of each numbered print (issue 45: the editions' listener numbered them just before),
    // at most MAIL_CERTIFICATES_MAX of them: past that, the mail says where all of them are.
    const certificates = await this.certificateRefs(em, { orderId: order.id });
    const attached = certificates.slice(0, MAIL_CERTIFICATES_MAX);
    const news = [serverText(order.language, "mail.paid.body")];
    if (attached.length < certificates.length)
      news.push(
        serverText(order.language, "mail.paid.certificatesLinked", { count: certificates.length, attached: attached.length, link: this.receiptLink(order) }),
      );
    await this.toBuyer(em, order, subject, news.join("\n\n"), [{ source: "invoice", id: order.id }, ...attached]);
    // The owner's notice is in English, whatever the buyer's language.
    await this.mail.queue(em, {
      to: this.mail.adminEmail,
      subject: `New order ${order.bookingGroupId} — ${formatPaise(order.amountPaise)}`,
      text: `A new order was paid.\n\n${this.summary(order, "en")}\n\nCustomer: ${order.firstName} ${order.lastName}, ${order.phone}, ${order.email}\n${this.address(order).replace("\n", ", ")}`,
    });
  }
}
