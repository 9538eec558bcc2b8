// The storefront's words in two languages (issue 30). Each language has one catalogue a translator
// edits, `en.json` and `ta.json` beside this file: flat keys (`nav.shop`), ICU messages as values
// (`{count, plural, one {# item} other {# items}}`). The English values are the spec's texts.
//
// The build compiles each catalogue with FormatJS's ICU parser to its syntax trees (vite.config.ts,
// compiledCatalogues), so the browser carries no parser, and format.ts formats them. react-intl
// (~7.7 KB gzip even without the parser) and intl-messageformat alone (~2.5 KB) did not fit the
// first-load budget of 150 KB, which the pages had all but used: this provider and `useT` are the
// part of react-intl the storefront needs (a later move to it keeps the catalogues as they are).
//
// Only the page's own language is loaded: the server writes the drawn page's catalogue into the page
// (server/src/app/pages.ts, `#i18n`); a page drawn in the browser loads its language's chunk. An
// English page never downloads the Tamil words, nor the reverse.
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@shop/seo";
import { formatMessage, type MessageElement, type Values } from "./format";

export { localeOf, localized, withoutLocale, TAMIL_PREFIX, type Locale } from "@shop/seo";

/** A catalogue as the build compiles it: each key's message as its ICU syntax tree, or its text when it is only text. */
export type Messages = Record<string, MessageElement[] | string>;

export type Translate = (id: string, values?: Values) => string;

/** The catalogue of a language, as its own chunk. */
function loadCatalogue(locale: Locale): Promise<Messages> {
  return (locale === "ta" ? import("./ta.json") : import("./en.json")).then((m) => m.default as unknown as Messages);
}

/**
 * The catalogue of a language. A chunk that failed to load (a dropped connection, a 503) is asked
 * for once more, then the English one is used: words in the other language are better than the raw
 * keys (`cart.checkout`) a missing catalogue showed (issue 43). Refused only when English fails too.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  try {
    return await loadCatalogue(locale);
  } catch (first) {
    try {
      return await loadCatalogue(locale);
    } catch {
      if (locale === "en") throw first;
      return loadCatalogue("en");
    }
  }
}

/** The catalogue the server wrote into the page (`<script type="application/json" id="i18n">`), if it did. */
export function embeddedMessages(): Messages | null {
  const text = document.getElementById("i18n")?.textContent;
  return text ? (JSON.parse(text) as Messages) : null;
}

/** The language tag Intl formats with: Indian English, Tamil of India (Western digits in both). */
export const intlLocale = (locale: Locale) => (locale === "ta" ? "ta-IN" : "en-IN");

function translator(locale: Locale, messages: Messages): Translate {
  const tag = intlLocale(locale);
  // A key missing from the catalogue shows itself (the catalogue test fails on it first).
  return (id, values) => {
    const message = messages[id];
    if (typeof message === "string") return message;
    return message ? formatMessage(message, tag, values) : id;
  };
}

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n>({ locale: "en", t: (id) => id });

/** The page's language and its catalogue, for every component under it. */
export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translator(locale, messages) }), [locale, messages]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** `t("nav.shop")`, `t("nav.cartItems", { count })`: the catalogue's text for a key, as a string. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}
