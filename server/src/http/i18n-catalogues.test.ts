// The storefront's catalogues (issue 30): storefront/src/i18n/en.json and ta.json, one file per
// language a translator edits. Both hold the same keys; every key is used by the storefront's code
// and every key the code asks for is there; every message is ICU that parses, with the same
// placeholders in both languages; and the storefront's formatter (i18n/format.ts) says what
// FormatJS's intl-messageformat says for each of them.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import IntlMessageFormat from "intl-messageformat";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ERRORS } from "../core/visitor-errors.js";

const storefront = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../storefront/src");
const catalogue = (lang: string) => JSON.parse(readFileSync(path.join(storefront, `i18n/${lang}.json`), "utf8")) as Record<string, string>;
const LANGS = { en: "en-IN", ta: "ta-IN" } as const;

/** Every .ts/.tsx file of the storefront's source, with its text. */
function sources(dir = storefront): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [{ file, text: readFileSync(file, "utf8") }] : [];
  });
}

/** The names of a message's placeholders (`{name}`, `{n, plural, …}` and those inside its options). */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      placeholders(el.children, into);
      continue;
    }
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) placeholders(option.value, into);
  }
  return into;
}

describe("the storefront's catalogues", () => {
  const en = catalogue("en");
  const ta = catalogue("ta");
  const code = sources();

  it("hold the same keys in both languages", () => {
    expect(
      Object.keys(ta).filter((k) => !(k in en)),
      "in ta.json, not in en.json",
    ).toEqual([]);
    expect(
      Object.keys(en).filter((k) => !(k in ta)),
      "in en.json, not in ta.json",
    ).toEqual([]);
  });

  it("every message is ICU that parses, with the same placeholders in both languages", () => {
    for (const key of Object.keys(en)) {
      const names = Object.fromEntries(
        Object.entries({ en, ta }).map(([lang, messages]) => {
          let ast: MessageFormatElement[];
          try {
            ast = parse(messages[key]);
          } catch (err) {
            throw new Error(`${lang}.json "${key}" does not parse: ${(err as Error).message}`, { cause: err });
          }
          return [lang, [...placeholders(ast)].sort()];
        }),
      );
      expect(names.ta, `"${key}": placeholders`).toEqual(names.en);
    }
  });

  it("every key is used by the storefront's code (a string literal of its source), the server's own by the server's", () => {
    // The server's own words (the buyer's mails, `mail.*`, and a page's frame, `page.*`) are in the same files for the translator.
    const text = [...code, ...sources(path.join(storefront, "../../server/src"))].map((s) => s.text).join("\n");
    // A visitor's error's text (`apiError.<code>`) is used by the server's code for it (core/visitor-errors.ts).
    const used = (key: string) => (key.startsWith("apiError.") ? key.slice("apiError.".length) in VISITOR_ERRORS : text.includes(`"${key}"`));
    expect(Object.keys(en).filter((key) => !used(key))).toEqual([]);
  });

  it("the English page's default title and description are index.html's, word for word", () => {
    const html = readFileSync(path.join(storefront, "../index.html"), "utf8");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(en["page.title"]);
    expect(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]).toBe(en["page.description"]);
  });

  it("every key the code asks for is in the catalogues", () => {
    const asked = new Set<string>();
    for (const { text } of code) {
      for (const m of text.matchAll(/\bt\(\s*"([^"]+)"/g)) asked.add(m[1]);
      // The navigation's labels (components/layout/links.ts) are keys.
      for (const m of text.matchAll(/\blabel: "([a-z]+\.[A-Za-z.]+)"/g)) asked.add(m[1]);
    }
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((key) => !(key in en))).toEqual([]);
  });

  describe("the storefront's formatter", () => {
    let formatMessage: (message: unknown, locale: string, values?: Record<string, string | number>) => string;
    beforeAll(async () => {
      ({ formatMessage } = (await import(pathToFileURL(path.join(storefront, "i18n/format.ts")).href)) as { formatMessage: typeof formatMessage });
    });

    it("formats every message of both catalogues as intl-messageformat does", () => {
      for (const [lang, messages] of Object.entries({ en, ta }) as [keyof typeof LANGS, Record<string, string>][]) {
        for (const [key, message] of Object.entries(messages)) {
          const ast = parse(message);
          for (const n of [0, 1, 2, 5, 1499]) {
            const values = Object.fromEntries([...placeholders(ast)].map((name) => [name, ["count", "status", "year", "n"].includes(name) ? n : `‹${name}›`]));
            expect(formatMessage(ast, LANGS[lang], values), `${lang} "${key}" with ${n}`).toBe(
              String(new IntlMessageFormat(message, LANGS[lang]).format(values)),
            );
          }
        }
      }
    });

    it("plurals, select, # and offsets, in both languages", () => {
      const cases: [string, Record<string, string | number>][] = [
        ["{count, plural, =0 {none} one {# print} other {# prints}}", { count: 0 }],
        ["{count, plural, =0 {none} one {# print} other {# prints}}", { count: 1 }],
        ["{count, plural, =0 {none} one {# print} other {# prints}}", { count: 1499 }],
        ["{count, plural, offset:1 one {you} other {you and # others}}", { count: 3 }],
        ["{kind, select, frame {Framed} other {Print}} of {title}", { kind: "frame", title: "Kingfisher" }],
        ["{kind, select, frame {Framed} other {Print}} of {title}", { kind: "loose", title: "Kingfisher" }],
        ["{n, number} birds", { n: 12345 }],
      ];
      for (const locale of Object.values(LANGS))
        for (const [message, values] of cases)
          expect(formatMessage(parse(message), locale, values), `${locale} ${message}`).toBe(String(new IntlMessageFormat(message, locale).format(values)));
    });
  });
});
