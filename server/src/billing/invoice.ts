/**
 * The tax invoice of a paid order (CGST Rules, rule 46, for a sale to a consumer), or its receipt
 * when the business has no GSTIN: the document's figures worked out from the order and the
 * business's settings, and the A4 PDF drawn from them with pdfkit in DejaVu Sans (it has ₹).
 * Prices include GST: each line's total, after its share of a discount code (taken off before tax,
 * CGST Act section 15(3)(a)), is split with splitLine, so the document adds up to the paisa to what
 * was paid.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import type { BusinessSettings } from "../content/content.entities.js";
import { formatPaise } from "../core/money.js";
import type { Order } from "../orders/order.entity.js";
import { rupeesInWords } from "./amount-in-words.js";
import { findState, splitLine } from "../core/gst.js";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  ratePaise: number;
  /**
   * The line's share of the order's discount code (tax included, paise), taken off before tax
   * (CGST Act, section 15(3)(a)); absent or 0 without one. The line's amount before it is
   * `totalPaise + discountPaise`.
   */
  discountPaise?: number;
  /** What is paid for the line, after its discount and tax included: taxable value + tax. */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceDocument {
  /** 'Tax Invoice', or 'Receipt' when the business has no GSTIN. */
  title: string;
  taxed: boolean;
  number: string;
  date: Date;
  supplier: { legalName: string; address: string; gstin: string; stateName: string; stateCode: string };
  customer: { name: string; address: string; stateName: string; stateCode: string };
  placeOfSupply: string;
  intraState: boolean;
  ratePercent: number;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  totalInWords: string;
  /** The order's discount code and its whole discount (the lines' `discountPaise` add up to it); absent without one. */
  discount?: { code: string; paise: number };
  /** On a credit note: the invoice it reduces, and why. */
  against?: { number: string; date: Date; reason: string };
}

/** The stored document (JSON) back as an InvoiceDocument. */
export function parseInvoiceDocument(json: string): InvoiceDocument {
  const doc = JSON.parse(json) as InvoiceDocument;
  return { ...doc, date: new Date(doc.date), ...(doc.against ? { against: { ...doc.against, date: new Date(doc.against.date) } } : {}) };
}

type Totals = InvoiceDocument["totals"];
const TOTAL_KEYS = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "totalPaise"] as const;

const PARTS = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise"] as const;

/**
 * The parts (taxable value, CGST, SGST, IGST) of a credit note of `amountPaise` after the `earlier`
 * notes of the same invoice. What all the notes give back together, once this one is added, is the
 * invoice's parts in proportion — cut in paise (rounded) along the running sum of its parts, so each
 * share is within a paisa of exact and they add up to the amount — and this note is that minus what the
 * earlier notes gave. A part that would come out negative (the earlier notes rounded it up) is
 * nought, and its paisa is taken from the part furthest above its share. So no part is ever
 * negative, no part of the notes together is ever above the invoice's, and the note that gives
 * back the rest gives back exactly what is left.
 */
function creditParts(invoice: Totals, given: Totals, amountPaise: number): Omit<Totals, "totalPaise"> {
  const total = BigInt(invoice.totalPaise);
  const after = BigInt(given.totalPaise + amountPaise);
  const part = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  let running = 0n;
  let cut = 0n;
  for (const k of PARTS) {
    running += BigInt(invoice[k]);
    const next = (2n * running * after + total) / (2n * total); // rounded, halves up
    part[k] = Number(next - cut) - given[k];
    cut = next;
  }
  let owed = 0;
  for (const k of PARTS)
    if (part[k] < 0) {
      owed -= part[k];
      part[k] = 0;
    }
  const share = (k: (typeof PARTS)[number]) => given[k] + part[k] - (invoice[k] * (given.totalPaise + amountPaise)) / invoice.totalPaise;
  for (; owed > 0; owed--) {
    const from = PARTS.filter((k) => part[k] > 0).reduce((a, b) => (share(b) > share(a) ? b : a));
    part[from] -= 1;
  }
  return part;
}

