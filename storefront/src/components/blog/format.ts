// How the blog writes a publish date: '12 March 2025' ('12 மார்ச் 2025' in Tamil), in India's time
// (the same on the server and in any browser).
import { formatDate } from "../../i18n/dates";
import type { Locale } from "../../i18n";

export function formatPostDate(iso: string, locale: Locale = "en"): string {
  return formatDate(locale, iso, { day: "numeric", month: "long", year: "numeric" });
}
