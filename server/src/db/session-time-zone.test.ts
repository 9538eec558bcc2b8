// Issue 42 item 21: MariaDB on a host set to India time (its global time_zone +05:30). The driver's
// `timezone: "Z"` converts only the values the app sends and reads; what the server fills itself
// (`DEFAULT CURRENT_TIMESTAMP` of createdAt/updatedAt) is in the session's zone. Every pooled
// connection sets its session to UTC, so those columns read the instant they were written, and the
// reconciliation and the refund sweep, which compare them with the app's clock, ask after one minute,
// not five and a half hours later. A private MariaDB of the test's own: the shared one's globals stay.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, dialect, placePaidOrder, simulatedPayment, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { canRunPrivateMariaDb, startPrivateMariaDb, type PrivateMariaDb } from "../../test/private-mariadb.js";
import type { SimulatedProvider, WebhookSink } from "../payments/payment-provider.js";

const MINUTE = 60_000;
/** The database's clock and the app's are the same machine's; a second of slack for rounding. */
const SLACK = 1_000;

describe.runIf(dialect === "mysql" && canRunPrivateMariaDb)("MariaDB whose global time zone is +05:30", () => {
  let db: PrivateMariaDb;
  let app: TestApp;
  let print: Awaited<ReturnType<typeof createPrint>>;

  beforeAll(async () => {
    db = await startPrivateMariaDb({ args: ["--default-time-zone=+05:30"] });
    app = await startTestApp({ DATABASE_URL: await db.createDatabase("shop_india_time"), RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    print = await createPrint(app, "Indian Roller", [1299]);
  });
  afterAll(async () => {
    await app?.close();
    await db?.remove();
  });

  it("the server's global zone is India's, and every connection of the app's pool speaks UTC", async () => {
    const [global] = await app.ds.query("SELECT @@global.time_zone AS zone");
    expect(global.zone).toBe("+05:30");
    // As many at once as the pool holds: each answer comes from a connection of its own.
    const zones = await Promise.all(Array.from({ length: 10 }, () => app.ds.query("SELECT @@session.time_zone AS zone, SLEEP(0.05) AS s")));
    expect(zones.map(([z]) => z.zone)).toEqual(Array(10).fill("+00:00"));
  });

  it("createdAt and updatedAt, filled by the server, read the instant they were written", async () => {
    const before = Date.now();
    const started = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: CUSTOMER,
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    const after = Date.now();
    const orderId = started.body.data.startCheckout.orderId as string;
    const [row] = await app.ds.query("SELECT createdAt, updatedAt FROM orders WHERE providerOrderId = ?", [orderId]);
    for (const at of [row.createdAt as Date, row.updatedAt as Date]) {
      expect(at.getTime()).toBeGreaterThanOrEqual(before - SLACK);
      expect(at.getTime()).toBeLessThanOrEqual(after + SLACK);
    }
    const [{ created }] = await app.ds.query("SELECT createdAt AS created FROM portfolio_items WHERE id = ?", [print.id]);
    expect((created as Date).getTime()).toBeLessThanOrEqual(after + SLACK);
  });

  it("a payment whose confirmation never came is reconciled after its first minute, not hours later", async () => {
    const started = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: CUSTOMER,
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    const orderId = started.body.data.startCheckout.orderId as string;
    await simulatedPayment(app, orderId); // captured at the provider; the buyer's confirmation is lost
    expect(await app.services.orders.reconcilePayments(new Date(Date.now() + 2 * MINUTE))).toBe(1);
    const [order] = await app.ds.query("SELECT status FROM orders WHERE providerOrderId = ?", [orderId]);
    expect(order.status).toBe("new");
  });

  it("a refund left pending is asked about by the sweep after its first minute, not hours later", async () => {
    const placed = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    const provider = app.services.payments as SimulatedProvider;
    const sink = provider.webhookSink as WebhookSink;
    provider.webhookSink = undefined; // no webhook: only the sweep's question can settle it
    try {
      const res = await app.gql(
        `mutation($o: String!, $a: Int!, $r: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: $a, reason: $r, idempotencyKey: $k) { refunds { status } } }`,
        { o: placed.orderId, a: 10_000, r: "Bent frame", k: randomUUID() },
        { token: await app.token() },
      );
      expect(res.body.data.refundOrder.refunds).toEqual([{ status: "pending" }]);
      expect(await app.services.refunds.sweep(new Date(Date.now() + 2 * MINUTE))).toEqual({ asked: 1, settled: 1 });
    } finally {
      provider.webhookSink = sink;
    }
  });
});
