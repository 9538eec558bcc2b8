// Issue 46: search over prints, gallery groups, posts and workshops, through GraphQL on a real
// database (both dialects run this file): prefixes, typos, Tamil, diacritics, the owner's search
// words, filters and their counts, sorting, paging, 'did you mean', hostile input, and a change made
// on one instance found on another within two seconds.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningApp } from "../app/app.js";
import { SEARCHES_PER_MINUTE, SearchService, TOO_MANY_SEARCHES, UNLIMITED_CLIENT } from "./search.service.js";
import { apiClient, dialect, secondInstance, startTestApp, uploadImage, type ApiClient, type TestApp } from "../../test/harness.js";

const SEARCH = `query($q: String!, $kinds: [SearchKind!], $filter: SearchFilter, $sort: SearchSort, $first: Int, $after: String) {
  search(q: $q, kinds: $kinds, filter: $filter, sort: $sort, first: $first, after: $after) {
    total
    hits { kind id title titleTa snippet url image { id url srcset } }
    facets {
      categories { value label count }
      locations { value label count }
      priceRanges { minPricePaise maxPricePaise count }
      frameSizes { value label count }
    }
    didYouMean
    pageInfo { endCursor hasNextPage }
  }
}`;

interface Hit {
  kind: string;
  id: string;
  title: string;
  titleTa: string | null;
  snippet: string | null;
  url: string;
  image: { id: string; url: string; srcset: string } | null;
}
interface Result {
  total: number;
  hits: Hit[];
  facets: {
    categories: { value: string; label: string; count: number }[];
    locations: { value: string; label: string; count: number }[];
    priceRanges: { minPricePaise: number; maxPricePaise: number | null; count: number }[];
    frameSizes: { value: string; label: string; count: number }[];
  };
  didYouMean: string | null;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

async function search(client: ApiClient, q: string, vars: Record<string, unknown> = {}): Promise<Result> {
  const res = await client.gql(SEARCH, { q, ...vars });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.search;
}

/** The error code and message of a search that must be refused. */
async function refusal(client: ApiClient, query: string, vars: Record<string, unknown>) {
  const res = await client.gql(query, vars);
  return {
    status: res.status,
    code: res.body.errors?.[0]?.extensions?.code,
    message: res.body.errors?.[0]?.message,
    field: (res.body.errors?.[0]?.extensions as any)?.field,
    messageCode: (res.body.errors?.[0]?.extensions as any)?.messageCode,
  };
}

const titles = (r: Result) => r.hits.map((h) => h.title);

describe(`search (${dialect})`, () => {
  let app: TestApp;
  let other: RunningApp;
  let token: string;
  let imageId: string;
  let frames: { id: string }[];
  let cats: { id: string; name: string; subcategories: { id: string }[] }[];
  const ids: Record<string, string> = {};
  let location: { id: string };

  async function print(
    title: string,
    rupees: number[],
    extra: { titleTa?: string; description?: string; searchKeywords?: string[]; category?: number } = {},
  ): Promise<string> {
    const cat = cats[extra.category ?? 0];
    const res = await app.gql(
      `mutation($t: String!, $ta: String, $d: String!, $c: ID!, $s: ID!, $i: ID!, $p: [FramePriceInput!]!, $k: [String!]) {
        createPortfolioItem(title: $t, titleTa: $ta, description: $d, categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: $p, searchKeywords: $k) { id searchKeywords }
      }`,
      {
        t: title,
        ta: extra.titleTa ?? null,
        d: extra.description ?? "A bird photographed near Chennai.",
        c: cat.id,
        s: cat.subcategories[0].id,
        i: imageId,
        p: rupees.map((r, i) => ({ frameSizeId: frames[i].id, pricePaise: r * 100 })),
        k: extra.searchKeywords ?? null,
      },
      { token },
    );
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.createPortfolioItem.id;
  }

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
    imageId = await uploadImage(app);
    frames = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes;
    expect(frames.length).toBeGreaterThanOrEqual(2);
    // Categories of their own: the seeded ones' names ('Kingfishers') would be found too.
    cats = [];
    for (const name of ["Zeta", "Omega"]) {
      const c = (await app.gql(`mutation($n: String!) { createShopCategory(name: $n) { id name } }`, { n: name }, { token })).body.data.createShopCategory;
      const s = await app.gql(
        `mutation($c: ID!, $n: String!) { createShopSubcategory(categoryId: $c, name: $n) { id } }`,
        { c: c.id, n: `${name} one` },
        { token },
      );
      if (s.body.errors) throw new Error(JSON.stringify(s.body.errors));
      cats.push({ ...c, subcategories: [s.body.data.createShopSubcategory] });
    }
    // Created one after another: NEWEST is the reverse of this order.
    ids.kingfisher = await print("Common Kingfisher", [1500, 3000], {
      titleTa: "மீன்கொத்தி",
      description: "A kingfisher waits over the water at Pallikaranai marsh, a bird of blue and orange.",
      searchKeywords: ["Alcedo atthis"],
    });
    ids.pelican = await print("Spot-billed Pelican", [6000], { description: "A bird of the lakes: pelicans fishing at Vedanthangal.", category: 1 });
    ids.flamingo = await print("Flamingo Flight", [12000, 15000], { description: "Greater flamingos, a bird of the salt pans, over Pulicat." });
    ids.creme = await print("Crème Brûlée Sunset", [2500], { description: "Printed on Hahnemühle paper: an evening bird over the sea." });
    ids.dove = await print("Dove", [1000], { description: "A quiet bird on a wire." });
    ids.hostile = await print(`Heron <script>alert(1)</script> & "friends"`, [1800], { description: `Grey heron <b>not bold</b> & egrets "quoted".` });

    location = (await app.gql(`mutation { createLocation(name: "Pallikaranai", nameTa: "பள்ளிக்கரணை") { id } }`, {}, { token })).body.data.createLocation;
    const gcat = (await app.gql(`mutation { createGalleryCategory(name: "Wetland birds") { id } }`, {}, { token })).body.data.createGalleryCategory;
    const group = await app.gql(
      `mutation($c: ID!, $l: [ID!]!, $m: [ID!]!) { createGalleryItem(title: "Marsh at dawn", description: "Purple herons and kingfishers in the reeds.", categoryId: $c, locationIds: $l, mediaIds: $m, searchKeywords: ["Ardea purpurea"]) { id } }`,
      { c: gcat.id, l: [location.id], m: [imageId] },
      { token },
    );
    if (group.body.errors) throw new Error(JSON.stringify(group.body.errors));
    ids.group = group.body.data.createGalleryItem.id;
    const post = await app.gql(
      `mutation { createBlogPost(title: "Waiting for the kingfisher", excerpt: "Three mornings at the marsh.", content: "<p>The <b>kingfisher</b> came back at seven.</p>", tags: ["fieldnotes"]) { id } }`,
      {},
      { token },
    );
    if (post.body.errors) throw new Error(JSON.stringify(post.body.errors));
    ids.post = post.body.data.createBlogPost.id;
    const trip = await app.gql(
      `mutation { createWorkshop(title: "Flamingos of Pulicat", description: "A morning on the lagoon.", destination: "Pulicat Lake", maxParticipants: 10) { id } }`,
      {},
      { token },
    );
    if (trip.body.errors) throw new Error(JSON.stringify(trip.body.errors));
    ids.workshop = trip.body.data.createWorkshop.id;
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  it("finds a print by the prefix of a word, with its page's path, its picture and a snippet marking the word", async () => {
    const r = await search(app, "king", { kinds: ["PRINT"] });
    expect(titles(r)).toEqual(["Common Kingfisher"]);
    const hit = r.hits[0];
    expect(hit).toMatchObject({ kind: "PRINT", id: ids.kingfisher, titleTa: "மீன்கொத்தி", url: `/shop/${ids.kingfisher}/common-kingfisher` });
    expect(hit.image?.url).toMatch(/^\/media\//);
    expect(hit.snippet).toContain("<mark>kingfisher</mark>");
  });

  it("finds every kind, each with its own page's path", async () => {
    const r = await search(app, "kingfisher");
    const byKind = Object.fromEntries(r.hits.map((h) => [h.kind, h]));
    expect(Object.keys(byKind).sort()).toEqual(["GALLERY", "POST", "PRINT"]);
    expect(byKind.GALLERY.url).toBe(`/gallery/${ids.group}/marsh-at-dawn`);
    expect(byKind.GALLERY.image).not.toBeNull();
    expect(byKind.POST.url).toBe(`/blog/${ids.post}`);
    expect(byKind.POST.snippet).toContain("<mark>kingfisher</mark>");
    const trip = await search(app, "pulicat lake", { kinds: ["WORKSHOP"] });
    expect(trip.hits.map((h) => h.url)).toEqual([`/workshops/${ids.workshop}/flamingos-of-pulicat`]);
  });

  it("forgives one typo from 5 letters and two from 9, none in a word of 4", async () => {
    expect(titles(await search(app, "pelcan"))).toContain("Spot-billed Pelican"); // 6 letters, one edit
    expect(titles(await search(app, "pelikn"))).not.toContain("Spot-billed Pelican"); // 6 letters, two edits
    expect(titles(await search(app, "kingfsher", { kinds: ["PRINT"] }))).toEqual(["Common Kingfisher"]); // 9 letters, one edit
    expect(titles(await search(app, "kimgfsher", { kinds: ["PRINT"] }))).toEqual(["Common Kingfisher"]); // 9 letters, two edits
    expect(titles(await search(app, "flamngo"))).toContain("Flamingo Flight"); // 7 letters, one edit
    expect((await search(app, "dovs")).total).toBe(0); // 4 letters, one edit: not forgiven
    expect(titles(await search(app, "dove"))).toEqual(["Dove"]);
  });

  it("matches Tamil by its own letters, whole and by prefix, and keeps its vowel signs apart", async () => {
    expect(titles(await search(app, "மீன்கொத்தி"))).toEqual(["Common Kingfisher"]);
    expect(titles(await search(app, "மீன்"))).toEqual(["Common Kingfisher"]);
    // The same consonants with other vowel signs are another word (stripping every mark would merge them).
    expect((await search(app, "மனகதத")).total).toBe(0);
    expect(titles(await search(app, "பள்ளிக்கரணை", { kinds: ["GALLERY"] }))).toEqual(["Marsh at dawn"]);
  });

  it("folds case and Latin diacritics both ways", async () => {
    expect(titles(await search(app, "CREME brulee"))).toEqual(["Crème Brûlée Sunset"]);
    expect(titles(await search(app, "hahnemuhle"))).toEqual(["Crème Brûlée Sunset"]);
    expect(titles(await search(app, "Crème"))).toEqual(["Crème Brûlée Sunset"]);
  });

  it("finds by the owner's search words, which a change replaces, and refuses too many or too long ones naming the field", async () => {
    expect(titles(await search(app, "alcedo atthis"))).toEqual(["Common Kingfisher"]);
    expect(titles(await search(app, "ardea"))).toEqual(["Marsh at dawn"]);
    const up = await app.gql(
      `mutation($id: ID!) { updatePortfolioItem(id: $id, searchKeywords: [" Halcyon ", "halcyon", ""]) { searchKeywords } }`,
      { id: ids.dove },
      { token },
    );
    expect(up.body.data.updatePortfolioItem.searchKeywords).toEqual(["Halcyon"]);
    await vi.waitFor(async () => expect(titles(await search(app, "halcyon"))).toEqual(["Dove"]), { timeout: 2000, interval: 100 });
    const many = Array.from({ length: 21 }, (_, i) => `word${i}`);
    for (const [mutation, vars] of [
      [`mutation($id: ID!, $k: [String!]) { updatePortfolioItem(id: $id, searchKeywords: $k) { id } }`, { id: ids.dove, k: many }],
      [`mutation($id: ID!, $k: [String!]) { updatePortfolioItem(id: $id, searchKeywords: $k) { id } }`, { id: ids.dove, k: ["x".repeat(61)] }],
      [`mutation($id: ID!, $k: [String!]) { updateGalleryItem(id: $id, searchKeywords: $k) { id } }`, { id: ids.group, k: many }],
    ] as const) {
      const res = await app.gql(mutation, vars, { token });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "searchKeywords" });
      expect(res.body.errors[0].message).toMatch(/^(At most 20 search words|A search word must be at most 60 characters)/);
    }
    // Nothing was half-written: the print keeps its word.
    expect(titles(await search(app, "halcyon"))).toEqual(["Dove"]);
  });

  it("filters prints by category, price and frame size, each facet counting across its own values", async () => {
    const all = await search(app, "bird", { kinds: ["PRINT"] });
    expect(all.total).toBe(5);
    const count = (facet: { value: string; count: number }[], value: string) => facet.find((f) => f.value === value)?.count ?? 0;
    expect(count(all.facets.categories, cats[0].id)).toBe(4);
    expect(count(all.facets.categories, cats[1].id)).toBe(1);
    // Lowest prices: 1500, 6000, 12000, 2500, 1000 rupees.
    expect(all.facets.priceRanges).toEqual([
      { minPricePaise: 0, maxPricePaise: 199_999, count: 2 },
      { minPricePaise: 200_000, maxPricePaise: 499_999, count: 1 },
      { minPricePaise: 500_000, maxPricePaise: 999_999, count: 1 },
      { minPricePaise: 1_000_000, maxPricePaise: null, count: 1 },
    ]);
    expect(count(all.facets.frameSizes, frames[1].id)).toBe(2); // kingfisher and flamingo have a second frame

    const dear = await search(app, "bird", { filter: { minPricePaise: 500_000 } });
    expect(titles(dear).sort()).toEqual(["Flamingo Flight", "Spot-billed Pelican"]);
    // The price facet still counts every range (its own filter left out); the category facet counts within the price.
    expect(dear.facets.priceRanges.reduce((n, r) => n + r.count, 0)).toBe(5);
    expect(count(dear.facets.categories, cats[0].id)).toBe(1);

    const inCat = await search(app, "bird", { filter: { categoryId: cats[1].id } });
    expect(titles(inCat)).toEqual(["Spot-billed Pelican"]);
    expect(count(inCat.facets.categories, cats[0].id)).toBe(4);

    // A frame of the second size within ₹2,000–₹20,000: the kingfisher's (₹3,000) and the flamingo's (₹15,000).
    const sized = await search(app, "bird", { filter: { frameSizeId: frames[1].id, minPricePaise: 200_000, maxPricePaise: 2_000_000 } });
    expect(titles(sized).sort()).toEqual(["Common Kingfisher", "Flamingo Flight"]);

    const atMarsh = await search(app, "kingfisher", { filter: { locationId: location.id } });
    expect(titles(atMarsh)).toEqual(["Marsh at dawn"]);
    expect(count((await search(app, "kingfisher")).facets.locations, location.id)).toBe(1);
  });

  it("sorts by price either way and by newest", async () => {
    const asc = await search(app, "bird", { kinds: ["PRINT"], sort: "PRICE_ASC" });
    expect(titles(asc)).toEqual(["Dove", "Common Kingfisher", "Crème Brûlée Sunset", "Spot-billed Pelican", "Flamingo Flight"]);
    const desc = await search(app, "bird", { kinds: ["PRINT"], sort: "PRICE_DESC" });
    expect(titles(desc)).toEqual([...titles(asc)].reverse());
    const newest = await search(app, "bird", { kinds: ["PRINT"], sort: "NEWEST" });
    expect(titles(newest)).toEqual(["Dove", "Crème Brûlée Sunset", "Flamingo Flight", "Spot-billed Pelican", "Common Kingfisher"]);
  });

  it("pages with cursors: each page follows the last, together they are every hit once", async () => {
    const whole = await search(app, "bird", { sort: "NEWEST" });
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const r: Result = await search(app, "bird", { sort: "NEWEST", first: 2, after });
      expect(r.total).toBe(whole.total);
      seen.push(...r.hits.map((h) => `${h.kind}:${h.id}`));
      if (!r.pageInfo.hasNextPage) break;
      after = r.pageInfo.endCursor;
    }
    expect(seen).toEqual(whole.hits.map((h) => `${h.kind}:${h.id}`));
  });

