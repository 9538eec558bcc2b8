// Webhooks: an endpoint registered by the owner receives the events it asked for, each a JSON POST
// signed by the Standard Webhooks scheme and verified here with the standardwebhooks package; a
// failing endpoint is retried with the same webhook-id and never sent to again after a success; two
// instances send each delivery once; a delivery left by a stopped instance is sent by another; the
// owner redelivers one; private addresses are refused unless WEBHOOKS_ALLOW_PRIVATE is set.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../app/app.js";
import { createPrint, placePaidOrder, secondInstance, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { WebhookWorker } from "./webhook-worker.js";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An integrator's endpoint: records every request, answers with the next status of `answers` (200 once they run out). */
async function receiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode === 200 ? "ok" : "endpoint is down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const CREATE = `mutation($u: String!, $e: [String!]!) { createWebhookEndpoint(url: $u, events: $e) { id secret endpoint { url events } } }`;
const CONTACT = `mutation($e: String!) { sendContactMessage(name: "Asha", email: $e, subject: "Framing", message: "Do you ship to Pune?") { status } }`;

describe("webhooks", () => {
  let app: TestApp;
  let second: RunningApp | undefined;
  let owner: string;
  let hook: Awaited<ReturnType<typeof receiver>>;
  let secret: string;
  let endpointId: string;
  let print: { id: string; frames: { id: string }[] };

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, WEBHOOKS_ALLOW_PRIVATE: "true" });
    owner = await app.token();
    hook = await receiver();
    print = await createPrint(app, "Purple Heron", [1499]);
    const res = await app.gql(
      CREATE,
      { u: hook.url, e: ["order.paid", "order.status_changed", "contact.received", "newsletter.subscribed"] },
      { token: owner },
    );
    expect(res.body.errors).toBeUndefined();
    ({ id: endpointId, secret } = res.body.data.createWebhookEndpoint);
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
    await hook?.close();
  });

  const deliveries = async (where = "1 = 1", params: unknown[] = []) =>
    app.ds.query<{ id: number; eventId: string; type: string; status: string; attempts: number; lastStatusCode: number | null }[]>(
      `SELECT id, eventId, type, status, attempts, lastStatusCode FROM webhook_deliveries WHERE ${where} ORDER BY id`,
      params,
    );
  const verified = (r: Received) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; timestamp: string; data: any };

  it("answers the secret once, as whsec_<base64>, and refuses unknown events", async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await app.gql(`{ allWebhookEndpoints { id url events } }`, {}, { token: owner });
    expect(list.body.data.allWebhookEndpoints).toEqual([
      { id: endpointId, url: hook.url, events: ["order.paid", "order.status_changed", "contact.received", "newsletter.subscribed"] },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const bad = await app.gql(CREATE, { u: hook.url, e: ["order.shipped"] }, { token: owner });
    expect(bad.body.errors[0].message).toMatch(/^Unknown event "order.shipped"/);
  });

  it("a paid order sends order.paid and order.status_changed, signed by Standard Webhooks, verified with the standardwebhooks package", async () => {
    const placed = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const events = hook.received.map(verified);
    const paid = events.find((e) => e.type === "order.paid")!;
    expect(paid.data).toMatchObject({
      orderId: placed.orderId,
      bookingGroupId: placed.bookingGroupId,
      status: "new",
      previousStatus: "pending_payment",
      amountPaise: 149_900,
      currency: "INR",
    });
    expect(paid.data.invoiceNumber).toMatch(/^WBP\//);
    expect(events.map((e) => e.type).sort()).toEqual(["order.paid", "order.status_changed"]);
    const first = hook.received[0];
    expect(first.headers["webhook-id"]).toMatch(/^msg_/);
    expect(Math.abs(Number(first.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    expect(first.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(first.headers["content-type"]).toBe("application/json");
    // A changed body does not verify.
    expect(() => new Webhook(secret).verify(first.body.replace("149900", "1"), first.headers as Record<string, string>)).toThrow();
    // The endpoint has answered, but the worker records the outcome after the answer: wait until both
    // attempts are recorded (a failed first attempt would read pending/1, then succeeded/2, never this).
    await expect.poll(async () => (await deliveries()).map((d) => `${d.status}/${d.attempts}`), { timeout: 10_000 }).toEqual(["succeeded/1", "succeeded/1"]);
  });

  it("a failing endpoint is retried later with the same webhook-id, and never sent to again after a success", async () => {
    hook.received.length = 0;
    hook.answers.push(500);
    await app.gql(CONTACT, { e: "asha@example.in" });
    await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBe(1);
    const [pending] = await deliveries("type = 'contact.received'");
    await expect.poll(async () => (await deliveries("id = ?", [pending.id]))[0].attempts).toBe(1);
    expect((await deliveries("id = ?", [pending.id]))[0]).toMatchObject({ status: "pending", lastStatusCode: 500 });
    const [row] = await app.ds.query("SELECT lastResponse, nextAttemptAt FROM webhook_deliveries WHERE id = ?", [pending.id]);
    expect(row.lastResponse).toBe("endpoint is down");
    expect(new Date(row.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 5_000);

    // Ten seconds on, the retry goes, with the same id; a success ends it.
    const worker = new WebhookWorker(app.ds, true);
    expect(await worker.runOnce(new Date(Date.now() + 11_000))).toBe(1);
    // A pass waits a bounded time for its sends; a send still running goes on, so wait for it before reading.
    await worker.sendsUnderWay();
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1].headers["webhook-id"]).toBe(hook.received[0].headers["webhook-id"]);
    expect(verified(hook.received[1]).data).toMatchObject({ name: "Asha", email: "asha@example.in", subject: "Framing" });
    expect((await deliveries("id = ?", [pending.id]))[0]).toMatchObject({ status: "succeeded", attempts: 2, lastStatusCode: 200 });
    expect(await worker.runOnce(new Date(Date.now() + 48 * 3600_000))).toBe(0);
    expect(hook.received).toHaveLength(2);
  });

  it("gives up after 24 hours of failures", async () => {
    hook.received.length = 0;
    hook.answers.push(...Array(20).fill(503));
    const app2Worker = new WebhookWorker(app.ds, true);
    await app.services.webhookWorker.stop();
    try {
      await app.gql(CONTACT, { e: "ravi@example.in" });
      const [d] = await deliveries("type = 'contact.received' AND status = 'pending'");
      let at = Date.now();
      for (let i = 0; i < 15 && (await deliveries("id = ?", [d.id]))[0].status === "pending"; i++) {
        await app2Worker.runOnce(new Date(at));
        await app2Worker.sendsUnderWay();
        at += 4 * 3600_000;
      }
      const [done] = await deliveries("id = ?", [d.id]);
      expect(done.status).toBe("failed");
      expect(done.attempts).toBeGreaterThan(5);
      expect(done.attempts).toBeLessThan(15);
    } finally {
      hook.answers.length = 0;
      app.services.webhookWorker.start();
    }
  });

  it("the owner redelivers one: the same id and body, signed anew", async () => {
    const [d] = await deliveries("type = 'order.paid'");
    hook.received.length = 0;
    const res = await app.gql(`mutation($id: ID!) { redeliverWebhook(id: $id) { id status } }`, { id: String(d.id) }, { token: owner });
    expect(res.body.errors).toBeUndefined();
    await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBe(1);
    expect(hook.received[0].headers["webhook-id"]).toBe(d.eventId);
    expect(verified(hook.received[0]).type).toBe("order.paid");
    const list = await app.gql(
      `{ allWebhookDeliveries(filter: { status: "succeeded" }) { id type attempts lastStatusCode lastResponse } }`,
      {},
      { token: owner },
    );
    expect(list.body.data.allWebhookDeliveries.find((x: { id: string }) => x.id === String(d.id))).toMatchObject({
      attempts: 2,
      lastStatusCode: 200,
      lastResponse: "ok",
    });
  });

  it("two instances send each delivery once; one left by a stopped instance is sent by the other", async () => {
    second = await secondInstance(app, { RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, WEBHOOKS_ALLOW_PRIVATE: "true" });
    hook.received.length = 0;
    const before = (await deliveries("status = 'succeeded'")).length;
    // Six subscriptions and six contact messages: each form allows a visitor ten, counted across instances.
    const form = (i: number) =>
      i < 6
        ? `mutation { subscribeNewsletter(email: "reader${i}@example.in", firstName: "R", lastName: "${i}") { status } }`
        : `mutation { sendContactMessage(name: "Reader ${i}", email: "reader${i}@example.in", subject: "Prints", message: "Hello") { status } }`;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${i % 2 ? second!.url : app.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: form(i) }),
        }),
      ),
    );
    // A subscription is an event once its address is confirmed (double opt-in): each confirmed on either instance.
    const tokens = await app.ds.query<{ confirmToken: string }[]>(
      "SELECT confirmToken FROM newsletter_subscribers WHERE email LIKE 'reader%' AND status = 'pending'",
    );
    expect(tokens).toHaveLength(6);
    await Promise.all(
      tokens.map(({ confirmToken }, i) =>
        fetch(`${i % 2 ? second!.url : app.url}/newsletter/confirm`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ token: confirmToken }).toString(),
        }),
      ),
    );
    await expect.poll(async () => (await deliveries("status = 'succeeded'")).length, { timeout: 15_000 }).toBe(before + 12);
    await new Promise((r) => setTimeout(r, 2_500));
    const ids = hook.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);

    // The first instance stops sending (as if it stopped); what it queued is sent by the second.
    await app.services.webhookWorker.stop();
    await second.services.webhookWorker.stop();
    hook.received.length = 0;
    await app.gql(CONTACT, { e: "left@example.in" });
    expect((await deliveries("status = 'pending'")).length).toBe(1);
    second.services.webhookWorker.start();
    await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBe(1);
    expect(verified(hook.received[0]).data.email).toBe("left@example.in");
    app.services.webhookWorker.start();
  });

  it("a refused write sends nothing", async () => {
    const before = (await deliveries()).length;
    const bad = await app.gql(`mutation { sendContactMessage(name: "", email: "x@y.in", subject: "s", message: "m") { status } }`);
    expect(bad.body.errors[0].message).toBe("Please fill in all required fields");
    expect((await deliveries()).length).toBe(before);
  });
});

