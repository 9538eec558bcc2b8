// The back office on a phone (issue 43 item 23): at 390×844 every screen its menu leads to, and the
// create and edit forms those screens open, fit the width: the page never scrolls sideways and every
// button or link outside a table's own scroller is on screen; a payment's Refund button and a
// campaign's row are reachable without scrolling anything. The screens are read from the rendered
// menu, so a new menu entry is covered without touching this file. The file has a server of its own:
// its rows (a running order, a payment to refund, a sale) would change what other files see.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, ownerLogin, phone, signedIn, trackRequests, type Owner, type Requests } from "./browser.js";
import { startServer } from "./global-setup.js";

const admin = inject("admin");
const BUYER_PHONE = "9840012345";

/** What is wrong with the page as drawn: the page wider than the screen, or a control beyond its edges. */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) problems.push(`the page is ${doc.scrollWidth} px wide on a ${doc.clientWidth} px screen`);
    const main = document.querySelector("main") ?? document.body;
    /** Inside a box that scrolls sideways on its own (a wide table's scroller): reachable by scrolling it, not judged here. */
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === "auto" || o === "scroll") return true;
      }
      return false;
    };
    for (const el of main.querySelectorAll("button, a[href], [role=button], input, textarea, select")) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === "hidden") continue;
      // Inputs drawn by something else (MUI's switches, radios and checkboxes: transparent, or 1 px).
      if (style.opacity === "0" || (r.width <= 2 && r.height <= 2)) continue;
      if (inScroller(el)) continue;
      if (r.left < -1 || r.right > doc.clientWidth + 1) {
        const name = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? el.getAttribute("name") ?? "").trim().slice(0, 40);
        problems.push(`${el.tagName.toLowerCase()} "${name}" spans ${Math.round(r.left)}–${Math.round(r.right)} px`);
      }
    }
    return problems;
  });
}

