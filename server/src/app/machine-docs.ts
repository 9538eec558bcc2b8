/**
 * The documents for machines (issue 25, docs/seo.md), mounted together ahead of the storefront's
 * pages: `robots.txt`, the sitemap index and its children, the blog's and the shop's RSS feeds, and
 * the Google Merchant Center feed, and `opensearch.xml` (issue 46: the site's search for browsers). Each domain writes its own part (shop/shop-machine-docs.ts,
 * gallery/gallery-sitemap.ts, workshops/workshop-sitemap.ts, blog/blog-feed.ts); what combines them
 * (the index, the site's own pages) is here, in the composition root.
 *
 * The XML ones stream (core/xml.ts): rows are read a batch at a time and written as they come,
 * waiting when the client reads slowly. They are public reads (cache/public-reads.ts): the public
 * cache keeps an answer up to its size limit and forgets it on any write, so a print added or
 * removed is in or out of the next read.
 */
import express, { type Request, type Response, type Router } from "express";
import type { Services } from "../core/context.js";
import { childCount, MAX_SITEMAP_URLS, pagesSource, parseSitemapChild, sitemapIndexXml, type SitemapSource, writeSitemapChild } from "../http/sitemap.js";
import { robotsTxt } from "../http/seo.js";
import { el, xmlDocument } from "../core/xml.js";
import { serverText } from "../core/texts.js";
import type { Language } from "../core/language.js";
import { blogSitemap, writeBlogFeed } from "../blog/blog-feed.js";
import { gallerySitemap } from "../gallery/gallery-sitemap.js";
import { printsSitemap, writeMerchantFeed, writeShopFeed } from "../shop/shop-machine-docs.js";
import { workshopsSitemap } from "../workshops/workshop-sitemap.js";

/** The site's own pages, as the storefront draws them (the pages' child of the sitemap). */
export const SITE_PAGES = [
  "/",
  "/gallery",
  "/shop",
  "/workshops",
  "/blog",
  "/contact",
  "/licensing",
  "/privacy",
  "/terms",
  "/shipping",
  "/returns",
  "/developers",
] as const;

export interface MachineDocsOptions {
  /** URLs in one child sitemap before it is split (sitemaps.org's 50 000; tests split at a few). */
  sitemapLimit?: number;
  /** Rows read at a time for a child sitemap (http/sitemap.ts SITEMAP_BATCH) and prints for the Merchant feed (MERCHANT_BATCH). */
  sitemapBatch?: number;
  merchantBatch?: number;
  /** How many of the long documents (sitemap children, the Merchant feed) this instance writes at once; more are answered 503. */
  maxConcurrent?: number;
}

/** The long documents written at once by default: crawlers read them a few times a day, one at a time. */
export const MAX_CONCURRENT_DOCS = 2;

const XML = "application/xml; charset=utf-8";
const OPENSEARCH = "application/opensearchdescription+xml; charset=utf-8";

/** OpenSearch's limit on a ShortName: the business's name, cut at a word when longer. */
const SHORT_NAME_MAX = 16;

export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const words = name.split(/\s+/);
  let short = "";
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

/**
 * The OpenSearch description (issue 46) every page links to (`<link rel="search">` in the
 * storefront's index.html; a Tamil page links `/ta/opensearch.xml`): browsers offer the site's search
 * in their address bar with it, leading to the search page in the description's language.
 */
export function openSearchXml(publicUrl: string, businessName: string, locale: Language = "en"): string {
  const prefix = locale === "en" ? "" : `/${locale}`;
  return xmlDocument(
    el(
      "OpenSearchDescription",
      { xmlns: "http://a9.com/-/spec/opensearch/1.1/" },
      el("ShortName", null, shortName(businessName)),
      el("Description", null, serverText(locale, "page.openSearch", { name: businessName })),
      el("InputEncoding", null, "UTF-8"),
      el("Language", null, locale),
      el("Image", { width: 16, height: 16, type: "image/svg+xml" }, `${publicUrl}/favicon.svg`),
      el("Url", { type: "text/html", method: "get", template: `${publicUrl}${prefix}/search?q={searchTerms}` }),
      el("Url", { type: "application/opensearchdescription+xml", rel: "self", template: `${publicUrl}${prefix}/opensearch.xml` }),
    ),
  );
}
const RSS = "application/rss+xml; charset=utf-8";

