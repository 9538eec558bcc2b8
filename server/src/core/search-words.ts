/**
 * Issue 46: the words the owner adds to a print or a gallery group so that search finds it by them
 * (a scientific name, another common name, a Tamil name). Shared by the shop and the gallery.
 */
import { badInput } from "./errors.js";

/** The most search words one print or group may carry. */
export const MAX_SEARCH_WORDS = 20;
/** The longest search word (or phrase), in characters. */
export const MAX_SEARCH_WORD_LENGTH = 60;

/**
 * The search words as a change sets them: `undefined` keeps `current`, null clears them; each word
 * trimmed, blank ones dropped, repeats (ignoring case) kept once, in the order typed.
 */
export function searchWordsField(value: readonly string[] | null | undefined, current: readonly string[] | null | undefined): string[] {
  if (value === undefined) return [...(current ?? [])];
  const words: string[] = [];
  const seen = new Set<string>();
  for (const raw of value ?? []) {
    const word = String(raw).trim();
    if (!word) continue;
    if (word.length > MAX_SEARCH_WORD_LENGTH)
      throw badInput(`A search word must be at most ${MAX_SEARCH_WORD_LENGTH} characters ('${word.slice(0, 20)}…')`, { field: "searchKeywords" });
    const key = word.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  if (words.length > MAX_SEARCH_WORDS) throw badInput(`At most ${MAX_SEARCH_WORDS} search words`, { field: "searchKeywords" });
  return words;
}
