/**
 * Money as people read it: the rupee sign, Indian digit grouping and two decimals (₹1,49,999.00).
 * The one formatter of the project: the server's mails, the storefront and the back office all use
 * it (the front ends import this file through their `@shop/money` alias), so a price reads the
 * same everywhere. Amounts are integer paise everywhere else (DESIGN.md "Money").
 */
const grouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 149999.5 → "₹1,49,999.50"; a negative amount reads "-₹10.00"; anything not finite reads ₹0.00. */
export function formatRupees(rupees: number): string {
  const value = Number.isFinite(rupees) ? rupees : 0;
  return `${value < 0 ? "-" : ""}₹${grouping.format(Math.abs(value))}`;
}

/** An amount in paise: 149900 → "₹1,499.00". */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}
