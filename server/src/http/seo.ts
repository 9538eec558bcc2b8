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
