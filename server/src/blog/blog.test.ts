import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, filePart, startTestApp, type TestApp } from "../../test/harness.js";

const commentForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

const blogForm = (fields: { title?: string; excerpt?: string; content?: string; tags?: string; image?: Buffer | "exe" }) => {
  const form = new FormData();
  for (const key of ["title", "excerpt", "content", "tags"] as const) if (fields[key] !== undefined) form.append(key, fields[key]);
  if (fields.image === "exe") form.append("image", filePart(Buffer.from("MZ not an image"), "setup.exe", "application/octet-stream"));
  else if (fields.image) form.append("image", filePart(fields.image, "kite.jpg"));
  return form;
};

describe("blog", () => {
  let app: TestApp;
  let token: string;
  let kiteId: number;
  let heronId: number;

  beforeAll(async () => {
    // A stand-in storefront build, so the page's Open Graph tags can be read.
    const dist = mkdtempSync(path.join(tmpdir(), "shop-dist-"));
    mkdirSync(path.join(dist, "storefront"));
    mkdirSync(path.join(dist, "admin"));
    writeFileSync(path.join(dist, "storefront/index.html"), "<!doctype html><html><head><title>storefront</title></head><body></body></html>");
    app = await startTestApp(
      { PUBLIC_URL: "https://prints.example.in" },
      { frontEnds: { storefrontDist: path.join(dist, "storefront"), adminDist: path.join(dist, "admin") } },
    );
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("createblog (multipart: tags as a JSON list, optional image) creates a post", async () => {
    const res = await app.rest("POST", "/createblog", {
      token,
      multipart: blogForm({
        title: "Brahminy Kites of Pallikaranai",
        excerpt: "Chestnut wings over the marsh at dawn.",
        content: "<p>We waited <strong>three hours</strong>.</p>",
        tags: JSON.stringify([" Raptors ", "Chennai", ""]),
        image: await cameraJpeg({ color: "#884422" }),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, message: "Blog post created successfully!" });
    kiteId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      blogId: kiteId,
      title: "Brahminy Kites of Pallikaranai",
      tags: "Raptors,Chennai",
      author: "Admin",
      commentCount: 0,
      readTime: "1 min read",
    });
    expect(res.body.data.image_url).toMatch(/^\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/);
    expect((await fetch(`${app.url}${res.body.data.image_url}`)).status).toBe(200);

    const noImage = await app.rest("POST", "/createblog", {
      token,
      multipart: blogForm({ title: "Herons at Adyar", excerpt: "Grey and patient.", content: "<p>Still as posts.</p>", tags: "[]" }),
    });
    expect(noImage.status).toBe(201);
    heronId = noImage.body.data.id;
    expect(noImage.body.data).toMatchObject({ image_url: null, tags: "" });
  });

  it("createblog refuses missing fields with the spec's message and a non-image, writing nothing", async () => {
    const cases = [
      { excerpt: "E", content: "<p>C</p>" },
      { title: "T", content: "<p>C</p>" },
      { title: "T", excerpt: "E" },
      { title: "  ", excerpt: "E", content: "<p>C</p>" },
    ];
    for (const c of cases) {
      const res = await app.rest("POST", "/createblog", { token, multipart: blogForm(c) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: "Please fill in all required fields" });
    }
    const exe = await app.rest("POST", "/createblog", { token, multipart: blogForm({ title: "T", excerpt: "E", content: "<p>C</p>", image: "exe" }) });
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe("Only image files can be uploaded (JPEG, PNG, WebP, AVIF, GIF or TIFF)");
    const badTags = await app.rest("POST", "/createblog", { token, multipart: blogForm({ title: "T", excerpt: "E", content: "<p>C</p>", tags: "[not json" }) });
    expect(badTags.status).toBe(400);
    expect((await app.rest("GET", "/list", { token })).body).toHaveLength(2);
  });

  it("list (admin) and list-with-comments answer bare arrays of the old rows, newest first", async () => {
    const list = await app.rest("GET", "/list", { token });
    expect(list.body.map((b: { id: number }) => b.id)).toEqual([heronId, kiteId]);
    const pub = await app.rest("GET", "/list-with-comments");
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual(list.body);
    expect(Object.keys(pub.body[1]).sort()).toEqual([
      "author",
      "blogId",
      "cdate",
      "commentCount",
      "content",
      "excerpt",
      "id",
      "image_url",
      "readTime",
      "tags",
      "title",
    ]);
    expect(new Date(pub.body[1].cdate).getTime()).not.toBeNaN();
  });

  it("blogid/{id} answers an array whose first element is the post; an unknown id an empty array", async () => {
    const res = await app.rest("GET", `/blogid/${kiteId}`);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: kiteId, title: "Brahminy Kites of Pallikaranai", content: "<p>We waited <strong>three hours</strong>.</p>" });
    expect((await app.rest("GET", "/blogid/99999")).body).toEqual([]);
    expect((await app.rest("GET", "/blogid/not-a-number")).body).toEqual([]);
  });

  it("comment/{id} (multipart) adds a comment; empty fields are refused with 400 'Please fill in all fields'", async () => {
    const ok = await app.rest("POST", `/comment/${kiteId}`, {
      multipart: commentForm({ name: "Meena", email: "meena@example.in", comment: "Lovely light!", blogid: String(kiteId) }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ status: true, message: "Comment added successfully!" });

    for (const missing of ["name", "email", "comment"]) {
      const fields: Record<string, string> = { name: "Ravi", email: "ravi@example.in", comment: "Nice", blogid: String(kiteId) };
      fields[missing] = "   ";
      const res = await app.rest("POST", `/comment/${kiteId}`, { multipart: commentForm(fields) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: "Please fill in all fields" });
    }
    const badEmail = await app.rest("POST", `/comment/${kiteId}`, { multipart: commentForm({ name: "R", email: "not-an-email", comment: "x" }) });
    expect(badEmail.status).toBe(400);
    const unknown = await app.rest("POST", `/comment/99999`, { multipart: commentForm({ name: "R", email: "r@example.in", comment: "x" }) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Blog post not found");
  });

  it("a comment is stored as sent and served as text, never as markup", async () => {
    const hostile = `<img src=x onerror="alert(document.cookie)"> & <b>bold</b>`;
    const res = await app.gql(
      `mutation($p: ID!, $c: String!) { addBlogComment(postId: $p, name: "<script>x</script>", email: "a@b.in", comment: $c) { status message } }`,
      { p: String(kiteId), c: hostile },
    );
    expect(res.body.data.addBlogComment).toEqual({ status: true, message: "Comment added successfully!" });
    const comments = (await app.rest("GET", `/blog/${kiteId}/comments`)).body;
    expect(comments[0]).toMatchObject({ name: "<script>x</script>", comment: hostile });
    expect(Object.keys(comments[0]).sort()).toEqual(["comment", "created_at", "id", "name"]);
    expect(comments).toHaveLength(2);
    // The visitor's email is the owner's to see, not the public's.
    const leak = await app.gql(`query($id: ID!) { blogPost(id: $id) { comments { email } } }`, { id: String(kiteId) });
    expect(leak.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("a filled honeypot gets the same answer and stores nothing", async () => {
    const res = await app.rest("POST", `/comment/${kiteId}`, {
      multipart: commentForm({ name: "Bot", email: "bot@spam.example", comment: "Cheap pills", website: "https://spam.example" }),
    });
    expect(res.body).toEqual({ status: true, message: "Comment added successfully!" });
    const comments = (await app.rest("GET", `/blog/${kiteId}/comments`)).body as { name: string }[];
    expect(comments.map((c) => c.name)).not.toContain("Bot");
  });

  it("GraphQL: blogPosts pages newest first with counts; blogPost has tags, comments, read time and share description", async () => {
    const page = await app.gql(`{ blogPosts(page: 0, perPage: 1) { total page perPage items { id title commentCount tags } } }`);
    expect(page.body.data.blogPosts).toEqual({
      total: 2,
      page: 0,
      perPage: 1,
      items: [{ id: String(heronId), title: "Herons at Adyar", commentCount: 0, tags: [] }],
    });
    const second = await app.gql(`{ blogPosts(page: 1, perPage: 1) { items { id commentCount tags } } }`);
    expect(second.body.data.blogPosts.items).toEqual([{ id: String(kiteId), commentCount: 2, tags: ["Raptors", "Chennai"] }]);

    const one = await app.gql(
      `query($id: ID!) { blogPost(id: $id) { title author readTime shareDescription commentCount comments { name comment } image { url srcset width height placeholder } } }`,
      { id: String(kiteId) },
    );
    const post = one.body.data.blogPost;
    expect(post).toMatchObject({ author: "Admin", readTime: "1 min read", shareDescription: "We waited three hours.", commentCount: 2 });
    expect(post.comments[0].name).toBe("<script>x</script>");
    expect(post.image.srcset).toContain("320w");
    expect((await app.gql(`{ blogPost(id: "424242") { id } }`)).body.data.blogPost).toBeNull();
  });

  it("the share description is the first 100 characters of the text without tags", async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const res = await app.gql(
      `mutation($c: String!) { createBlogPost(title: "Long", excerpt: "E", content: $c, tags: ["a"]) { id shareDescription readTime } }`,
      { c: `<h2>Title</h2><p>${words}</p>` },
      { token },
    );
    const created = res.body.data.createBlogPost;
    expect(created.shareDescription).toBe(`Title ${words}`.slice(0, 100));
    await app.gql(`mutation($id: ID!) { deleteBlogPost(id: $id) { id } }`, { id: created.id }, { token });
  });

  it("hidden comments neither appear nor count; showing brings them back", async () => {
    const all = await app.gql(
      `{ allBlogComments(sortField: "createdAt", sortOrder: "DESC") { id name email hidden post { id title } } _allBlogCommentsMeta { count } }`,
      {},
      { token },
    );
    expect(all.body.data._allBlogCommentsMeta.count).toBe(2);
    const [newest, oldest] = all.body.data.allBlogComments;
    expect(newest).toMatchObject({ name: "<script>x</script>", email: "a@b.in", hidden: false, post: { title: "Brahminy Kites of Pallikaranai" } });
    expect(oldest.name).toBe("Meena");

    const hide = await app.gql(`mutation($id: ID!) { updateBlogComment(id: $id, hidden: true) { id hidden } }`, { id: newest.id }, { token });
    expect(hide.body.data.updateBlogComment).toEqual({ id: newest.id, hidden: true });
    expect((await app.rest("GET", `/blog/${kiteId}/comments`)).body.map((c: { name: string }) => c.name)).toEqual(["Meena"]);
    const row = (await app.rest("GET", "/list-with-comments")).body.find((b: { id: number }) => b.id === kiteId);
    expect(row.commentCount).toBe(1);
    expect((await app.gql(`query($id: ID!) { blogPost(id: $id) { commentCount comments { name } } }`, { id: String(kiteId) })).body.data.blogPost).toEqual({
      commentCount: 1,
      comments: [{ name: "Meena" }],
    });
    const hiddenOnly = await app.gql(`{ _allBlogCommentsMeta(filter: { hidden: true }) { count } }`, {}, { token });
    expect(hiddenOnly.body.data._allBlogCommentsMeta.count).toBe(1);

    await app.gql(`mutation($id: ID!) { updateBlogComment(id: $id, hidden: false) { id } }`, { id: newest.id }, { token });
    expect((await app.rest("GET", `/blog/${kiteId}/comments`)).body).toHaveLength(2);
  });

  it("the admin list counts comments of a whole page in one grouped query", async () => {
    const queries: string[] = [];
    const logger = app.ds.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (q: string) => void queries.push(q);
    const before = app.ds.options.logging;
    Object.assign(app.ds.options, { logging: ["query"] });
    try {
      const res = await app.gql(`{ allBlogPosts(perPage: 50) { id title commentCount image { url } } }`, {}, { token });
      expect(res.body.data.allBlogPosts).toHaveLength(2);
    } finally {
      Object.assign(app.ds.options, { logging: before });
      logger.logQuery = original;
    }
    // The page (TypeORM pages a join with a query of ids, then the rows) and one grouped count, whatever the page size.
    // (The outbox workers' polls, which may fall in the same moment, are not the request's.)
    const selects = queries.filter(
      (q) => /^SELECT/i.test(q.trim()) && !/admin_users|admin_sessions|admin_totp|mail_outbox|webhook_deliveries|media_jobs/.test(q),
    );
    expect(selects).toHaveLength(3);
    expect(selects.filter((q) => /blog_comments/.test(q))).toHaveLength(1);
    expect(selects.find((q) => /blog_comments/.test(q))).toMatch(/GROUP BY/i);
  });

  it("updateBlogPost changes fields, sanitises new content and removes the image with null", async () => {
    const res = await app.gql(
      `mutation($id: ID!) { updateBlogPost(id: $id, title: "Brahminy Kites", content: "<p onclick='x()'>New</p>", tags: ["Kites"], imageId: null) { title content tags image { id } excerpt } }`,
      { id: String(kiteId) },
      { token },
    );
    expect(res.body.data.updateBlogPost).toEqual({
      title: "Brahminy Kites",
      content: "<p>New</p>",
      tags: ["Kites"],
      image: null,
      excerpt: "Chestnut wings over the marsh at dawn.",
    });
    const blank = await app.gql(`mutation($id: ID!) { updateBlogPost(id: $id, title: " ") { id } }`, { id: String(kiteId) }, { token });
    expect(blank.body.errors[0].message).toBe("Please fill in all required fields");
    expect((await app.rest("GET", `/blogid/${kiteId}`)).body[0].title).toBe("Brahminy Kites");
  });

  it("every admin path and operation refuses a missing or bad token with 401", async () => {
    for (const bad of [undefined, "not-a-token"]) {
      const opts = { token: bad };
      expect((await app.rest("GET", "/list", opts)).status).toBe(401);
      expect((await app.rest("POST", "/createblog", { ...opts, multipart: blogForm({ title: "T", excerpt: "E", content: "<p>x</p>" }) })).status).toBe(401);
      expect((await app.rest("DELETE", `/blog/${heronId}`, opts)).status).toBe(401);
      const ops = [
        `{ allBlogPosts { id } }`,
        `{ _allBlogPostsMeta { count } }`,
        `{ BlogPost(id: "${kiteId}") { id } }`,
        `mutation { createBlogPost(title: "T", excerpt: "E", content: "<p>x</p>") { id } }`,
        `mutation { updateBlogPost(id: "${kiteId}", title: "Hacked") { id } }`,
        `mutation { deleteBlogPost(id: "${kiteId}") { id } }`,
        `{ allBlogComments { id } }`,
        `{ _allBlogCommentsMeta { count } }`,
        `{ BlogComment(id: "1") { id } }`,
        `mutation { updateBlogComment(id: "1", hidden: true) { id } }`,
        `mutation { deleteBlogComment(id: "1") { id } }`,
      ];
      for (const op of ops) {
        const res = await app.gql(op, {}, { token: bad });
        expect(res.status, op).toBe(401);
        expect(res.body.errors[0].extensions.code, op).toBe("UNAUTHENTICATED");
      }
    }
    expect((await app.rest("GET", "/list", { token })).body).toHaveLength(2);
    expect((await app.rest("GET", `/blogid/${kiteId}`)).body[0].title).toBe("Brahminy Kites");
  });

  it("deleteBlogComment removes one comment", async () => {
    const all = (await app.gql(`{ allBlogComments { id name } }`, {}, { token })).body.data.allBlogComments;
    const meena = all.find((c: { name: string }) => c.name === "Meena");
    const res = await app.gql(`mutation($id: ID!) { deleteBlogComment(id: $id) { id name } }`, { id: meena.id }, { token });
    expect(res.body.data.deleteBlogComment.name).toBe("Meena");
    expect((await app.rest("GET", `/blog/${kiteId}/comments`)).body).toHaveLength(1);
  });

  it("DELETE blog/{id} deletes the post with its comments and answers {success, message}", async () => {
    const res = await app.rest("DELETE", `/blog/${kiteId}`, { token });
    expect(res.body).toEqual({ success: true, message: "Blog post deleted successfully!" });
    expect((await app.rest("GET", `/blogid/${kiteId}`)).body).toEqual([]);
    expect((await app.rest("GET", `/blog/${kiteId}/comments`)).body).toEqual([]);
    expect((await app.gql(`{ _allBlogCommentsMeta { count } }`, {}, { token })).body.data._allBlogCommentsMeta.count).toBe(0);
    const again = await app.rest("DELETE", `/blog/${kiteId}`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, message: "Blog post not found" });
    expect((await app.rest("GET", "/list-with-comments")).body.map((b: { id: number }) => b.id)).toEqual([heronId]);
  });
});

describe("comment rate limit", () => {
  let app: TestApp;
  let postId: number;
  beforeAll(async () => {
    // Behind a proxy the client is the X-Forwarded-For address, so the test can be two clients.
    app = await startTestApp({ TRUST_PROXY: "1" });
    const res = await app.gql(`mutation { createBlogPost(title: "T", excerpt: "E", content: "<p>x</p>") { id } }`, {}, { token: await app.token() });
    postId = Number(res.body.data.createBlogPost.id);
  });
  afterAll(() => app?.close());

  const post = (ip: string, i: number) =>
    app.rest("POST", `/comment/${postId}`, {
      headers: { "x-forwarded-for": ip },
      multipart: commentForm({ name: `P${i}`, email: "p@example.in", comment: `Comment ${i}` }),
    });

  it("lets a person post a few comments and stops a script with 429 and a clear message; other clients go on", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post("203.0.113.7", i)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await post("203.0.113.7", 99);
    expect(blocked.body).toMatchObject({ status: false, message: "Too many comments from here. Please try again later." });
    const gql = await app.gql(
      `mutation($p: ID!) { addBlogComment(postId: $p, name: "A", email: "a@b.in", comment: "c") { status } }`,
      { p: String(postId) },
      { headers: { "x-forwarded-for": "203.0.113.7" } },
    );
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");

    expect((await post("198.51.100.4", 1)).status).toBe(201);
    expect((await app.rest("GET", `/blog/${postId}/comments`)).body).toHaveLength(11);
  });
});
