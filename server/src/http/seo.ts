/**
 * What search engines are told (issue 25): which addresses are private (never indexed, and
 * disallowed in robots.txt), a public page's canonical address, and robots.txt itself. No imports:
 * the storefront uses it too (the `@shop/seo` alias), to keep the head right as it navigates.
 */

/** The prefixes robots.txt disallows: the back office, the API, and a visitor's own cart and orders. */
export const ROBOTS_DISALLOW: readonly string[] = [
  "/admin",
  "/admin-login",
  "/admin-invitation",
  "/auth/api/",
  "/graphql",
  "/cart",
  "/order-history",
  "/orders",
  "/order-acknowledgment",
  // The same in Tamil (issue 30).
  "/ta/cart",
  "/ta/order-history",
  "/ta/orders",
  "/ta/order-acknowledgment",
];

/**
 * True for a page that carries `<meta name="robots" content="noindex">` and no canonical: the cart
 * and checkout, a visitor's orders and their acknowledgment (in either language), the back office, its sign-in and its invitations.
 */
export function isPrivatePath(path: string): boolean {
  return /^(\/ta)?\/(cart|orders|order-history|order-acknowledgment|admin|admin-login|admin-invitation)(\/|$)/.test(path);
}

/**
 * True for the search page (issue 46, in either language): `noindex, follow`, no canonical. Its
 * answers change with every query and would crowd the index with thin copies of the catalogue, but
 * its links lead to the pages that are indexed.
 */
export function isSearchPath(path: string): boolean {
  return /^(\/ta)?\/search\/?$/.test(path.replace(/[?#].*$/, ""));
}

/** The robots meta of the search page: not indexed, its links followed. */
export const SEARCH_ROBOTS = "noindex, follow";

/**
 * The path a public page names as its canonical address: no query (its parameters only filter, page
 * or pin a card: the page is the same page), no fragment, no trailing slash but the root's.
 */
export function canonicalPath(url: string): string {
  const path = url.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : "/";
}

/**
 * True for an address the storefront's router draws a page of its own for (storefront/src/router.tsx,
 * in either language); any other is its 404. The server tells the two apart when a render fails
 * (issue 43): a page of the router is a 503, any other address a 404, never a 200. A detail page's id
 * is a number: any other (`/blog/abc`) is the page's own 404 whatever the database holds.
 */
export function isStorefrontRoute(path: string): boolean {
  const bare = withoutLocale(canonicalPath(path));
  return (
    /^\/(gallery|shop|blog|workshops|search|contact|licensing|privacy|terms|shipping|returns|developers|cart|orders|order-history)?$/.test(bare) ||
    /^\/(gallery|shop|workshops)\/\d+(\/[^/]+)?$/.test(bare) ||
    /^\/blog\/\d+$/.test(bare) ||
    /^\/order-acknowledgment\/[^/]+$/.test(bare)
  );
}

/** robots.txt: everything but the private prefixes, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

/**
 * The slug of a detail page's address, from its title: lower case, accents dropped, every run of
 * other characters one hyphen, at most 60 characters cut at a word. A title with no Latin letter or
 * digit (a Tamil title) falls back to `fallback`, so the address is never `/shop/7/`.
 * Hand-written rather than `slugify`: this module has no imports (the storefront bundles it).
 */
export function slugOf(title: string, fallback: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, 60) ?? "") || fallback;
}

/** A print's page: `/shop/{id}/{slug}`. */
export const printPath = (id: number | string, title: string) => `/shop/${id}/${slugOf(title, "print")}`;

/** A gallery group's page: `/gallery/{id}/{slug}`. */
export const galleryPath = (id: number | string, title: string) => `/gallery/${id}/${slugOf(title, "photographs")}`;

/** A workshop's page: `/workshops/{id}/{slug}`. */
export const workshopPath = (id: number | string, title: string) => `/workshops/${id}/${slugOf(title, "workshop")}`;

/** A blog post's page stays at the spec's address, `/blog/{id}`. */
export const blogPostPath = (id: number | string) => `/blog/${id}`;

/**
 * Issue 30: the storefront in two languages. English stays at every address it had; Tamil is the
 * same page under `/ta` (`/ta`, `/ta/shop`, `/ta/shop/7/kingfisher` …). The storefront's router
 * takes `/ta` as its basename, so every link inside a Tamil page stays Tamil.
 */
export type Locale = "en" | "ta";

/** The prefix of the Tamil pages. */
export const TAMIL_PREFIX = "/ta";

/** The language a path is drawn in. */
export function localeOf(path: string): Locale {
  return /^\/ta(\/|$|\?)/.test(path) ? "ta" : "en";
}

/** The path without its language prefix (`/ta/shop` → `/shop`, `/ta` → `/`): the page it shows. */
export function withoutLocale(path: string): string {
  if (localeOf(path) === "en") return path;
  const rest = path.slice(TAMIL_PREFIX.length);
  return rest === "" || rest.startsWith("?") ? `/${rest}` : rest;
}

/** The same page in a language: `localized("ta", "/shop")` → `/ta/shop`, `localized("ta", "/")` → `/ta`. */
export function localized(locale: Locale, path: string): string {
  const bare = withoutLocale(path);
  if (locale === "en") return bare;
  return bare === "/" || bare.startsWith("/?") ? `${TAMIL_PREFIX}${bare.slice(1)}` : `${TAMIL_PREFIX}${bare}`;
}

/** The `hreflang` alternates of a public page: both languages and x-default (= English), absolute. */
export function hreflangAlternates(publicUrl: string, path: string): { hreflang: string; href: string }[] {
  const en = `${publicUrl}${localized("en", path)}`;
  return [
    { hreflang: "en-IN", href: en },
    { hreflang: "ta-IN", href: `${publicUrl}${localized("ta", path)}` },
    { hreflang: "x-default", href: en },
  ];
}

/** Open Graph's name of the page's language. */
export const ogLocale = (locale: Locale) => (locale === "ta" ? "ta_IN" : "en_IN");
