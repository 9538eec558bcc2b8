// Webhook deliveries that cannot hold the pass (issue 23, items 10, 12 and the HTTP 410 part of 15):
// every delivery has a total deadline of 10 s and reads at most a few KB of the answer; the due rows
// are taken round-robin by endpoint and a pass waits a bounded time for its sends, so one dead
// endpoint's backlog does not delay a healthy one; an endpoint that answers 410 Gone is not retried.
// Each endpoint is a real local server.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { WebhookWorker } from "./webhook-worker.js";
import { WebhookDelivery } from "./webhook.entities.js";

const CREATE = `mutation($u: String!, $e: [String!]!) { createWebhookEndpoint(url: $u, events: $e) { id } }`;
const CONTACT = `mutation($e: String!) { sendContactMessage(name: "Asha", email: $e, subject: "Framing", message: "Do you ship to Pune?") { status } }`;

/** An HTTP endpoint answering with `handle`; it remembers the requests and closes every socket when asked. */
async function endpoint(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: IncomingMessage[] = [];
  const server: Server = createHttpServer((req, res) => {
    requests.push(req);
    req.resume();
    req.on("end", () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A dead endpoint: accepts the connection and holds it, reading nothing, answering nothing. */
async function blackHole() {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    sockets,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe("webhook deliveries that cannot hold the pass", () => {
  let app: TestApp;
  let owner: string;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    app = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: "true" });
    owner = await app.token();
    // The test runs the passes itself.
    await app.services.webhookWorker.stop();
  });
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
    await app.ds.query("DELETE FROM webhook_deliveries");
    await app.ds.query("DELETE FROM webhook_endpoints");
  });
  afterAll(() => app?.close());

  const register = async (url: string, events = ["newsletter.subscribed"]) => {
    const res = await app.gql(CREATE, { u: url, e: events }, { token: owner });
    expect(res.body.errors).toBeUndefined();
    return Number(res.body.data.createWebhookEndpoint.id);
  };
  /** `n` due deliveries for an endpoint, inserted in bulk, the oldest due an hour ago. */
  const queue = async (endpointId: number, n: number, dueAt = new Date(Date.now() - 3600_000)) => {
    const rows = Array.from({ length: n }, (_, i) => ({
      endpointId,
      eventId: `msg_bulk_${endpointId}_${i}`,
      type: "newsletter.subscribed",
      body: JSON.stringify({ type: "newsletter.subscribed", timestamp: dueAt.toISOString(), data: { email: `r${i}@example.in` } }),
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: new Date(dueAt.getTime() + i),
    }));
    for (let i = 0; i < rows.length; i += 500) await app.ds.getRepository(WebhookDelivery).insert(rows.slice(i, i + 500));
  };
  const rowsOf = (endpointId: number) =>
    app.ds.query<{ id: number; status: string; attempts: number; lastStatusCode: number | null; lastResponse: string | null; nextAttemptAt: unknown }[]>(
      "SELECT id, status, attempts, lastStatusCode, lastResponse, nextAttemptAt FROM webhook_deliveries WHERE endpointId = ? ORDER BY id",
      [endpointId],
    );

  it("an endpoint that drips a byte every 9 s gets a failed attempt at the 10 s deadline, and the pass returns", { timeout: 45_000 }, async () => {
    const timers = new Set<NodeJS.Timeout>();
    const drip = await endpoint((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.flushHeaders();
      const t = setInterval(() => res.write("."), 9_000);
      timers.add(t);
      res.on("close", () => clearInterval(t));
    });
    closers.push(async () => {
      for (const t of timers) clearInterval(t);
      await drip.close();
    });
    const id = await register(drip.url);
    await queue(id, 1);
    const worker = new WebhookWorker(app.ds, true);
    const began = Date.now();
    expect(await worker.runOnce()).toBe(1);
    // The pass returns after its bounded wait; the attempt goes on to its deadline (stop() waits for it).
    await worker.stop();
    // The deadline is 10 s; a generous bound for a loaded machine, well short of a drip that never ends.
    expect(Date.now() - began).toBeLessThan(25_000);
    expect(drip.requests).toHaveLength(1);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null, lastResponse: "No complete answer within 10 s" });
    expect(row.nextAttemptAt).not.toBeNull();
  });

  it("an endpoint that streams its answer forever: a few KB are read, the connection is closed, the pass returns", { timeout: 30_000 }, async () => {
    let closed = false;
    const stream = await endpoint((_req, res) => {
      res.writeHead(503, { "content-type": "text/plain" });
      const chunk = "x".repeat(16_384);
      const more = () => {
        if (closed) return;
        if (res.write(chunk)) setImmediate(more);
        else res.once("drain", more);
      };
      res.on("close", () => (closed = true));
      more();
    });
    closers.push(stream.close);
    const id = await register(stream.url);
    await queue(id, 1);
    const worker = new WebhookWorker(app.ds, true);
    expect(await worker.runOnce()).toBe(1);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 503, lastResponse: "x".repeat(500) });
    await expect.poll(() => closed, { timeout: 5_000 }).toBe(true);
    // What is kept of an answer is at most 2 KB, however large the chunks it came in.
    closed = false;
    const attempt = await worker.post({ url: stream.url, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }, { eventId: "msg_x", body: "{}" });
    expect(attempt.statusCode).toBe(503);
    expect(attempt.response.length).toBeLessThanOrEqual(2_048);
    await expect.poll(() => closed, { timeout: 5_000 }).toBe(true);
  });

  it("an endpoint that answers 410 Gone is not retried: the delivery fails at once and says why", async () => {
    const gone = await endpoint((_req, res) => {
      res.statusCode = 410;
      res.end("this hook was removed");
    });
    closers.push(gone.close);
    const id = await register(gone.url);
    await queue(id, 1);
    const worker = new WebhookWorker(app.ds, true);
    expect(await worker.runOnce()).toBe(1);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: 410, nextAttemptAt: null });
    expect(row.lastResponse).toBe("410 Gone: the endpoint is gone for good, not retried. It answered: this hook was removed");
    expect(await worker.runOnce(new Date(Date.now() + 48 * 3600_000))).toBe(0);
    expect(gone.requests).toHaveLength(1);
  });

  it(
    "with more endpoints behind than a pass takes, the next pass goes on to the others: a healthy one waits one pass more, not for the backlogs",
    { timeout: 60_000 },
    async () => {
      const dead = await blackHole();
      closers.push(dead.close);
      const received: string[] = [];
      const healthy = await endpoint((req, res) => {
        received.push(String(req.headers["webhook-id"]));
        res.end("ok");
      });
      closers.push(healthy.close);
      // Thirty dead endpoints with ten old rows each; the healthy one registered last, its row the newest.
      const deadIds: number[] = [];
      for (let i = 0; i < 30; i++) deadIds.push(await register(`${dead.url}/${i}`));
      for (const id of deadIds) await queue(id, 10);
      const healthyId = await register(healthy.url);
      await queue(healthyId, 1, new Date(Date.now() - 1_000));

      const worker = new WebhookWorker(app.ds, true);
      closers.push(async () => {
        for (const s of dead.sockets) s.destroy();
        await worker.stop();
      });
      await worker.runOnce();
      expect(received).toHaveLength(0);
      await worker.runOnce();
      expect(await rowsOf(healthyId)).toMatchObject([{ status: "succeeded", attempts: 1 }]);
      expect(received).toHaveLength(1);
    },
  );

  it("a backlog of one healthy endpoint goes out in passes one after another, not one pass a poll", { timeout: 30_000 }, async () => {
    const received: string[] = [];
    const healthy = await endpoint((req, res) => {
      received.push(String(req.headers["webhook-id"]));
      res.end("ok");
    });
    closers.push(healthy.close);
    const id = await register(healthy.url);
    await queue(id, 40);
    const worker = new WebhookWorker(app.ds, true);
    closers.push(() => worker.stop());
    // Four of one endpoint a pass, a poll every 2 s: ten polls would take 20 s; passes that found work follow at once.
    const began = Date.now();
    worker.start();
    await expect.poll(async () => (await rowsOf(id)).filter((r) => r.status === "succeeded").length, { timeout: 15_000, interval: 100 }).toBe(40);
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(new Set(received).size).toBe(40);
    expect(received).toHaveLength(40);
  });

  it("3 000 due deliveries of a dead endpoint do not delay a healthy endpoint's new one: it goes in the first pass", { timeout: 60_000 }, async () => {
    const dead = await blackHole();
    closers.push(dead.close);
    const received: string[] = [];
    const healthy = await endpoint((req, res) => {
      received.push(String(req.headers["webhook-id"]));
      res.end("ok");
    });
    closers.push(healthy.close);
    const deadId = await register(dead.url);
    const healthyId = await register(healthy.url, ["contact.received"]);
    await queue(deadId, 3_000);
    // A buyer writes in: the event for the healthy endpoint is queued behind the 3 000.
    expect((await app.gql(CONTACT, { e: "asha@example.in" })).body.errors).toBeUndefined();
    expect(await rowsOf(healthyId)).toMatchObject([{ status: "pending", attempts: 0 }]);

    const worker = new WebhookWorker(app.ds, true);
    const began = Date.now();
    await worker.runOnce();
    const took = Date.now() - began;
    expect(await rowsOf(healthyId)).toMatchObject([{ status: "succeeded", attempts: 1, lastStatusCode: 200 }]);
    // The pass waited a bounded time for the dead endpoint's sends (2 s), not for their 10 s deadline.
    expect(took).toBeLessThan(9_000);
    expect(received).toHaveLength(1);
    // The dead endpoint got a few of its rows, not the whole batch: the pass was shared between endpoints.
    expect(dead.sockets.size).toBeGreaterThan(0);
    expect(dead.sockets.size).toBeLessThan(20);

    // The sends still running end with the dead endpoint's connections, recorded as failed attempts.
    const held = dead.sockets.size;
    for (const s of dead.sockets) s.destroy();
    await worker.stop();
    const attempted = (await rowsOf(deadId)).filter((r) => r.attempts > 0);
    expect(attempted).toHaveLength(held);
    expect(attempted.every((r) => r.status === "pending" && r.attempts === 1 && r.lastStatusCode === null)).toBe(true);
  });
});
