/**
 * What an API key may do (DESIGN.md "Integrations"). Each admin operation names the scopes that
 * allow it — `@Authorized("orders:read")` in GraphQL, REST_SCOPES for the shims — and an operation
 * naming none is the owner's alone (password, keys, webhooks): a new operation that forgets to name
 * one is closed to keys, never open.
 */
export const SCOPES = ["catalogue:read", "catalogue:write", "orders:read", "orders:write", "content:write", "messages:read"] as const;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  "catalogue:read": "Read the catalogue: prints and their frames, gallery, locations, categories, frame sizes, workshops.",
  "catalogue:write": "Change the catalogue: add, edit and delete prints, frames, gallery images, masters and workshops; upload images.",
  "orders:read": "Read orders, their history, the dashboard figures, the tax report and workshop bookings.",
  "orders:write": "Move orders on (processing, dispatched with tracking id, delivered), cancel and refund them.",
  "content:write": "Edit the site's content: hero slides, author, business details, Instagram posts, blog posts and comments; upload images.",
  "messages:read": "Read contact messages, interest submissions and newsletter subscribers.",
};

/** Requests a minute one key may make, counted across instances, unless API_KEY_RATE_PER_MINUTE says otherwise. */
export const DEFAULT_KEY_REQUESTS_PER_MINUTE = 600;

export function isScope(value: unknown): value is Scope {
  return typeof value === "string" && (SCOPES as readonly string[]).includes(value);
}

/**
 * The admin REST shims a key may call, by method and route pattern, with the scopes that allow each.
 * A shim not listed here is the owner's alone.
 */
export const REST_SCOPES: Record<string, readonly Scope[]> = {
  "GET /dashboard-stats": ["orders:read"],
  "GET /grouped-bookings": ["orders:read"],
  "GET /getBookingProcessCounts": ["orders:read"],
  "GET /tax-report": ["orders:read"],
  "PUT /update-booking-status": ["orders:write"],
  "POST /add-courier": ["orders:write"],
  "GET /join-summary": ["orders:read"],
  "GET /join-details/:workshopId": ["orders:read"],
  "GET /framemaster": ["catalogue:read"],
  "GET /get-Portfolio-Items": ["catalogue:read"],
  "GET /getcategorymaster": ["catalogue:read"],
  "GET /getsubcategorymaster": ["catalogue:read"],
  "POST /add-ads": ["catalogue:write"],
  "PUT /update-ads/:id": ["catalogue:write"],
  "PATCH /delete-ads/:frameId": ["catalogue:write"],
  "POST /add-gallery": ["catalogue:write"],
  "DELETE /delete-gallery/:id": ["catalogue:write"],
  "DELETE /delete-gallery-group/:tittleId": ["catalogue:write"],
  "POST /add-gallerycat": ["catalogue:write"],
  "PUT /delete-gallerycat/:id": ["catalogue:write"],
  "POST /add-location": ["catalogue:write"],
  "PUT /delete-location/:id": ["catalogue:write"],
  "POST /add-workshop": ["catalogue:write"],
  "DELETE /delete-workshop/:id": ["catalogue:write"],
  "GET /view-hero": ["content:write"],
  "POST /insert-hero": ["content:write"],
  "DELETE /delete-hero": ["content:write"],
  "GET /get-author": ["content:write"],
  "POST /update-author": ["content:write"],
  "POST /createblog": ["content:write"],
  "DELETE /blog/:id": ["content:write"],
  "GET /list": ["content:write"],
  "GET /view-interest": ["messages:read"],
};

/** Whether a key with `granted` may do what needs any of `needed` (none needed: the owner's alone). */
export function allows(granted: readonly string[], needed: readonly string[]): boolean {
  return needed.length > 0 && needed.some((s) => granted.includes(s));
}
