// The owner changes the home page: a new hero slide and the photographer's details.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { accessibilityProblems } from "./audit.js";
import { desktop, launch, ownerLogin, signedIn } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

describe("the owner edits the home page", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    const login = await ownerLogin(baseUrl, admin);
    await signedIn(context, login);
    page = await context.newPage();
  });
  afterAll(() => browser?.close());

  it("adds a hero slide, and the home page's dots include it", async () => {
    await page.goto(`${baseUrl}/admin/#/HeroSlide/create`);
    await page.getByRole("button", { name: "Add hero slide" }).click();
    await page.getByText("Please provide title, subtitle and an image").waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Monsoon at Vedanthangal");
    await page.getByLabel("Subtitle", { exact: true }).fill("New prints from the rains");
    const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#41606b" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "monsoon.jpg", mimeType: "image/jpeg", buffer: image });
    await page.getByRole("button", { name: "Add hero slide" }).click();
    await page.getByText("Hero slide added").waitFor({ timeout: 30_000 });

    const visitor = await (await desktop(browser)).newPage();
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole("button", { name: "Go to slide 4" }).click();
    await visitor.getByText("Monsoon at Vedanthangal").first().waitFor();
    await visitor.close();
  });

  it("gives a print a Tamil title in the form's Tamil tab: /ta shows it, /shop keeps the English; emptied, the Tamil page shows the English again", async () => {
    const { data } = await graphql(`
      {
        shopItems(limit: 1) {
          items {
            id
            title
          }
        }
      }
    `);
    const print = data.shopItems.items[0] as { id: string; title: string };
    await page.goto(`${baseUrl}/admin/#/PortfolioItem/${print.id}`);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(print.title);
    await page.getByRole("tab", { name: "Tamil" }).click();
    const tamilTitle = page.getByLabel("Title in Tamil", { exact: true });
    await tamilTitle.fill("வண்ணக் கொக்கு");
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Portfolio item updated").waitFor({ timeout: 30_000 });

    const visitor = await (await desktop(browser)).newPage();
    // The id alone leads to the print's own address, in the page's language.
    await visitor.goto(`${baseUrl}/ta/shop/${print.id}`);
    await visitor.getByRole("heading", { level: 1, name: "வண்ணக் கொக்கு" }).waitFor();
    await visitor.goto(`${baseUrl}/shop/${print.id}`);
    const english = visitor.getByRole("heading", { level: 1 });
    await english.waitFor();
    expect(await english.innerText()).toBe(print.title);

    // Emptied: the Tamil page shows the English title, marked as English. (Opened afresh: the
    // back office's cache of the print is from before the change.)
    await page.goto(`${baseUrl}/admin/#/PortfolioItem/${print.id}`);
    await page.reload();
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(print.title);
    await page.getByRole("tab", { name: "Tamil" }).click();
    await expect.poll(() => tamilTitle.inputValue()).toBe("வண்ணக் கொக்கு");
    await tamilTitle.fill("");
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Portfolio item updated").waitFor({ timeout: 30_000 });
    await visitor.goto(`${baseUrl}/ta/shop/${print.id}`);
    const fallback = visitor.getByRole("heading", { level: 1, name: print.title });
    await fallback.waitFor();
    expect(await fallback.getAttribute("lang")).toBe("en");
    await visitor.close();
  });

  it("edits the photographer, and the home page shows the new details", async () => {
    await page.goto(`${baseUrl}/admin/#/author`);
    const name = page.getByLabel("Name", { exact: true });
    // The current values load first; only then is the form the owner's to change.
    await expect.poll(() => name.inputValue()).not.toBe("");
    await name.fill("Arjun R. Raghavan");
    await page.getByLabel("Quote", { exact: true }).fill("Wait for the light, then wait for the bird.");
    await page.getByRole("button", { name: "Update Author" }).click();
    await page.getByText("Author details updated").waitFor();

    const visitor = await (await desktop(browser)).newPage();
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByText("Arjun R. Raghavan").first().waitFor();
    await visitor.getByText("Wait for the light, then wait for the bird.").first().waitFor();
    await visitor.close();
  });
  it("sets the business's GST details: a wrong GSTIN is refused with the rule's message, a right one is kept with the rate chosen", async () => {
    await page.goto(`${baseUrl}/admin/#/business`);
    const gstin = page.getByLabel("GSTIN", { exact: true });
    await expect.poll(() => page.getByLabel("Business name", { exact: true }).inputValue()).not.toBe("");
    expect(await accessibilityProblems(page)).toEqual([]);
    await gstin.fill("33AAPFU0939F1Z9");
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Enter a valid GSTIN").waitFor();

    await gstin.fill("33AAPFU0939F1Z2");
    await page.getByRole("combobox", { name: "GST rate" }).click();
    await page.getByRole("option", { name: "12 %", exact: true }).click();
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("GSTIN", { exact: true }).inputValue()).toBe("33AAPFU0939F1Z2");
    await expect.poll(() => page.getByRole("combobox", { name: "GST rate" }).innerText()).toBe("12 %");
    expect(await page.getByRole("combobox", { name: "State" }).innerText()).toBe("Tamil Nadu (33)");

    // Back as the demo had it, for the other tests on this server.
    await gstin.fill("");
    await page.getByRole("combobox", { name: "GST rate" }).click();
    await page.getByRole("option", { name: "5 %", exact: true }).click();
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();
  });
  it("sets the address and city in Tamil; the Tamil contact page and footer show them, the English ones the English", async () => {
    await page.goto(`${baseUrl}/admin/#/business`);
    const cityTa = page.getByLabel("City in Tamil", { exact: true });
    const addressTa = page.getByLabel("Address in Tamil", { exact: true });
    await expect.poll(() => page.getByLabel("Business name", { exact: true }).inputValue()).not.toBe("");
    await addressTa.fill("12 பெசன்ட் அவென்யூ, அடையாறு, சென்னை 600020");
    await cityTa.fill("சென்னை, இந்தியா");
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();

    const visitor = await page.context().newPage();
    await visitor.goto(`${baseUrl}/ta/contact`);
    await visitor.getByText("12 பெசன்ட் அவென்யூ, அடையாறு, சென்னை 600020").waitFor();
    await visitor.locator("footer").getByText("சென்னை, இந்தியா").waitFor();
    await visitor.goto(`${baseUrl}/contact`);
    await visitor.locator("footer").getByText("Chennai, India").waitFor();
    expect(await visitor.getByText("அடையாறு").count()).toBe(0);
    await visitor.close();

    // Emptied: none again, for the other tests on this server.
    await addressTa.fill("");
    await cityTa.fill("");
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("Business name", { exact: true }).inputValue()).not.toBe("");
    expect(await cityTa.inputValue()).toBe("");
  });
  it("sets the photo credits and the licensing page's text; /licensing shows them, and an emptied field is back to its default", async () => {
    await page.goto(`${baseUrl}/admin/#/business`);
    const holder = page.getByLabel("Copyright holder", { exact: true });
    await expect.poll(() => holder.inputValue()).not.toBe("");
    const defaultHolder = await holder.inputValue();
    expect(defaultHolder).toBe(await page.getByLabel("Legal name", { exact: true }).inputValue());
    await holder.fill("Priya Raman");
    await page.getByLabel("Licensing page text", { exact: true }).fill("# Editorial\n\nOne photograph, one use, one year.");
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();

    const visitor = await page.context().newPage();
    await visitor.goto(`${baseUrl}/licensing`);
    await visitor.getByRole("heading", { level: 1, name: "Image licensing" }).waitFor();
    await visitor.getByRole("heading", { level: 2, name: "Editorial" }).waitFor();
    await visitor.getByText("One photograph, one use, one year.").waitFor();
    await visitor.getByText(/The photographs are © Priya Raman/).waitFor();
    expect(await accessibilityProblems(visitor)).toEqual([]);
    await visitor.getByRole("link", { name: "Ask for a licence" }).click();
    await expect.poll(() => visitor.getByLabel(/Inquiry type/i).inputValue()).toBe("Image licensing");
    await visitor.close();

    // Emptied: the defaults again (the legal name; the default text with its three kinds of licence).
    await holder.fill("");
    await page.getByLabel("Licensing page text", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();
    await expect.poll(() => holder.inputValue()).toBe(defaultHolder);
    expect(await page.getByLabel("Licensing page text", { exact: true }).inputValue()).toContain("# Prints for publication");
  });

  it("imports a CSV of subscribers: each new address is pending, asked to confirm by mail; none is subscribed; refused lines are listed with their reasons", async () => {
    await page.goto(`${baseUrl}/admin/#/NewsletterSubscriber`);
    await page.getByRole("button", { name: "Import CSV" }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.locator(`input[type="file"][aria-label="CSV file of subscribers to import"]`).setInputFiles({
      name: "list.csv",
      mimeType: "text/csv",
      // Semicolons, as a spreadsheet with the comma as decimal mark writes them; a stray quote refuses only its line.
      buffer: Buffer.from(
        'email;firstName;lastName\nimported.one@example.in;Imported;One\nimported.two@example.in;;\nnot-an-address;;\n"quoted@example.in;Stray;\n',
      ),
    });
    await page.getByText("Imported: 2 added, each asked to confirm by mail; 2 lines not imported").waitFor();
    const report = page.getByRole("dialog", { name: "Lines not imported" });
    await report.getByText("Line 4: Not an email address").waitFor();
    await report.getByText("Line 5: A quote is not closed on this line").waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await report.getByRole("button", { name: "Close" }).click();
    await report.waitFor({ state: "hidden" });
    for (const email of ["imported.one@example.in", "imported.two@example.in"]) {
      const row = page.getByRole("row").filter({ hasText: email });
      await row.getByText("Pending confirmation").waitFor();
    }
    // The pending chips themselves (amber text on white) are readable.
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
