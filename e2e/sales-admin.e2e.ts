// The owner's timed sales (issue 28): a sale created in the back office for one shop category,
// running now, is listed as Running with its India times and category, and the shop's card of a
// print of that category shows the list price struck through and the sale price; a sale that ends
// before it starts is refused with the server's message; moved into the past it is listed as Ended
// and the card shows the list price again; deleted, it is gone. axe finds no serious violation on
// the list or the form.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { accessibilityProblems } from "./audit.js";
import { desktop, launch, onDesktopPage, ownerLogin, signedIn, type Owner } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const READ = `query($q: String) { allSales(filter: { q: $q }) { id name percent startsAt endsAt categoryIds } }`;

/** Runs an owner's mutation; its data, or the test fails with the server's errors. */
async function owned(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(query, variables, token);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

const HOUR = 3_600_000;
/** An instant `hours` from now, to the minute, as the owner types it in India time ('2026-11-01T09:00'). */
const indiaLocal = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);
const minute = (at: number) => Math.floor(at / 60_000) * 60_000;

describe("the owner's timed sales", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: Owner;
  // Names of their own per run, so that a server other tests also use has none of them yet.
  const run = Date.now() % 100_000;
  const name = `Margazhi sale ${run}`;
  const categoryName = `Sale Admin Prints ${run}`;
  const title = `Brahminy Kite over Pulicat ${run}`;
  const made = { category: "", print: "" };
  const stored = async () => (await graphql(READ, { q: name }, owner.token)).data.allSales.find((s: { name: string }) => s.name === name);
  /** The shop's card of the print, as a visitor (not signed in) sees it: its price's text. */
  const shopPrice = () =>
    onDesktopPage(browser, async (shop) => {
      await shop.goto(`${baseUrl}/shop`);
      const card = shop.locator("article", { hasText: title });
      await card.waitFor();
      return {
        price: await card.getByTestId("price").textContent(),
        struck: await card.locator("del").count(),
        badge: await card.getByText(`${name}: 25% off`).count(),
      };
    });

  beforeAll(async () => {
    owner = await ownerLogin(baseUrl, admin);
    // A category of its own, with one print, so that the sale changes no other test's prices.
    const image = (
      await graphql(`
        {
          shopItems(limit: 1) {
            items {
              image {
                id
              }
            }
          }
        }
      `)
    ).data.shopItems.items[0].image.id as string;
    const frame = (
      await graphql(`
        {
          frameSizes {
            id
          }
        }
      `)
    ).data.frameSizes[0].id as string;
    made.category = (await owned(owner.token, `mutation($n: String!) { createShopCategory(name: $n) { id } }`, { n: categoryName })).createShopCategory.id;
    const sub = (await owned(owner.token, `mutation($c: ID!) { createShopSubcategory(categoryId: $c, name: "Raptors") { id } }`, { c: made.category }))
      .createShopSubcategory.id;
    made.print = (
      await owned(
        owner.token,
        `mutation($t: String!, $c: ID!, $s: ID!, $i: ID!, $f: ID!) { createPortfolioItem(title: $t, description: "Circling the lagoon at noon.", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: [{ frameSizeId: $f, pricePaise: 300000 }]) { id } }`,
        { t: title, c: made.category, s: sub, i: image, f: frame },
      )
    ).createPortfolioItem.id;
    browser = await launch();
    context = await desktop(browser);
    await signedIn(context, owner);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    const sale = owner ? await stored() : undefined;
    if (sale)
      await graphql(
        `
          mutation ($id: ID!) {
            deleteSale(id: $id) {
              id
            }
          }
        `,
        { id: sale.id },
        owner.token,
      );
    if (made.print)
      await graphql(
        `
          mutation ($id: ID!) {
            deletePortfolioItem(id: $id) {
              id
            }
          }
        `,
        { id: made.print },
        owner.token,
      );
    if (made.category)
      await graphql(
        `
          mutation ($id: ID!) {
            deleteShopCategory(id: $id) {
              id
            }
          }
        `,
        { id: made.category },
        owner.token,
      );
  });

  it("creates a sale running now for one category: India time sent as the instant it names", async () => {
    expect(await shopPrice()).toEqual({ price: "₹3,000.00", struck: 0, badge: 0 });

    await page.goto(`${baseUrl}/admin/#/Sale/create`);
    const nameInput = page.getByLabel(/^Name\b/);
    await nameInput.waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    const startsAt = minute(Date.now() - HOUR);
    const endsAt = minute(Date.now() + 24 * HOUR);
    await nameInput.fill(name);
    await page.getByLabel("Percentage off (%)").fill("25");
    await page.getByLabel("Starts (India time)").fill(indiaLocal(startsAt));
    await page.getByLabel("Ends (India time)").fill(indiaLocal(endsAt));
    const categories = page.getByRole("combobox", { name: "Shop categories" });
    await categories.fill(categoryName);
    await page.getByRole("option", { name: categoryName }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Save sale" }).click();
    await page.getByText(`Sale ${name} created`).waitFor();

    expect(await stored()).toMatchObject({
      name,
      percent: 25,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
      categoryIds: [made.category],
    });
  });

  it("lists it as Running, with its India times and its category; the list is accessible", async () => {
    await page.goto(`${baseUrl}/admin/#/Sale`);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    await expect.poll(async () => (await row.innerText()).replace(/\s+/g, " ")).toContain(categoryName);
    const text = (await row.innerText()).replace(/\s+/g, " ");
    const india = (at: string) =>
      new Intl.DateTimeFormat("en-IN", {
        timeZone: "Asia/Kolkata",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }).format(new Date(at));
    const sale = await stored();
    for (const part of ["25%", india(sale.startsAt), india(sale.endsAt), "Running"]) expect(text).toContain(part);
    expect(text).not.toContain("All prints");
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it("the shop's card of a print of that category shows the list price struck through and the sale price", async () => {
    await expect.poll(shopPrice, { timeout: 15_000 }).toEqual({ price: "Was ₹3,000.00now ₹2,250.00", struck: 1, badge: 1 });
  });

  it("an end before the start is refused with the server's message; an end in the past ends the sale in the list and the shop", async () => {
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect.poll(() => page.getByLabel("Percentage off (%)").inputValue()).toBe("25");
    const starts = page.getByLabel("Starts (India time)");
    const sale = await stored();
    expect(await starts.inputValue()).toBe(indiaLocal(new Date(sale.startsAt).getTime()));
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByLabel("Ends (India time)").fill(indiaLocal(new Date(sale.startsAt).getTime() - HOUR));
    await page.getByRole("button", { name: "Save sale" }).click();
    await page.getByText("The end must be after the start").waitFor();
    expect((await stored()).endsAt).toBe(sale.endsAt);

    const endsAt = minute(Date.now() - 5 * 60_000);
    await starts.fill(indiaLocal(endsAt - 2 * HOUR));
    await page.getByLabel("Ends (India time)").fill(indiaLocal(endsAt));
    await page.getByRole("button", { name: "Save sale" }).click();
    await page.getByText(`Sale ${name} saved`).waitFor();
    expect((await stored()).endsAt).toBe(new Date(endsAt).toISOString());

    const row = page.getByRole("row").filter({ hasText: name });
    await expect.poll(async () => (await row.innerText()).replace(/\s+/g, " ")).toContain("Ended");
    await expect.poll(shopPrice, { timeout: 15_000 }).toEqual({ price: "₹3,000.00", struck: 0, badge: 0 });
  });

  it("deletes it after asking", async () => {
    await page.getByRole("button", { name: `Delete sale ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`Delete the sale ${name}?`).waitFor();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await page.getByText(`Sale ${name} deleted`).waitFor();
    expect(await stored()).toBeUndefined();
    await expect.poll(() => page.getByRole("row").filter({ hasText: name }).count()).toBe(0);
  });
});
