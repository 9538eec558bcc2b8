/**
 * India time for the owner (issue 28): the API counts instants; the owner reads and types them as
 * India time. Shared by discount codes and sales (and the orders' dates): datetime-local values,
 * the ISO 8601 the server reads, and the dates as the owner reads them.
 */

const INDIA_OFFSET_MS = 330 * 60_000;

/** An instant as India time for a datetime-local input: '2026-11-01T09:00'; '' for none. */
export const toIndiaLocal = (iso: string | null | undefined): string =>
  iso ? new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16) : "";

/** A datetime-local value typed in India time as the ISO 8601 the server reads ('…+05:30'); null for none. */
export const fromIndiaLocal = (local: string | null | undefined): string | null => (local ? `${local}+05:30` : null);

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
/** '1 Nov 2026, 9:00 am' (India time), or '—'. */
export const formatIndia = (iso: string | null | undefined): string => (iso ? dateTime.format(new Date(iso)) : "—");
