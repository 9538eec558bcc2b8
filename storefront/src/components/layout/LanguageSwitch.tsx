// The language switch (issue 30): "English / தமிழ்", the other language a real link to this same
// page in it (a new document, so the other catalogue and router base; it works without JavaScript),
// which remembers the choice in the `lang` cookie. Each name is in its own language, marked so.
import { useLocation, useSearchParams } from "wouter";
import { localized, useLocale, useT, type Locale } from "../../i18n";
import { rememberLanguage } from "../../i18n/choice";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  // The path inside the router, without `/ta`: the same page's address in either language.
  const [pathname] = useLocation();
  const query = useSearchParams()[0].toString();
  const item = (l: Locale, name: string) =>
    l === locale ? (
      <span lang={l} aria-current="true" className="font-semibold">
        {name}
      </span>
    ) : (
      <a
        href={localized(l, pathname) + (query && `?${query}`)}
        hrefLang={l}
        lang={l}
        // Also remembered before hydration, by the page's inline script (lib/early-taps.ts).
        data-language={l}
        onClick={() => rememberLanguage(l)}
        className="inline-flex min-h-11 items-center underline"
      >
        {name}
      </a>
    );
  return (
    <div role="group" aria-label={t("lang.label")} className={`flex items-center gap-1.5 text-sm ${className}`}>
      {item("en", t("lang.en"))}
      <span aria-hidden="true">/</span>
      {item("ta", t("lang.ta"))}
    </div>
  );
}
