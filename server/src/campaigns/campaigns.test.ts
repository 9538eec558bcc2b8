/**
 * Newsletter campaigns (issue 26), on the real server, its database and real SMTP servers (the
 * `smtp-server` package, test/smtp.ts): drafts and their rules, the sanitiser, one copy per
 * subscribed address (pending and unsubscribed get none) across a restart and across two
 * instances, the one-click unsubscribe and the bounce (550) that keep an address out of the next
 * campaign, the mail itself (multipart/alternative, RFC 8058's headers, DKIM verified by mailauth),
 * the shop's own mails ahead of campaign mails, and NEWSLETTER_RATE_PER_MINUTE.
 */
import { generateKeyPairSync } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { simpleParser } from "mailparser";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { IsNull } from "typeorm";
import type { RunningApp } from "../app/app.js";
import { loadConfig } from "../config/config.js";
import { NewsletterSubscriber } from "../enquiries/enquiry.entities.js";
import { withoutAddresses } from "./campaign.service.js";
import { MailWorker } from "../mail/mail-worker.js";
import { OutgoingMail } from "../mail/outgoing-mail.entity.js";
import { CAMERA_TAGS, createPrint, exiftoolTags, secondInstance, startTestApp, type TestApp } from "../../test/harness.js";
import { freePort, startSmtp, type TestSmtp } from "../../test/smtp.js";

const PUBLIC_URL = "https://prints.example.in";
const DOMAIN = "chennaiwildlifeprints.in";
const SELECTOR = "news2026";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicDer = publicKey.export({ type: "spki", format: "der" }).toString("base64");

