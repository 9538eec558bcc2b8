// Cancellations and refunds: the owner's cancel and partial refund through the simulated Razorpay
// (which processes a refund at once and sends its signed refund.processed webhook), a double click
// and a retried request refunding once, a replayed webhook changing nothing, refund.failed freeing
// the amount, the credit notes (their own series, naming the invoice, giving back the tax to the
// paisa), the buyer's mail and receipt, revenue net of refunds, and the tax report with the notes.
import { createHmac, randomUUID } from "node:crypto";
import { PDFParse } from "pdf-parse";
import Razorpay from "razorpay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, dialect, outboxMails, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { AppError } from "../core/errors.js";
import { refundClient, refundParams, SimulatedProvider, type WebhookSink } from "../payments/payment-provider.js";
import { splitLine } from "../core/gst.js";
import { financialYear } from "./invoicing.js";

const GSTIN = "33AAPFU0939F1Z2";
const WEBHOOK_SECRET = "test-webhook-secret";
const RECEIPT = `query($o: String!) { order(orderId: $o) { status statusLabel amountPaise refundedPaise invoiceNumber refunds { amountPaise status statusLabel reason creditNoteNumber creditNoteUrl } } }`;
const CANCEL = `mutation($o: String!, $r: String!) { cancelOrder(orderId: $o, reason: $r) { status refundedPaise canCancel refunds { amountPaise status creditNoteNumber } } }`;
const REFUND = `mutation($o: String!, $a: Int!, $r: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: $a, reason: $r, idempotencyKey: $k) { status refundedPaise refunds { amountPaise status creditNoteNumber } } }`;

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

