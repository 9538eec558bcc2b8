/**
 * Prices the owner types: the API counts integer paise (docs/shop-contract.md), the owner types
 * rupees with two decimals. Amounts are shown with `formatPaise` of `@shop/money`.
 */

/** 150000 → "1500.00", the value a price input starts with when editing. */
export const paiseToInput = (paise: number): string => (paise / 100).toFixed(2);

/** The largest price accepted: the API's Int is 32-bit. */
export const MAX_PAISE = 2_000_000_000;

/**
 * "1500", "1500.5", "1,500.50" → paise; null unless it is a positive number with at most two
 * decimals (spec admin §5: a price is required for every chosen frame size).
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise > 0 && paise <= MAX_PAISE ? paise : null;
}
