/**
 * What an API key may do (DESIGN.md "Integrations"). Each admin operation names the scopes that
 * allow it — `@Authorized("orders:read")` in GraphQL, the `access` of its spec for a REST shim
 * (http/api-route.ts) — and an operation naming none is the owner's alone (password, keys, webhooks):
 * a new operation that forgets to name one is closed to keys, never open.
 *
 * Kernel and import-free: the composition root, the REST and GraphQL checks and the integrations
 * domain all read it, and the storefront's /developers page shows it (through integrations/public.ts,
 * alias @shop/integrations), so it must stay browser-safe.
 */
export const SCOPES = ["catalogue:read", "catalogue:write", "orders:read", "orders:write", "content:write", "messages:read"] as const;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  "catalogue:read": "Read the catalogue: prints and their frames, gallery, locations, categories, frame sizes, workshops.",
  "catalogue:write": "Change the catalogue: add, edit and delete prints, frames, gallery images, masters and workshops; upload images.",
  "orders:read": "Read orders, their history, the dashboard figures and search log, the tax report and workshop bookings.",
  "orders:write": "Move orders on (processing, dispatched with tracking id, delivered), cancel and refund them.",
  "content:write": "Edit the site's content: hero slides, author, business details, Instagram posts, blog posts and comments; upload images.",
  "messages:read": "Read contact messages, interest submissions and newsletter subscribers.",
};

/** Requests a minute one key may make, counted across instances, unless API_KEY_RATE_PER_MINUTE says otherwise. */
export const DEFAULT_KEY_REQUESTS_PER_MINUTE = 600;

export function isScope(value: unknown): value is Scope {
  return typeof value === "string" && (SCOPES as readonly string[]).includes(value);
}

/** Whether a key with `granted` may do what needs any of `needed` (none needed: the owner's alone). */
export function allows(granted: readonly string[], needed: readonly string[]): boolean {
  return needed.length > 0 && needed.some((s) => granted.includes(s));
}
