/**
 * Issue 46: how search reads text, the same for what is indexed and what a visitor types. Words are
 * runs of letters, combining marks and digits (Unicode-aware: a Tamil letter with its vowel sign
 * stays one word); everything else — spaces, punctuation, quotes, `*`, `-`, brackets — only
 * separates words, so a visitor's text is never query syntax. Case and Latin diacritics are folded.
 */

/** A word: letters, combining marks (Tamil vowel signs and virama are marks) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The form a word is indexed and looked up in: lower case, Latin diacritics removed ('Hahnemühle'
 * → 'hahnemuhle'). Only U+0300–U+036F (the combining diacritical marks that NFD splits off Latin
 * letters) are removed, never every `\p{M}`: Tamil vowel signs are combining marks, and removing
 * them would merge different words. NFC afterwards puts Tamil letters that NFD split back together.
 */
export function foldWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase();
}

/** The words of a text as written (for the index, MiniSearch then folds each through `foldWord`). */
export function wordsOf(text: string): string[] {
  return text.normalize("NFC").match(WORD) ?? [];
}

/** The words of a text with where each starts and ends in it, for marking them in a snippet. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const spans: { word: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(WORD)) spans.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  return spans;
}

/** The length of a word in characters (code points, not UTF-16 units). */
export const lengthOf = (word: string) => [...word].length;

/**
 * The typos forgiven in a query word: none under 5 characters, one from 5, two from 9 (issue 46).
 * MiniSearch takes a number of edits when `fuzzy` is a function answering one.
 */
export function typosAllowed(term: string): number {
  const n = lengthOf(term);
  return n >= 9 ? 2 : n >= 5 ? 1 : 0;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** How long a snippet is, about, in characters. */
export const SNIPPET_LENGTH = 160;
/** How much of the snippet comes before the first matched word. */
const LEAD = 50;

/**
 * A short excerpt of `text` around the first word whose folded form is in `matched`, as HTML: every
 * character of the text escaped, then the matched words wrapped in <mark>…</mark>; '…' where the
 * excerpt cuts the text. Null when the text is empty. With no matched word, the text's start.
 */
export function snippetOf(text: string, matched: ReadonlySet<string>): string | null {
  const clean = text.normalize("NFC").replace(/\s+/g, " ").trim();
  if (!clean) return null;
  const spans = wordSpans(clean);
  const first = spans.find((s) => matched.has(foldWord(s.word)));
  let start = first ? Math.max(0, first.start - LEAD) : 0;
  // Start and end on word boundaries, never inside a word (nor a Tamil letter).
  if (start > 0) start = spans.find((s) => s.start >= start)?.start ?? start;
  let end = Math.min(clean.length, start + SNIPPET_LENGTH);
  if (end < clean.length) {
    const cut = spans.find((s) => s.start < end && s.end > end);
    if (cut) end = cut.start > start ? cut.start : cut.end;
  }
  let html = start > 0 ? "…" : "";
  let at = start;
  for (const s of spans) {
    if (s.end <= start || s.start >= end) continue;
    if (!matched.has(foldWord(s.word))) continue;
    html += escape(clean.slice(at, s.start)) + "<mark>" + escape(s.word) + "</mark>";
    at = s.end;
  }
  html += escape(clean.slice(at, end)).trimEnd();
  if (end < clean.length) html += "…";
  return html;
}
