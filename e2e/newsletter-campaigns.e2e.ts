// The owner writes a newsletter campaign with the latest prints, previews it at phone width, sends
// a test copy, sends it to the subscribed addresses (asked first, with their count), and watches the
// count reach the total, then who unsubscribed by its link (issue 26). The server has no SMTP_URL: every mail is an .eml file in its outbox.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { accessibilityProblems, markupErrors } from "./audit.js";
import { desktop, launch, ownerLogin, signedIn, type Owner } from "./browser.js";
import { freePort, startSmtp, type TestSmtp } from "../server/test/smtp.js";
import { startServer } from "./global-setup.js";
import { mailsTo, outboxMails } from "./outbox.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const SUBJECT = "New prints from Pulicat";

/** A confirmed subscriber, as a visitor becomes one: the form, then the mail's link and its button (a POST). */
async function subscribed(email: string, language?: string): Promise<void> {
  const res = await fetch(`${baseUrl}/auth/api/newsletter/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
    body: JSON.stringify({ email, language }),
  });
  expect(res.status).toBe(201);
  let token: string | undefined;
  for (let i = 0; i < 200 && !token; i++) {
    token = mailsTo(email)
      .map((m) => /\/newsletter\/confirm\?token=([\w-]+)/.exec(m)?.[1])
      .find(Boolean);
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  const confirmed = await fetch(`${baseUrl}/newsletter/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: token! }).toString(),
  });
  expect(confirmed.status).toBe(200);
}

