import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPrint, CUSTOMER, simulatedPayment, startTestApp, type TestApp, restCartRow } from "../../test/harness.js";
import type { SimulatedProvider } from "../payments/payment-provider.js";
import { Order } from "./order.entity.js";

const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId amountPaise currency keyId bookingGroupId description businessName prefillName prefillEmail prefillContact } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { orderId status statusLabel amountPaise items { title quantity amountPaise } } }`;

describe("checkout and payment", () => {
  let app: TestApp;
  let kite: { id: string; frames: { id: string; pricePaise: number }[] };
  let robin: { id: string; frames: { id: string; pricePaise: number }[] };
  let keySecret: string;
  let webhookSecret: string;

  beforeAll(async () => {
    app = await startTestApp();
    kite = await createPrint(app, "Brahminy Kite", [1499, 2499]);
    robin = await createPrint(app, "Indian Robin", [999], "#884422");
    keySecret = readFileSync(path.join(app.dataDir, "secrets/razorpay-simulated-key-secret"), "utf8");
    webhookSecret = readFileSync(path.join(app.dataDir, "secrets/razorpay-simulated-webhook-secret"), "utf8");
  });
  afterAll(() => app?.close());

  const cart = () => [
    { portfolioItemId: kite.id, frameId: kite.frames[1].id, quantity: 2 },
    { portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 },
  ];
  const start = async (customer = CUSTOMER, items = cart()) => (await app.gql(START, { c: customer, i: items })).body;
  /** The simulated checkout's 'Pay': a payment the provider captured for the order (a made-up id is not believed). */
  const capture = async (orderId: string) => (await simulatedPayment(app, orderId)).paymentId;
  const sign = (orderId: string, paymentId: string) => createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
  const status = async (orderId: string) => (await app.gql(`query($o: String!) { order(orderId: $o) { status } }`, { o: orderId })).body.data.order?.status;
  const outbox = async () => {
    await app.services.mailWorker.drain();
    try {
      return readdirSync(path.join(app.dataDir, "outbox")).map((f) => readFileSync(path.join(app.dataDir, "outbox", f), "utf8"));
    } catch {
      return [];
    }
  };
  const webhook = (body: object, opts: { secret?: string; eventId?: string } = {}) => {
    const raw = JSON.stringify(body);
    return fetch(`${app.url}/auth/api/razorpay-webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", opts.secret ?? webhookSecret)
          .update(raw)
          .digest("hex"),
        ...(opts.eventId ? { "x-razorpay-event-id": opts.eventId } : {}),
      },
      body: raw,
    });
  };
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: "captured" } } },
  });

  it("prices the cart from the catalogue and answers what the checkout script needs", async () => {
    const { data } = await start();
    expect(data.startCheckout).toMatchObject({
      amountPaise: 2 * 249900 + 99900,
      currency: "INR",
      keyId: "rzp_test_simulated",
      description: "Frame Booking",
      businessName: "Chennai Wildlife Prints",
      prefillName: "Meena Iyer",
      prefillEmail: "meena@example.in",
      prefillContact: "9840012345",
    });
    expect(data.startCheckout.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(data.startCheckout.bookingGroupId).toMatch(/^BG\d{13,16}$/);
    expect(await status(data.startCheckout.orderId)).toBe("pending_payment");
  });

  it("the REST path ignores the amount the browser sends: saveInTemp rows, then create_order", async () => {
    const group = `BG${Date.now()}42`;
    const row = (adId: string, frameId: string, quantity: number) => restCartRow(group, adId, frameId, quantity);
    for (const r of [row(kite.id, kite.frames[0].id, 3), row(robin.id, robin.frames[0].id, 1)]) {
      const res = await app.rest("POST", "/saveInTemp", { form: r });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: true });
    }
    const order = await app.rest("POST", `/create_order?id=${group}`);
    expect(order.body).toEqual({ id: expect.stringMatching(/^order_/), amount: 3 * 149900 + 99900, currency: "INR" });
    // Asking again answers the same payment order.
    expect((await app.rest("POST", `/create_order?id=${group}`)).body.id).toBe(order.body.id);
    // Once sent for payment, the group takes no more rows.
    expect((await app.rest("POST", "/saveInTemp", { form: row(robin.id, robin.frames[0].id, 1) })).status).toBe(409);
  });

  it("refuses each missing or malformed field of the checkout form with the spec's message", async () => {
    const cases: [Partial<typeof CUSTOMER>, string, string][] = [
      [{ firstName: " " }, "First name is required", "firstName"],
      [{ lastName: "" }, "Last name is required", "lastName"],
      [{ email: "" }, "Email is required", "email"],
      [{ phone: "" }, "Phone number is required", "phone"],
      [{ address: "" }, "Address is required", "address"],
      [{ city: "" }, "City is required", "city"],
      [{ state: "" }, "State is required", "state"],
      [{ pincode: "" }, "Pincode is required", "pincode"],
      [{ email: "meena at example" }, "Invalid email address", "email"],
      [{ pincode: "60009" }, "Pincode must be 6 digits", "pincode"],
      [{ phone: "12345" }, "Phone number must be a 10-digit mobile number", "phone"],
      [{ state: "Madras State" }, "Select a valid state", "state"],
      [{ state: "25" }, "Select a valid state", "state"],
    ];
    for (const [change, message, field] of cases) {
      const body = await start({ ...CUSTOMER, ...change });
      expect(body.errors[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    }
    const tampered = await start(CUSTOMER, [{ portfolioItemId: robin.id, frameId: kite.frames[0].id, quantity: 1 }]);
    expect(tampered.errors[0].extensions.code).toBe("CONFLICT");
    const zero = await start(CUSTOMER, [{ portfolioItemId: kite.id, frameId: kite.frames[0].id, quantity: 0 }]);
    expect(zero.errors[0].message).toBe("Quantity must be between 1 and 20");
  });

  it("keeps the place of supply: the state's own name and its GST code, from a name in any case or a code", async () => {
    const placed = async (state: string) => {
      const { orderId } = (await start({ ...CUSTOMER, state })).data.startCheckout;
      const order = await app.ds.getRepository(Order).findOneByOrFail({ providerOrderId: orderId });
      return [order.state, order.stateCode];
    };
    expect(await placed("  tamil NADU ")).toEqual(["Tamil Nadu", "33"]);
    expect(await placed("27")).toEqual(["Maharashtra", "27"]);
    expect(await placed("Andaman and Nicobar Islands")).toEqual(["Andaman and Nicobar Islands", "35"]);
  });

  it("refuses a forged signature and leaves the order unpaid", async () => {
    const { orderId } = (await start()).data.startCheckout;
    const forged = await app.gql(CONFIRM, { o: orderId, p: "pay_forged0000000", s: "0".repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0]).toMatchObject({ message: "Payment verification failed", extensions: { code: "BAD_USER_INPUT" } });
    // A signature made for another order does not transfer either.
    const other = (await start()).data.startCheckout.orderId;
    expect((await app.gql(CONFIRM, { o: orderId, p: "pay_x", s: sign(other, "pay_x") })).status).toBe(400);
    const rest = await app.rest("POST", "/Confirm", { json: { bookingGroupId: "x", order_id: orderId, payment_id: "pay_y", status: "success", amount: 1 } });
    expect(rest.status).toBe(400);
    expect(await status(orderId)).toBe("pending_payment");
  });

  it("accepts a correct signature once: confirming twice gives one paid order and one pair of mails", async () => {
    const before = (await outbox()).length;
    const { orderId, amountPaise } = (await start()).data.startCheckout;
    const paymentId = await capture(orderId);
    const first = await app.gql(CONFIRM, { o: orderId, p: paymentId, s: sign(orderId, paymentId) });
    expect(first.body.data.confirmPayment).toMatchObject({
      orderId,
      status: "new",
      statusLabel: "Confirmed",
      amountPaise,
      items: [
        { title: "Brahminy Kite", quantity: 2, amountPaise: 499800 },
        { title: "Indian Robin", quantity: 1 },
      ],
    });
    const again = await app.rest("POST", "/Confirm", {
      json: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId), amount: 1 },
    });
    expect(again.body).toMatchObject({ status: true, booking_status: "new" });
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => /To: meena@example\.in/.test(m) && /is confirmed/.test(m))).toBe(true);
    expect(mails.some((m) => /To: owner@chennaiwildlifeprints\.in/.test(m) && /A new order was paid/.test(m))).toBe(true);
  });

  it("confirm and webhook together give one paid order and one pair of mails", async () => {
    const before = (await outbox()).length;
    const { orderId, amountPaise } = (await start()).data.startCheckout;
    const paymentId = await capture(orderId);
    const [hook, confirm] = await Promise.all([
      webhook(captured(orderId, paymentId, amountPaise), { eventId: "evt_1" }),
      app.gql(CONFIRM, { o: orderId, p: paymentId, s: sign(orderId, paymentId) }),
    ]);
    expect(hook.status).toBe(200);
    expect(confirm.body.data.confirmPayment.status).toBe("new");
    expect((await outbox()).length - before).toBe(2);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM orders WHERE providerOrderId = ? AND status = 'new'", [orderId]);
    expect(Number(n)).toBe(1);
  });

  it("a signed webhook alone marks the order paid; a repeated event id is ignored; a bad signature is refused", async () => {
    const { orderId, amountPaise } = (await start()).data.startCheckout;
    const bad = await webhook(captured(orderId, "pay_BAD", amountPaise), { secret: "not-the-secret", eventId: "evt_bad" });
    expect(bad.status).toBe(400);
    expect(await status(orderId)).toBe("pending_payment");

    const wrongAmount = await webhook(captured(orderId, "pay_CHEAP", 100), { eventId: "evt_cheap" });
    expect(((await wrongAmount.json()) as any).handled).toBe(false);
    expect(await status(orderId)).toBe("pending_payment");

    const ok = await webhook(
      {
        event: "order.paid",
        payload: { order: { entity: { id: orderId } }, payment: { entity: { id: await capture(orderId), order_id: orderId, amount: amountPaise } } },
      },
      { eventId: "evt_2" },
    );
    expect(((await ok.json()) as any).handled).toBe(true);
    expect(await status(orderId)).toBe("new");
    const repeat = await webhook({ event: "order.paid", payload: {} }, { eventId: "evt_2" });
    expect(((await repeat.json()) as any).handled).toBe(false);
  });

  /** A payment the provider declined: it keeps it as failed, as Razorpay does. */
  const decline = (orderId: string, amountPaise: number) => (app.services.payments as SimulatedProvider).decline(orderId, amountPaise);
  const failedEvent = (orderId: string, paymentId: string, amount: number) => ({
    event: "payment.failed",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: "failed" } } },
  });

  it("a payment.failed webhook marks the order payment failed; a later capture still pays it; each move is in its history", async () => {
    const { orderId, amountPaise } = (await start()).data.startCheckout;
    const failed = await webhook(failedEvent(orderId, await decline(orderId, amountPaise), amountPaise), { eventId: "evt_failed" });
    expect(((await failed.json()) as any).handled).toBe(true);
    expect(await status(orderId)).toBe("payment_failed");
    const retried = await webhook(captured(orderId, await capture(orderId), amountPaise), { eventId: "evt_retry" });
    expect(((await retried.json()) as any).handled).toBe(true);
    expect(await status(orderId)).toBe("new");
    const steps = await app.ds.query(
      "SELECT h.fromStatus AS f, h.toStatus AS t, h.actor AS a FROM order_status_changes h JOIN orders o ON o.id = h.orderId WHERE o.providerOrderId = ? ORDER BY h.id",
      [orderId],
    );
    expect(steps.map((r: { f: string | null; t: string; a: string }) => [r.f, r.t, r.a])).toEqual([
      [null, "pending_payment", "checkout"],
      ["pending_payment", "payment_failed", "payment"],
      ["payment_failed", "new", "payment"],
    ]);
  });

  it("a payment.failed is acted on only once the provider says that payment of that order failed", async () => {
    const { orderId, amountPaise } = (await start()).data.startCheckout;
    const other = (await start()).data.startCheckout;
    const handled = async (body: object, eventId: string) => ((await (await webhook(body, { eventId })).json()) as { handled: boolean }).handled;
    // A payment the provider does not know, and one it declined for another order: nothing moves.
    expect(await handled(failedEvent(orderId, "pay_MADEUP0000001", amountPaise), "evt_madeup")).toBe(false);
    expect(await handled(failedEvent(orderId, await decline(other.orderId, other.amountPaise), amountPaise), "evt_other")).toBe(false);
    expect(await status(orderId)).toBe("pending_payment");
    // A payment the provider captured (its failure reported out of order): the order is paid, not failed.
    expect(await handled(failedEvent(orderId, await capture(orderId), amountPaise), "evt_captured")).toBe(true);
    expect(await status(orderId)).toBe("new");
    // The provider's own decline: the other order's payment failed.
    expect(await handled(failedEvent(other.orderId, await decline(other.orderId, other.amountPaise), other.amountPaise), "evt_declined")).toBe(true);
    expect(await status(other.orderId)).toBe("payment_failed");
  });

  it("records 30 checkouts made at once, each once, with its own payment order", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        start({ ...CUSTOMER, phone: `97000${String(10000 + i).slice(-5)}` }, [{ portfolioItemId: kite.id, frameId: kite.frames[0].id, quantity: (i % 3) + 1 }]),
      ),
    );
    const orders = results.map((r) => r.data.startCheckout);
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(30);
    expect(new Set(orders.map((o) => o.bookingGroupId)).size).toBe(30);
    orders.forEach((o, i) => expect(o.amountPaise).toBe(149900 * ((i % 3) + 1)));
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM orders WHERE phone LIKE '97000%'");
    expect(Number(n)).toBe(30);
    const [{ n: lines }] = await app.ds.query("SELECT COUNT(*) AS n FROM order_lines l JOIN orders o ON o.id = l.orderId WHERE o.phone LIKE '97000%'");
    expect(Number(lines)).toBe(30);
  });

  it("checkouts in the same millisecond, which draw from the spec's thousand booking group ids, each get their own", async () => {
    // The clock held still: 120 ids drawn in one millisecond collide (with 99.9 % certainty).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    try {
      const results = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          start({ ...CUSTOMER, phone: `96000${String(10000 + i).slice(-5)}` }, [{ portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 }]),
        ),
      );
      expect(results.filter((r) => r.errors)).toEqual([]);
      expect(new Set(results.map((r) => r.data.startCheckout.bookingGroupId)).size).toBe(120);
    } finally {
      vi.useRealTimers();
    }
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM orders WHERE phone LIKE '96000%'");
    expect(Number(n)).toBe(120);
  });

  it("expires unpaid orders; they never show in a lookup; the simulated checkout pays only pending orders", async () => {
    const { orderId } = (await start({ ...CUSTOMER, phone: "9000000001" })).data.startCheckout;
    expect(await app.services.orders.expireUnpaid(new Date(Date.now() + 31 * 60_000))).toBeGreaterThan(0);
    expect(await status(orderId)).toBe("cancelled");
    const [expiry] = await app.ds.query(
      "SELECT h.fromStatus AS f, h.toStatus AS t, h.actor AS a, h.note AS n FROM order_status_changes h JOIN orders o ON o.id = h.orderId WHERE o.providerOrderId = ? ORDER BY h.id DESC",
      [orderId],
    );
    expect(expiry).toEqual({ f: "pending_payment", t: "cancelled", a: "system", n: "expired" });
    expect((await app.gql(`{ ordersByMobile(mobile: "9000000001") { orderId } }`)).body.data.ordersByMobile).toEqual([]);
    const pay = await fetch(`${app.url}/payments/simulated/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: orderId }),
    });
    expect(pay.status).toBe(409);
  });

  it("the simulated checkout signs a payment that confirmPayment accepts", async () => {
    const { orderId } = (await start({ ...CUSTOMER, phone: "9000000002" })).data.startCheckout;
    const script = await fetch(`${app.url}/payments/simulated-checkout.js`);
    expect(await script.text()).toContain("window.Razorpay = Razorpay");
    const res = (await (
      await fetch(`${app.url}/payments/simulated/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ order_id: orderId }),
      })
    ).json()) as any;
    expect(res).toMatchObject({ razorpay_order_id: orderId, razorpay_payment_id: expect.stringMatching(/^pay_/) });
    const ok = await app.gql(CONFIRM, { o: res.razorpay_order_id, p: res.razorpay_payment_id, s: res.razorpay_signature });
    expect(ok.body.data.confirmPayment.status).toBe("new");
  });

  it("finds paid orders by mobile number (GraphQL and REST shapes) and by id (acknowledgment)", async () => {
    const list = (await app.gql(`{ ordersByMobile(mobile: "098400 12345") { orderId status statusLabel amountPaise formattedDate items { title } } }`)).body
      .data.ordersByMobile;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((o: { status: string }) => o.status === "new")).toBe(true);
    const rest = await app.rest("GET", "/getOrdersByMobile?mobile=9840012345");
    expect(rest.body[0]).toMatchObject({ booking_process: "Confirmed", phone_number: "9840012345" });
    expect(JSON.parse(rest.body[0].items)[0]).toEqual({
      ad_title: expect.any(String),
      frame_size: expect.any(String),
      quantity: expect.any(Number),
      amount: expect.any(Number),
      edition_numbers: [],
    });

    const ack = await app.rest("GET", `/acknowledgment?orderId=${list[0].orderId}`);
    expect(ack.body).toMatchObject({
      order_id: list[0].orderId,
      booking_status: "new",
      booking_group_id: expect.stringMatching(/^BG/),
      amount: list[0].amountPaise / 100,
    });
    expect(ack.body.formatted_date).toMatch(/\d{4}/);
    expect((await app.rest("GET", "/acknowledgment?orderId=order_nope")).status).toBe(404);
    expect((await app.gql(`{ order(orderId: "order_nope") { orderId } }`)).body.data.order).toBeNull();
    const mine = (await app.gql(`query($ids: [String!]!) { ordersByIds(orderIds: $ids) { orderId } }`, { ids: [list[0].orderId, "order_nope"] })).body.data
      .ordersByIds;
    expect(mine).toEqual([{ orderId: list[0].orderId }]);
  });

  it("limits order lookups per client", async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) last = (await app.rest("GET", "/getOrdersByMobile?mobile=9840012345")).status;
    expect(last).toBe(429);
    const gql = await app.gql(`{ ordersByMobile(mobile: "9840012345") { orderId } }`);
    expect(gql.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
  });
});
