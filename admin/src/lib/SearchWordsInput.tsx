/**
 * Issue 46: a print's or gallery group's search words, as chips: other names people search for
 * (a scientific name, another common name, a Tamil name). Enter, a comma or leaving the field adds
 * what is typed; blanks and repeats (in any case) are dropped, as the server drops them; at most
 * MAX_SEARCH_WORDS, each at most MAX_SEARCH_WORD_LENGTH characters (the server's bounds,
 * server/src/core/search-words.ts): a longer one stays in the field, marked, never dropped unseen.
 */
import { useState } from "react";
import { Autocomplete, TextField } from "@mui/material";

export const MAX_SEARCH_WORDS = 20;
export const MAX_SEARCH_WORD_LENGTH = 60;
export const SEARCH_WORDS_HELP = `Other names people search for: a scientific name, another common name, a Tamil name. At most ${MAX_SEARCH_WORDS}.`;

/** The words trimmed, without blanks and without repeats in another case, in the order given. */
export function cleanSearchWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    const key = word.toLocaleLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

const isTooLong = (word: string) => word.trim().length > MAX_SEARCH_WORD_LENGTH;

export function SearchWordsInput(props: { value: string[]; onChange: (words: string[]) => void; disabled?: boolean }) {
  const [typed, setTyped] = useState("");
  const full = props.value.length >= MAX_SEARCH_WORDS;
  const tooLong = typed.split(",").some(isTooLong);
  const add = (words: string[]) => props.onChange(cleanSearchWords(words).slice(0, MAX_SEARCH_WORDS));

  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={props.value}
      inputValue={typed}
      disabled={props.disabled}
      onChange={(_, next) => {
        // A word over the limit is never dropped unseen: it stays in the field, marked, to be shortened.
        add(next.filter((w) => !isTooLong(w)));
        setTyped(next.find(isTooLong) ?? "");
      }}
      onInputChange={(_, text, reason) => {
        // A comma ends a word, as Enter does (a pasted list of names comes in at once).
        if (reason === "input" && text.includes(",")) {
          const parts = text.split(",");
          const last = parts.pop() ?? "";
          add([...props.value, ...parts.filter((w) => !isTooLong(w))]);
          setTyped([...parts.filter(isTooLong).map((w) => w.trim()), last].filter(Boolean).join(", "));
        } else setTyped(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search words"
          name="searchKeywords"
          error={tooLong}
          helperText={
            tooLong
              ? `A search word is at most ${MAX_SEARCH_WORD_LENGTH} characters`
              : full
                ? `${SEARCH_WORDS_HELP} (All ${MAX_SEARCH_WORDS} used: remove one to add another.)`
                : `${SEARCH_WORDS_HELP} Press Enter or type a comma after each.`
          }
          // No length cap while words may be added: a pasted list is longer than one word, and a word too long is shown as such.
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...(full && { maxLength: 0 }) } }}
        />
      )}
    />
  );
}