/** The control is wholly on screen and is what a tap at its centre reaches (not scrolled away, not covered). */
async function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    if (r.width === 0 || r.left < 0 || r.right > clientWidth) return false;
    el.scrollIntoView({ block: "center", inline: "nearest" });
    const s = el.getBoundingClientRect();
    if (s.left < 0 || s.right > clientWidth || s.top < 0 || s.bottom > clientHeight) return false;
    const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** The screen has drawn what it loaded: no spinner or skeleton left, and a frame drawn since. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector(".app-loader, main [role=progressbar], main .MuiSkeleton-root"));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe("the back office at 390 px", () => {
  let own: Awaited<ReturnType<typeof startServer>>;
  let baseUrl: string;
  let browser: Browser;
  let page: Page;
  let requests: Requests;
  let owner: Owner;
  let orderId: string;
  let campaignId: string;
  let heroImageId: string;

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** A paid order, and the same order paid a second time: the second payment is one to review and refund. */
  async function paidTwice(): Promise<void> {
    const { shopItems } = await gql(`{ shopItems(limit: 1) { items { id frames { id } image { id } } } }`);
    const print = shopItems.items[0];
    heroImageId = print.image.id;
    const { startCheckout } = await gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: {
        firstName: "Kalaivani",
        lastName: "Subramaniam",
        email: "kalaivani@example.in",
        phone: BUYER_PHONE,
        address: "7 Marina Road, Triplicane",
        city: "Chennai",
        state: "Tamil Nadu",
        pincode: "600005",
      },
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    const pay = async () =>
      (await (
        await fetch(`${baseUrl}/payments/simulated/pay`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_id: startCheckout.orderId }),
        })
      ).json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
    // Two payments of one payment order (two tabs): the first pays it, the second is money to give back.
    const payments = [await pay(), await pay()];
    for (const p of payments) {
      await gql(`mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`, {
        o: p.razorpay_order_id,
        p: p.razorpay_payment_id,
        s: p.razorpay_signature,
      }).catch(() => undefined);
    }
    const { allOrders } = await gql(`{ allOrders(perPage: 1) { id } }`, {}, owner.token);
    orderId = allOrders[0].id;
  }

  beforeAll(async () => {
    own = await startServer();
    baseUrl = own.baseUrl;
    owner = await ownerLogin(baseUrl, admin);
    const t = owner.token;
    // A row in every list the demo leaves empty, with text as long as the owner's real rows.
    await paidTwice();
    campaignId = (
      await gql(
        `mutation { createCampaign(subject: "The robins are back at Vedanthangal: new prints and a December trip", html: "<p>The robins are back.</p>") { id } }`,
        {},
        t,
      )
    ).createCampaign.id;
    const workshop = (
      await gql(
        `mutation { createWorkshop(title: "Flamingos of Pulicat", description: "A morning by boat.", destination: "Pulicat", maxParticipants: 8) { id } }`,
        {},
        t,
      )
    ).createWorkshop;
    await gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "Lakshmi Narayanan", phone: "9840011122", address: "3 Beach Road, Mylapore", numberOfPeople: 2, email: "lakshmi@example.in") { __typename } }`,
      { w: workshop.id },
    );
    await gql(
      `mutation { sendContactMessage(name: "Meena", email: "meena@example.in", subject: "A large print of the flamingos", message: "Do you print 40x60?", inquiryType: "Print Ordering") { message } }`,
    );
    const gallery = await gql(`{ galleryPage(limit: 1) { items { id } } }`);
    await gql(
      `mutation($g: ID!) { submitInterest(galleryItemId: $g, name: "Ravi Shankar", email: "ravi.shankar@example.in", phone: "9840033344", message: "Is this available framed?") }`,
      { g: gallery.galleryPage.items[0].id },
    );
    await gql(
      `mutation($i: ID!) { createHeroSlide(imageId: $i, title: "Flamingos of Pulicat", subtitle: "Framed prints from this winter's trips") { id } }`,
      { i: heroImageId },
      t,
    );
    await gql(`mutation { createDiscountCode(code: "PONGAL-2027", kind: PERCENT, value: 10) { id } }`, {}, t);
    await gql(`mutation { createSale(name: "Pongal sale", percent: 20, endsAt: "2099-01-18T23:59") { id } }`, {}, t);
    await gql(`mutation { subscribeNewsletter(email: "birder.chennai@example.in", firstName: "Arun", lastName: "Kumar") { message } }`);
    const posts = await gql(`{ blogPosts(perPage: 1) { items { id } } }`);
    await gql(
      `mutation($p: ID!) { addBlogComment(postId: $p, name: "Priya", email: "priya@example.in", comment: "Lovely pictures of the painted storks!") { __typename } }`,
      {
        p: posts.blogPosts.items[0].id,
      },
    );

    browser = await launch();
    page = await (await signedIn(await phone(browser), owner)).newPage();
    page.setDefaultTimeout(20_000);
    requests = trackRequests(page);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  /** The menu's entries, as the owner finds them behind the app bar's menu button on a phone. */
  async function menuEntries(): Promise<{ name: string; href: string }[]> {
    await page.goto(`${baseUrl}/admin/#/`);
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Back office" });
    await nav.getByRole("link").first().waitFor();
    const entries = await nav
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => ({ name: (a.textContent ?? "").trim(), href: a.getAttribute("href") ?? "" })));
    await page.keyboard.press("Escape");
    return entries.filter((e) => e.href.startsWith("#/"));
  }

  /**
   * Opens a screen by its hash route, waits until its requests are answered and a list shows its rows
   * or its empty state, and answers what overflows on it.
   */
  async function problemsOf(hash: string): Promise<string[]> {
    await page.goto(`${baseUrl}/admin/${hash}`);
    // A screen that keeps asking for 15 s is judged as it is then.
    await requests.quiet();
    await settled(page);
    if (await page.locator(".list-page").count())
      await page
        .locator(".list-page tbody tr, .list-page li, .list-page article, .RaList-noResults, [class*=RaEmpty]")
        .first()
        .waitFor()
        .catch(() => undefined);
    // A screen that keeps asking for 15 s is judged as it is then.
    await requests.quiet();
    await settled(page);
    return overflowProblems(page);
  }

  it("every screen of the menu, with rows in its list, fits 390 px", async () => {
    const entries = await menuEntries();
    // The menu as drawn (so a new entry is covered), and it is the whole back office: lists, custom pages, a form.
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.map((e) => e.href)).toEqual(expect.arrayContaining(["#/", "#/orders", "#/PaymentReview", "#/Campaign", "#/PortfolioItem/create"]));
    const found: Record<string, string[]> = {};
    for (const { name, href } of entries) {
      const problems = await problemsOf(href);
      // A list is judged with rows in it, not by its empty state.
      if (await page.locator(".list-page").count()) {
        const empty = await page.locator(".list-page .RaList-noResults, .list-page [class*=RaEmpty]").count();
        const rows = await page.locator(".list-page tbody tr, .list-page li, .list-page article").count();
        if (empty || rows === 0) problems.push("the list has no rows: seed one in this file's beforeAll");
      }
      if (problems.length) found[`${name} (${href})`] = problems;
    }
    expect(found).toEqual({});
  }, 300_000);

  it("the create forms the lists open, and an edit form, a campaign and an order's details fit 390 px", async () => {
    const entries = await menuEntries();
    // Every create form a list of the menu offers (its Create button), read from the list as drawn.
    const forms = new Set<string>();
    for (const { href } of entries) {
      await problemsOf(href);
      if (!(await page.locator(".list-page").count())) continue;
      for (const link of await page.locator('a[href$="/create"]').evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) forms.add(link);
    }
    expect(forms.size).toBeGreaterThan(5);
    const { allLocations } = await gql(`{ allLocations(perPage: 1) { id } }`, {}, owner.token);
    const { allPortfolioItems } = await gql(`{ allPortfolioItems(perPage: 1) { id } }`, {}, owner.token);
    const screens = [
      ...forms,
      `#/Location/${allLocations[0].id}`,
      `#/PortfolioItem/${allPortfolioItems[0].id}`,
      `#/Campaign/${campaignId}`,
      `#/Campaign/${campaignId}/show`,
      `#/orders/${orderId}`,
    ];
    const found: Record<string, string[]> = {};
    for (const hash of screens) {
      const problems = await problemsOf(hash);
      if (problems.length) found[hash] = problems;
    }
    expect(found).toEqual({});
  }, 300_000);

  it("a payment to review shows its Refund button on screen, without scrolling sideways", async () => {
    await page.goto(`${baseUrl}/admin/#/PaymentReview`);
    const refund = page.getByRole("button", { name: /^Refund payment / }).first();
    await refund.waitFor();
    await settled(page);
    expect(await overflowProblems(page)).toEqual([]);
    expect(await reachable(refund)).toBe(true);
    // And it works from there: the confirmation opens, on screen.
    await refund.click();
    const dialog = page.getByRole("dialog", { name: /^Refund / });
    await dialog.waitFor();
    expect(await reachable(dialog.getByRole("button", { name: "Refund", exact: true }))).toBe(true);
    await dialog.getByRole("button", { name: "Keep" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("a campaign's row opens it with a tap on screen", async () => {
    await page.goto(`${baseUrl}/admin/#/Campaign`);
    const row = page.getByText("The robins are back at Vedanthangal", { exact: false }).first();
    await row.waitFor();
    await settled(page);
    expect(await overflowProblems(page)).toEqual([]);
    expect(await reachable(row)).toBe(true);
    await row.click();
    await page.waitForURL(new RegExp(`#/Campaign/${campaignId}/show`));
  });

  it("the orders page with a search in force wraps its search row and fits 390 px", async () => {
    await page.goto(`${baseUrl}/admin/#/orders?q=${BUYER_PHONE}`);
    await page.getByRole("article").first().waitFor();
    await settled(page);
    expect(await overflowProblems(page)).toEqual([]);
    const search = page.getByRole("search");
    for (const name of ["Search", "Clear"]) expect(await reachable(search.getByRole("button", { name, exact: true }))).toBe(true);
  });
});