  it("offers a close word when a query finds nothing", async () => {
    const r = await search(app, "kngfshr"); // three edits from kingfisher: not forgiven
    expect(r.total).toBe(0);
    expect(r.didYouMean).toBe("kingfisher");
    expect((await search(app, "kingfisher")).didYouMean).toBeNull();
  });

  it("searches for hostile text as text: quotes, *, -, NEAR, OR, brackets, markup", async () => {
    expect(titles(await search(app, `"kingfisher"`, { kinds: ["PRINT"] }))).toEqual(["Common Kingfisher"]);
    expect(titles(await search(app, `king*`, { kinds: ["PRINT"] }))).toEqual(["Common Kingfisher"]);
    expect(titles(await search(app, `-kingfisher`, { kinds: ["PRINT"] }))).toEqual(["Common Kingfisher"]);
    expect(titles(await search(app, `(pelican)`))).toEqual(["Spot-billed Pelican"]);
    for (const q of [
      `kingfisher NEAR pelican`,
      `kingfisher OR pelican`,
      `"unclosed`,
      `a*b-c"d'e`,
      `[{(<>)}]`,
      `'; DROP TABLE portfolio_items; --`,
      `%_\\`,
      "\u0000\u200b🐦",
      "NOT",
      "AND OR NEAR",
    ]) {
      const res = await app.gql(SEARCH, { q });
      expect(res.body.errors, q).toBeUndefined();
      expect(res.status).toBe(200);
    }
    // The print's own markup is text: escaped in the snippet, only the marks are HTML.
    const heron = await search(app, "heron egrets", { kinds: ["PRINT"] });
    expect(heron.hits[0].snippet).toBe(`Grey <mark>heron</mark> &lt;b&gt;not bold&lt;/b&gt; &amp; <mark>egrets</mark> &quot;quoted&quot;.`);
    expect(heron.hits[0].title).toBe(`Heron <script>alert(1)</script> & "friends"`);
  });

