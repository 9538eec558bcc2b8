// A post's HTML is sanitised when it is drawn, not only when it is saved: HTML that reached the
// database another way (an older version's rules, an import, a restore) comes out of GraphQL, the
// REST shims and the server-drawn page as clean as a post saved today.
import path from "node:path";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { STOREFRONT_DIST } from "../../test/storefront-build.js";

const HOSTILE = [
  "<p>Kept paragraph about kingfishers</p>",
  `<script>alert("script")</script>`,
  `<img src="https://evil.example/x.png" onerror="alert('img')">`,
  `<a href="javascript:alert('link')" onclick="alert('click')">a link</a>`,
  `<iframe src="https://evil.example/frame"></iframe>`,
  `<p style="background:url(https://evil.example/t)" onmouseover="alert('hover')">Second paragraph</p>`,
].join("");
const LEAKS = ["alert(", "evil.example", "javascript:", "onerror", "onclick", "onmouseover", "<iframe", "style="];

describe("blog HTML stored unsanitised", () => {
  let app: TestApp;
  let id: string;

  beforeAll(async () => {
    app = await startTestApp(
      { PUBLIC_URL: "https://prints.example.in" },
      { frontEnds: { storefrontDist: STOREFRONT_DIST, adminDist: path.join(tmpdir(), "no-admin-build") } },
    );
    const token = await app.token();
    const res = await app.gql(
      `mutation { createBlogPost(title: "Kingfishers of Adyar", excerpt: "Blue flashes.", content: "<p>Clean</p>", tags: ["birds"]) { id } }`,
      {},
      { token },
    );
    id = res.body.data.createBlogPost.id;
    // Written past the service, as an older version or an import would have.
    await app.ds.query("UPDATE blog_posts SET content = ? WHERE id = ?", [HOSTILE, Number(id)]);
  });
  afterAll(() => app?.close());

  const clean = (out: string) => {
    expect(out).toContain("Kept paragraph about kingfishers");
    expect(out).toContain("Second paragraph");
    for (const leak of LEAKS) expect(out, leak).not.toContain(leak);
  };

  it("GraphQL answers the post's stored HTML sanitised (one post and the list)", async () => {
    const one = await app.gql(`query($id: ID!) { blogPost(id: $id) { content shareDescription } }`, { id });
    expect(one.body.errors).toBeUndefined();
    clean(one.body.data.blogPost.content);
    const list = await app.gql(`{ blogPosts { items { id content } } }`);
    expect(list.body.errors).toBeUndefined();
    clean(list.body.data.blogPosts.items.find((p: { id: string }) => p.id === id).content);
  });

  it("the REST shims answer it sanitised", async () => {
    const one = await app.rest("GET", `/blogid/${id}`);
    clean(one.body[0].content);
    const list = await app.rest("GET", "/list-with-comments");
    clean(list.body.find((p: { id: number }) => String(p.id) === id).content);
  });

  it("the server-drawn page shows it sanitised", async () => {
    const res = await fetch(`${app.url}/blog/${id}`);
    expect(res.status).toBe(200);
    // What React drew and the Apollo state it carries (the page's own frame, such as the test-mode bar, is the server's).
    const html = await res.text();
    clean(html.slice(html.indexOf('<div id="root">')));
  });
});
