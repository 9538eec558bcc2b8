/**
 * Issue 46: the in-process index of everything a visitor may search for (prints, gallery groups,
 * posts, workshops), built with MiniSearch from the database and kept beside it, never a second
 * source of truth. Why not the databases' own full-text search: docs/search.md.
 *
 * Matching: every query word also matches as a prefix ('king' finds Kingfisher), with one typo
 * forgiven from 5 characters and two from 9; case and Latin diacritics folded (search-text.ts). All
 * query words must match (AND); when that finds nothing, any word may (OR), ranked by score.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { foldWord, lengthOf, typosAllowed, wordsOf } from "./search-text.js";

/** What search finds; the GraphQL enum SearchKind names the same. */
export type SearchKindName = "PRINT" | "GALLERY" | "POST" | "WORKSHOP";

/** One frame of a print as filters and facets see it. */
export interface DocFrame {
  frameSizeId: number;
  pricePaise: number;
}

/** One thing a visitor may find, as the index keeps it. */
export interface SearchDoc {
  /** `${kind}:${id}`: unique across kinds. */
  key: string;
  kind: SearchKindName;
  id: number;
  title: string;
  titleTa: string | null;
  /** The owner's search words (prints, gallery groups), a post's or a workshop's tags. */
  keywords: string[];
  /** Locations of a gallery group, a workshop's destination, in both languages. */
  place: string;
  /** Category and subcategory names, in both languages. */
  category: string;
  /** The texts a snippet may be cut from, best first (description, then its Tamil, …). */
  texts: string[];
  /** Its own page's path (http/seo.ts). */
  url: string;
  /** Its image (media asset id) when the row names it; a gallery group's is its first image, read when answering. */
  imageId: number | null;
  /** When it was created, ms since the epoch (sort NEWEST). */
  createdAt: number;
  /** A print's shop category. */
  categoryId: number | null;
  /** A gallery group's locations. */
  locationIds: number[];
  /** A print's frames with their prices. */
  frames: DocFrame[];
  /** A print's lowest price (null: not a print, or no frame). */
  minPricePaise: number | null;
  /** What the refresh compares to know the row changed (its updatedAt, its frames or locations). */
  sig: string;
}

/** The boosts of the fields: a title counts most, then the owner's words, then place and category, then the text. */
const BOOST = { title: 5, titleTa: 5, keywords: 3, place: 2, category: 2, description: 1 } as const;
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

/** The most distinct words of a query that are looked up: past them the query is cut (each word expands to its prefixes and typos). */
export const MAX_QUERY_WORDS = 10;

/** One hit as the index answers it. */
export interface IndexHit {
  doc: SearchDoc;
  score: number;
  /** The indexed words (folded) that matched, for the snippet's marks. */
  terms: string[];
}

/** The distinct folded words of a query, at most MAX_QUERY_WORDS. */
export function queryWords(q: string): string[] {
  return [...new Set(wordsOf(q).map(foldWord))].slice(0, MAX_QUERY_WORDS);
}

export class SearchIndex {
  private readonly mini = new MiniSearch<SearchDoc>({
    idField: "key",
    fields: FIELDS,
    tokenize: wordsOf,
    processTerm: foldWord,
    extractField: (doc, field) => {
      switch (field) {
        case "key":
          return doc.key;
        case "title":
          return doc.title;
        case "titleTa":
          return doc.titleTa ?? "";
        case "keywords":
          return doc.keywords.join(" ");
        case "place":
          return doc.place;
        case "category":
          return doc.category;
        case "description":
          return doc.texts.join(" ");
        default:
          return "";
      }
    },
    searchOptions: {
      boost: BOOST,
      // A one-letter word is looked up whole: as a prefix it would match most of the vocabulary.
      prefix: (term) => lengthOf(term) >= 2,
      fuzzy: (term) => typosAllowed(term),
      maxFuzzy: 2,
    },
  });
  readonly docs = new Map<string, SearchDoc>();

  get size(): number {
    return this.docs.size;
  }

  /** Adds or replaces a document; answers whether the index holds something new (a re-read of the same document changes nothing). */
  upsert(doc: SearchDoc): boolean {
    const had = this.docs.get(doc.key);
    if (had && sameDoc(had, doc)) return false;
    if (had) this.mini.replace(doc);
    else this.mini.add(doc);
    this.docs.set(doc.key, doc);
    return true;
  }

  remove(key: string): void {
    if (!this.docs.has(key)) return;
    this.mini.discard(key);
    this.docs.delete(key);
  }

  /** The keys of one kind in the index. */
  keysOf(kind: SearchKindName): string[] {
    return [...this.docs.values()].filter((d) => d.kind === kind).map((d) => d.key);
  }

  /**
   * Everything matching the words of `q`, best first; `fields` narrows where they are looked for, and
   * `kindBoost` weighs each kind's score (suggestions: a print before a post that matches as well).
   */
  find(q: string, fields?: readonly (keyof typeof BOOST)[], kindBoost?: Readonly<Record<SearchKindName, number>>): IndexHit[] {
    const words = queryWords(q);
    if (!words.length) return [];
    const query = words.join(" ");
    const options = {
      ...(fields && { fields: [...fields] }),
      ...(kindBoost && { boostDocument: (key: unknown) => kindBoost[this.docs.get(key as string)?.kind ?? "POST"] }),
    };
    let results: SearchResult[] = this.mini.search(query, { ...options, combineWith: "AND" });
    if (!results.length && words.length > 1) results = this.mini.search(query, { ...options, combineWith: "OR" });
    const hits: IndexHit[] = [];
    for (const r of results) {
      const doc = this.docs.get(r.id as string);
      if (doc) hits.push({ doc, score: r.score, terms: r.terms });
    }
    return hits;
  }

  /**
   * A close query made of indexed words, for 'Did you mean …': each word of `q` allowed more typos
   * than search forgives (two in five of its letters, at least 2: 'kngfshr' → 'kingfisher'), whole words only. Null when the best
   * is the query itself or nothing is close.
   */
  didYouMean(q: string): string | null {
    const words = queryWords(q);
    if (!words.length) return null;
    const suggestions = this.mini.autoSuggest(words.join(" "), {
      prefix: false,
      fuzzy: (term) => Math.max(2, Math.round(lengthOf(term) / 2.5)),
      maxFuzzy: 4,
      combineWith: "AND",
    });
    const asked = words.join(" ");
    const best = suggestions.find((s) => s.suggestion !== asked);
    return best ? best.suggestion : null;
  }
}

/**
 * Two readings of one document say the same: every field but `sig` (the row's stamp), in order (the
 * reader builds them the same way). A row written with nothing search shows changed (an edition's
 * counts, which stamp the print's updatedAt) is the same document.
 */
function sameDoc(a: SearchDoc, b: SearchDoc): boolean {
  return JSON.stringify({ ...a, sig: "" }) === JSON.stringify({ ...b, sig: "" });
}
