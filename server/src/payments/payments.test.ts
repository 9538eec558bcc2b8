import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, secondInstance, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { AppError } from "../core/errors.js";
import { Order } from "../orders/order.entity.js";
import { LiveProvider, PROVIDER_TIMEOUT_MS, REFUND_NOT_MADE_AFTER_MS } from "./payment-provider.js";
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature, webhookSignature } from "./signature.js";

describe("Razorpay signatures", () => {
  it("verify HMAC-SHA256 of order_id|payment_id with the key secret, and nothing else", () => {
    // Razorpay's documented construction: hex HMAC-SHA256 over "order_id|payment_id".
    const sig = paymentSignature("order_IluGWxBm9U8zJ8", "pay_IH4NVgf4Dreq1l", "secret");
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyPaymentSignature("order_IluGWxBm9U8zJ8", "pay_IH4NVgf4Dreq1l", sig, "secret")).toBe(true);
    expect(verifyPaymentSignature("order_IluGWxBm9U8zJ8", "pay_IH4NVgf4Dreq1l", sig.toUpperCase(), "secret")).toBe(true);
    expect(verifyPaymentSignature("order_IluGWxBm9U8zJ8", "pay_other", sig, "secret")).toBe(false);
    expect(verifyPaymentSignature("order_IluGWxBm9U8zJ8", "pay_IH4NVgf4Dreq1l", sig, "other-secret")).toBe(false);
    for (const bad of [undefined, null, 42, "", "zz", sig.slice(1), `${sig}00`])
      expect(verifyPaymentSignature("order_IluGWxBm9U8zJ8", "pay_IH4NVgf4Dreq1l", bad, "secret")).toBe(false);
  });

  it("verify a webhook over its raw bytes", () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const sig = webhookSignature(body, "whsec");
    expect(verifyWebhookSignature(body, sig, "whsec")).toBe(true);
    expect(verifyWebhookSignature(Buffer.from('{"event": "payment.captured"}'), sig, "whsec")).toBe(false);
  });
});

describe("live mode, with no way to reach Razorpay", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_ID: "rzp_test_LiveModeKey01", RAZORPAY_KEY_SECRET: "live-secret-for-tests" });
  });
  afterAll(() => app?.close());

  it("loads Razorpay's checkout.js, allowed by the CSP, and serves no simulated checkout", async () => {
    const config = (await app.gql(`{ checkoutConfig { mode keyId scriptUrl } }`)).body.data.checkoutConfig;
    expect(config).toEqual({ mode: "live", keyId: "rzp_test_LiveModeKey01", scriptUrl: "https://checkout.razorpay.com/v1/checkout.js" });
    const res = await fetch(`${app.url}/healthz`);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect((await fetch(`${app.url}/payments/simulated/pay`, { method: "POST" })).status).toBe(404);
  });

  it("answers a clear 502 when the provider cannot create the order, and the order never shows", async () => {
    const print = await createPrint(app, "Kite", [1499]);
    const res = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: CUSTOMER,
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    expect(res.status).toBe(502);
    expect(res.body.errors[0]).toMatchObject({
      message: "The payment service is not reachable right now. Please try again in a minute.",
      extensions: { code: "PAYMENT_PROVIDER_ERROR" },
    });
    const rows = await app.ds.query("SELECT status, cancelReason FROM orders");
    expect(rows).toEqual([{ status: "cancelled", cancelReason: "payment_provider_error" }]);
  });

  it("refuses webhooks while RAZORPAY_WEBHOOK_SECRET is unset", async () => {
    const res = await fetch(`${app.url}/auth/api/razorpay-webhook`, { method: "POST", body: "{}", headers: { "x-razorpay-signature": "0".repeat(64) } });
    expect(res.status).toBe(503);
  });
});

describe("the live provider's SDK", () => {
  it("is loaded again for the next order after a load that failed (a failed import is not remembered)", async () => {
    let loads = 0;
    // The real module, behind a first load that fails as an interrupted install or a full disk would make it fail.
    const provider = new LiveProvider("rzp_test_LiveModeKey01", "live-secret-for-tests", {
      load: () => {
        loads += 1;
        return loads === 1 ? Promise.reject(new Error("Cannot find module 'razorpay'")) : import("razorpay");
      },
    });
    await expect(provider.createOrder(149900, "BG1", {})).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
    expect(loads).toBe(1);
    // The next order loads the SDK again (here it then fails only because Razorpay cannot be reached from a test).
    await expect(provider.createOrder(149900, "BG2", {})).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
    expect(loads).toBe(2);
    await expect(provider.createOrder(149900, "BG3", {})).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
    expect(loads).toBe(2);
  });

  it("a payment it cannot ask Razorpay about is an error (502), never taken for a payment Razorpay does not hold", async () => {
    const provider = new LiveProvider("rzp_test_LiveModeKey01", "live-secret-for-tests");
    await expect(provider.payment("pay_IH4NVgf4Dreq1l")).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
  });
});

