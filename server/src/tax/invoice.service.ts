/**
 * Where invoices are seen: a signed link that opens the PDF for whoever holds it (the receipt's
 * invoiceUrl, the back office's Download invoice) and the attachment of the confirmation mail.
 */
import type { DataSource } from "typeorm";
import { BusinessSettings } from "../content/content.entities.js";
import { DEFAULT_BUSINESS } from "../content/content.service.js";
import { Order } from "../orders/order.entity.js";
import { invoiceNumberOf, invoiceOf, invoicePdf, invoiceToken } from "./invoice.js";

export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
}

export class InvoiceService {
  constructor(
    private readonly ds: DataSource,
    private readonly secret: string,
  ) {}

  /** The relative link of an invoice: /invoices/<token>, the token signed, not the order's id. */
  url(invoiceNumber: string | null | undefined): string | null {
    return invoiceNumber ? `/invoices/${invoiceToken(this.secret, invoiceNumber)}` : null;
  }

  /** The PDF a link's token names; null when the token is not ours or names no invoice. */
  async byToken(token: string): Promise<InvoiceFile | null> {
    const number = invoiceNumberOf(this.secret, token);
    if (!number) return null;
    const order = await this.ds.getRepository(Order).findOne({ where: { invoiceNumber: number }, relations: { lines: true }, order: { lines: { id: "ASC" } } });
    return order ? this.of(order) : null;
  }

  /** The PDF of an order (with its lines loaded), or null before it has an invoice number. */
  async of(order: Order): Promise<InvoiceFile | null> {
    const settings = (await this.ds.getRepository(BusinessSettings).findOneBy({ id: 1 })) ?? ({ id: 1, ...DEFAULT_BUSINESS } as BusinessSettings);
    const doc = invoiceOf(order, settings);
    if (!doc) return null;
    return { filename: `${doc.title === "Receipt" ? "receipt" : "invoice"}-${doc.number.replace(/\//g, "-")}.pdf`, pdf: await invoicePdf(doc) };
  }
}
