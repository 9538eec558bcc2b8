/**
 * The staff's roles (issue 47, DESIGN.md "The owner's team"): who may do what in the back office.
 * Each admin operation declares the roles that may use it beside the owner, next to its API-key
 * scopes — `@Authorized("orders:read", ...FULFILMENT)` in GraphQL, the `access` of a REST shim's spec
 * — and core/principal.ts's `checkAccess` compares a signed-in staff member's role with it. The owner
 * may do everything; an operation that names no role is the owner's alone, so one that forgets to
 * declare any is closed to the staff, never open.
 *
 * Kernel and import-free: the server's checks read it, and the back office may show the same names
 * through an alias (as core/scopes.ts is shared), so it must stay browser-safe.
 */
export const ROLES = ["owner", "manager", "fulfilment", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** What each role is for, as the back office and docs/security.md show it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything: the staff, API keys and webhooks, payment and tax settings, and all the rest.",
  manager: "Everything except the staff, API keys and webhooks, and payment and tax settings.",
  fulfilment: "Orders (read, move on, courier and tracking), workshop joins, comment moderation; no refunds, no revenue figures, no content.",
  editor: "Gallery, shop catalogue, blog, workshops, site content, newsletter campaigns as drafts; no orders, no customer data.",
};

/**
 * The pseudo-role of an operation on one's own account (me, the password, one's own sessions and second
 * factor): every signed-in staff member may use it, whatever the role. An API key never may.
 */
export const SELF = "self";
export type Self = typeof SELF;

/** A role an operation may name beside the owner (the owner is always allowed, so never named). */
export type StaffRole = Exclude<Role, "owner">;

// The usual declarations, read as "the owner and …". Spread them into @Authorized or a shim's `access`.
/** Managers only (beside the owner): money, customers, sending mail. */
export const MANAGERS: readonly StaffRole[] = ["manager"];
/** Managers and fulfilment: orders, workshop joins, comment moderation. */
export const FULFILMENT: readonly StaffRole[] = ["manager", "fulfilment"];
/** Managers and editors: the catalogue and the site's content. */
export const EDITORS: readonly StaffRole[] = ["manager", "editor"];
/** Every staff role: what fulfilment and editors both need (e.g. reading what they both work on). */
export const ALL_STAFF: readonly StaffRole[] = ["manager", "fulfilment", "editor"];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * Whether `role` may use an operation whose declaration names `needed` (scopes, roles and `self` mixed:
 * only the roles and `self` count here). The owner may use everything.
 */
export function roleAllows(role: Role, needed: readonly string[]): boolean {
  return role === "owner" || needed.includes(SELF) || needed.includes(role);
}

/** The roles that may use an operation declared with `needed`, the owner first ("every role" for `self`). */
export function rolesAllowed(needed: readonly string[]): Role[] {
  return ROLES.filter((r) => roleAllows(r, needed));
}
