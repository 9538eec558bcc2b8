/**
 * Sitemaps (sitemaps.org 0.9, issue 25): what a domain hands in (a `SitemapSource`: its public
 * entries in id order, a batch at a time) and how they are written (an index naming the children,
 * each child a `urlset` streamed batch by batch). Every address is absolute on PUBLIC_URL; `lastmod`
 * is a W3C date-time in India time; prints and gallery groups carry Google's image extension.
 * The kernel names no domain: the composition root (app/machine-docs.ts) lists the sources.
 * Issue 30: each entry is written once per language (the English address, then the Tamil one under
 * `/ta`), each naming both and x-default as `xhtml:link` alternates, so the pairs are reciprocal.
 */
import { hreflangAlternates, localized } from "./seo.js";
import { indiaDateTime } from "../core/india-time.js";
import { el, xmlDocument, type XmlSink, XmlStream } from "../core/xml.js";

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const IMAGE_NS = "http://www.google.com/schemas/sitemap-image/1.1";
export const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** The languages each entry is written in, English first (issue 30). */
export const SITEMAP_LOCALES = ["en", "ta"] as const;

/** sitemaps.org's limit of URLs in one sitemap: past it, a child is split. */
export const MAX_SITEMAP_URLS = 50_000;

/** Rows read from the database at a time while a child is written. */
export const SITEMAP_BATCH = 500;

/** The most rows a source answers at once: a batch asked for is never larger (a shorter answer means the end). */
export const MAX_SITEMAP_BATCH = 1000;

/** One address of a child sitemap. */
export interface SitemapEntry {
  /** The row's id: the next batch starts after it. */
  id: number;
  /** The page's path (from @shop/seo's path functions). */
  path: string;
  /** When what the page shows last changed; left out when unknown. */
  lastmod?: Date | null;
  /** Paths of the photographs the page shows (the largest variant of each), for Google's image extension. */
  images?: string[];
}

/** A domain's part of the sitemap: its public things, in id order, read in batches. */
export interface SitemapSource {
  /** The child's name: `prints` gives `/sitemaps/prints-1.xml`, `prints-2.xml` … */
  readonly name: string;
  /** How many public things there are (how many children the index names). */
  count(): Promise<number>;
  /**
   * Up to `size` entries (at most MAX_SITEMAP_BATCH) with an id above `afterId`, in id order, after
   * skipping `skip` of them (a later child's first batch starts there; the batches after it go on
   * from the last id). Fewer than `size` means there are no more.
   */
  entries(afterId: number, size: number, skip: number): Promise<SitemapEntry[]>;
  /** When the newest change among them was (the lastmod of the list page that shows them); null when there are none. */
  lastModified(): Promise<Date | null>;
}

/** A child's path: `/sitemaps/{name}-{n}.xml`. */
export const sitemapChildPath = (name: string, n: number) => `/sitemaps/${name}-${n}.xml`;

/** `/sitemaps/prints-2.xml` → { name: "prints", n: 2 }; null for anything else. */
export function parseSitemapChild(path: string): { name: string; n: number } | null {
  const m = /^\/sitemaps\/([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(path);
  return m ? { name: m[1], n: Number(m[2]) } : null;
}

/** Entries in one child of at most `limit` URLs: each entry is one URL per language. */
export const entriesPerChild = (limit: number) => Math.max(1, Math.floor(limit / SITEMAP_LOCALES.length));

/** How many children a source of `count` things makes with at most `limit` URLs each (at least one: an empty urlset is still a sitemap). */
export const childCount = (count: number, limit: number) => Math.max(1, Math.ceil(count / entriesPerChild(limit)));

/** The sitemap index naming every child of every source, in the sources' order. */
export async function sitemapIndexXml(publicUrl: string, sources: readonly SitemapSource[], limit = MAX_SITEMAP_URLS): Promise<string> {
  const counts = await Promise.all(sources.map((s) => s.count()));
  const children = sources.flatMap((s, i) =>
    Array.from({ length: childCount(counts[i], limit) }, (_, k) => el("sitemap", null, el("loc", null, `${publicUrl}${sitemapChildPath(s.name, k + 1)}`))),
  );
  return xmlDocument(el("sitemapindex", { xmlns: SITEMAP_NS }, ...children));
}

/** The entry's URLs, one per language, each with the alternates of both languages and x-default. */
function urlElements(publicUrl: string, entry: SitemapEntry, withImages: boolean) {
  const alternates = hreflangAlternates(publicUrl, entry.path).map(({ hreflang, href }) => el("xhtml:link", { rel: "alternate", hreflang, href }));
  return SITEMAP_LOCALES.map((locale) =>
    el(
      "url",
      null,
      el("loc", null, `${publicUrl}${localized(locale, entry.path)}`),
      entry.lastmod && el("lastmod", null, indiaDateTime(entry.lastmod)),
      ...alternates,
      ...(withImages ? (entry.images ?? []).map((src) => el("image:image", null, el("image:loc", null, `${publicUrl}${src}`))) : []),
    ),
  );
}

/**
 * Streams child `n` of `source` (at most `limit` URLs: its entries `(n-1)*k` to `n*k`, k = entriesPerChild(limit)) to `sink`, reading SITEMAP_BATCH
 * rows at a time: no more than a batch is in memory. Stops reading when the client has gone.
 */
export async function writeSitemapChild(
  sink: XmlSink,
  publicUrl: string,
  source: SitemapSource,
  n: number,
  opts: { limit?: number; batch?: number; images?: boolean } = {},
): Promise<void> {
  const limit = entriesPerChild(opts.limit ?? MAX_SITEMAP_URLS);
  const batch = Math.max(1, Math.min(opts.batch ?? SITEMAP_BATCH, limit, MAX_SITEMAP_BATCH));
  const images = opts.images ?? false;
  const xml = new XmlStream(sink);
  await xml.begin(el("urlset", { xmlns: SITEMAP_NS, "xmlns:xhtml": XHTML_NS, "xmlns:image": images ? IMAGE_NS : undefined }));
  let written = 0;
  let afterId = 0;
  let skip = (n - 1) * limit;
  while (written < limit && !xml.gone) {
    const wanted = Math.min(batch, limit - written);
    const rows = await source.entries(afterId, wanted, skip);
    skip = 0;
    for (const entry of rows) for (const url of urlElements(publicUrl, entry, images)) await xml.write(url);
    written += rows.length;
    if (rows.length < wanted) break; // the last batch
    afterId = rows[rows.length - 1].id;
  }
  await xml.close();
}

/** A fixed list of pages as a source (the site's own pages: home, lists, contact, policies). */
export function pagesSource(name: string, pages: readonly { path: string; lastmod?: () => Promise<Date | null> }[]): SitemapSource {
  return {
    name,
    count: () => Promise.resolve(pages.length),
    lastModified: () => Promise.resolve(null),
    async entries(afterId, size, skip) {
      const chosen = pages.map((p, i) => ({ ...p, id: i + 1 })).filter((p) => p.id > afterId);
      const slice = chosen.slice(skip, skip + size);
      return Promise.all(slice.map(async (p) => ({ id: p.id, path: p.path, lastmod: p.lastmod ? await p.lastmod() : null })));
    },
  };
}
