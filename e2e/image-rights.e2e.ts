// The owner sets a watermark on Business details (issue 29): every image is re-encoded in the
// background, the page shows 'Updating images: N of M' while it runs (and passes axe with it), and
// the storefront's images then come from their new variants.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityProblems } from "./audit.js";
import { desktop, launch, ownerLogin, signedIn } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

/** The srcset of the home page's first hero image, as the server draws it. */
async function heroSrcset(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return /srcSet="(\/media\/[^"]+)"/.exec(html)![1];
}

describe("the owner's image rights", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    await signedIn(context, await ownerLogin(baseUrl, admin));
    page = await context.newPage();
  });
  afterAll(() => browser?.close());

  const save = async () => {
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();
  };
  const progress = () => page.getByRole("status").filter({ hasText: /^Updating images: \d+ of \d+/ });

  it("sets a watermark: the images are re-encoded in the background, with the progress shown, and the pages name the new variants", async () => {
    const before = await heroSrcset();
    await page.goto(`${baseUrl}/admin/#/business`);
    const text = page.getByLabel("Watermark text", { exact: true });
    await expect.poll(() => page.getByLabel("Business name", { exact: true }).inputValue()).not.toBe("");
    expect(await text.inputValue()).toBe("");
    expect(await page.getByLabel("Licensing URL", { exact: true }).inputValue()).toBe(`${baseUrl}/licensing`);

    // A bad opacity is refused with the server's message, nothing saved.
    await page.getByLabel("Watermark opacity", { exact: true }).fill("0.9");
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("The watermark's opacity must be between 0.1 and 0.6").waitFor();

    await page.getByLabel("Watermark opacity", { exact: true }).fill("0.4");
    await text.fill("© Chennai Wildlife Prints");
    // The form says which widths carry the watermark; a width above the largest image is refused, saying so.
    const from = page.getByLabel("Watermark from width (px)", { exact: true });
    const largest = page.getByLabel("Largest image width (px)", { exact: true });
    await page.getByText("Carried by the 960, 1280 and 1920 px images").waitFor();
    await from.fill("1600");
    await largest.fill("1280");
    await page.getByText("Above the largest image width (1280 px): no image would carry the watermark").waitFor();
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("The watermark's smallest width (1600 px) is above the widest image (1280 px)", { exact: false }).waitFor();
    await from.fill("960");
    await largest.fill("1920");
    await page.getByRole("combobox", { name: "Watermark corner" }).click();
    await page.getByRole("option", { name: "Bottom left", exact: true }).click();
    await save();
    await progress().waitFor();
    expect(await progress().innerText()).toMatch(/^Updating images: \d+ of [1-9]\d*/);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The page reads the progress again until every image is done; then the note goes.
    await progress().waitFor({ state: "detached", timeout: 120_000 });
    const after = await heroSrcset();
    expect(after).not.toBe(before);
    const first = after.split(" ")[0];
    expect((await fetch(`${baseUrl}${first}`)).status).toBe(200);
    // The old URL still leads to the image (a page or a mail that named it).
    expect((await fetch(`${baseUrl}${before.split(" ")[0]}`)).status).toBe(200);
  });

  it("takes the watermark away again, as the other tests expect the demo", async () => {
    await page.goto(`${baseUrl}/admin/#/business`);
    const text = page.getByLabel("Watermark text", { exact: true });
    await expect.poll(() => text.inputValue()).toBe("© Chennai Wildlife Prints");
    await text.fill("");
    await save();
    await progress().waitFor({ state: "detached", timeout: 120_000 });
    await page.reload();
    await expect.poll(() => text.inputValue()).toBe("");
  });
});
