// The offer of the Tamil site (issue 30): a small card linking to `/ta`, never a redirect (search
// engines and shared links keep their page). The layout decides when (i18n/choice.ts, suggestTamil:
// the English home page, a browser whose languages put Tamil ahead of English, and no language
// chosen before) and loads this only then, after hydration: the server's page (and the page cache)
// is the same for every visitor. Fixed at the bottom, so nothing on the page moves.
import { X } from "lucide-react";
import { useState } from "react";
import { localized, useT } from "../../i18n";
import { rememberLanguage } from "../../i18n/choice";

export default function LanguageSuggestion() {
  const t = useT();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <aside
      aria-label={t("lang.label")}
      data-testid="language-suggestion"
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-2xl bg-paper py-2 pr-2 pl-4 text-sm text-ink shadow-xl ring-1 ring-ink/10 print:hidden"
    >
      <p>
        {t("lang.suggest")}{" "}
        <a href={localized("ta", "/")} hrefLang="ta" lang="ta" onClick={() => rememberLanguage("ta")} className="font-semibold text-forest underline">
          {t("lang.suggestLink")}
        </a>
      </p>
      <button
        type="button"
        className="btn-icon text-ink hover:bg-ink/5"
        aria-label={t("lang.dismiss")}
        onClick={() => {
          rememberLanguage("en");
          setShown(false);
        }}
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </aside>
  );
}
