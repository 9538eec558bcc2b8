// Dates in the page's language (issue 30), apart from i18n/index.ts so that only the pages that show
// a date carry it.
import { intlLocale, type Locale } from "./index";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the page's language and India's time (`ta-IN`: months in Tamil, Western digits), e.g.
 * `formatDate(locale, iso, { day: "numeric", month: "short", year: "numeric" })`; "" for a bad date.
 */
export function formatDate(locale: Locale, value: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = locale + JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "Asia/Kolkata", ...options })));
  return format.format(date);
}
