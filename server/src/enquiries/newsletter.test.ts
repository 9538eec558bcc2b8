import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { In } from "typeorm";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { OutgoingMail } from "../mail/outgoing-mail.entity.js";
import { NewsletterSubscriber } from "./enquiry.entities.js";

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

  /** The link of the newest mail to `to` whose link goes to `route`, as a path on the app. */
  const linkIn = async (to: string, route: "confirm" | "unsubscribe") => {
    const mail = (await mails()).filter((m) => new RegExp(`^To: ${to.replace(/\./g, "\\.")}`, "m").test(m)).pop()!;
    const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return new RegExp(`https://prints\\.example\\.in(/newsletter/${route}\\?token=[\\w-]+)`).exec(unfolded)?.[1];
  };
  const status = async (email: string) =>
    (
      (await app.gql(`{ allNewsletterSubscribers { email status } }`, {}, { token })).body.data.allNewsletterSubscribers as { email: string; status: string }[]
    ).find((s) => s.email === email)?.status;
  const press = (link: string) =>
    fetch(`${app.url}/newsletter/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: new URL(link, app.url).searchParams.get("token")! }).toString(),
    });

  it("answers each newsletter status of the spec; a new address is pending until confirmed", async () => {
    const empty = await subscribe({ email: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ status: false, message: "Please enter your email address" });
    const invalid = await subscribe({ email: "birder@nowhere" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Please enter a valid email address");

    const ok = await subscribe({ email: " Birder@Example.in ", firstName: "", lastName: "" });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ status: true, message: "Thank you for subscribing! Please check your inbox to confirm." });
    expect(await status("birder@example.in")).toBe("pending");

    // Pending: asked again, the visitor gets the same answer and the mail again (same link).
    const first = await linkIn("birder@example.in", "confirm");
    expect(first).toBeTruthy();
    const again = await subscribe({ email: "birder@example.in" });
    expect(again.status).toBe(201);
    expect((await mails()).filter((m) => /^To: birder@example\.in/m.test(m))).toHaveLength(2);
    expect(await linkIn("birder@example.in", "confirm")).toBe(first);

    // Confirmed by the press of the page's button; then a repeat is 'already subscribed', in both APIs.
    expect((await press(first!)).status).toBe(200);
    expect(await status("birder@example.in")).toBe("subscribed");
    const repeat = await subscribe({ email: "birder@example.in" });
    expect(repeat.status).toBe(400);
    expect(repeat.body.status).toBe(false);
    expect(repeat.body.message).toContain("already");
    const gql = await app.gql(`mutation { subscribeNewsletter(email: "birder@example.in") { status message } }`);
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(gql.body.errors[0].message).toContain("already");
  });

  it("the confirmation link's page confirms nothing by itself: only its button's POST does, once", async () => {
    await subscribe({ email: "scanner@example.in", firstName: "Scan" });
    const link = (await linkIn("scanner@example.in", "confirm"))!;
    // A mail scanner (or a preview) follows the link: a page with a button, nothing confirmed.
    for (let i = 0; i < 3; i++) {
      const page = await fetch(`${app.url}${link}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<form method="post" action="/newsletter/confirm">');
      expect(html).toContain(">Confirm subscription</button>");
    }
    expect(await status("scanner@example.in")).toBe("pending");
    const before = (await mails()).length;
    // Two presses at once: subscribed once, one welcome mail.
    const [a, b] = await Promise.all([press(link), press(link)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await status("scanner@example.in")).toBe("subscribed");
    const welcomes = (await mails()).slice(before).filter((m) => /Subject: Welcome to the Chennai Wildlife Prints newsletter/.test(m));
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(await (await fetch(`${app.url}${link}`)).text()).toContain("already confirmed");
    // A made-up token confirms nothing.
    const bogus = await fetch(`${app.url}/newsletter/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token=not-a-token",
    });
    expect(bogus.status).toBe(404);
  });

  it("stores the subscriber with 'Newsletter' / 'Subscriber' for blank names, the consent and confirmation times", async () => {
    const list = await app.gql(
      `{ allNewsletterSubscribers(filter: { status: "subscribed" }) { email firstName lastName consentAt confirmedAt status } }`,
      {},
      { token },
    );
    expect(list.body.data.allNewsletterSubscribers).toContainEqual({
      email: "birder@example.in",
      firstName: "Newsletter",
      lastName: "Subscriber",
      consentAt: expect.any(String),
      confirmedAt: expect.any(String),
      status: "subscribed",
    });
    expect(Date.parse(list.body.data.allNewsletterSubscribers[0].consentAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("the welcome mail's unsubscribe link's button works, and works again; a one-click POST (RFC 8058) unsubscribes at once", async () => {
    const link = (await linkIn("birder@example.in", "unsubscribe"))!;
    // The link's page asks (issue 42: newsletter-list.test.ts); its button's POST unsubscribes.
    const leave = () =>
      fetch(`${app.url}/newsletter/unsubscribe`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: new URL(link, app.url).searchParams.get("token")! }).toString(),
      });
    const first = await leave();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("You have been unsubscribed");
    const second = await leave();
    expect(second.status).toBe(200);
    expect(await status("birder@example.in")).toBe("unsubscribed");
    expect((await fetch(`${app.url}/newsletter/unsubscribe?token=nope`)).status).toBe(404);

    // The mail client's one click: a POST with List-Unsubscribe=One-Click, answered 200 with no page.
    const oneClick = (await linkIn("scanner@example.in", "unsubscribe"))!;
    const post = (body: string) => fetch(`${app.url}${oneClick}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    expect((await post("something=else")).status).toBe(400);
    expect(await status("scanner@example.in")).toBe("subscribed");
    const res = await post("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect(await status("scanner@example.in")).toBe("unsubscribed");

    // Subscribing again after leaving is welcome: asked to confirm, and still unsubscribed (suppressed) until confirmed again.
    expect((await subscribe({ email: "birder@example.in", firstName: "Kavya" })).status).toBe(201);
    expect(await status("birder@example.in")).toBe("unsubscribed");
    expect((await press((await linkIn("birder@example.in", "confirm"))!)).status).toBe(200);
    expect(await status("birder@example.in")).toBe("subscribed");
  });

  it("an address left unconfirmed for 7 days is deleted; a younger one, or a confirmed one, is kept", async () => {
    await subscribe({ email: "forgot@example.in" });
    await subscribe({ email: "later@example.in" });
    await app.ds
      .getRepository(NewsletterSubscriber)
      .update({ email: In(["forgot@example.in", "birder@example.in"]) }, { consentAt: new Date(Date.now() - 8 * 86_400_000) });
    expect(await app.services.newsletter.sweepPending()).toBe(1);
    expect(await status("forgot@example.in")).toBeUndefined();
    expect(await status("later@example.in")).toBe("pending");
    expect(await status("birder@example.in")).toBe("subscribed");
  });

  it("one address gets at most 3 confirmation mails a day, however many visitors ask; the answer does not say", async () => {
    const before = (await mails()).filter((m) => /^To: flood@example\.in/m.test(m)).length;
    // Five visitors from five addresses (each within its own limit of the form).
    for (let i = 0; i < 5; i++)
      expect(await app.services.newsletter.subscribe({ email: "flood@example.in" }, `10.0.0.${i}`)).toBe(
        "Thank you for subscribing! Please check your inbox to confirm.",
      );
    expect((await mails()).filter((m) => /^To: flood@example\.in/m.test(m)).length - before).toBe(3);
  });

  it("the owner's import adds new addresses as pending, each asked to confirm; it never subscribes anyone nor brings back who left", async () => {
    const importCsv = (csv: string, as = token) =>
      app.gql(`mutation($csv: String!) { importNewsletterSubscribers(csv: $csv) { added alreadyOnList invalid } }`, { csv }, { token: as });
    // The import's confirmation mails are paced (issue 42); the worker sends those due.
    const due = () => app.ds.getRepository(OutgoingMail).update({ status: "pending" }, { nextAttemptAt: new Date(Date.now() - 1000) });
    const mailsBefore = (await mails()).length;
    const csv = [
      "Email,First Name,Last_Name",
      "Latha@Example.in,Latha,Krishnan",
      "  arun@example.in , Arun , ",
      "arun@example.in,Arun,Again",
      "not an address,X,Y",
      "birder@example.in,Someone,Else", // subscribed: left as it is
      "scanner@example.in,Gone,Away", // unsubscribed: an import cannot bring them back
      "later@example.in,,", // pending already
      "\"=cmd|' /C calc'!A0\",Evil,Formula",
    ].join("\n");
    const res = await importCsv(csv);
    expect(res.body.data.importNewsletterSubscribers).toEqual({ added: 2, alreadyOnList: 3, invalid: 2 });
    expect(await status("latha@example.in")).toBe("pending");
    expect(await status("arun@example.in")).toBe("pending");
    expect(await status("birder@example.in")).toBe("subscribed");
    expect(await status("scanner@example.in")).toBe("unsubscribed");
    await due();
    const added = (await mails()).slice(mailsBefore);
    expect(
      added
        .filter((m) => /Subject: Please confirm your subscription/.test(m))
        .map((m) => /^To: (.*)$/m.exec(m)![1].trim())
        .sort(),
    ).toEqual(["arun@example.in", "latha@example.in"]);
    const list = (await app.gql(`{ allNewsletterSubscribers(filter: { q: "latha" }) { firstName lastName } }`, {}, { token })).body.data;
    expect(list.allNewsletterSubscribers).toEqual([{ firstName: "Latha", lastName: "Krishnan" }]);

    // One address a line, no header.
    expect((await importCsv("meera@example.in\nvikram@example.in\n")).body.data.importNewsletterSubscribers).toEqual({
      added: 2,
      alreadyOnList: 0,
      invalid: 0,
    });

    // Too large: refused, nothing written.
    const big = await importCsv(`email\n${"x".repeat(950 * 1024)}`);
    expect(big.body.errors[0]).toMatchObject({ message: "The file is too large: at most 900 KB", extensions: { code: "BAD_USER_INPUT" } });
    // Not the owner's: refused.
    expect((await importCsv("new@example.in", "")).body.errors[0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect(await status("new@example.in")).toBeUndefined();
  });

  it("exports subscribers as CSV, neutralising spreadsheet formulas", async () => {
    await subscribe({ email: "formula@example.in", firstName: '=HYPERLINK("x")' });
    const csv = (await app.gql(`{ newsletterCsv }`, {}, { token })).body.data.newsletterCsv as string;
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("email,firstName,lastName,consentAt,status");
    expect(lines).toContainEqual(expect.stringMatching(/^birder@example\.in,Kavya,Subscriber,\d{4}-.*,subscribed$/));
    expect(lines).toContainEqual(expect.stringMatching(/^later@example\.in,Newsletter,Subscriber,\d{4}-.*,pending$/));
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
