// Issue 43 item 21 (remainder): a save the server refuses because the owner's session ended is never
// shown as done, wherever it is made: react-admin's own edit form, a custom page.
// The owner is sent to sign in, told plainly that her change was not saved, and comes back to the
// page she was on; a react-admin form comes back with what she had typed in it.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { desktop, launch, ownerLogin } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const NOT_SAVED = "Your session has ended, so your last change was not saved. Please sign in again.";
const KEPT = "You were signed out before this form was saved. What you had typed is back: check it and save again.";

describe("issue 43 item 21: a save refused for an ended session is never shown as done", () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launch();
    token = (await ownerLogin(baseUrl, admin)).token;
  });
  afterAll(() => browser?.close());

  /** A context whose pages report every toast matching `success` they ever show, across page loads. */
  async function watched(success: RegExp): Promise<{ context: BrowserContext; page: Page; seen: string[] }> {
    const seen: string[] = [];
    const context = await desktop(browser);
    await context.exposeFunction("__sawSuccess", (text: string) => seen.push(text));
    await context.addInitScript((source) => {
      const pattern = new RegExp(source);
      new MutationObserver(() => {
        const text = document.body?.innerText ?? "";
        if (pattern.test(text)) (window as unknown as { __sawSuccess: (t: string) => void }).__sawSuccess(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, success.source);
    // The sign-in page is slow to arrive (a phone's network): the page that sent the owner there
    // stays on screen meanwhile, and whatever it says then, she reads.
    await context.route(/\/admin-login$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin-login`);
    await signIn(page);
    await page.waitForURL(/\/admin\//);
    return { context, page, seen };
  }

  async function signIn(page: Page) {
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
  }

  /** The session ends on the server's side (a token it refuses) while the page is open. */
  const endSession = (page: Page) => page.evaluate(() => localStorage.setItem("token", "ended.session.token"));

  it("a blog post's edit form: no success, sign in again, back on the same form with what she typed, and it saves", async () => {
    const created = await graphql(
      `
        mutation {
          createBlogPost(title: "Painted storks at Vedanthangal", excerpt: "Nesting season.", content: "<p>Storks.</p>", tags: []) {
            id
          }
        }
      `,
      {},
      token,
    );
    const id = created.data.createBlogPost.id as string;
    const { context, page, seen } = await watched(/Blog post updated/);
    const route = `#/BlogPost/${id}`;
    await page.goto(`${baseUrl}/admin/${route}`);
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Painted storks at Vedanthangal");
    await title.fill("Painted storks nesting at Vedanthangal");
    await page.getByLabel("Excerpt", { exact: true }).fill("Nesting season, February.");

    await endSession(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/admin-login/);
    await page.getByText(NOT_SAVED).waitFor();
    expect(seen).toEqual([]);
    const stored = await graphql(
      `
        query ($id: ID!) {
          blogPost(id: $id) {
            title
          }
        }
      `,
      { id },
      token,
    );
    expect(stored.data.blogPost.title).toBe("Painted storks at Vedanthangal");

    await signIn(page);
    await page.waitForURL((url) => url.hash === route);
    await page.getByText(KEPT).waitFor();
    await expect.poll(() => title.inputValue()).toBe("Painted storks nesting at Vedanthangal");
    expect(await page.getByLabel("Excerpt", { exact: true }).inputValue()).toBe("Nesting season, February.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Blog post updated").waitFor();
    const saved = await graphql(
      `
        query ($id: ID!) {
          blogPost(id: $id) {
            title
            excerpt
          }
        }
      `,
      { id },
      token,
    );
    expect(saved.data.blogPost).toEqual({ title: "Painted storks nesting at Vedanthangal", excerpt: "Nesting season, February." });
    // Kept once: opening the form again shows the post as saved, not the old draft.
    await page.goto(`${baseUrl}/admin/#/BlogPost`);
    await page.goto(`${baseUrl}/admin/${route}`);
    await expect.poll(() => title.inputValue()).toBe("Painted storks nesting at Vedanthangal");
    expect(await page.getByText(KEPT).count()).toBe(0);
    await context.close();
  });

  /** A blog post made through the API; its id. */
  async function createPost(title: string, content: string): Promise<string> {
    const created = await graphql(
      `
        mutation ($title: String!, $content: String!) {
          createBlogPost(title: $title, excerpt: "An excerpt.", content: $content, tags: []) {
            id
          }
        }
      `,
      { title, content },
      token,
    );
    return created.data.createBlogPost.id as string;
  }

  const readPost = async (id: string) =>
    (
      await graphql(
        `
          query ($id: ID!) {
            blogPost(id: $id) {
              title
              content
            }
          }
        `,
        { id },
        token,
      )
    ).data.blogPost as { title: string; content: string };

  it("another tab ended the session first: the form is still kept for the owner, and given back after she signs in", async () => {
    const id = await createPost("Flamingos at Pulicat", "<p>Flamingos.</p>");
    const { context, page } = await watched(/Blog post updated/);
    const route = `#/BlogPost/${id}`;
    await page.goto(`${baseUrl}/admin/${route}`);
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Flamingos at Pulicat");
    await title.fill("Flamingos wintering at Pulicat");

    // A second tab of the same browser: its session ends and it clears the stored session (token
    // and userId) before the first tab saves.
    const other = await context.newPage();
    await other.goto(`${baseUrl}/admin/#/BlogPost`);
    await other.evaluate(() => localStorage.setItem("token", "ended.session.token"));
    await other.reload();
    await other.waitForURL(/\/admin-login/);
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("userId")])).toEqual([null, null]);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/admin-login/);
    await page.getByText(`${NOT_SAVED} What you had typed in the form is kept.`).waitFor();
    await signIn(page);
    await page.waitForURL((url) => url.hash === route);
    await page.getByText(KEPT).waitFor();
    await expect.poll(() => title.inputValue()).toBe("Flamingos wintering at Pulicat");
    await context.close();
  });

  it("a kept form gives back only the fields she changed: a body saved meanwhile elsewhere stays", async () => {
    const id = await createPost("Spot-billed pelicans", "<p>Old body.</p>");
    const { context, page } = await watched(/Blog post updated/);
    const route = `#/BlogPost/${id}`;
    await page.goto(`${baseUrl}/admin/${route}`);
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Spot-billed pelicans");
    const body = page.getByRole("tabpanel", { name: "English" });
    await body.getByText("Old body.").waitFor();
    await title.fill("Spot-billed pelicans at Kolleru");

    await endSession(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/admin-login/);
    await page.getByText(NOT_SAVED, { exact: false }).waitFor();
    // Meanwhile the body is changed elsewhere (another tab, another device).
    await graphql(
      `
        mutation ($id: ID!) {
          updateBlogPost(id: $id, content: "<p>New body from elsewhere.</p>") {
            id
          }
        }
      `,
      { id },
      token,
    );

    await signIn(page);
    await page.waitForURL((url) => url.hash === route);
    await page.getByText(KEPT).waitFor();
    await expect.poll(() => title.inputValue()).toBe("Spot-billed pelicans at Kolleru");
    await body.getByText("New body from elsewhere.").waitFor();
    expect(await body.getByText("Old body.").count()).toBe(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Blog post updated").waitFor();
    expect(await readPost(id)).toEqual({ title: "Spot-billed pelicans at Kolleru", content: "<p>New body from elsewhere.</p>" });
    await context.close();
  });

  it("a kept form older than two hours is not given back", async () => {
    const id = await createPost("Sarus cranes", "<p>Cranes.</p>");
    const { context, page } = await watched(/Blog post updated/);
    const route = `#/BlogPost/${id}`;
    await page.goto(`${baseUrl}/admin/${route}`);
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Sarus cranes");
    await title.fill("Sarus cranes dancing");
    await endSession(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/admin-login/);
    await page.getByText(NOT_SAVED, { exact: false }).waitFor();
    // She comes back to sign in two hours and a minute later.
    const aged = await page.evaluate((key) => {
      const raw = sessionStorage.getItem(key);
      if (raw === null) return false;
      const draft = JSON.parse(raw) as { savedAt?: number };
      sessionStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() - (2 * 60 + 1) * 60 * 1000 }));
      return true;
    }, `admin.draft:${route}`);
    expect(aged).toBe(true);
    await signIn(page);
    await page.waitForURL((url) => url.hash === route);
    await expect.poll(() => title.inputValue()).toBe("Sarus cranes");
    expect(await page.getByText(KEPT).count()).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `admin.draft:${route}`)).toBeNull();
    await context.close();
  });

  it("this tab's storage is full: a 401 still sends her to sign in, and she can sign in", async () => {
    const id = await createPost("Blackbucks at Guindy", "<p>Blackbucks.</p>");
    const { context, page } = await watched(/Blog post updated/);
    await page.goto(`${baseUrl}/admin/#/BlogPost/${id}`);
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe("Blackbucks at Guindy");
    await title.fill("Blackbucks at Guindy National Park");
    const filled = await page.evaluate(() => {
      const chunk = "x".repeat(256 * 1024);
      let n = 0;
      for (;;) {
        try {
          sessionStorage.setItem(`filler.${n}`, chunk);
          n++;
        } catch {
          break;
        }
      }
      // Down to the last characters.
      for (let size = 1024; size >= 1; size = Math.floor(size / 2)) {
        try {
          for (;;) sessionStorage.setItem(`filler.${n++}`, "x".repeat(size));
        } catch {
          // next, smaller
        }
      }
      return n;
    });
    expect(filled).toBeGreaterThan(0);

    await endSession(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/admin-login$/);
    await page.getByLabel("Username").waitFor();
    await signIn(page);
    await page.waitForURL(/\/admin\//);
    await page.getByRole("link", { name: /Blog/ }).first().waitFor();
    await context.close();
  });

  it("a custom page (Author): no 'Author details updated', told it was not saved, back on the page, nothing changed", async () => {
    const before = await graphql(
      `
        {
          author {
            name
            quote
          }
        }
      `,
      {},
      token,
    );
    const { context, page, seen } = await watched(/Author details updated/);
    await page.goto(`${baseUrl}/admin/#/author`);
    const quote = page.getByLabel("Quote", { exact: true });
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).not.toBe("");
    await quote.fill("A quote that the ended session never saves.");

    await endSession(page);
    await page.getByRole("button", { name: "Update Author" }).click();
    await page.waitForURL(/\/admin-login/);
    await page.getByText(NOT_SAVED).waitFor();
    expect(seen).toEqual([]);
    expect(
      (
        await graphql(
          `
            {
              author {
                name
                quote
              }
            }
          `,
          {},
          token,
        )
      ).data,
    ).toEqual(before.data);

    await signIn(page);
    await page.waitForURL((url) => url.hash === "#/author");
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).not.toBe("");
    await context.close();
  });
});
