/**
 * A value a client sent, as text: a string as it is, a number or a boolean as written, anything else
 * (an object, a list, nothing) as "". Where a field is text, "[object Object]" is never what was meant.
 */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return "";
}
