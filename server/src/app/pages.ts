/**
 * The storefront's pages as the server draws them (issue 10): the built index.html with the page's
 * markup, the data it was drawn with (the Apollo cache, as a JSON script: the content security
 * policy allows no inline script), its head (title, description, Open Graph and Twitter tags, from
 * the same render) and preload links for the page's own chunks and styles.
 *
 * The renderer is the storefront's SSR build (`dist-server/entry-server.js`, next to `dist/`), loaded
 * on the first page request. Without it, or when a render fails, the page goes out as the plain
 * index.html and the browser draws it: a render error is logged, never a 500; since issue 43 it is a
 * 503 with Retry-After (404 for an address the router does not know), noindex and never kept.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Request } from "express";
import { pageUrl } from "../cache/public-reads.js";
import {
  canonicalPath,
  hreflangAlternates,
  isPrivatePath,
  isSearchPath,
  isStorefrontRoute,
  SEARCH_ROBOTS,
  localeOf,
  ogLocale,
  withoutLocale,
  type Locale,
} from "../http/seo.js";
import type { Page, PageSource } from "../http/static.js";
import { escapeHtml } from "../core/text.js";
import { serverText } from "../core/texts.js";

/** Seconds a page that could not be drawn (503) asks visitors and crawlers to wait (issue 43). */
export const RETRY_AFTER_SECONDS = 30;

export interface PageMeta {
  title: string;
  description?: string;
  image?: string;
  type?: "website" | "article";
}

export type Execute = (
  query: string,
  variables: Record<string, unknown> | undefined,
  /** Shared by the queries of one render (see RequestContext.once). */
  memo?: Map<string, Promise<unknown>>,
  /** The visitor the page is drawn for (their per-client limits: a search counts against whoever asked for it). */
  clientIp?: string,
) => Promise<{ data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> }>;

interface Rendered {
  html: string;
  state: unknown;
  meta: PageMeta | null;
  status: number;
  /** Where a 301 sends the visitor (a path), when the page lives at another address. */
  location?: string | null;
  file: string;
  /** schema.org JSON-LD objects (absent from a renderer built before issue 25). */
  structuredData?: unknown[];
  /** The page's language's catalogue, compiled (absent from a renderer built before issue 30). */
  messages?: unknown;
}

/** A drawn page's own chunks beyond the entry's: its stylesheets (tags for the head) and its modules. */
interface PageChunks {
  styles: string[];
  modules: string[];
}

/** The scripts a drawn page lists for its loader (storefront/src/lib/page-scripts.ts reads this shape). */
interface PageScripts {
  preload: string[];
  entry: string;
}

interface Renderer {
  render(url: string, execute: Execute, origin: string): Promise<Rendered | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The chunks every page loads first (StorefrontPages.firstLoad). */
interface FirstLoad {
  keys: Set<string>;
  modules: string[];
  styles: string[];
}

/** `key`'s chunk and every chunk it imports, into `into`. */
function collectChunks(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) collectChunks(manifest, dep, into);
}

export interface PagesOptions {
  /** The storefront's browser build (index.html, assets, .vite/manifest.json). */
  dist: string;
  /** The storefront's server build; defaults to `dist-server` next to `dist`. */
  serverDist?: string;
  execute: Execute;
  publicUrl: string;
  /** The business's name as the settings give it (the title's suffix, og:site_name). */
  siteName: () => Promise<string>;
  log?: (message: string, err?: unknown) => void;
  /** Payments are simulated (any order can be marked paid for nothing): every page says so first. */
  testMode?: boolean;
}

/**
 * The simulated-payment bar: in the body before the root, so it is in the first paint and React
 * never touches it (nothing moves when the page hydrates, drawn by the server or by the browser).
 * One line of small type on the accent's dark shade (7:1 with white) that scrolls away with the page.
 */
/** The bar every page of a shop taking no real payment shows, in the page's language. */
const testModeBar = (locale: Locale) =>
  `<div id="test-mode" role="note" style="background:#8a4409;color:#fff;font:600 13px/20px var(--font-sans,system-ui,sans-serif);text-align:center;padding:4px 12px">${escapeHtml(serverText(locale, "page.testMode"))}</div>`;

