/**
 * Issue 46: search over prints, gallery groups, posts and workshops. Each instance keeps its own
 * index (search-index.ts), built on the first search; while it exists, the shared public-cache
 * version (bumped by every catalogue write, on any instance) is read about once a second, and a new
 * version reads what changed (search-sources.ts). A search never waits for a refresh: only the very
 * first one waits for the build.
 */
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { In, type DataSource } from "typeorm";
import { clientKeyOf } from "../core/client-address.js";
import { AppError, badInput } from "../core/errors.js";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { GalleryImage } from "../gallery/gallery-image.entity.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import { SearchIndex, type IndexHit, type SearchDoc } from "./search-index.js";
import { CatalogueReader, type RefreshReport } from "./search-sources.js";
import { snippetOf } from "./search-text.js";
import {
  SearchKind,
  SearchSort,
  type SearchFacetValue,
  type SearchFilter,
  type SearchHit,
  type SearchPriceRange,
  type SearchResult,
  type SearchSuggestion,
} from "./search.types.js";

/** The longest query, in characters: past it, BAD_USER_INPUT naming the limit. */
export const MAX_QUERY_LENGTH = 200;
export const QUERY_TOO_LONG = `A search may be at most ${MAX_QUERY_LENGTH} characters`;
export const DEFAULT_FIRST = 20;
export const MAX_FIRST = 50;
export const DEFAULT_SUGGESTIONS = 6;
export const MAX_SUGGESTIONS = 10;
/** Suggestions start at this many characters. */
export const SUGGEST_FROM = 2;
/**
 * Suggestions weigh what the shop sells first: a print's title before a gallery group's, a
 * workshop's or a post's that match as well ('kingfisher' suggests the prints before the post
 * about kingfishers). A much better match of another kind still comes first.
 */
const SUGGESTION_KIND_BOOST = { PRINT: 2, GALLERY: 1.5, WORKSHOP: 1.2, POST: 1 } as const;
/** Below this many hits, a 'Did you mean' is looked for. */
const FEW_HITS = 3;
/**
 * Searches one client may make a minute, counted across instances: a search of a common word costs
 * some 30 ms of a core, so a client asking without pause would take one. A kept `/search` page costs
 * nothing and is not counted (only a drawing asks the service); a person typing, filtering and paging
 * stays far below. Suggestions are cheap (a millisecond) and come with every key: a limit of their own.
 */
export const SEARCHES_PER_MINUTE = 120;
export const SUGGESTIONS_PER_MINUTE = 600;
export const TOO_MANY_SEARCHES = "Too many searches from here. Please try again in a minute.";
/**
 * The caller that is not a visitor's request (tools, the bench): never limited. A symbol, not a text:
 * a request's address is a text the client may write (X-Forwarded-For behind a trusted proxy), and
 * no text can be this mark. A text that is no address is counted, as one client ("unknown").
 */
export const UNLIMITED_CLIENT: unique symbol = Symbol("the server's own tools");
/** Who asks: a request's address, or the server's own tools. */
export type SearchClient = string | typeof UNLIMITED_CLIENT;

/** How often the shared version is read while the index exists. */
export const POLL_MS = 1000;

/** The price ranges of the facet, in paise: [from, to] with to inclusive, null for no bound. */
export const PRICE_RANGES: readonly [number, number | null][] = [
  [0, 199_999],
  [200_000, 499_999],
  [500_000, 999_999],
  [1_000_000, null],
];

export interface SearchArgs {
  q: string;
  kinds?: readonly SearchKind[] | null;
  filter?: SearchFilter | null;
  sort?: SearchSort | null;
  first?: number | null;
  after?: string | null;
}

/** The index of the range of PRICE_RANGES a price falls in, -1 for none (a plain loop: this runs once a hit of a common word). */
function priceRangeOf(paise: number): number {
  for (let i = 0; i < PRICE_RANGES.length; i++) {
    const range = PRICE_RANGES[i];
    if (paise >= range[0] && (range[1] === null || paise <= range[1])) return i;
  }
  return -1;
}

