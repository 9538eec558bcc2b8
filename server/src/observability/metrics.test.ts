import { createHmac } from "node:crypto";
import { Readable } from "node:stream";
import { getMetricsFromStream, type PromData, type PromHistogramData, type PromMetrics } from "prom2javascript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/child-server.js";
import { createPrint, CUSTOMER, placePaidOrder, raw, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import type { SimulatedProvider } from "../payments/payment-provider.js";

const METRICS_TOKEN = "prometheus-scraper-token-0123456789";

describe("/metrics", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Mail to an SMTP server that is not there: the mails wait in their outbox, which the gauges count.
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, WEBHOOKS_ALLOW_PRIVATE: "true", METRICS_TOKEN, SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => app?.close());

  const scrape = async (headers: Record<string, string> = {}) => raw(app.url, "/metrics", { headers });
  /**
   * The scrape parsed by a Prometheus text-format parser (which throws on a malformed line). That
   * parser knows no NaN, which the format allows (a mean of no samples): such a sample must be spelled
   * exactly `NaN`, and is set aside before parsing.
   */
  const parse = (text: string) => {
    const notANumber = /^(\w+)(\{[^}]*\})? (\S*nan\S*)$/gim;
    for (const [line, , , spelled] of text.matchAll(notANumber)) if (spelled !== "NaN") throw new Error(`Unable to parse metric [${line}]`);
    return getMetricsFromStream(Readable.from([text.replace(notANumber, "")]));
  };
  const family = (families: PromMetrics, name: string) => {
    const found = families[name];
    if (!found) throw new Error(`no ${name} in /metrics`);
    return found;
  };
  const value = (families: PromMetrics, name: string, labels: Record<string, string> = {}) =>
    (family(families, name).data as PromData[]).find((m) => Object.entries(labels).every(([k, v]) => m.labels[k] === v))?.value;
  const series = (families: PromMetrics, name: string) => family(families, name).data as PromHistogramData[];

  it("answers the machine itself in Prometheus's text format: requests, GraphQL operations, the pool, the outbox, payments, the process", async () => {
    const token = await app.token();
    // An endpoint that refuses: the order.paid delivery waits in the outbox, to be retried.
    const closedPort = await freePort();
    const endpoint = await app.gql(
      `mutation($u: String!) { createWebhookEndpoint(url: $u, events: ["order.paid"]) { id } }`,
      { u: `http://127.0.0.1:${closedPort}/hook` },
      { token },
    );
    expect(endpoint.body.errors).toBeUndefined();
    const print = await createPrint(app, "Little Cormorant", [1999]);
    const cart = [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }];
    await placePaidOrder(app, cart);
    // Another buyer's payment is declined (Razorpay's signed payment.failed).
    const declined = (
      await app.gql(`mutation Checkout($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId amountPaise } }`, {
        c: { ...CUSTOMER, email: "asha@example.in" },
        i: cart,
      })
    ).body.data.startCheckout;
    const secret = (app.services.orders as unknown as { secrets: { webhookSecret: string } }).secrets.webhookSecret;
    const event = JSON.stringify({
      event: "payment.failed",
      // A payment the provider declined: the shop believes the event once the provider says so.
      payload: {
        payment: {
          entity: {
            id: await (app.services.payments as SimulatedProvider).decline(declined.orderId, declined.amountPaise),
            order_id: declined.orderId,
            amount: declined.amountPaise,
          },
        },
      },
    });
    const hook = await fetch(`${app.url}/auth/api/razorpay-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": createHmac("sha256", secret).update(event).digest("hex") },
      body: event,
    });
    expect(hook.status).toBe(200);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = await parse(res.body.toString());

    expect(family(families, "http_request_duration_seconds").type).toBe("histogram");
    const http = series(families, "http_request_duration_seconds");
    expect(http.find((m) => m.labels.route === "/graphql" && m.labels.method === "POST" && m.labels.status_code === "200")?.count).toBeGreaterThan(3);
    expect(http.find((m) => m.labels.route === "/auth/api/razorpay-webhook" && m.labels.status_code === "200")?.count).toBe(1);
    expect(family(families, "graphql_operation_duration_seconds").type).toBe("histogram");
    expect(series(families, "graphql_operation_duration_seconds").find((m) => m.labels.operation === "Checkout" && m.labels.type === "mutation")?.count).toBe(
      1,
    );
    expect(value(families, "db_pool_connections", { state: "max" })).toBeGreaterThanOrEqual(1);
    expect(value(families, "db_pool_waiting")).toBe(0);
    expect(value(families, "outbox_backlog", { outbox: "webhooks" })).toBe(1);
    expect(value(families, "outbox_oldest_age_seconds", { outbox: "webhooks" })).toBeGreaterThanOrEqual(0);
    const [{ n: waitingMails }] = await app.ds.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending'");
    expect(Number(waitingMails)).toBeGreaterThan(0);
    expect(value(families, "outbox_backlog", { outbox: "mail" })).toBe(Number(waitingMails));
    expect(value(families, "outbox_oldest_age_seconds", { outbox: "mail" })).toBeGreaterThanOrEqual(0);
    expect(family(families, "orders_paid_total").type).toBe("counter");
    expect(value(families, "orders_paid_total")).toBe(1);
    expect(value(families, "payment_failures_total", { reason: "declined" })).toBe(1);
    expect(value(families, "payment_failures_total", { reason: "provider_error" })).toBe(0);
    expect(value(families, "http_requests_in_flight")).toBeGreaterThanOrEqual(1);
    for (const name of ["process_cpu_seconds_total", "process_resident_memory_bytes", "nodejs_eventloop_lag_seconds", "nodejs_heap_size_used_bytes"])
      family(families, name);
  });

  it("stays parseable when scrapes come faster than the event loop is sampled (a mean of no samples is NaN)", async () => {
    const bodies = await Promise.all(Array.from({ length: 6 }, async () => (await scrape()).body.toString()));
    // Most of them come too soon for a sample of the event loop; each is still read as the format says.
    for (const body of bodies) await parse(body);
  });

  it("times each operation of a document under its own name, whether express or the public cache answered it", async () => {
    const query = "query FooterA { businessSettings { name } } query FooterB { businessSettings { city } }";
    const ask = (operationName: string) =>
      raw(app.url, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, operationName }) });
    const cached: unknown[] = [];
    for (const name of ["FooterA", "FooterB", "FooterA", "FooterB", "FooterB"]) cached.push((await ask(name)).headers["x-cache"]);
    expect(cached).toEqual(["MISS", "MISS", "HIT", "HIT", "HIT"]);
    const families = await parse((await scrape()).body.toString());
    const count = (operation: string) => series(families, "graphql_operation_duration_seconds").find((m) => m.labels.operation === operation)?.count;
    expect([count("FooterA"), count("FooterB")]).toEqual([2, 3]);
  });

  it("is the ordinary 404 for a caller that is not this machine, unless it brings METRICS_TOKEN", async () => {
    const notFound = await raw(app.url, "/no-such-path");
    // Relayed by a proxy (X-Forwarded-For, Forwarded or X-Real-IP): not the machine itself.
    const proxies: Record<string, string>[] = [{ "x-forwarded-for": "203.0.113.9" }, { forwarded: "for=203.0.113.9" }, { "x-real-ip": "203.0.113.9" }];
    for (const proxied of proxies) {
      const res = await scrape(proxied);
      expect(res.status).toBe(404);
      // The very answer of a path that does not exist: nothing says /metrics is there. (The page names
      // its own path where it links to itself in the other language, as any missing page does.)
      expect(res.body.toString()).toBe(notFound.body.toString().replaceAll("/no-such-path", "/metrics"));
    }
    expect((await scrape({ "x-forwarded-for": "203.0.113.9", authorization: "Bearer not-the-token-at-all-000000" })).status).toBe(404);
    expect((await scrape({ authorization: "Bearer not-the-token-at-all-000000" })).status).toBe(404);
    const allowed = await scrape({ "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${METRICS_TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.body.toString()).toMatch(/^# HELP /m);
  });
});