/**
 * The credit note of a refund (CGST Act, section 34) against a stored invoice: its taxable value and
 * tax are the refund's share of the invoice's (creditParts), so the notes of an invoice never give
 * back a negative or more than it charged, and the invoice and its credit notes add up to zero to
 * the paisa once all is refunded; the first such refund (a cancellation) repeats the invoice's lines.
 */
export function creditNoteOf(
  invoice: InvoiceDocument,
  note: { number: string; date: Date; amountPaise: number; reason: string; earlier: readonly Totals[] },
): InvoiceDocument {
  const given = Object.fromEntries(TOTAL_KEYS.map((k) => [k, note.earlier.reduce((s, t) => s + t[k], 0)])) as Totals;
  const leftPaise = invoice.totals.totalPaise - given.totalPaise;
  if (!Number.isSafeInteger(note.amountPaise) || note.amountPaise < 1 || note.amountPaise > leftPaise)
    throw new RangeError(`a credit note of ${note.amountPaise} paise against ${leftPaise} left`);
  const hsn = invoice.lines[0]?.hsn ?? "";
  const totals: Totals = { ...creditParts(invoice.totals, given, note.amountPaise), totalPaise: note.amountPaise };
  const rest = note.amountPaise === leftPaise;
  const lines: InvoiceLine[] =
    rest && !note.earlier.length
      ? invoice.lines.map((l) => ({ ...l }))
      : [
          {
            description: `${rest ? "Refund of the rest of the invoice" : "Refund"}: ${note.reason}`,
            hsn,
            quantity: 0,
            unit: "NOS",
            ratePaise: note.amountPaise,
            ...totals,
          },
        ];
  return {
    ...invoice,
    title: "Credit Note",
    number: note.number,
    date: note.date,
    lines,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
    against: { number: invoice.number, date: invoice.date, reason: note.reason },
  };
}

/**
 * The invoice of an order with its lines, from `settings` as they are now: called once, when the
 * invoice is issued (invoicing.ts); afterwards the stored document is the invoice. Null for an order
 * without an invoice number.
 */
