/**
 * What the public-read cache may keep, and which writes leave it valid. One list each, so a new
 * route is uncached and invalidating until someone decides otherwise.
 */
import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { withoutLocale } from "../http/seo.js";

/** GET paths of the REST shims and feeds that answer the same to every visitor (catalogue and site content). */
export const PUBLIC_REST_READS: RegExp[] = [
  /^\/auth\/api\/(view-gallery|gallery|locations|view-location|gallery-categories|view-gallerycat)$/,
  /^\/auth\/api\/getAdsWithFrames$/,
  /^\/auth\/api\/(view-hero-section|get-author-public)$/,
  /^\/instagram-posts\.json$/,
  /^\/auth\/api\/view-workshops$/,
  /^\/auth\/api\/(list-with-comments|blogid\/[^/]+|blog\/[^/]+\/comments)$/,
];

/**
 * The documents for machines (app/machine-docs.ts: the sitemaps, the blog's and the shop's feeds,
 * the Merchant feed), which read no query parameter: kept under their path alone, so a query string
 * (`?utm_source=…`, or a random one) is the same entry, not a fresh generation of the whole catalogue.
 */
export const PATH_ONLY_READS: RegExp[] = [
  /^\/blog\/feed\.xml$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[a-z]+-\d{1,6}\.xml$/,
  /^\/shop\/feed\.xml$/,
  /^\/merchant-feed\.xml$/,
  /^\/(ta\/)?opensearch\.xml$/,
];

/** A positive id as the storefront reads one (storefront/src/lib/ids.ts). */
const positiveId = (v: string) => (/^[1-9]\d{0,15}$/.test(v) ? v : null);

/** The search page's parameters as it reads them (storefront/src/routes/search.tsx `useSearchAddress`); null: as if absent. */
const SEARCH_PARAMS: Record<string, (value: string) => string | null> = {
  q: (v) => v.trim().slice(0, 200) || null,
  category: positiveId,
  size: positiveId,
  location: positiveId,
  price: (v) => {
    const m = /^(\d{1,10})-(\d{1,10})?$/.exec(v);
    return m ? `${Number(m[1])}-${m[2] ? Number(m[2]) : ""}` : null;
  },
  // Relevance is the order without the parameter.
  sort: (v) => (["price_asc", "price_desc", "newest"].includes(v) ? v : null),
};

/**
 * Storefront pages the server draws the same for every visitor (the catalogue, the blog, the
 * workshops, contact and the policies), each with the query parameters it reads (the storefront's
 * `useSearchParams`). The cart, checkout and a visitor's orders are absent: they are drawn in the
 * browser from what it holds.
 */
export const PUBLIC_PAGES: { path: RegExp; params: string[]; read?: Record<string, (value: string) => string | null> }[] = [
  { path: /^\/$/, params: [] },
  { path: /^\/(shop|gallery|workshops)\/?$/, params: [] },
  { path: /^\/(blog|licensing|privacy|terms|shipping|returns|developers)\/?$/, params: [] },
  { path: /^\/contact\/?$/, params: ["type"] },
  // The search page (issue 46): the query, its filters, its order (storefront/src/routes/search.tsx).
  // Each kept as the page reads it (`read`), so that values it ignores or reads alike are one entry, not
  // one each: `sort=1`, `sort=2`… would otherwise each cost a search and a drawing, and push the
  // catalogue's pages out of the cache.
  { path: /^\/search\/?$/, params: ["q", "category", "size", "location", "price", "sort"], read: SEARCH_PARAMS },
  { path: /^\/blog\/[^/]+\/?$/, params: [] },
  // A print, a gallery group, a workshop (issue 25). Only the right address is kept: the id alone or
  // a wrong slug answers 301, which the cache never keeps.
  { path: /^\/(shop|gallery|workshops)\/[^/]+(\/[^/]+)?\/?$/, params: [] },
];

/**
 * The parameters of the old shared links, which now answer 301 to the detail page they name
 * (`/shop?print=3` → `/shop/3/{slug}`). A URL carrying one is not a page that is kept: it is drawn
 * (to learn the address) and its 301 goes out uncached, never confused with the list page it names.
 */
export const MOVED_PARAMS: { path: RegExp; param: string }[] = [
  { path: /^\/shop\/?$/, param: "print" },
  { path: /^\/gallery\/?$/, param: "item" },
  { path: /^\/workshops\/?$/, param: "workshop" },
];

