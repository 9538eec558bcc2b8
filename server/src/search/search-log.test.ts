// Issue 46, the owner's search log, through GraphQL on a real database (both dialects run this file):
// a visitor's search is counted per day in India and per normalised query, the searches that found
// nothing apart; a query over 100 characters, a suggestion, a later page and a filtered search count
// nothing; the two lists take 1–365 days (30 by default), answer at most 50 rows, most first, and
// are the owner's and an orders:read key's only; rows past the longest window are swept.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPrint, dialect, raw, startTestApp, type TestApp } from "../../test/harness.js";
import { indiaDate } from "../core/india-time.js";

interface Count {
  query: string;
  count: number;
  lastSearchedOn: string;
}
interface Row {
  day: string;
  query: string;
  found: boolean;
  count: number;
}

const LISTS = `query($days: Int) {
  topSearches(days: $days) { query count lastSearchedOn }
  searchesWithoutResults(days: $days) { query count lastSearchedOn }
}`;

/** An instant in India: `days` days from today (India time), at the India wall-clock time `hhmm`. */
function inIndia(days: number, hhmm: string): Date {
  const today = Date.parse(`${indiaDate()}T${hhmm}:00+05:30`);
  return new Date(today + days * 86_400_000);
}
const dayOf = (days: number) => indiaDate(inIndia(days, "12:00"));

