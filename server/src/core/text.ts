/**
 * A value a client sent, as text: a string as it is, a number or a boolean as written, anything else
 * (an object, a list, nothing) as "". Where a field is text, "[object Object]" is never what was meant.
 */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return "";
}

/** Bidi controls (LRM, RLM, ALM, the embeddings and overrides, the isolates): they reorder what a reader sees. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Line breaks and other control characters, the Unicode line and paragraph separators included. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A field that is one line wherever it goes (a name, a subject): line breaks and controls become one
 * space, bidi controls are dropped, the ends are trimmed. A mail header drawn from it cannot start a
 * new header nor show its text in another order than it is written.
 */
export function singleLine(value: string): string {
  return value.replace(BIDI_CONTROLS, "").replace(BREAKS, " ").trim();
}

/** Text safe in HTML content and in a double-quoted attribute value (pages, mails, the small pages of links). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
