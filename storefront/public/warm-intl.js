// Started by the page's loader (src/lib/page-scripts.ts) at the first paint (issue 44). The first
// Intl formatter a browser tab makes loads ICU's data and lists the locales it knows, once for the
// whole renderer process: ~15–30 ms on a fast machine, ten times that on a low-end phone, and the
// page's first was made on the main thread while its code started (the rupee amounts, the plural
// words). Made here first, on a thread of its own, it is only looked up there. The locale is the
// page's (`#ta-IN`); the formatters are those the storefront makes (server/src/core/money.ts,
// src/i18n/format.ts).
const locale = globalThis.location.hash.slice(1) || "en-IN";
new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
new Intl.NumberFormat(locale).format(1);
new Intl.PluralRules(locale).select(1);
globalThis.close();
