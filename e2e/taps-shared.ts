// What e2e/taps.e2e.ts (taps timed on a slowed phone, run alone) and e2e/taps-no-code.e2e.ts (the
// page's code never arriving, and JavaScript off, run with the other files) both use: the throttled
// phone, the page's watch on its taps, the forms sent as a visitor sends them, and the data each file
// makes in its own beforeAll and removes in its afterAll. Each test file has its own copy of this
// module's state (vitest imports it afresh for every file), and its own server (server.ts).
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { graphql } from "./api.js";
import { ownerLogin, visitor } from "./browser.js";
import { mailsTo } from "./outbox.js";
import { baseUrl } from "./server.js";

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// The nav's More menu is drawn from the md breakpoint up: the same throttled browser, wider.
const WIDE = { viewport: { width: 1280, height: 900 }, hasTouch: true };

interface Throttle {
  cpu: number;
  slow4g: boolean;
  wide?: boolean;
  javaScript?: boolean;
  /** The rate made to give the same phone on any machine (calibrated, below) rather than `cpu` × this machine. */
  calibrated?: boolean;
}

/**
 * The phone INP is measured on runs benchmark() (below) in this many milliseconds: four times the
 * 4.5 ms the 2-core machine these tests run on took, quiet, on 2026-11-29 (the median of 56 runs),
 * so "4× CPU" of that machine. The throttling rate is calibrated to it on each page, as Lighthouse
 * calibrates its own to a benchmark index: machines of this kind differ by twice from one day to
 * the next, and one that is slower, or shared with another busy process, gets a lower rate, so that
 * the same phone is measured on every run (the 4× rate alone made a slow or busy machine's phone 8×).
 */
export const PHONE_BENCHMARK_MS = 18;

/** A fixed piece of string, array and sort work; the median of seven runs, in milliseconds (run in the page). */
function benchmark(): number {
  const runs: number[] = [];
  for (let k = 0; k < 7; k++) {
    const t0 = performance.now();
    let s = "";
    const a: number[] = [];
    for (let j = 0; j < 30000; j++) {
      s += String.fromCharCode(97 + (j % 26));
      if (s.length > 64) s = s.slice(32);
      a.push((j * 7919) % 10007);
    }
    a.sort((x, y) => x - y);
    runs.push(performance.now() - t0);
  }
  return runs.sort((x, y) => x - y)[3];
}

/** Counts, in the page, the clicks that arrived before it had hydrated (the recorder's own marker of "hydrated"). */
function countEarlyClicks() {
  document.addEventListener(
    "click",
    () => {
      if (performance.getEntriesByName("hydrated").length === 0)
        (window as unknown as { earlyClicks: number }).earlyClicks = ((window as unknown as { earlyClicks?: number }).earlyClicks ?? 0) + 1;
    },
    true,
  );
}

/** What the page remembers of a tap that came down beside the control it was aimed at. */
interface Miss {
  on: string;
  /** Where the control was when it was aimed at, and where it and the tap were when the tap came down (page coordinates). */
  where: string;
  shifts: string;
}

/** What traceTaps keeps on the page's window. */
export interface TapTrace {
  tapMiss: Miss | null;
  tapShifts: string[];
  /** The visitor's (trusted) clicks so far. */
  tapClicks: number;
  /** The control's place on the page when it was aimed at. */
  tapAimedAt?: string;
}

/**
 * Watches, in the page, the taps aimed at a control (marked `data-tap-aim` just before) and the
 * page's layout shifts. A forced tap is aimed where the control was measured; if the page moved in
 * between (scrolled back, reflowed by a font or an image), it comes down on something else, which
 * a thumb's tap would also do. Such a tap is not let through: it could follow a link or press another
 * button and leave the page, and the visitor's next tap, where the control now is, could no longer be
 * made. It is remembered for tapWhenVisible (taps.e2e.ts) to report (what it hit, how the page had
 * scrolled, and what moved). Only the visitor's own (trusted) clicks are looked at: a tap replayed by
 * the page's early-tap recorder is the page's own click on the control.
 */
