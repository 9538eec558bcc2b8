// What search engines are told (issue 25): robots.txt as the issue words it, the private addresses,
// and a page's canonical path. The drawn pages' tags are tested with the real build in pages.test.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { canonicalPath, isPrivatePath, isSearchPath, printPath, slugOf, workshopPath } from "./seo.js";
import { shortName } from "../app/machine-docs.js";

describe("robots.txt, private addresses, canonical paths", () => {
  let app: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "shop-dist-"));
    mkdirSync(path.join(dist, "admin"));
    writeFileSync(path.join(dist, "admin/index.html"), '<!doctype html><html><head><meta name="robots" content="noindex" /></head><body></body></html>');
    app = await startTestApp(
      { PUBLIC_URL: "https://prints.example.in" },
      { frontEnds: { storefrontDist: path.join(dist, "no-storefront"), adminDist: path.join(dist, "admin") } },
    );
  });
  afterAll(() => app?.close());

  it("GET /robots.txt allows the site, disallows the private parts and names the sitemap last", async () => {
    const res = await fetch(`${app.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /admin-login",
        "Disallow: /admin-invitation",
        "Disallow: /auth/api/",
        "Disallow: /graphql",
        "Disallow: /cart",
        "Disallow: /order-history",
        "Disallow: /orders",
        "Disallow: /order-acknowledgment",
        "Disallow: /ta/cart",
        "Disallow: /ta/order-history",
        "Disallow: /ta/orders",
        "Disallow: /ta/order-acknowledgment",
        "",
        "Sitemap: https://prints.example.in/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("GET /opensearch.xml describes the site's search for browsers: its name, UTF-8 and the results page's template (issue 46)", async () => {
    const res = await fetch(`${app.url}/opensearch.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/opensearchdescription+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<OpenSearchDescription xmlns="http:\/\/a9.com\/-\/spec\/opensearch\/1.1\/">/);
    expect(xml).toContain("<ShortName>Chennai Wildlife</ShortName>");
    expect(xml).toContain("<Description>Search Chennai Wildlife Prints: prints, the gallery, the blog and workshops, in English or Tamil</Description>");
    expect(xml).toContain("<InputEncoding>UTF-8</InputEncoding>");
    expect(xml).toContain('<Url type="text/html" method="get" template="https://prints.example.in/search?q={searchTerms}" />');
    expect(xml).toContain('<Url type="application/opensearchdescription+xml" rel="self" template="https://prints.example.in/opensearch.xml" />');
    expect(xml).toContain("<Language>en</Language>");
  });

  it("GET /ta/opensearch.xml is the Tamil description, leading to the Tamil search page", async () => {
    const res = await fetch(`${app.url}/ta/opensearch.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/opensearchdescription+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain("<Language>ta</Language>");
    expect(xml).toContain("<Description>Chennai Wildlife Prints தளத்தில் தேடுங்கள்");
    expect(xml).toContain('<Url type="text/html" method="get" template="https://prints.example.in/ta/search?q={searchTerms}" />');
    expect(xml).toContain('<Url type="application/opensearchdescription+xml" rel="self" template="https://prints.example.in/ta/opensearch.xml" />');
  });

  it("an OpenSearch ShortName is at most 16 characters, cut at a word", () => {
    expect(shortName("Chennai Wildlife Prints")).toBe("Chennai Wildlife");
    expect(shortName("Kingfisher Shop")).toBe("Kingfisher Shop");
    expect(shortName("Vedanthangalwildlife Prints")).toBe("Vedanthangalwild");
  });

  it("the search page, in either language, is noindex, follow; nothing else is", () => {
    for (const p of ["/search", "/search/", "/ta/search", "/search?q=kingfisher", "/ta/search?q=x&size=3"]) expect(isSearchPath(p), p).toBe(true);
    for (const p of ["/", "/searches", "/shop/search", "/ta/searchx", "/blog"]) expect(isSearchPath(p), p).toBe(false);
  });

  it("the back office answers noindex in its header too", async () => {
    for (const route of ["/admin", "/admin/", "/admin/orders", "/admin-login", "/admin-invitation"]) {
      const res = await fetch(`${app.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("x-robots-tag"), route).toBe("noindex");
    }
  });

  it("private pages are the cart, a visitor's orders, their acknowledgment and the back office", () => {
    for (const p of [
      "/cart",
      "/orders",
      "/order-history",
      "/order-acknowledgment/BG123",
      "/admin",
      "/admin/orders/3",
      "/admin-login",
      "/admin-invitation",
      "/cart/",
    ])
      expect(isPrivatePath(p), p).toBe(true);
    for (const p of ["/", "/shop", "/blog/3", "/gallery", "/workshops", "/contact", "/cartography", "/ordersome", "/administrator"])
      expect(isPrivatePath(p), p).toBe(false);
  });

  it("a page's canonical path drops its query, fragment and trailing slash", () => {
    expect(canonicalPath("/shop?category=2&page=2")).toBe("/shop");
    expect(canonicalPath("/shop/?print=3#frames")).toBe("/shop");
    expect(canonicalPath("/blog/12")).toBe("/blog/12");
    expect(canonicalPath("/blog/12/")).toBe("/blog/12");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/?utm_source=x")).toBe("/");
    expect(canonicalPath("//")).toBe("/");
  });
});

describe("a detail page's slug", () => {
  it("is the title in lower case, accents dropped, other characters one hyphen", () => {
    expect(slugOf("Greater Flamingos at Pulicat!", "print")).toBe("greater-flamingos-at-pulicat");
    expect(slugOf("  Café & Kingfisher — Vedanthangal 2025 ", "print")).toBe("cafe-and-kingfisher-vedanthangal-2025");
    expect(printPath(12, "Indian Roller (Coracias benghalensis)")).toBe("/shop/12/indian-roller-coracias-benghalensis");
    expect(workshopPath("3", "Birding at Pallikaranai")).toBe("/workshops/3/birding-at-pallikaranai");
  });

  it("is at most 60 characters, cut at a word, and falls back when the title has no Latin letter or digit", () => {
    const long = slugOf("The long-billed vulture over the Nilgiris at first light, seen from the ridge above Masinagudi", "print");
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe("the-long-billed-vulture-over-the-nilgiris-at-first-light");
    expect(slugOf("செங்கால் நாரை", "print")).toBe("print");
    expect(slugOf("x".repeat(80), "print")).toBe("x".repeat(60));
  });
});