/** The sitemap's sources in the index's order: the site's pages, prints, gallery groups, workshops, blog posts. */
export function sitemapSources(s: Services): SitemapSource[] {
  const domains = { prints: printsSitemap(s.shop), gallery: gallerySitemap(s.gallery), workshops: workshopsSitemap(s.workshops), blog: blogSitemap(s.blog) };
  // A list page changed when the newest change among its things was; the home page shows all four.
  const lists: Record<string, () => Promise<Date | null>> = {
    "/shop": () => domains.prints.lastModified(),
    "/gallery": () => domains.gallery.lastModified(),
    "/workshops": () => domains.workshops.lastModified(),
    "/blog": () => domains.blog.lastModified(),
  };
  lists["/"] = async () => {
    const dates = (await Promise.all(Object.values(domains).map((d) => d.lastModified()))).filter((d): d is Date => d !== null);
    return dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  };
  const pages = pagesSource(
    "pages",
    SITE_PAGES.map((path) => ({ path, lastmod: lists[path] })),
  );
  return [pages, domains.prints, domains.gallery, domains.workshops, domains.blog];
}

/**
 * Runs a streaming writer; a failure before anything was sent is the error handler's (a 500 with a
 * message), one after it cuts the connection, so a truncated document is neither taken as whole nor kept.
 */
function streamed(contentType: string, write: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: express.NextFunction) => {
    res.status(200).set("Content-Type", contentType);
    write(req, res).catch((err) => {
      if (res.headersSent) res.destroy(err as Error);
      else next(err);
    });
  };
}

/**
 * At most `max` long documents written at once (each reads the whole catalogue, a batch at a time);
 * one more is answered 503 with Retry-After, not queued: a crawler comes back, and a client asking
 * for them in a loop costs a counter, not the database. A slot is held until the answer is done or
 * its client has gone.
 */
export function limited(max: number) {
  let running = 0;
  return (_req: Request, res: Response, next: express.NextFunction) => {
    if (running >= max) {
      res.status(503).set("Retry-After", "30").type("text/plain").send("Busy writing this document for others: try again in a minute.");
      return;
    }
    running += 1;
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        running -= 1;
      }
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  };
}

export function createMachineDocsRouter(s: Services, publicUrl: string, opts: MachineDocsOptions = {}): Router {
  const limit = Math.min(Math.max(1, Math.trunc(opts.sitemapLimit ?? MAX_SITEMAP_URLS)), MAX_SITEMAP_URLS);
  const sources = sitemapSources(s);
  const long = limited(Math.max(1, opts.maxConcurrent ?? MAX_CONCURRENT_DOCS));
  const r = express.Router();

  const robots = robotsTxt(publicUrl);
  r.get("/robots.txt", (_req, res) => {
    res.set("Content-Type", "text/plain; charset=utf-8").set("Cache-Control", "public, max-age=3600").send(robots);
  });

  r.get(["/opensearch.xml", "/ta/opensearch.xml"], async (req, res, next) => {
    try {
      const { name } = await s.content.business();
      const locale = req.path.startsWith("/ta/") ? "ta" : "en";
      res
        .set("Content-Type", OPENSEARCH)
        .set("Cache-Control", "public, max-age=3600")
        .send(openSearchXml(publicUrl, name, locale));
    } catch (err) {
      next(err);
    }
  });

  r.get("/sitemap.xml", async (_req, res, next) => {
    try {
      res.set("Content-Type", XML).send(await sitemapIndexXml(publicUrl, sources, limit));
    } catch (err) {
      next(err);
    }
  });

  r.get(/^\/sitemaps\/[^/]+$/, long, async (req, res, next) => {
    try {
      const child = parseSitemapChild(req.path);
      const source = child && sources.find((x) => x.name === child.name);
      if (!child || !source || child.n > childCount(await source.count(), limit)) {
        res.status(404).type("text/plain").send("No such sitemap");
        return;
      }
      const images = source.name === "prints" || source.name === "gallery";
      streamed(XML, (_q, out) => writeSitemapChild(out, publicUrl, source, child.n, { limit, images, batch: opts.sitemapBatch }))(req, res, next);
    } catch (err) {
      next(err);
    }
  });

  r.get(
    "/blog/feed.xml",
    streamed(RSS, (_req, res) => writeBlogFeed(res, s, publicUrl)),
  );
  r.get(
    "/shop/feed.xml",
    streamed(RSS, async (_req, res) => writeShopFeed(res, s.shop, publicUrl, (await s.content.business()).name)),
  );
  r.get(
    "/merchant-feed.xml",
    long,
    streamed(RSS, async (_req, res) => writeMerchantFeed(res, s.shop, publicUrl, (await s.content.business()).name, { batch: opts.merchantBatch })),
  );
  return r;
}
