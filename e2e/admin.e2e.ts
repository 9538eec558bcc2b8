// The owner in the back office: the guard, sign-in, a new location, a gallery upload that the
// visitor then sees, and sign-out.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktop, hydrated, launch } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

describe("owner in the back office", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await desktop(browser)).newPage();
  });
  afterAll(() => browser?.close());

  it("/admin sends a signed-out visitor to /admin-login", async () => {
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin-login`);
    await page.getByLabel("Username").waitFor();
  });

  it("refuses a wrong password with 'Invalid username or password'", async () => {
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Invalid username or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin-login");
  });

  it("signs in, says 'Login successful!' and opens the back office", async () => {
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Login successful!").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/");
    await page.getByText("Chennai Wildlife Prints").first().waitFor();
  });

  it("adds a location, and a duplicate is refused with the spec's message", async () => {
    await page.goto(`${baseUrl}/admin/#/Location`);
    await page.getByLabel("Location name").fill("  Kelambakkam Backwaters ");
    await page.getByRole("button", { name: "Add Location" }).click();
    await page.getByText("Location “Kelambakkam Backwaters” added").waitFor();
    await page.getByRole("cell", { name: "Kelambakkam Backwaters", exact: true }).waitFor();

    await page.getByLabel("Location name").fill("kelambakkam backwaters");
    await page.getByRole("button", { name: "Add Location" }).click();
    await page.getByText("Duplicate: Location already exists!").waitFor();
  });

  it("uploads a gallery group with two images, which the visitor then sees", async () => {
    await page.goto(`${baseUrl}/admin/#/GalleryItem/create`);
    await page.getByLabel("Title").fill("Grey Heron at Kelambakkam");
    await page.getByLabel("Description").fill("Still as a post in the backwaters at low tide.");
    const locations = page.getByRole("combobox", { name: "Locations" });
    await locations.click();
    await locations.fill("Kelam");
    await page.getByRole("option", { name: "Kelambakkam Backwaters" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Bird category" }).click();
    await page.getByRole("option", { name: "Waterfowl" }).click();
    await page.getByLabel("Choose images").setInputFiles([
      { name: "heron-1.jpg", mimeType: "image/jpeg", buffer: await photo("#5a6e7a") },
      { name: "heron-2.jpg", mimeType: "image/jpeg", buffer: await photo("#7a6e5a") },
    ]);
    await page.getByAltText("Preview of heron-1.jpg").waitFor();
    await page.getByRole("button", { name: "Add to Gallery" }).click();
    await page.getByText("Gallery item added successfully!").waitFor({ timeout: 30_000 });

    const visitor = await (await desktop(browser)).newPage();
    await visitor.goto(`${baseUrl}/gallery`);
    // A choice made before React has hydrated the page would be lost, as for any visitor that fast.
    const location = visitor.getByLabel("Location");
    await hydrated(location);
    await location.selectOption({ label: "Kelambakkam Backwaters" });
    const card = visitor.locator("article", { has: visitor.getByRole("heading", { name: "Grey Heron at Kelambakkam" }) });
    await card.waitFor();
    await card.getByText("2 images").waitFor();
    // The unfiltered cards stay on screen while the filtered ones load.
    await expect.poll(() => visitor.locator("article").count()).toBe(1);
    await visitor.close();
  });

  it("signs out with 'Logged out successfully!' back to the login page", async () => {
    await page.goto(`${baseUrl}/admin/#/`);
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByText("Logged out successfully!").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin-login");
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin-login`);
  });
});
