/**
 * Where invoices are seen: a signed link that opens the PDF for whoever holds it (the receipt's
 * invoiceUrl, the back office's Download invoice) and the attachment of the confirmation mail. The
 * PDF is drawn from the document stored when the invoice was issued.
 */
import type { DataSource } from "typeorm";
import type { Order } from "../orders/order.entity.js";
import { invoiceNumberOf, invoicePdf, invoiceToken, parseInvoiceDocument } from "./invoice.js";
import { Invoice } from "./invoice.entity.js";
import { CreditNote } from "./credit-note.entity.js";

export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
}

export class InvoiceService {
  constructor(
    private readonly ds: DataSource,
    private readonly secret: string,
  ) {}

  /** The relative link of an invoice or credit note: /invoices/<token>, the token signed, not a bare id. */
  url(invoiceNumber: string | null | undefined): string | null {
    return invoiceNumber ? `/invoices/${invoiceToken(this.secret, invoiceNumber)}` : null;
  }

  /** The PDF a link's token names (an invoice, or a credit note: their numbers never meet); null when the token is not ours. */
  async byToken(token: string): Promise<InvoiceFile | null> {
    const number = invoiceNumberOf(this.secret, token);
    if (!number) return null;
    return (
      (await this.file(await this.ds.getRepository(Invoice).findOneBy({ number }))) ?? this.file(await this.ds.getRepository(CreditNote).findOneBy({ number }))
    );
  }

  /** The PDF of an order's invoice, or null before it has one. */
  async of(order: Pick<Order, "id">): Promise<InvoiceFile | null> {
    return this.file(await this.ds.getRepository(Invoice).findOneBy({ orderId: order.id }));
  }

  private async file(stored: Pick<Invoice, "document"> | null): Promise<InvoiceFile | null> {
    if (!stored) return null;
    const doc = parseInvoiceDocument(stored.document);
    const kind = doc.against ? "credit-note" : doc.taxed ? "invoice" : "receipt";
    return { filename: `${kind}-${doc.number.replace(/\//g, "-")}.pdf`, pdf: await invoicePdf(doc) };
  }
}
