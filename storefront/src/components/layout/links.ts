// The storefront's navigation, shared by the top bar, the mobile sheet and the footer.
export interface NavItem {
  to: string;
  label: string;
}

export const mainLinks: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/gallery", label: "Gallery" },
  { to: "/shop", label: "Shop" },
  { to: "/workshops", label: "Workshops" },
];

export const moreLinks: NavItem[] = [
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
  { to: "/order-history", label: "Order History" },
];

export const footerQuickLinks: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/gallery", label: "Gallery" },
  { to: "/shop", label: "Shop" },
  { to: "/workshops", label: "Workshops" },
  { to: "/contact", label: "Contact" },
];

export const policyLinks: NavItem[] = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/shipping", label: "Shipping & Delivery" },
  { to: "/returns", label: "No Return Policy" },
];

/** Whether a link is the current page. Home is current only on `/` with no section in view. */
export function isCurrent(to: string, pathname: string, activeSection: string | null): boolean {
  if (to === "/") return pathname === "/" && activeSection === null;
  return pathname === to || pathname.startsWith(`${to}/`);
}
