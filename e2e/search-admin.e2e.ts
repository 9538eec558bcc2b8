// Issue 46, the owner's side of search: on a print's form she types its search words as chips
// (Enter and a comma each end one), saves, and sees them again when the form opens; search then
// finds the print by one of them. After a few searches through GraphQL, Analytics lists them under
// 'Top searches (last 30 days)' and the one that found nothing under 'Searches that found nothing',
// with their counts. A gallery group's words are edited on its page, and a word over the limit stays
// in the field, marked, instead of vanishing. axe finds no serious violation on the form or on Analytics.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deletePrint, graphql, owned, ownersPrint } from "./api.js";
import { accessibilityProblems } from "./audit.js";
import { desktop, launch, ownerLogin, signedIn, type Owner } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

/** A visitor's search (no token): how many it found. */
async function search(q: string): Promise<number> {
  const answer = await graphql(
    `
      query ($q: String!) {
        search(q: $q) {
          total
        }
      }
    `,
    { q },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.search.total;
}

describe("the owner's search words and search log", () => {
  let browser: Browser;
  let page: Page;
  let owner: Owner;
  let print = "";
  const n = Date.now() % 100_000;
  const title = `White-throated Kingfisher ${n}`;
  // Words no other test's data has: the search finds this print by them alone.
  const scientific = `Halcyon smyrnensis${n}`;
  const tamil = "வெண்தொண்டை மீன்கொத்தி";

  beforeAll(async () => {
    owner = await ownerLogin(baseUrl, admin);
    print = (await ownersPrint(owner.token, title, { description: "On a wire over the paddy.", pricePaise: 350000 })).id;
    browser = await launch();
    const context = await desktop(browser);
    await signedIn(context, owner);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    if (print) await deletePrint(owner.token, print);
  });

  const open = async () => {
    await page.goto(`${baseUrl}/admin/#/PortfolioItem/${print}`);
    await page.getByRole("button", { name: "Update Portfolio Item" }).waitFor();
  };
  /** The chips of the form's search words. */
  const words = () => page.locator(".MuiAutocomplete-root").filter({ has: page.getByLabel("Search words") });

  it("types search words on a print's form, saves them, and sees them again when it opens", async () => {
    await open();
    const field = page.getByRole("combobox", { name: "Search words" });
    await field.fill(scientific);
    await field.press("Enter");
    await field.pressSequentially(`${tamil},`);
    await page.getByText("Other names people search for: a scientific name, another common name, a Tamil name. At most 20.", { exact: false }).waitFor();
    await words().getByText(scientific, { exact: true }).waitFor();
    await words().getByText(tamil, { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Portfolio item updated").waitFor();
    expect((await owned(owner.token, `query($id: ID!) { PortfolioItem(id: $id) { searchKeywords } }`, { id: print })).PortfolioItem.searchKeywords).toEqual([
      scientific,
      tamil,
    ]);
    await open();
    await words().getByText(scientific, { exact: true }).waitFor();
    await words().getByText(tamil, { exact: true }).waitFor();
    // Each instance's index takes up to a second or two to read the change.
    await expect.poll(() => search(scientific), { timeout: 10_000 }).toBe(1);
  });

  it("edits a gallery group's words on its page: a word over 60 characters stays in the field, marked, and is never dropped unseen", async () => {
    const group = (await owned(owner.token, `{ allGalleryItems(perPage: 1, sortField: "id", sortOrder: "ASC") { id searchKeywords } }`)).allGalleryItems[0] as {
      id: string;
      searchKeywords: string[];
    };
    const word = `Ardeola grayii${n}`;
    const long = `${"Pond heron ".repeat(6)}`.trim(); // 65 characters
    try {
      await page.goto(`${baseUrl}/admin/#/GalleryItem/${group.id}/show`);
      const field = page.getByRole("combobox", { name: "Search words" });
      await field.fill(long);
      await field.press("Enter");
      await page.getByText("A search word is at most 60 characters").waitFor();
      expect(await field.inputValue()).toBe(long);
      expect(await words().getByText(long, { exact: true }).count()).toBe(0);
      // Shortened, it is a word like any other; a comma ends it.
      await field.fill("");
      await field.pressSequentially(`${word},`);
      await words().getByText(word, { exact: true }).waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole("button", { name: "Save search words" }).click();
      await page.getByText("Search words saved").waitFor();
      const saved = await owned(owner.token, `query($id: ID!) { GalleryItem(id: $id) { searchKeywords } }`, { id: group.id });
      expect(saved.GalleryItem.searchKeywords).toEqual([...group.searchKeywords, word]);
      await expect.poll(() => search(word), { timeout: 10_000 }).toBe(1);
    } finally {
      await owned(owner.token, `mutation($id: ID!, $w: [String!]) { updateGalleryItem(id: $id, searchKeywords: $w) { id } }`, {
        id: group.id,
        w: group.searchKeywords,
      });
    }
  });

  it("Analytics lists the top searches and those that found nothing, with their counts", async () => {
    // Nonsense no typo brings near a word of the site (letters for this run's number, so reruns differ).
    const nothing = `Zqvxw ${[...String(n)].map((d) => "jkpqvwxyzb"[Number(d)]).join("")}`;
    for (let i = 0; i < 3; i++) expect(await search(scientific)).toBe(1);
    for (let i = 0; i < 2; i++) expect(await search(`  ${nothing.toUpperCase()} `)).toBe(0);
    // Each search is counted after it is answered: the page is opened once the counts are written.
    const counts = async () => {
      const lists = await owned(owner.token, `{ topSearches { query count } searchesWithoutResults { query count } }`);
      const count = (list: { query: string; count: number }[], query: string) => list.find((c) => c.query === query)?.count ?? 0;
      return [count(lists.topSearches, scientific.toLowerCase()) >= 3, count(lists.searchesWithoutResults, nothing.toLowerCase())];
    };
    await expect.poll(counts, { timeout: 10_000 }).toEqual([true, 2]);
    await page.goto(`${baseUrl}/admin/#/`);
    const top = page.getByRole("table", { name: "Top searches (last 30 days)" });
    const none = page.getByRole("table", { name: "Searches that found nothing" });
    const kept = nothing.toLowerCase();
    // The query as kept: trimmed and in lower case; counted at least the three times above.
    const foundRow = top.getByRole("row").filter({ has: page.getByRole("cell", { name: scientific.toLowerCase(), exact: true }) });
    await foundRow.waitFor();
    expect(Number(await foundRow.getByRole("cell").nth(1).innerText())).toBeGreaterThanOrEqual(3);
    const nothingRow = none.getByRole("row").filter({ has: page.getByRole("cell", { name: kept, exact: true }) });
    await nothingRow.waitFor();
    expect(await nothingRow.getByRole("cell").nth(1).innerText()).toBe("2");
    // The top searches count every search, found or not.
    expect(await top.getByRole("cell", { name: kept, exact: true }).count()).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
