/**
 * The claims of the mail outbox, with two instances on one database and real SMTP servers (the
 * `smtp-server` package) that answer slowly, refuse for now (451) or for good (550): each claim is
 * stamped when it is taken and renewed while its mail is sent, so a slow pass never sends a mail
 * twice; a sender that lost its claim writes nothing; a claim re-checks that the row is due; every
 * attempt is counted, even one that fails before the mail is sent; a permanent refusal fails the mail
 * at once; a confirmation waits (30 minutes at most) for its invoice PDF.
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunningApp } from "../app/app.js";
import { CUSTOMER, createPrint, secondInstance, simulatedPayment, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { freePort, startSmtp, type TestSmtp } from "../../test/smtp.js";
import { MailWorker } from "./mail-worker.js";

interface Row {
  id: number;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  lockedUntil: Date | null;
  nextAttemptAt: Date | null;
  messageId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("mail outbox claims", () => {
  let app: TestApp;
  let second: RunningApp;
  const servers: TestSmtp[] = [];

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, ADMIN_EMAIL: "owner@example.in" });
    second = await secondInstance(app, { RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    // Only the workers a test makes send here.
    await app.services.mailWorker.stop();
    await second.services.mailWorker.stop();
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });
  beforeEach(async () => {
    await app.ds.query("DELETE FROM mail_outbox");
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  const smtp = async (mode: TestSmtp["mode"], delayMs = 0) => {
    const port = await freePort();
    const server = await startSmtp(port, mode);
    server.delayMs = delayMs;
    servers.push(server);
    return { server, url: `smtp://127.0.0.1:${port}` };
  };
  /** A mail worker of `instance` sending through `smtpUrl`, as that instance's own would. */
  const worker = (instance: RunningApp, smtpUrl: string, claimMs?: number) =>
    new MailWorker(
      instance.ds,
      instance.services.mail,
      { smtpUrl, from: "Chennai Wildlife Prints <shop@example.in>", adminEmail: "owner@example.in", outboxDir: path.join(app.dataDir, "outbox") },
      claimMs ? { claimMs } : {},
    );
  const queue = async (...subjects: string[]) => {
    for (const subject of subjects) await app.services.mail.send({ to: "buyer@example.in", subject, text: `About ${subject}` });
  };
  const rows = async (): Promise<Row[]> =>
    (await app.ds.query<Row[]>("SELECT id, subject, status, attempts, lastError, lockedUntil, nextAttemptAt, messageId FROM mail_outbox ORDER BY id")).map(
      (r) => ({ ...r, attempts: Number(r.attempts) }),
    );

  it("two instances sending through a slow mail server (each mail longer than a claim) send every mail once", async () => {
    const { server, url } = await smtp("accept", 3_500);
    // Claims of 3 s, each mail 3.5 s: only a claim stamped when taken and renewed while the mail is sent holds.
    const a = worker(app, url, 3_000);
    const b = worker(second, url, 3_000);
    await queue("One", "Two", "Three", "Four");
    const pending = async () => (await rows()).some((r) => r.status === "pending");
    const loop = async (w: MailWorker, startAfterMs: number) => {
      await sleep(startAfterMs);
      while (await pending()) {
        await w.runOnce();
        await sleep(150);
      }
    };
    // The second instance looks while the first is on its second mail, its pass long under way.
    await Promise.all([loop(a, 0), loop(b, 4_000)]);
    const ids = server.received.map((m) => m.messageId);
    expect(ids.sort()).toEqual((await rows()).map((r) => r.messageId).sort());
    for (const r of await rows()) expect(r).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
  });

  it("a sender that lost its claim writes nothing: its late failure does not undo the mail another sender sent", async () => {
    const slowRefusal = await smtp("refuse", 2_000);
    const fine = await smtp("accept");
    const a = worker(app, slowRefusal.url);
    const b = worker(second, fine.url);
    await queue("Late");
    const passA = a.runOnce();
    await expect.poll(() => slowRefusal.server.waiting, { timeout: 10_000 }).toBe(1);
    // A minute later (as if the first sender had stalled past its claim) the other instance takes it and sends it.
    expect(await b.runOnce(new Date(Date.now() + 125_000))).toBe(1);
    expect(fine.server.received).toHaveLength(1);
    const errors = vi.spyOn(console, "error");
    try {
      // The first sender's answer comes (451), after its claim was lost: it records nothing.
      await passA;
      expect(slowRefusal.server.refusals).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null, nextAttemptAt: null });
      expect(errors.mock.calls.flat().join("\n")).toMatch(/lost its claim/);
    } finally {
      errors.mockRestore();
    }
  });

  it("a pass does not send a mail another instance tried meanwhile: the claim re-checks that it is due", async () => {
    const slow = await smtp("accept", 2_000);
    const refusing = await smtp("refuse");
    const b = worker(second, slow.url);
    const a = worker(app, refusing.url);
    await queue("First", "Second");
    // b's pass has both due; while it sends the first, a tries the second (refused: due again in 30 s).
    const passB = b.runOnce();
    await expect.poll(() => slow.server.waiting, { timeout: 10_000 }).toBe(1);
    expect(await a.runOnce()).toBe(1);
    expect(await passB).toBe(1);
    expect(slow.server.received.map((m) => m.subject)).toEqual(["First"]);
    const [, other] = await rows();
    expect(other).toMatchObject({ subject: "Second", status: "pending", attempts: 1, lastError: expect.stringMatching(/451/) });
  });

  it("an outcome the database refuses at first is written once it can, the claim held meanwhile: the mail is not sent again when its claim would have lapsed", async () => {
    const { server, url } = await smtp("accept");
    const a = worker(app, url, 1_500);
    const b = worker(second, url, 1_500);
    await queue("Settled late");
    // The database refuses to record the mail sent for a while (a lock held, a failover): a trigger, on either database.
    const mysql = app.ds.options.type === "mysql" || app.ds.options.type === "mariadb";
    await app.ds.query(
      mysql
        ? "CREATE TRIGGER refuse_sent BEFORE UPDATE ON mail_outbox FOR EACH ROW BEGIN IF NEW.status = 'sent' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused for the test'; END IF; END"
        : "CREATE TRIGGER refuse_sent BEFORE UPDATE ON mail_outbox WHEN NEW.status = 'sent' BEGIN SELECT RAISE(ABORT, 'refused for the test'); END",
    );
    const errors = vi.spyOn(console, "error");
    let dropped = false;
    const drop = async () => {
      if (!dropped) await app.ds.query("DROP TRIGGER refuse_sent");
      dropped = true;
    };
    try {
      const pass = a.runOnce();
      await expect.poll(() => server.received.length, { timeout: 10_000 }).toBe(1);
      await expect.poll(() => errors.mock.calls.flat().join("\n"), { timeout: 10_000 }).toMatch(/could not be written/);
      const [{ lockedUntil }] = await rows();
      // The claim is a time: past the one the claim had when the outcome was refused (a renewal meanwhile keeps it).
      await expect.poll(() => Date.now() > new Date(lockedUntil!).getTime() + 300, { timeout: 10_000 }).toBe(true);
      expect(await b.runOnce()).toBe(0);
      expect(server.received).toHaveLength(1);
      await drop();
      expect(await pass).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
      await b.drain();
      expect(server.received).toHaveLength(1);
    } finally {
      errors.mockRestore();
      await drop();
    }
  });

  it("a mail the server refuses for good (550) is failed at once, not retried for three days; a policy refusal (5.7.1) is retried", async () => {
    const { server, url } = await smtp("reject");
    await queue("Nobody");
    expect(await worker(app, url).runOnce()).toBe(1);
    expect(server.refusals).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null, lockedUntil: null, lastError: expect.stringMatching(/550/) });
    // A refusal for now (451) is still retried.
    server.mode = "refuse";
    await queue("Busy");
    expect(await worker(app, url).runOnce()).toBe(1);
    expect((await rows())[1]).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/451/) });
    // A policy refusal (550 5.7.1: the relay will not take this sender) is a setting to fix, not the address's fault: retried too.
    server.mode = "policy";
    await queue("Relay");
    expect(await worker(app, url).runOnce()).toBe(1);
    expect((await rows())[2]).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/550 5\.7\.1/) });
  });

  it("a mail that fails before it is sent (a row that cannot be read) counts its attempts and is given up on the schedule", async () => {
    const { server, url } = await smtp("accept");
    await queue("Broken");
    await app.ds.query("UPDATE mail_outbox SET headers = ?", ["{not json"]);
    const w = worker(app, url);
    expect(await w.runOnce()).toBe(1);
    const [first] = await rows();
    expect(first).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, lastError: expect.stringMatching(/JSON/i) });
    expect(new Date(first.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 20_000);
    let now = Date.now();
    for (let i = 0; i < 40; i++) {
      now += 4 * 3600_000;
      await w.runOnce(new Date(now));
    }
    const [last] = await rows();
    expect(last).toMatchObject({ status: "failed", lockedUntil: null, nextAttemptAt: null });
    expect(last.attempts).toBeGreaterThan(10);
    expect(last.attempts).toBeLessThan(30);
    expect(server.received).toHaveLength(0);
  });

  it("a confirmation whose invoice PDF is not there yet waits for it; one that never comes goes without it after 30 minutes", async () => {
    const { server, url } = await smtp("accept");
    const w = worker(app, url);
    const print = await createPrint(app, "Spot-billed Pelican", [1999]);
    const started = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: CUSTOMER,
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    const providerOrderId: string = started.body.data.startCheckout.orderId;
    const [{ id: orderId }] = await app.ds.query<{ id: number }[]>("SELECT id FROM orders WHERE providerOrderId = ?", [providerOrderId]);
    // Unpaid: no invoice yet.
    await app.services.mail.send({
      to: "buyer@example.in",
      subject: "Waits for its invoice",
      text: "Attached.",
      attachments: [{ source: "invoice", id: Number(orderId) }],
    });
    await app.services.mail.send({ to: "buyer@example.in", subject: "Never gets one", text: "Attached.", attachments: [{ source: "invoice", id: 987654 }] });
    const t0 = Date.now();
    expect(await w.runOnce()).toBe(2);
    expect(server.received).toHaveLength(0);
    for (const r of await rows()) expect(r).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, lastError: expect.stringMatching(/invoice/i) });

    // The order is paid: its invoice is issued; the mail goes at its next try, with the PDF.
    const { paymentId, signature } = await simulatedPayment(app, providerOrderId);
    const paid = await app.gql(`mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`, {
      o: providerOrderId,
      p: paymentId,
      s: signature,
    });
    expect(paid.body.errors).toBeUndefined();
    await w.runOnce(new Date(t0 + 5 * 60_000));
    const waited = server.received.find((m) => m.subject === "Waits for its invoice")!;
    expect(waited.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
    expect((await rows()).find((r) => r.subject === "Waits for its invoice")).toMatchObject({ status: "sent", attempts: 1 });
    expect(server.received.find((m) => m.subject === "Never gets one")).toBeUndefined();

    // The one whose invoice never comes goes without it once it is 30 minutes old, and says so in the log.
    const errors = vi.spyOn(console, "error");
    try {
      await w.runOnce(new Date(t0 + 31 * 60_000));
      const alone = server.received.find((m) => m.subject === "Never gets one")!;
      expect(alone.attachments).toHaveLength(0);
      expect(errors.mock.calls.flat().join("\n")).toMatch(/without/);
    } finally {
      errors.mockRestore();
    }
    expect((await rows()).find((r) => r.subject === "Never gets one")).toMatchObject({ status: "sent", attempts: 1 });
  });
});
