import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, startTestApp, type TestApp } from "../../test/harness.js";
import { LiveProvider } from "./payment-provider.js";
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
    const provider = new LiveProvider("rzp_test_LiveModeKey01", "live-secret-for-tests", () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error("Cannot find module 'razorpay'")) : import("razorpay");
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
