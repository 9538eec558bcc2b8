// The money documents of an order with a discount code (issue 28), on the real server and database:
// the invoice shows each line's discount and taxes the value after it (CGST and SGST within the
// state, IGST outside), adding up to what was paid; a partial refund can never give back more than
// was paid and its credit note splits tax as the invoice did; the month's tax report adds up to the
// documents; the dashboard's discount given and revenue net of it; the webhooks' order carries the
// code. And a property: for generated discounted carts, every line's tax parts add up to its value
// after the discount, and the lines to the total paid.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, simulatedPayment, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { FC_SEED } from "../../test/fc-seed.js";
import type { BusinessSettings } from "../content/content.entities.js";
import { GST_RATES, splitLine } from "../core/gst.js";
import { discountOf, type CodeTerms } from "../discounts/discount-rules.js";
import { orderEventData } from "../integrations/order-events.js";
import { Order, type OrderLine } from "../orders/order.entity.js";
import { invoiceOf, parseInvoiceDocument, type InvoiceDocument } from "./invoice.js";

const GSTIN = "33AAPFU0939F1Z2";
const CREATE_CODE = `mutation($code: String!, $kind: DiscountKind!, $value: Int!, $cats: [ID!]) { createDiscountCode(code: $code, kind: $kind, value: $value, categoryIds: $cats) { id } }`;
const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!, $d: String) { startCheckout(customer: $c, items: $i, discountCode: $d) { orderId amountPaise discountPaise } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status amountPaise discountPaise discountCode invoiceNumber invoiceUrl items { amountPaise discountPaise } } }`;
const REFUND = `mutation($o: String!, $a: Int!, $r: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: $a, reason: $r, idempotencyKey: $k) { refundedPaise refunds { amountPaise status creditNoteNumber } } }`;
const STATS = `{ dashboardStats { monthRevenuePaise monthDiscountPaise discountChange bestSellers { portfolioItemId units revenuePaise } } }`;
const PARTS = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise"] as const;

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

type Print = { id: string; frames: { id: string }[] };

describe("the money documents of a discounted order", () => {
  let app: TestApp;
  let token: string;
  let kite: Print; // ₹1,499.00, first category
  let robin: Print; // ₹999.00, second category
  const paidOrders: { orderId: string; amountPaise: number; discountPaise: number }[] = [];

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: "test-webhook-secret" });
    token = await app.token();
    const set = await app.gql(`mutation { updateBusinessSettings(gstin: "${GSTIN}", gstRatePercent: 12) { gstin } }`, {}, { token });
    expect(set.body.errors).toBeUndefined();
    const categories = (await app.gql(`{ shopCategories { id name } }`)).body.data.shopCategories as { id: string; name: string }[];
    kite = await createPrint(app, "Brahminy Kite", [1499], "#335577", categories[0].name);
    robin = await createPrint(app, "Indian Robin", [999], "#884422", categories[1].name);
    for (const [code, kind, value, cats] of [
      ["FEST-15", "PERCENT", 15, null],
      ["ROBIN-500", "FIXED", 50_000, [categories[1].id]],
    ] as const) {
      const res = await app.gql(CREATE_CODE, { code, kind, value, cats }, { token });
      expect(res.body.errors).toBeUndefined();
    }
  });
  afterAll(() => app?.close());

  const cart = () => [
    { portfolioItemId: kite.id, frameId: kite.frames[0].id, quantity: 2 }, // ₹2,998.00
    { portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 }, // ₹999.00
  ];
  const pay = async (code: string, state: string) => {
    const started = await app.gql(START, { c: { ...CUSTOMER, state }, i: cart(), d: code });
    expect(started.body.errors).toBeUndefined();
    const { orderId } = started.body.data.startCheckout;
    const { paymentId, signature } = await simulatedPayment(app, orderId);
    const paid = await app.gql(CONFIRM, { o: orderId, p: paymentId, s: signature });
    expect(paid.body.errors).toBeUndefined();
    const receipt = paid.body.data.confirmPayment;
    paidOrders.push({ orderId, amountPaise: receipt.amountPaise, discountPaise: receipt.discountPaise });
    return { orderId, ...receipt } as {
      orderId: string;
      status: string;
      amountPaise: number;
      discountPaise: number;
      discountCode: string;
      invoiceNumber: string;
      invoiceUrl: string;
      items: { amountPaise: number; discountPaise: number }[];
    };
  };
  const storedInvoice = async (number: string) => {
    const [row] = await app.ds.query("SELECT * FROM invoices WHERE number = ?", [number]);
    return { row, doc: parseInvoiceDocument(row.document) };
  };
  const pdf = async (url: string) => {
    const res = await fetch(`${app.url}${url}`);
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };
  /** Each line's parts add up to it, and the lines to the document's totals. */
  const addsUp = (doc: InvoiceDocument) => {
    for (const l of doc.lines) expect(PARTS.reduce((s, k) => s + l[k], 0)).toBe(l.totalPaise);
    for (const k of [...PARTS, "totalPaise"] as const)
      expect(
        doc.lines.reduce((s, l) => s + l[k], 0),
        k,
      ).toBe(doc.totals[k]);
    expect(PARTS.reduce((s, k) => s + doc.totals[k], 0)).toBe(doc.totals.totalPaise);
  };

  let intra: Awaited<ReturnType<typeof pay>>;

  it("within the state: each line's discount, CGST and SGST on the value after it, the total what was paid", async () => {
    intra = await pay("fest-15", "Tamil Nadu");
    // ₹3,997.00 less 15 % (₹599.55): ₹2,998.00 − ₹449.70 and ₹999.00 − ₹149.85.
    expect(intra).toMatchObject({ status: "new", amountPaise: 339_745, discountPaise: 59_955, discountCode: "FEST-15" });
    expect(intra.items).toEqual([
      { amountPaise: 299_800, discountPaise: 44_970 },
      { amountPaise: 99_900, discountPaise: 14_985 },
    ]);
    const { row, doc } = await storedInvoice(intra.invoiceNumber);
    expect(doc.discount).toEqual({ code: "FEST-15", paise: 59_955 });
    expect(doc.lines.map((l) => ({ discountPaise: l.discountPaise, totalPaise: l.totalPaise, ratePaise: l.ratePaise }))).toEqual([
      { discountPaise: 44_970, totalPaise: 254_830, ratePaise: 149_900 },
      { discountPaise: 14_985, totalPaise: 84_915, ratePaise: 99_900 },
    ]);
    // At 12 % within Tamil Nadu, on ₹2,548.30: taxable 2,275.27, tax 273.03 = 136.51 + 136.52; on ₹849.15: 758.17, 90.98 = 45.49 + 45.49.
    expect(doc.lines.map(({ taxablePaise, cgstPaise, sgstPaise, igstPaise }) => ({ taxablePaise, cgstPaise, sgstPaise, igstPaise }))).toEqual([
      { taxablePaise: 227_527, cgstPaise: 13_651, sgstPaise: 13_652, igstPaise: 0 },
      { taxablePaise: 75_817, cgstPaise: 4_549, sgstPaise: 4_549, igstPaise: 0 },
    ]);
    for (const l of doc.lines) expect(l).toMatchObject(splitLine(l.totalPaise, 12, true));
    addsUp(doc);
    expect(doc.totals.totalPaise).toBe(intra.amountPaise);
    expect(Number(row.totalPaise)).toBe(intra.amountPaise);
    expect(Number(row.taxablePaise)).toBe(303_344);

    const text = await pdf(intra.invoiceUrl);
    for (const particular of [
      "Amount",
      "Discount",
      "Taxable value",
      "CGST 6%",
      "₹2,998.00",
      "−₹449.70",
      "₹2,275.27",
      "₹136.51",
      "₹136.52",
      "−₹149.85",
      "₹758.17",
      "−₹599.55",
      "₹3,033.44",
      "Discount code FEST-15: ₹599.55 off the prices, taken off before tax",
      "Total: ₹3,397.45",
      "Rupees Three Thousand Three Hundred Ninety-Seven and Forty-Five Paise Only",
    ])
      expect(text).toContain(particular);
  });

  it("outside it: IGST on the value after the discount, which a category's code takes off its prints alone", async () => {
    const inter = await pay("ROBIN-500", "Karnataka");
    expect(inter).toMatchObject({ amountPaise: 349_700, discountPaise: 50_000, discountCode: "ROBIN-500" });
    const { doc } = await storedInvoice(inter.invoiceNumber);
    expect(doc.intraState).toBe(false);
    expect(doc.lines.map((l) => [l.discountPaise, l.totalPaise])).toEqual([
      [0, 299_800],
      [50_000, 49_900],
    ]);
    for (const l of doc.lines) expect(l).toMatchObject({ ...splitLine(l.totalPaise, 12, false), cgstPaise: 0, sgstPaise: 0 });
    addsUp(doc);
    expect(doc.totals.totalPaise).toBe(349_700);
    const text = await pdf(inter.invoiceUrl);
    // ₹499.00 at 12 %: taxable 445.54, IGST 53.46.
    for (const particular of ["IGST 12%", "−₹500.00", "₹445.54", "₹53.46", "Discount code ROBIN-500", "Total: ₹3,497.00"]) expect(text).toContain(particular);
    expect(text).not.toContain("CGST");
  });

  it("a partial refund: never more than was paid; its credit note gives back tax in the invoice's proportion", async () => {
    const refund = (amountPaise: number, k = randomUUID()) => app.gql(REFUND, { o: intra.orderId, a: amountPaise, r: "Frame chipped", k }, { token });
    // The prices before the discount were ₹3,997.00; only ₹3,397.45 was paid.
    const tooMuch = await refund(339_746);
    expect(tooMuch.body.errors[0].message).toBe(
      `A refund of ₹3,397.46 is more than is left to refund on order ${await bookingOf(intra.orderId)}: ₹3,397.45 of ₹3,397.45 paid.`,
    );
    expect(tooMuch.body.errors[0].extensions.code).toBe("CONFLICT");

    const done = await refund(100_000);
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.refundOrder.refundedPaise).toBe(100_000);
    const [{ creditNoteNumber, status }] = done.body.data.refundOrder.refunds;
    expect(status).toBe("processed");
    const [note] = await app.ds.query("SELECT * FROM credit_notes WHERE number = ?", [creditNoteNumber]);
    const { doc: invoice } = await storedInvoice(intra.invoiceNumber);
    const credit = parseInvoiceDocument(note.document);
    expect(credit.totals.totalPaise).toBe(100_000);
    expect(PARTS.reduce((s, k) => s + credit.totals[k], 0)).toBe(100_000);
    // In the invoice's proportion (taxable ₹3,033.44, CGST ₹182.00, SGST ₹182.01 of ₹3,397.45), to the paisa: 89 286.2…, 5 356.9…, 5 357.2….
    for (const k of PARTS) expect(Math.abs(credit.totals[k] - (invoice.totals[k] * 100_000) / invoice.totals.totalPaise), k).toBeLessThanOrEqual(1);
    expect(credit.totals).toEqual({ taxablePaise: 89_286, cgstPaise: 5_357, sgstPaise: 5_357, igstPaise: 0, totalPaise: 100_000 });

    // What is left, and not a paisa more: ₹2,397.45.
    const rest = await refund(239_746);
    expect(rest.body.errors[0].message).toMatch(/^A refund of ₹2,397.46 is more than is left to refund on order \w+: ₹2,397.45 of ₹3,397.45 paid\.$/);
    const last = await refund(239_745);
    expect(last.body.errors).toBeUndefined();
    const notes = await app.ds.query("SELECT * FROM credit_notes WHERE invoiceId = (SELECT id FROM invoices WHERE number = ?)", [intra.invoiceNumber]);
    // The invoice and its credit notes add up to nought in every part.
    for (const k of [...PARTS, "totalPaise"] as const)
      expect(
        notes.reduce((s: number, n: Record<string, unknown>) => s + Number(n[k]), 0),
        k,
      ).toBe(invoice.totals[k]);
  });

  it("the month's tax report: each document's row and the month's sums equal the documents', net of the credit notes", async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const res = await fetch(`${app.url}/auth/api/tax-report?month=${month}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const [documents, hsn] = (await res.text()).split(/\n(?:HSN summary|Summary by place of supply and rate)\n/);
    const rows = documents
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split(","));
    const paise = (cell: string) => Math.round(Number(cell) * 100);
    const body = rows.slice(0, -1);
    const total = rows.at(-1)!;
    const invoices = await app.ds.query("SELECT number, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise FROM invoices");
    const notes = await app.ds.query("SELECT number, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise FROM credit_notes");
    expect(body).toHaveLength(invoices.length + notes.length);
    for (const [docs, sign] of [
      [invoices, 1],
      [notes, -1],
    ] as const)
      for (const d of docs) {
        const row = body.find((r) => r[1] === d.number)!;
        // (|| 0: a credit note's nought is written 0.00, not −0.)
        expect([5, 6, 7, 8, 9].map((c) => paise(row[c]) || 0)).toEqual(
          ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "totalPaise"].map((k) => sign * Number(d[k]) || 0),
        );
      }
    const sum = (k: string) => invoices.reduce((s: number, d: any) => s + Number(d[k]), 0) - notes.reduce((s: number, d: any) => s + Number(d[k]), 0);
    expect([5, 6, 7, 8, 9].map((c) => paise(total[c]))).toEqual(["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "totalPaise"].map(sum));
    // The invoices add up to what was paid for the orders, after their discounts.
    expect(invoices.reduce((s: number, d: any) => s + Number(d.totalPaise), 0)).toBe(paidOrders.reduce((s, o) => s + o.amountPaise, 0));
    const hsnTotal = hsn.trim().split("\n")[1].split(",");
    expect(paise(hsnTotal[7])).toBe(paise(total[9]));
  });

  it("the dashboard: discount given this month, revenue net of it and of refunds, each print's revenue net of its lines' discounts", async () => {
    const stats = (await app.gql(STATS, {}, { token })).body.data.dashboardStats;
    const paid = paidOrders.reduce((s, o) => s + o.amountPaise, 0);
    const given = paidOrders.reduce((s, o) => s + o.discountPaise, 0);
    expect(given).toBe(59_955 + 50_000);
    expect(stats.monthDiscountPaise).toBe(given);
    expect(stats.discountChange).toBe(100);
    // The first order was refunded in full (₹3,397.45), the second not at all.
    expect(stats.monthRevenuePaise).toBe(paid - 339_745);
    const byPrint = new Map(stats.bestSellers.map((b: { portfolioItemId: string; revenuePaise: number }) => [String(b.portfolioItemId), b.revenuePaise]));
    // Kite: ₹2,998.00 undiscounted on the second order; robin: ₹999.00 − ₹500.00 there.
    expect(byPrint.get(kite.id)).toBe(299_800);
    expect(byPrint.get(robin.id)).toBe(49_900);
    // Counted again from the orders, the running totals come out the same.
    await app.services.analytics.rebuildSales();
    expect((await app.gql(STATS, {}, { token })).body.data.dashboardStats).toEqual(stats);
  });

  it("the webhooks' order carries the code and the discount, the lines their shares, beside the fields it had", async () => {
    const order = await app.ds.getRepository(Order).findOneByOrFail({ providerOrderId: paidOrders[1].orderId });
    const data = await orderEventData(app.ds.manager, order.id, "pending_payment");
    expect(data).toMatchObject({ amountPaise: 349_700, discountCode: "ROBIN-500", discountPaise: 50_000, refundedPaise: 0, currency: "INR" });
    expect(data.lines.map((l) => [l.amountPaise, l.discountPaise, l.unitPricePaise, l.quantity])).toEqual([
      [299_800, 0, 149_900, 2],
      [99_900, 50_000, 99_900, 1],
    ]);
  });

  const bookingOf = async (orderId: string) => (await app.ds.getRepository(Order).findOneByOrFail({ providerOrderId: orderId })).bookingGroupId;
});

