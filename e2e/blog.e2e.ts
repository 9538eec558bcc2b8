// The blog end to end: the owner writes a post with formatting and an image and watches the live
// preview; a visitor reads it and comments; a stored hostile comment shows as text and runs
// nothing; the owner hides it and it leaves the page; unknown posts and phone widths.
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { auditPage } from "./audit.js";
import { graphql } from "./api.js";
import { desktop, hydrated, launch, ownerLogin, phone, signedIn } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const TITLE = "Flamingos at Pulicat Lake";
const HOSTILE = `<img src=x onerror="window.__pwned = 1">Nice post`;

describe("the blog", () => {
  let browser: Browser;
  let owner: Page;
  let visitor: Page;
  let visitorContext: BrowserContext;
  let postId: string;

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    await signedIn(context, await ownerLogin(baseUrl, admin));
    owner = await context.newPage();
    visitorContext = await desktop(browser);
    visitor = await visitorContext.newPage();
  });
  afterAll(() => browser?.close());

  it("the owner writes a post with formatting and an image, watching the live preview", async () => {
    await owner.goto(`${baseUrl}/admin/#/BlogPost/create`);
    await owner.getByRole("button", { name: "Publish" }).click();
    await owner.getByText("Please fill in all required fields").waitFor();

    await owner.getByLabel("Title", { exact: true }).fill(TITLE);
    await owner.getByLabel("Excerpt", { exact: true }).fill("Thousands of greater flamingos wade in pink lines at dawn.");
    const editor = owner.locator(".ProseMirror");
    await editor.click();
    await owner.keyboard.type("We reached the lake before sunrise. The birds were ");
    await owner.keyboard.press("Control+b");
    await owner.keyboard.type("in pink lines");
    await owner.keyboard.press("Control+b");
    await owner.keyboard.type(" across the shallows.");
    await owner.keyboard.press("Enter");
    await owner.getByRole("button", { name: "Bulleted list" }).click();
    await owner.keyboard.type("Bring a 600 mm lens");

    const preview = owner.getByRole("region", { name: "Live preview" });
    await preview.getByText(TITLE).waitFor();
    await preview.getByTestId("preview-content").locator("strong", { hasText: "in pink lines" }).waitFor();
    await preview.getByTestId("preview-content").locator("li", { hasText: "Bring a 600 mm lens" }).waitFor();

    const image = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c77d8a" } })
      .jpeg()
      .toBuffer();
    await owner.getByLabel("Image (optional)", { exact: true }).setInputFiles({ name: "flamingos.jpg", mimeType: "image/jpeg", buffer: image });
    await preview.getByRole("img", { name: TITLE }).waitFor();
    await owner.getByLabel("Tags", { exact: true }).fill("Flamingos, Pulicat ,  Wetlands");
    await preview.getByText("Wetlands").waitFor();

    await owner.getByRole("button", { name: "Publish" }).click();
    await owner.getByText("Blog post created successfully!").waitFor({ timeout: 30_000 });
    await owner.getByRole("cell", { name: TITLE, exact: true }).waitFor();

    const saved = await graphql(`
      {
        blogPosts(perPage: 50) {
          items {
            id
            title
            content
            tags
            image {
              url
            }
          }
        }
      }
    `);
    const post = saved.data.blogPosts.items.find((p: { title: string }) => p.title === TITLE);
    expect(post.tags).toEqual(["Flamingos", "Pulicat", "Wetlands"]);
    expect(post.content).toContain("<strong>in pink lines</strong>");
    expect(post.content).toContain("<li><p>Bring a 600 mm lens</p></li>");
    expect(post.image.url).toMatch(/^\/media\//);
    postId = post.id;
  });

  it("a visitor finds it on /blog with the spec's card, and the page passes the audit", async () => {
    await visitor.goto(`${baseUrl}/blog`);
    await visitor.getByRole("heading", { level: 1, name: "Wildlife Photography Blog" }).waitFor();
    const card = visitor.locator("article", { has: visitor.getByRole("heading", { name: TITLE }) });
    await card.waitFor();
    const text = await card.innerText();
    for (const expected of ["Admin", "5 min read", "Thousands of greater flamingos", "Flamingos", "Pulicat", "Wetlands", "0 comments", "Read More"])
      expect(text).toContain(expected);
    await card.getByRole("img", { name: TITLE }).waitFor();
    expect(await auditPage(visitor)).toEqual([]);
    await card.getByRole("link", { name: /Read More/ }).click();
    await visitor.waitForURL(`${baseUrl}/blog/${postId}`);
  });

  it("the post reads with its formatting, share menu and an empty comment list", async () => {
    await visitor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await visitor.locator(".blog-content strong", { hasText: "in pink lines" }).waitFor();
    await visitor.getByRole("link", { name: "Back to Blog" }).waitFor();
    await visitor.getByText("Admin", { exact: true }).waitFor();
    await visitor.getByRole("heading", { name: "Comments (0)" }).waitFor();
    const share = visitor.getByRole("button", { name: "Share" });
    await hydrated(share);
    await share.click();
    const menu = visitor.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual(["Facebook", "WhatsApp", "Copy Link"]);
    await visitor.keyboard.press("Escape");
    expect(await auditPage(visitor)).toEqual([]);
  });

  it("the visitor comments: empty fields are refused, then 'Comment added successfully!' and the count rises", async () => {
    await visitor.getByRole("button", { name: "Post Comment" }).click();
    await visitor.getByText("Please fill in all fields").waitFor();
    await visitor.getByLabel("Name", { exact: true }).fill("Meena Iyer");
    await visitor.getByLabel("Email", { exact: true }).fill("meena@example.in");
    await visitor.getByLabel("Comment", { exact: true }).fill("What a sight! Which month was this?");
    await visitor.getByRole("button", { name: "Post Comment" }).click();
    await visitor.getByText("Comment added successfully!").waitFor();
    await visitor.getByRole("heading", { name: "Comments (1)" }).waitFor();
    await visitor.getByText("What a sight! Which month was this?").waitFor();
    expect(await visitor.getByLabel("Name", { exact: true }).inputValue()).toBe("");

    await visitor.goto(`${baseUrl}/blog`);
    const card = visitor.locator("article", { has: visitor.getByRole("heading", { name: TITLE }) });
    await card.getByText("1 comment", { exact: true }).waitFor();
  });

  it("a stored <img onerror> comment shows as text and runs nothing", async () => {
    const res = await graphql(
      `
        mutation ($p: ID!, $c: String!) {
          addBlogComment(postId: $p, name: "Mallory", email: "m@example.in", comment: $c) {
            status
          }
        }
      `,
      { p: postId, c: HOSTILE },
    );
    expect(res.data.addBlogComment.status).toBe(true);
    await visitor.goto(`${baseUrl}/blog/${postId}`);
    await visitor.getByRole("heading", { name: "Comments (2)" }).waitFor();
    await visitor.getByText(HOSTILE, { exact: true }).waitFor();
    await visitor.waitForTimeout(500);
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await visitor.locator('section[aria-labelledby="comments-heading"] img').count()).toBe(0);
  });

  it("the owner hides the comment in Comments and it is gone from the page and its count", async () => {
    await owner.goto(`${baseUrl}/admin/#/BlogComment`);
    await owner.getByRole("cell", { name: HOSTILE }).waitFor();
    await owner.getByRole("cell", { name: TITLE, exact: true }).first().waitFor();
    await owner.getByRole("button", { name: "Hide comment by Mallory" }).click();
    await owner.getByText("Comment by Mallory is hidden").waitFor();
    await owner.getByRole("button", { name: "Show comment by Mallory" }).waitFor();

    await visitor.reload();
    await visitor.getByRole("heading", { name: "Comments (1)" }).waitFor();
    expect(await visitor.getByText(HOSTILE).count()).toBe(0);
    await visitor.getByText("What a sight! Which month was this?").waitFor();
  });

  it("an unknown post shows 'No blog post found.'", async () => {
    await visitor.goto(`${baseUrl}/blog/987654`);
    await visitor.getByText("No blog post found.").waitFor();
  });

  describe("on a phone", () => {
    let phonePage: Page;
    beforeAll(async () => {
      phonePage = await (await phone(browser)).newPage();
    });

    it("/blog and the post have no horizontal overflow at 390 px and pass the audit", async () => {
      await phonePage.goto(`${baseUrl}/blog`);
      await phonePage.getByRole("heading", { name: TITLE }).waitFor();
      expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await auditPage(phonePage)).toEqual([]);

      await phonePage.goto(`${baseUrl}/blog/${postId}`);
      await phonePage.getByRole("heading", { name: "Comments (1)" }).waitFor();
      expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await auditPage(phonePage)).toEqual([]);
    });
  });

  it("the owner deletes the post after the spec's confirmation, and it leaves the blog", async () => {
    await owner.goto(`${baseUrl}/admin/#/BlogPost`);
    await owner.getByRole("cell", { name: TITLE, exact: true }).waitFor();
    await owner.getByRole("button", { name: `Delete ${TITLE}` }).click();
    const dialog = owner.getByRole("dialog");
    await dialog.getByText("Are you sure you want to delete this blog post?").waitFor();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await owner.getByText("Blog post deleted successfully!").waitFor();

    await visitor.goto(`${baseUrl}/blog/${postId}`);
    await visitor.getByText("No blog post found.").waitFor();
  });
});