function traceTaps() {
  const w = window as unknown as TapTrace;
  w.tapShifts = [];
  w.tapClicks = 0;
  // Page coordinates (the scroll added), rounded: "top–bottom".
  const span = (el: Element | null) => {
    const r = el?.getBoundingClientRect();
    return r ? `${Math.round(r.top + scrollY)}–${Math.round(r.bottom + scrollY)}` : "?";
  };
  // Where the last press came down, and where the control aimed at was then; put in words only for a miss.
  let down = { y: 0, scrolled: 0, control: "?" };
  const missOn = (target: Element): Miss => ({
    on: `${target.tagName.toLowerCase()} "${(target.textContent ?? "").trim().slice(0, 40)}"`,
    where: `aimed at ${w.tapAimedAt ?? "?"}; the tap at y ${Math.round(down.y)} (scrolled ${Math.round(down.scrolled)}), the control at ${down.control}`,
    shifts: w.tapShifts.join("; ") || "none",
  });
  document.addEventListener(
    "pointerdown",
    (event) => {
      const aim = document.querySelector("[data-tap-aim]");
      if (!aim) return;
      down = { y: event.clientY + scrollY, scrolled: scrollY, control: span(aim) };
      // Beside the control already: known now, since a touch that comes down outside the viewport or on
      // the page's bare background may make no click at all. The aim stays, so that a click that does
      // follow is still kept from acting where it landed.
      if (event.target instanceof Element && !aim.contains(event.target)) w.tapMiss = missOn(event.target);
    },
    true,
  );
  document.addEventListener(
    "click",
    (event) => {
      if (!event.isTrusted) return;
      w.tapClicks++;
      const aim = document.querySelector("[data-tap-aim]");
      if (!aim) return;
      // One tap per aim: the visitor's later clicks on this page (a dialog's button, a second tap) go where they land.
      aim.removeAttribute("data-tap-aim");
      const target = event.target;
      if (!(target instanceof Element) || aim.contains(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      w.tapMiss = missOn(target);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[])
      w.tapShifts.push(
        `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms (${(entry.sources ?? []).map((s) => s.node?.nodeName ?? "?").join(", ")})`,
      );
  }).observe({ type: "layout-shift", buffered: true });
}

export async function throttledPage(browser: Browser, t: Throttle): Promise<{ context: BrowserContext; page: Page; rate: number }> {
  const context = await browser.newContext({ ...visitor(), ...(t.wide ? WIDE : PHONE), javaScriptEnabled: t.javaScript ?? true });
  const page = await context.newPage();
  await page.addInitScript(countEarlyClicks);
  await page.addInitScript(traceTaps);
  const cdp = await context.newCDPSession(page);
  let rate = t.cpu;
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  if (t.calibrated) {
    // Timed at the nominal rate (on the blank page, before the site's own page loads), then scaled so
    // that the benchmark would take the phone's time: between 1 (no throttling) and twice the nominal rate.
    const took = await page.evaluate(benchmark);
    rate = Math.min(2 * t.cpu, Math.max(1, (t.cpu * PHONE_BENCHMARK_MS) / took));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  }
  if (t.slow4g) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  }
  return { context, page, rate };
}

/** Whether the page received a click before it had hydrated (the tap was held and replayed). */
export const tappedEarly = (page: Page) => page.evaluate(() => ((window as unknown as { earlyClicks?: number }).earlyClicks ?? 0) > 0);

