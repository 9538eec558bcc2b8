// The formatter of the catalogues' messages (issue 30). The build compiles each ICU message with
// FormatJS's parser to its syntax tree (vite.config.ts, compiledCatalogues); this walks that tree.
// It does what intl-messageformat's format does for the messages the storefront writes — text,
// `{name}`, `{n, number}`, `{n, plural, …}` (with `#`, `=N` and offset), `{x, select, …}` — in
// ~0.4 KB (dates are formatted before they are given, with Intl and India's time zone): the engine itself (2.5 KB gzip, react-intl 7.7 KB) did not fit the first-load budget
// (150 KB, all but used before the catalogues came). server/src/http/i18n-catalogues.test.ts checks it
// against intl-messageformat on every message of both catalogues. No imports: the server's test loads it.

/** The parts of FormatJS's MessageFormatElement (@formatjs/icu-messageformat-parser) read here. */
export interface MessageElement {
  /** 0 literal, 1 argument, 2 number, 5 select, 6 plural, 7 pound, 8 tag (3 date, 4 time: not used). */
  type: number;
  value: string;
  options?: Record<string, { value: MessageElement[] }>;
  offset?: number;
  pluralType?: "cardinal" | "ordinal";
  style?: unknown;
  children?: MessageElement[];
}

export type Values = Record<string, string | number>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const number = (locale: string, n: number) => {
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f.format(n);
};

/** A compiled message with its values, in a language (`ta-IN`, `en-IN`). */
export function formatMessage(message: readonly MessageElement[], locale: string, values: Values = {}, pound?: number): string {
  let out = "";
  for (const el of message) {
    const v = values[el.value];
    switch (el.type) {
      case 0:
        out += el.value;
        break;
      case 1:
        out += v === undefined ? "" : String(v);
        break;
      case 2:
        out += number(locale, Number(v));
        break;
      case 5: {
        const option = el.options![String(v)] ?? el.options!.other;
        out += formatMessage(option.value, locale, values, pound);
        break;
      }
      case 6: {
        const n = Number(v);
        const offset = el.offset ?? 0;
        const option =
          el.options![`=${n}`] ?? el.options![new Intl.PluralRules(locale, { type: el.pluralType ?? "cardinal" }).select(n - offset)] ?? el.options!.other;
        out += formatMessage(option.value, locale, values, n - offset);
        break;
      }
      case 7:
        out += pound === undefined ? "#" : number(locale, pound);
        break;
      case 8:
        out += formatMessage(el.children ?? [], locale, values, pound);
        break;
    }
  }
  return out;
}
