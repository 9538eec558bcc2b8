// The credit notes of one invoice: each splits its amount in proportion to the invoice's taxable
// value and tax, no part is ever negative, and all the notes of an invoice together never give back
// more of any part than the invoice charged — whatever the sequence of partial refunds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FC_SEED } from "../../test/fc-seed.js";
import { GST_RATES, splitLine } from "../core/gst.js";
import { creditNoteOf, type InvoiceDocument } from "./invoice.js";

const PARTS = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise"] as const;
type Totals = InvoiceDocument["totals"];

/** An invoice of some lines, each split at the rate on its own, as invoiceOf does. */
function invoiceOfLines(lineTotals: number[], ratePercent: number, intraState: boolean, taxed = true): InvoiceDocument {
  const lines = lineTotals.map((t) => ({
    description: "Print",
    hsn: "4911",
    quantity: 1,
    unit: "NOS",
    ratePaise: t,
    totalPaise: t,
    ...(taxed ? splitLine(t, ratePercent, intraState) : { taxablePaise: t, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }),
  }));
  const sum = (k: keyof Totals) => lines.reduce((s, l) => s + l[k], 0);
  return {
    title: "Tax Invoice",
    taxed,
    number: "WBP/26-27/0001",
    date: new Date("2026-11-24T06:00:00Z"),
    supplier: { legalName: "Chennai Wildlife Prints", address: "Chennai", gstin: "33AAPFU0939F1Z2", stateName: "Tamil Nadu", stateCode: "33" },
    customer: { name: "Meena Iyer", address: "Chennai", stateName: "Tamil Nadu", stateCode: "33" },
    placeOfSupply: "Tamil Nadu (33)",
    intraState,
    ratePercent: taxed ? ratePercent : 0,
    lines,
    totals: {
      taxablePaise: sum("taxablePaise"),
      cgstPaise: sum("cgstPaise"),
      sgstPaise: sum("sgstPaise"),
      igstPaise: sum("igstPaise"),
      totalPaise: sum("totalPaise"),
    },
    totalInWords: "",
  };
}

/** The notes of refunding `amounts` one after the other (each capped at what is left), as issueCreditNote does. */
function notesOf(invoice: InvoiceDocument, amounts: number[]): Totals[] {
  const earlier: Totals[] = [];
  for (const wanted of amounts) {
    const left = invoice.totals.totalPaise - earlier.reduce((s, t) => s + t.totalPaise, 0);
    const amountPaise = Math.min(wanted, left);
    if (amountPaise < 1) break;
    earlier.push(creditNoteOf(invoice, { number: `CN/26-27/${earlier.length + 1}`, date: new Date(), amountPaise, reason: "Refund", earlier }).totals);
  }
  return earlier;
}

describe("the credit notes of an invoice", () => {
  it("the issue's example: two ₹999.00 lines at 5 % in the state, ₹1,997.99 refunded then ₹0.01 — the last note has no negative CGST", () => {
    const invoice = invoiceOfLines([99_900, 99_900], 5, true);
    expect(invoice.totals).toEqual({ taxablePaise: 190_286, cgstPaise: 4_756, sgstPaise: 4_758, igstPaise: 0, totalPaise: 199_800 });
    const [first, last] = notesOf(invoice, [199_799, 1]);
    for (const note of [first, last]) for (const k of PARTS) expect(note[k], k).toBeGreaterThanOrEqual(0);
    expect(last.totalPaise).toBe(1);
    // Together they give back exactly the invoice.
    for (const k of [...PARTS, "totalPaise"] as const) expect(first[k] + last[k], k).toBe(invoice.totals[k]);
  });

  it("for any invoice and any sequence of partial refunds: every part of every note ≥ 0, the notes never above the invoice in any part, each in proportion to it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...GST_RATES),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 3_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (lineTotals, rate, intra, taxed, amounts, refundTheRest) => {
          const invoice = invoiceOfLines(lineTotals, rate, intra, taxed);
          const v = invoice.totals;
          const notes = notesOf(invoice, refundTheRest ? [...amounts, v.totalPaise] : amounts);
          const given = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
          for (const note of notes) {
            expect(note.totalPaise).toBeGreaterThanOrEqual(1);
            expect(PARTS.reduce((s, k) => s + note[k], 0)).toBe(note.totalPaise);
            for (const k of [...PARTS, "totalPaise"] as const) {
              expect(note[k], k).toBeGreaterThanOrEqual(0);
              given[k] += note[k];
              expect(given[k], k).toBeLessThanOrEqual(v[k]);
            }
            // In proportion: what has been given back of each part is its share of the invoice, to a paisa or two.
            for (const k of PARTS) expect(Math.abs(given[k] - (v[k] * given.totalPaise) / v.totalPaise), k).toBeLessThan(2);
          }
          if (given.totalPaise === v.totalPaise) expect(given).toEqual(v);
        },
      ),
      { seed: FC_SEED, numRuns: 2_000 },
    );
  });
});
