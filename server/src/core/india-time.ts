/**
 * India Standard Time, UTC+05:30 all year (no daylight saving): the business's days, months and
 * financial years are India's, wherever the server runs.
 */
export const INDIA_OFFSET_MINUTES = 330;
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/** The date in India of an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date | number = Date.now()): string {
  return new Date((typeof at === "number" ? at : at.getTime()) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as a W3C date-time in India time, to the second: `2026-11-26T19:15:00+05:30` (sitemaps' lastmod, feeds). */
export function indiaDateTime(at: Date | number): string {
  return `${new Date((typeof at === "number" ? at : at.getTime()) + INDIA_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
