/**
 * The claims of the webhook outbox, against real local HTTP endpoints: the owner's redelivery does
 * not take the claim of a delivery being sent; a delivery that fails before it is POSTed (its
 * endpoint cannot be read) counts its attempts and is given up after 24 hours; and a pass waits for
 * every delivery it started, even when one of them failed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { WebhookWorker } from "./webhook-worker.js";

/** An integrator's endpoint that holds each request until `release()` (or answers after `delayMs`). */
async function endpoint(delayMs = 0) {
  const received: string[] = [];
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      const answer = () => res.end("ok");
      if (delayMs) setTimeout(answer, delayMs);
      else held.push(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    held,
    release: () => held.splice(0).forEach((answer) => answer()),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const CREATE = `mutation($u: String!, $e: [String!]!) { createWebhookEndpoint(url: $u, events: $e) { id } }`;
const CONTACT = `mutation($e: String!) { sendContactMessage(name: "Asha", email: $e, subject: "Framing", message: "Do you ship to Pune?") { status } }`;

describe("webhook outbox claims", () => {
  let app: TestApp;
  let owner: string;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    app = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: "true" });
    owner = await app.token();
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all(closers.map((c) => c()));
  });

  const register = async (url: string) => {
    const res = await app.gql(CREATE, { u: url, e: ["contact.received"] }, { token: owner });
    expect(res.body.errors).toBeUndefined();
    return Number(res.body.data.createWebhookEndpoint.id);
  };
  const delivery = async (id: number) =>
    (
      await app.ds.query<{ status: string; attempts: number; lockedUntil: string | null; lastResponse: string | null; nextAttemptAt: string | null }[]>(
        "SELECT status, attempts, lockedUntil, lastResponse, nextAttemptAt FROM webhook_deliveries WHERE id = ?",
        [id],
      )
    ).map((d) => ({ ...d, attempts: Number(d.attempts) }))[0];

  it("the owner's redelivery of a delivery being sent is refused (409-style CONFLICT), and it is sent once", async () => {
    const hook = await endpoint();
    closers.push(hook.close);
    const endpointId = await register(hook.url);
    await app.gql(CONTACT, { e: "asha@example.in" });
    // The worker has POSTed it; the endpoint has not answered yet.
    await expect.poll(() => hook.held.length, { timeout: 10_000 }).toBe(1);
    const [{ id }] = await app.ds.query<{ id: number }[]>("SELECT id FROM webhook_deliveries WHERE endpointId = ?", [endpointId]);
    const res = await app.gql(`mutation($id: ID!) { redeliverWebhook(id: $id) { id status } }`, { id: String(id) }, { token: owner });
    expect(res.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/being sent/), extensions: { code: "CONFLICT" } });
    // Another instance looking now finds it claimed still.
    expect(await new WebhookWorker(app.ds, true).runOnce()).toBe(0);
    hook.release();
    await expect.poll(async () => (await delivery(id)).status, { timeout: 10_000 }).toBe("succeeded");
    expect(hook.received).toHaveLength(1);
    expect(await delivery(id)).toMatchObject({ attempts: 1, lockedUntil: null });

    // Once sent, it can be redelivered.
    const again = await app.gql(`mutation($id: ID!) { redeliverWebhook(id: $id) { id status } }`, { id: String(id) }, { token: owner });
    expect(again.body.errors).toBeUndefined();
    await expect.poll(() => hook.held.length, { timeout: 10_000 }).toBe(1);
    hook.release();
    await expect.poll(async () => (await delivery(id)).attempts, { timeout: 10_000 }).toBe(2);
    await app.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`, { id: String(endpointId) }, { token: owner });
  });

  it("a pass waits for every delivery it started, though one failed before it was sent; that one counts its attempts and is given up after 24 hours", async () => {
    await app.services.webhookWorker.stop();
    const slow = await endpoint(1_500);
    const broken = await endpoint(0);
    closers.push(slow.close, broken.close);
    const slowId = await register(slow.url);
    const brokenId = await register(broken.url);
    await app.gql(CONTACT, { e: "ravi@example.in" });
    const [{ id: slowDelivery }] = await app.ds.query<{ id: number }[]>("SELECT id FROM webhook_deliveries WHERE endpointId = ?", [slowId]);
    const [{ id: brokenDelivery }] = await app.ds.query<{ id: number }[]>("SELECT id FROM webhook_deliveries WHERE endpointId = ?", [brokenId]);
    // The second endpoint's row cannot be read (its event list is not JSON): its delivery throws before any POST.
    await app.ds.query("UPDATE webhook_endpoints SET events = ? WHERE id = ?", ["[not json", brokenId]);
    const worker = new WebhookWorker(app.ds, true);
    try {
      expect(await worker.runOnce()).toBe(2);
      // The pass ended only once the slow endpoint had answered and its outcome was written.
      expect(slow.received).toHaveLength(1);
      expect(await delivery(slowDelivery)).toMatchObject({ status: "succeeded", attempts: 1, lockedUntil: null });
      const failed = await delivery(brokenDelivery);
      expect(failed).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, lastResponse: expect.stringMatching(/JSON/i) });
      expect(new Date(failed.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 5_000);

      let at = Date.now();
      for (let i = 0; i < 20 && (await delivery(brokenDelivery)).status === "pending"; i++) {
        at += 4 * 3600_000;
        await worker.runOnce(new Date(at));
      }
      const last = await delivery(brokenDelivery);
      expect(last).toMatchObject({ status: "failed", lockedUntil: null, nextAttemptAt: null });
      expect(last.attempts).toBeGreaterThan(5);
      expect(last.attempts).toBeLessThan(15);
      expect(broken.received).toHaveLength(0);
    } finally {
      await app.ds.query("DELETE FROM webhook_endpoints WHERE id IN (?, ?)", [slowId, brokenId]);
      app.services.webhookWorker.start();
    }
  });

  it("at shutdown the claims of deliveries not yet sent are given back at once, before the wait for the sends under way", async () => {
    await app.services.webhookWorker.stop();
    const slow = await endpoint();
    const broken = await endpoint(0);
    closers.push(slow.close, broken.close);
    const slowId = await register(slow.url);
    const brokenId = await register(broken.url);
    await app.gql(CONTACT, { e: "meena@example.in" });
    const [{ id: slowDelivery }] = await app.ds.query<{ id: number }[]>("SELECT id FROM webhook_deliveries WHERE endpointId = ?", [slowId]);
    const [{ id: heldDelivery }] = await app.ds.query<{ id: number }[]>("SELECT id FROM webhook_deliveries WHERE endpointId = ?", [brokenId]);
    // One delivery is POSTed and its endpoint holds the answer (a send under way). The other fails before it is
    // POSTed (its endpoint cannot be read), and the database refuses that outcome for now (a lock, a failover):
    // its claim is held, its send never begun.
    await app.ds.query("UPDATE webhook_endpoints SET events = ? WHERE id = ?", ["[not json", brokenId]);
    const mysql = app.ds.options.type === "mysql" || app.ds.options.type === "mariadb";
    await app.ds.query(
      mysql
        ? `CREATE TRIGGER hold_outcome BEFORE UPDATE ON webhook_deliveries FOR EACH ROW BEGIN IF OLD.id = ${Number(heldDelivery)} AND NEW.attempts <> OLD.attempts THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'held for the test'; END IF; END`
        : `CREATE TRIGGER hold_outcome BEFORE UPDATE ON webhook_deliveries WHEN OLD.id = ${Number(heldDelivery)} AND NEW.attempts <> OLD.attempts BEGIN SELECT RAISE(ABORT, 'held for the test'); END`,
    );
    const errors = vi.spyOn(console, "error");
    let dropped = false;
    const drop = async () => {
      if (!dropped) await app.ds.query("DROP TRIGGER hold_outcome");
      dropped = true;
    };
    const worker = new WebhookWorker(app.ds, true);
    try {
      const pass = worker.runOnce();
      await expect.poll(() => slow.held.length, { timeout: 10_000 }).toBe(1);
      await expect.poll(() => errors.mock.calls.flat().join("\n"), { timeout: 10_000 }).toMatch(/could not be written/);
      // The grace is over: the shutdown waits (up to half a claim) for the POST under way; the other claim is free meanwhile,
      // for another instance to send now, whether or not this process lives to the end of the wait (a SIGKILL).
      const released = worker.release();
      await expect.poll(async () => (await delivery(heldDelivery)).lockedUntil, { timeout: 10_000 }).toBeNull();
      expect(slow.held).toHaveLength(1);
      expect((await delivery(slowDelivery)).lockedUntil).not.toBeNull();
      await drop();
      slow.release();
      expect(await released).toBe(1);
      await pass;
      expect(await delivery(slowDelivery)).toMatchObject({ status: "succeeded", attempts: 1, lockedUntil: null });
      // Given back, its outcome here was not written: another instance tries it afresh.
      expect(await delivery(heldDelivery)).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
      expect(broken.received).toHaveLength(0);
    } finally {
      errors.mockRestore();
      await drop();
      await worker.stop();
      await app.ds.query("DELETE FROM webhook_endpoints WHERE id IN (?, ?)", [slowId, brokenId]);
      app.services.webhookWorker.start();
    }
  });
});
