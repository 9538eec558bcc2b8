/**
 * Record ids as clients send them (a GraphQL ID, a path or query parameter, a form field): a
 * positive whole number within the INT columns' range, or 0 for anything else. No row has id 0, so
 * a malformed id takes the lookup's own "not found" path instead of reaching the database as NaN,
 * Infinity or 1e+21.
 */
export const NO_ROW = 0;
const MAX_ID = 2_147_483_647;

export function idOf(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(text)) return NO_ROW;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : NO_ROW;
}
