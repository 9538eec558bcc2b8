// A page for every print, gallery group and workshop (issue 25), as a visitor meets it: from a shop
// card to the print's page and into the cart; each page's content in the server's first HTML (with
// JavaScript off); old and wrong addresses landing on the page's own, by the server's 301 or, inside
// the app, by the router.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, hydrated, launch, onDesktopPage } from "./browser.js";
import { detailPages, type DetailPage } from "./detail-pages.js";
import { cartButton, storedCart } from "./shop-helpers.js";
import { baseUrl } from "./server.js";

describe("detail pages", () => {
  let browser: Browser;
  let details: DetailPage[];

  beforeAll(async () => {
    browser = await launch();
    details = await detailPages();
  });
  afterAll(() => browser?.close());

  it("a shop card's title opens the print's page, and its Add to Cart puts the print in the cart", async () => {
    // The first print /shop lists now (other test files add and rename prints).
    const { title: TITLE, path: own } = details.find((d) => d.kind === "print")!;
    const context = await desktop(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/shop`);
      const link = page.getByRole("link", { name: TITLE, exact: true });
      await hydrated(link);
      await link.click();
      await page.waitForURL(`${baseUrl}${own}`);
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Shop" }).waitFor();
      // Every frame size with its price and outer size.
      const rows = page.getByRole("table").getByRole("row");
      expect(await rows.count()).toBeGreaterThan(1);
      expect(await rows.nth(1).innerText()).toMatch(/\d+x\d+[\s\S]*(\d+ × \d+ cm|—)[\s\S]*₹[\d,]+\.\d{2}/);

      const add = page.getByRole("button", { name: "Add to Cart", exact: true });
      await hydrated(add);
      await add.click();
      const dialog = page.getByRole("dialog", { name: `Select Frame for ${TITLE}` });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: /^Add to Cart · ₹/ }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ title: TITLE, quantity: 1 })]);
      await expect.poll(() => cartButton(page).innerText()).toMatch(/CART[\s\S]*₹[\d,]+\.\d{2}[\s\S]*1/);
    } finally {
      await context.close();
    }
  });

  it("with JavaScript off, each page shows its content: it is in the server's first HTML", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const shows = { print: ["Add to Cart", "View on a wall"], "gallery group": ["Show Interest"], workshop: ["Join Trip"] };
    try {
      for (const d of details) {
        const page = await context.newPage();
        const res = await page.goto(`${baseUrl}${d.path}`);
        expect(res?.status(), d.path).toBe(200);
        expect(await page.getByRole("heading", { level: 1 }).allInnerTexts(), d.path).toEqual([d.title]);
        for (const text of shows[d.kind]) expect(await page.getByRole("button", { name: text, exact: true }).isVisible(), `${d.path}: ${text}`).toBe(true);
        // The photograph (a workshop may have no poster).
        if (d.kind !== "workshop") expect(await page.locator("main img").first().isVisible(), d.path).toBe(true);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it("an old shared link, the id alone and a wrong slug land on the page's own address", async () => {
    await onDesktopPage(browser, async (page) => {
      for (const d of details) {
        const [, list, id] = /^\/(\w+)\/(\d+)\//.exec(d.path)!;
        const old = { shop: `/shop?print=${id}`, gallery: `/gallery?item=${id}`, workshops: `/workshops?workshop=${id}` }[list]!;
        for (const from of [old, `/${list}/${id}`, `/${list}/${id}/not-its-name`]) {
          await page.goto(`${baseUrl}${from}`);
          expect(new URL(page.url()).pathname, from).toBe(d.path);
        }
      }
      // Inside the app (no request to the server), the router replaces a wrong address with the right one.
      const print = details.find((d) => d.kind === "print")!;
      await page.goto(`${baseUrl}/shop`, { waitUntil: "networkidle" });
      const id = /^\/shop\/(\d+)\//.exec(print.path)![1];
      await page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, `/shop/${id}/wrong`);
      await expect.poll(() => new URL(page.url()).pathname).toBe(print.path);
      await page.getByRole("heading", { level: 1, name: print.title }).waitFor();
      const canonical = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href);
      expect(new URL(canonical!).pathname).toBe(print.path);
    });
  });
});