describe("newsletter campaigns in the back office", () => {
  let browser: Browser;
  let page: Page;
  let owner: Owner;

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    owner = await ownerLogin(baseUrl, admin);
    await signedIn(context, owner);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    for (const email of ["sunbird@example.in", "bee-eater@example.in", "drongo@example.in"]) await subscribed(email);
  });
  afterAll(() => browser?.close());

  it("writes a campaign with the latest prints, previews it at phone width, sends a test, sends it and sees every copy go", async () => {
    const total = (
      await graphql(
        `
          {
            _allNewsletterSubscribersMeta(filter: { status: "subscribed" }) {
              count
            }
          }
        `,
        {},
        owner.token,
      )
    ).data._allNewsletterSubscribersMeta.count as number;
    expect(total).toBeGreaterThanOrEqual(3);

    await page.goto(`${baseUrl}/admin/#/Campaign`);
    // The list drawn (no loader, spinner or skeleton left) before its link is clicked: a click on a
    // list still loading was once lost on CI, and the form never came.
    await page.waitForFunction(() => !document.querySelector(".app-loader, main [role=progressbar], main .MuiSkeleton-root"));
    await page.getByRole("link", { name: "New campaign" }).first().click();
    await page.waitForURL(/#\/Campaign\/create/);
    await page.getByLabel("Subject", { exact: true }).fill(SUBJECT);
    await page.getByLabel("Preheader", { exact: true }).fill("Three new prints and the next trip");
    await page.locator(".ProseMirror").click();
    await page.keyboard.type("The flamingos are back, and so are we.");
    await page.getByRole("checkbox", { name: "Latest prints" }).check();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Campaign created").waitFor();

    // The campaign's page: the mail as sent, at desktop and then phone width.
    await page.getByRole("heading", { name: SUBJECT }).waitFor();
    const preview = page.getByTestId("campaign-preview");
    await preview.waitFor();
    await page.getByRole("button", { name: "Phone" }).click();
    await expect.poll(() => preview.getAttribute("data-width")).toBe("phone");
    expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(380);
    const frame = page.frameLocator('[data-testid="campaign-preview"]');
    await frame.getByText("The flamingos are back, and so are we.").waitFor();
    await frame.getByRole("heading", { name: "New prints", exact: true }).waitFor();
    await frame.getByRole("link", { name: "Unsubscribe" }).waitFor();
    // The photographs show in the preview (JPEGs served to any origin: the frame is sandboxed, an origin of its own).
    const photos = frame.locator('img[src*="/media/"]');
    expect(await photos.count()).toBeGreaterThan(0);
    await expect
      .poll(() => photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByLabel("Send a test to").fill("owner@example.in");
    await page.getByRole("button", { name: "Send test" }).click();
    await page.getByText("A test copy is on its way to owner@example.in").waitFor();
    await expect
      .poll(() => outboxMails().some((m) => /^To: owner@example\.in$/m.test(m) && m.includes(`Subject: [Test] ${SUBJECT}`)), { timeout: 20_000 })
      .toBe(true);

    await page.getByRole("button", { name: "Send campaign" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`It goes to ${total} subscribed addresses`).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole("button", { name: `Send to ${total}` }).click();
    await page.getByText(`Sending to ${total} subscribers`).waitFor();
    // The counts update as the copies go, until none is left.
    await expect.poll(() => page.getByTestId("campaign-sent").innerText(), { timeout: 60_000 }).toBe(String(total));
    await expect.poll(() => page.getByTestId("campaign-remaining").innerText(), { timeout: 10_000 }).toBe("0");
    await page.getByText("Sent", { exact: true }).first().waitFor();
    const copies = outboxMails().filter((m) => m.includes(`Subject: ${SUBJECT}`));
    expect(copies).toHaveLength(total);
    for (const m of copies) {
      expect(m).toMatch(/multipart\/alternative/);
      expect(m).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    }

    // Sunbird leaves by one click (the mail client's button: RFC 8058's POST to the header's link);
    // the campaign's page then counts them and lists them under the campaign.
    const sunbird = copies.find((m) => /^To: sunbird@example\.in$/m.test(m))!;
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(sunbird.replace(/\r?\n[ \t]+/g, " "))![1];
    const url = new URL(link);
    const left = await fetch(`${baseUrl}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId("campaign-unsubscribes").innerText(), { timeout: 10_000 }).toBe("1");
    const unsubscribed = page.getByRole("region", { name: "Unsubscribed after this campaign" });
    await unsubscribed.getByText("sunbird@example.in").waitFor();
    expect(await unsubscribed.getByText("bee-eater@example.in").count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it("the unsubscribe link's page, in the subscriber's language (English, Tamil), is valid and accessible; a visit leaves nobody, its button does (issue 42)", async () => {
    const unsubscribeLink = (email: string) =>
      mailsTo(email)
        .map((m) => /\/newsletter\/unsubscribe\?token=[\w-]+/.exec(m)?.[0])
        .find(Boolean);
    for (const [email, language, button, done] of [
      ["wagtail-ta@example.in", "ta", "குழுவிலகு", "நீங்கள் குழுவிலகிவிட்டீர்கள்"],
      ["wagtail@example.in", "en", "Unsubscribe", "You have been unsubscribed. You will receive no more newsletters from us."],
    ] as const) {
      await subscribed(email, language);
      await expect.poll(() => unsubscribeLink(email), { timeout: 20_000 }).toBeTruthy();
      const link = `${baseUrl}${unsubscribeLink(email)!}`;
      const html = await (await fetch(link)).text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(await markupErrors(html)).toEqual([]);
      const context = await desktop(browser);
      const visit = await context.newPage();
      await visit.goto(link);
      await visit.getByRole("button", { name: button }).waitFor();
      expect(await accessibilityProblems(visit)).toEqual([]);
      // Two visits so far (the fetch, the browser's), as a scanner's: nobody left.
      expect(
        (
          await graphql(
            `
              query ($q: String) {
                allNewsletterSubscribers(filter: { q: $q }) {
                  status
                }
              }
            `,
            { q: email },
            owner.token,
          )
        ).data,
      ).toEqual({
        allNewsletterSubscribers: [{ status: "subscribed" }],
      });
      await visit.getByRole("button", { name: button }).click();
      await visit.getByText(done, { exact: false }).waitFor();
      expect(await accessibilityProblems(visit)).toEqual([]);
      await context.close();
      expect(
        (
          await graphql(
            `
              query ($q: String) {
                allNewsletterSubscribers(filter: { q: $q }) {
                  status
                }
              }
            `,
            { q: email },
            owner.token,
          )
        ).data,
      ).toEqual({
        allNewsletterSubscribers: [{ status: "unsubscribed" }],
      });
    }
  });
});

// Issue 42: a relay that refuses the shop's sender (550 5.7.1 for every copy) must not bounce the list.
// A server of its own, sending through a real SMTP server (server/test/smtp.ts) that the test turns from
// accepting to refusing: the e2e servers have no SMTP_URL. Its start (a production server) takes ~10 s.
describe("a campaign that pauses itself in the back office", () => {
  const ADDRESSES = Array.from({ length: 12 }, (_, i) => `robin${i}@example.in`);
  let browser: Browser;
  let page: Page;
  let owner: Owner;
  let smtp: TestSmtp;
  let own: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port, "accept");
    own = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, ADMIN_EMAIL: "owner@example.in", SEED_DEMO: "false" });
    browser = await launch();
    const context = await desktop(browser);
    owner = await ownerLogin(own.baseUrl, admin);
    await signedIn(context, owner);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    // Twelve confirmed subscribers, each from an address of its own (the form's limit is per client), confirmed from the mail the SMTP server received.
    for (const [i, email] of ADDRESSES.entries()) {
      const res = await fetch(`${own.baseUrl}/auth/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 20}` },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(201);
      let token: string | undefined;
      for (let tries = 0; tries < 200 && !token; tries++) {
        token = confirmToken(email);
        if (!token) await new Promise((r) => setTimeout(r, 100));
      }
      const confirmed = await fetch(`${own.baseUrl}/newsletter/confirm`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: token! }).toString(),
      });
      expect(confirmed.status).toBe(200);
    }
  });
  /** The confirmation link's token in the mail the SMTP server received for `email`. */
  function confirmToken(email: string): string | undefined {
    return smtp.received
      .filter((m) => (m.to as { text: string } | undefined)?.text === email)
      .map((m) => /\/newsletter\/confirm\?token=([\w-]+)/.exec(m.text ?? "")?.[1])
      .find(Boolean);
  }
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
    await smtp?.close();
  });

  const ownGraphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${own.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  it("shows why it paused and whom the relay refused, marks a bounced address subscribed again, and resumed sends every copy", async () => {
    // The relay now refuses the shop's sender for every address, and robin5's mailbox is really gone.
    smtp.mode = "policy";
    smtp.byRecipient["robin5@example.in"] = "reject";
    const { createCampaign } = await ownGraphql(`mutation { createCampaign(subject: "Robins at Vedanthangal", html: "<p>The robins are back.</p>") { id } }`);
    const id = createCampaign.id as string;
    expect((await ownGraphql(`mutation($id: ID!) { sendCampaign(id: $id) { recipients } }`, { id })).sendCampaign.recipients).toBe(12);

    await page.goto(`${own.baseUrl}/admin/#/Campaign/${id}/show`);
    const paused = page.getByTestId("campaign-paused");
    await expect.poll(() => paused.count(), { timeout: 60_000 }).toBe(1);
    await paused.getByText("Sending paused").waitFor();
    await paused.getByText(/11 of its first 12 copies were refused by the mail server with 550 5\.7\.1/).waitFor();
    // robin5's mailbox was refused (5.1.1) and bounced: the notice claims no 'nobody bounced'.
    expect(await paused.innerText()).not.toMatch(/No subscriber was marked bounced/);
    const refusals = page.getByRole("region", { name: "Refused by the mail server" });
    await refusals.getByText("550 5.7.1").waitFor();
    await refusals.getByText("550 5.1.1").waitFor();
    expect(await page.getByTestId("campaign-failed").innerText()).toBe("12");
    expect(await accessibilityProblems(page)).toEqual([]);

    // robin5 alone bounced; the owner marks it subscribed again (the mailbox is back).
    smtp.mode = "accept";
    smtp.byRecipient = {};
    await page.goto(`${own.baseUrl}/admin/#/NewsletterSubscriber`);
    const mark = page.getByRole("button", { name: /^Mark .* subscribed again$/ });
    await mark.first().waitFor();
    expect(await mark.count()).toBe(1);
    await page.getByRole("button", { name: "Mark robin5@example.in subscribed again" }).click();
    await page.getByText("robin5@example.in is subscribed again").waitFor();
    await expect.poll(() => mark.count()).toBe(0);

    // Resumed: the waiting copies go, and the refused ones again; each address gets the campaign once.
    await page.goto(`${own.baseUrl}/admin/#/Campaign/${id}/show`);
    await page.getByRole("button", { name: "Resume sending" }).click();
    await page.getByText("Sending resumed").waitFor();
    await expect.poll(() => page.getByTestId("campaign-sent").innerText(), { timeout: 60_000 }).toBe("12");
    expect(await page.getByTestId("campaign-failed").innerText()).toBe("0");
    expect(await page.getByTestId("campaign-paused").count()).toBe(0);
    const copies = smtp.received.filter((m) => m.subject === "Robins at Vedanthangal").map((m) => (m.to as { text: string }).text);
    expect(copies.sort()).toEqual([...ADDRESSES].sort());
  });
});
