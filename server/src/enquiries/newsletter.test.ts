import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

describe("newsletter and contact", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in" });
    token = await app.token();
  });
  afterAll(() => app?.close());

  const mails = async () => {
    await app.services.mailWorker.drain();
    try {
      return readdirSync(path.join(app.dataDir, "outbox"))
        .sort()
        .map((f) => readFileSync(path.join(app.dataDir, "outbox", f), "utf8"));
    } catch {
      return [];
    }
  };
  const subscribe = (json: Record<string, string>) => app.rest("POST", "/newsletter/subscribe", { json });

  it("answers each newsletter status of the spec", async () => {
    const empty = await subscribe({ email: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ status: false, message: "Please enter your email address" });
    const invalid = await subscribe({ email: "birder@nowhere" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Please enter a valid email address");

    const ok = await subscribe({ email: " Birder@Example.in ", firstName: "", lastName: "" });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ status: true, message: expect.stringMatching(/^Thank you for subscribing/) });

    const again = await subscribe({ email: "birder@example.in" });
    expect(again.status).toBe(400);
    expect(again.body.status).toBe(false);
    expect(again.body.message).toContain("already");
    const gql = await app.gql(`mutation { subscribeNewsletter(email: "birder@example.in") { status message } }`);
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(gql.body.errors[0].message).toContain("already");
  });

  it("stores the subscriber with 'Newsletter' / 'Subscriber' for blank names and the consent time", async () => {
    const list = await app.gql(`{ allNewsletterSubscribers { email firstName lastName consentAt status } }`, {}, { token });
    expect(list.body.data.allNewsletterSubscribers).toEqual([
      { email: "birder@example.in", firstName: "Newsletter", lastName: "Subscriber", consentAt: expect.any(String), status: "subscribed" },
    ]);
    expect(Date.parse(list.body.data.allNewsletterSubscribers[0].consentAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("sends a welcome mail whose unsubscribe link works, and works again", async () => {
    const welcome = (await mails()).find((m) => /To: birder@example\.in/.test(m))!;
    expect(welcome).toBeTruthy();
    const unfolded = welcome.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https:\/\/prints\.example\.in(\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(unfolded)![1];
    const first = await fetch(`${app.url}${link}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("You have been unsubscribed");
    const second = await fetch(`${app.url}${link}`);
    expect(second.status).toBe(200);
    expect((await app.gql(`{ allNewsletterSubscribers { status } }`, {}, { token })).body.data.allNewsletterSubscribers).toEqual([{ status: "unsubscribed" }]);
    expect((await fetch(`${app.url}/newsletter/unsubscribe?token=nope`)).status).toBe(404);
    // Subscribing again after leaving is welcome.
    expect((await subscribe({ email: "birder@example.in", firstName: "Kavya" })).status).toBe(201);
  });

  it("exports subscribers as CSV, neutralising spreadsheet formulas", async () => {
    await subscribe({ email: "formula@example.in", firstName: '=HYPERLINK("x")' });
    const csv = (await app.gql(`{ newsletterCsv }`, {}, { token })).body.data.newsletterCsv as string;
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("email,firstName,lastName,consentAt,status");
    expect(lines).toContainEqual(expect.stringMatching(/^birder@example\.in,Kavya,Subscriber,\d{4}-.*,subscribed$/));
    expect(lines.find((l) => l.startsWith("formula@"))).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("contact: required fields, inquiry types, stored for the owner and mailed to ADMIN_EMAIL", async () => {
    const missing = await app.rest("POST", "/contact", { json: { name: "Ravi", email: "ravi@example.in", subject: "", message: "Hi" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: "Please fill in all required fields" });
    const badType = await app.rest("POST", "/contact", {
      json: { name: "Ravi", email: "ravi@example.in", subject: "Prints", message: "Hi", inquiryType: "Spam" },
    });
    expect(badType.status).toBe(400);
    const ok = await app.rest("POST", "/contact", {
      json: { name: "Ravi", email: "ravi@example.in", subject: "A 24x36 print", message: "Can you frame the kite in teak?", inquiryType: "Print Ordering" },
    });
    expect(ok.body).toEqual({ success: true, message: "Thank you for your message! We will get back to you within 24 hours." });
    // The licensing page's inquiry type (issue 25).
    const licensing = await app.rest("POST", "/contact", {
      json: {
        name: "Meena",
        email: "meena@example.in",
        subject: "The flamingo, for a book",
        message: "Editorial use, 5 000 copies.",
        inquiryType: "Image licensing",
      },
    });
    expect(licensing.body.success).toBe(true);
    const gql = await app.gql(
      `mutation { sendContactMessage(name: "Latha", email: "latha@example.in", subject: "Workshop", message: "When is the next one?") { status message } }`,
    );
    expect(gql.body.data.sendContactMessage.status).toBe(true);

    const inbox = (
      await app.gql(
        `{ allContactMessages(sortField: "createdAt", sortOrder: "DESC") { id name inquiryType read } _allContactMessagesMeta(filter: { read: false }) { count } }`,
        {},
        { token },
      )
    ).body.data;
    expect(inbox.allContactMessages.map((m: { name: string; inquiryType: string }) => [m.name, m.inquiryType]).sort()).toEqual([
      ["Latha", "General Inquiry"],
      ["Meena", "Image licensing"],
      ["Ravi", "Print Ordering"],
    ]);
    expect(inbox._allContactMessagesMeta.count).toBe(3);
    const ravi = inbox.allContactMessages.find((m: { name: string }) => m.name === "Ravi");
    expect(
      (await app.gql(`mutation($id: ID!) { updateContactMessage(id: $id, read: true) { read } }`, { id: ravi.id }, { token })).body.data.updateContactMessage
        .read,
    ).toBe(true);
    expect((await app.gql(`{ _allContactMessagesMeta(filter: { read: false }) { count } }`, {}, { token })).body.data._allContactMessagesMeta.count).toBe(2);
    const mail = (await mails()).find((m) => /A 24x36 print/.test(m))!;
    expect(mail).toMatch(/To: owner@chennaiwildlifeprints\.in/);
    expect(mail).toMatch(/Reply-To: Ravi <ravi@example\.in>/);
  });
});