describe("the invoice of any discounted cart (property)", () => {
  const settings = (gstRatePercent: number) =>
    ({ gstin: GSTIN, stateCode: "33", gstRatePercent, hsnCode: "4911", legalName: "Chennai Wildlife Prints", address: "Chennai" }) as BusinessSettings;

  it("each line's tax parts add up to its value after the discount, the lines to the total paid, the discounts to the order's", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ unit: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 20 }), category: fc.integer({ min: 1, max: 3 }) }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.oneof(
          fc.record({ kind: fc.constant("PERCENT" as const), value: fc.integer({ min: 1, max: 90 }) }),
          fc.record({ kind: fc.constant("FIXED" as const), value: fc.integer({ min: 1, max: 10_000_000 }) }),
        ),
        fc.option(fc.subarray([1, 2, 3], { minLength: 1 })),
        fc.constantFrom(...GST_RATES),
        fc.boolean(),
        (cart, code, categoryIds, rate, intraState) => {
          const lines = cart.map((l) => ({ amountPaise: l.unit * l.quantity, categoryId: l.category }));
          const terms: CodeTerms = {
            ...code,
            minOrderPaise: 0,
            startsAt: null,
            endsAt: null,
            maxUses: null,
            maxUsesPerCustomer: null,
            categoryIds,
            active: true,
            combinesWithSales: false,
            uses: 0,
          };
          const eligible = lines.filter((l) => categoryIds === null || categoryIds.includes(l.categoryId)).reduce((s, l) => s + l.amountPaise, 0);
          fc.pre(eligible > 0 && (code.kind === "PERCENT" || code.value < eligible));
          const { discountPaise, lineDiscounts } = discountOf(terms, lines);
          const gross = lines.reduce((s, l) => s + l.amountPaise, 0);
          const order = {
            invoiceNumber: "WBP/26-27/0001",
            invoicedAt: new Date("2026-11-26T06:00:00Z"),
            stateCode: intraState ? "33" : "29",
            state: intraState ? "Tamil Nadu" : "Karnataka",
            firstName: "Meena",
            lastName: "Iyer",
            address: "12 Besant Avenue",
            apartment: "",
            city: "Chennai",
            pincode: "600090",
            amountPaise: gross - discountPaise,
            discountPaise,
            discountCode: "FEST",
            lines: cart.map((l, i) => ({
              title: "Print",
              frameSize: "12x18",
              frameName: "Teak",
              quantity: l.quantity,
              unitPricePaise: l.unit,
              amountPaise: lines[i].amountPaise,
              discountPaise: lineDiscounts[i],
            })) as OrderLine[],
          } as Order;
          const doc = invoiceOf(order, settings(rate))!;
          doc.lines.forEach((l, i) => {
            expect(l.discountPaise).toBe(lineDiscounts[i]);
            expect(l.totalPaise).toBe(lines[i].amountPaise - lineDiscounts[i]);
            expect(l.totalPaise).toBeGreaterThanOrEqual(0);
            expect(PARTS.reduce((s, k) => s + l[k], 0)).toBe(l.totalPaise);
            expect(l).toMatchObject(splitLine(l.totalPaise, rate, intraState));
          });
          for (const k of [...PARTS, "totalPaise"] as const) expect(doc.lines.reduce((s, l) => s + l[k], 0)).toBe(doc.totals[k]);
          expect(doc.totals.totalPaise).toBe(order.amountPaise);
          expect(doc.lines.reduce((s, l) => s + (l.discountPaise ?? 0), 0)).toBe(discountPaise);
          expect(doc.discount).toEqual(discountPaise > 0 ? { code: "FEST", paise: discountPaise } : undefined);
        },
      ),
      { seed: FC_SEED, numRuns: 2_000 },
    );
  });
});
