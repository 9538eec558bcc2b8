/**
 * What search engines are told (issue 25): which addresses are private (never indexed, and
 * disallowed in robots.txt), a public page's canonical address, and robots.txt itself. No imports:
 * the storefront uses it too (the `@shop/seo` alias), to keep the head right as it navigates.
 */

/** The prefixes robots.txt disallows: the back office, the API, and a visitor's own cart and orders. */
export const ROBOTS_DISALLOW: readonly string[] = [
  "/admin",
  "/admin-login",
  "/auth/api/",
  "/graphql",
  "/cart",
  "/order-history",
  "/orders",
  "/order-acknowledgment",
];

/**
 * True for a page that carries `<meta name="robots" content="noindex">` and no canonical: the cart
 * and checkout, a visitor's orders and their acknowledgment, the back office and its sign-in.
 */
export function isPrivatePath(path: string): boolean {
  return /^\/(cart|orders|order-history|order-acknowledgment|admin|admin-login)(\/|$)/.test(path);
}

/**
 * The path a public page names as its canonical address: no query (its parameters only filter, page
 * or pin a card: the page is the same page), no fragment, no trailing slash but the root's.
 */
export function canonicalPath(url: string): string {
  const path = url.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : "/";
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
