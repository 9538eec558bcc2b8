// Issue 42: the newsletter list's defects from review. The unsubscribe link's page leaves only by its
// button (a scanner that follows links unsubscribes nobody), the one-click POST in either form
// encoding, a record of who left or bounced that no sweep, sign-up or import erases, confirmation mails
// capped per normalised address per day and per IPv6 /64, an import's mails at campaign priority
// within the rate, a CSV import that names each refused line, and no public cache emptied by a token.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { In } from "typeorm";
import { raw, startTestApp, type TestApp } from "../../test/harness.js";
import { OutgoingMail, PRIORITY_CAMPAIGN, PRIORITY_SHOP } from "../mail/outgoing-mail.entity.js";
import { NewsletterSubscriber } from "./enquiry.entities.js";

const THANKS = "Thank you for subscribing! Please check your inbox to confirm.";

function helpers(get: () => TestApp) {
  const mails = async () => {
    const app = get();
    await app.services.mailWorker.drain();
    try {
      return readdirSync(path.join(app.dataDir, "outbox"))
        .filter((f) => f.endsWith(".eml"))
        .sort()
        .map((f) => readFileSync(path.join(app.dataDir, "outbox", f), "utf8"));
    } catch {
      return [];
    }
  };
  const to = (mail: string) => /^To: (.*)$/m.exec(mail)![1].trim();
  const mailsTo = async (email: string) => (await mails()).filter((m) => to(m) === email);
  /** The link of the newest mail to `email` that goes to `route`, as a path on the app. */
  const linkIn = async (email: string, route: "confirm" | "unsubscribe") => {
    const unfolded = (await mailsTo(email)).map((m) => m.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
    const pattern = new RegExp(`https://prints\\.example\\.in(/newsletter/${route}\\?token=[\\w-]+)`);
    return unfolded
      .map((m) => pattern.exec(m)?.[1])
      .filter(Boolean)
      .pop();
  };
  const row = (email: string) => get().ds.getRepository(NewsletterSubscriber).findOneBy({ email });
  // Each sign-up from a client of its own unless a test says otherwise: the form's limit per client is not what these prove.
  let clients = 0;
  const subscribe = (email: string, client = `192.0.2.${++clients % 250}`, language?: string) =>
    get().services.newsletter.subscribe({ email, language }, client);
  const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
  const pressConfirm = (link: string) =>
    fetch(`${get().url}/newsletter/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: tokenOf(link) }).toString(),
    });
  /** A subscribed address: signed up and confirmed. */
  const subscribed = async (email: string, language?: string) => {
    await subscribe(email, undefined, language);
    expect((await pressConfirm((await linkIn(email, "confirm"))!)).status).toBe(200);
    expect((await row(email))?.status).toBe("subscribed");
  };
  return { mails, mailsTo, linkIn, row, subscribe, tokenOf, pressConfirm, subscribed };
}

describe("newsletter list (issue 42)", () => {
  let app: TestApp;
  let token: string;
  const h = helpers(() => app);
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in" });
    token = await app.token();
  });
  afterAll(() => app?.close());

  const importCsv = (csv: string) =>
    app.gql<{ importNewsletterSubscribers: { added: number; alreadyOnList: number; invalid: number; refused: { line: number; reason: string }[] } }>(
      `mutation($csv: String!) { importNewsletterSubscribers(csv: $csv) { added alreadyOnList invalid refused { line reason } } }`,
      { csv },
      { token },
    );

  it("the unsubscribe link's page unsubscribes nobody (a link scanner follows it): only its 'Unsubscribe' button's POST does", async () => {
    await h.subscribed("scanned@example.in");
    const link = (await h.linkIn("scanned@example.in", "unsubscribe"))!;
    expect(link).toBeTruthy();
    // Safe Links, Proofpoint: every link of the mail opened, some twice.
    for (let i = 0; i < 3; i++) {
      const page = await fetch(`${app.url}${link}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html).toMatch(/^<!doctype html><html lang="en">/);
      expect(html).toContain('<form method="post" action="/newsletter/unsubscribe">');
      expect(html).toContain(`<input type="hidden" name="token" value="${h.tokenOf(link)}">`);
      expect(html).toContain(">Unsubscribe</button>");
    }
    expect((await h.row("scanned@example.in"))?.status).toBe("subscribed");

    // The person presses the button: unsubscribed, with a page that says so; pressed again, the same.
    for (let i = 0; i < 2; i++) {
      const press = await fetch(`${app.url}/newsletter/unsubscribe`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: h.tokenOf(link) }).toString(),
      });
      expect(press.status).toBe(200);
      expect(await press.text()).toContain("You have been unsubscribed. You will receive no more newsletters from us.");
    }
    expect((await h.row("scanned@example.in"))?.status).toBe("unsubscribed");
    // The page of a link already used says so, with no button.
    const after = await (await fetch(`${app.url}${link}`)).text();
    expect(after).toContain("This address is unsubscribed: you will receive no more newsletters from us.");
    expect(after).not.toContain("<button");

    // A made-up token: 404 on the page and on the press.
    expect((await fetch(`${app.url}/newsletter/unsubscribe?token=nope`)).status).toBe(404);
    const bogus = await fetch(`${app.url}/newsletter/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token=nope",
    });
    expect(bogus.status).toBe(404);
    // Neither a token nor the one-click field: refused, nothing done.
    expect(
      (await fetch(`${app.url}/newsletter/unsubscribe`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=b" }))
        .status,
    ).toBe(400);
  });

  it("the unsubscribe page is in the subscriber's language: Tamil for one who signed up on a Tamil page, its button a POST as in English", async () => {
    // Through the form's REST call, as a Tamil page sends it.
    const signUp = await app.rest("POST", "/newsletter/subscribe", { json: { email: "tamil@example.in", language: "ta" } });
    expect(signUp.status).toBe(201);
    expect((await h.pressConfirm((await h.linkIn("tamil@example.in", "confirm"))!)).status).toBe(200);
    expect((await h.row("tamil@example.in"))?.language).toBe("ta");
    const link = (await h.linkIn("tamil@example.in", "unsubscribe"))!;
    // The subscriber's language, whatever the browser that opens it asks for.
    const page = await fetch(`${app.url}${link}`, { headers: { "accept-language": "en-GB" } });
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html><html lang="ta">/);
    expect(html).toContain("செய்திமடல்");
    expect(html).toContain(">குழுவிலகு</button>");
    expect(html).toContain('<form method="post" action="/newsletter/unsubscribe">');
    expect((await h.row("tamil@example.in"))?.status).toBe("subscribed");
    const press = await fetch(`${app.url}/newsletter/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: h.tokenOf(link) }).toString(),
    });
    expect(press.status).toBe(200);
    expect(await press.text()).toMatch(/^<!doctype html><html lang="ta">/);
    expect((await h.row("tamil@example.in"))?.status).toBe("unsubscribed");

    // One who signed up in English reads English, even in a Tamil browser; an unknown language reads English.
    await h.subscribed("english@example.in", "xx");
    const english = (await h.linkIn("english@example.in", "unsubscribe"))!;
    const englishPage = await (await fetch(`${app.url}${english}`, { headers: { "accept-language": "ta" } })).text();
    expect(englishPage).toMatch(/^<!doctype html><html lang="en">/);
    expect(englishPage).toContain(">Unsubscribe</button>");
  });

  it("RFC 8058's one-click POST unsubscribes in multipart/form-data as in urlencoded; without the field it does nothing", async () => {
    await h.subscribed("multipart@example.in");
    await h.subscribed("urlencoded@example.in");
    const multipartLink = (await h.linkIn("multipart@example.in", "unsubscribe"))!;
    const missing = new FormData();
    missing.set("List-Unsubscribe", "Something-Else");
    expect((await fetch(`${app.url}${multipartLink}`, { method: "POST", body: missing })).status).toBe(400);
    expect((await h.row("multipart@example.in"))?.status).toBe("subscribed");
    // A file where a field is expected: refused, as a malformed body is, never a 500.
    const withFile = new FormData();
    withFile.set("List-Unsubscribe", "One-Click");
    withFile.set("file", new Blob(["x"], { type: "text/plain" }), "x.txt");
    expect((await fetch(`${app.url}${multipartLink}`, { method: "POST", body: withFile })).status).toBe(400);
    expect((await h.row("multipart@example.in"))?.status).toBe("subscribed");

    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const res = await fetch(`${app.url}${multipartLink}`, { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("Unsubscribed");
    expect((await h.row("multipart@example.in"))?.status).toBe("unsubscribed");

    const urlencodedLink = (await h.linkIn("urlencoded@example.in", "unsubscribe"))!;
    const plain = await fetch(`${app.url}${urlencodedLink}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(plain.status).toBe(200);
    expect((await h.row("urlencoded@example.in"))?.status).toBe("unsubscribed");
  });

  it("a POST to the confirmation or unsubscribe link leaves the public cache as it was: nothing public changed", async () => {
    await h.subscribe("cache@example.in");
    const confirm = (await h.linkIn("cache@example.in", "confirm"))!;
    const read = () => raw(app.url, "/auth/api/view-hero-section");
    await read();
    expect((await read()).headers["x-cache"]).toBe("HIT");
    expect((await h.pressConfirm(confirm)).status).toBe(200);
    expect((await h.pressConfirm(confirm)).status).toBe(200);
    const unsubscribe = (await h.linkIn("cache@example.in", "unsubscribe"))!;
    const post = await fetch(`${app.url}${unsubscribe}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect((await h.row("cache@example.in"))?.status).toBe("unsubscribed");
    expect((await read()).headers["x-cache"]).toBe("HIT");
    // An owner's write still empties it.
    await app.rest("POST", "/add-location", { token, form: { location: "Vedanthangal" } });
    expect((await read()).headers["x-cache"]).toBe("MISS");
  });

  it("an address that left stays suppressed until it confirms again: a sign-up asks it to confirm, the sweep keeps it, an import never mails it", async () => {
    await h.subscribed("left@example.in");
    const oldConfirm = (await h.linkIn("left@example.in", "confirm"))!;
    const unsubscribe = (await h.linkIn("left@example.in", "unsubscribe"))!;
    await fetch(`${app.url}/newsletter/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: h.tokenOf(unsubscribe) }).toString(),
    });
    expect((await h.row("left@example.in"))?.status).toBe("unsubscribed");
    // The old confirmation link (from the first sign-up) does not bring the address back.
    expect((await h.pressConfirm(oldConfirm)).status).toBe(404);
    expect((await h.row("left@example.in"))?.status).toBe("unsubscribed");

    // Someone types it into the form: it is asked to confirm, and stays unsubscribed until it does.
    const before = (await h.mailsTo("left@example.in")).length;
    expect(await h.subscribe("left@example.in")).toBe(THANKS);
    expect((await h.mailsTo("left@example.in")).length).toBe(before + 1);
    expect((await h.row("left@example.in"))?.status).toBe("unsubscribed");
    const newConfirm = (await h.linkIn("left@example.in", "confirm"))!;
    expect(newConfirm).not.toBe(oldConfirm);

    // A bounced address, asked for again, alike.
    await h.subscribed("bounced@example.in");
    await app.ds.getRepository(NewsletterSubscriber).update({ email: "bounced@example.in" }, { status: "bounced" });
    expect(await h.subscribe("bounced@example.in")).toBe(THANKS);
    expect((await h.row("bounced@example.in"))?.status).toBe("bounced");
    // And a Gmail address that left.
    await h.subscribed("kavya.r@gmail.com");
    await app.ds.getRepository(NewsletterSubscriber).update({ email: "kavya.r@gmail.com" }, { status: "unsubscribed", unsubscribedAt: new Date() });

    // A week on, unconfirmed: the sweep deletes only the address never subscribed.
    await h.subscribe("never@example.in");
    await app.ds
      .getRepository(NewsletterSubscriber)
      .update({ email: In(["left@example.in", "bounced@example.in", "never@example.in"]) }, { consentAt: new Date(Date.now() - 8 * 86_400_000) });
    expect(await app.services.newsletter.sweepPending()).toBe(1);
    expect(await h.row("never@example.in")).toBeNull();
    expect((await h.row("left@example.in"))?.status).toBe("unsubscribed");
    expect((await h.row("bounced@example.in"))?.status).toBe("bounced");

    // The next import carries all of them, and the Gmail one written another way: none is mailed.
    const mailsBefore = (await h.mails()).length;
    const res = await importCsv("email\nleft@example.in\nbounced@example.in\nKavyaR+news@gmail.com\nfresh@example.in\n");
    expect(res.body.data.importNewsletterSubscribers).toMatchObject({ added: 1, alreadyOnList: 2, invalid: 1 });
    expect(res.body.data.importNewsletterSubscribers.refused).toEqual([
      { line: 4, reason: "This address unsubscribed or bounced (written another way): it is not added" },
    ]);
    // Nor one that left, given with a +tag (at any domain: the same mailbox).
    const tagged = await importCsv("email\nLeft+Birds@example.in\n");
    expect(tagged.body.data.importNewsletterSubscribers.refused).toEqual([
      { line: 2, reason: "This address unsubscribed or bounced (written another way): it is not added" },
    ]);
    const sent = (await h.mails()).slice(mailsBefore);
    expect(sent.map((m) => /^To: (.*)$/m.exec(m)![1].trim())).toEqual(["fresh@example.in"]);
    expect(await h.row("kavyar+news@gmail.com")).toBeNull();

    // The person confirms with the new link: subscribed again.
    expect((await h.pressConfirm(newConfirm)).status).toBe(200);
    expect((await h.row("left@example.in"))?.status).toBe("subscribed");
  });

  it("at most 3 confirmation mails a day to one address, however it is written (Gmail's dots, +tags, case), whoever asks", async () => {
    const variants = ["Sita.Raman@gmail.com", "sitaraman+1@gmail.com", "s.i.t.a.raman@googlemail.com", "SITARAMAN+birds@gmail.com", "sitaraman@gmail.com"];
    const before = (await h.mails()).length;
    for (const [i, email] of variants.entries()) expect(await h.subscribe(email, `198.51.100.${i}`)).toBe(THANKS);
    const sent = (await h.mails()).slice(before).filter((m) => /Please confirm your subscription/.test(m));
    expect(sent).toHaveLength(3);

    // Two hours on (past the old hourly window), still none: the cap is a day's.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 3600_000 });
    try {
      expect(await h.subscribe("sita.raman+later@gmail.com", "198.51.100.9")).toBe(THANKS);
    } finally {
      vi.useRealTimers();
    }
    expect((await h.mails()).slice(before).filter((m) => /Please confirm your subscription/.test(m))).toHaveLength(3);
  });

  it("an IPv6 client is limited by its /64: new addresses within it share the form's 10 sign-ups", async () => {
    for (let i = 0; i < 10; i++) expect(await h.subscribe(`v6-${i}@example.in`, `2001:db8:42:7::${(i + 1).toString(16)}`)).toBe(THANKS);
    await expect(h.subscribe("v6-10@example.in", "2001:db8:42:7:ffff:1:2:3")).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Another /64 is another client.
    expect(await h.subscribe("v6-11@example.in", "2001:db8:42:8::1")).toBe(THANKS);
  });

  it("an import names each refused line and why; a ';' file reads; a stray quote refuses its row only", async () => {
    const semicolons = ["Email;First Name;Last Name", "anand@example.in;Anand;Kumar", "deepa@example.in;Deepa;", "nope;X;Y"].join("\r\n");
    const a = await importCsv(semicolons);
    expect(a.body.data.importNewsletterSubscribers).toEqual({
      added: 2,
      alreadyOnList: 0,
      invalid: 1,
      refused: [{ line: 4, reason: "Not an email address" }],
    });
    expect((await h.row("anand@example.in"))?.lastName).toBe("Kumar");

    const quoted = [
      "email,firstName",
      'geetha@example.in,"Geetha',
      "hari@example.in,Hari",
      "",
      "bad@@example.in,Bad",
      "hari@example.in,Again",
      "indu@example.in,Indu",
    ].join("\n");
    const b = await importCsv(quoted);
    expect(b.body.data.importNewsletterSubscribers).toEqual({
      added: 2,
      alreadyOnList: 0,
      invalid: 2,
      refused: [
        { line: 2, reason: "A quote is not closed on this line" },
        { line: 5, reason: "Not an email address" },
      ],
    });
    expect((await h.row("hari@example.in"))?.firstName).toBe("Hari");
    expect((await h.row("indu@example.in"))?.status).toBe("pending");
    expect(await h.row("geetha@example.in")).toBeNull();

    // Past 100 refused lines, the first 100 are named; all are counted.
    const many = ["email", ...Array.from({ length: 150 }, (_, i) => `not-an-address-${i}`)].join("\n");
    const c = (await importCsv(many)).body.data.importNewsletterSubscribers;
    expect(c.invalid).toBe(150);
    expect(c.refused).toHaveLength(100);
    expect(c.refused[99]).toEqual({ line: 101, reason: "Not an email address" });
  });
});

describe("an import's confirmation mails (issue 42)", () => {
  let app: TestApp;
  const h = helpers(() => app);
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in", NEWSLETTER_RATE_PER_MINUTE: "2" });
  });
  afterAll(() => app?.close());

  it("go at campaign priority within NEWSLETTER_RATE_PER_MINUTE, behind the shop's own mails", async () => {
    const token = await app.token();
    const emails = Array.from({ length: 7 }, (_, i) => `import-${i}@example.in`);
    const res = await app.gql(`mutation($csv: String!) { importNewsletterSubscribers(csv: $csv) { added } }`, { csv: emails.join("\n") }, { token });
    expect(res.body.data.importNewsletterSubscribers.added).toBe(7);
    // A visitor's own sign-up goes at the shop's priority, at once.
    expect(await h.subscribe("visitor@example.in")).toBe(THANKS);
    const rows = await app.ds
      .getRepository(OutgoingMail)
      .find({ where: { toAddress: In([...emails, "visitor@example.in"]) }, order: { nextAttemptAt: "ASC", id: "ASC" } });
    const imported = rows.filter((r) => r.toAddress !== "visitor@example.in");
    expect(imported).toHaveLength(7);
    expect(imported.every((r) => r.priority === PRIORITY_CAMPAIGN)).toBe(true);
    expect(rows.find((r) => r.toAddress === "visitor@example.in")?.priority).toBe(PRIORITY_SHOP);
    // Spread over the minutes: never more than 2 due within one minute (this import's, with any queued before).
    const due = imported.map((r) => new Date(r.nextAttemptAt!).getTime());
    for (let i = 2; i < due.length; i++) expect(due[i] - due[i - 2]).toBeGreaterThanOrEqual(60_000);
    expect(due[6] - due[0]).toBeGreaterThanOrEqual(3 * 60_000);

    // A second import goes after the first's, not beside it.
    await app.gql(
      `mutation($csv: String!) { importNewsletterSubscribers(csv: $csv) { added } }`,
      { csv: "second-0@example.in\nsecond-1@example.in" },
      { token },
    );
    const second = await app.ds.getRepository(OutgoingMail).find({ where: { toAddress: In(["second-0@example.in", "second-1@example.in"]) } });
    for (const r of second) expect(new Date(r.nextAttemptAt!).getTime()).toBeGreaterThanOrEqual(due[6] + 30_000);
  });
});
