// The search field (issue 46) of the header and of the empty search page. In the first load it is a
// plain form, GET /search with `q`: it searches before the page has hydrated and without JavaScript.
// The suggestions (the ARIA combobox, SearchCombobox.tsx) are code of their own, fetched when the
// field takes the focus, and take the field's place with what was typed so far.
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { localized, useLocale, useT } from "../../i18n";
import { deferred, useDeferred } from "../../lib/deferred";

export const searchCombobox = deferred(() => import("./SearchCombobox"));

export interface SearchFormProps {
  /** Prefix of the ids (two fields may be on a page: the header's and the page's). */
  id: string;
  initial?: string;
  /** Take the focus now (the phone's field as it opens). */
  focus?: boolean;
  className?: string;
  /** After the visitor went to a result or the results (the phone's panel closes). */
  onNavigate?: () => void;
  /** Escape in a field with no suggestions open (the phone's panel closes). */
  onEscape?: () => void;
  /** A search landmark (the header's); the page's own field is part of its page. */
  landmark?: boolean;
}

export const searchFieldClass =
  "h-11 w-full min-w-0 rounded-full border border-ink/15 bg-white pr-12 pl-4 text-base text-ink placeholder:text-ink-muted focus:border-forest focus:outline-none focus-visible:ring-2 focus-visible:ring-forest/40 [&::-webkit-search-cancel-button]:hidden";

export const searchButtonClass =
  "absolute top-0 right-0 grid size-11 place-items-center rounded-full text-forest hover:bg-forest/10 focus-visible:ring-2 focus-visible:ring-forest focus-visible:outline-none";

export function SearchForm({ id, initial = "", focus = false, className = "", onNavigate, onEscape, landmark = true }: SearchFormProps) {
  const t = useT();
  const locale = useLocale();
  const [module, load] = useDeferred(searchCombobox);
  const [typed, setTyped] = useState(initial);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  const Combobox = module?.SearchCombobox;
  if (Combobox)
    return <Combobox id={id} initial={typed} focus={focused || focus} className={className} onNavigate={onNavigate} onEscape={onEscape} landmark={landmark} />;

  return (
    <form role={landmark ? "search" : undefined} action={localized(locale, "/search")} method="get" className={`relative ${className}`}>
      <label htmlFor={`${id}-q`} className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        type="search"
        defaultValue={initial}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className={searchFieldClass}
        onPointerEnter={load}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        onInput={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onEscape?.();
        }}
      />
      <button type="submit" className={searchButtonClass} aria-label={t("search.submit")}>
        <Search className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
