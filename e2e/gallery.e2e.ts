// A visitor on /gallery: filters, the lightbox and its keys, the interest form, sharing, the shell.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { desktop, hydrated, launch, phone } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator("article h2, article h3").allInnerTexts();
}

/** Groups per gallery page (storefront/src/routes/gallery.tsx). */
const PAGE = 12;

describe("visitor on the gallery", () => {
  let browser: Browser;
  let page: Page;
  /** The other test files may have added groups to the shared server: count what is there. */
  let groups: number;

  beforeAll(async () => {
    browser = await launch();
    page = await (await desktop(browser)).newPage();
    groups = (
      await graphql(`
        {
          galleryItems {
            id
          }
        }
      `)
    ).data.galleryItems.length;
  });
  afterAll(() => browser?.close());

  it("shows 'Our Gallery' and the demo groups as cards sorted by title, with srcset and placeholders", async () => {
    await page.goto(`${baseUrl}/gallery`);
    await page.getByRole("heading", { name: "Our Gallery" }).waitFor();
    await page.locator("article").first().waitFor();
    // The first page is drawn; the rest come with 'Load More Photos' (or by scrolling to it).
    expect(groups).toBeGreaterThanOrEqual(12);
    await expect.poll(() => page.locator("article").count()).toBe(Math.min(groups, PAGE));
    await page.getByText(groups > PAGE ? `Showing ${PAGE} of ${groups} photographs` : `${groups} photographs`).waitFor();
    while ((await page.locator("article").count()) < groups) {
      const shown = await page.locator("article").count();
      await page.getByRole("button", { name: "Load More Photos" }).click();
      await expect.poll(() => page.locator("article").count()).toBeGreaterThan(shown);
    }
    expect(await page.getByRole("button", { name: "Load More Photos" }).count()).toBe(0);
    const titles = await cardTitles(page);
    expect(titles).toHaveLength(groups);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const img = page.locator("article img").first();
    expect(await img.getAttribute("srcset")).toMatch(/\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?320\.webp 320w/);
    expect(await img.getAttribute("sizes")).toBeTruthy();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    // The image the browser picked for a ~400 px card is a small variant, not the largest one.
    expect(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).not.toMatch(/\/1440\.webp$/);
    expect(await page.getByText("3 images").count()).toBeGreaterThan(0);
  });

  it("filters by location and category, shows the empty state, and 'Clear Filters' brings all back", async () => {
    await page.getByLabel("Location").selectOption({ label: "Pulicat Lake" });
    await expect.poll(() => cardTitles(page)).toEqual(["Brahminy Kite over Pulicat", "Greater Flamingos at Pulicat"]);
    const options = await page.getByLabel("Location").locator("option").allInnerTexts();
    expect(options.slice(1)).toEqual([...options.slice(1)].sort((a, b) => a.localeCompare(b)));

    await page.getByLabel("Category").selectOption({ label: "Eagles" });
    await page.getByText("No images found for the selected filters.").waitFor();
    expect(await page.locator("article").count()).toBe(0);

    // Back to the unfiltered gallery as the visitor left it: every page loaded in the first test.
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => page.locator("article").count()).toBe(groups);

    await page.getByLabel("Category").selectOption({ label: "Eagles" });
    await expect.poll(() => cardTitles(page)).toEqual(["Crested Serpent Eagle"]);
    await page.getByLabel("Category").selectOption({ index: 0 });
    await expect.poll(() => page.locator("article").count()).toBe(groups);
  });

  it("opens the lightbox, moves with the arrow keys (wrapping around), shows the EXIF line, closes on Escape", async () => {
    const card = page.locator("article", { has: page.getByRole("heading", { name: "Greater Flamingos at Pulicat" }) });
    await card.getByRole("button", { name: /open image 1 of 3/ }).click();
    const dialog = page.getByRole("dialog", { name: "Greater Flamingos at Pulicat" });
    await dialog.waitFor();
    await dialog.getByText("1 / 3").waitFor();
    await expect.poll(() => dialog.getByText(/ISO \d+/).count()).toBe(1);

    await page.keyboard.press("ArrowRight");
    await dialog.getByText("2 / 3").waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("3 / 3").waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("1 / 3").waitFor();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await dialog.getByText("2 / 3").waitFor();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("a card's carousel wraps around with its arrows before embla is there, then swipes once it is, on the same elements", async () => {
    const fresh = await (await desktop(browser)).newPage();
    await fresh.goto(`${baseUrl}/gallery`);
    const card = fresh.locator("article", { has: fresh.getByRole("heading", { name: "Greater Flamingos at Pulicat" }) });
    const opener = (i: number) => card.getByRole("button", { name: new RegExp(`open image ${i} of 3`) });
    await hydrated(opener(1));
    // Drawn by the server: one image asked for, the others only when they can be reached.
    expect(await card.locator("img").count()).toBe(1);
    const slide1 = await opener(1).elementHandle();

    await card.getByRole("button", { name: "Previous slide" }).click();
    await opener(3).waitFor();
    await card.getByRole("button", { name: "Next slide" }).click();
    await opener(1).waitFor();

    // The pointer on the card brought embla: every slide has its image, and a drag moves on.
    await expect.poll(() => card.locator("img").count()).toBe(3);
    const box = (await card.getByRole("region").boundingBox())!;
    // Once its scroll to the first slide has settled.
    await expect.poll(async () => Math.round((await opener(1).boundingBox())!.x - box.x)).toBe(0);
    await fresh.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await fresh.mouse.down();
    for (let dx = 0; dx <= box.width * 0.6; dx += 20) await fresh.mouse.move(box.x + box.width * 0.8 - dx, box.y + box.height / 2);
    await fresh.mouse.up();
    await opener(2).waitFor();
    expect(await fresh.getByRole("dialog").count()).toBe(0);
    // The first slide's button is the element the server drew: embla attached, nothing was replaced.
    expect(await slide1.evaluate((el) => el.isConnected)).toBe(true);
    await fresh.close();
  });

  it("the interest form asks for name and email, then thanks the visitor and stores the submission", async () => {
    const card = page.locator("article", { has: page.getByRole("heading", { name: "Indian Robin" }) });
    await card.getByRole("button", { name: "Show Interest" }).click();
    const dialog = page.getByRole("dialog", { name: "Show Interest" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Submit Interest" }).click();
    await page.getByText("Please fill in your name and email").waitFor();

    await dialog.getByLabel("Name").fill("Lakshmi Narayanan");
    await dialog.getByLabel("Email").fill("lakshmi@example.in");
    await dialog.getByLabel("Phone").fill("+91 98401 23456");
    await dialog.getByLabel("Message").fill("Is a 24x36 framed print possible?");
    await dialog.getByRole("button", { name: "Submit Interest" }).click();
    await page.getByText('Thank you! Your interest in "Indian Robin" has been submitted.').waitFor();
    await dialog.waitFor({ state: "detached" });

    const login = await graphql(`mutation { login(username: "${admin.username}", password: "${admin.password}") { token } }`);
    const list = await graphql(
      `
        {
          allInterestSubmissions {
            name
            email
            imageTitle
            message
          }
        }
      `,
      {},
      login.data.login.token,
    );
    expect(list.data.allInterestSubmissions).toContainEqual({
      name: "Lakshmi Narayanan",
      email: "lakshmi@example.in",
      imageTitle: "Indian Robin",
      message: "Is a 24x36 framed print possible?",
    });
  });

  it("Share offers Facebook, Instagram, WhatsApp and Copy Link; copying says so", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const card = page.locator("article", { has: page.getByRole("heading", { name: "Indian Robin" }) });
    const share = card.getByRole("button", { name: "Share" });
    await hydrated(share);
    await share.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual(["Facebook", "Instagram", "WhatsApp", "Copy Link"]);
    await menu.getByRole("menuitem", { name: "Copy Link" }).click();
    await page.getByText("Link copied to clipboard!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/gallery\/\d+\/[a-z0-9-]+$/);
  });

  it("the navigation bar shows CART with a rupee total of two decimals; an unknown path shows the 404", async () => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.waitFor();
    expect(await page.getByRole("link", { name: /CART/ }).first().innerText()).toMatch(/CART[\s\S]*₹0\.00/);
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByText("Oops! Page not found").waitFor();
    await page.getByRole("link", { name: /home/i }).first().waitFor();
  });
});

describe("visitor on a phone", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await phone(browser)).newPage();
  });
  afterAll(() => browser?.close());

  it("has no horizontal scroll at 390 px and a slide-out menu with the links and the cart", async () => {
    await page.goto(`${baseUrl}/gallery`);
    await page.locator("article").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await sheet.waitFor();
    for (const name of ["Home", "Gallery", "Shop", "Workshops", "Blog", "Contact", "Order History"]) {
      await sheet.getByRole("link", { name, exact: true }).waitFor();
    }
    expect(await sheet.getByRole("link", { name: /cart/i }).innerText()).toMatch(/₹0\.00/);
    await sheet.getByRole("link", { name: "Home", exact: true }).click();
    await sheet.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
