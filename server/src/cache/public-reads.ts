/**
 * What the public-read cache may keep, and which writes leave it valid. One list each, so a new
 * route is uncached and invalidating until someone decides otherwise.
 */
import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from "graphql";

/** GET paths of the REST shims that answer the same to every visitor (catalogue and site content). */
export const PUBLIC_REST_READS: RegExp[] = [
  /^\/auth\/api\/(view-gallery|gallery|locations|view-location|gallery-categories|view-gallerycat)$/,
  /^\/auth\/api\/getAdsWithFrames$/,
  /^\/auth\/api\/(view-hero-section|get-author-public)$/,
  /^\/instagram-posts\.json$/,
  /^\/auth\/api\/view-workshops$/,
  /^\/auth\/api\/(list-with-comments|blogid\/[^/]+|blog\/[^/]+\/comments)$/,
];

/**
 * Storefront pages the server draws the same for every visitor (the catalogue, the blog, the
 * workshops, contact and the policies). The cart, checkout and a visitor's orders are absent: they
 * are drawn in the browser from what it holds.
 */
export const PUBLIC_PAGES: RegExp[] = [/^\/$/, /^\/(gallery|shop|blog|workshops|contact|privacy|terms|shipping|returns)\/?$/, /^\/blog\/[^/]+\/?$/];

/** True for a GET the cache may keep: a public REST read or a drawn page. */
export function isPublicGet(path: string): boolean {
  return PUBLIC_REST_READS.some((re) => re.test(path)) || PUBLIC_PAGES.some((re) => re.test(path));
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
  /^\/payments\//,
];

function operationOf(doc: DocumentNode, name?: string | null): OperationDefinitionNode | undefined {
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
