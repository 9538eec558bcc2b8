// The storefront's pages as the server draws them, with the real build (browser bundle and server
// renderer): markup, data and head in the first answer, Open Graph tags from the same render, the
// public cache in front of them, and the browser drawing the page when the render fails.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../app/app.js";
import { cameraJpeg, createPrint, filePart, raw, secondInstance, startTestApp, type TestApp } from "../../test/harness.js";
import { STOREFRONT_DIST } from "../../test/storefront-build.js";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The markup the server put inside <div id="root">, and the data it sent along. */
function drawn(html: string): { root: string; state: Record<string, unknown> | null } {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="apollo-state">/.exec(html)?.[1] ?? "";
  const state = /<script type="application\/json" id="apollo-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, state: state ? (JSON.parse(state) as Record<string, unknown>) : null };
}

async function galleryGroup(app: TestApp, title: string, description = "Wading at dawn.") {
  const token = await app.token();
  const location = (await app.rest("POST", "/add-location", { token, form: { location: `Pulicat ${title.length}` } })).body.data.id;
  const category = (await app.rest("POST", "/add-gallerycat", { token, form: { categoryName: `waterfowl${title.length}` } })).body.data.id;
  const form = new FormData();
  form.append("title", title);
  form.append("description", description);
  form.append("locationIds", String(location));
  form.append("categoryId", String(category));
  form.append("images", filePart(await cameraJpeg(), "f.jpg"));
  return (await app.rest("POST", "/add-gallery", { token, multipart: form })).body.data as { id: number };
}