/** The filter with its ids as numbers. */
interface Filter {
  categoryId: number | null;
  locationId: number | null;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  frameSizeId: number | null;
}
type Facet = "category" | "location" | "price" | "frame";

const idFilter = (value: string | null | undefined, field: string): number | null => {
  if (value == null || value === "") return null;
  if (!/^\d{1,10}$/.test(value)) throw badInput(`${field} is not a valid id`, { field });
  return Number(value);
};

const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");
function offsetOf(after: string | null | undefined): number {
  if (after == null) return 0;
  const m = /^o:(\d{1,9})$/.exec(after.length <= 32 ? Buffer.from(after, "base64url").toString("latin1") : "");
  if (!m || cursorOf(Number(m[1])) !== after) throw badInput("This cursor is not valid: pass a page's endCursor", { field: "after" });
  return Number(m[1]);
}

function bounded(value: number | null | undefined, fallback: number, max: number): number {
  if (value == null) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw badInput(`first must be between 1 and ${max}`, { field: "first" });
  return value;
}

function checkQuery(q: string): string {
  if (q.length > MAX_QUERY_LENGTH) throw badInput(QUERY_TOO_LONG, { field: "q", max: MAX_QUERY_LENGTH });
  return q.trim();
}

/** A print's lowest price among the frames the filter allows (all of them without a frame-size filter); null when none. */
function fromPrice(doc: SearchDoc, f: Filter, skip: Facet | null): number | null {
  const size = skip !== "frame" ? f.frameSizeId : null;
  const [min, max] = skip !== "price" ? [f.minPricePaise, f.maxPricePaise] : [null, null];
  let best: number | null = null;
  for (const fr of doc.frames) {
    if (size !== null && fr.frameSizeId !== size) continue;
    if ((min !== null && fr.pricePaise < min) || (max !== null && fr.pricePaise > max)) continue;
    if (best === null || fr.pricePaise < best) best = fr.pricePaise;
  }
  return best;
}

/** Whether a print's frame passes the price filter (the frame-size facet counts the sizes whose frames do). */
const frameInPrice = (price: number, f: Filter) =>
  (f.minPricePaise === null || price >= f.minPricePaise) && (f.maxPricePaise === null || price <= f.maxPricePaise);

const printFilters = (f: Filter, skip: Facet | null) =>
  (skip !== "category" && f.categoryId !== null) ||
  (skip !== "price" && (f.minPricePaise !== null || f.maxPricePaise !== null)) ||
  (skip !== "frame" && f.frameSizeId !== null);

/** Whether a hit passes the filter, leaving out the filter of facet `skip` (a facet counts across its own values). */
function passes(doc: SearchDoc, f: Filter, skip: Facet | null): boolean {
  const location = skip !== "location" && f.locationId !== null;
  if (doc.kind === "PRINT") {
    if (location) return false;
    if (skip !== "category" && f.categoryId !== null && doc.categoryId !== f.categoryId) return false;
    return doc.frames.length > 0 && (!printFilters(f, skip) || fromPrice(doc, f, skip) !== null);
  }
  if (printFilters(f, skip)) return false;
  if (location) return doc.kind === "GALLERY" && doc.locationIds.includes(f.locationId!);
  return true;
}

export class SearchService {
  /**
   * Called after each first page of a search with a query, no filter and the relevance order: what a
   * visitor typed, not their next page, their click on a facet nor on another order (the owner's
   * search log, app.ts, hooks in here).
   */
  onSearched?: (q: string, total: number) => void;
  /** A refresh that failed (the database away): logged by the root; the next poll tries again. */
  onRefreshError?: (err: unknown) => void;
  /**
   * The index now answers differently (a document added, changed or removed): the root forgets this
   * instance's kept /search pages, which may have been drawn, since the write's own bump, from the
   * index as it was before (up to a poll behind). A re-read that finds the same documents says nothing.
   */
  onIndexChanged?: () => void;

