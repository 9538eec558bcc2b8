// The owner's limited editions (issue 45): on a print's form she makes it an edition of 10 with 2
// artist's proofs; the form then says how many are left, refuses to raise the size (an edition is a
// promise) with the reason beside the field, lowers it, and closes it for good. axe finds no serious
// violation on the form.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { accessibilityProblems } from "./audit.js";
import { desktop, launch, ownerLogin, signedIn, type Owner } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const EDITION = `query($id: ID!) { PortfolioItem(id: $id) { edition { size artistProofs remaining closed } } }`;

async function owned(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(query, variables, token);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

describe("the owner's limited edition of a print", () => {
  let browser: Browser;
  let page: Page;
  let owner: Owner;
  let print = "";
  const title = `Grey Heron at Pallikaranai ${Date.now() % 100_000}`;
  const edition = async () => (await owned(owner.token, EDITION, { id: print })).PortfolioItem.edition;

  beforeAll(async () => {
    owner = await ownerLogin(baseUrl, admin);
    const shop = (
      await graphql(`
        {
          shopItems(limit: 1) {
            items {
              image {
                id
              }
              categoryId
              subcategoryId
            }
          }
          frameSizes {
            id
          }
        }
      `)
    ).data;
    const [item] = shop.shopItems.items;
    print = (
      await owned(
        owner.token,
        `mutation($t: String!, $c: ID!, $s: ID!, $i: ID!, $f: ID!) { createPortfolioItem(title: $t, description: "Still in the reeds.", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: [{ frameSizeId: $f, pricePaise: 450000 }]) { id } }`,
        { t: title, c: item.categoryId, s: item.subcategoryId, i: item.image.id, f: shop.frameSizes[0].id },
      )
    ).createPortfolioItem.id;
    browser = await launch();
    const context = await desktop(browser);
    await signedIn(context, owner);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    if (print)
      await graphql(
        `
          mutation ($id: ID!) {
            deletePortfolioItem(id: $id) {
              id
            }
          }
        `,
        { id: print },
        owner.token,
      );
  });

  const open = async () => {
    await page.goto(`${baseUrl}/admin/#/PortfolioItem/${print}`);
    await page.getByRole("button", { name: "Update Portfolio Item" }).waitFor();
  };

  it("makes an open print an edition of 10 with 2 artist's proofs", async () => {
    await open();
    expect(await edition()).toBeNull();
    await page.getByRole("checkbox", { name: /Sell as a numbered limited edition/ }).check();
    await page.getByLabel("Edition size").fill("10");
    await page.getByLabel("Artist's proofs").fill("2");
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Portfolio item updated").waitFor();
    expect(await edition()).toEqual({ size: 10, artistProofs: 2, remaining: 10, closed: false });
  });

  it("says what is left, refuses to raise the size, lowers it, and closes it for good", async () => {
    await open();
    await page.getByText("10 of 10 left · 0 sold · 0 reserved by orders awaiting payment").waitFor();
    await expect.poll(() => page.getByRole("checkbox", { name: /Sold as a limited edition/ }).isDisabled()).toBe(true);
    await page.getByLabel("Edition size").fill("12");
    await page.getByText("Can never be raised above 10").waitFor();
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Limited edition: Can never be raised above 10").waitFor();
    expect((await edition()).size).toBe(10);

    await page.getByLabel("Edition size").fill("8");
    await page.getByRole("checkbox", { name: /Close the edition now/ }).check();
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Portfolio item updated").waitFor();
    expect(await edition()).toEqual({ size: 8, artistProofs: 2, remaining: 0, closed: true });

    await open();
    await page.getByText("Closed · 0 sold · 0 reserved by orders awaiting payment").waitFor();
    expect(await page.getByRole("checkbox", { name: "Closed: no more sales" }).isDisabled()).toBe(true);
  });
});
