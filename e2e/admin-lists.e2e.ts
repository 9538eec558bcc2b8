// The back office's lists and forms (issue 43 item 24): a column sorts only by a field the server
// accepts, a refusal shows the server's own message, and a draft is saved once however often the
// button is clicked.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { desktop, launch, ownerLogin, signedIn, type Owner } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

describe("the back office's lists sort and fail with the server's words", () => {
  let browser: Browser;
  let page: Page;
  let owner: Owner;

  beforeAll(async () => {
    browser = await launch();
    owner = await ownerLogin(baseUrl, admin);
    page = await (await signedIn(await desktop(browser), owner)).newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(() => browser?.close());

  it("every sortable column of the campaigns list sorts by a field the server accepts", async () => {
    await graphql(
      `
        mutation {
          createCampaign(subject: "Sort check", html: "<p>Herons.</p>") {
            id
          }
        }
      `,
      {},
      owner.token,
    );
    await page.goto(`${baseUrl}/admin/#/Campaign`);
    const table = page.locator("table");
    await table.getByText("Sort check").first().waitFor();
    const labels = await table.locator("thead .MuiTableSortLabel-root").allInnerTexts();
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) {
      const answered = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("allCampaigns"));
      await table.locator("thead .MuiTableSortLabel-root", { hasText: label.trim() }).first().click();
      const body = (await (await answered).json()) as { errors?: { message: string }[] };
      expect({ label, errors: body.errors?.map((e) => e.message) }).toEqual({ label, errors: undefined });
    }
  });

  it("discount codes do not sort percentages and paise together", async () => {
    await graphql(
      `
        mutation ($c: String!) {
          createDiscountCode(code: $c, kind: PERCENT, value: 10) {
            id
          }
        }
      `,
      { c: `SORT-${Date.now() % 100_000}` },
      owner.token,
    );
    await page.goto(`${baseUrl}/admin/#/DiscountCode`);
    const header = page.locator("table thead th", { hasText: /^Discount$/ });
    await header.waitFor();
    expect(await header.locator(".MuiTableSortLabel-root").count()).toBe(0);
  });

  it("a list the server refuses shows the server's message, not a generic one", async () => {
    for (const [resource, generic] of [
      ["DiscountCode", "Failed to load discount codes"],
      ["Sale", "Failed to load sales"],
    ]) {
      await page.goto(`${baseUrl}/admin/#/${resource}?sort=nosuchfield&order=ASC`);
      await page.getByText("Cannot sort by nosuchfield").first().waitFor();
      expect(await page.getByText(generic).count()).toBe(0);
    }
  });

  it("'Save draft' is off while saving: a double click makes one draft", async () => {
    const subject = `One draft ${Date.now()}`;
    const creates: string[] = [];
    page.on("request", (r) => {
      if ((r.postData() ?? "").includes("createCampaign")) creates.push(r.url());
    });
    await page.goto(`${baseUrl}/admin/#/Campaign/create`);
    await page.getByLabel("Subject").fill(subject);
    await page.locator(".ProseMirror").fill("Painted storks at Koonthankulam.");
    await page.getByRole("button", { name: "Save draft" }).dblclick();
    await page.getByText("Campaign created").first().waitFor();
    const { allCampaigns } = (
      await graphql(
        `
          {
            allCampaigns(perPage: 100) {
              subject
            }
          }
        `,
        {},
        owner.token,
      )
    ).data as { allCampaigns: { subject: string }[] };
    expect(allCampaigns.filter((c) => c.subject === subject)).toHaveLength(1);
    expect(creates).toHaveLength(1);
  });
});
