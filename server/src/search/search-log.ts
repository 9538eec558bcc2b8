/**
 * Issue 46, the owner's search log: what visitors search for, per day, and what found nothing, for
 * the two lists under Analytics. A search is counted by one atomic upsert of its (day, query, found)
 * row, never read first, so two instances counting the same query at once both count. Nothing about
 * the visitor is kept: only the normalised words and the day in India (docs/search.md, "The search
 * log"). Writing never holds the answer: the search service calls `record` after answering and the
 * write's failure is only logged.
 */
import type { DataSource } from "typeorm";
import { badInput } from "../core/errors.js";
import { indiaDate } from "../core/india-time.js";
import { SearchQueryDay } from "./search-log.entity.js";

/** The longest query kept, in characters (after normalising); a longer one is not stored at all. */
export const MAX_LOGGED_QUERY = 100;
/** The lists' default window, in days (today in India and the 29 before it). */
export const DEFAULT_DAYS = 30;
/** The longest window one may ask for; rows older than it are swept. */
export const MAX_DAYS = 365;
/** At most this many rows in a list. */
export const MAX_ROWS = 50;
/**
 * New (query, found) pairs one instance writes in a day; past it, only queries already written that
 * day are counted. A script sending a million different queries adds at most this many rows a day,
 * while what real visitors search for (a few hundred different queries a day) is all kept.
 */
export const MAX_NEW_QUERIES_A_DAY = 5000;

const DAY_MS = 86_400_000;

export interface SearchCount {
  query: string;
  count: number;
  /** The last day (India time, 'YYYY-MM-DD') it was searched in the window. */
  lastSearchedOn: string;
}

/** What a query is kept as: trimmed, runs of white space one space, lower case, NFC; null when blank or longer than MAX_LOGGED_QUERY characters. */
export function normaliseQuery(q: string): string | null {
  const text = q.normalize("NFC").trim().replace(/\s+/gu, " ").toLowerCase();
  return text && [...text].length <= MAX_LOGGED_QUERY ? text : null;
}

/** The first day of a window of `days` days ending today (India time). */
export function windowStart(days: number, at: Date = new Date()): string {
  return indiaDate(at.getTime() - (days - 1) * DAY_MS);
}

function checkDays(days: number | null | undefined): number {
  if (days == null) return DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) throw badInput(`days must be between 1 and ${MAX_DAYS}`, { field: "days", max: MAX_DAYS });
  return days;
}

/** How long repeats of kept search pages are counted in memory before they are written (recordAgain). */
const AGAIN_FLUSH_MS = 5_000;

export class SearchLog {
  /** A write that failed (the database away): logged by the root; the search was answered anyway. */
  onError?: (err: unknown) => void;

  private readonly sqlite: boolean;
  private readonly pending = new Set<Promise<void>>();
  /** This instance's (query, found) pairs written today, for MAX_NEW_QUERIES_A_DAY. */
  private today = { day: "", keys: new Set<string>(), found: new Map<string, boolean>() };
  /** Repeats of kept pages counted in memory (recordAgain), by day, outcome and query, until the next write. */
  private again = new Map<string, number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private sweptOn = "";

  constructor(private readonly ds: DataSource) {
    this.sqlite = ds.options.type === "better-sqlite3";
  }

  /** Counts one search of `q` (found: whether it had hits) today, in the background. Nothing for a blank or over-long query. */
  record(q: string, found: boolean, at: Date = new Date()): void {
    const query = normaliseQuery(q);
    if (query === null) return;
    const day = indiaDate(at);
    if (this.today.day !== day) this.today = { day, keys: new Set(), found: new Map() };
    const key = `${found ? 1 : 0}${query}`;
    if (!this.today.keys.has(key)) {
      if (this.today.keys.size >= MAX_NEW_QUERIES_A_DAY) return;
      this.today.keys.add(key);
    }
    this.today.found.set(query, found);
    this.add(day, query, found, 1);
  }

  /**
   * Counts one more search of `q` as this instance's last drawing of it today counted it (a /search
   * page answered from this instance's public cache, which ran no search: its drawing here counted
   * the first, with whether it found something). Counted in memory and written every few seconds, one
   * upsert a query, for a kept page is answered far more often than a write should be. Nothing when
   * today has not drawn it here (a page kept from before midnight).
   */
  recordAgain(q: string, at: Date = new Date()): void {
    const query = normaliseQuery(q);
    if (query === null) return;
    const day = indiaDate(at);
    const found = this.today.day === day ? this.today.found.get(query) : undefined;
    if (found === undefined) return;
    const key = `${day}\u0000${found ? 1 : 0}\u0000${query}`;
    this.again.set(key, (this.again.get(key) ?? 0) + 1);
    this.flushTimer ??= setTimeout(() => this.flushAgain(), AGAIN_FLUSH_MS).unref();
  }

  /** Writes the repeats counted in memory, one upsert a (day, query, found). */
  private flushAgain(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const counted = this.again;
    this.again = new Map();
    for (const [key, n] of counted) {
      const [day, found, query] = key.split("\u0000");
      this.add(day, query, found === "1", n);
    }
  }

  /** One atomic upsert adding `n` to (day, query, found), in the background. */
  private add(day: string, query: string, found: boolean, n: number): void {
    const write = this.ds
      .query(
        `INSERT INTO search_queries (day, query, found, count) VALUES (?, ?, ?, ?) ` +
          (this.sqlite
            ? `ON CONFLICT (day, query, found) DO UPDATE SET count = count + excluded.count`
            : `ON DUPLICATE KEY UPDATE count = count + VALUES(count)`),
        [day, query, found ? 1 : 0, n],
      )
      .then(
        () => undefined,
        (err: unknown) => this.onError?.(err),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /** Resolves when the writes under way are done (the app's close waits for them, and so can a test). */
  async settled(): Promise<void> {
    this.flushAgain();
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** The most searched queries of the last `days` days (30 by default), found or not, most first. */
  top(days?: number | null): Promise<SearchCount[]> {
    return this.list(checkDays(days), false);
  }

  /** The queries that found nothing in the last `days` days, with how many searches found nothing, most first. */
  withoutResults(days?: number | null): Promise<SearchCount[]> {
    return this.list(checkDays(days), true);
  }

  private async list(days: number, onlyNotFound: boolean): Promise<SearchCount[]> {
    const rows: { query: string; searches: string | number; lastDay: string }[] = await this.ds.query(
      `SELECT query, SUM(count) AS searches, MAX(day) AS lastDay FROM search_queries WHERE day >= ?${onlyNotFound ? " AND found = 0" : ""} ` +
        `GROUP BY query ORDER BY searches DESC, lastDay DESC, query LIMIT ${MAX_ROWS}`,
      [windowStart(days)],
    );
    return rows.map((r) => ({ query: r.query, count: Number(r.searches), lastSearchedOn: r.lastDay }));
  }

  /**
   * Deletes the rows older than the longest window (MAX_DAYS): nothing reads them. Runs with the
   * minute's sweep but deletes at most once a day on each instance.
   */
  async sweep(at: Date = new Date()): Promise<number> {
    const day = indiaDate(at);
    if (this.sweptOn === day) return 0;
    const result = await this.ds
      .createQueryBuilder()
      .delete()
      .from(SearchQueryDay)
      .where("day < :first", { first: windowStart(MAX_DAYS, at) })
      .execute();
    this.sweptOn = day;
    return result.affected ?? 0;
  }
}
