/**
 * The server's own words in the visitor's language (issue 30): the buyer's mails (`mail.*`) and what
 * the server writes into a page around the storefront's drawing (`page.*`: the default title and
 * description, the test-mode bar). They are messages of the storefront's catalogues,
 * storefront/src/i18n/en.json and ta.json, the one file per language a translator edits (the
 * storefront's build leaves these keys out of what the browser loads). ICU messages, formatted here
 * by FormatJS's intl-messageformat; read once, on first use.
 */
import IntlMessageFormat from "intl-messageformat";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGES, type Language } from "./language.js";

/** The catalogues' folder: the same three levels up from src/core and from the build's dist/core. */
const CATALOGUES = new URL("../../../storefront/src/i18n/", import.meta.url);
const TAGS: Record<Language, string> = { en: "en-IN", ta: "ta-IN" };

export type TextValues = Record<string, string | number>;
/** A key of the server's words in the catalogues: a mail's start with `mail.`, a page's with `page.`. */
export type ServerKey = `mail.${string}` | `page.${string}`;
/** The prefixes of the server's keys, which the browser never loads. */
export const SERVER_KEY_PREFIXES = ["mail.", "page."] as const;

let messages: Record<Language, Map<string, IntlMessageFormat>> | undefined;

function load(): Record<Language, Map<string, IntlMessageFormat>> {
  const read = (language: Language) => {
    const catalogue = JSON.parse(readFileSync(fileURLToPath(new URL(`${language}.json`, CATALOGUES)), "utf8")) as Record<string, string>;
    return new Map(
      Object.entries(catalogue)
        .filter(([key]) => SERVER_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
        .map(([key, message]) => [key, new IntlMessageFormat(message, TAGS[language])]),
    );
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<Language, Map<string, IntlMessageFormat>>;
}

/**
 * Reads the catalogues now (the app calls it as it starts): a missing or broken catalogue stops the
 * start, instead of failing the first paid order's confirmation mail inside its transaction.
 */
export function loadServerTexts(): void {
  messages ??= load();
}

/** The server's text in a language: `serverText("ta", "mail.paid.subject", { id })`. A key missing in a language falls back to English. */
export function serverText(language: Language, key: ServerKey, values?: TextValues): string {
  messages ??= load();
  const message = messages[language].get(key) ?? messages.en.get(key);
  if (!message) throw new Error(`No text "${key}" in the catalogues`);
  return String(message.format(values));
}

const dateFormats = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(TAGS[language], { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A date as receipts and mails show it, in India time: "12 Jan 2026, 6:45 am" (in Tamil, Tamil months; Western digits in both). */
export const formatIndiaDate = (d: Date, language: Language = "en") => dateFormats[language].format(d);