function daysAhead(n: number) {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let token: string;
const workshopIds: string[] = [];
const addedPosts: string[] = [];
/** A post of the file's own to comment on (another file counts the comments of the posts it makes). */
export let commentedPost: string;

/** The owner's token, for the data made below and for counting what the server received (contactMessages). */
export async function logIn() {
  token = (await ownerLogin(baseUrl, inject("admin"))).token;
}

/** Open workshops (Join Trip), whatever the other files left. */
export async function addWorkshops() {
  // Two, in two cards: a redraw with the workshops in another order must not replay one's Join onto the other.
  for (const [place, days] of [
    ["Pulicat", 45],
    ["Vedanthangal", 50],
  ] as const) {
    const workshop = await graphql(
      `
        mutation ($t: String!, $p: String!, $d: String!) {
          createWorkshop(title: $t, description: "Flamingos at dawn.", destination: $p, maxParticipants: 12, travelDate: $d, cost: "₹2,000") {
            id
          }
        }
      `,
      { t: `Early Taps at ${place}`, p: place, d: daysAhead(days) },
      token,
    );
    workshopIds.push((workshop.data as { createWorkshop: { id: string } }).createWorkshop.id);
  }
}

/** A blog post to comment on (commentedPost). */
export async function addCommentedPost() {
  const commented = await graphql(
    `
      mutation {
        createBlogPost(title: "Comments before the code", excerpt: "Held and replayed.", content: "<p>A comment before hydration.</p>") {
          id
        }
      }
    `,
    {},
    token,
  );
  commentedPost = (commented.data as { createBlogPost: { id: string } }).createBlogPost.id;
  addedPosts.push(commentedPost);
}

/** More blog posts than one page shows (Load More), whatever the other files left. */
export async function fillBlog() {
  const posts = await graphql(`
    {
      blogPosts(page: 0, perPage: 1) {
        total
      }
    }
  `);
  const total = (posts.data as { blogPosts: { total: number } } | undefined)?.blogPosts.total;
  if (total === undefined) throw new Error(`Could not count the blog's posts: ${JSON.stringify(posts.errors)}`);
  for (let i = total; i <= 9; i++) {
    const created = await graphql(
      `
        mutation ($t: String!) {
          createBlogPost(title: $t, excerpt: "Held and replayed.", content: "<p>A tap before hydration.</p>") {
            id
          }
        }
      `,
      { t: `Early taps ${i + 1}` },
      token,
    );
    addedPosts.push((created.data as { createBlogPost: { id: string } }).createBlogPost.id);
  }
}

/** Removes what the file made (its posts and workshops): the next file on its server finds what it found. */
export async function tearDown() {
  for (const id of addedPosts.splice(0))
    await graphql(
      `
        mutation ($id: ID!) {
          deleteBlogPost(id: $id) {
            id
          }
        }
      `,
      { id },
      token,
    );
  for (const id of workshopIds.splice(0))
    await graphql(
      `
        mutation ($id: ID!) {
          deleteWorkshop(id: $id) {
            id
          }
        }
      `,
      { id },
      token,
    );
}

/** How many contact messages the server received with this subject (read with the owner's token). */
export async function contactMessages(subject: string): Promise<number> {
  const answer = await graphql(
    `
      query ($q: String) {
        allContactMessages(filter: { q: $q }) {
          subject
        }
      }
    `,
    { q: subject },
    token,
  );
  return (answer.data as { allContactMessages: { subject: string }[] }).allContactMessages.filter((m) => m.subject === subject).length;
}

/** Counts the page's GraphQL requests of one operation (the form was sent once, not twice). */
export function countOperations(page: Page, operation: string): () => number {
  let n = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && request.method() === "POST" && (request.postData() ?? "").includes(operation)) n++;
  });
  return () => n;
}

/** A form filled and sent as soon as it shows; the server must have received it exactly once. */
export async function subscribe(page: Page, tap: (control: Locator) => Promise<void>, email: string) {
  const sent = countOperations(page, "SubscribeNewsletter");
  await page.goto(`${baseUrl}/`, { waitUntil: "commit" });
  const field = page.getByLabel("Email address");
  await field.waitFor({ state: "visible" });
  await field.fill(email);
  await tap(page.getByRole("button", { name: "Subscribe", exact: true }));
  await page
    .getByText(/Thank you for subscribing/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  expect(sent()).toBe(1);
  // The confirmation goes through the mail outbox, written by its worker just after the answer.
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
}

export async function sendContact(page: Page, tap: (control: Locator) => Promise<void>, subject: string) {
  const sent = countOperations(page, "SendContactMessage");
  await page.goto(`${baseUrl}/contact`, { waitUntil: "commit" });
  const name = page.getByLabel("Name", { exact: true });
  await name.waitFor({ state: "visible" });
  await name.fill("Kavya R");
  await page.getByLabel("Email", { exact: true }).fill("kavya.r@example.in");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Inquiry type").selectOption("Print Ordering");
  await page.getByLabel("Message", { exact: true }).fill("Is the kingfisher print available in 24x36?");
  await tap(page.getByRole("button", { name: "Send Message" }));
  await page
    .getByText(/Thank you for your message/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  expect(sent()).toBe(1);
  expect(await contactMessages(subject)).toBe(1);
}
