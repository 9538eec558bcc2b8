// The visitor's choice of language (issue 30), kept in the `lang` cookie for a year. The server never
// reads it to draw a page (the page cache keeps one copy per address, the same for everyone): the
// browser reads it to decide whether to offer the Tamil site (components/layout/LanguageSuggestion.tsx).
import type { Locale } from "@shop/seo";

/** (Written also by the inline script of lib/early-taps.ts for a switch tapped before hydration: the same cookie.) */
export const LANGUAGE_COOKIE = "lang";

/** Remembers the language the visitor chose (the switch, or the suggestion taken or dismissed). */
export function rememberLanguage(locale: Locale): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The language the visitor chose before, if any. */
export function chosenLanguage(cookie: string): Locale | null {
  const m = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|ta)(?:;|$)`).exec(cookie);
  return m ? (m[1] as Locale) : null;
}

/** Whether the browser's languages (its Accept-Language) put Tamil ahead of English. */
export function prefersTamil(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "ta") return true;
    if (primary === "en") return false;
  }
  return false;
}

/** Whether to offer the Tamil site: no language chosen before, and the browser prefers Tamil. */
export function suggestTamil(): boolean {
  return !chosenLanguage(document.cookie) && prefersTamil(navigator.languages ?? [navigator.language]);
}
