/**
 * The accountant's month: every invoice and credit note dated in a month, India time, as CSV —
 * number, date, customer's state and code, taxable value, CGST, SGST, IGST, total — then the HSN
 * summary and the summary by place of supply and rate that the GSTR-1 return asks for. A credit
 * note's amounts are negative, so the totals and summaries are net of the money given back.
 * Amounts in rupees with two decimals; the sums equal the documents' own.
 */
import { Between, type DataSource } from "typeorm";
import { toCsv } from "../core/csv.js";
import { INDIA_OFFSET_MS, indiaDate } from "../core/india-time.js";
import { badInput } from "../core/errors.js";
import { parseInvoiceDocument, type InvoiceDocument } from "./invoice.js";
import { Invoice } from "./invoice.entity.js";
import { CreditNote } from "./credit-note.entity.js";

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The first instant of a month ('2026-11') in India time, and of the next month. */
export function monthRange(month: string): { from: Date; to: Date } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw badInput("month must be YYYY-MM, e.g. 2026-11", { field: "month" });
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1) - INDIA_OFFSET_MS), to: new Date(Date.UTC(year, index + 1, 1) - INDIA_OFFSET_MS) };
}

type Totals = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
const add = (into: Totals, t: Totals) => {
  into.taxable += t.taxable;
  into.cgst += t.cgst;
  into.sgst += t.sgst;
  into.igst += t.igst;
  into.total += t.total;
};
const zero = (): Totals => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const money = (t: Totals) => [rupees(t.taxable), rupees(t.cgst), rupees(t.sgst), rupees(t.igst), rupees(t.total)];

export class TaxReportService {
  constructor(private readonly ds: DataSource) {}

  /** The invoices and credit notes dated in `month`, oldest first, as they were issued. */
  async documents(month: string): Promise<InvoiceDocument[]> {
    const { from, to } = monthRange(month);
    // Between is inclusive at both ends: up to the last millisecond of the month.
    const where = { issuedAt: Between(from, new Date(to.getTime() - 1)) };
    const [invoices, credits] = await Promise.all([
      this.ds.getRepository(Invoice).find({ where, order: { issuedAt: "ASC", id: "ASC" } }),
      this.ds.getRepository(CreditNote).find({ where, order: { issuedAt: "ASC", id: "ASC" } }),
    ]);
    return [...invoices, ...credits].map((r) => parseInvoiceDocument(r.document)).sort((a, b) => a.date.getTime() - b.date.getTime());
  }

  async csv(month: string): Promise<string> {
    const docs = await this.documents(month);
    const rows: unknown[][] = [];
    const all = zero();
    const byHsn = new Map<string, Totals & { quantity: number }>();
    const bySupply = new Map<string, Totals & { place: string; rate: number }>();
    for (const d of docs) {
      // A credit note takes its amounts off: they are written negative.
      const sign = d.against ? -1 : 1;
      const t = {
        taxable: sign * d.totals.taxablePaise,
        cgst: sign * d.totals.cgstPaise,
        sgst: sign * d.totals.sgstPaise,
        igst: sign * d.totals.igstPaise,
        total: sign * d.totals.totalPaise,
      };
      add(all, t);
      rows.push([d.title, d.number, indiaDate(d.date), d.customer.stateName, d.customer.stateCode, ...money(t), d.against?.number ?? ""]);
      for (const l of d.lines) {
        const h = byHsn.get(l.hsn) ?? { ...zero(), quantity: 0 };
        add(h, { taxable: sign * l.taxablePaise, cgst: sign * l.cgstPaise, sgst: sign * l.sgstPaise, igst: sign * l.igstPaise, total: sign * l.totalPaise });
        h.quantity += sign * l.quantity;
        byHsn.set(l.hsn, h);
      }
      const key = `${d.customer.stateCode}|${d.ratePercent}`;
      const s = bySupply.get(key) ?? { ...zero(), place: d.placeOfSupply, rate: d.ratePercent };
      add(s, t);
      bySupply.set(key, s);
    }
    const head = ["document", "number", "date", "customer state", "state code", "taxable value", "CGST", "SGST", "IGST", "total", "against invoice"];
    const documents = toCsv(head, [...rows, ["Total", "", "", "", "", ...money(all), ""]]);
    const hsn = toCsv(
      ["HSN", "unit", "quantity", "taxable value", "CGST", "SGST", "IGST", "total"],
      [...byHsn].map(([code, t]) => [code, "NOS", t.quantity, ...money(t)]),
    );
    const supply = toCsv(
      ["place of supply", "rate %", "taxable value", "CGST", "SGST", "IGST", "total"],
      [...bySupply.values()].sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate).map((t) => [t.place, t.rate, ...money(t)]),
    );
    return `${documents}\nHSN summary\n${hsn}\nSummary by place of supply and rate\n${supply}`;
  }
}
