// Dates in the page's language (issue 30), apart from i18n/index.ts so that only the pages that show
// a date carry it.
import { embeddedMessages, intlLocale, type Locale } from "./index";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The server's ICU and the phone's name Tamil months differently: a date formatted again in the
 * browser could differ from the drawn text, and React then threw the whole page away to draw it again
 * (issue 43). So every date the server draws goes into the page's catalogue (`#i18n`) under
 * `@date <locale> <options> <time>`, and the browser shows that same text for the same date.
 */
const DATE_KEY = "@date";
const dateKey = (locale: Locale, time: number, options: Intl.DateTimeFormatOptions) => `${DATE_KEY} ${locale} ${JSON.stringify(options)} ${time}`;

/** On the server: where the render under way keeps the dates it drew (entry-server.tsx sets it). */
let drawnDatesOfRender: (() => Map<string, string> | undefined) | null = null;
export function recordDrawnDates(current: () => Map<string, string> | undefined): void {
  drawnDatesOfRender = current;
}

/** In the browser: the dates the server drew into this page, read once. */
let drawnDates: Map<string, string> | undefined;
function drawnInPage(): Map<string, string> {
  if (!drawnDates) {
    drawnDates = new Map();
    const messages = typeof document === "undefined" ? null : embeddedMessages();
    for (const [key, text] of Object.entries(messages ?? {})) if (key.startsWith(DATE_KEY) && typeof text === "string") drawnDates.set(key, text);
  }
  return drawnDates;
}

/**
 * A date in the page's language and India's time (`ta-IN`: months in Tamil, Western digits), e.g.
 * `formatDate(locale, iso, { day: "numeric", month: "short", year: "numeric" })`; "" for a bad date.
 */
export function formatDate(locale: Locale, value: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const drawnKey = dateKey(locale, date.getTime(), options);
  const rendering = drawnDatesOfRender?.();
  if (!rendering) {
    const drawn = drawnInPage().get(drawnKey);
    if (drawn !== undefined) return drawn;
  }
  const key = locale + JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "Asia/Kolkata", ...options })));
  const text = format.format(date);
  rendering?.set(drawnKey, text);
  return text;
}
