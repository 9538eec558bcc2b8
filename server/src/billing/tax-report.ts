/**
 * The accountant's month: every invoice (and, once refunds issue them, credit note) dated in a
 * month, India time, as CSV — number, date, customer's state and code, taxable value, CGST, SGST,
 * IGST, total — then the HSN summary and the summary by place of supply and rate that the GSTR-1
 * return asks for. Amounts in rupees with two decimals; the sums equal the invoices' own.
 */
import { Between, type DataSource } from "typeorm";
import { toCsv } from "../core/csv.js";
import { badInput } from "../http/errors.js";
import { parseInvoiceDocument, type InvoiceDocument } from "./invoice.js";
import { Invoice } from "./invoice.entity.js";

const INDIA_OFFSET_MS = 330 * 60_000;
const rupees = (paise: number) => (paise / 100).toFixed(2);
const indiaDate = (d: Date) => new Date(d.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

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

  /** The invoices dated in `month`, oldest first, as they were issued. */
  async invoices(month: string): Promise<InvoiceDocument[]> {
    const { from, to } = monthRange(month);
    // Between is inclusive at both ends: up to the last millisecond of the month.
    const rows = await this.ds.getRepository(Invoice).find({ where: { issuedAt: Between(from, new Date(to.getTime() - 1)) }, order: { issuedAt: "ASC", id: "ASC" } });
    return rows.map((r) => parseInvoiceDocument(r.document));
  }

  async csv(month: string): Promise<string> {
    const docs = await this.invoices(month);
    const rows: unknown[][] = [];
    const all = zero();
    const byHsn = new Map<string, Totals & { quantity: number }>();
    const bySupply = new Map<string, Totals & { place: string; rate: number }>();
    for (const d of docs) {
      const t = { taxable: d.totals.taxablePaise, cgst: d.totals.cgstPaise, sgst: d.totals.sgstPaise, igst: d.totals.igstPaise, total: d.totals.totalPaise };
      add(all, t);
      rows.push([d.title, d.number, indiaDate(d.date), d.customer.stateName, d.customer.stateCode, ...money(t)]);
      for (const l of d.lines) {
        const h = byHsn.get(l.hsn) ?? { ...zero(), quantity: 0 };
        add(h, { taxable: l.taxablePaise, cgst: l.cgstPaise, sgst: l.sgstPaise, igst: l.igstPaise, total: l.totalPaise });
        h.quantity += l.quantity;
        byHsn.set(l.hsn, h);
      }
      const key = `${d.customer.stateCode}|${d.ratePercent}`;
      const s = bySupply.get(key) ?? { ...zero(), place: d.placeOfSupply, rate: d.ratePercent };
      add(s, t);
      bySupply.set(key, s);
    }
    const head = ["document", "number", "date", "customer state", "state code", "taxable value", "CGST", "SGST", "IGST", "total"];
    const documents = toCsv(head, [...rows, ["Total", "", "", "", "", ...money(all)]]);
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
