/**
 * What each role sees in the back office (issue 47): the menu, the resources, the pages and the
 * buttons that spend money or reach people. The server decides what each call may do (each operation
 * declares its roles with the groups of server/src/core/roles.ts, shared here as @shop/roles) and
 * refuses the rest with a FORBIDDEN naming the role needed; this table only keeps the screens a role
 * cannot use out of its way, so it names screens, not operations, in the server's same groups. When
 * the two disagree the server wins and the screen shows its refusal.
 */
import { EDITORS, FULFILMENT, MANAGERS, ROLE_DESCRIPTIONS, ROLES, isRole, rolesAllowed, SELF, type Role } from "@shop/roles";

export { ROLES, isRole, type Role };

/** How each role is named on screen, with what it is for (the server's words). */
export const ROLE_LABELS: Record<Role, { name: string; description: string }> = Object.fromEntries(
  ROLES.map((r) => [r, { name: r.charAt(0).toUpperCase() + r.slice(1), description: ROLE_DESCRIPTIONS[r] }]),
) as Record<Role, { name: string; description: string }>;

const ALL = rolesAllowed([SELF]);
const OFFICE = rolesAllowed(MANAGERS);
const CONTENT = rolesAllowed(EDITORS);
const ORDERS = rolesAllowed(FULFILMENT);
const OWNER = rolesAllowed([]);

/**
 * Who may open each resource (react-admin's resource names, and the custom pages by their path's
 * name). A resource missing here is the owner's and the manager's.
 */
const RESOURCES: Record<string, readonly Role[]> = {
  // The analytics dashboard: revenue figures.
  dashboard: OFFICE,
  orders: ORDERS,
  Order: ORDERS,
  PaymentReview: OFFICE,
  GalleryItem: CONTENT,
  PortfolioItem: CONTENT,
  Location: CONTENT,
  GalleryCategory: CONTENT,
  FrameSize: CONTENT,
  ShopCategory: CONTENT,
  ShopSubcategory: CONTENT,
  DiscountCode: OFFICE,
  Sale: OFFICE,
  HeroSlide: CONTENT,
  author: CONTENT,
  InstagramPost: CONTENT,
  BlogPost: CONTENT,
  BlogComment: ORDERS,
  Workshop: CONTENT,
  "workshop-joins": ORDERS,
  InterestSubmission: OFFICE,
  ContactMessage: OFFICE,
  NewsletterSubscriber: OFFICE,
  Campaign: CONTENT,
  // The business details hold the tax settings: updateBusinessSettings is the owner's alone.
  business: OWNER,
  "tax-report": OFFICE,
  integrations: OWNER,
  staff: OWNER,
  AuditEntry: OFFICE,
  settings: ALL,
  account: ALL,
};

/** Actions narrower than their resource: money going out, mail going to every subscriber, the owner's switches. */
const ACTIONS: Record<string, readonly Role[]> = {
  "orders.refund": OFFICE,
  "orders.cancel": OFFICE,
  "Campaign.send": OFFICE,
  "settings.requireTwoFactor": OWNER,
};

/** The list, show, edit, create and delete of a resource follow the resource; the actions above their own rule. */
export function canAccess(role: Role | undefined, action: string, resource: string): boolean {
  if (!role) return false;
  const rule = ACTIONS[`${resource}.${action}`] ?? RESOURCES[resource] ?? OFFICE;
  return rule.includes(role);
}
