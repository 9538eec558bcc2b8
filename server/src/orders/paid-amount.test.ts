/**
 * What the amount paid guarantees: an order sent for payment takes no more lines, and is marked paid
 * only by a captured payment of exactly the amount and currency its payment order asked for; a
 * capture racing the expiry sweep is applied, never dropped; money the shop cannot count as an
 * order's payment is kept for the owner to review and refund, once.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, outboxMails, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { holdNextCall } from "../../test/hold.js";
import { SimulatedProvider } from "../payments/payment-provider.js";

const WEBHOOK_SECRET = "test-webhook-secret-for-paid-amounts";
const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId bookingGroupId amountPaise } }`;
const REVIEWS = `{ allPaymentReviews(sortField: "id", sortOrder: "ASC") { id orderId bookingGroupId paymentId amountPaise currency expectedPaise reason state refundId } _allPaymentReviewsMeta { count } }`;
const REFUND_REVIEW = `mutation($id: ID!) { refundPaymentReview(id: $id) { id state refundId refundedBy } }`;

describe("what the amount paid guarantees", () => {
  let app: TestApp;
  let provider: SimulatedProvider;
  let kite: Awaited<ReturnType<typeof createPrint>>;
  let owl: Awaited<ReturnType<typeof createPrint>>;

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    provider = app.services.payments as SimulatedProvider;
    kite = await createPrint(app, "Brahminy Kite", [100]);
    owl = await createPrint(app, "Spot-bellied Eagle-Owl", [5000], "#554433");
  });
  afterAll(() => app?.close());

  /** The provider's next createOrder, held until the test opens it (then the real one answers) or fails it. */
  const slowProvider = () => holdNextCall(provider, "createOrder");
  const row = (group: string, print: typeof kite) => ({
    bookingGroupId: group,
    firstname: "Arun",
    lastname: "Kumar",
    email: "arun@example.in",
    phone_number: "9876543210",
    address: "4 Beach Road",
    city: "Chennai",
    state: "Tamil Nadu",
    pincode: "600041",
    ad_id: print.id,
    frame_id: print.frames[0].id,
    quantity: "1",
  });
  const orderRow = async (where: string, value: string) =>
    (await app.ds.query(`SELECT id, status, amountPaise, paymentAmountPaise, paymentId FROM orders WHERE ${where} = ?`, [value]))[0];
  const start = async (items = [{ portfolioItemId: kite.id, frameId: kite.frames[0].id, quantity: 1 }]) => {
    const res = await app.gql(START, { c: CUSTOMER, i: items });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.startCheckout as { orderId: string; bookingGroupId: string; amountPaise: number };
  };
  /** The simulated checkout's 'Pay': the provider captures the payment order's amount and answers it signed. */
  const pay = async (orderId: string) => {
    const res = await fetch(`${app.url}/payments/simulated/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: orderId }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  };
  const confirm = (paid: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
    app.rest("POST", "/Confirm", { json: paid });
  const webhook = async (body: object, eventId: string) => {
    const raw = JSON.stringify(body);
    const res = await fetch(`${app.url}/auth/api/razorpay-webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex"),
        "x-razorpay-event-id": eventId,
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as { handled?: boolean; message?: string } };
  };
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: "INR", status: "captured" } } },
  });
  const reviews = async () => (await app.gql(REVIEWS, {}, { token: await app.token() })).body.data;

  it("a line sent while the payment order is being made is refused: the buyer pays the order's whole total", async () => {
    const group = `BG${Date.now()}101`;
    expect((await app.rest("POST", "/saveInTemp", { form: row(group, kite) })).status).toBe(201);
    const slow = slowProvider();
    const creating = app.rest("POST", `/create_order?id=${group}`);
    await slow.reached;
    // The provider is making a ₹100 payment order; a ₹5 000 line arrives meanwhile.
    const late = await app.rest("POST", "/saveInTemp", { form: row(group, owl) });
    slow.open();
    const created = await creating;
    expect(created.status).toBe(200);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This checkout was already sent for payment. Please start again from the cart.");
    const order = await orderRow("bookingGroupId", group);
    expect({ amount: order.amountPaise, sealed: order.paymentAmountPaise }).toEqual({ amount: 10000, sealed: 10000 });
    expect(created.body.amount).toBe(10000);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM order_lines WHERE orderId = ?", [order.id]);
    expect(Number(n)).toBe(1);
    // What the buyer pays is the order's total, and confirms it.
    const confirmed = await confirm(await pay(created.body.id));
    expect(confirmed.body).toMatchObject({ status: true, booking_status: "new" });
  });

  it("a payment order the provider failed to make leaves the order sealed: no line is added, and asking again makes it for the same amount", async () => {
    const group = `BG${Date.now()}102`;
    expect((await app.rest("POST", "/saveInTemp", { form: row(group, kite) })).status).toBe(201);
    const slow = slowProvider();
    const creating = app.rest("POST", `/create_order?id=${group}`);
    await slow.reached;
    slow.fail(Object.assign(new Error("connect ETIMEDOUT"), { code: "ETIMEDOUT" }));
    expect((await creating).status).toBeGreaterThanOrEqual(500);
    expect((await app.rest("POST", "/saveInTemp", { form: row(group, owl) })).status).toBe(409);
    const again = await app.rest("POST", `/create_order?id=${group}`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 10000 });
    expect(await orderRow("bookingGroupId", group)).toMatchObject({ status: "pending_payment", amountPaise: 10000, paymentAmountPaise: 10000 });
  });

  it("a captured payment for less than the order is not marked paid: it is kept for review, mailed to the owner, and refunded once however often the owner clicks", async () => {
    const placed = await start([{ portfolioItemId: owl.id, frameId: owl.frames[0].id, quantity: 1 }]);
    // The provider captured ₹100 against the ₹5 000 payment order (what the buyer's tampered checkout would pay).
    const cheap = await provider.pay(placed.orderId, 10000);
    const res = await confirm(cheap);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/does not match/);
    expect((await orderRow("bookingGroupId", placed.bookingGroupId)).status).toBe("pending_payment");
    // The webhook of the same capture neither pays the order nor records it twice.
    const hook = await webhook(captured(placed.orderId, cheap.razorpay_payment_id, 500000), "evt_cheap_1");
    expect(hook.status).toBe(200);
    expect((await orderRow("bookingGroupId", placed.bookingGroupId)).status).toBe("pending_payment");

    const listed = await reviews();
    const mine = listed.allPaymentReviews.filter((r: { bookingGroupId: string }) => r.bookingGroupId === placed.bookingGroupId);
    expect(mine).toEqual([
      {
        id: expect.any(String),
        orderId: expect.any(Number),
        bookingGroupId: placed.bookingGroupId,
        paymentId: cheap.razorpay_payment_id,
        amountPaise: 10000,
        currency: "INR",
        expectedPaise: 500000,
        reason: "amount_mismatch",
        state: "open",
        refundId: null,
      },
    ]);
    const mails = (await outboxMails(app)).filter((m) => m.subject.includes(placed.bookingGroupId) && /review/i.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toContain("owner@");
    expect(mails[0].text).toContain(cheap.razorpay_payment_id);

    // Only the owner sees the list and refunds.
    expect((await app.gql(REVIEWS)).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await app.gql(REFUND_REVIEW, { id: mine[0].id })).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");

    const token = await app.token();
    const clicks = await Promise.all([1, 2, 3].map(() => app.gql(REFUND_REVIEW, { id: mine[0].id }, { token })));
    const done = clicks.filter((c) => !c.body.errors);
    expect(done).toHaveLength(1);
    expect(done[0].body.data.refundPaymentReview).toMatchObject({ state: "refunded", refundId: expect.stringMatching(/^rfnd_/), refundedBy: "owner" });
    expect(clicks.filter((c) => c.body.errors).map((c) => c.body.errors[0].extensions.code)).toEqual(["CONFLICT", "CONFLICT"]);
    expect((await app.gql(REFUND_REVIEW, { id: mine[0].id }, { token })).body.errors[0].message).toMatch(/already refunded/);
    expect((await app.gql(REFUND_REVIEW, { id: "999999" }, { token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
    // No invoice covers this money, so no credit note either.
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM credit_notes");
    expect(Number(n)).toBe(0);
  });

  it("a second capture of a paid order is kept for review, once, and the order stays paid by the first", async () => {
    const placed = await start();
    const first = await pay(placed.orderId);
    const second = await pay(placed.orderId);
    expect((await confirm(first)).body).toMatchObject({ status: true, booking_status: "new" });
    const again = await confirm(second);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This order was already paid by another payment. The shop has been told and will refund this one.");
    const hook = await webhook(captured(placed.orderId, second.razorpay_payment_id, placed.amountPaise), "evt_second_1");
    expect(hook.status).toBe(200);
    expect(await orderRow("bookingGroupId", placed.bookingGroupId)).toMatchObject({ status: "new", paymentId: first.razorpay_payment_id });
    const mine = (await reviews()).allPaymentReviews.filter((r: { bookingGroupId: string }) => r.bookingGroupId === placed.bookingGroupId);
    expect(mine).toMatchObject([{ paymentId: second.razorpay_payment_id, reason: "second_capture", state: "open", amountPaise: placed.amountPaise }]);
  });

  it("a confirmation or webhook naming a payment the provider does not hold marks nothing paid, and the event is not recorded as handled", async () => {
    const placed = await start();
    const paymentId = "pay_NOTATPROVIDER";
    const signature = createHmac("sha256", TEST_KEY_SECRET).update(`${placed.orderId}|${paymentId}`).digest("hex");
    const res = await confirm({ razorpay_order_id: placed.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Payment verification failed");
    const hook = await webhook(captured(placed.orderId, paymentId, placed.amountPaise), "evt_unknown_1");
    expect(hook.body.handled).toBe(false);
    expect(await app.ds.query("SELECT id FROM webhook_events WHERE id = ?", ["evt_unknown_1"])).toEqual([]);
    expect((await orderRow("bookingGroupId", placed.bookingGroupId)).status).toBe("pending_payment");
  });

  it("captures racing the expiry sweep are all applied: every captured order ends paid, once, and no event is dropped", async () => {
    const placed = await Promise.all(Array.from({ length: 16 }, () => start()));
    const paid = await Promise.all(placed.map((p) => pay(p.orderId)));
    const expired = app.services.orders.expireUnpaid(new Date(Date.now() + 31 * 60_000));
    const answers = await Promise.all(
      paid.map((p, i) =>
        i % 2
          ? webhook(captured(p.razorpay_order_id, p.razorpay_payment_id, placed[i].amountPaise), `evt_race_${i}`)
          : confirm(p).then((r) => ({ status: r.status, body: r.body })),
      ),
    );
    await expired;
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      if (i % 2) expect(answer.body).toMatchObject({ handled: true });
      else expect(answer.body).toMatchObject({ message: "Payment verified", booking_status: "new" });
    }
    for (const p of placed) {
      const order = await orderRow("bookingGroupId", p.bookingGroupId);
      expect(order.status).toBe("new");
      const moves = await app.ds.query("SELECT toStatus FROM order_status_changes WHERE orderId = ? AND toStatus = 'new'", [order.id]);
      expect(moves).toHaveLength(1);
    }
  });

  // Issue 42, item 8: a review's refund has the life of an order's refund: its id kept, pending until
  // the provider's webhook or the sweep's question says processed or failed; never reopened while
  // the money may have moved, never left 'refunding' for ever.
  const REVIEW = `query($id: ID!) { PaymentReview(id: $id) { id state refundId refundFailure } }`;
  const review = async (id: string) => (await app.gql(REVIEW, { id }, { token: await app.token() })).body.data.PaymentReview;
  /** A second capture of a paid order, kept for review: its review's id and payment. */
  const secondCapture = async () => {
    const placed = await start();
    const first = await pay(placed.orderId);
    const second = await pay(placed.orderId);
    expect((await confirm(first)).body).toMatchObject({ status: true });
    expect((await confirm(second)).status).toBe(409);
    const mine = (await reviews()).allPaymentReviews.filter((r: { bookingGroupId: string }) => r.bookingGroupId === placed.bookingGroupId);
    return { id: mine[0].id as string, paymentId: second.razorpay_payment_id, amountPaise: placed.amountPaise };
  };
  const refundReview = async (id: string, provide?: SimulatedProvider["refund"]) => {
    const sink = provider.webhookSink;
    provider.webhookSink = undefined; // the provider's webhook is late: only its answer, or the sweep, can tell
    if (provide) provider.refund = provide;
    try {
      return await app.gql(REFUND_REVIEW, { id }, { token: await app.token() });
    } finally {
      delete (provider as Partial<SimulatedProvider>).refund;
      provider.webhookSink = sink;
    }
  };
  const refundEvent = (name: string, r: { refundId: string; amountPaise: number; reviewId: string }) => ({
    event: name,
    payload: {
      refund: {
        entity: {
          id: r.refundId,
          entity: "refund",
          amount: r.amountPaise,
          currency: "INR",
          status: name.split(".")[1],
          notes: { reviewId: r.reviewId },
          error_description: "The bank refused the refund",
        },
      },
    },
  });

  it("a review's refund keeps its refund id and stays refunding until the provider's webhook: refund.failed reopens it with the reason, refund.processed marks it refunded", async () => {
    const r = await secondCapture();
    const asked = await refundReview(r.id);
    expect(asked.body.errors).toBeUndefined();
    // The provider took it (pending): not refunded yet, and not refundable again meanwhile.
    const pending = await review(r.id);
    expect(pending).toMatchObject({ state: "refunding", refundId: expect.stringMatching(/^rfnd_/), refundFailure: null });
    expect((await refundReview(r.id)).body.errors[0].extensions.code).toBe("CONFLICT");
    // The bank refuses it: the money is held again, the owner is told why and may refund again.
    const failed = await webhook(
      refundEvent("refund.failed", { refundId: pending.refundId, amountPaise: r.amountPaise, reviewId: r.id }),
      "evt_review_failed1",
    );
    expect(failed.body.handled).toBe(true);
    // The failed refund's id is kept: a refund.processed of it coming later is still recognised.
    expect(await review(r.id)).toMatchObject({ state: "open", refundId: pending.refundId, refundFailure: "The bank refused the refund" });
    // A second try is a new refund at the provider (a new idempotency key), processed by its webhook.
    expect((await refundReview(r.id)).body.errors).toBeUndefined();
    const again = await review(r.id);
    expect(again.refundId).not.toBe(pending.refundId);
    const processed = await webhook(
      refundEvent("refund.processed", { refundId: again.refundId, amountPaise: r.amountPaise, reviewId: r.id }),
      "evt_review_done01",
    );
    expect(processed.body.handled).toBe(true);
    expect(await review(r.id)).toMatchObject({ state: "refunded", refundId: again.refundId, refundFailure: null });
    expect((await provider.refundsOf(r.paymentId)).map((x) => x.id).sort()).toEqual([pending.refundId, again.refundId].sort());
  });

  it("a refund.processed after its refund.failed marks the open review refunded: the owner is not offered to refund it again (issue 42 review, finding 5)", async () => {
    const r = await secondCapture();
    expect((await refundReview(r.id)).body.errors).toBeUndefined();
    const { refundId } = await review(r.id);
    expect(refundId).toMatch(/^rfnd_/);
    expect((await webhook(refundEvent("refund.failed", { refundId, amountPaise: r.amountPaise, reviewId: r.id }), "evt_review_f5fail")).body.handled).toBe(
      true,
    );
    expect(await review(r.id)).toMatchObject({ state: "open", refundFailure: "The bank refused the refund" });
    // The provider then says the same refund went after all: the money is back with the buyer.
    const late = await webhook(refundEvent("refund.processed", { refundId, amountPaise: r.amountPaise, reviewId: r.id }), "evt_review_f5done");
    expect(late.body.handled).toBe(true);
    expect(await review(r.id)).toMatchObject({ state: "refunded", refundId, refundFailure: null });
    const again = await refundReview(r.id);
    expect(again.body.errors[0]).toMatchObject({ message: "This payment was already refunded", extensions: { code: "CONFLICT" } });
    // Another refund's processed event, or one for another amount, moves nothing.
    const other = await secondCapture();
    expect((await refundReview(other.id)).body.errors).toBeUndefined();
    const otherRefund = (await review(other.id)).refundId;
    await webhook(refundEvent("refund.failed", { refundId: otherRefund, amountPaise: other.amountPaise, reviewId: other.id }), "evt_review_f5fail2");
    const wrong = await webhook(
      refundEvent("refund.processed", { refundId: otherRefund, amountPaise: other.amountPaise + 1, reviewId: other.id }),
      "evt_review_f5amt",
    );
    expect(wrong.body.handled).not.toBe(true);
    expect(await review(other.id)).toMatchObject({ state: "open", refundId: otherRefund });
    expect((await provider.refundsOf(r.paymentId)).map((x) => x.id)).toEqual([refundId]);
  });

  it("a review's refund whose answer never came stays refunding, never reopened, until the sweep asks the provider, one instance at a time", async () => {
    const r = await secondCapture();
    const real = provider.refund.bind(provider);
    const asked = await refundReview(r.id, async (request) => {
      await real(request); // the provider takes it…
      throw new Error("connect ETIMEDOUT"); // …and its answer is lost
    });
    expect(asked.body.errors[0]).toMatchObject({ extensions: { code: "PAYMENT_PROVIDER_ERROR" } });
    expect(asked.body.errors[0].message).toMatch(/did not answer/);
    // The money may have moved: not open for another refund.
    expect(await review(r.id)).toMatchObject({ state: "refunding", refundId: null });
    expect((await refundReview(r.id)).body.errors[0].extensions.code).toBe("CONFLICT");
    // Two sweeps at once: one asks the provider for the payment's refunds, nothing is sent again.
    const seen = { requests: 0, lists: 0 };
    const refundsOf = provider.refundsOf.bind(provider);
    provider.refundsOf = async (id) => {
      if (id === r.paymentId) seen.lists++;
      await new Promise((resolve) => setImmediate(resolve));
      return refundsOf(id);
    };
    provider.refund = (request) => {
      if (request.paymentId === r.paymentId) seen.requests++;
      return real(request);
    };
    try {
      const at = new Date(Date.now() + 2 * 60_000);
      await Promise.all([app.services.paymentReviews.sweep(at), app.services.paymentReviews.sweep(at)]);
    } finally {
      delete (provider as Partial<SimulatedProvider>).refundsOf;
      delete (provider as Partial<SimulatedProvider>).refund;
    }
    expect(seen).toEqual({ requests: 0, lists: 1 });
    expect(await review(r.id)).toMatchObject({ state: "refunded", refundId: expect.stringMatching(/^rfnd_/) });
  });

  it("a review whose refund request never reached the provider (or whose process died after the claim) is reopened by the sweep once the provider says it has no such refund", async () => {
    const r = await secondCapture();
    const asked = await refundReview(r.id, () => Promise.reject(new Error("connect ECONNRESET")));
    expect(asked.body.errors[0].extensions.code).toBe("PAYMENT_PROVIDER_ERROR");
    // Soon after, the request may still be on its way: it stays refunding.
    await app.services.paymentReviews.sweep(new Date(Date.now() + 2 * 60_000));
    expect(await review(r.id)).toMatchObject({ state: "refunding" });
    await app.services.paymentReviews.sweep(new Date(Date.now() + 30 * 60_000));
    expect(await review(r.id)).toMatchObject({ state: "open", refundId: null, refundFailure: expect.stringMatching(/has no such refund/) });
    expect(await provider.refundsOf(r.paymentId)).toEqual([]);
    // The owner refunds it again, and this time it goes.
    expect((await app.gql(REFUND_REVIEW, { id: r.id }, { token: await app.token() })).body.errors).toBeUndefined();
    expect(await review(r.id)).toMatchObject({ state: "refunded", refundFailure: null });
  });

  it("a review left refunding by the version before (no attempt number, no refund id) is settled by its old receipt, never reopened while its refund went", async () => {
    const r = await secondCapture();
    // The old version claimed it and asked Razorpay with receipt review-<id>, then crashed before storing anything.
    await app.ds.query("UPDATE payment_reviews SET state = 'refunding', refundedBy = 'owner' WHERE id = ?", [r.id]);
    const sink = provider.webhookSink;
    provider.webhookSink = undefined;
    try {
      await provider.refund({
        paymentId: r.paymentId,
        amountPaise: r.amountPaise,
        receipt: `review-${r.id}`,
        notes: { reason: "second_capture" },
        idempotencyKey: `payment-review-${r.id}`,
      });
    } finally {
      provider.webhookSink = sink;
    }
    await app.services.paymentReviews.sweep(new Date(Date.now() + 30 * 60_000));
    expect(await review(r.id)).toMatchObject({ state: "refunded", refundId: expect.stringMatching(/^rfnd_/) });
  });
});
