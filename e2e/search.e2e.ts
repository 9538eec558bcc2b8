// Search as a visitor meets it (issue 46), on a phone (390 px) and a desktop (1280 px): the header's
// field suggests after two letters and answers the keyboard (the ARIA combobox), Enter searches; the
// results page filters by a link that changes the address and the hits; a Tamil word finds a print
// on /ta; a query with no hit says so and shows the newest prints. axe and the Nu checker find nothing
// on the results page and with the suggestions open.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { auditPage } from "./audit.js";
import { desktop, hydrated, launch, ownerLogin, phone } from "./browser.js";
import { baseUrl } from "./server.js";

const KINGFISHER = "White-throated Kingfisher at Dawn";
/** The demo kingfisher's Tamil title, given for this file (the demo content has none). */
const KINGFISHER_TA = "வெண்தொண்டை மீன்கொத்தி";

const WIDTHS = [
  ["phone", phone],
  ["desktop", desktop],
] as const;

/** The header's search field, opened (the phone's icon first), its suggestions' code loaded: the combobox. */
async function openSearch(page: Page, width: "phone" | "desktop", names = { toggle: "Search", field: "Search" }): Promise<Locator> {
  const name = names.field;
  if (width === "phone") {
    const toggle = page.getByRole("link", { name: names.toggle });
    await hydrated(toggle);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
  } else {
    const field = page.getByRole("searchbox", { name });
    await hydrated(field);
    // A click at the field's place, as a finger or mouse gives it, not a locator click: the pointer
    // coming over the field loads the suggestions' code, and the combobox then replaces the plain
    // field, so a locator click could find its target detached between its hover and its check.
    // The mouse lands on whichever node is there, and the combobox takes the focus either way.
    const box = await field.boundingBox();
    if (!box) throw new Error("the search field has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  const combobox = page.getByRole("combobox", { name });
  await combobox.waitFor();
  await expect.poll(() => combobox.evaluate((el) => el === document.activeElement)).toBe(true);
  return combobox;
}

describe("search", () => {
  let browser: Browser;
  let token: string;
  let kingfisherId = "";

  beforeAll(async () => {
    browser = await launch();
    token = (await ownerLogin(baseUrl, inject("admin"))).token;
    const items = await graphql(`
      {
        shopItems(limit: 50) {
          items {
            id
            title
          }
        }
      }
    `);
    kingfisherId = (items.data.shopItems.items as { id: string; title: string }[]).find((i) => i.title === KINGFISHER)!.id;
    const set = await graphql(
      `
        mutation ($id: ID!, $ta: String) {
          updatePortfolioItem(id: $id, titleTa: $ta) {
            id
            titleTa
          }
        }
      `,
      { id: kingfisherId, ta: KINGFISHER_TA },
      token,
    );
    expect(set.errors).toBeUndefined();
  });
  afterAll(async () => {
    if (kingfisherId)
      await graphql(
        `
          mutation ($id: ID!) {
            updatePortfolioItem(id: $id, titleTa: null) {
              id
            }
          }
        `,
        { id: kingfisherId },
        token,
      );
    await browser?.close();
  });

  const withPage = async (open: (b: Browser) => Promise<BrowserContext>, use: (page: Page) => Promise<void>) => {
    const context = await open(browser);
    try {
      await use(await context.newPage());
    } finally {
      await context.close();
    }
  };

  for (const [width, open] of WIDTHS) {
    it(`(${width}) typing 'king' in the header suggests prints and more; ArrowDown and Enter open the highlighted one; the open list passes axe and the HTML checker`, () =>
      withPage(open, async (page) => {
        await page.goto(`${baseUrl}/`);
        const combobox = await openSearch(page, width);
        await combobox.pressSequentially("king", { delay: 30 });
        const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
        await expect.poll(() => options.count()).toBeGreaterThan(0);
        expect(await combobox.getAttribute("aria-expanded")).toBe("true");
        const texts = await options.allInnerTexts();
        expect(
          texts.some((t) => /^PRINT\s+White-throated Kingfisher at Dawn$/i.test(t.trim())),
          texts.join(" | "),
        ).toBe(true);

        await combobox.press("ArrowDown");
        const first = options.first();
        expect(await combobox.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
        expect(await first.getAttribute("aria-selected")).toBe("true");
        const problems = await auditPage(page);
        expect(problems, problems.join("\n")).toEqual([]);

        const title = (await first.locator("span").nth(1).innerText()).trim();
        await combobox.press("Enter");
        await page.waitForURL(/\/(shop|gallery|blog|workshops)\/\d+/);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).first().innerText()).toContain(title);
      }));

    it(`(${width}) Enter without a highlighted suggestion searches: /search?q=… groups the hits, with their snippets marked; Escape closes the list`, () =>
      withPage(open, async (page) => {
        await page.goto(`${baseUrl}/shop`);
        const combobox = await openSearch(page, width);
        await combobox.pressSequentially("kingfisher", { delay: 20 });
        await expect.poll(() => combobox.getAttribute("aria-expanded")).toBe("true");
        await combobox.press("Escape");
        expect(await combobox.getAttribute("aria-expanded")).toBe("false");
        await combobox.press("Enter");
        await page.waitForURL(`${baseUrl}/search?q=kingfisher`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Results for “kingfisher”");
        expect(await page.title()).toMatch(/^Search: kingfisher — /);
        const prints = page.getByRole("region", { name: "Prints", exact: true });
        await prints.getByRole("link", { name: KINGFISHER }).waitFor();
        expect(await page.locator("mark").count()).toBeGreaterThan(0);
        expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
      }));

    it(`(${width}) a filter's link changes the address and the hits; the filtered page passes axe and the HTML checker`, () =>
      withPage(open, async (page) => {
        await page.goto(`${baseUrl}/search?q=pulicat`);
        const gallery = page.getByRole("region", { name: "Gallery", exact: true });
        await gallery.waitFor();
        const prints = page.getByRole("region", { name: "Prints", exact: true });
        expect(await prints.getByRole("link", { name: "Brahminy Kite over Pulicat" }).count()).toBe(1);
        const size = page.getByRole("group", { name: "Frame size" }).getByRole("link", { name: /24x36/ });
        await hydrated(size);
        await size.click();
        await page.waitForURL(/[?&]size=\d+/);
        expect(new URL(page.url()).searchParams.get("q")).toBe("pulicat");
        // The 24x36 frame is sold for the flamingos alone; a print filter keeps only prints.
        await expect.poll(() => prints.getByRole("link").allInnerTexts()).toEqual(["Greater Flamingos at Pulicat"]);
        expect(await gallery.count()).toBe(0);
        expect(await size.getAttribute("aria-current")).toBe("true");
        const problems = await auditPage(page);
        expect(problems, problems.join("\n")).toEqual([]);
      }));

    it(`(${width}) a Tamil word finds the print on /ta, shown by its Tamil title under /ta`, () =>
      withPage(open, async (page) => {
        await page.goto(`${baseUrl}/ta`);
        const combobox = await openSearch(page, width, { toggle: "தேடு", field: "தேடல்" });
        await combobox.pressSequentially("மீன்கொத்தி", { delay: 20 });
        const option = page.getByRole("option", { name: new RegExp(KINGFISHER_TA) });
        await option.waitFor();
        expect(await option.innerText()).toContain("அச்சுப்படம்");
        await combobox.press("Enter");
        await page.waitForURL(`${baseUrl}/ta/search?q=${encodeURIComponent("மீன்கொத்தி")}`);
        const link = page.getByRole("region", { name: "அச்சுப்படங்கள்", exact: true }).getByRole("link", { name: KINGFISHER_TA });
        await link.waitFor();
        expect(await link.getAttribute("href")).toMatch(new RegExp(`^/ta/shop/${kingfisherId}/`));
        const problems = await auditPage(page);
        expect(problems, problems.join("\n")).toEqual([]);
      }));
  }

  it("a query with no hit says 'No results for \"zzzqqq\"' and shows the newest prints, drawn by the server (before any script)", async () => {
    const html = await (await fetch(`${baseUrl}/search?q=zzzqqq`)).text();
    expect(html).toContain("No results for &quot;zzzqqq&quot;");
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    await withPage(phone, async (page) => {
      await page.goto(`${baseUrl}/search?q=zzzqqq`);
      await page.getByText('No results for "zzzqqq"', { exact: true }).waitFor();
      const newest = page.getByRole("region", { name: "Newest prints", exact: true });
      await newest.waitFor();
      // The shop's own cards, each with its button to the cart.
      await expect.poll(() => newest.getByRole("button", { name: /Add to Cart/ }).count()).toBeGreaterThan(0);
    });
  });

  it("a misspelt word that finds nothing offers 'Did you mean …', leading to that search", () =>
    withPage(desktop, async (page) => {
      await page.goto(`${baseUrl}/search?q=flamngo`);
      await page.getByText('No results for "flamngo"', { exact: true }).waitFor();
      const suggestion = page.getByRole("link", { name: "flamingos", exact: true });
      await hydrated(suggestion);
      expect(await suggestion.locator("xpath=..").innerText()).toBe("Did you mean flamingos?");
      await suggestion.click();
      await page.waitForURL(`${baseUrl}/search?q=flamingos`);
      await page.getByRole("region", { name: "Prints", exact: true }).getByRole("link", { name: "Greater Flamingos at Pulicat" }).waitFor();
    }));

  it("the field is a plain GET form before any script: /search?q= from the header without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      const field = page.getByRole("searchbox", { name: "Search" });
      await field.fill("pelican");
      await field.press("Enter");
      await page.waitForURL(`${baseUrl}/search?q=pelican`);
      expect(await page.getByRole("link", { name: "Spot-billed Pelicans, Vedanthangal" }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
