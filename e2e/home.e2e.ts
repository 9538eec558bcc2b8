// A visitor on the home page and the contact page: hero, Instagram strip, newsletter, back to top.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./api.js";
import { desktop, launch, phone } from "./browser.js";
import { mailsTo } from "./outbox.js";
import { baseUrl } from "./server.js";

/** The confirmation link of the mail the server wrote to `to` (its outbox in DATA_DIR), once it is there. */
async function confirmationLink(to: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    for (const mail of mailsTo(to)) {
      const link = /https?:\/\/\S+?(\/newsletter\/confirm\?token=[\w-]+)/.exec(mail);
      if (link) return `${baseUrl}${link[1]}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation mail to ${to} in the outbox`);
}

describe("visitor on the home page", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await desktop(browser)).newPage();
  });
  afterAll(() => browser?.close());

  it("shows the hero with its buttons; the dots select a slide and it advances by itself", async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("link", { name: "View Shop" }).waitFor();
    await page.getByRole("link", { name: "Browse Gallery" }).waitFor();
    const dots = page.getByRole("button", { name: /^Go to slide \d$/ });
    // Three demo slides, and the owner's test may have added one.
    await expect.poll(() => dots.count()).toBeGreaterThanOrEqual(3);
    const last = `Go to slide ${await dots.count()}`;
    await page.getByRole("button", { name: last }).click();
    await expect.poll(() => page.getByRole("button", { name: last }).getAttribute("aria-current")).toBeTruthy();
    // 5 s later it wraps round to the first slide.
    await expect.poll(() => page.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current"), { timeout: 9000 }).toBeTruthy();
    const hero = page.locator("img[fetchpriority='high']").first();
    expect(await hero.getAttribute("sizes")).toBe("100vw");
  });

  it("shows the photographer and the Instagram strip; a failed image shows 'Image unavailable' with the caption", async () => {
    // The photographer as the server has it now (another test file may have renamed them).
    const { data } = await graphql(`
      {
        author {
          name
        }
      }
    `);
    await page
      .getByText(data.author.name as string)
      .first()
      .waitFor();
    await page.getByRole("heading", { name: "Latest from Instagram" }).waitFor();
    const posts = (await (await fetch(`${baseUrl}/instagram-posts.json`)).json()) as { displayUrl: string; caption: string }[];
    const broken = posts[0].displayUrl.split("/")[2];
    const other = await (await desktop(browser)).newPage();
    await other.route(`**/media/${broken}/**`, (route) => route.abort());
    await other.goto(`${baseUrl}/`);
    await other.getByText("Image unavailable").first().waitFor();
    await other.getByText(posts[0].caption.split("\n")[0]).first().waitFor();
    await other.close();
  });

  it("the newsletter goes idle → subscribing → subscribed; the address is confirmed from the mail's link by a press, then a repeat is 'already subscribed'", async () => {
    const email = page.getByLabel("Email address");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByText("Please enter your email address").waitFor();
    await email.fill("kavya at example");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    await email.fill("kavya@example.in");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page
      .getByText(/Thank you for subscribing/)
      .first()
      .waitFor();
    // Double opt-in (issue 26): the mail's link opens a page that confirms only when its button is pressed.
    const link = await confirmationLink("kavya@example.in");
    const confirm = await page.context().newPage();
    await confirm.goto(link);
    await confirm.getByRole("heading", { name: "Newsletter" }).waitFor();
    await confirm.getByRole("button", { name: "Confirm subscription" }).click();
    await confirm.getByText("Thank you! Your subscription is confirmed.").waitFor();
    await confirm.close();

    await page.getByRole("button", { name: "Subscribe Another Email" }).click();
    await page.getByLabel("Email address").fill("kavya@example.in");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByText("You are already subscribed to our newsletter!").first().waitFor();
  });

  it("the back-to-top button appears after scrolling and takes the visitor up", async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    expect(
      await page
        .getByRole("button", { name: "Back to top" })
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  it("the contact form asks for every required field, then thanks the visitor", async () => {
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Please fill in all required fields").first().waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Ravi Shankar");
    await page.getByLabel("Email", { exact: true }).fill("ravi@example.in");
    await page.getByLabel("Subject", { exact: true }).fill("A print for my office");
    await page.getByLabel("Message", { exact: true }).fill("Could the flamingos come in a 30x45 frame?");
    await page.getByLabel("Inquiry type").selectOption("Print Ordering");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page
      .getByText(/within 24 hours/)
      .first()
      .waitFor();
  });

  it("policy pages show their date and the business's grievance officer", async () => {
    for (const [path, heading] of [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms & Conditions"],
      ["/shipping", "Shipping & Delivery"],
      ["/returns", "Cancellation & Refund"],
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.getByText("Aug 9, 2025").first().waitFor();
      await page
        .getByText(/grievance/i)
        .first()
        .waitFor();
    }
  });
});

describe("home page on a phone", () => {
  it("has no horizontal overflow at 390 px", async () => {
    const browser = await launch();
    try {
      const page = await (await phone(browser)).newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByRole("heading", { name: "Latest from Instagram" }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