  it("answers a blank query with nothing, and refuses a long query, a bad page size or cursor with BAD_USER_INPUT", async () => {
    for (const q of ["", "   ", "\n\t"]) expect((await search(app, q)).total).toBe(0);
    expect((await search(app, "k".repeat(200))).total).toBe(0);
    for (const q of ["k".repeat(201), "kingfisher ".repeat(1000)]) {
      expect(await refusal(app, SEARCH, { q })).toMatchObject({
        code: "BAD_USER_INPUT",
        message: "A search may be at most 200 characters",
        field: "q",
        // The storefront words it in the page's language from its code (issue 30).
        messageCode: "search.tooLong",
      });
      expect(await refusal(app, `query($q: String!) { searchSuggestions(q: $q) { id } }`, { q })).toMatchObject({ code: "BAD_USER_INPUT" });
    }
    for (const first of [0, -1, 51]) expect(await refusal(app, SEARCH, { q: "bird", first })).toMatchObject({ code: "BAD_USER_INPUT", field: "first" });
    for (const after of ["bogus", "", "o:1", Buffer.from("o:-1").toString("base64url"), "x".repeat(5000)])
      expect(await refusal(app, SEARCH, { q: "bird", after })).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });
    expect(await refusal(app, SEARCH, { q: "bird", filter: { categoryId: "abc" } })).toMatchObject({ code: "BAD_USER_INPUT", field: "categoryId" });
    for (const first of [0, 11])
      expect(await refusal(app, `query($q: String!, $f: Int) { searchSuggestions(q: $q, first: $f) { id } }`, { q: "ki", f: first })).toMatchObject({
        code: "BAD_USER_INPUT",
      });
  });

  it("limits one client's searches and suggestions a minute, neither another client's nor the server's own tools'", async () => {
    const own = new SearchService(app.ds);
    try {
      // A blank query finds nothing without a search: it costs no point.
      await own.search({ q: " " }, "10.0.0.1");
      for (let i = 0; i < SEARCHES_PER_MINUTE; i++) await own.search({ q: i % 2 ? "heron" : "flamingo" }, "10.0.0.1");
      const refused = await own.search({ q: "heron" }, "10.0.0.1").catch((err: unknown) => err);
      expect(refused).toMatchObject({ message: TOO_MANY_SEARCHES, extensions: { code: "TOO_MANY_REQUESTS", messageCode: "search.tooMany" } });
      expect((refused as { extensions: { retryAfter: number } }).extensions.retryAfter).toBeGreaterThan(0);
      expect((await own.search({ q: "heron" }, "10.0.0.2")).total).toBeGreaterThan(0);
      expect((await own.search({ q: "heron" }, UNLIMITED_CLIENT)).total).toBeGreaterThan(0);
      // Suggestions count apart: the client that may not search may still be helped typing.
      expect((await own.suggestions("fla", 1, "10.0.0.1")).length).toBe(1);
      // An IPv6 client is counted by its /64: a new address in it is the same client.
      for (let i = 0; i < SEARCHES_PER_MINUTE; i++) await own.search({ q: "heron" }, `2001:db8:1:2::${(i + 1).toString(16)}`);
      expect(await own.search({ q: "heron" }, "2001:db8:1:2:ffff::9").catch((err: unknown) => err)).toMatchObject({
        extensions: { code: "TOO_MANY_REQUESTS" },
      });
      expect((await own.search({ q: "heron" }, "2001:db8:1:3::1")).total).toBeGreaterThan(0);
    } finally {
      await own.stop();
    }
  });

  it("suggests from two characters, at most `first`, with title, kind and path", async () => {
    const suggest = async (q: string, first?: number) =>
      (await app.gql(`query($q: String!, $f: Int) { searchSuggestions(q: $q, first: $f) { kind id title titleTa url } }`, { q, f: first ?? null })).body.data
        .searchSuggestions as { kind: string; id: string; title: string; url: string }[];
    expect(await suggest("k")).toEqual([]);
    const ki = await suggest("ki");
    expect(ki.map((s) => s.title)).toContain("Common Kingfisher");
    expect(ki.find((s) => s.title === "Common Kingfisher")).toMatchObject({ kind: "PRINT", url: `/shop/${ids.kingfisher}/common-kingfisher` });
    expect(await suggest("bird", 1)).toHaveLength(0); // 'bird' is in descriptions only: suggestions look at titles, words and places
    expect((await suggest("fla", 1)).length).toBe(1);
    // The shop's prints first: a post titled by the bird alone (a shorter title, a higher score by
    // itself) comes after the print that names it as well.
    const post = (await app.gql(`mutation { createBlogPost(title: "Kingfisher", excerpt: "A note.", content: "<p>A note.</p>") { id } }`, {}, { token })).body
      .data.createBlogPost.id;
    try {
      await vi.waitFor(async () => expect((await suggest("kingf", 10)).map((s) => s.id)).toContain(post), { timeout: 5000, interval: 100 });
      const kingf = (await suggest("kingf", 10)).map((s) => `${s.kind}:${s.id}`);
      expect(kingf.indexOf(`PRINT:${ids.kingfisher}`)).toBeLessThan(kingf.indexOf(`POST:${post}`));
    } finally {
      await app.gql(`mutation($id: ID!) { deleteBlogPost(id: $id) { id } }`, { id: post }, { token });
    }
  });

  it("finds a print created, renamed or deleted on another instance within 2 seconds", async () => {
    other = await secondInstance(app);
    const there = apiClient(other.url);
    // The other instance's index exists before the change (built by its first search).
    expect((await search(there, "zitting")).total).toBe(0);
    const id = await print("Zitting Cisticola", [900]);
    await vi.waitFor(async () => expect(titles(await search(there, "zitting"))).toEqual(["Zitting Cisticola"]), { timeout: 2000, interval: 100 });
    await app.gql(`mutation($id: ID!) { updatePortfolioItem(id: $id, title: "Fan-tailed Warbler") { id } }`, { id }, { token });
    await vi.waitFor(
      async () => {
        expect(titles(await search(there, "warbler"))).toEqual(["Fan-tailed Warbler"]);
        expect((await search(there, "zitting")).total).toBe(0);
      },
      { timeout: 2000, interval: 100 },
    );
    const del = await app.gql(`mutation($id: ID!) { deletePortfolioItem(id: $id) { id } }`, { id }, { token });
    expect(del.body.errors).toBeUndefined();
    await vi.waitFor(async () => expect((await search(there, "warbler")).total).toBe(0), { timeout: 2000, interval: 100 });
  });

  it("an index that now answers differently says so once (the root bumps the public cache); one that reads the same documents again says nothing", async () => {
    let version = "v1";
    const index = new SearchService(app.ds, 50);
    index.useVersion(() => Promise.resolve(version));
    let changes = 0;
    index.onIndexChanged = () => changes++;
    try {
      expect((await index.search({ q: "sunbird" }, UNLIMITED_CLIENT)).total).toBe(0);
      const id = await print("Purple Sunbird at Guindy", [900]);
      version = "v2";
      await vi.waitFor(() => expect(changes).toBe(1), { timeout: 2000, interval: 20 });
      expect((await index.search({ q: "sunbird" }, UNLIMITED_CLIENT)).hits.map((h) => h.id)).toEqual([id]);
      // The version moves and the print's row is written with nothing search shows changed (as an
      // edition's counts are, which stamp updatedAt): read again, the same document; no bump again.
      version = "v3";
      const later = dialect === "mysql" ? "updatedAt + INTERVAL 5 SECOND" : "datetime(updatedAt, '+5 seconds')";
      await app.ds.query(`UPDATE portfolio_items SET updatedAt = ${later} WHERE id = ?`, [Number(id)]);
      expect((await index.refreshNow()).read).toBeGreaterThan(0);
      await index.stop();
      expect(changes).toBe(1);
      // A frame size renamed changes no document, but the facets' labels: that is a change.
      const [{ name }] = await app.ds.query("SELECT name FROM frame_sizes WHERE id = ?", [Number(frames[0].id)]);
      await app.ds.query("UPDATE frame_sizes SET name = ? WHERE id = ?", ["Renamed Teak", Number(frames[0].id)]);
      try {
        await index.refreshNow();
        expect(changes).toBe(2);
      } finally {
        await app.ds.query("UPDATE frame_sizes SET name = ? WHERE id = ?", [name, Number(frames[0].id)]);
      }
    } finally {
      await index.stop();
    }
  });
});

