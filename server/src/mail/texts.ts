/**
 * The words of the buyer's mails in the buyer's language (issue 30): the `mail.*` messages of the
 * storefront's catalogues, storefront/src/i18n/en.json and ta.json, the one file per language a
 * translator edits (the storefront's build leaves these keys out of what the browser loads). ICU
 * messages, formatted here by FormatJS's intl-messageformat; read once, on the first mail.
 */
import IntlMessageFormat from "intl-messageformat";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGES, type Language } from "../core/language.js";

/** The catalogues' folder: the same three levels up from src/mail and from the build's dist/mail. */
const CATALOGUES = new URL("../../../storefront/src/i18n/", import.meta.url);
const TAGS: Record<Language, string> = { en: "en-IN", ta: "ta-IN" };

export type MailValues = Record<string, string | number>;
/** A key of a mail's words in the catalogues: they all start with `mail.`. */
export type MailKey = `mail.${string}`;

let messages: Record<Language, Map<string, IntlMessageFormat>> | undefined;

function load(): Record<Language, Map<string, IntlMessageFormat>> {
  const read = (language: Language) => {
    const catalogue = JSON.parse(readFileSync(fileURLToPath(new URL(`${language}.json`, CATALOGUES)), "utf8")) as Record<string, string>;
    return new Map(
      Object.entries(catalogue)
        .filter(([key]) => key.startsWith("mail."))
        .map(([key, message]) => [key, new IntlMessageFormat(message, TAGS[language])]),
    );
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<Language, Map<string, IntlMessageFormat>>;
}

/** A mail's text in a language: `mailText("ta", "mail.paid.subject", { id })`. A key missing in a language falls back to English. */
export function mailText(language: Language, key: MailKey, values?: MailValues): string {
  messages ??= load();
  const message = messages[language].get(key) ?? messages.en.get(key);
  if (!message) throw new Error(`No mail text "${key}" in the catalogues`);
  return String(message.format(values));
}

const dateFormats = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(TAGS[language], { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A date as receipts and mails show it, in India time: "12 Jan 2026, 6:45 am" (in Tamil, Tamil months; Western digits in both). */
export const formatMailDate = (d: Date, language: Language = "en") => dateFormats[language].format(d);
