// The documents for machines (issue 25): the sitemap index and its children, the shop's feed and the
// Merchant Center feed — well-formed, absolute on PUBLIC_URL, only what the storefront lists, fresh
// after a write, split at the limit, read from the database in batches; and the Merchant feed's
// every price equal to what a checkout of that item asks.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, CUSTOMER, filePart, raw, startTestApp, uploadForm, createPrint, type TestApp } from "../../test/harness.js";
import { all, child, parseXml, textOf, type XmlNode } from "../../test/xml.js";
import { PublicCache } from "../cache/public-cache.js";
import { indiaDateTime } from "../core/india-time.js";
import { blogPostPath, galleryPath, localized, printPath, workshopPath } from "../http/seo.js";
import { createMachineDocsRouter, limited, SITE_PAGES } from "./machine-docs.js";

const PUBLIC_URL = "https://prints.example.in";
const LASTMOD = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/;
const MEDIA = /^https:\/\/prints\.example\.in\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?(\d+)\.webp$/;

async function xmlAt(base: string, path: string, type = "application/xml; charset=utf-8") {
  const res = await fetch(`${base}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type"), path).toBe(type);
  const text = await res.text();
  return { doc: parseXml(text), cache: res.headers.get("x-cache"), text };
}

/**
 * A urlset's pages: each English `loc`, its `lastmod` and its images' `image:loc`. Issue 30: each page
 * is listed twice, English then Tamil (under /ta), both with the same lastmod and images and the same
 * three `xhtml:link` alternates (en-IN, ta-IN, x-default = English): the hreflang pairs are reciprocal.
 */
function urlsOf(doc: XmlNode) {
  const urlset = child(doc, "urlset")!;
  expect(urlset.attrs.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(urlset.attrs["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  const urls = urlset.children
    .filter((c) => c.name === "url")
    .map((u) => ({
      loc: textOf(u, "loc")!,
      lastmod: textOf(u, "lastmod"),
      images: all(u, "image:image").map((i) => textOf(i, "image:loc")!),
      links: all(u, "xhtml:link").map((l) => `${l.attrs.rel} ${l.attrs.hreflang} ${l.attrs.href}`),
    }));
  expect(urls.length % 2).toBe(0);
  const english: { loc: string; lastmod: string | undefined; images: string[] }[] = [];
  for (let i = 0; i < urls.length; i += 2) {
    const [en, ta] = [urls[i], urls[i + 1]];
    expect(ta.loc).toBe(`${PUBLIC_URL}${localized("ta", en.loc.slice(PUBLIC_URL.length))}`);
    const links = [`alternate en-IN ${en.loc}`, `alternate ta-IN ${ta.loc}`, `alternate x-default ${en.loc}`];
    expect(en.links, en.loc).toEqual(links);
    expect(ta.links, ta.loc).toEqual(links);
    expect(ta.lastmod).toBe(en.lastmod);
    expect(ta.images).toEqual(en.images);
    english.push({ loc: en.loc, lastmod: en.lastmod, images: en.images });
  }
  return english;
}

/** The index's children, as paths. */
async function indexOf(base: string) {
  const { doc } = await xmlAt(base, "/sitemap.xml");
  const index = child(doc, "sitemapindex")!;
  expect(index.attrs.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return index.children.filter((c) => c.name === "sitemap").map((s) => textOf(s, "loc")!);
}

/** Counts the statements reading `table` while `run` runs. */
async function statementsOn(app: TestApp, table: RegExp, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const logger = app.ds.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (...args: Parameters<typeof logQuery>) => {
    if (table.test(args[0])) seen.push(args[0]);
    return logQuery(...args);
  };
  try {
    await run();
  } finally {
    logger.logQuery = logQuery;
  }
  return seen;
}

/** The machine documents alone on their own port, with options (a small split limit, small batches). */
async function mountAlone(app: TestApp, opts: Parameters<typeof createMachineDocsRouter>[2]): Promise<{ url: string; server: Server }> {
  const server = createServer(express().use(createMachineDocsRouter(app.services, PUBLIC_URL, opts)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe("documents for machines", () => {
  let app: TestApp;
  let token: string;
  const prints: { id: string; title: string; frames: { id: string; pricePaise: number }[] }[] = [];
  let group: { id: string; title: string };
  let workshop: { id: string; title: string };
  let post: { id: string };

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL });
    token = await app.token();
    for (const [i, title] of ["Flamingos at Pulicat", "Kingfisher & reeds", 'A "painted" stork'].entries())
      prints.push({ title, ...(await createPrint(app, title, i === 1 ? [1499, 2499.5, 4200] : [1999, 3499], `#3${i}5577`)) });
    const add = async (route: string, form: Record<string, string>) => (await app.rest("POST", route, { token, form })).body.data.id as number;
    const location = await add("/add-location", { location: "Pulicat Lake" });
    const category = await add("/add-gallerycat", { categoryName: "waterfowl" });
    const media: string[] = [];
    for (const color of ["#112233", "#445566"]) {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
        body: uploadForm(
          `mutation($file: Upload!) { uploadMedia(file: $file) { id } }`,
          filePart(await cameraJpeg({ color, width: 2200, height: 1400 }), "k.jpg"),
        ),
      });
      media.push(((await res.json()) as any).data.uploadMedia.id);
    }
    group = (
      await app.gql(
        `mutation($m: [ID!]!, $l: [ID!]!, $c: ID!) { createGalleryItem(title: "Painted storks, Vedanthangal", categoryId: $c, locationIds: $l, mediaIds: $m) { id title } }`,
        { m: media, l: [String(location)], c: String(category) },
        { token },
      )
    ).body.data.createGalleryItem;
    workshop = (
      await app.gql(
        `mutation { createWorkshop(title: "Birding at Pulicat", description: "Dawn walks at the lake.", destination: "Pulicat", maxParticipants: 10, cost: "4500") { id title } }`,
        {},
        { token },
      )
    ).body.data.createWorkshop;
    post = (await app.gql(`mutation { createBlogPost(title: "Flamingos return", excerpt: "Pink.", content: "<p>At the marsh.</p>") { id } }`, {}, { token }))
      .body.data.createBlogPost;
  });
  afterAll(() => app?.close());

  it("robots.txt names the sitemap index, which names the pages, prints, gallery, workshops and blog children, absolute on PUBLIC_URL", async () => {
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots.trim().split("\n").at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(await indexOf(app.url)).toEqual(["pages", "prints", "gallery", "workshops", "blog"].map((n) => `${PUBLIC_URL}/sitemaps/${n}-1.xml`));
  });

  it("each child is a well-formed urlset of absolute URLs with lastmod in India time; prints and gallery groups name their largest photographs", async () => {
    const pages = urlsOf((await xmlAt(app.url, "/sitemaps/pages-1.xml")).doc);
    expect(pages.map((u) => u.loc)).toEqual(SITE_PAGES.map((p) => `${PUBLIC_URL}${p}`));
    for (const u of pages.filter((p) => /(\.in|\/shop|\/gallery|\/workshops|\/blog)$/.test(p.loc))) expect(u.lastmod, u.loc).toMatch(LASTMOD);
    // The home page's is the newest of the four lists'.
    const listDates = pages.filter((p) => /\/(shop|gallery|workshops|blog)$/.test(p.loc)).map((p) => p.lastmod!);
    expect(pages[0].lastmod).toBe([...listDates].sort().at(-1));

    const { doc, text } = await xmlAt(app.url, "/sitemaps/prints-1.xml");
    expect(text).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const printUrls = urlsOf(doc);
    expect(printUrls.map((u) => u.loc)).toEqual(prints.map((p) => `${PUBLIC_URL}${printPath(p.id, p.title)}`));
    const stored = await app.services.shop.forSaleAfter(0, 10);
    for (const [i, u] of printUrls.entries()) {
      expect(u.lastmod).toMatch(LASTMOD);
      expect(u.lastmod).toBe(indiaDateTime(stored[i].updatedAt));
      // The largest variant of the print's photograph (the test's photographs are 1000 px wide).
      expect(u.images).toEqual([`${PUBLIC_URL}/media/${stored[i].image.hash}/1000.webp`]);
    }
    expect(printUrls[2].loc).toBe(`${PUBLIC_URL}/shop/${prints[2].id}/a-painted-stork`);

    const gallery = urlsOf((await xmlAt(app.url, "/sitemaps/gallery-1.xml")).doc);
    expect(gallery.map((u) => u.loc)).toEqual([`${PUBLIC_URL}${galleryPath(group.id, group.title)}`]);
    expect(gallery[0].images).toHaveLength(2);
    for (const src of gallery[0].images) expect(src.match(MEDIA)?.[1]).toBe("1920");

    const workshops = urlsOf((await xmlAt(app.url, "/sitemaps/workshops-1.xml")).doc);
    expect(workshops).toEqual([{ loc: `${PUBLIC_URL}${workshopPath(workshop.id, workshop.title)}`, lastmod: expect.stringMatching(LASTMOD), images: [] }]);
    const blog = urlsOf((await xmlAt(app.url, "/sitemaps/blog-1.xml")).doc);
    expect(blog).toEqual([{ loc: `${PUBLIC_URL}${blogPostPath(post.id)}`, lastmod: expect.stringMatching(LASTMOD), images: [] }]);
    // Workshops and posts carry no image extension.
    expect((await xmlAt(app.url, "/sitemaps/blog-1.xml")).text).not.toContain("xmlns:image");
  });

  it("an unknown or out-of-range child answers 404, not a 500", async () => {
    for (const path of [
      "/sitemaps/prints-2.xml",
      "/sitemaps/orders-1.xml",
      "/sitemaps/prints-0.xml",
      "/sitemaps/prints-x.xml",
      "/sitemaps/..%2Fprints-1.xml",
    ]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it("a print added or removed is in or out of the next read (the public cache forgets the sitemap on a write)", async () => {
    await xmlAt(app.url, "/sitemaps/prints-1.xml");
    expect((await xmlAt(app.url, "/sitemaps/prints-1.xml")).cache).toBe("HIT");
    const added = await createPrint(app, "Spot-billed pelican", [999]);
    const after = await xmlAt(app.url, "/sitemaps/prints-1.xml");
    expect(after.cache).toBe("MISS");
    expect(urlsOf(after.doc).map((u) => u.loc)).toContain(`${PUBLIC_URL}${printPath(added.id, "Spot-billed pelican")}`);
    const gone = await app.gql(`mutation($id: ID!) { deletePortfolioItem(id: $id) { id } }`, { id: added.id }, { token });
    expect(gone.body.errors).toBeUndefined();
    expect(urlsOf((await xmlAt(app.url, "/sitemaps/prints-1.xml")).doc).map((u) => u.loc)).not.toContain(
      `${PUBLIC_URL}${printPath(added.id, "Spot-billed pelican")}`,
    );
  });

  it("lists only what the shop lists: a print without a frame (not for sale) is left out of the sitemap and both feeds", async () => {
    const bare = await createPrint(app, "Unframed heron", [700]);
    // No frame left but the print still there: only the database can make one (the API removes a print with its last frame).
    await app.ds.query("DELETE FROM frame_prices WHERE itemId = ?", [Number(bare.id)]);
    // The write went around the API, so around the cache's invalidation too: the test forgets the cache itself.
    await app.publicCache.version.bump();
    const sitemap = urlsOf((await xmlAt(app.url, "/sitemaps/prints-1.xml")).doc).map((u) => u.loc);
    expect(sitemap).toHaveLength(prints.length);
    expect(sitemap.join()).not.toContain(`/shop/${bare.id}/`);
    const feed = (await xmlAt(app.url, "/shop/feed.xml", "application/rss+xml; charset=utf-8")).text;
    expect(feed).not.toContain(`/shop/${bare.id}/`);
    const merchant = (await xmlAt(app.url, "/merchant-feed.xml", "application/rss+xml; charset=utf-8")).text;
    expect(merchant).not.toContain(`/shop/${bare.id}/`);
    expect(await indexOf(app.url)).toContain(`${PUBLIC_URL}/sitemaps/prints-1.xml`);
    await app.ds.query("DELETE FROM portfolio_items WHERE id = ?", [Number(bare.id)]);
    await app.publicCache.version.bump();
  });

  it("splits a child at the limit (prints-1, prints-2 …), each URL once; and reads the rows in batches, not the whole table", async () => {
    // 6 URLs a child: 3 pages, each in English and Tamil.
    const { url, server } = await mountAlone(app, { sitemapLimit: 6, sitemapBatch: 2 });
    try {
      for (const title of ["Grey heron", "Little egret", "Purple swamphen", "Openbill"]) prints.push({ title, ...(await createPrint(app, title, [1200])) });
      // 7 prints: three children of at most 3.
      const index = await indexOf(url);
      expect(index.filter((l) => l.includes("/prints-"))).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemaps/prints-${n}.xml`));
      expect(index.filter((l) => l.includes("/pages-"))).toHaveLength(4); // 12 pages, 3 a child
      const children: string[][] = [];
      const statements = await statementsOn(app, /portfolio_items/, async () => {
        for (const n of [1, 2, 3]) children.push(urlsOf((await xmlAt(url, `/sitemaps/prints-${n}.xml`)).doc).map((u) => u.loc));
      });
      expect(children.map((c) => c.length)).toEqual([3, 3, 1]);
      expect(children.flat()).toEqual(prints.map((p) => `${PUBLIC_URL}${printPath(p.id, p.title)}`));
      // Each id read is a bounded batch (LIMIT), never the whole table.
      const idReads = statements.filter((q) => /SELECT/i.test(q) && !/COUNT\(/i.test(q) && !/IN \(/i.test(q));
      expect(idReads.length).toBeGreaterThanOrEqual(5);
      for (const q of idReads) expect(q).toMatch(/LIMIT/i);
      expect((await fetch(`${url}/sitemaps/prints-4.xml`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("the shop's feed: RSS 2.0 of the 20 newest prints with absolute links, permalinks, dates, summaries and images", async () => {
    for (let i = 0; i < 14; i++) prints.push({ title: `Print ${i}`, ...(await createPrint(app, `Print ${i}`, [900 + i])) });
    const { doc } = await xmlAt(app.url, "/shop/feed.xml", "application/rss+xml; charset=utf-8");
    const rss = child(doc, "rss")!;
    expect(rss.attrs.version).toBe("2.0");
    const channel = child(rss, "channel")!;
    expect(textOf(channel, "title")).toBe("Chennai Wildlife Prints — New prints");
    expect(textOf(channel, "link")).toBe(`${PUBLIC_URL}/shop`);
    expect(child(channel, "atom:link")?.attrs).toMatchObject({ href: `${PUBLIC_URL}/shop/feed.xml`, rel: "self" });
    const items = channel.children.filter((c) => c.name === "item");
    expect(items).toHaveLength(20);
    const newest = [...prints].reverse().slice(0, 20);
    expect(items.map((it) => textOf(it, "link"))).toEqual(newest.map((p) => `${PUBLIC_URL}${printPath(p.id, p.title)}`));
    expect(items.map((it) => textOf(it, "title"))).toEqual(newest.map((p) => p.title));
    for (const it of items) {
      expect(child(it, "guid")).toMatchObject({ attrs: { isPermaLink: "true" }, text: textOf(it, "link") });
      expect(textOf(it, "pubDate")).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/);
      expect(textOf(it, "description")).toMatch(/^A fine print\. Framed prints from \d+\.\d\d INR\.$/);
      const media = child(it, "media:content")!.attrs;
      expect(media.url).toMatch(MEDIA);
      expect(media).toMatchObject({ medium: "image", type: "image/webp" });
    }
    // The escaped title reads back as written.
    expect((await xmlAt(app.url, "/shop/feed.xml", "application/rss+xml; charset=utf-8")).text).toContain("Kingfisher &amp; reeds");
  });

  it("the Merchant feed: one item per print and frame size, with every field Merchant Center needs, and each price what a checkout of it asks", async () => {
    const { doc, text } = await xmlAt(app.url, "/merchant-feed.xml", "application/rss+xml; charset=utf-8");
    expect(text).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    const items = all(doc, "item");
    const frames = prints.reduce((n, p) => n + p.frames.length, 0);
    expect(items).toHaveLength(frames);
    const ids = new Set<string>();
    // What the shop holds: each print's frames with their frame size (the feed's g:id is print and frame size).
    const shop = new Map<string, { frames: { id: string; frameSizeId: string }[] }>();
    for (const p of prints)
      shop.set(p.id, (await app.gql(`query($id: ID!) { shopItem(id: $id) { frames { id frameSizeId } } }`, { id: p.id })).body.data.shopItem);
    for (const it of items) {
      const g = (name: string) => textOf(it, `g:${name}`)!;
      const print = prints.find((p) => p.id === g("item_group_id"))!;
      expect(print, g("item_group_id")).toBeTruthy();
      const [printId, frameSizeId] = g("id").split("-");
      expect(printId).toBe(print.id);
      expect(ids.has(g("id"))).toBe(false);
      ids.add(g("id"));
      expect(g("title")).toMatch(new RegExp(`^${print.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} — framed print, `));
      expect(g("description")).toBe("A fine print.");
      expect(g("link")).toBe(`${PUBLIC_URL}${printPath(print.id, print.title)}`);
      expect(Number(g("image_link").match(MEDIA)?.[1])).toBeGreaterThanOrEqual(800);
      expect(g("price")).toMatch(/^\d+\.\d\d INR$/);
      expect(g("availability")).toBe("in_stock");
      expect(g("condition")).toBe("new");
      expect(g("brand")).toBe("Chennai Wildlife Prints");
      expect(g("identifier_exists")).toBe("no");
      expect(g("google_product_category")).toBe("500044");
      expect(g("size")).toBeTruthy();
      const shipping = child(it, "g:shipping")!;
      expect([textOf(shipping, "g:country"), textOf(shipping, "g:price")]).toEqual(["IN", "0.00 INR"]);

      // A checkout of exactly this item asks exactly the feed's price.
      const frame = shop.get(print.id)!.frames.find((f) => f.frameSizeId === frameSizeId)!;
      const started = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId amountPaise } }`, {
        c: CUSTOMER,
        i: [{ portfolioItemId: print.id, frameId: frame.id, quantity: 1 }],
      });
      expect(started.body.errors).toBeUndefined();
      const [rupees, paise] = g("price").replace(" INR", "").split(".");
      expect(started.body.data.startCheckout.amountPaise, g("id")).toBe(Number(rupees) * 100 + Number(paise));
    }
    // The odd paise survive: ₹2,499.50 is 2499.50 INR.
    expect(text).toContain("<g:price>2499.50 INR</g:price>");
  });

  it("the Merchant feed: a blank description falls back to the title; a print with no image is left out of the feed, and named without one in the sitemap (issue 43)", async () => {
    const blank = await createPrint(app, "Blank-described egret", [1100], "#a1b2c3");
    const imageless = await createPrint(app, "Imageless bittern", [1100], "#c3b2a1");
    await app.ds.query("UPDATE portfolio_items SET description = ? WHERE id = ?", ["  \n ", Number(blank.id)]);
    const [{ imageId }] = await app.ds.query<{ imageId: number }[]>("SELECT imageId FROM portfolio_items WHERE id = ?", [Number(imageless.id)]);
    await app.ds.query("UPDATE media_assets SET variantWidths = ? WHERE id = ?", ["[]", imageId]);
    // Written around the API: the test forgets the cache itself.
    await app.publicCache.version.bump();
    try {
      const { doc } = await xmlAt(app.url, "/merchant-feed.xml", "application/rss+xml; charset=utf-8");
      const items = all(doc, "item");
      const ofPrint = (id: string) => items.filter((it) => textOf(it, "g:item_group_id") === id);
      expect(ofPrint(blank.id)).toHaveLength(1);
      expect(textOf(ofPrint(blank.id)[0], "g:description")).toBe("Blank-described egret");
      expect(ofPrint(imageless.id)).toHaveLength(0);
      // Every item the feed writes has the two fields Merchant Center refuses an item without.
      for (const it of items) {
        expect(textOf(it, "g:description"), textOf(it, "g:id")).toBeTruthy();
        expect(textOf(it, "g:image_link"), textOf(it, "g:id")).toMatch(MEDIA);
      }
      // The prints' sitemap lists the print without an image, naming no image (never `…/undefined.webp`).
      const sitemap = await xmlAt(app.url, "/sitemaps/prints-1.xml");
      expect(sitemap.text).not.toContain("undefined");
      for (const src of all(sitemap.doc, "image:loc").map((l) => l.text.trim())) expect(src).toMatch(MEDIA);
    } finally {
      await app.ds.query("DELETE FROM frame_prices WHERE itemId IN (?, ?)", [Number(blank.id), Number(imageless.id)]);
      await app.ds.query("DELETE FROM portfolio_items WHERE id IN (?, ?)", [Number(blank.id), Number(imageless.id)]);
      await app.publicCache.version.bump();
    }
  });

  it("the Merchant feed follows a price change at once, and reads prints in batches", async () => {
    const print = prints[0];
    const frameSizes = (await app.gql(`query($id: ID!) { shopItem(id: $id) { frames { frameSizeId } } }`, { id: print.id })).body.data.shopItem.frames;
    const changed = await app.gql(
      `mutation($id: ID!, $p: [FramePriceInput!]!) { updatePortfolioItem(id: $id, framePrices: $p) { id } }`,
      { id: print.id, p: frameSizes.map((f: { frameSizeId: string }, i: number) => ({ frameSizeId: f.frameSizeId, pricePaise: 123456 + i })) },
      { token },
    );
    expect(changed.body.errors).toBeUndefined();
    expect((await xmlAt(app.url, "/merchant-feed.xml", "application/rss+xml; charset=utf-8")).text).toContain("<g:price>1234.56 INR</g:price>");
    // The oldest print changed: /shop's lastmod is its change now, and its own URL's too.
    const updated = (await app.services.shop.get(Number(print.id)))!.updatedAt;
    const pages = urlsOf((await xmlAt(app.url, "/sitemaps/pages-1.xml")).doc);
    expect(pages.find((p) => p.loc === `${PUBLIC_URL}/shop`)?.lastmod).toBe(indiaDateTime(updated));
    const own = urlsOf((await xmlAt(app.url, "/sitemaps/prints-1.xml")).doc).find((u) => u.loc === `${PUBLIC_URL}${printPath(print.id, print.title)}`);
    expect(own?.lastmod).toBe(indiaDateTime(updated));

    const { url, server } = await mountAlone(app, { merchantBatch: 5 });
    try {
      const statements = await statementsOn(app, /portfolio_items/, () => xmlAt(url, "/merchant-feed.xml", "application/rss+xml; charset=utf-8"));
      const idReads = statements.filter((q) => /SELECT/i.test(q) && /LIMIT/i.test(q));
      // 21 prints, 5 at a time: 5 batches and the empty read that ends the feed.
      expect(idReads).toHaveLength(Math.ceil(prints.length / 5) + 1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a new blog post is in its child at once", async () => {
    const created = (await app.gql(`mutation { createBlogPost(title: "Second post", excerpt: "More.", content: "<p>Again.</p>") { id } }`, {}, { token })).body
      .data.createBlogPost;
    expect(urlsOf((await xmlAt(app.url, "/sitemaps/blog-1.xml")).doc).map((u) => u.loc)).toContain(`${PUBLIC_URL}/blog/${created.id}`);
  });
  it("a streamed document is kept whole by the public cache, and one longer than the cache's entry limit is sent whole but not kept", async () => {
    await app.publicCache.version.bump();
    const miss = await raw(app.url, "/merchant-feed.xml");
    const hit = await raw(app.url, "/merchant-feed.xml");
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(all(parseXml(hit.body.toString()), "item").length).toBeGreaterThan(20);

    // A cache that keeps answers of at most 2 000 bytes, in front of the same documents.
    const cache = new PublicCache(app.publicCache.version, { maxEntryBytes: 2000 });
    const handler = express().use(cache.reads()).use(createMachineDocsRouter(app.services, PUBLIC_URL));
    const server = createServer((req, res) =>
      cache.serveHit(
        req,
        res,
        () => void handler(req, res),
        (err) => res.destroy(err as Error),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (let i = 0; i < 2; i++) {
        const big = await raw(url, "/merchant-feed.xml");
        expect(big.headers["x-cache"]).toBe("MISS");
        expect(big.body.equals(miss.body)).toBe(true);
      }
      const small = [await raw(url, "/sitemaps/workshops-1.xml"), await raw(url, "/sitemaps/workshops-1.xml")];
      expect(small[0].body.length).toBeLessThan(2000);
      expect(small.map((r) => r.headers["x-cache"])).toEqual(["MISS", "HIT"]);
      expect(small[1].body.equals(small[0].body)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
  it("a query string is the same cache entry (it cannot make each read a fresh walk of the catalogue)", async () => {
    await app.publicCache.version.bump();
    const first = await raw(app.url, "/merchant-feed.xml");
    expect(first.headers["x-cache"]).toBe("MISS");
    for (const query of ["?utm_source=merchant", "?x=1", "?x=2&y=%00"]) {
      const again = await raw(app.url, `/merchant-feed.xml${query}`);
      expect(again.headers["x-cache"], query).toBe("HIT");
      expect(again.body.equals(first.body)).toBe(true);
    }
  });

  it("writes at most a few long documents at once: one more is answered 503 with Retry-After, and the slot comes back when one ends or its client goes", async () => {
    // The limiter the sitemap children and the Merchant feed pass through, in front of an answer that
    // lasts until the test lets it end (the documents themselves finish too fast on a test catalogue).
    const gates: (() => void)[] = [];
    let closed = 0;
    const slow = express().get("/long", limited(2), (_req, res) => {
      res.on("close", () => (closed += res.writableFinished ? 0 : 1));
      res.write("<rss>");
      gates.push(() => res.end("</rss>"));
    });
    const server = createServer(slow);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = raw(url, "/long");
      const second = raw(url, "/long");
      await expect.poll(() => gates.length).toBe(2);
      const third = await raw(url, "/long");
      expect([third.status, third.headers["retry-after"], third.body.toString()]).toEqual([503, "30", expect.stringMatching(/try again/)]);
      // One ends: its slot comes back.
      gates.shift()!();
      expect((await first).status).toBe(200);
      const fourth = raw(url, "/long");
      await expect.poll(() => gates.length).toBe(2);
      expect((await raw(url, "/long")).status).toBe(503);
      gates.splice(0).forEach((end) => end());
      await Promise.all([second, fourth]);
      // A client that goes away gives its slot back too.
      await new Promise<void>((resolve) => {
        const req = request(`${url}/long`, (res) => {
          res.once("data", () => {
            req.destroy();
            resolve();
          });
        });
        req.end();
      });
      const held = raw(url, "/long");
      await expect.poll(() => gates.length).toBe(2);
      await expect.poll(() => closed).toBe(1);
      const last = raw(url, "/long");
      await expect.poll(() => gates.length).toBe(3);
      gates.splice(0).forEach((end) => end());
      expect([(await held).status, (await last).status]).toEqual([200, 200]);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});
