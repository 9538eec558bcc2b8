// The owner's content in the page's language (issue 30): prints, gallery groups, workshops, posts,
// the hero and the author have optional Tamil fields beside the English ones (`title` / `titleTa`).
// A Tamil page shows the Tamil field where there is one and the English otherwise, the English
// marked `lang="en"` so that screen readers and search engines read it as English; an English page
// always shows the English.
import { createElement, useCallback, type ElementType, type HTMLAttributes } from "react";
import { useLocale, type Locale } from "./index";

/** The text to show and, for English shown on a Tamil page, its language. */
export interface LocalizedText {
  text: string;
  lang?: "en";
}

export function localizedText(locale: Locale, en: string, ta?: string | null): LocalizedText {
  if (locale !== "ta") return { text: en };
  const tamil = ta?.trim();
  return tamil ? { text: tamil } : { text: en, lang: "en" };
}

/** `pick(en, ta)`: the owner's text in the page's language, with its `lang` when it fell back to English. */
export function useLocalized(): (en: string, ta?: string | null) => LocalizedText {
  const locale = useLocale();
  return useCallback((en: string, ta?: string | null) => localizedText(locale, en, ta), [locale]);
}

type LocalizedProps = { en: string; ta?: string | null; as?: ElementType } & HTMLAttributes<HTMLElement>;

/** `<Localized as="h1" en={print.title} ta={print.titleTa} />`: the element with the text in the page's language. */
export function Localized({ en, ta, as = "span", ...rest }: LocalizedProps) {
  const { text, lang } = useLocalized()(en, ta);
  return createElement(as, { ...rest, lang }, text);
}
