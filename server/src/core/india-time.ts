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

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date or date-time as the owner types it, as an instant: with its own offset or Z as
 * written, and without one in India time (`2026-11-01` is midnight in India, `2026-11-01T09:30` half
 * past nine there). Null when it is not one (or names a day that does not exist).
 */
export function parseIndiaDateTime(raw: string): Date | null {
  const m = ISO_LOCAL.exec(raw.trim());
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "", zone] = m;
  const offset = !zone ? "+05:30" : zone.toUpperCase() === "Z" ? "Z" : zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`);
  if (Number.isNaN(at.getTime())) return null;
  // Date() rolls 31 November over to 1 December: the day must read back as written (in its own offset).
  const offsetMinutes = offset === "Z" ? 0 : (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
  return local.slice(0, 10) === `${y}-${mo}-${d}` && local.slice(11, 16) === `${h}:${mi}` ? at : null;
}