  private readonly reader: CatalogueReader;
  private version: (() => Promise<string>) | null = null;
  private index: SearchIndex | null = null;
  private building: Promise<SearchIndex> | null = null;
  private indexedVersion: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private stopped = false;
  /** A refresh failed part way: the next one that succeeds reports a change whatever it reads. */
  private unsettled = false;

  private readonly searchesPerClient: RateLimiterAbstract;
  private readonly suggestionsPerClient: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly pollMs = POLL_MS,
    limiter: LimiterFactory = inMemory,
  ) {
    this.reader = new CatalogueReader(ds);
    this.searchesPerClient = limiter({ keyPrefix: "searches", points: SEARCHES_PER_MINUTE, duration: 60 });
    this.suggestionsPerClient = limiter({ keyPrefix: "search-suggestions", points: SUGGESTIONS_PER_MINUTE, duration: 60 });
  }

  /**
   * Takes one of the client's points (an IPv6 client counted by its /64, as every limit counts), or
   * answers TOO_MANY_REQUESTS with the seconds to wait. A shared store that fails is answered by its
   * limiter in memory meanwhile (db/shared-limits.ts).
   */
  private async count(limit: RateLimiterAbstract, clientKey: SearchClient): Promise<void> {
    if (clientKey === UNLIMITED_CLIENT) return;
    try {
      await limit.consume(clientKeyOf(clientKey));
    } catch (err) {
      if (err instanceof RateLimiterRes)
        throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_SEARCHES, { retryAfter: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) });
      throw err;
    }
  }

  /** The shared version the index follows (the public cache's, bumped by every catalogue write on any instance). */
  useVersion(version: () => Promise<string>): void {
    this.version = version;
  }

  /** The index, built on first use; later calls never wait for a refresh. */
  ready(): Promise<SearchIndex> {
    if (this.index) return Promise.resolve(this.index);
    this.building ??= this.build().catch((err: unknown) => {
      this.building = null;
      throw err;
    });
    return this.building;
  }

  private async build(): Promise<SearchIndex> {
    const index = new SearchIndex();
    const version = await this.readVersion();
    await this.reader.refresh(index);
    this.indexedVersion = version;
    this.index = index;
    if (!this.stopped) {
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
    }
    return index;
  }

  private readVersion(): Promise<string | null> {
    return this.version ? this.version() : Promise.resolve(null);
  }

  /** Reads the shared version and, when it moved (or none is known), what changed. One at a time. */
  private async poll(): Promise<void> {
    if (this.refreshing || this.stopped || !this.index) return;
    const index = this.index;
    this.refreshing = (async () => {
      try {
        const version = await this.readVersion();
        if (version !== null && version === this.indexedVersion) return;
        const report = await this.reader.refresh(index);
        this.indexedVersion = version;
        if (report.changed + report.removed > 0 || this.unsettled) this.onIndexChanged?.();
        this.unsettled = false;
      } catch (err) {
        // It may have changed part of the index before it failed: the next refresh that succeeds says so.
        this.unsettled = true;
        this.onRefreshError?.(err);
      }
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Brings the index up to the database now (the bench and tests of the reader); builds it if there is none. */
  async refreshNow(): Promise<RefreshReport> {
    const index = await this.ready();
    await this.refreshing;
    const report = await this.reader.refresh(index);
    if (report.changed + report.removed > 0) this.onIndexChanged?.();
    return report;
  }

  /** Stops the polling (app close); a refresh under way finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.refreshing;
  }

  /** `clientKey` names who asks, for the per-client limit (UNLIMITED_CLIENT: the server's own tools). */
  async search(args: SearchArgs, clientKey: SearchClient): Promise<SearchResult> {
    const q = checkQuery(args.q);
    const first = bounded(args.first, DEFAULT_FIRST, MAX_FIRST);
    const offset = offsetOf(args.after);
    const f: Filter = {
      categoryId: idFilter(args.filter?.categoryId, "categoryId"),
      locationId: idFilter(args.filter?.locationId, "locationId"),
      minPricePaise: args.filter?.minPricePaise ?? null,
      maxPricePaise: args.filter?.maxPricePaise ?? null,
      frameSizeId: idFilter(args.filter?.frameSizeId, "frameSizeId"),
    };
    const empty: SearchResult = {
      total: 0,
      hits: [],
      facets: { categories: [], locations: [], priceRanges: [], frameSizes: [] },
      didYouMean: null,
      pageInfo: { endCursor: null, hasNextPage: false },
    };
    if (!q) return empty;
    await this.count(this.searchesPerClient, clientKey);
    const index = await this.ready();
    const kinds = args.kinds?.length ? new Set<string>(args.kinds) : null;
    const found = index.find(q).filter((h) => !kinds || kinds.has(h.doc.kind));
    const hits = Object.values(f).every((v) => v === null) ? found : found.filter((h) => passes(h.doc, f, null));
    this.sort(hits, args.sort ?? SearchSort.RELEVANCE, f);
    const page = hits.slice(offset, offset + first);
    const result: SearchResult = {
      total: hits.length,
      hits: await this.hitsOf(page),
      facets: this.facets(found, f),
      didYouMean: hits.length < FEW_HITS ? index.didYouMean(q) : null,
      pageInfo: { endCursor: page.length ? cursorOf(offset + page.length) : null, hasNextPage: offset + page.length < hits.length },
    };
    // What a visitor typed, once: not a later page, a filter or another order of the same search.
    const refined = Object.values(f).some((v) => v !== null) || (args.sort != null && args.sort !== SearchSort.RELEVANCE);
    if (args.after == null && !refined) this.onSearched?.(q, hits.length);
    return result;
  }

  /** Up to `first` things whose title, words or place match what is typed so far, from SUGGEST_FROM characters. */
  async suggestions(qRaw: string, firstRaw: number | null | undefined, clientKey: SearchClient): Promise<SearchSuggestion[]> {
    const q = checkQuery(qRaw);
    const first = bounded(firstRaw, DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS);
    if ([...q].length < SUGGEST_FROM) return [];
    await this.count(this.suggestionsPerClient, clientKey);
    const index = await this.ready();
    return index
      .find(q, ["title", "titleTa", "keywords", "place"], SUGGESTION_KIND_BOOST)
      .slice(0, first)
      .map(({ doc }) => ({ kind: doc.kind as SearchKind, id: String(doc.id), title: doc.title, titleTa: doc.titleTa, url: doc.url }));
  }

  /** Sorts in place; RELEVANCE keeps the index's order, which is by score already. */
  private sort(hits: IndexHit[], sort: SearchSort, f: Filter): void {
    if (sort === SearchSort.NEWEST) hits.sort((a, b) => b.doc.createdAt - a.doc.createdAt || b.doc.id - a.doc.id);
    else if (sort === SearchSort.PRICE_ASC || sort === SearchSort.PRICE_DESC) {
      const sign = sort === SearchSort.PRICE_ASC ? 1 : -1;
      const price = new Map(hits.map((h) => [h, h.doc.kind === "PRINT" ? fromPrice(h.doc, f, null) : null]));
      hits.sort((a, b) => {
        const [pa, pb] = [price.get(a) ?? null, price.get(b) ?? null];
        if (pa === null || pb === null) return pa === pb ? b.score - a.score : pa === null ? 1 : -1;
        return sign * (pa - pb) || b.score - a.score;
      });
    }
  }

  /**
   * The facets in one pass over what the query found: each counts the hits that pass every filter
   * but its own (with no filter set, the same hits for all four).
   */
  private facets(found: IndexHit[], f: Filter): SearchResult["facets"] {
    const m = this.reader.masters;
    const categories = new Map<number, number>();
    const frames = new Map<number, number>();
    const locations = new Map<number, number>();
    const prices = PRICE_RANGES.map(() => 0);
    const add = (counts: Map<number, number>, key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);
    // With no filter, every print with a frame counts in every facet: no filter is tried (a common word finds thousands).
    const unfiltered = Object.values(f).every((v) => v === null);
    const ok = (doc: SearchDoc, skip: Facet) => (unfiltered ? doc.frames.length > 0 : passes(doc, f, skip));
    for (const { doc } of found) {
      if (doc.kind === "PRINT") {
        if (ok(doc, "category")) add(categories, doc.categoryId!);
        if (ok(doc, "frame")) for (const fr of doc.frames) if (frameInPrice(fr.pricePaise, f)) add(frames, fr.frameSizeId);
        if (ok(doc, "price")) {
          const i = priceRangeOf(unfiltered ? doc.minPricePaise! : fromPrice(doc, f, "price")!);
          if (i >= 0) prices[i]++;
        }
      } else if (doc.kind === "GALLERY" && (unfiltered || passes(doc, f, "location"))) for (const id of doc.locationIds) add(locations, id);
    }
    const values = (counts: Map<number, number>, label: (id: number) => { name: string; nameTa: string | null } | undefined): SearchFacetValue[] =>
      [...counts]
        .map(([id, count]) => ({ value: String(id), label: label(id)?.name ?? "", labelTa: label(id)?.nameTa ?? null, count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    const priceRanges: SearchPriceRange[] = PRICE_RANGES.map(([min, max], i) => ({ minPricePaise: min, maxPricePaise: max, count: prices[i] })).filter(
      (r) => r.count > 0,
    );
    return {
      categories: values(categories, (id) => m?.shopCategories.get(id)),
      locations: values(locations, (id) => m?.locations.get(id)),
      priceRanges,
      frameSizes: values(frames, (id) => ({ name: m?.frameSizes.get(id) ?? "", nameTa: null })),
    };
  }

  /** The page's hits with their snippets and pictures (one read of the gallery's first images, one of the assets). */
  private async hitsOf(page: IndexHit[]): Promise<SearchHit[]> {
    const groups = page.filter((h) => h.doc.kind === "GALLERY").map((h) => h.doc.id);
    const firstImage = new Map<number, number>();
    if (groups.length) {
      const images = await this.ds.getRepository(GalleryImage).find({
        select: { itemId: true, assetId: true, position: true },
        where: { itemId: In(groups) },
        order: { position: "ASC", id: "ASC" },
      });
      for (const img of images) if (!firstImage.has(img.itemId)) firstImage.set(img.itemId, img.assetId);
    }
    const imageOf = (doc: SearchDoc) => (doc.kind === "GALLERY" ? (firstImage.get(doc.id) ?? null) : doc.imageId);
    const assetIds = [...new Set(page.map((h) => imageOf(h.doc)).filter((id): id is number => id !== null))];
    const assets = new Map((assetIds.length ? await this.ds.getRepository(MediaAsset).find({ where: { id: In(assetIds) } }) : []).map((a) => [a.id, a]));
    return page.map(({ doc, terms }) => {
      const matched = new Set(terms);
      const texts = [...doc.texts, doc.keywords.join(", "), doc.place, doc.category].filter((t) => t.trim());
      const withMatch = texts.find((t) => snippetOf(t, matched)?.includes("<mark>"));
      const image = imageOf(doc);
      return {
        kind: doc.kind as SearchKind,
        id: String(doc.id),
        title: doc.title,
        titleTa: doc.titleTa,
        snippet: snippetOf(withMatch ?? texts[0] ?? "", matched),
        url: doc.url,
        image: image === null ? null : (assets.get(image) ?? null),
      };
    });
  }
}
