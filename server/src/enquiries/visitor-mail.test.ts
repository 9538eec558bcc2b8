// What a visitor types reaches the owner's mail as data, never as addresses or headers: the Reply-To
// is the visitor's one address whatever the name says, names and subjects are one line without bidi
// controls, an email field takes exactly one address, and a mail to an address nobody confirmed
// carries no visitor-typed name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, startTestApp, type TestApp } from "../../test/harness.js";
import { CONTROLS, HOSTILE_NAME, MULTIPLE, rawMails } from "../../test/raw-mails.js";

describe("visitor input in mails (contact, newsletter, checkout)", () => {
  let app: TestApp;
  const seen = new Set<string>();

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in", ADMIN_EMAIL: "owner@prints.example.in" });
  });
  afterAll(() => app?.close());

  const contact = (vars: Record<string, string>) =>
    app.gql(
      `mutation($n: String!, $e: String!, $s: String!, $m: String!) { sendContactMessage(name: $n, email: $e, subject: $s, message: $m) { status message } }`,
      {
        n: "Ravi",
        e: "ravi@example.in",
        s: "A print",
        m: "Do you frame in teak?",
        ...vars,
      },
    );

  it("a contact message's Reply-To is the visitor's one address whatever the name says; name and subject reach the mail as one line without bidi controls", async () => {
    await rawMails(app, seen);
    const res = await contact({ n: `${HOSTILE_NAME}${CONTROLS}`, e: "visitor@example.in", s: `Prints${CONTROLS}Bcc: hidden@evil.com` });
    expect(res.body.errors).toBeUndefined();
    const [mail] = await rawMails(app, seen);
    expect(mail.to.map((a) => a.address)).toEqual(["owner@prints.example.in"]);
    expect(mail.replyTo).toHaveLength(1);
    expect(mail.replyTo[0].address).toBe("visitor@example.in");
    expect(mail.replyTo[0].name).toBe(HOSTILE_NAME);
    expect([...mail.cc, ...mail.bcc]).toEqual([]);
    expect(mail.parsed.subject).toBe("[General Inquiry] Prints Bcc: hidden@evil.com");
    expect(mail.parsed.headers.has("bcc")).toBe(false);
    expect(mail.raw).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/);
    // The stored message is the same one line: the back office shows what the mail said.
    const [row] = await app.ds.query("SELECT name, subject FROM contact_messages WHERE email = ?", ["visitor@example.in"]);
    expect(row).toEqual({ name: HOSTILE_NAME, subject: "Prints Bcc: hidden@evil.com" });
  });

  it("an email field takes exactly one address: lists and display names are refused with the spec's message, nothing stored or mailed", async () => {
    await rawMails(app, seen);
    for (const email of MULTIPLE) {
      const sent = await contact({ e: email });
      expect(sent.body.errors?.[0]?.message, email).toBe("Please enter a valid email address");
      const rest = await app.rest("POST", "/newsletter/subscribe", { json: { email } });
      expect(rest.status, email).toBe(400);
      expect(rest.body.message).toBe("Please enter a valid email address");
      const checkout = await app.gql(`mutation($c: CustomerInput!) { startCheckout(customer: $c, items: []) { orderId } }`, { c: { ...CUSTOMER, email } });
      expect(checkout.body.errors?.[0]?.message, email).toBe("Invalid email address");
    }
    expect(Number((await app.ds.query("SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE '%victim%'"))[0].n)).toBe(0);
    expect(Number((await app.ds.query("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE '%victim%'"))[0].n)).toBe(0);
    expect(await rawMails(app, seen)).toEqual([]);
  });

  it("one plain address is still taken everywhere (contact, newsletter, checkout)", async () => {
    expect((await contact({ e: "first.last+prints@mail.example.co.in" })).body.data.sendContactMessage.status).toBe(true);
    expect((await app.rest("POST", "/newsletter/subscribe", { json: { email: "first.last+news@mail.example.co.in" } })).status).toBe(201);
    const print = await createPrint(app, "Purple Sunbird", [999]);
    const checkout = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: { ...CUSTOMER, email: "first.last+shop@mail.example.co.in" },
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    expect(checkout.body.errors).toBeUndefined();
  });

  it("the newsletter's welcome goes to an address nobody confirmed: it carries none of the names the visitor typed", async () => {
    await rawMails(app, seen);
    const res = await app.rest("POST", "/newsletter/subscribe", {
      json: { email: "someone-else@example.in", firstName: "Claim your prize at https://evil.example", lastName: "Winner" },
    });
    expect(res.status).toBe(201);
    const [mail] = await rawMails(app, seen);
    expect(mail.to.map((a) => a.address)).toEqual(["someone-else@example.in"]);
    expect(mail.parsed.text).not.toContain("evil.example");
    expect(mail.parsed.text).not.toContain("Winner");
    expect(mail.to[0].name).toBe("");
  });
});
