/**
 * The outboxes in a graceful shutdown (the app's own close(), which SIGTERM runs): the mail worker
 * stops claiming at once, even in the middle of a pass; the mail being sent when the signal comes is
 * finished and recorded sent before the database closes; one still being sent when the grace is over
 * is waited for too (its claim given back, another instance would send it a second time).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secondInstance, startTestApp, type TestApp } from "../../test/harness.js";
import { freePort, startSmtp, type TestSmtp } from "../../test/smtp.js";
import { MailWorker } from "../mail/mail-worker.js";

describe("outboxes in a graceful shutdown", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let smtpUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port, "accept");
    smtp.delayMs = 2_000;
    smtpUrl = `smtp://127.0.0.1:${port}`;
    app = await startTestApp({ ADMIN_EMAIL: "owner@example.in" });
    // The instance that is shut down sends; this one only reads the outcome.
    await app.services.mailWorker.stop();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const rows = async () =>
    (
      await app.ds.query<{ subject: string; status: string; attempts: number; lockedUntil: string | null; messageId: string }[]>(
        "SELECT subject, status, attempts, lockedUntil, messageId FROM mail_outbox ORDER BY id",
      )
    ).map((r) => ({ ...r, attempts: Number(r.attempts) }));

  it("SIGTERM while a slow mail is sent: that mail is recorded sent once, nothing is claimed after the signal", async () => {
    const leaving = await secondInstance(app, { SMTP_URL: smtpUrl, ADMIN_EMAIL: "owner@example.in" });
    // Three mails of one change (as an order's): one pass of the worker takes all three, one after another.
    await leaving.ds.transaction(async (em) => {
      for (const subject of ["One", "Two", "Three"]) await leaving.services.mail.queue(em, { to: "buyer@example.in", subject, text: subject });
    });
    leaving.services.mail.flush();
    await expect.poll(() => smtp.waiting, { timeout: 10_000 }).toBe(1);
    await leaving.close(10_000);
    expect(smtp.received.map((m) => m.subject)).toEqual(["One"]);
    expect(await rows()).toMatchObject([
      { subject: "One", status: "sent", attempts: 1, lockedUntil: null },
      { subject: "Two", status: "pending", attempts: 0, lockedUntil: null },
      { subject: "Three", status: "pending", attempts: 0, lockedUntil: null },
    ]);
    // Another instance sends the rest, once each.
    const other = new MailWorker(app.ds, app.services.mail, { smtpUrl, from: "shop@example.in", adminEmail: "owner@example.in", outboxDir: app.dataDir });
    await other.drain();
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual((await rows()).map((r) => r.messageId).sort());
    await other.stop();
  });

  it("a mail still being sent when the grace is over is waited for and recorded sent before the database closes, never given back to go twice", async () => {
    await app.ds.query("DELETE FROM mail_outbox");
    smtp.received.length = 0;
    const leaving = await secondInstance(app, { SMTP_URL: smtpUrl, ADMIN_EMAIL: "owner@example.in" });
    await leaving.services.mail.send({ to: "buyer@example.in", subject: "Cut", text: "Cut" });
    await expect.poll(() => smtp.waiting, { timeout: 10_000 }).toBe(1);
    await leaving.close(200);
    // Its SMTP send was under way: given back, another instance would send it again while this one finished it.
    expect(smtp.received.map((m) => m.subject)).toEqual(["Cut"]);
    expect(await rows()).toMatchObject([{ subject: "Cut", status: "sent", attempts: 1, lockedUntil: null }]);
    const other = new MailWorker(app.ds, app.services.mail, { smtpUrl, from: "shop@example.in", adminEmail: "owner@example.in", outboxDir: app.dataDir });
    await other.drain();
    await other.stop();
    expect(smtp.received.map((m) => m.subject)).toEqual(["Cut"]);
  });
});
