/**
 * Mail delivery failing never fails what caused the mail: with the SMTP server down, and then
 * refusing mail, an order is paid and forms are taken; the mails wait in the outbox and arrive once
 * each when the server takes mail again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { freePort, startSmtp, type TestSmtp } from "../../test/smtp.js";
import { MAIL_RETRY_DELAYS_MS } from "./mail-worker.js";

describe("mail outbox with SMTP down", () => {
  let app: TestApp;
  let port: number;
  let smtp: TestSmtp | undefined;

  beforeAll(async () => {
    port = await freePort();
    app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, ADMIN_EMAIL: "owner@example.in" });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const rows = async () =>
    (
      await app.ds.query<{ toAddress: string; subject: string; status: string; attempts: number | string; lastError: string | null; messageId: string }[]>(
        "SELECT toAddress, subject, status, attempts, lastError, messageId FROM mail_outbox ORDER BY id",
      )
    ).map((r) => ({ ...r, attempts: Number(r.attempts) }));

  it("pays the order and takes the forms while SMTP is down; each mail arrives once when it is back", async () => {
    const print = await createPrint(app, "Painted Stork", [2499]);
    // SMTP is down: nothing listens on its port.
    const order = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    const receipt = await app.gql(`query($o: String!) { order(orderId: $o) { status } }`, { o: order.orderId });
    expect(receipt.body.data.order.status).toBe("new");
    const contact = await app.gql(
      `mutation { sendContactMessage(name: "Ravi", email: "ravi@example.in", subject: "A print for my office", message: "Do you frame in teak?") { status message } }`,
    );
    expect(contact.body.data.sendContactMessage.status).toBe(true);
    const newsletter = await app.rest("POST", "/newsletter/subscribe", { json: { email: "birder@example.in", firstName: "Asha" } });
    expect(newsletter.status).toBeLessThan(300);

    // Each mail was tried at once and failed; it waits in the outbox.
    await app.services.mailWorker.drain();
    const waiting = await rows();
    expect(waiting.map((r) => r.subject).sort()).toEqual(
      [
        `Your order ${order.bookingGroupId} is confirmed`,
        `New order ${order.bookingGroupId} — ₹2,499.00`,
        "[General Inquiry] A print for my office",
        "Please confirm your subscription to the Chennai Wildlife Prints newsletter",
      ].sort(),
    );
    for (const r of waiting) expect(r).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });

    // The server is up but refuses mail for now (451): still waiting, still nothing lost.
    smtp = await startSmtp(port, "refuse");
    const t0 = Date.now();
    expect(await app.services.mailWorker.runOnce(new Date(t0 + MAIL_RETRY_DELAYS_MS[0] + 1000))).toBe(4);
    expect(smtp.refusals).toBe(4);
    expect(smtp.received).toHaveLength(0);
    for (const r of await rows()) expect(r).toMatchObject({ status: "pending", attempts: 2, lastError: expect.stringMatching(/451/) });
    // Not due again before its delay.
    expect(await app.services.mailWorker.runOnce(new Date(t0 + MAIL_RETRY_DELAYS_MS[0] + 2000))).toBe(0);

    // It takes mail again: every mail arrives, once.
    smtp.mode = "accept";
    const later = new Date(t0 + MAIL_RETRY_DELAYS_MS[0] + MAIL_RETRY_DELAYS_MS[1] + 5000);
    expect(await app.services.mailWorker.runOnce(later)).toBe(4);
    expect(await app.services.mailWorker.runOnce(new Date(later.getTime() + 24 * 3600_000))).toBe(0);
    expect(smtp.received).toHaveLength(4);
    const sent = await rows();
    for (const r of sent) expect(r).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(sent.map((r) => r.messageId).sort());

    const confirmation = smtp.received.find((m) => m.subject === `Your order ${order.bookingGroupId} is confirmed`)!;
    expect(confirmation.to).toMatchObject({ text: CUSTOMER.email });
    // The invoice (a receipt without GSTIN) is drawn when the mail finally goes.
    expect(confirmation.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
    expect(confirmation.attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
    const notice = smtp.received.find((m) => m.subject?.startsWith("[General Inquiry]"))!;
    expect(notice.to).toMatchObject({ text: "owner@example.in" });
    expect(notice.replyTo?.value[0]).toMatchObject({ name: "Ravi", address: "ravi@example.in" });
  });

  it("a mail that keeps failing is given up after three days, and says why", async () => {
    await smtp?.close();
    smtp = undefined;
    await app.gql(`mutation { sendContactMessage(name: "Kavya", email: "kavya@example.in", subject: "Wholesale", message: "Twenty prints?") { status } }`);
    await app.services.mailWorker.drain();
    let now = Date.now();
    for (let i = 0; i < 40; i++) {
      now += 4 * 3600_000;
      await app.services.mailWorker.runOnce(new Date(now));
    }
    const [last] = (await rows()).slice(-1);
    expect(last).toMatchObject({ subject: "[General Inquiry] Wholesale", status: "failed", lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(last.attempts).toBeGreaterThan(10);
    expect(last.attempts).toBeLessThan(30);
  });
});