export function invoiceOf(order: Order, settings: BusinessSettings): InvoiceDocument | null {
  if (!order.invoiceNumber) return null;
  const taxed = Boolean(settings.gstin);
  const customerState = findState(order.stateCode || order.state);
  const businessState = findState(settings.stateCode);
  const intraState = customerState?.code === settings.stateCode;
  const rate = taxed ? settings.gstRatePercent : 0;
  const lines = (order.lines ?? []).map((l): InvoiceLine => {
    // The discount comes off before tax: the tax is split from what is paid for the line.
    const discountPaise = l.discountPaise ?? 0;
    const paid = l.amountPaise - discountPaise;
    const tax = taxed ? splitLine(paid, rate, intraState) : { taxablePaise: paid, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    return {
      description: `${l.title} — ${l.frameSize} ${l.frameName}`,
      hsn: settings.hsnCode,
      quantity: l.quantity,
      unit: "NOS",
      ratePaise: l.unitPricePaise,
      discountPaise,
      totalPaise: paid,
      ...tax,
    };
  });
  const sum = (key: keyof Pick<InvoiceLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise">) => lines.reduce((s, l) => s + l[key], 0);
  const totals = {
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    totalPaise: sum("totalPaise"),
  };
  return {
    title: taxed ? "Tax Invoice" : "Receipt",
    taxed,
    number: order.invoiceNumber,
    date: order.invoicedAt ?? order.paidAt ?? order.createdAt,
    supplier: {
      legalName: settings.legalName,
      address: settings.address,
      gstin: settings.gstin,
      stateName: businessState?.name ?? "",
      stateCode: settings.stateCode,
    },
    customer: {
      name: `${order.firstName} ${order.lastName}`,
      address: [order.address, order.apartment, `${order.city}, ${order.state} ${order.pincode}`].filter(Boolean).join(", "),
      stateName: customerState?.name ?? order.state,
      stateCode: customerState?.code ?? "",
    },
    placeOfSupply: customerState ? `${customerState.name} (${customerState.code})` : order.state,
    intraState,
    ratePercent: rate,
    lines,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
    ...(order.discountPaise > 0 && order.discountCode ? { discount: { code: order.discountCode, paise: order.discountPaise } } : {}),
  };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" });

/** The document as an A4 PDF. pdfkit (and its font engine) load with the first invoice, not at start. */
export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const pdf = new PDFDocument({ size: "A4", margin: 40, info: { Title: `${doc.title} ${doc.number}`, Author: doc.supplier.legalName } });
  pdf.registerFont("body", FONT);
  pdf.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const rupees = (paise: number) => formatPaise(paise);
  const minus = (paise: number) => (paise > 0 ? `−${formatPaise(paise)}` : formatPaise(0));
  const width = pdf.page.width - 80;

  pdf.font("bold").fontSize(16).text(doc.title, { align: "center" });
  pdf.moveDown(0.5);
  pdf.font("bold").fontSize(11).text(doc.supplier.legalName);
  pdf.font("body").fontSize(9).text(doc.supplier.address);
  if (doc.taxed) pdf.text(`GSTIN: ${doc.supplier.gstin}`);
  pdf.text(`State: ${doc.supplier.stateName} (${doc.supplier.stateCode})`);
  pdf.moveDown(0.5);
  pdf.font("bold").text(`${doc.against ? "Credit note" : doc.taxed ? "Invoice" : "Receipt"} number: ${doc.number}`);
  pdf.font("body").text(`Date: ${dateFormat.format(doc.date)}`);
  if (doc.against) {
    pdf.text(`Against ${doc.taxed ? "invoice" : "receipt"} ${doc.against.number} dated ${dateFormat.format(doc.against.date)}`);
    pdf.text(`Reason: ${doc.against.reason}`);
  }
  pdf.moveDown(0.5);
  pdf.font("bold").text("Billed and shipped to");
  pdf
    .font("body")
    .text(doc.customer.name)
    .text(doc.customer.address)
    .text(`State: ${doc.customer.stateName}${doc.customer.stateCode ? ` (code ${doc.customer.stateCode})` : ""}`);
  if (doc.taxed) pdf.text(`Place of supply: ${doc.placeOfSupply}`);
  pdf.moveDown(0.8);

  // The lines: description, HSN, quantity, rate, (with a discount: the amount before it and the
  // discount,) taxable value and the tax, one row each.
  const discounted = doc.lines.some((l) => (l.discountPaise ?? 0) > 0);
  const taxHeads = doc.taxed ? (doc.intraState ? [`CGST ${doc.ratePercent / 2}%`, `SGST ${doc.ratePercent / 2}%`] : [`IGST ${doc.ratePercent}%`]) : [];
  const heads = [
    "Description",
    "HSN",
    "Qty",
    "Rate",
    ...(discounted ? ["Amount", "Discount"] : []),
    doc.taxed ? "Taxable value" : discounted ? "Total" : "Amount",
    ...taxHeads,
    ...(doc.taxed ? ["Total"] : []),
  ];
  const widths = discounted
    ? doc.taxed
      ? doc.intraState
        ? [105, 34, 34, 52, 54, 50, 56, 42, 42, 46]
        : [120, 34, 38, 55, 56, 52, 58, 50, 52]
      : [190, 45, 45, 60, 60, 55, 60]
    : doc.taxed
      ? doc.intraState
        ? [150, 40, 40, 60, 70, 50, 50, 55]
        : [170, 40, 45, 65, 75, 60, 60]
      : [250, 50, 50, 80, 85];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    let x = 40;
    let height = 0;
    pdf.font(bold ? "bold" : "body").fontSize(8);
    cells.forEach((cell, i) => {
      pdf.text(cell, x, y, { width: widths[i] - 4, align: i === 0 ? "left" : "right" });
      height = Math.max(height, pdf.y - y);
      x += widths[i];
    });
    pdf.x = 40;
    pdf.y = y + height + 4;
  };
  row(heads, true);
  pdf
    .moveTo(40, pdf.y - 2)
    .lineTo(40 + width, pdf.y - 2)
    .strokeColor("#999999")
    .stroke();
  const before = (l: InvoiceLine) => (discounted ? [rupees(l.totalPaise + (l.discountPaise ?? 0)), minus(l.discountPaise ?? 0)] : []);
  for (const l of doc.lines) {
    const tax = doc.taxed ? (doc.intraState ? [rupees(l.cgstPaise), rupees(l.sgstPaise)] : [rupees(l.igstPaise)]) : [];
    row([
      l.description,
      l.hsn,
      l.quantity ? `${l.quantity} ${l.unit}` : "—",
      rupees(l.ratePaise),
      ...before(l),
      rupees(doc.taxed ? l.taxablePaise : l.totalPaise),
      ...tax,
      ...(doc.taxed ? [rupees(l.totalPaise)] : []),
    ]);
  }
  pdf
    .moveTo(40, pdf.y - 2)
    .lineTo(40 + width, pdf.y - 2)
    .stroke();
  const t = doc.totals;
  const lineDiscounts = doc.lines.reduce((s, l) => s + (l.discountPaise ?? 0), 0);
  const totalBefore = discounted ? [rupees(t.totalPaise + lineDiscounts), minus(lineDiscounts)] : [];
  const totalTax = doc.taxed ? (doc.intraState ? [rupees(t.cgstPaise), rupees(t.sgstPaise)] : [rupees(t.igstPaise)]) : [];
  row(
    ["Total", "", "", "", ...totalBefore, rupees(doc.taxed ? t.taxablePaise : t.totalPaise), ...totalTax, ...(doc.taxed ? [rupees(t.totalPaise)] : [])],
    true,
  );
  if (discounted)
    pdf
      .font("body")
      .fontSize(9)
      .text(
        `${doc.discount ? `Discount code ${doc.discount.code}: ` : "Discount: "}${rupees(lineDiscounts)} off the prices, taken off before tax${doc.taxed ? ": the tax is on the value after it" : ""}.`,
      );
  pdf.moveDown(0.8);
  pdf
    .font("bold")
    .fontSize(10)
    .text(`${doc.against ? "Total credited" : "Total"}: ${rupees(t.totalPaise)}`);
  pdf.font("body").fontSize(9).text(`Amount in words: ${doc.totalInWords}`);
  if (doc.against && doc.taxed)
    pdf.text(
      `Tax given back: ${rupees(t.cgstPaise + t.sgstPaise + t.igstPaise)} (${doc.intraState ? `CGST ${rupees(t.cgstPaise)}, SGST ${rupees(t.sgstPaise)}` : `IGST ${rupees(t.igstPaise)}`})`,
    );
  if (doc.taxed) pdf.text("Tax payable on reverse charge: No");
  else pdf.text("The supplier is not registered for GST: no tax is charged separately.");
  pdf.moveDown(2);
  pdf.text(`For ${doc.supplier.legalName}`, { align: "right" });
  pdf.moveDown(2);
  pdf.text("Authorised signatory", { align: "right" });
  pdf.end();
  return done;
}

/** The link's token: the invoice number and an HMAC of it, so that only whoever holds the link opens it. */
export function invoiceToken(secret: string, invoiceNumber: string): string {
  const mac = createHmac("sha256", secret).update(`invoice:${invoiceNumber}`).digest("base64url");
  return `${Buffer.from(invoiceNumber).toString("base64url")}.${mac}`;
}

/** The invoice number a token was made for, or null when the token is not one of ours. */
export function invoiceNumberOf(secret: string, token: string): string | null {
  const [encoded, mac] = token.split(".");
  if (!encoded || !mac || token.split(".").length !== 2) return null;
  const number = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(invoiceToken(secret, number).split(".")[1]);
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? number : null;
}
