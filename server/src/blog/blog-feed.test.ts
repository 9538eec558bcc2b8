// The blog's feed (issue 25): RSS 2.0 of the 20 newest posts, well-formed, every address absolute on
// PUBLIC_URL, read in one query whatever its length, and a new post in it at once (the public cache).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uploadImage, type TestApp } from "../../test/harness.js";
import { child, parseXml, textOf } from "../../test/xml.js";

const PUBLIC_URL = "https://prints.example.in";

async function feed(app: TestApp, query = "") {
  const res = await fetch(`${app.url}/blog/feed.xml${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const xml = await res.text();
  const rss = parseXml(xml).children.find((c) => c.name === "rss")!;
  return { xml, rss, channel: child(rss, "channel")!, items: child(rss, "channel")!.children.filter((c) => c.name === "item") };
}

describe("the blog's feed", () => {
  let app: TestApp;
  let token: string;

  const post = async (title: string, fields: { excerpt?: string; imageId?: string } = {}) => {
    const res = await app.gql(
      `mutation($t: String!, $e: String!, $i: ID) { createBlogPost(title: $t, excerpt: $e, content: "<p>At the marsh.</p>", imageId: $i) { id } }`,
      { t: title, e: fields.excerpt ?? `About ${title}.`, i: fields.imageId ?? null },
      { token },
    );
    expect(res.body.errors).toBeUndefined();
    return Number(res.body.data.createBlogPost.id);
  };

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL });
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("an empty blog is an empty, valid channel named from the business settings", async () => {
    const { rss, channel, items } = await feed(app);
    expect(rss.attrs.version).toBe("2.0");
    expect(textOf(channel, "title")).toBe("Chennai Wildlife Prints — Blog");
    expect(textOf(channel, "link")).toBe(`${PUBLIC_URL}/blog`);
    expect(textOf(channel, "description")).toMatch(/Chennai/);
    expect(child(channel, "atom:link")?.attrs).toMatchObject({ href: `${PUBLIC_URL}/blog/feed.xml`, rel: "self" });
    expect(items).toEqual([]);
  });

  it("holds the 20 newest posts, newest first, with absolute links, permalinks, dates, escaped summaries and images", async () => {
    const image = await uploadImage(app);
    const ids: number[] = [];
    for (let i = 1; i <= 22; i++) ids.push(await post(`Post ${i}`, i % 2 ? { imageId: image } : {}));
    const tricky = await post(`Kites & "herons" <at> Pulicat`, { excerpt: "Wings & <b>reeds</b> — 5 < 6 > 4 'quoted' \u0007" });
    ids.push(tricky);
    const { items, channel } = await feed(app);
    expect(items).toHaveLength(20);
    const newest = [...ids].reverse().slice(0, 20);
    expect(items.map((it) => textOf(it, "link"))).toEqual(newest.map((id) => `${PUBLIC_URL}/blog/${id}`));
    for (const it of items) {
      const link = textOf(it, "link")!;
      expect(child(it, "guid")).toMatchObject({ attrs: { isPermaLink: "true" }, text: link });
      const pubDate = textOf(it, "pubDate")!;
      expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/);
      expect(Math.abs(Date.parse(pubDate) - Date.now())).toBeLessThan(10 * 60_000);
    }
    // The summary is the excerpt as plain text: markup in it arrives as text, nothing XML cannot hold.
    expect(textOf(items[0], "title")).toBe(`Kites & "herons" <at> Pulicat`);
    expect(textOf(items[0], "description")).toBe("Wings & <b>reeds</b> — 5 < 6 > 4 'quoted'");
    // Posts with a cover carry it: an absolute URL of a WebP variant at most 1280 wide.
    const withImage = items.filter((it) => child(it, "media:content"));
    expect(withImage.length).toBe(9); // the odd posts among 4…22
    for (const it of withImage) {
      const media = child(it, "media:content")!.attrs;
      expect(media.url).toMatch(/^https:\/\/prints\.example\.in\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/);
      expect(Number(media.width)).toBeLessThanOrEqual(1280);
      expect(media).toMatchObject({ medium: "image", type: "image/webp" });
    }
    expect(textOf(channel, "lastBuildDate")).toBeTruthy();
  });

  it("a new post is in the next read (the public cache keeps the feed and forgets it on a write)", async () => {
    const first = await fetch(`${app.url}/blog/feed.xml`);
    const again = await fetch(`${app.url}/blog/feed.xml`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const id = await post("Flamingos return to Pulicat");
    const { items } = await feed(app);
    expect(textOf(items[0], "link")).toBe(`${PUBLIC_URL}/blog/${id}`);
    expect(items).toHaveLength(20);
  });

  it("reads its posts in one query, however many (no query per post)", async () => {
    let statements = 0;
    const logger = app.ds.logger;
    const logQuery = logger.logQuery.bind(logger);
    // Only the blog's tables: the workers' polls run alongside.
    logger.logQuery = (...args: Parameters<typeof logQuery>) => {
      if (/blog_(posts|comments)/.test(args[0])) statements += 1;
      return logQuery(...args);
    };
    try {
      // The cache forgets the feed first (as a write would), so each read runs.
      await app.publicCache.version.bump();
      statements = 0;
      expect((await feed(app)).items).toHaveLength(20);
      const twenty = statements;
      for (let id = 1; id <= 20; id++) await app.gql(`mutation($id: ID!) { deleteBlogPost(id: $id) { id } }`, { id: String(id) }, { token });
      statements = 0;
      expect((await feed(app)).items.length).toBeLessThan(20);
      expect(twenty).toBe(1);
      expect(statements).toBe(1);
    } finally {
      logger.logQuery = logQuery;
    }
  });
});
