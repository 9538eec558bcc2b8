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

export class SearchLog {
  /** A write that failed (the database away): logged by the root; the search was answered anyway. */
  onError?: (err: unknown) => void;

  private readonly sqlite: boolean;
  private readonly pending = new Set<Promise<void>>();
  /** This instance's (query, found) pairs written today, for MAX_NEW_QUERIES_A_DAY. */
  private today = { day: "", keys: new Set<string>() };
  private sweptOn = "";

  constructor(private readonly ds: DataSource) {
    this.sqlite = ds.options.type === "better-sqlite3";
  }

  /** Counts one search of `q` (found: whether it had hits) today, in the background. Nothing for a blank or over-long query. */
  record(q: string, found: boolean, at: Date = new Date()): void {
    const query = normaliseQuery(q);
    if (query === null) return;
    const day = indiaDate(at);
    if (this.today.day !== day) this.today = { day, keys: new Set() };
    const key = `${found ? 1 : 0}${query}`;
    if (!this.today.keys.has(key)) {
      if (this.today.keys.size >= MAX_NEW_QUERIES_A_DAY) return;
      this.today.keys.add(key);
    }
    const write = this.ds
      .query(
        `INSERT INTO search_queries (day, query, found, count) VALUES (?, ?, ?, 1) ` +
          (this.sqlite ? `ON CONFLICT (day, query, found) DO UPDATE SET count = count + 1` : `ON DUPLICATE KEY UPDATE count = count + 1`),
        [day, query, found ? 1 : 0],
      )
      .then(
        () => undefined,
        (err: unknown) => this.onError?.(err),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /**
   * Counts one more search of `q` today as the search already counted today (a /search page answered
   * from the public cache: its drawing counted the first, with whether it found something). Nothing
   * when today has no count of it yet (a page kept from before midnight) or the query is not kept.
   */
  recordAgain(q: string, at: Date = new Date()): void {
    const query = normaliseQuery(q);
    if (query === null) return;
    const day = indiaDate(at);
    const write = (async () => {
      const rows: { found: number | string }[] = await this.ds.query("SELECT found FROM search_queries WHERE day = ? AND query = ?", [day, query]);
      if (!rows.length) return;
      // Found today once, the page kept now is the one that found (the catalogue only grows into a query).
      const found = rows.some((r) => Number(r.found) === 1) ? 1 : 0;
      await this.ds.query("UPDATE search_queries SET count = count + 1 WHERE day = ? AND query = ? AND found = ?", [day, query, found]);
    })().catch((err: unknown) => this.onError?.(err));
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /** Resolves when the writes under way are done (the app's close waits for them, and so can a test). */
  async settled(): Promise<void> {
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