/**
 * The URL a drawn page is kept under and names as its own (og:url): its path and only the
 * parameters it reads, sorted, each once (the first, as the page reads it). Links shared on social
 * sites carry `fbclid`, `utm_*` and the like: they change nothing on the page. Null for a path that
 * is not a public page, or for an old address that answers 301 (MOVED_PARAMS).
 */
export function pageUrl(url: string): string | null {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  // A Tamil page (issue 30) is the English page's path under `/ta`: kept under its own path, so the
  // two languages are two entries.
  const bare = withoutLocale(path);
  const page = PUBLIC_PAGES.find((p) => p.path.test(bare));
  if (!page) return null;
  if (q < 0) return path;
  const given = new URLSearchParams(url.slice(q + 1));
  if (MOVED_PARAMS.some((m) => m.path.test(bare) && given.has(m.param))) return null;
  const kept = new URLSearchParams();
  for (const name of [...page.params].sort()) {
    const given1 = given.get(name);
    const value = given1 === null ? null : page.read?.[name] ? page.read[name](given1) : given1;
    if (value !== null) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** The cache key of a public GET (a REST read by its whole URL, a document for machines by its path, a page by `pageUrl`), or null when it is not kept. */
export function publicGetKey(url: string): string | null {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (PATH_ONLY_READS.some((re) => re.test(path))) return `GET ${path}`;
  if (PUBLIC_REST_READS.some((re) => re.test(path))) return `GET ${url}`;
  const page = pageUrl(url);
  return page === null ? null : `GET ${page}`;
}

/** GraphQL root query fields that answer the same to every visitor. Orders, `me` and admin lists are absent. */
export const PUBLIC_QUERY_FIELDS = new Set([
  "author",
  "blogPost",
  "blogPosts",
  "businessSettings",
  "checkoutConfig",
  "frameSizes",
  "galleryCategories",
  "galleryItem",
  "galleryItems",
  "galleryPage",
  "galleryTotals",
  "heroSlides",
  "instagramPosts",
  "locations",
  "shopCategories",
  "shopItem",
  "shopItems",
  "workshops",
]);

/** Mutations that change nothing a public read shows (sign-in, checkout, a visitor's messages). */
export const NON_CATALOGUE_MUTATIONS = new Set([
  "login",
  "changePassword",
  "startCheckout",
  "confirmPayment",
  "sendContactMessage",
  "submitInterest",
  "subscribeNewsletter",
  "updateContactMessage",
  "deleteContactMessage",
  "deleteInterestSubmission",
  "deleteNewsletterSubscriber",
  "transitionOrderToState",
  "setOrderCourier",
]);

/** REST writes that change nothing a public read shows. */
export const NON_CATALOGUE_REST_WRITES: RegExp[] = [
  /^\/auth\/api\/(update-password|razorpay-webhook|saveInTemp|create_order|Confirm|add-interest|contact|newsletter\/subscribe)$/,
  /^\/auth\/api\/(update-booking-status|add-courier)$/,
  // A subscriber's own confirmation or unsubscribe (issue 42): nothing public changes, and anyone may repeat it.
  /^\/newsletter\/(confirm|unsubscribe)$/,
  /^\/payments\//,
];

/** The operation a request runs: the one named, or the only one. */
export function operationOf(doc: DocumentNode, name?: string | null): OperationDefinitionNode | undefined {
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return name ? ops.find((o) => o.name?.value === name) : ops.length === 1 ? ops[0] : undefined;
}

function rootFields(op: OperationDefinitionNode): string[] | null {
  const names: string[] = [];
  for (const sel of op.selectionSet.selections) {
    // A fragment at the root hides what it selects: treat the operation as not public.
    if (sel.kind !== Kind.FIELD) return null;
    names.push(sel.name.value);
  }
  return names;
}

/** True when the operation is a query whose every root field is a public read. */
export function isPublicQuery(doc: DocumentNode, operationName?: string | null): boolean {
  const op = operationOf(doc, operationName);
  if (!op || op.operation !== OperationTypeNode.QUERY) return false;
  const fields = rootFields(op);
  return !!fields && fields.length > 0 && fields.every((f) => f === "__typename" || PUBLIC_QUERY_FIELDS.has(f));
}

/** True when the operation may change what a public read shows (any mutation not known to be harmless). */
export function mayChangeCatalogue(doc: DocumentNode, operationName?: string | null): boolean {
  const op = operationOf(doc, operationName);
  if (!op) return false; // nothing ran
  if (op.operation !== OperationTypeNode.MUTATION) return false;
  const fields = rootFields(op);
  return !fields || fields.some((f) => !NON_CATALOGUE_MUTATIONS.has(f));
}