describe(`a visitor past the search limit (${dialect})`, () => {
  // An app of its own: its one client (this test's address) spends the minute's searches.
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is refused with TOO_MANY_REQUESTS over GraphQL, and the search page drawn for them is a 503 with Retry-After, never kept", async () => {
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++)
      expect((await app.gql(`query($q: String!) { search(q: $q) { total } }`, { q: `bird ${i}` })).body.errors).toBeUndefined();
    const refused = await app.gql(`{ search(q: "bird") { total } }`);
    expect(refused.body.errors?.[0]).toMatchObject({ message: TOO_MANY_SEARCHES, extensions: { code: "TOO_MANY_REQUESTS", messageCode: "search.tooMany" } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const page = await fetch(`${app.url}/search?q=heron`);
      expect(page.status, `attempt ${attempt}`).toBe(503);
      expect(page.headers.get("retry-after")).toBeTruthy();
      expect(page.headers.get("x-cache"), `attempt ${attempt}`).not.toBe("HIT");
      expect(await page.text()).toContain(TOO_MANY_SEARCHES);
    }
  });
});

describe(`a client that names itself in X-Forwarded-For (${dialect})`, () => {
  // Behind a proxy the server trusts, the address is the header's: a client can write any text there.
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is counted, whatever it writes: the server's own tools cannot be named, and any text that is no address is one client", async () => {
    const asking = (forwardedFor: string) =>
      app.gql(`query($q: String!) { search(q: $q) { total } }`, { q: "bird" }, { headers: { "x-forwarded-for": forwardedFor } });
    // The unlimited tools' old key, and a new text at each search, as one client would rotate them.
    const texts = ["(the server's own tools)", ...Array.from({ length: SEARCHES_PER_MINUTE - 1 }, (_, i) => `no address ${i}`)];
    for (const text of texts) expect((await asking(text)).body.errors, text).toBeUndefined();
    for (const text of ["(the server's own tools)", "another text", "unknown"])
      expect((await asking(text)).body.errors?.[0], text).toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
    // A real address is a client of its own.
    expect((await asking("203.0.113.5")).body.errors).toBeUndefined();
  });
});
