// The owner changes the home page: a new hero slide and the photographer's details.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktop, launch } from "./browser.js";

const baseUrl = inject("baseUrl");
const admin = inject("admin");

describe("the owner edits the home page", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    const login = (await (
      await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `mutation { login(username: "${admin.username}", password: "${admin.password}") { token userId } }` }),
      })
    ).json()) as { data: { login: { token: string; userId: string } } };
    await context.addInitScript(([token, userId]) => {
      localStorage.setItem("token", token);
      localStorage.setItem("userId", userId);
    }, [login.data.login.token, login.data.login.userId]);
    page = await context.newPage();
  });
  afterAll(() => browser?.close());

  it("adds a hero slide, and the home page's dots include it", async () => {
    await page.goto(`${baseUrl}/admin/#/HeroSlide/create`);
    await page.getByRole("button", { name: "Add hero slide" }).click();
    await page.getByText("Please provide title, subtitle and an image").waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Monsoon at Vedanthangal");
    await page.getByLabel("Subtitle", { exact: true }).fill("New prints from the rains");
    const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#41606b" } }).jpeg().toBuffer();
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "monsoon.jpg", mimeType: "image/jpeg", buffer: image });
    await page.getByRole("button", { name: "Add hero slide" }).click();
    await page.getByText("Hero slide added").waitFor({ timeout: 30_000 });

    const visitor = await (await desktop(browser)).newPage();
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole("button", { name: "Go to slide 4" }).click();
    await visitor.getByText("Monsoon at Vedanthangal").first().waitFor();
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
});