/** The DNS a receiving server asks: the selector's TXT record, and nothing else. */
function resolver(name: string, rr: string): Promise<string[][]> {
  if (rr === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`) return Promise.resolve([[`v=DKIM1; k=rsa; p=${publicDer}`]]);
  return Promise.reject(Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" }));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FIELDS = "id status subject recipients sent failed skipped remaining unsubscribes blocks createdAt sentAt pausedReason";

describe("newsletter campaigns", () => {
  let app: TestApp;
  let second: RunningApp;
  let token: string;
  const servers: TestSmtp[] = [];
  const env = { PUBLIC_URL, DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: privatePem.replace(/\n/g, "\\n") };

  beforeAll(async () => {
    app = await startTestApp(env);
    second = await secondInstance(app, env);
    // Only the workers a test makes send here.
    await app.services.mailWorker.stop();
    await second.services.mailWorker.stop();
    token = await app.token();
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });
  beforeEach(async () => {
    await app.ds.query("DELETE FROM mail_outbox");
    await app.ds.query("DELETE FROM newsletter_subscribers");
    rmSync(path.join(app.dataDir, "outbox"), { recursive: true, force: true });
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, { token });
  const ok = async <T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await gql(query, variables);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data as T;
  };
  const create = async (subject: string, extra: Record<string, unknown> = {}) =>
    (
      await ok<{ createCampaign: { id: string } }>(
        `mutation($s: String!, $h: String!, $p: String, $b: [String!]) { createCampaign(subject: $s, html: $h, preheader: $p, blocks: $b) { ${FIELDS} } }`,
        { s: subject, h: "<p>The flamingos are back at Pulicat.</p>", ...extra },
      )
    ).createCampaign;
  const campaign = async (id: string) => (await ok(`query($id: ID!) { campaign(id: $id) { ${FIELDS} } }`, { id })).campaign;
  const send = (id: string) => gql(`mutation($id: ID!) { sendCampaign(id: $id) { ${FIELDS} } }`, { id });

  /** Subscribers in each state, as the list holds them (the confirmation flow is newsletter.test.ts's). */
  const addSubscribers = async (status: NewsletterSubscriber["status"], emails: string[]) => {
    const repo = app.ds.getRepository(NewsletterSubscriber);
    for (let i = 0; i < emails.length; i += 200)
      await repo.insert(
        emails.slice(i, i + 200).map((email) => ({
          email,
          firstName: "Newsletter",
          lastName: "Subscriber",
          consentAt: new Date(),
          unsubscribedAt: null,
          unsubscribeToken: `tok-${email.replace(/[^a-z0-9]/g, "-")}`,
          status,
          confirmToken: null,
          confirmedAt: status === "subscribed" ? new Date() : null,
        })),
      );
  };
  const statusOf = async (email: string) => (await app.ds.getRepository(NewsletterSubscriber).findOneByOrFail({ email })).status;
  const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}@example.in`);

  const smtp = async (mode: TestSmtp["mode"] = "accept", delayMs = 0) => {
    const port = await freePort();
    const server = await startSmtp(port, mode);
    server.delayMs = delayMs;
    servers.push(server);
    return { server, url: `smtp://127.0.0.1:${port}` };
  };
  /** A mail worker of `instance`, as that instance's own would be: through `smtpUrl`, or filing .eml files (DKIM-signed) without it. */
  const worker = (instance: RunningApp, smtpUrl?: string, tuning: ConstructorParameters<typeof MailWorker>[3] = {}) =>
    new MailWorker(instance.ds, instance.services.mail, { ...loadConfig({ DATA_DIR: app.dataDir, ...env }).mail, smtpUrl }, tuning);
  const recipientsOf = (server: TestSmtp) => server.received.map((m) => (Array.isArray(m.to) ? m.to[0].text : m.to!.text)).sort();
  const pendingRows = async () => Number((await app.ds.query<{ n: number }[]>("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending'"))[0].n);

  it("a draft is sanitised and may be changed or deleted; once sent it may not (409); bad input is a 400", async () => {
    const c = await create("Kingfishers", {
      h: `<p>Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`,
      b: ["latest-posts"],
    });
    expect(c).toMatchObject({ status: "draft", recipients: 0, sent: 0, failed: 0, blocks: ["latest-posts"] });
    const { Campaign: stored } = await ok(`query($id: ID!) { Campaign(id: $id) { html } }`, { id: c.id });
    expect(stored.html).not.toMatch(/script|onerror|javascript|alert\(/);
    expect(stored.html).toContain("<p>Hello</p>");

    const bad = await gql(`mutation { createCampaign(subject: "x", html: "<p>x</p>", blocks: ["all-the-things"]) { id } }`);
    expect(bad.body.errors[0]).toMatchObject({ message: expect.stringMatching(/Unknown block/), extensions: { code: "BAD_USER_INPUT" } });
    expect((await gql(`mutation { createCampaign(subject: "  ", html: "<p>x</p>") { id } }`)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await gql(`mutation { createCampaign(subject: "x", html: "<script>only</script>") { id } }`)).body.errors[0].extensions.code).toBe(
      "BAD_USER_INPUT",
    );
    // Without a token, nothing; an integrator's key needs content:write.
    expect((await app.gql(`{ allCampaigns { id } }`)).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const key = async (scopes: string[]) =>
      (await ok<{ createApiKey: { key: string } }>(`mutation($s: [String!]!) { createApiKey(name: "newsletter tool", scopes: $s) { key } }`, { s: scopes }))
        .createApiKey.key;
    const writer = await key(["content:write"]);
    const reader = await key(["orders:read"]);
    expect((await app.gql(`{ campaign(id: "${c.id}") { subject } }`, {}, { token: writer })).body.data.campaign.subject).toBe("Kingfishers");
    expect((await app.gql(`{ campaignPreview(id: "${c.id}") }`, {}, { token: reader })).body.errors[0].extensions.code).toBe("FORBIDDEN");

    const changed = await ok(`mutation($id: ID!) { updateCampaign(id: $id, subject: "Kingfishers of Adyar") { subject status } }`, { id: c.id });
    expect(changed.updateCampaign).toEqual({ subject: "Kingfishers of Adyar", status: "draft" });
    const list = await ok(`{ allCampaigns(filter: { status: "draft" }) { id } _allCampaignsMeta(filter: { status: "draft" }) { count } }`);
    expect(list._allCampaignsMeta.count).toBe(1);

    const sent = await send(c.id);
    expect(sent.body.data.sendCampaign).toMatchObject({ status: "sent", recipients: 0 });
    for (const attempt of [
      gql(`mutation($id: ID!) { updateCampaign(id: $id, subject: "Later") { id } }`, { id: c.id }),
      gql(`mutation($id: ID!) { deleteCampaign(id: $id) { id } }`, { id: c.id }),
      send(c.id),
    ]) {
      const res = await attempt;
      expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/Only a draft/), extensions: { code: "CONFLICT" } });
    }
    expect((await gql(`mutation { deleteCampaign(id: "987654") { id } }`)).body.errors[0].extensions.code).toBe("NOT_FOUND");

    const other = await create("To delete");
    expect((await ok(`mutation($id: ID!) { deleteCampaign(id: $id) { id } }`, { id: other.id })).deleteCampaign.id).toBe(other.id);
  });

  it("each subscribed address gets one copy (pending and unsubscribed none), multipart/alternative with RFC 8058's headers, DKIM-signed; the counts reach the total", async () => {
    await addSubscribers("subscribed", ["ravi@example.in", "meena@example.in"]);
    await addSubscribers("pending", ["waiting@example.in"]);
    await addSubscribers("unsubscribed", ["left@example.in"]);
    await addSubscribers("bounced", ["gone@example.in"]);
    const print = await createPrint(app, "Spot-billed Pelican", [2499, 1999]);
    const c = await create("Pelicans at Pulicat", { p: "Three new prints and a trip", b: ["latest-prints", "latest-posts"] });

    // The preview is the mail as sent (the footer's link aside).
    const preview = (await ok(`query($id: ID!) { campaignPreview(id: $id) }`, { id: c.id })).campaignPreview as string;
    expect(preview).toContain("Spot-billed Pelican");
    expect(preview).toContain(`${PUBLIC_URL}/shop/${print.id}/spot-billed-pelican`);
    expect(preview).toContain("₹1,999.00");
    // The photograph is a JPEG (Outlook on the desktop shows no WebP), made once and served from the media route.
    const photo = new RegExp(`src="${PUBLIC_URL.replace(/\./g, "\\.")}(/media/[0-9a-f]{64}/(?:[0-9a-f]{16}/)?email-(\\d+)\\.jpg)"`).exec(preview);
    expect(photo).not.toBeNull();
    const served = await fetch(`${app.url}${photo![1]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    // Shown from wherever the mail is read (a webmail's page, the back office's sandboxed preview); the site's own images stay same-origin.
    expect(served.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const webp = await fetch(`${app.url}${photo![1].replace(/email-\d+\.jpg$/, "320.webp")}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    const { default: sharp } = await import("sharp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: Number(photo![2]) });
    expect(meta.width).toBeLessThanOrEqual(1200);
    // The photographer's rights, none of the camera's metadata.
    const tags = exiftoolTags(Buffer.from(await (await fetch(served.url)).arrayBuffer()));
    expect(tags["XMP:Rights"]).toMatch(/All rights reserved\.$/);
    expect(Object.keys(tags).filter((k) => CAMERA_TAGS.test(k))).toEqual([]);
    expect(preview).not.toMatch(/<script|<link|fonts\.googleapis/i);

    const res = await send(c.id);
    expect(res.body.data.sendCampaign).toMatchObject({ status: "sending", recipients: 2, sent: 0, remaining: 2 });
    await worker(app).drain();
    const dir = path.join(app.dataDir, "outbox");
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    expect(files).toHaveLength(2);
    const raws = files.map((f) => readFileSync(path.join(dir, f)));
    const parsed = await Promise.all(raws.map((r) => simpleParser(r)));
    expect(parsed.map((m) => (m.to as { text: string }).text).sort()).toEqual(["meena@example.in", "ravi@example.in"]);
    for (const [i, m] of parsed.entries()) {
      const to = (m.to as { text: string }).text;
      const link = `${PUBLIC_URL}/newsletter/unsubscribe?token=tok-${to.replace(/[^a-z0-9]/g, "-")}&campaign=${c.id}`;
      expect(raws[i].toString()).toMatch(/Content-Type: multipart\/alternative/i);
      expect(m.subject).toBe("Pelicans at Pulicat");
      const headers = raws[i]
        .toString()
        .split(/\r?\n\r?\n/)[0]
        .replace(/\r?\n[ \t]+/g, " ");
      expect(headers).toContain(`\nList-Unsubscribe: <${link}>`);
      expect(headers).toContain("\nList-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(m.text).toContain("Three new prints and a trip");
      expect(m.text).toContain("The flamingos are back at Pulicat.");
      expect(m.text).toContain(link);
      expect(m.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
      expect(m.html).toContain("Three new prints and a trip");
      expect(m.html).toContain("Unsubscribe");
      const verified = await dkimVerify(raws[i], { resolver });
      expect(verified.results[0].status.result).toBe("pass");
      const header = /^DKIM-Signature:[\s\S]*?(?=\r?\n\S)/m.exec(raws[i].toString())![0].replace(/\s+/g, "").toLowerCase();
      expect(/[;:]h=([^;]+)/.exec(header)![1].split(":")).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
    }
    expect(await campaign(c.id)).toMatchObject({ status: "sent", recipients: 2, sent: 2, failed: 0, remaining: 0, sentAt: expect.any(String) });

    // A test copy: one, to the address typed, '[Test]' before the subject.
    rmSync(dir, { recursive: true, force: true });
    await ok(`mutation($id: ID!) { sendCampaignTest(id: $id, email: "owner@example.in") { id } }`, { id: c.id });
    expect((await gql(`mutation($id: ID!) { sendCampaignTest(id: $id, email: "nope") { id } }`, { id: c.id })).body.errors[0].extensions.code).toBe(
      "BAD_USER_INPUT",
    );
    await worker(app).drain();
    const [testCopy] = readdirSync(dir).map((f) => readFileSync(path.join(dir, f)));
    const t = await simpleParser(testCopy);
    expect(t.subject).toBe("[Test] Pelicans at Pulicat");
    expect((t.to as { text: string }).text).toBe("owner@example.in");
    expect(t.html).toContain("Spot-billed Pelican");
  });

  it("two sends at once make one copy each; a one-click POST unsubscribes, and the next campaign skips them; one who leaves after the send gets nothing", async () => {
    await addSubscribers("subscribed", addresses(30, "kite"));
    const c = await create("Black kites");
    const [a, b] = await Promise.all([send(c.id), send(c.id)]);
    expect([a, b].filter((r) => !r.body.errors)).toHaveLength(1);
    expect([a, b].find((r) => r.body.errors)!.body.errors[0].extensions.code).toBe("CONFLICT");
    const [{ n }] = await app.ds.query<{ n: number }[]>("SELECT COUNT(*) AS n FROM mail_outbox WHERE campaignId = ?", [Number(c.id)]);
    expect(Number(n)).toBe(30);

    // kite0 unsubscribes by one click (RFC 8058) before their copy goes: it is not sent.
    const oneClick = await fetch(`${app.url}/newsletter/unsubscribe?token=tok-kite0-example-in&campaign=${c.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await statusOf("kite0@example.in")).toBe("unsubscribed");
    const { server, url } = await smtp();
    await worker(app, url).drain();
    expect(recipientsOf(server)).toEqual(addresses(30, "kite").slice(1).sort());
    expect(await campaign(c.id)).toMatchObject({ status: "sent", recipients: 30, sent: 29, skipped: 1, failed: 0, remaining: 0, unsubscribes: 1 });

    // After it: kite1 leaves by the link in this campaign's footer (its page, then its button: issue 42),
    // kite2 by a link of no campaign (the welcome mail's); a forged campaign parameter is only a label, never an error.
    const leaveByPage = async (link: string) => {
      const html = await (await fetch(`${app.url}${link}`)).text();
      const fields = [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]): [string, string] => [name, value]);
      expect(fields.length).toBeGreaterThan(0);
      return fetch(`${app.url}/newsletter/unsubscribe`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    };
    expect((await leaveByPage(`/newsletter/unsubscribe?token=tok-kite1-example-in&campaign=${c.id}`)).status).toBe(200);
    expect((await leaveByPage(`/newsletter/unsubscribe?token=tok-kite2-example-in`)).status).toBe(200);
    expect((await leaveByPage(`/newsletter/unsubscribe?token=tok-kite3-example-in&campaign=1%20OR%201=1`)).status).toBe(200);
    // A repeat changes nothing, its label included.
    await fetch(`${app.url}/newsletter/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token=tok-kite1-example-in&campaign=999",
    });
    expect((await campaign(c.id)).unsubscribes).toBe(2);
    const left = await ok<{ allNewsletterSubscribers: { email: string; unsubscribedCampaignId: string }[] }>(
      `query($f: NewsletterSubscriberFilter) { allNewsletterSubscribers(filter: $f, sortField: "email", sortOrder: "ASC") { email unsubscribedCampaignId } }`,
      { f: { unsubscribedCampaignId: c.id } },
    );
    expect(left.allNewsletterSubscribers).toEqual([
      { email: "kite0@example.in", unsubscribedCampaignId: c.id },
      { email: "kite1@example.in", unsubscribedCampaignId: c.id },
    ]);
    expect(await statusOf("kite3@example.in")).toBe("unsubscribed");

    // The next campaign skips them from the start; its own count starts at none.
    const next = await create("Black kites, again");
    expect((await send(next.id)).body.data.sendCampaign).toMatchObject({ recipients: 26, unsubscribes: 0 });
  });

  it("a 550 for an address marks it bounced and counts it failed; a 451 is retried; the bounced address gets no next campaign", async () => {
    await addSubscribers("subscribed", ["nobody@example.in", "busy@example.in"]);
    const c = await create("Owls");
    await send(c.id);
    const reject = await smtp("reject");
    const w = worker(app, reject.url);
    // busy@ first gets a 451: retried on the schedule; nobody@ a 550: bounced.
    const busyFirst = await smtp("refuse");
    await app.ds.getRepository(OutgoingMail).update({ toAddress: "nobody@example.in" }, { nextAttemptAt: new Date(Date.now() + 3600_000) });
    await worker(app, busyFirst.url).runOnce();
    expect(busyFirst.server.refusals).toBe(1);
    expect(await campaign(c.id)).toMatchObject({ status: "sending", sent: 0, failed: 0, remaining: 2 });
    await w.runOnce(new Date(Date.now() + 2 * 3600_000));
    expect(reject.server.refusals).toBe(2);
    expect(await statusOf("nobody@example.in")).toBe("bounced");
    // A 550 for busy@ too, now: both failed for good.
    expect(await campaign(c.id)).toMatchObject({ status: "sent", failed: 2, sent: 0, remaining: 0 });
    // The owner marks busy@ subscribed again (its bounce was the server's mistake); only a bounced address may be.
    const subscriberId = async (email: string) => String((await app.ds.getRepository(NewsletterSubscriber).findOneByOrFail({ email })).id);
    const restore = (email: string) =>
      subscriberId(email).then((id) => gql(`mutation($id: ID!) { restoreBouncedSubscriber(id: $id) { email status } }`, { id }));
    expect((await restore("busy@example.in")).body.data.restoreBouncedSubscriber).toEqual({ email: "busy@example.in", status: "subscribed" });
    const again = await restore("busy@example.in");
    expect(again.body.errors[0]).toMatchObject({ message: "Only a bounced address can be marked subscribed again", extensions: { code: "CONFLICT" } });
    expect((await gql(`mutation { restoreBouncedSubscriber(id: "987654") { id } }`)).body.errors[0].extensions.code).toBe("NOT_FOUND");
    const next = await create("Owls again");
    expect((await send(next.id)).body.data.sendCampaign.recipients).toBe(1);
  });

  it("a relay that refuses the sender (550 5.7.1) bounces nobody: the campaign pauses itself after most of its first copies, tells the owner by mail and in the back office, and resumed sends every copy", async () => {
    const list = addresses(30, "robin");
    await addSubscribers("subscribed", list);
    const c = await create("Robins");
    await send(c.id);
    const relay = await smtp("policy");
    // One address really is gone (5.1.1): that one bounces, whatever the relay thinks of the sender.
    relay.server.byRecipient["robin3@example.in"] = "reject";
    const w = worker(app, relay.url);
    await w.drain();
    // Paused at the 11th copy refused alike among its first ones (robin0…robin11, robin3's bounce aside): the other 18 wait.
    expect(await campaign(c.id)).toMatchObject({ status: "paused", sent: 0, failed: 12, remaining: 18 });
    const bounced = await app.ds.getRepository(NewsletterSubscriber).findBy({ status: "bounced" });
    expect(bounced.map((b) => b.email)).toEqual(["robin3@example.in"]);
    const { campaign: shown } = await ok(`query($id: ID!) { campaign(id: $id) { pausedReason refusals { refusal count example } } }`, { id: c.id });
    expect(shown.pausedReason).toBe(
      "11 of its first 12 copies were refused by the mail server with 550 5.7.1: Relaying denied: this sender may not send through this server",
    );
    // A server's answer names no subscriber to whoever reads campaigns (editors, issue 47).
    expect(withoutAddresses("550 5.1.1 <robin3@example.in>: Recipient address rejected: robin3@example.in")).toBe(
      "550 5.1.1 <address>: Recipient address rejected: <address>",
    );
    expect(shown.refusals).toEqual([
      { refusal: "550 5.7.1", count: 11, example: expect.stringMatching(/550 5\.7\.1 Relaying denied/) },
      { refusal: "550 5.1.1", count: 1, example: expect.stringMatching(/No such mailbox/) },
    ]);
    expect(await pendingRows()).toBeGreaterThanOrEqual(18);
    const [{ n: waiting }] = await app.ds.query<{ n: number }[]>(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE campaignId = ? AND status = 'pending' AND nextAttemptAt IS NULL",
      [Number(c.id)],
    );
    expect(Number(waiting)).toBe(18);
    // The owner is told: the notice goes through the same relay, which refuses it by the same policy, so it is retried (not failed) until the setting is fixed.
    const notice = await app.ds.getRepository(OutgoingMail).findOneByOrFail({ toAddress: app.services.mail.adminEmail, subject: "Newsletter paused: Robins" });
    expect(notice).toMatchObject({ status: "pending", lastError: expect.stringMatching(/5\.7\.1/) });
    expect(notice.text).toContain(`/admin/#/Campaign/${c.id}/show`);

    // The owner fixes the relay, marks robin3 subscribed again (its bounce was a mistake), and resumes: every copy goes, once.
    relay.server.mode = "accept";
    delete relay.server.byRecipient["robin3@example.in"];
    const robin3 = await app.ds.getRepository(NewsletterSubscriber).findOneByOrFail({ email: "robin3@example.in" });
    await ok(`mutation($id: ID!) { restoreBouncedSubscriber(id: $id) { id } }`, { id: String(robin3.id) });
    const resumed = await ok(`mutation($id: ID!) { resumeCampaign(id: $id) { status failed pausedReason } }`, { id: c.id });
    expect(resumed.resumeCampaign).toEqual({ status: "sending", failed: 0, pausedReason: null });
    const twice = await gql(`mutation($id: ID!) { resumeCampaign(id: $id) { id } }`, { id: c.id });
    expect(twice.body.errors[0]).toMatchObject({ message: "Only a paused campaign can be resumed", extensions: { code: "CONFLICT" } });
    await w.drain();
    expect(recipientsOf(relay.server)).toEqual([...list].sort());
    expect(await campaign(c.id)).toMatchObject({ status: "sent", sent: 30, failed: 0, remaining: 0 });
    // The notice goes at its next try.
    await w.runOnce(new Date(Date.now() + 60_000));
    const mailed = relay.server.received.find((m) => m.subject === "Newsletter paused: Robins");
    expect(mailed?.text).toMatch(/11 of its first 12 copies were refused by the mail server with 550 5\.7\.1/);
    await w.stop();
  });

  it("a refusal of the SENDER (553 5.1.8 at RCPT TO, a 5xx to MAIL FROM) bounces nobody and pauses the campaign; the owner's mail counts who really bounced", async () => {
    const list = addresses(20, "swift");
    await addSubscribers("subscribed", list);
    const c = await create("Swifts");
    await send(c.id);
    // Postfix with a MAIL_FROM whose domain is not found: 553 5.1.8 at each RCPT TO (RFC 3463 X.1.8: the sender's address). One address really is gone.
    const relay = await smtp("sender");
    relay.server.byRecipient["swift3@example.in"] = "reject";
    const w = worker(app, relay.url);
    await w.drain();
    expect(await campaign(c.id)).toMatchObject({ status: "paused", sent: 0, failed: 12, remaining: 8 });
    const bounced = await app.ds.getRepository(NewsletterSubscriber).findBy({ status: "bounced" });
    expect(bounced.map((b) => b.email)).toEqual(["swift3@example.in"]);
    const notice = await app.ds.getRepository(OutgoingMail).findOneByOrFail({ toAddress: app.services.mail.adminEmail, subject: "Newsletter paused: Swifts" });
    // The owner's own mail is refused by the same relay for the same reason: retried until the setting is fixed, not failed.
    expect(notice).toMatchObject({ status: "pending", lastError: expect.stringMatching(/553 5\.1\.8/) });
    expect(notice.text).toMatch(/11 of its first 12 copies were refused by the mail server with 553 5\.1\.8: <shop@wrong\.invalid>: Sender address rejected/);
    expect(notice.text).toMatch(/MAIL_FROM/);
    expect(notice.text).not.toMatch(/No subscriber was marked bounced/);
    expect(notice.text).toMatch(/1 subscriber whose own mailbox the server refused was marked bounced/);
    await w.stop();

    // A relay that refuses at MAIL FROM (530 5.7.0: sign in first) refuses every copy before any recipient: counted, and it pauses too (not retried for three days).
    const next = await create("Swifts, signed in");
    await send(next.id);
    const unsigned = await smtp("accept");
    unsigned.server.mailFrom = "auth";
    const w2 = worker(app, unsigned.url);
    await w2.drain();
    expect(await campaign(next.id)).toMatchObject({ status: "paused", sent: 0, failed: 11, remaining: 8 });
    const { campaign: shown } = await ok(`query($id: ID!) { campaign(id: $id) { pausedReason refusals { refusal count } } }`, { id: next.id });
    expect(shown.refusals).toEqual([{ refusal: "530 5.7.0", count: 11 }]);
    expect(shown.pausedReason).toMatch(/^11 of its first 11 copies were refused by the mail server with 530 5\.7\.0: Authentication required/);
    expect((await app.ds.getRepository(NewsletterSubscriber).findBy({ status: "bounced" })).map((b) => b.email)).toEqual(["swift3@example.in"]);
    const second = await app.ds
      .getRepository(OutgoingMail)
      .findOneByOrFail({ toAddress: app.services.mail.adminEmail, subject: "Newsletter paused: Swifts, signed in" });
    expect(second.text).toMatch(/No subscriber was marked bounced/);
    // Resumed once the relay takes the shop's mail, every waiting and refused copy goes.
    unsigned.server.mailFrom = "accept";
    await ok(`mutation($id: ID!) { resumeCampaign(id: $id) { id } }`, { id: next.id });
    await w2.drain();
    expect(await campaign(next.id)).toMatchObject({ status: "sent", sent: 19, failed: 0, remaining: 0 });
    await w2.stop();
  });

  it("a copy claimed as the campaign paused, whose outcome is written after the owner resumed, is sent: the resume is not undone", async () => {
    const list = addresses(3, "kite");
    await addSubscribers("subscribed", list);
    const c = await create("Kites");
    await send(c.id);
    const rowsOf = () => app.ds.getRepository(OutgoingMail).find({ where: { campaignId: Number(c.id) }, order: { id: "ASC" } });
    const [x] = await rowsOf();
    // The pause commits just after a worker claimed kite0's copy (x): the campaign is paused, its other copies wait (not due).
    await app.ds.query("UPDATE campaigns SET status = 'paused', pausedReason = ? WHERE id = ?", ["11 of its first 12 copies were refused", Number(c.id)]);
    await app.ds.query("UPDATE mail_outbox SET nextAttemptAt = NULL WHERE campaignId = ? AND id <> ?", [Number(c.id), x.id]);
    // The worker's outcome for x (compose read 'paused') is written late: the database refuses it for a while (a lock, a failover).
    const mysql = app.ds.options.type === "mysql" || app.ds.options.type === "mariadb";
    await app.ds.query(
      mysql
        ? "CREATE TRIGGER hold_outcome BEFORE UPDATE ON mail_outbox FOR EACH ROW BEGIN IF OLD.claimToken IS NOT NULL AND NEW.claimToken IS NULL THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'held for the test'; END IF; END"
        : "CREATE TRIGGER hold_outcome BEFORE UPDATE ON mail_outbox WHEN OLD.claimToken IS NOT NULL AND NEW.claimToken IS NULL BEGIN SELECT RAISE(ABORT, 'held for the test'); END",
    );
    const errors = vi.spyOn(console, "error");
    let dropped = false;
    const drop = async () => {
      if (!dropped) await app.ds.query("DROP TRIGGER hold_outcome");
      dropped = true;
    };
    const { server, url } = await smtp("accept");
    const w = worker(app, url);
    try {
      const pass = w.runOnce();
      await expect.poll(() => errors.mock.calls.flat().join("\n"), { timeout: 10_000 }).toMatch(/could not be written/);
      // Meanwhile the pause's update reaches x too, and the owner resumes: every waiting copy is due now.
      await app.ds.query("UPDATE mail_outbox SET nextAttemptAt = NULL WHERE id = ?", [x.id]);
      await ok(`mutation($id: ID!) { resumeCampaign(id: $id) { id } }`, { id: c.id });
      await drop();
      expect(await pass).toBe(1);
      const [after] = await rowsOf();
      expect(after).toMatchObject({ status: "pending", lockedUntil: null, attempts: 0 });
      // Due again within a minute (it looks again then), not parked for good.
      expect(after.nextAttemptAt).not.toBeNull();
      expect(new Date(after.nextAttemptAt!).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
      await w.runOnce(new Date(Date.now() + 61_000));
      expect(recipientsOf(server)).toEqual([...list].sort());
      expect(await campaign(c.id)).toMatchObject({ status: "sent", sent: 3, remaining: 0 });
    } finally {
      errors.mockRestore();
      await drop();
      await w.stop();
    }
  });

  it("after a resume the pause watches the next copies only: refusals counted before it do not pause the campaign again at once", async () => {
    const list = addresses(25, "wren");
    await addSubscribers("subscribed", list);
    const c = await create("Wrens");
    await send(c.id);
    const server = await smtp("accept");
    // wren0…wren10 and wren12 are gone (550 5.1.1): the 11th pauses the campaign; the owner resumes without restoring them.
    for (const i of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]) server.server.byRecipient[`wren${i}@example.in`] = "reject";
    const w = worker(app, server.url);
    await w.drain();
    expect(await campaign(c.id)).toMatchObject({ status: "paused", failed: 11, sent: 0 });
    await ok(`mutation($id: ID!) { resumeCampaign(id: $id) { id } }`, { id: c.id });
    // The bounced addresses stay out (their copies stay failed); wren12's refusal is the first of the new window, not the 12th.
    await w.drain();
    expect(await campaign(c.id)).toMatchObject({ status: "sent", sent: 13, failed: 12, remaining: 0, pausedReason: null });
    expect(server.server.received.filter((m) => m.subject === "Wrens")).toHaveLength(13);
    await w.stop();
  });

  it("reaches each subscribed address exactly once across a restart in the middle, and across two instances", async () => {
    const list = addresses(24, "heron");
    await addSubscribers("subscribed", list);
    const c = await create("Herons");
    await send(c.id);
    const { server, url } = await smtp("accept", 60);
    // The first sender stops (as at a restart) after a few mails; a new one resumes.
    const first = worker(app, url);
    first.start();
    await expect.poll(() => server.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await first.stop();
    const before = server.received.length;
    expect(before).toBeLessThan(24);
    await worker(app, url).drain();
    expect(recipientsOf(server)).toEqual([...list].sort());
    expect(await campaign(c.id)).toMatchObject({ status: "sent", sent: 24, remaining: 0 });

    // Two instances at once, on the same database.
    const again = await create("Herons, two senders");
    await send(again.id);
    const two = await smtp("accept", 20);
    const a = worker(app, two.url, { claimMs: 3_000 });
    const b = worker(second, two.url, { claimMs: 3_000 });
    const loop = async (w: MailWorker) => {
      while ((await pendingRows()) > 0) {
        await w.runOnce();
        await sleep(10);
      }
    };
    await Promise.all([loop(a), loop(b)]);
    expect(recipientsOf(two.server)).toEqual([...list].sort());
    expect(await campaign(again.id)).toMatchObject({ status: "sent", sent: 24, remaining: 0 });
  });

  it("the shop's own mails go ahead of campaign mails, and no more than NEWSLETTER_RATE_PER_MINUTE campaign mails go in a minute", async () => {
    expect(loadConfig({ DATA_DIR: app.dataDir }).newsletterRatePerMinute).toBe(600);
    expect(() => loadConfig({ DATA_DIR: app.dataDir, NEWSLETTER_RATE_PER_MINUTE: "0" })).toThrow(/NEWSLETTER_RATE_PER_MINUTE/);
    await addSubscribers("subscribed", addresses(8, "egret"));
    const c = await create("Egrets");
    await send(c.id);
    // An import's confirmation requests (issue 42 item 14), made due now: they share the campaign's rate.
    const imported = await app.gql(
      `mutation($csv: String!) { importNewsletterSubscribers(csv: $csv) { added } }`,
      { csv: addresses(2, "heron").join("\n") },
      { token },
    );
    expect(imported.body.data.importNewsletterSubscribers.added).toBe(2);
    await app.ds.getRepository(OutgoingMail).update({ campaignId: IsNull() }, { nextAttemptAt: new Date(Date.now() - 1000) });
    // An order's mail queued after the campaign's rows: it goes first.
    await app.services.mail.send({ to: "buyer@example.in", subject: "Your order", text: "Thank you." });
    const { server, url } = await smtp();
    const rate = new RateLimiterMemory({ keyPrefix: "campaign-test", points: 5, duration: 60 });
    const w = worker(app, url, { campaignRate: rate });
    await w.drain();
    expect(server.received[0].subject).toBe("Your order");
    const confirmations = () => server.received.filter((m) => /confirm/i.test(m.subject ?? "")).length;
    const egrets = () => server.received.filter((m) => m.subject === "Egrets").length;
    expect(egrets() + confirmations()).toBe(5);
    expect(await campaign(c.id)).toMatchObject({ status: "sending", sent: egrets(), remaining: 8 - egrets() });
    // The rest wait for the next minute, without an attempt counted; an order mail still goes at once.
    const [{ n }] = await app.ds.query<{ n: number }[]>("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending' AND attempts = 0 AND campaignId = ?", [
      Number(c.id),
    ]);
    expect(Number(n)).toBe(8 - egrets());
    await app.services.mail.send({ to: "buyer@example.in", subject: "Your order has shipped", text: "On its way." });
    await w.drain();
    expect(server.received.map((m) => m.subject).slice(-1)).toEqual(["Your order has shipped"]);
    await rate.delete("campaign-mails");
    const later = worker(app, url, { campaignRate: rate });
    await later.runOnce(new Date(Date.now() + 61_000));
    expect(egrets()).toBe(8);
    expect(confirmations()).toBe(2);
    expect(await campaign(c.id)).toMatchObject({ status: "sent", sent: 8, remaining: 0 });
  });
});