describe("webhook addresses", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("must be https to a public address unless WEBHOOKS_ALLOW_PRIVATE is set, checked when registered and again when sent", async () => {
    const token = await app.token();
    const create = (u: string) => app.gql(CREATE, { u, e: ["order.paid"] }, { token });
    expect((await create("http://example.in/hooks")).body.errors[0].message).toBe("Webhook endpoints must use https");
    for (const u of ["https://127.0.0.1/hooks", "https://localhost/hooks", "https://10.0.0.8/hooks", "https://169.254.169.254/latest", "https://[::1]/hooks"])
      expect((await create(u)).body.errors[0].message).toMatch(/resolves to a private, loopback or link-local address/);
    expect((await create("not a url")).body.errors[0].message).toBe("Enter the endpoint's full URL, e.g. https://example.in/hooks/shop");
    expect(await app.ds.query("SELECT COUNT(*) AS n FROM webhook_endpoints")).toEqual([{ n: expect.anything() }]);
    expect(Number((await app.ds.query("SELECT COUNT(*) AS n FROM webhook_endpoints"))[0].n)).toBe(0);
    // At send time too: a name that resolves to a private address is refused by the connection's lookup.
    const attempt = await new WebhookWorker(app.ds, false).post(
      { url: "https://localhost:9/hooks", secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" },
      { eventId: "msg_x", body: "{}" },
    );
    expect(attempt).toEqual({ statusCode: null, response: "localhost resolves to a private address: refused" });
  });
});