describe(`the search log (${dialect})`, () => {
  let app: TestApp;
  let token: string;
  let categoryId: string;

  /** A visitor's search (no token), its total; the count is written after the answer, so this waits for it. */
  async function search(q: string, vars: Record<string, unknown> = {}): Promise<{ total: number; endCursor: string | null }> {
    const res = await app.gql(
      `query($q: String!, $first: Int, $after: String, $filter: SearchFilter) { search(q: $q, first: $first, after: $after, filter: $filter) { total pageInfo { endCursor } } }`,
      {
        q,
        ...vars,
      },
    );
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    await app.services.searchLog.settled();
    return { total: res.body.data.search.total, endCursor: res.body.data.search.pageInfo.endCursor };
  }

  async function lists(days?: number | null, auth: string | null = token): Promise<{ top: Count[]; none: Count[] }> {
    const res = await app.gql(LISTS, { days: days ?? null }, { token: auth });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return { top: res.body.data.topSearches, none: res.body.data.searchesWithoutResults };
  }

  async function rows(query: string): Promise<Row[]> {
    const raw: { day: string; query: string; found: number | boolean; count: number | string }[] = await app.ds.query(
      "SELECT day, query, found, count FROM search_queries WHERE query = ? ORDER BY day, found",
      [query],
    );
    return raw.map((r) => ({ day: r.day, query: r.query, found: Boolean(Number(r.found)), count: Number(r.count) }));
  }

  /** Runs `fn` with the clock at `at` (only Date: the app's timers run as usual). */
  async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ["Date"], now: when });
    try {
      return await fn();
    } finally {
      vi.useRealTimers();
    }
  }

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
    await createPrint(app, "Common Kingfisher", [1500]);
    await createPrint(app, "Kingfisher at dawn", [2500]);
    categoryId = (await app.gql(`{ shopCategories { id } }`)).body.data.shopCategories[0].id;
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await app?.close();
  });

  it("counts each search on its day in India, under the query trimmed, its spaces collapsed and in lower case", async () => {
    // 23:50 and 00:10 in India are two days, though both are the same UTC day (18:20 and 18:40).
    expect((await at(inIndia(-2, "23:50"), () => search("  Common   KINGFISHER "))).total).toBe(1);
    await at(inIndia(-1, "00:10"), () => search("common kingfisher"));
    await at(inIndia(-1, "09:00"), () => search("Common\tKingfisher"));
    expect(await rows("common kingfisher")).toEqual([
      { day: dayOf(-2), query: "common kingfisher", found: true, count: 1 },
      { day: dayOf(-1), query: "common kingfisher", found: true, count: 2 },
    ]);
    const { top, none } = await lists();
    expect(top.find((c) => c.query === "common kingfisher")).toEqual({ query: "common kingfisher", count: 3, lastSearchedOn: dayOf(-1) });
    expect(none.map((c) => c.query)).not.toContain("common kingfisher");
  });

  it("keeps the searches that found nothing apart, and counts both in the top searches", async () => {
    for (let i = 0; i < 3; i++) expect((await search("Hoopoe")).total).toBe(0);
    await search("kingfisher");
    await search("kingfisher");
    expect(await rows("hoopoe")).toEqual([{ day: dayOf(0), query: "hoopoe", found: false, count: 3 }]);
    const { top, none } = await lists();
    expect(none.find((c) => c.query === "hoopoe")).toEqual({ query: "hoopoe", count: 3, lastSearchedOn: dayOf(0) });
    expect(none.map((c) => c.query)).not.toContain("kingfisher");
    const order = top.map((c) => c.query);
    expect(top.find((c) => c.query === "kingfisher")?.count).toBe(2);
    // Most first.
    expect(order.indexOf("hoopoe")).toBeLessThan(order.indexOf("kingfisher"));
  });

  it("counts every one of searches made at the same moment (one atomic upsert each)", async () => {
    await Promise.all(Array.from({ length: 12 }, () => app.gql(`{ search(q: "pelican") { total } }`)));
    await app.services.searchLog.settled();
    expect(await rows("pelican")).toEqual([{ day: dayOf(0), query: "pelican", found: false, count: 12 }]);
  });

  it("stores nothing of a query longer than 100 characters, and a query of 100 as typed", async () => {
    const long = "a".repeat(101);
    expect((await search(long)).total).toBe(0);
    expect(await rows(long)).toEqual([]);
    expect(await rows(long.slice(0, 100))).toEqual([]);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM search_queries WHERE query LIKE 'aaaa%'");
    expect(Number(n)).toBe(0);
    // The limit is on the words kept: spaces trimmed away do not count.
    await search(`  ${"b".repeat(100)}  `);
    expect(await rows("b".repeat(100))).toEqual([{ day: dayOf(0), query: "b".repeat(100), found: false, count: 1 }]);
    // A blank search is no search.
    await search("   ");
    expect(await rows("")).toEqual([]);
  });

  it("counts neither suggestions, nor a search's later pages, nor a click on a filter", async () => {
    const s = await app.gql(`{ searchSuggestions(q: "kingf") { title } }`);
    expect(s.body.data.searchSuggestions.length).toBeGreaterThan(0);
    await app.services.searchLog.settled();
    expect(await rows("kingf")).toEqual([]);

    const first = await search("kingfisher at", { first: 1 });
    expect(first.endCursor).not.toBeNull();
    const before = await rows("kingfisher at");
    expect(before).toEqual([{ day: dayOf(0), query: "kingfisher at", found: true, count: 1 }]);
    await search("kingfisher at", { first: 1, after: first.endCursor });
    await search("kingfisher at", { filter: { categoryId } });
    expect(await rows("kingfisher at")).toEqual(before);
  });

  it("counts a search page answered from the public cache as its drawing counted it; a filtered or re-ordered page is not counted, kept or not", async () => {
    const page = async (path: string) => {
      const res = await raw(app.url, path);
      expect(res.status).toBe(200);
      await app.services.searchLog.settled();
      return res.headers["x-cache"];
    };
    expect(await page("/search?q=Kingfisher%20at%20dawn")).toBe("MISS");
    expect(await page("/search?q=Kingfisher%20at%20dawn&utm_source=whatsapp")).toBe("HIT");
    expect(await page("/ta/search?q=kingfisher+at+dawn")).toBe("MISS");
    expect(await page("/ta/search?q=kingfisher+at+dawn")).toBe("HIT");
    expect(await rows("kingfisher at dawn")).toEqual([{ day: dayOf(0), query: "kingfisher at dawn", found: true, count: 4 }]);
    expect(await page("/search?q=zzqqxx")).toBe("MISS");
    expect(await page("/search?q=zzqqxx")).toBe("HIT");
    expect(await rows("zzqqxx")).toEqual([{ day: dayOf(0), query: "zzqqxx", found: false, count: 2 }]);
    expect(await page(`/search?q=Kingfisher%20at%20dawn&category=${categoryId}`)).toBe("MISS");
    expect(await page(`/search?q=Kingfisher%20at%20dawn&category=${categoryId}`)).toBe("HIT");
    expect((await rows("kingfisher at dawn"))[0].count).toBe(4);
    // Another order of the same search is no new search, drawn or kept.
    expect(await page("/search?q=Kingfisher%20at%20dawn&sort=newest")).toBe("MISS");
    expect(await page("/search?q=Kingfisher%20at%20dawn&sort=newest")).toBe("HIT");
    expect((await rows("kingfisher at dawn"))[0].count).toBe(4);
  });

  it("reads the last 30 days by default (today and the 29 before), any window of 1–365 days, and refuses others naming the bounds", async () => {
    await at(inIndia(-30, "12:00"), () => search("spoonbill"));
    await at(inIndia(-29, "12:00"), () => search("painted stork"));
    const byDefault = await lists();
    expect(byDefault.top.map((c) => c.query)).toContain("painted stork");
    expect(byDefault.top.map((c) => c.query)).not.toContain("spoonbill");
    expect((await lists(31)).top.find((c) => c.query === "spoonbill")).toEqual({ query: "spoonbill", count: 1, lastSearchedOn: dayOf(-30) });
    expect((await lists(30)).none.map((c) => c.query)).not.toContain("spoonbill");
    const today = await lists(1);
    expect(today.top.map((c) => c.query)).toContain("hoopoe");
    expect(today.top.map((c) => c.query)).not.toContain("common kingfisher");
    expect((await lists(365)).top.map((c) => c.query)).toContain("spoonbill");
    for (const days of [0, -1, 366, 100_000]) {
      const res = await app.gql(LISTS, { days }, { token });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ message: "days must be between 1 and 365", extensions: { code: "BAD_USER_INPUT", field: "days" } });
    }
  });

  it("is the owner's and an orders:read key's only: 401 without a token, 403 for another key", async () => {
    const anonymous = await app.gql(`{ topSearches { query } }`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0].extensions.code).toBe("UNAUTHENTICATED");
    const keyOf = async (scope: string) =>
      (await app.gql(`mutation($s: [String!]!) { createApiKey(name: "${scope}", scopes: $s) { key } }`, { s: [scope] }, { token })).body.data.createApiKey
        .key as string;
    const catalogue = await keyOf("catalogue:read");
    for (const field of ["topSearches", "searchesWithoutResults"]) {
      const res = await app.gql(`{ ${field} { query } }`, {}, { token: catalogue });
      expect(res.status).toBe(403);
      expect(res.body.errors?.[0].extensions.code).toBe("FORBIDDEN");
    }
    const reader = await keyOf("orders:read");
    expect((await lists(null, reader)).none.map((c) => c.query)).toContain("hoopoe");
  });

  it("answers at most 50 rows, most first (then the latest day, then the query)", async () => {
    for (let i = 0; i < 55; i++) await search(`zz${String(i).padStart(2, "0")}`);
    await search("zz54");
    const { top, none } = await lists();
    expect(top).toHaveLength(50);
    expect(none).toHaveLength(50);
    const counts = top.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(none[0]).toEqual({ query: "pelican", count: 12, lastSearchedOn: dayOf(0) });
    // Of the many searched once today, the first by their query.
    const once = none.filter((c) => c.count === 1 && c.lastSearchedOn === dayOf(0)).map((c) => c.query);
    expect(once).toEqual([...once].sort());
  });

  it("sweeps the rows older than the longest window (365 days), once a day", async () => {
    // Tomorrow's sweep: the minute's sweep of the running app may have swept today already.
    await app.ds.query("INSERT INTO search_queries (day, query, found, count) VALUES (?, 'old', 0, 4), (?, 'kept', 0, 2)", [dayOf(-364), dayOf(-363)]);
    const log = app.services.searchLog;
    expect(await log.sweep(inIndia(1, "12:00"))).toBe(1);
    expect(await rows("old")).toEqual([]);
    expect(await rows("kept")).toEqual([{ day: dayOf(-363), query: "kept", found: false, count: 2 }]);
    // Already swept that day: nothing is asked of the database until the next.
    await app.ds.query("INSERT INTO search_queries (day, query, found, count) VALUES (?, 'old', 0, 4)", [dayOf(-364)]);
    expect(await log.sweep(inIndia(1, "18:00"))).toBe(0);
    expect(await rows("old")).toHaveLength(1);
    expect(await log.sweep(inIndia(2, "00:05"))).toBe(2);
    expect(await rows("kept")).toEqual([]);
  });
});
