// Simulated payments mark any order paid for nothing: a shop running them says so on every page,
// in the server's HTML (outside the markup React hydrates, so nothing moves when it does).
import path from "node:path";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { STOREFRONT_DIST } from "../../test/storefront-build.js";

const frontEnds = { storefrontDist: STOREFRONT_DIST, adminDist: path.join(tmpdir(), "no-admin-build") };
const BAR = /<body>\s*<div id="test-mode" role="note"[^>]*>Test mode: no real payment<\/div>\s*<div id="root">/;
// Drawn by the server (home, gallery, shop) and left to the browser (cart, a visitor's orders, an unknown page).
const PAGES = ["/", "/gallery", "/shop", "/cart", "/orders", "/no-such-page"];

describe("a shop in simulated payment mode", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { frontEnds });
  });
  afterAll(() => app?.close());

  it("shows the 'Test mode: no real payment' bar first on every page, drawn or left to the browser, outside the hydrated root", async () => {
    expect(app.services.payments.mode).toBe("simulated");
    for (const page of PAGES) {
      const res = await fetch(`${app.url}${page}`);
      const html = await res.text();
      expect(html, page).toMatch(BAR);
      expect(html.match(/Test mode: no real payment/g), page).toHaveLength(1);
      // A second read (from the public cache for a kept page) has it too.
      expect(await (await fetch(`${app.url}${page}`)).text(), page).toMatch(BAR);
    }
  });

  it("says it in Tamil on the Tamil pages (issue 30), with their default title and description in Tamil too", async () => {
    for (const page of ["/ta", "/ta/shop", "/ta/cart", "/ta/no-such-page"]) {
      const html = await (await fetch(`${app.url}${page}`)).text();
      expect(html, page).toMatch(/<body>\s*<div id="test-mode" role="note"[^>]*>சோதனை முறை: உண்மையான பணம் செலுத்தப்படாது<\/div>\s*<div id="root">/);
      expect(html, page).not.toMatch(/Test mode/);
    }
    // The cart names no title of its own: the page's default, in its language.
    const cart = await (await fetch(`${app.url}/ta/cart`)).text();
    expect(cart).toContain("<title>Chennai Wildlife Prints — பறவைப் புகைப்படக்கலை</title>");
    expect(cart).toMatch(/<meta name="description" content="சென்னையிலிருந்து பறவை[^"]*" \/>/);
    const english = await (await fetch(`${app.url}/cart`)).text();
    expect(english).toContain("<title>Chennai Wildlife Prints — Bird Photography</title>");
  });
});

describe("a shop taking real payments", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_MODE: "live", RAZORPAY_KEY_ID: "rzp_test_LiveShape1", RAZORPAY_KEY_SECRET: "not-a-real-secret" }, { frontEnds });
  });
  afterAll(() => app?.close());

  it("shows no test-mode bar", async () => {
    expect(app.services.payments.mode).toBe("live");
    for (const page of PAGES) expect(await (await fetch(`${app.url}${page}`)).text(), page).not.toMatch(/Test mode/);
  });
});
