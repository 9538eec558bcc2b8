// Display formats shared by the storefront pages.

/** Rupees with the rupee sign and two decimals, as the spec shows totals: ₹1250.00 */
export function formatRupees(amount: number): string {
  return `₹${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}

/** An API amount in paise, shown in rupees: 125000 → ₹1250.00 */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}
