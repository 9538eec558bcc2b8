// The storefront's navigation, shared by the top bar, the mobile sheet and the footer.
export interface NavItem {
  to: string;
  /** The label's key in the catalogues (i18n/en.json, ta.json). */
  label: string;
}

export const mainLinks: NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/gallery", label: "nav.gallery" },
  { to: "/shop", label: "nav.shop" },
  { to: "/workshops", label: "nav.workshops" },
];

export const moreLinks: NavItem[] = [
  { to: "/blog", label: "nav.blog" },
  { to: "/contact", label: "nav.contact" },
  { to: "/order-history", label: "nav.orderHistory" },
];

export const footerQuickLinks: NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/gallery", label: "nav.gallery" },
  { to: "/shop", label: "nav.shop" },
  { to: "/workshops", label: "nav.workshops" },
  { to: "/contact", label: "nav.contact" },
];

export const policyLinks: NavItem[] = [
  { to: "/privacy", label: "policy.privacy" },
  { to: "/terms", label: "policy.terms" },
  { to: "/shipping", label: "policy.shipping" },
  { to: "/returns", label: "policy.returns" },
];

/** Whether a link is the current page. Home is current only on `/` with no section in view. */
export function isCurrent(to: string, pathname: string, activeSection: string | null): boolean {
  if (to === "/") return pathname === "/" && activeSection === null;
  return pathname === to || pathname.startsWith(`${to}/`);
}