/** JSON safe inside <script>: no "</script>", no "<!--", no line separators that end a string early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value ?? {})
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The Tamil pages' font (storefront/src/fonts.css), by its name in the build's manifest. */
const TAMIL_FONT = "src/fonts/noto-sans-tamil-tamil-wght-400-700.woff2";

/** React's preload of an image (`<img fetchPriority="high">` and the like) in a drawn page. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The business's name in a render's Apollo cache (ROOT_QUERY.businessSettings.name), if it asked for it. */
function siteNameIn(state: unknown): string | undefined {
  const cache = state as Record<string, Record<string, unknown> | undefined> | null;
  let settings = cache?.ROOT_QUERY?.businessSettings as { name?: unknown; __ref?: string } | undefined;
  if (settings?.__ref) settings = cache?.[settings.__ref];
  return typeof settings?.name === "string" && settings.name ? settings.name : undefined;
}

/**
 * The content security policy's sources for the inline scripts of the built index.html (issue 27:
 * the early-tap recorder and the page's loader, storefront/src/lib/early-taps.ts and page-scripts.ts), each allowed by the sha256 of its exact
 * text rather than by 'unsafe-inline'. Read once at start, as the pages read their template.
 */
export function inlineScriptSources(dist: string): string[] {
  const file = path.join(dist, "index.html");
  if (!existsSync(file)) return [];
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`);
}

/** The list pages that link a feed in their head (each feed's title as its channel names it). */
const FEEDS: Record<string, { title: string; href: string }> = {
  "/blog": { title: "Blog", href: "/blog/feed.xml" },
  "/shop": { title: "New prints", href: "/shop/feed.xml" },
};

export class StorefrontPages implements PageSource {
  private template: string | null | undefined;
  private manifest: Record<string, ManifestChunk> | null | undefined;
  private renderer: Promise<Renderer | null> | undefined;
  private readonly serverDist: string;

  constructor(private readonly opts: PagesOptions) {
    this.serverDist = opts.serverDist ?? path.join(path.dirname(opts.dist), "dist-server");
  }

  /** The page for a GET request, or null when the storefront is not built at all. */
  async page(req: Request): Promise<Page | null> {
    const page = await this.drawPage(req);
    if (page && this.opts.testMode) page.html = page.html.replace(/<body>/, () => `<body>\n    ${testModeBar(localeOf(canonicalPath(req.path)))}`);
    return page;
  }

  private async drawPage(req: Request): Promise<Page | null> {
    const loaded = this.loadTemplate();
    if (!loaded) return null;
    // Issue 43: the router matches paths whatever their case, so `/Shop` would be a page of its own
    // (its own canonical, never kept): a public page's path in capitals answers 301 to it in lower
    // case, its query kept. Only public pages' paths: their ids are digits and their slugs lower case.
    const lower = req.path.toLowerCase();
    if (lower !== req.path && /^\/(?!\/)/.test(lower) && pageUrl(lower) !== null) {
      const q = req.originalUrl.indexOf("?");
      return { status: 301, location: q < 0 ? lower : `${lower}${req.originalUrl.slice(q)}`, html: "", keep: false };
    }
    const path = canonicalPath(req.path);
    // Issue 30: a page under `/ta` is the Tamil page, `<html lang="ta">`; its catalogue is preloaded.
    const locale = localeOf(path);
    const template = this.localeTemplate(loaded, locale);
    // Not drawn here (no renderer, a render that failed, a page the browser draws): the plain
    // index.html, with what search engines are told about its address.
    const plain = async (keep: boolean, status = 200): Promise<Page> => ({
      status,
      html: await (async () => {
        // The page's catalogue is loaded with its code (issue 30).
        const tags = [
          ...(await this.indexingTags(path, status)),
          ...this.firstLoad().styles,
          ...this.firstLoad().modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
          ...this.preloadTagsOf(`src/i18n/${locale}.json`),
        ]
          .map((t) => `    ${t}\n`)
          .join("");
        return template.replace("</head>", () => `${tags}  </head>`);
      })(),
      keep,
      ...(status === 503 && { retryAfter: RETRY_AFTER_SECONDS }),
    });
    const renderer = await this.loadRenderer();
    if (!renderer) return plain(false);
    // A public page is drawn from, and names as its own, only the parameters it reads: the page kept
    // for `/shop?print=3&fbclid=…` is the one for `/shop?print=3`.
    const url = pageUrl(req.originalUrl) ?? req.originalUrl;
    let rendered: Rendered | null;
    try {
      // One memo for the render's queries: the settings the page and its footer both ask for are read once.
      const memo = new Map<string, Promise<unknown>>();
      rendered = await renderer.render(url, (query, variables) => this.opts.execute(query, variables, memo, req.ip), this.opts.publicUrl);
    } catch (err) {
      this.opts.log?.(`Could not draw ${url} on the server; the browser draws it`, err);
      // Issue 43: never a 200 with a canonical (a soft 404 for an unknown address, or an error kept
      // as the page). A page of the router is a 503 (crawlers come back; the browser still draws it),
      // any other address a 404; both noindex, neither kept.
      return plain(false, isStorefrontRoute(path) ? 503 : 404);
    }
    if (!rendered) return plain(true); // drawn in the browser only
    // An old or wrong address (`/shop?print=3`, `/shop/3`, a wrong slug): 301 to the page's own. Only
    // a path of this site is followed (the renderer names it; anything else is drawn as it is).
    if (rendered.status === 301 && rendered.location && /^\/(?!\/)/.test(rendered.location))
      return { status: 301, location: rendered.location, html: "", keep: false };
    // A page that could not read its data (issue 43): 503 with Retry-After and noindex, never kept.
    if (rendered.status === 503) return { status: 503, html: await this.compose(template, rendered, path), keep: false, retryAfter: RETRY_AFTER_SECONDS };
    return { status: rendered.status, html: await this.compose(template, rendered, path), keep: true };
  }

  /**
   * Issue 25: a public page names its one canonical address on PUBLIC_URL (its path: the query only
   * filters, pages or pins a card); a private page (the cart, a visitor's orders: http/seo.ts) and an
   * error page are `noindex`, without a canonical. The blog's list and the shop's list link their feeds.
   * Issue 30: each language's page is canonical at its own address, and names both languages'
   * (`hreflang` en-IN, ta-IN, and x-default = English) and its Open Graph locale.
   */
  private async indexingTags(path: string, status: number, siteName?: string): Promise<string[]> {
    const { publicUrl } = this.opts;
    if (status >= 400 || isPrivatePath(path)) return ['<meta name="robots" content="noindex" />'];
    // Issue 46: a search's answers are not pages of their own; their links are.
    if (isSearchPath(path)) return [`<meta name="robots" content="${SEARCH_ROBOTS}" />`];
    const tags = [`<link rel="canonical" href="${escapeHtml(`${publicUrl}${path}`)}" />`];
    for (const { hreflang, href } of hreflangAlternates(publicUrl, path))
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
    tags.push(`<meta property="og:locale" content="${ogLocale(localeOf(path))}" />`);
    const feed = FEEDS[withoutLocale(path)];
    if (feed) {
      const title = `${siteName ?? (await this.opts.siteName())} — ${feed.title}`;
      tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(`${publicUrl}${feed.href}`)}" />`);
    }
    return tags;
  }

  private async compose(template: string, page: Rendered, path: string): Promise<string> {
    const head: string[] = [];
    const drawn = this.drawnTemplate(template);
    let html = drawn.html;
    // The footer's query asked for the business's name in this very render: no second read of the settings.
    const siteNameOf = async () => siteNameIn(page.state) ?? (await this.opts.siteName());
    if (page.meta) {
      const siteName = await siteNameOf();
      head.push(...this.metaTags(page.meta, path, siteName));
      html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.meta!.title)} — ${escapeHtml(siteName)}</title>`);
      // A page with a description of its own (a print, a post, a workshop) says it to search engines
      // too, in place of the site's (one meta description per page).
      const description = page.meta.description?.trim().slice(0, 300);
      if (description)
        html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
    }
    head.push(...(await this.indexingTags(path, page.status, path === "/blog" ? await siteNameOf() : undefined)));
    // Structured data only where the page is what it says it is (not on an error page), and public;
    // at the end of the body, so that it comes after everything the first paint needs.
    const structured =
      page.status === 200 && !isPrivatePath(path)
        ? (page.structuredData ?? []).map((thing) => `\n    <script type="application/ld+json">${scriptJson(thing)}</script>`).join("")
        : "";
    // React writes the preload of the page's largest image at the start of the drawn markup: brought
    // up into the head, it is asked for as soon as the head is read, beside the stylesheet and fonts.
    const images: string[] = [];
    const body = page.html.replace(IMAGE_PRELOAD, (tag) => {
      images.push(tag);
      return "";
    });
    const chunks = this.chunksOf(page.file);
    const scripts: PageScripts = { preload: [...chunks.modules, ...this.firstLoad().modules, ...drawn.preload], entry: drawn.entry };
    head.push(...images, ...this.firstLoad().styles, ...chunks.styles, `<script type="application/json" id="page-scripts">${scriptJson(scripts)}</script>`);
    // The page's catalogue (issue 30) goes with its data: the browser formats with it from the first
    // render, and it costs the page's scripts nothing.
    const messages = page.messages ? `\n    <script type="application/json" id="i18n">${scriptJson(page.messages)}</script>` : "";
    // Function replacements: a `$&` or `$'` in a title or a post would otherwise be read as a pattern.
    return html
      .replace("</head>", () => `${head.map((t) => `    ${t}\n`).join("")}  </head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>\n    <script type="application/json" id="apollo-state">${scriptJson(page.state)}</script>${messages}${structured}`,
      );
  }

  /**
   * Title, description, Open Graph and the Twitter card (X reads its own names). og:url is the
   * canonical address (`path`: no query, no trailing slash), so that both name one page (issue 43).
   */
  private metaTags(meta: PageMeta, path: string, siteName: string): string[] {
    const { publicUrl } = this.opts;
    const tags: string[] = [];
    const description = meta.description?.slice(0, 300);
    const image = meta.image ? `${publicUrl}${meta.image}` : undefined;
    const tag = (attr: "property" | "name", name: string, content: string | undefined) => {
      if (content !== undefined) tags.push(`<meta ${attr}="${name}" content="${escapeHtml(content)}" />`);
    };
    if (!description && !image) return tags; // a page with only a title: the site's own description stays
    tag("name", "twitter:card", image ? "summary_large_image" : "summary");
    tag("property", "og:site_name", siteName);
    tag("property", "og:type", meta.type ?? "website");
    tag("property", "og:title", meta.title);
    tag("property", "og:description", description);
    tag("property", "og:url", `${publicUrl}${path}`);
    tag("property", "og:image", image);
    tag("name", "twitter:title", meta.title);
    tag("name", "twitter:description", description);
    tag("name", "twitter:image", image);
    return tags;
  }

  private readonly pageChunks = new Map<string, PageChunks>();

  /** The drawn page's own chunks and styles (the entry's are in index.html already), worked out once per page. */
  private chunksOf(file: string): PageChunks {
    let chunks = this.pageChunks.get(file);
    if (!chunks) this.pageChunks.set(file, (chunks = this.readChunks(file)));
    return chunks;
  }

  /** The same as tags, for a page whose scripts stay in the head (one the browser draws). */
  private preloadTagsOf(file: string): string[] {
    const { styles, modules } = this.chunksOf(file);
    return [...styles, ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`)];
  }

  private steps: FirstLoad | undefined;

  /**
   * What every page loads first: the entry's chunks and the steps main.tsx imports one task after
   * another (React DOM, Apollo Client, the app's shell: every dynamic import of the entry but the
   * catalogues, which a drawn page carries). `modules` are the steps' files, to preload; `styles` the
   * stylesheets of the steps' chunks (index.html links only the entry's), for the head, so that a
   * style the app's shell imports is there at the first paint.
   */
  private firstLoad(): FirstLoad {
    if (this.steps) return this.steps;
    const manifest = this.loadManifest();
    const keys = new Set<string>();
    const modules: string[] = [];
    const styles: string[] = [];
    const entryKey = manifest && Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (manifest && entryKey) {
      collectChunks(manifest, entryKey, keys);
      const entryChunks = new Set(keys);
      for (const step of manifest[entryKey].dynamicImports ?? []) if (!step.endsWith(".json")) collectChunks(manifest, step, keys);
      const entryStyles = new Set([...entryChunks].flatMap((key) => manifest[key].css ?? []));
      for (const key of keys) {
        if (entryChunks.has(key)) continue;
        modules.push(`/${manifest[key].file}`);
        for (const css of manifest[key].css ?? []) if (!entryStyles.has(css)) styles.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
      }
    }
    return (this.steps = { keys, modules, styles: [...new Set(styles)] });
  }

  private readChunks(file: string): PageChunks {
    const chunks: PageChunks = { styles: [], modules: [] };
    const manifest = this.loadManifest();
    if (!manifest?.[file]) return chunks;
    const known = this.firstLoad().keys;
    const own = new Set<string>();
    collectChunks(manifest, file, own);
    for (const key of own) {
      if (known.has(key)) continue;
      const chunk = manifest[key];
      for (const css of chunk.css ?? []) chunks.styles.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
      chunks.modules.push(`/${chunk.file}`);
    }
    return chunks;
  }

  private drawn: { from: string; html: string; entry: string; preload: string[] } | undefined;

  /**
   * index.html for a page that is already drawn, without its scripts: the page lists them in
   * `#page-scripts` and the inline loader (storefront/src/lib/page-scripts.ts) asks for them once the
   * first contentful paint is reported, so that the stylesheet, the fonts and the largest image have
   * the link to themselves until then. (Named in the head, the scripts were in Lighthouse's
   * first-paint chain on every run: FCP 2.2 s and LCP 2.8 s simulated on `/`, 0.9 s and 1.9 s
   * without them; hydration's slices now come after the paint, as blocking time: docs/performance.md.)
   */
  private drawnTemplate(template: string): { html: string; entry: string; preload: string[] } {
    if (this.drawn?.from !== template) {
      const lines = template.match(/^\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?\n/gm) ?? [];
      let html = template;
      for (const line of lines) html = html.replace(line, "");
      const url = (kind: string) => lines.filter((line) => line.includes(kind)).map((line) => /(?:src|href)="([^"]+)"/.exec(line)![1]);
      const [entry] = url('<script type="module"');
      if (!entry) throw new Error("index.html has no module script");
      this.drawn = { from: template, html, entry, preload: url('rel="modulepreload"') };
    }
    return this.drawn;
  }

  private readonly localeTemplates = new Map<string, string>();

  /**
   * index.html in a language: `<html lang="ta">` for a Tamil page (the built file says `en`), which
   * also preloads the Tamil font beside the latin ones, as the only pages that draw with it.
   */
  private localeTemplate(template: string, locale: Locale): string {
    if (locale === "en") return template;
    let html = this.localeTemplates.get(template);
    if (!html) {
      this.localeTemplates.clear();
      // The page's default title and description (those of a page that names none of its own) in its language.
      html = template
        .replace(/<html lang="en">/, `<html lang="${locale}">`)
        // The browser's site search leads to this language's search page (issue 46).
        .replace(/(<link rel="search"[^>]*href=")\/opensearch\.xml"/, `$1/${locale}/opensearch.xml"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(serverText(locale, "page.title"))}</title>`)
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
          () => `<meta name="description" content="${escapeHtml(serverText(locale, "page.description"))}" />`,
        );
      const font = this.loadManifest()?.[TAMIL_FONT]?.file;
      if (font)
        html = html.replace(
          /(<link rel="preload" as="font"[^>]*>\n)(?![\s\S]*<link rel="preload" as="font")/,
          (last) => `${last}    <link rel="preload" as="font" type="font/woff2" crossorigin="" href="/${font}">\n`,
        );
      this.localeTemplates.set(template, html);
    }
    return html;
  }

  private loadTemplate(): string | null {
    if (this.template === undefined) {
      const file = path.join(this.opts.dist, "index.html");
      this.template = existsSync(file) ? readFileSync(file, "utf8") : null;
    }
    return this.template;
  }

  tamilFont(): string | null {
    const font = this.loadManifest()?.[TAMIL_FONT]?.file;
    return font ? `/${font}` : null;
  }

  private loadManifest(): Record<string, ManifestChunk> | null {
    if (this.manifest === undefined) {
      const file = path.join(this.opts.dist, ".vite/manifest.json");
      this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>) : null;
    }
    return this.manifest;
  }

  private loadRenderer(): Promise<Renderer | null> {
    this.renderer ??= (async () => {
      const file = path.join(this.serverDist, "entry-server.js");
      if (!existsSync(file)) return null;
      try {
        return (await import(pathToFileURL(file).href)) as Renderer;
      } catch (err) {
        this.opts.log?.("Could not load the storefront's server renderer; pages are drawn in the browser", err);
        return null;
      }
    })();
    return this.renderer;
  }
}