/** A Razorpay that takes every request and never answers (a stalled network, a hung gateway): a real local HTTP server. */
async function silentRazorpay() {
  const requests: { method: string; url: string; headers: IncomingHttpHeaders; open: boolean }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req) => {
    const seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, open: true };
    requests.push(seen);
    // The client gave up: the request was ended by the shop, never answered.
    req.socket.once("close", () => (seen.open = false));
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.once("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the live provider against a Razorpay that never answers (issue 42 review, finding 4)", () => {
  let razorpay: Awaited<ReturnType<typeof silentRazorpay>>;
  beforeAll(async () => {
    razorpay = await silentRazorpay();
  });
  afterAll(() => razorpay?.close());

  it("every SDK call ends with its timeout: a refund's outcome is unknown (not a refusal), the other questions are errors; the timeout is far under the refunds' 15 minutes", async () => {
    // A shorter timeout here, for the test to end soon (yet long enough for a busy machine to connect); production's is PROVIDER_TIMEOUT_MS.
    const provider = new LiveProvider("rzp_test_LiveModeKey01", "live-secret-for-tests", { apiUrl: razorpay.url, timeoutMs: 3_000 });
    const refund = { paymentId: "pay_Silent00000001", amountPaise: 149_900, receipt: "BG1-R1", notes: {}, idempotencyKey: "refund-BG1-R1-silent" };
    const outcomes = await Promise.allSettled([
      provider.refund(refund),
      provider.refundsOf("pay_Silent00000001"),
      provider.payment("pay_Silent00000001"),
      provider.orderPayments("order_Silent0000001"),
      provider.capturedPayment("order_Silent0000001"),
      provider.createOrder(149_900, "BG1", {}),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(Array(6).fill("rejected"));
    const [refunded, listed, payment, , , created] = outcomes.map((o) => (o as PromiseRejectedResult).reason);
    // No answer is not a refusal: the refund stays pending until the provider is asked (refund.service.ts's send()).
    expect(refunded).toBeInstanceOf(Error);
    expect(refunded).not.toBeInstanceOf(AppError);
    expect(listed).not.toBeInstanceOf(AppError);
    expect(payment).toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
    expect(created).toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
    // Each reached Razorpay (here, the silent one) and was ended by the shop, not by the server.
    expect(razorpay.requests.map((r) => `${r.method} ${r.url.replace(/\?.*/, "")}`).sort()).toEqual(
      [
        "POST /v1/payments/pay_Silent00000001/refund",
        "GET /v1/payments/pay_Silent00000001/refunds",
        "GET /v1/payments/pay_Silent00000001",
        "GET /v1/orders/order_Silent0000001/payments",
        "GET /v1/orders/order_Silent0000001/payments",
        "POST /v1/orders",
      ].sort(),
    );
    await expect.poll(() => razorpay.requests.filter((r) => r.open).length, { timeout: 20_000 }).toBe(0);
    expect(razorpay.requests.find((r) => r.method === "POST" && r.url.endsWith("/refund"))?.headers["x-refund-idempotency"]).toBe("refund-BG1-R1-silent");
    // Production's timeout: a request still on its way when the sweeps decide a refund was never made is impossible.
    expect(new LiveProvider("rzp_test_LiveModeKey01", "live-secret-for-tests").timeoutMs).toBe(PROVIDER_TIMEOUT_MS);
    expect(PROVIDER_TIMEOUT_MS).toBeGreaterThan(0);
    expect(PROVIDER_TIMEOUT_MS * 10).toBeLessThanOrEqual(REFUND_NOT_MADE_AFTER_MS);
  });
});

describe("a start while Razorpay never answers (issue 42 review, finding 4)", () => {
  let app: TestApp;
  let razorpay: Awaited<ReturnType<typeof silentRazorpay>>;
  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    razorpay = await silentRazorpay();
  });
  afterAll(async () => {
    await razorpay?.close();
    await app?.close();
  });

  it("the server is ready while the first sweep's question to the provider is still unanswered", async () => {
    // An order made two minutes ago whose payment never came: the first sweep asks Razorpay about it.
    const print = await createPrint(app, "Kite", [1499]);
    const res = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: CUSTOMER,
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    const { orderId } = res.body.data.startCheckout as { orderId: string };
    await app.ds.getRepository(Order).update({ providerOrderId: orderId }, { createdAt: new Date(Date.now() - 2 * 60_000) });
    // A second instance starts with a live provider whose requests wait far longer than this test runs.
    const live = new LiveProvider("rzp_test_LiveModeKey01", "live-secret-for-tests", { apiUrl: razorpay.url, timeoutMs: 600_000 });
    const other = await secondInstance(app, {}, { paymentProvider: live });
    try {
      expect((await fetch(`${other.url}/healthz`)).status).toBe(200);
      // Its first sweep asked, and is still waiting: the start did not wait for it.
      await expect.poll(() => razorpay.requests.map((r) => r.url), { timeout: 20_000 }).toContain(`/v1/orders/${orderId}/payments`);
      expect(razorpay.requests.find((r) => r.url === `/v1/orders/${orderId}/payments`)?.open).toBe(true);
    } finally {
      await razorpay.close(); // the question ends unanswered, and the sweep goes on to its end
      await other.close();
    }
  });
});