describe("cancellations and refunds", () => {
  let app: TestApp;
  let token: string;
  let print: { id: string; frames: { id: string }[] };

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    token = await app.token();
    const set = await app.gql(`mutation { updateBusinessSettings(gstin: "${GSTIN}", gstRatePercent: 5) { gstin } }`, {}, { token });
    expect(set.body.errors).toBeUndefined();
    print = await createPrint(app, "Spot-billed Pelican", [1499]);
  });
  afterAll(() => app?.close());

  const order = async (state = "Tamil Nadu") => placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }], { state });
  const receipt = async (orderId: string) => (await app.gql(RECEIPT, { o: orderId })).body.data.order;
  // A refund form's submission carries its own key: each call here is a new submission unless it passes `k`.
  const admin = (query: string, variables: Record<string, unknown>, as: string | null = token) =>
    app.gql(query, query === REFUND ? { k: randomUUID(), ...variables } : variables, { token: as });
  const count = async (sql: string, params: unknown[] = []) => Number((await app.ds.query(sql, params))[0].n);
  const pdf = async (url: string) => {
    const res = await fetch(`${app.url}${url}`);
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };
  const webhook = (event: unknown, eventId: string) => {
    const body = JSON.stringify(event);
    return fetch(`${app.url}/auth/api/razorpay-webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex"),
        "x-razorpay-event-id": eventId,
      },
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { handled?: boolean } }));
  };
  const refundEvent = (name: string, r: { providerRefundId: string; amountPaise: number; id: number }) => ({
    entity: "event",
    event: name,
    payload: {
      refund: {
        entity: {
          id: r.providerRefundId,
          entity: "refund",
          amount: r.amountPaise,
          currency: "INR",
          status: name.split(".")[1],
          notes: { refundId: String(r.id) },
        },
      },
    },
  });

  it("cancelling a new order refunds all of it: cancelled, one processed refund, a credit note giving back the invoice's tax, the buyer's mail", async () => {
    const placed = await order();
    const res = await admin(CANCEL, { o: placed.orderId, r: "The print is out of stock" });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.cancelOrder).toMatchObject({
      status: "cancelled",
      refundedPaise: 149_900,
      canCancel: false,
      refunds: [{ amountPaise: 149_900, status: "processed" }],
    });

    const seen = await receipt(placed.orderId);
    expect(seen).toMatchObject({ status: "cancelled", statusLabel: "Cancelled", refundedPaise: 149_900 });
    const [refund] = seen.refunds;
    expect(refund).toMatchObject({ amountPaise: 149_900, status: "processed", statusLabel: "Refunded", reason: "The print is out of stock" });
    expect(refund.creditNoteNumber).toMatch(new RegExp(`^CN/${financialYear(new Date())}/\\d{4}$`));
    expect(refund.creditNoteUrl).toMatch(/^\/invoices\/[\w-]+\.[\w-]+$/);

    // ₹1,499.00 at 5 % within Tamil Nadu: taxable 1,427.62, tax 71.38 = 35.69 + 35.69, all given back.
    const text = await pdf(refund.creditNoteUrl);
    for (const particular of [
      "Credit Note",
      `Credit note number: ${refund.creditNoteNumber}`,
      `Against invoice ${seen.invoiceNumber} dated`,
      "Reason: The print is out of stock",
      `GSTIN: ${GSTIN}`,
      "Place of supply: Tamil Nadu (33)",
      "Spot-billed Pelican",
      "₹1,427.62",
      "₹35.69",
      "Total credited: ₹1,499.00",
      "Tax given back: ₹71.38 (CGST ₹35.69, SGST ₹35.69)",
      "Rupees One Thousand Four Hundred Ninety-Nine Only",
    ])
      expect(text).toContain(particular);
    const [invoice] = await app.ds.query("SELECT taxablePaise, cgstPaise, sgstPaise, totalPaise FROM invoices WHERE number = ?", [seen.invoiceNumber]);
    const [note] = await app.ds.query("SELECT taxablePaise, cgstPaise, sgstPaise, totalPaise FROM credit_notes WHERE number = ?", [refund.creditNoteNumber]);
    expect(note).toEqual(invoice);

    const mail = (await outboxMails(app)).find((m) => m.subject === `Your order ${placed.bookingGroupId} is cancelled: refund of ₹1,499.00 initiated`);
    expect(mail?.to).toContain("meena@example.in");
    expect(mail?.text).toContain("A refund of ₹1,499.00 has been initiated");
    expect(mail?.text).toContain("banks take 5-7 working days");
    expect(mail?.text).toContain("The print is out of stock");

    // The order's history keeps who cancelled it and why.
    const history = await app.ds.query(
      "SELECT actor, note FROM order_status_changes WHERE toStatus = 'cancelled' AND orderId = (SELECT id FROM orders WHERE providerOrderId = ?)",
      [placed.orderId],
    );
    expect(history).toEqual([{ actor: "admin:owner", note: "The print is out of stock" }]);
  });

  it("an illegal cancel is a 409 with the reason; unknown orders 404; bad input 400; no token 401", async () => {
    const shipped = await order();
    const id = (await app.ds.query("SELECT id FROM orders WHERE providerOrderId = ?", [shipped.orderId]))[0].id;
    for (const state of ["processing", "dispatched"])
      expect(
        (await admin(`mutation { transitionOrderToState(id: "${id}", state: "${state}", courierName: "Blue Dart", trackingId: "BD123") { status } }`, {})).body
          .errors,
      ).toBeUndefined();
    const dispatched = await admin(CANCEL, { o: shipped.orderId, r: "Changed mind" });
    expect(dispatched.status).toBe(409);
    expect(dispatched.body.errors[0]).toMatchObject({
      message: `Order ${shipped.bookingGroupId} is dispatched: an order handed to the courier cannot be cancelled. Use Refund to give money back.`,
      extensions: { code: "CONFLICT" },
    });

    const unpaid = (
      await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
        c: { firstName: "A", lastName: "B", email: "a@b.in", phone: "9840012345", address: "x", city: "Chennai", state: "33", pincode: "600001" },
        i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
      })
    ).body.data.startCheckout.orderId;
    expect((await admin(CANCEL, { o: unpaid, r: "x" })).status).toBe(409);
    const notPaid = await admin(REFUND, { o: unpaid, a: 100, r: "x" });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.errors[0].message).toMatch(/is not paid: there is nothing to refund\.$/);

    expect((await admin(CANCEL, { o: "order_unknown0000000", r: "x" })).body.errors[0]).toMatchObject({
      message: "Order not found",
      extensions: { code: "NOT_FOUND" },
    });
    const noReason = await admin(CANCEL, { o: shipped.orderId, r: "   " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].message).toBe("Reason is required");
    expect((await admin(REFUND, { o: shipped.orderId, a: 0, r: "x" })).body.errors[0].message).toBe("Amount must be a whole number of paise, at least 1");
    expect((await admin(REFUND, { o: shipped.orderId, a: 100, r: "x".repeat(121) })).body.errors[0].message).toBe("Reason must be at most 120 characters");
    for (const q of [CANCEL, REFUND]) expect((await admin(q, { o: shipped.orderId, a: 100, r: "x" }, null)).status).toBe(401);
    expect(
      await count("SELECT COUNT(*) AS n FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId IN (?, ?)", [shipped.orderId, unpaid]),
    ).toBe(0);
  });

  it("a double-clicked cancel cancels and refunds once", async () => {
    const placed = await order();
    const [a, b] = await Promise.all([admin(CANCEL, { o: placed.orderId, r: "Double click" }), admin(CANCEL, { o: placed.orderId, r: "Double click" })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = [a, b].find((r) => r.status === 409)!;
    expect(refused.body.errors[0].message).toBe(`Order ${placed.bookingGroupId} is cancelled already.`);
    expect(await count("SELECT COUNT(*) AS n FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?", [placed.orderId])).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM credit_notes c JOIN refunds r ON r.id = c.refundId JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?",
        [placed.orderId],
      ),
    ).toBe(1);
  });

  it("a partial refund leaves the status; a double click and a retry refund once; more than is left is a 409; the notes add up to the invoice", async () => {
    const placed = await order("Karnataka");
    const refundsOf = () => count("SELECT COUNT(*) AS n FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?", [placed.orderId]);
    const k = randomUUID(); // one submission of the form
    const [a, b] = await Promise.all([
      admin(REFUND, { o: placed.orderId, a: 50_000, r: "Frame corner chipped", k }),
      admin(REFUND, { o: placed.orderId, a: 50_000, r: "Frame corner chipped", k }),
    ]);
    for (const r of [a, b]) {
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.refundOrder).toMatchObject({ status: "new", refundedPaise: 50_000 });
    }
    expect(await refundsOf()).toBe(1);
    // The same request again (a retry after a lost answer) is the same refund.
    expect((await admin(REFUND, { o: placed.orderId, a: 50_000, r: "Frame corner chipped", k })).body.data.refundOrder.refunds).toHaveLength(1);

    const seen = await receipt(placed.orderId);
    expect(seen).toMatchObject({ status: "new", statusLabel: "Confirmed", refundedPaise: 50_000 });
    // Inter-state: ₹500.00 of the invoice's ₹1,499.00 gives back that share of its IGST (₹71.38):
    // 7,138 × 50,000 ÷ 149,900 = 2,380.92 paise, ₹23.81.
    expect(splitLine(149_900, 5, false).igstPaise).toBe(7_138);
    const text = await pdf(seen.refunds[0].creditNoteUrl);
    expect(text).toContain("Tax given back: ₹23.81 (IGST ₹23.81)");
    expect(text).toContain("Refund: Frame corner chipped");
    expect(text).toContain("Rupees Five Hundred Only");

    const tooMuch = await admin(REFUND, { o: placed.orderId, a: 100_000, r: "More" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors[0]).toMatchObject({
      message: `A refund of ₹1,000.00 is more than is left to refund on order ${placed.bookingGroupId}: ₹999.00 of ₹1,499.00 paid.`,
      extensions: { code: "CONFLICT" },
    });
    expect(await refundsOf()).toBe(1);

    // The rest, for another reason: a second refund, and its note takes exactly what the invoice has left.
    const rest = await admin(REFUND, { o: placed.orderId, a: 99_900, r: "Customer returned the print" });
    expect(rest.body.data.refundOrder).toMatchObject({ status: "new", refundedPaise: 149_900 });
    const full = await admin(REFUND, { o: placed.orderId, a: 1, r: "One more paisa" });
    expect(full.body.errors[0].message).toBe(`Order ${placed.bookingGroupId} is refunded in full already.`);
    const [invoice] = await app.ds.query(
      "SELECT i.taxablePaise, i.igstPaise, i.totalPaise FROM invoices i JOIN orders o ON o.id = i.orderId WHERE o.providerOrderId = ?",
      [placed.orderId],
    );
    const [notes] = await app.ds.query(
      "SELECT SUM(c.taxablePaise) AS taxablePaise, SUM(c.igstPaise) AS igstPaise, SUM(c.totalPaise) AS totalPaise, COUNT(*) AS n FROM credit_notes c JOIN refunds r ON r.id = c.refundId JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?",
      [placed.orderId],
    );
    expect(Number(notes.n)).toBe(2);
    for (const k of ["taxablePaise", "igstPaise", "totalPaise"]) expect(Number(notes[k])).toBe(Number(invoice[k]));
    const numbers = (await receipt(placed.orderId)).refunds.map((r: { creditNoteNumber: string }) => Number(r.creditNoteNumber.slice(-4)));
    expect(numbers[1]).toBe(numbers[0] + 1);
  });

  it("the issue's example: after a note of ₹1,997.99 on two ₹999.00 lines, the last ₹0.01 note has no negative tax, and the notes add up to the invoice", async () => {
    const pair = await createPrint(app, "Indian Roller", [999, 999]);
    const placed = await placePaidOrder(
      app,
      pair.frames.map((f) => ({ portfolioItemId: pair.id, frameId: f.id, quantity: 1 })),
      { state: "Tamil Nadu" },
    );
    expect((await admin(REFUND, { o: placed.orderId, a: 199_799, r: "Both frames cracked" })).body.errors).toBeUndefined();
    expect((await admin(REFUND, { o: placed.orderId, a: 1, r: "Rounding" })).body.errors).toBeUndefined();
    const parts = "taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise";
    const [invoice] = await app.ds.query(`SELECT ${parts} FROM invoices i JOIN orders o ON o.id = i.orderId WHERE o.providerOrderId = ?`, [placed.orderId]);
    expect(invoice).toMatchObject({ cgstPaise: 4_756, sgstPaise: 4_758 });
    const notes: Record<string, number>[] = await app.ds.query(
      `SELECT c.${parts.replaceAll(", ", ", c.")} FROM credit_notes c JOIN refunds r ON r.id = c.refundId JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ? ORDER BY c.id`,
      [placed.orderId],
    );
    expect(notes.map((n) => Number(n.totalPaise))).toEqual([199_799, 1]);
    for (const note of notes) for (const k of Object.keys(note)) expect(Number(note[k]), k).toBeGreaterThanOrEqual(0);
    for (const k of Object.keys(invoice))
      expect(
        notes.reduce((s, n) => s + Number(n[k]), 0),
        k,
      ).toBe(Number(invoice[k]));
  });

  it("a deliberate second refund of the same amount and reason is a new refund; one submission sent twice refunds once; its key goes to Razorpay", async () => {
    const placed = await order();
    const provider = app.services.payments as SimulatedProvider;
    const keys: string[] = [];
    const refund = provider.refund.bind(provider);
    provider.refund = (request) => {
      keys.push(request.idempotencyKey);
      return refund(request);
    };
    const [first, second] = [randomUUID(), randomUUID()];
    try {
      for (const k of [first, first, second, second]) {
        const res = await admin(REFUND, { o: placed.orderId, a: 10_000, r: "Goodwill for the delay", k });
        expect(res.body.errors).toBeUndefined();
      }
    } finally {
      delete (provider as Partial<SimulatedProvider>).refund;
    }
    const seen = await receipt(placed.orderId);
    expect(seen.refundedPaise).toBe(20_000);
    expect(seen.refunds).toMatchObject([
      { amountPaise: 10_000, status: "processed", reason: "Goodwill for the delay" },
      { amountPaise: 10_000, status: "processed", reason: "Goodwill for the delay" },
    ]);
    expect(keys).toEqual([first, second]);
    // The same submission's key with another amount, or on another order, is not that submission: a 409.
    const other = await admin(REFUND, { o: placed.orderId, a: 5_000, r: "Goodwill for the delay", k: first });
    expect(other.status).toBe(409);
    expect(other.body.errors[0].message).toMatch(/already submitted/);
    const elsewhere = await order();
    expect((await admin(REFUND, { o: elsewhere.orderId, a: 10_000, r: "Goodwill for the delay", k: first })).status).toBe(409);
    // A key that is not one: a 400, nothing written.
    for (const k of ["short", "x".repeat(65), "with spaces in it"]) {
      const bad = await admin(REFUND, { o: placed.orderId, a: 100, r: "x", k });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].message).toMatch(/idempotencyKey/);
    }
    expect((await receipt(placed.orderId)).refunds).toHaveLength(2);
  });

  it("a replayed refund.processed webhook changes nothing: one refund, one credit note", async () => {
    const placed = await order();
    await admin(REFUND, { o: placed.orderId, a: 10_000, r: "Goodwill" });
    const [r] = await app.ds.query(
      "SELECT r.id, r.providerRefundId, r.amountPaise FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?",
      [placed.orderId],
    );
    expect(r.providerRefundId).toMatch(/^rfnd_\w{14}$/);
    const event = refundEvent("refund.processed", r);
    const first = await webhook(event, "evt_replayed000001");
    expect(first).toEqual({ status: 200, body: { status: true, handled: false } });
    // Same event id again, then a new id for the same refund: neither does anything.
    expect((await webhook(event, "evt_replayed000001")).body.handled).toBe(false);
    expect((await webhook(event, "evt_replayed000002")).body.handled).toBe(false);
    expect(await count("SELECT COUNT(*) AS n FROM credit_notes WHERE refundId = ?", [r.id])).toBe(1);
    expect((await receipt(placed.orderId)).refundedPaise).toBe(10_000);
    // A forged one is refused.
    const forged = await fetch(`${app.url}/auth/api/razorpay-webhook`, {
      method: "POST",
      headers: { "x-razorpay-signature": "0".repeat(64) },
      body: JSON.stringify(event),
    });
    expect(forged.status).toBe(400);
  });

  it("a refund stays pending until the webhook; refund.failed frees its amount and issues no credit note", async () => {
    const provider = app.services.payments as SimulatedProvider;
    const sink = provider.webhookSink as WebhookSink;
    provider.webhookSink = undefined; // the provider's webhook is late
    const placed = await order();
    const k = randomUUID();
    try {
      const res = await admin(REFUND, { o: placed.orderId, a: 20_000, r: "Late webhook", k });
      expect(res.body.data.refundOrder).toMatchObject({ refundedPaise: 20_000, refunds: [{ status: "pending", creditNoteNumber: null }] });
    } finally {
      provider.webhookSink = sink;
    }
    expect((await receipt(placed.orderId)).refunds[0]).toMatchObject({ status: "pending", statusLabel: "Refund initiated", creditNoteUrl: null });
    const [r] = await app.ds.query(
      "SELECT r.id, r.providerRefundId, r.amountPaise FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?",
      [placed.orderId],
    );
    const failed = await webhook(refundEvent("refund.failed", r), "evt_failed00000001");
    expect(failed.body.handled).toBe(true);
    const seen = await receipt(placed.orderId);
    expect(seen).toMatchObject({ refundedPaise: 0, refunds: [{ status: "failed", statusLabel: "Refund failed", creditNoteNumber: null }] });
    // A retry of that submission is told it failed, and refunds nothing.
    const retry = await admin(REFUND, { o: placed.orderId, a: 20_000, r: "Late webhook", k });
    expect(retry.status).toBe(409);
    expect(retry.body.errors[0].message).toMatch(/^This refund failed: .* Open the form again to try again\.$/);
    // The amount is free again: the whole order can be refunded.
    expect((await admin(REFUND, { o: placed.orderId, a: 149_900, r: "Second try" })).body.data.refundOrder.refundedPaise).toBe(149_900);
  });

  it("a refund marked failed that Razorpay later reports processed is not booked past what was paid: it is kept for the owner to check", async () => {
    const provider = app.services.payments as SimulatedProvider;
    const sink = provider.webhookSink as WebhookSink;
    provider.webhookSink = undefined;
    const placed = await order();
    try {
      expect((await admin(REFUND, { o: placed.orderId, a: 20_000, r: "Scratched glass" })).body.errors).toBeUndefined();
    } finally {
      provider.webhookSink = sink;
    }
    const [r] = await app.ds.query(
      "SELECT r.id, r.providerRefundId, r.amountPaise FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?",
      [placed.orderId],
    );
    expect((await webhook(refundEvent("refund.failed", r), "evt_capfailed00001")).body.handled).toBe(true);
    // Given up as failed, the whole payment is refunded again.
    expect((await admin(REFUND, { o: placed.orderId, a: 149_900, r: "Returned" })).body.data.refundOrder.refundedPaise).toBe(149_900);
    // Then Razorpay says the first went through after all: the books never give back more than was paid.
    await webhook(refundEvent("refund.processed", r), "evt_capprocessed01");
    const seen = await receipt(placed.orderId);
    expect(seen.refundedPaise).toBe(149_900);
    expect(seen.refunds[0]).toMatchObject({ amountPaise: 20_000, status: "unbooked", creditNoteNumber: null });
    expect(seen.refunds[0].statusLabel).toMatch(/more than was paid/);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM credit_notes WHERE refundId = ?", [r.id]);
    expect(Number(n)).toBe(0);
    const [why] = await app.ds.query("SELECT failureReason FROM refunds WHERE id = ?", [r.id]);
    expect(why.failureReason).toMatch(/not booked/);
  });

  it("a refund whose answer never came (a timeout) stays pending, its amount reserved, until the sweep asks Razorpay, which says it was processed", async () => {
    const provider = app.services.payments as SimulatedProvider;
    const sink = provider.webhookSink as WebhookSink;
    const refund = provider.refund.bind(provider);
    provider.webhookSink = undefined; // no webhook either: only a question to the provider can tell
    provider.refund = async (request) => {
      await refund(request); // the provider takes it…
      throw new Error("connect ETIMEDOUT"); // …and its answer is lost on the way
    };
    const placed = await order();
    let res;
    try {
      res = await admin(REFUND, { o: placed.orderId, a: 25_000, r: "Late answer" });
    } finally {
      delete (provider as Partial<SimulatedProvider>).refund; // its own method again, from the prototype
      provider.webhookSink = sink;
    }
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: "PAYMENT_PROVIDER_ERROR" } });
    expect(res.body.errors[0].message).toMatch(/did not answer.*stays pending/);
    let seen = await receipt(placed.orderId);
    expect(seen).toMatchObject({ refundedPaise: 25_000, refunds: [{ amountPaise: 25_000, status: "pending" }] });
    // Not more than is left, meanwhile: the pending amount stays reserved.
    expect((await admin(REFUND, { o: placed.orderId, a: 124_901, r: "Too much" })).status).toBe(409);

    provider.webhookSink = undefined;
    try {
      await app.services.refunds.sweep(new Date(Date.now() + 2 * 60_000));
    } finally {
      provider.webhookSink = sink;
    }
    seen = await receipt(placed.orderId);
    expect(seen).toMatchObject({ refundedPaise: 25_000, refunds: [{ amountPaise: 25_000, status: "processed" }] });
    expect(seen.refunds[0].creditNoteNumber).toMatch(/^CN\//);
    // Asked again, nothing changes.
    await app.services.refunds.sweep(new Date(Date.now() + 4 * 60_000));
    expect(await receipt(placed.orderId)).toEqual(seen);
  });

  // Issue 42, item 7: a refund whose outcome is unknown is settled by asking the provider for the
  // payment's refunds (matched by its receipt), by one instance at a time, and never sent again.
  const timedOut = async (amountPaise: number, reached: boolean) => {
    const provider = app.services.payments as SimulatedProvider;
    const sink = provider.webhookSink as WebhookSink;
    const refund = provider.refund.bind(provider);
    provider.webhookSink = undefined; // no webhook either: only a question to the provider can tell
    provider.refund = async (request) => {
      if (reached) await refund(request); // the provider takes it…
      throw new Error("connect ETIMEDOUT"); // …or not, and no answer comes back
    };
    const placed = await order();
    try {
      const res = await admin(REFUND, { o: placed.orderId, a: amountPaise, r: "Unknown outcome" });
      expect(res.body.errors[0].message).toMatch(/did not answer.*stays pending/);
    } finally {
      delete (provider as Partial<SimulatedProvider>).refund;
      provider.webhookSink = sink;
    }
    return placed;
  };
  /** Counts the provider's refund requests and refund lists for one payment while `during` runs; a retried request is refused (a 4xx). */
  const watched = async <T>(paymentId: string, during: () => Promise<T>) => {
    const provider = app.services.payments as SimulatedProvider;
    const sink = provider.webhookSink as WebhookSink;
    const refundsOf = provider.refundsOf.bind(provider);
    const seen = { requests: 0, lists: 0 };
    provider.webhookSink = undefined;
    provider.refund = (request) => {
      if (request.paymentId === paymentId) seen.requests++;
      return Promise.reject(new AppError("PAYMENT_PROVIDER_ERROR", "Razorpay refused the refund: The refund is already being processed"));
    };
    provider.refundsOf = async (id) => {
      if (id === paymentId) seen.lists++;
      // Both instances ask before either hears back, as on two machines.
      await new Promise((resolve) => setImmediate(resolve));
      return refundsOf(id);
    };
    try {
      return { result: await during(), seen };
    } finally {
      delete (provider as Partial<SimulatedProvider>).refund;
      delete (provider as Partial<SimulatedProvider>).refundsOf;
      provider.webhookSink = sink;
    }
  };

  it("a refund whose answer never came is settled by the payment's refunds at the provider, asked by one instance at a time, never sent again", async () => {
    const placed = await timedOut(30_000, true);
    const at = new Date(Date.now() + 2 * 60_000);
    // Two instances' sweeps at once: one asks, and nothing is sent again (a retried request's 4xx fails nothing).
    const { seen } = await watched(placed.paymentId, () => Promise.all([app.services.refunds.sweep(at), app.services.refunds.sweep(at)]));
    expect(seen).toEqual({ requests: 0, lists: 1 });
    const after = await receipt(placed.orderId);
    expect(after).toMatchObject({ refundedPaise: 30_000, refunds: [{ amountPaise: 30_000, status: "processed" }] });
    const [row] = await app.ds.query("SELECT r.providerRefundId FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?", [
      placed.orderId,
    ]);
    expect(row.providerRefundId).toMatch(/^rfnd_/);
  });

  it("a refund still pending at the provider stays pending; one the provider failed is failed, by the sweep's question alone", async () => {
    const provider = app.services.payments as SimulatedProvider;
    const pending = await timedOut(10_000, true);
    const failing = await timedOut(11_000, true);
    const ofPayment = async (paymentId: string) => (await provider.refundsOf(paymentId))[0];
    provider.settleRefund((await ofPayment(pending.paymentId)).id, "pending");
    provider.settleRefund((await ofPayment(failing.paymentId)).id, "failed");
    await watched(pending.paymentId, () => app.services.refunds.sweep(new Date(Date.now() + 2 * 60_000)));
    expect(await receipt(pending.orderId)).toMatchObject({ refundedPaise: 10_000, refunds: [{ status: "pending" }] });
    expect(await receipt(failing.orderId)).toMatchObject({ refundedPaise: 0, refunds: [{ status: "failed" }] });
    // Asked again a minute later (the claim has lapsed), the provider now says processed.
    provider.settleRefund((await ofPayment(pending.paymentId)).id, "processed");
    await app.services.refunds.sweep(new Date(Date.now() + 4 * 60_000));
    expect(await receipt(pending.orderId)).toMatchObject({ refundedPaise: 10_000, refunds: [{ status: "processed" }] });
  });

  it("a refund the provider never received stays pending while its request may still arrive, then fails on the provider's word: never sent twice", async () => {
    const placed = await timedOut(40_000, false);
    const { seen } = await watched(placed.paymentId, () => app.services.refunds.sweep(new Date(Date.now() + 2 * 60_000)));
    expect(seen.requests).toBe(0);
    expect(await receipt(placed.orderId)).toMatchObject({ refundedPaise: 40_000, refunds: [{ status: "pending" }] });
    // Long after, the provider still lists no such refund: it was never made, and its amount is free again.
    await watched(placed.paymentId, () => app.services.refunds.sweep(new Date(Date.now() + 30 * 60_000)));
    const seen2 = await receipt(placed.orderId);
    expect(seen2).toMatchObject({ refundedPaise: 0, refunds: [{ status: "failed" }] });
    const [row] = await app.ds.query("SELECT r.failureReason FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?", [placed.orderId]);
    expect(row.failureReason).toMatch(/has no such refund/);
  });

  // On MariaDB a transaction's reads see the snapshot of its first read: processed() read the refund
  // as pending, a refund.failed committed meanwhile (freeing the amount), and the processed move then
  // took the failed row without booking its amount again. SQLite runs one transaction at a time.
  it.runIf(dialect === "mysql")("a refund.processed racing a refund.failed books the amount again: processed() reads the refund under its lock", async () => {
    const provider = app.services.payments as SimulatedProvider;
    const sink = provider.webhookSink as WebhookSink;
    provider.webhookSink = undefined;
    const placed = await order();
    try {
      expect((await admin(REFUND, { o: placed.orderId, a: 20_000, r: "Racing webhooks" })).body.errors).toBeUndefined();
    } finally {
      provider.webhookSink = sink;
    }
    const [r] = await app.ds.query(
      "SELECT r.id, r.orderId, r.providerRefundId, r.amountPaise FROM refunds r JOIN orders o ON o.id = r.orderId WHERE o.providerOrderId = ?",
      [placed.orderId],
    );
    const waiting = async (table: string) =>
      Number(
        (
          await app.ds.query("SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE db = DATABASE() AND command = 'Query' AND info LIKE ?", [
            `UPDATE%${table}%`,
          ])
        )[0].n,
      );
    // Another transaction holds the order's row: refund.failed moves the refund, then waits for the order.
    const holder = app.ds.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    let failed: Promise<unknown> | undefined;
    let processed: Promise<unknown> | undefined;
    try {
      await holder.query("UPDATE orders SET refundedPaise = refundedPaise WHERE id = ?", [r.orderId]);
      failed = webhook(refundEvent("refund.failed", r), "evt_race_failed001");
      await expect.poll(() => waiting("orders"), { timeout: 30_000 }).toBe(1);
      // refund.processed now reads the refund and waits for refund.failed's lock on it.
      processed = webhook(refundEvent("refund.processed", r), "evt_race_processed1");
      await expect.poll(() => waiting("refunds"), { timeout: 30_000 }).toBe(1);
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    await failed;
    await processed;
    const seen = await receipt(placed.orderId);
    // The money went: the refund is processed and its amount counts again, with its credit note.
    expect(seen).toMatchObject({ refundedPaise: 20_000, refunds: [{ amountPaise: 20_000, status: "processed" }] });
    expect(seen.refunds[0].creditNoteNumber).toMatch(/^CN\//);
  });

  it("revenue is net of refunds, and the running totals equal a rebuild from the orders", async () => {
    const stats = async () => (await admin(`{ dashboardStats { totalRevenuePaise totalOrders } }`, {})).body.data.dashboardStats;
    const before = await stats();
    const placed = await order();
    expect((await stats()).totalRevenuePaise).toBe(before.totalRevenuePaise + 149_900);
    await admin(REFUND, { o: placed.orderId, a: 30_000, r: "Partial" });
    expect((await stats()).totalRevenuePaise).toBe(before.totalRevenuePaise + 119_900);
    await admin(CANCEL, { o: placed.orderId, r: "Cancelled after all" });
    const after = await stats();
    expect(after).toEqual(before);
    const [{ net }] = await app.ds.query(
      "SELECT COALESCE(SUM(amountPaise - refundedPaise), 0) AS net FROM orders WHERE status IN ('new', 'processing', 'dispatched', 'delivered')",
    );
    expect(after.totalRevenuePaise).toBe(Number(net));
    await app.services.analytics.rebuildSales();
    expect(await stats()).toEqual(after);
  });

  it("the month's tax report lists the credit notes, negative, against their invoices: its totals are net", async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const res = await fetch(`${app.url}/auth/api/tax-report?month=${month}`, { headers: { authorization: `Bearer ${token}` } });
    const [documents] = (await res.text()).split(/\nHSN summary\n/);
    const rows = documents
      .trim()
      .split("\n")
      .map((l) => l.split(","));
    expect(rows[0].at(-1)).toBe("against invoice");
    const body = rows.slice(1, -1);
    const paise = (cell: string) => Math.round(Number(cell) * 100);
    const notes = body.filter((r) => r[0] === "Credit Note");
    expect(notes.length).toBe(await count("SELECT COUNT(*) AS n FROM credit_notes"));
    for (const n of notes) {
      expect(paise(n[9])).toBeLessThan(0);
      expect(n[10]).toMatch(/^WBP\//);
    }
    const [{ invoiced }] = await app.ds.query("SELECT SUM(totalPaise) AS invoiced FROM invoices");
    const [{ credited }] = await app.ds.query("SELECT SUM(totalPaise) AS credited FROM credit_notes");
    expect(paise(rows.at(-1)![9])).toBe(Number(invoiced) - Number(credited));
  });
});

describe("the live provider's refund request", () => {
  it("goes through the SDK's payments.refund with amount, receipt and notes, and sends the idempotency key as X-Refund-Idempotency", () => {
    const client = refundClient(new Razorpay({ key_id: "rzp_test_x", key_secret: "secret" }), "refund-BG1795000000000-1");
    const http = (client as unknown as { api: { rq: { defaults: { headers: { common: Record<string, string> } } } } }).api.rq;
    expect(http.defaults.headers.common["X-Refund-Idempotency"]).toBe("refund-BG1795000000000-1");
    expect(
      refundParams({ paymentId: "pay_X", amountPaise: 149_900, receipt: "BG1-R1", notes: { reason: "Out of stock" }, idempotencyKey: "refund-BG1-1xxxx" }),
    ).toEqual({
      amount: 149_900,
      speed: "normal",
      receipt: "BG1-R1",
      notes: { reason: "Out of stock" },
    });
    expect(() => refundClient(new Razorpay({ key_id: "k", key_secret: "s" }), "short")).toThrow(/idempotency/);
  });
});
