// The search field with suggestions (issue 46), loaded when the field is first focused: the WAI-ARIA
// combobox pattern with a listbox popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). The
// focus stays in the field; the active suggestion is named by aria-activedescendant. After two
// letters, and 150 ms without typing, the server's `searchSuggestions` answer. ArrowDown and
// ArrowUp move through them, Enter opens the active one or searches for the text, Escape closes.
import { useQuery } from "@apollo/client/react";
import { Search } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "wouter";
import { graphql } from "../../gql";
import { localized, useLocale, useT } from "../../i18n";
import { useLocalized } from "../../i18n/localized";
import { KIND_LABEL, searchPath } from "./kinds";
import { searchButtonClass, searchFieldClass, type SearchFormProps } from "./SearchForm";

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($q: String!) {
    searchSuggestions(q: $q, first: 6) {
      id
      kind
      title
      titleTa
      url
    }
  }
`);

/** Letters typed before suggestions are asked for (the server answers none below 2). */
const MIN_LETTERS = 2;
/** Quiet time after the last key before asking. */
const DEBOUNCE_MS = 150;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function SearchCombobox({ id, initial = "", focus = false, className = "", onNavigate, onEscape, landmark = true }: SearchFormProps) {
  const t = useT();
  const locale = useLocale();
  const pick = useLocalized();
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(focus && initial.trim().length >= MIN_LETTERS);
  // The highlighted option, with the list it was highlighted in: a new list (the answer for what was
  // typed since) highlights nothing, so Enter never opens another suggestion than the one announced.
  const [highlighted, setHighlighted] = useState({ index: -1, list: "" });
  const asked = useDebounced(value.trim(), DEBOUNCE_MS);
  const enough = asked.length >= MIN_LETTERS;
  const { data, previousData } = useQuery(SearchSuggestionsQuery, { variables: { q: asked }, skip: !enough });
  const suggestions = enough ? ((data ?? previousData)?.searchSuggestions ?? []) : [];
  const expanded = open && value.trim().length >= MIN_LETTERS && suggestions.length > 0;
  const listKey = suggestions.map((s) => `${s.kind}:${s.id}`).join(",");
  const setActive = (index: number) => setHighlighted({ index, list: listKey });
  const activeIndex = expanded && highlighted.list === listKey && highlighted.index < suggestions.length ? highlighted.index : -1;
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-suggestion-${i}`;

  // Taking the place of the plain field that had the focus: the focus and the caret come along.
  useEffect(() => {
    if (!focus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, [focus]);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
    input.current?.blur();
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        if (n === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % n : 0);
        break;
      case "ArrowUp":
        if (n === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex <= 0 ? n - 1 : activeIndex - 1) : n - 1);
        break;
      case "Enter":
        if (activeIndex >= 0) {
          event.preventDefault();
          go(suggestions[activeIndex].url);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else onEscape?.();
        break;
    }
  };

  return (
    <form
      role={landmark ? "search" : undefined}
      action={localized(locale, "/search")}
      method="get"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        go(searchPath(value));
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        // Text, not search: the HTML standard allows the combobox role on a text field only.
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className={searchFieldClass}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={searchButtonClass} aria-label={t("search.submit")}>
        <Search className="size-5" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] min-w-72 overflow-y-auto rounded-2xl bg-white py-2 shadow-card ring-1 ring-ink/10"
      >
        {expanded &&
          suggestions.map((s, i) => {
            const title = pick(s.title, s.titleTa);
            return (
              <li
                key={`${s.kind}-${s.id}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                className={`flex min-h-11 cursor-pointer flex-col justify-center px-4 py-2 ${i === activeIndex ? "bg-forest/10" : "hover:bg-ink/5"}`}
                // Pressing an option must not blur the field first (the list would close under the pointer).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(s.url)}
              >
                <span className="text-xs font-semibold tracking-wide text-kingfisher-700 uppercase">{t(KIND_LABEL[s.kind])}</span>
                <span className="text-sm font-medium text-ink" lang={title.lang}>
                  {title.text}
                </span>
              </li>
            );
          })}
      </ul>
    </form>
  );
}