describe("pages drawn by the server", () => {
  let app: TestApp;
  let token: string;
  const frontEnds = { storefrontDist: STOREFRONT_DIST, adminDist: path.join(tmpdir(), "no-admin-build") };

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in" }, { frontEnds });
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("the first answer of /gallery carries its heading, its first card, the data and the largest image at high priority", async () => {
    await galleryGroup(app, "Painted Storks at Vedanthangal");
    const res = await fetch(`${app.url}/gallery`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { root, state } = drawn(html);
    expect(root).toMatch(/<h1[^>]*>Our Gallery<\/h1>/);
    expect(root).toContain("Painted Storks at Vedanthangal");
    expect(root).toMatch(
      /<img [^>]*srcSet="\/media\/[0-9a-f]{64}\/320\.webp 320w[^"]*"[^>]*fetchPriority="high"|<img [^>]*fetchPriority="high"[^>]*srcSet="\/media\//,
    );
    // The Apollo cache the browser hydrates from: the page's own query, answered.
    expect(JSON.stringify(state?.ROOT_QUERY)).toContain("galleryPage(");
    expect(JSON.stringify(state)).toContain("Painted Storks at Vedanthangal");
    // The page's own code is preloaded; no inline script (the CSP allows none). The scripts come
    // after the styles and fonts in the head.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/gallery-[\w-]+\.js" \/>/);
    const head = html.slice(0, html.indexOf("</head>"));
    const firstScript = head.search(/<script type="module"|<link rel="modulepreload"/);
    expect(head.lastIndexOf('rel="stylesheet"')).toBeLessThan(firstScript);
    expect(head.lastIndexOf('rel="preload" as="font"')).toBeLessThan(firstScript);
    // The largest image's preload (React's) is in the head ahead of the scripts, not behind them in the body.
    const imagePreload = head.search(/<link rel="preload" as="image" imageSrcSet="\/media\/[0-9a-f]{64}\/320\.webp 320w[^"]*"[^>]*fetchPriority="high"/);
    expect(imagePreload).toBeGreaterThan(0);
    expect(imagePreload).toBeLessThan(firstScript);
    expect(root).not.toContain('<link rel="preload" as="image"');
    expect(html.match(/<script\b[^>]*>/g)!.every((tag) => /type="(module|application\/json)"/.test(tag))).toBe(true);
  });

  it("every public route is drawn with its heading; the cart and a visitor's orders are left to the browser", async () => {
    const headings: Record<string, RegExp> = {
      "/": /Chennai Wildlife Prints/,
      "/shop": /Shop Our Collection/,
      "/blog": /Wildlife Photography Blog/,
      "/workshops": /Photography Workshops/,
      "/contact": /Contact Us/,
      "/privacy": /Privacy Policy/,
      "/terms": /Terms &amp; Conditions/,
      "/shipping": /Shipping/,
      "/returns": /Cancellation &amp; Refund/,
      "/developers": /Build on the shop/,
    };
    for (const [route, heading] of Object.entries(headings)) {
      const res = await fetch(`${app.url}${route}`);
      expect(res.status, route).toBe(200);
      const { root, state } = drawn(await res.text());
      expect(root, route).toMatch(new RegExp(`<h1[^>]*>(?:<[^>]+>)*[^<]*${heading.source}`));
      expect(state, route).not.toBeNull();
    }
    for (const route of ["/cart", "/orders", "/order-history", "/order-acknowledgment/BG123"]) {
      const html = await (await fetch(`${app.url}${route}`)).text();
      expect(html, route).toContain('<div id="root"></div>');
      expect(html, route).not.toContain("apollo-state");
    }
    const missing = await fetch(`${app.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(drawn(await missing.text()).root).toContain("Oops! Page not found");
  });

  it("a public page names one absolute canonical on PUBLIC_URL; private and error pages say noindex and name none (issue 25)", async () => {
    const head = (html: string) => html.slice(0, html.indexOf("</head>"));
    const canonicals = (html: string) => [...head(html).matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => m[1]);
    const noindex = (html: string) => head(html).includes('<meta name="robots" content="noindex" />');
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: "Canonical kites", excerpt: "Over the marsh.", content: "<p>Kites.</p>", tags: "[]" })) form.append(k, v);
    const { id: postId } = (await app.rest("POST", "/createblog", { token, multipart: form })).body.data;
    const publicPages: Record<string, string> = {
      "/": "/",
      "/?utm_source=newsletter": "/",
      "/shop": "/shop",
      "/shop?category=2&page=2": "/shop",
      "/shop?print=1&fbclid=abc": "/shop",
      "/gallery": "/gallery",
      "/gallery/": "/gallery",
      "/workshops?workshop=1": "/workshops",
      "/blog": "/blog",
      [`/blog/${postId}`]: `/blog/${postId}`,
      [`/blog/${postId}?utm_medium=social`]: `/blog/${postId}`,
      "/contact": "/contact",
      "/privacy": "/privacy",
      "/terms": "/terms",
      "/shipping": "/shipping",
      "/returns": "/returns",
      "/developers": "/developers",
    };
    for (const [route, canonical] of Object.entries(publicPages)) {
      const res = await fetch(`${app.url}${route}`);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      expect(canonicals(html), route).toEqual([`https://prints.example.in${canonical}`]);
      expect(noindex(html), route).toBe(false);
      expect(html.match(/rel="canonical"/g), route).toHaveLength(1);
    }
    const privatePages = ["/cart", "/orders", "/order-history", "/order-acknowledgment/BG123", "/no-such-page", "/blog/98765", "/blog/not-a-number"];
    for (const route of privatePages) {
      const html = await (await fetch(`${app.url}${route}`)).text();
      expect(noindex(html), route).toBe(true);
      expect(html.match(/name="robots"/g), route).toHaveLength(1);
      expect(html, route).not.toContain('rel="canonical"');
    }
    // The blog's list links its feed, for readers and crawlers to find.
    const blog = await (await fetch(`${app.url}/blog`)).text();
    expect(head(blog)).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Chennai Wildlife Prints — Blog" href="https://prints.example.in/blog/feed.xml" />',
    );
    // So does the shop's list its feed of new prints; no other page links either.
    const shop = await (await fetch(`${app.url}/shop`)).text();
    expect(head(shop)).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Chennai Wildlife Prints — New prints" href="https://prints.example.in/shop/feed.xml" />',
    );
    expect(head(shop).match(/rel="alternate"/g)).toHaveLength(1);
    expect(head(await (await fetch(`${app.url}/gallery`)).text())).not.toContain('rel="alternate"');
  });

  it("a shared gallery group unfurls with its Open Graph tags, escaped, with an absolute image URL", async () => {
    const item = await galleryGroup(app, 'Flamingos "in pink" <lines>');
    const html = await (await fetch(`${app.url}/gallery?item=${item.id}`)).text();
    expect(html).toContain("<title>Flamingos &quot;in pink&quot; &lt;lines&gt; — Chennai Wildlife Prints</title>");
    expect(html).toContain('<meta property="og:title" content="Flamingos &quot;in pink&quot; &lt;lines&gt;" />');
    expect(html).toContain('<meta property="og:description" content="Wading at dawn." />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/prints\.example\.in\/media\/[0-9a-f]{64}\/\d+\.webp" \/>/);
    expect(html).toContain(`<meta property="og:url" content="https://prints.example.in/gallery?item=${item.id}" />`);
    const plain = await (await fetch(`${app.url}/gallery?item=99999`)).text();
    expect(plain).not.toContain("og:title");
    expect(plain).toContain("<title>Our Gallery — Chennai Wildlife Prints</title>");
  });

  it("the title's suffix and og:site_name are the business's name as the owner last set it", async () => {
    const token = await app.token();
    const rename = (name: string) => app.gql(`mutation($n: String) { updateBusinessSettings(name: $n) { name } }`, { n: name }, { token });
    expect((await rename("Pulicat & Pallikaranai Prints")).body.data.updateBusinessSettings.name).toBe("Pulicat & Pallikaranai Prints");
    try {
      expect(await (await fetch(`${app.url}/gallery`)).text()).toContain("<title>Our Gallery — Pulicat &amp; Pallikaranai Prints</title>");
      const item = await galleryGroup(app, "Painted Storks");
      const html = await (await fetch(`${app.url}/gallery?item=${item.id}`)).text();
      expect(html).toContain("<title>Painted Storks — Pulicat &amp; Pallikaranai Prints</title>");
      expect(html).toContain('<meta property="og:site_name" content="Pulicat &amp; Pallikaranai Prints" />');
    } finally {
      await rename("Chennai Wildlife Prints");
    }
  });

  it("a shared print, blog post and workshop unfurl with theirs; unknown ones with none", async () => {
    const print = await createPrint(app, "Brahminy Kite", [1499]);
    const shop = await (await fetch(`${app.url}/shop?print=${print.id}`)).text();
    expect(shop).toContain('<meta property="og:title" content="Brahminy Kite — framed print" />');
    expect(shop).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(await (await fetch(`${app.url}/shop?print=abc`)).text()).not.toContain("og:title");

    const form = new FormData();
    for (const [k, v] of Object.entries({ title: "Herons at dusk", excerpt: "Pulicat in February.", content: "<p>Grey.</p>", tags: "[]" })) form.append(k, v);
    form.append("image", filePart(await cameraJpeg({ color: "#dd7799" }), "heron.jpg"));
    const { id, image_url } = (await app.rest("POST", "/createblog", { token, multipart: form })).body.data;
    const post = await (await fetch(`${app.url}/blog/${id}`)).text();
    expect(post).toContain("<title>Herons at dusk — Chennai Wildlife Prints</title>");
    expect(post).toContain('<meta property="og:type" content="article" />');
    expect(post).toContain('<meta property="og:description" content="Pulicat in February." />');
    expect(post).toContain(`<meta property="og:image" content="https://prints.example.in${image_url}" />`);
    expect(post).toContain(`<meta name="twitter:image" content="https://prints.example.in${image_url}" />`);
    expect(drawn(post).root).toContain("Grey.");
    // Drawn from the values the browser receives: a date is its ISO string, as in the JSON answer.
    expect(drawn(post).root).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z">/);
    const unknown = await fetch(`${app.url}/blog/98765`);
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).not.toContain("og:title");
    expect(drawn(unknownHtml).root).toContain("No blog post found.");

    const w = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Owls "at night"',
      description: "Night walk in Guindy.",
      destination: "Guindy",
      travelDate: day(10),
      duration: "1 night",
      maxParticipants: "8",
    }))
      w.append(k, v);
    w.append("posterImage", filePart(await cameraJpeg({ color: "#223344" }), "owl.jpg"));
    const workshop = (await app.rest("POST", "/add-workshop", { token, multipart: w })).body.data;
    const trip = await (await fetch(`${app.url}/workshops?workshop=${workshop.id}`)).text();
    expect(trip).toContain('<meta property="og:title" content="Owls &quot;at night&quot;" />');
    expect(trip).toContain(`<meta property="og:description" content="Guindy · ${day(10)} · 1 night — Night walk in Guindy." />`);
    expect(trip).toContain(`<meta property="og:url" content="https://prints.example.in/workshops?workshop=${workshop.id}" />`);
    expect(await (await fetch(`${app.url}/workshops?workshop=999999`)).text()).not.toContain("og:title");
  });

  it("a shared print further down the catalogue than the first page comes first, with its 'View on a wall'", async () => {
    const old = await createPrint(app, "Spot-billed Pelican", [1999]);
    for (let i = 0; i < 12; i++) await createPrint(app, `Newer print ${i}`, [999]);
    expect(await (await fetch(`${app.url}/shop`)).text()).not.toContain("Spot-billed Pelican");
    const shared = await (await fetch(`${app.url}/shop?print=${old.id}`)).text();
    const cards = [...shared.matchAll(/<article id="print-(\d+)"/g)].map((m) => m[1]);
    expect(cards[0]).toBe(old.id);
    expect(cards).toHaveLength(13);
    expect(shared.match(/>View on a wall</g)).toHaveLength(1);
    expect(shared).toMatch(/Showing <!-- -->13<!-- --> of <!-- -->\d+/);
  });

  it("a drawn page comes from the cache byte for byte, answers 304 to its ETag, and shows an admin's change on the next read", async () => {
    // A parameter the page reads (an unknown print): an entry of its own, not drawn by the tests before.
    const first = await raw(app.url, "/shop?print=987654");
    const second = await raw(app.url, "/shop?print=987654");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    const etag = String(second.headers.etag);
    expect((await raw(app.url, "/shop?print=987654", { headers: { "if-none-match": etag } })).status).toBe(304);

    await createPrint(app, "Indian Pitta", [2499]);
    const after = await raw(app.url, "/shop?print=987654");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body.toString()).toContain("Indian Pitta");
    expect((await raw(app.url, "/shop?print=987654", { headers: { "if-none-match": etag } })).status).toBe(200);
  });

  it("a page keys only the parameters it uses, sorted: tracking parameters share its entry and stay out of its og:url", async () => {
    const print = await createPrint(app, "Grey Heron at Adyar", [2499]);
    const first = await raw(app.url, `/shop?fbclid=IwAR0abc&print=${print.id}&utm_source=whatsapp`);
    const second = await raw(app.url, `/shop?print=${print.id}&fbclid=IwAR9xyz`);
    const third = await raw(app.url, `/shop?utm_medium=social&print=${print.id}`);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect([first.headers["x-cache"], second.headers["x-cache"], third.headers["x-cache"]]).toEqual(["MISS", "HIT", "HIT"]);
    expect(third.body.equals(first.body)).toBe(true);
    const html = first.body.toString();
    expect(html).toContain(`<meta property="og:url" content="https://prints.example.in/shop?print=${print.id}" />`);
    expect(html).not.toMatch(/fbclid|utm_/);
    // A page that uses no parameter: every link to it is one entry.
    const blog = await raw(app.url, "/blog?utm_source=facebook");
    const plain = await raw(app.url, "/blog");
    expect([blog.headers["x-cache"], plain.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    // The parameter a page uses still tells its entries apart.
    const other = await raw(app.url, `/shop?print=99999&fbclid=IwAR0abc`);
    expect(other.headers["x-cache"]).toBe("MISS");
    expect(other.body.toString()).not.toContain("og:url");
  });

  it("a request with a token never gets a kept page", async () => {
    await raw(app.url, "/blog");
    expect((await raw(app.url, "/blog")).headers["x-cache"]).toBe("HIT");
    const withToken = await raw(app.url, "/blog", { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers["x-cache"]).toBeUndefined();
  });

  it("two instances on one database: a write on one is on the other's next page", async () => {
    let b: RunningApp | undefined;
    try {
      b = await secondInstance(app, { PUBLIC_URL: "https://prints.example.in" }, { frontEnds });
      await raw(b.url, "/shop");
      expect((await raw(b.url, "/shop")).headers["x-cache"]).toBe("HIT");
      await createPrint(app, "Oriental Magpie-Robin", [1999]);
      const fresh = await raw(b.url, "/shop");
      expect(fresh.headers["x-cache"]).toBe("MISS");
      expect(fresh.body.toString()).toContain("Oriental Magpie-Robin");
    } finally {
      await b?.close();
    }
  });
});

describe("a render that fails", () => {
  let app: TestApp;
  beforeAll(async () => {
    // The real browser build next to a server renderer that throws, as a broken deploy would.
    const dir = mkdtempSync(path.join(tmpdir(), "shop-broken-render-"));
    cpSync(STOREFRONT_DIST, path.join(dir, "dist"), { recursive: true });
    mkdirSync(path.join(dir, "dist-server"));
    writeFileSync(path.join(dir, "dist-server/entry-server.js"), `export async function render() { throw new Error("renderer broken on purpose"); }\n`);
    app = await startTestApp({}, { frontEnds: { storefrontDist: path.join(dir, "dist"), adminDist: path.join(dir, "admin") } });
  });
  afterAll(() => app?.close());

  it("sends the page for the browser to draw (200, never a 500), and does not keep it", async () => {
    const first = await raw(app.url, "/gallery");
    expect(first.status).toBe(200);
    const html = first.body.toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    // Its address is told all the same.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/gallery" \/>/);
    expect((await raw(app.url, "/gallery")).headers["x-cache"]).toBe("MISS");
  });
});
