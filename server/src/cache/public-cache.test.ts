// The public-read cache: identical bytes, 304s, fresh after any write on any instance (version row
// or Redis), and never for a token or a person's data.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { parse } from "graphql";
import { serverAudits } from "graphql-http";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningApp } from "../app/app.js";
import { createPrint, raw, secondInstance, startTestApp, type Raw, type TestApp } from "../../test/harness.js";
import { REDIS_VERSION_KEY } from "./cache-version.js";
import { isPublicQuery, mayChangeCatalogue } from "./public-reads.js";

const gqlPost = (base: string, query: string, variables: object = {}, headers: Record<string, string> = {}) =>
  raw(base, "/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) });

const SHOP = `query Shop($limit: Int) { shopItems(limit: $limit) { items { id title frames { id pricePaise } } } }`;

describe("which requests the cache may keep", () => {
  it("keeps queries made only of public fields, and knows which mutations change nothing public", () => {
    expect(isPublicQuery(parse(SHOP))).toBe(true);
    expect(isPublicQuery(parse(`{ galleryItems { items { id } } locations { id } }`))).toBe(true);
    expect(isPublicQuery(parse(`{ shopItems { items { id } } ordersByMobile(phone: "9840012345") { id } }`))).toBe(false);
    expect(isPublicQuery(parse(`{ me { id } }`))).toBe(false);
    expect(isPublicQuery(parse(`query { ...F } fragment F on Query { shopItems { items { id } } }`))).toBe(false);
    expect(isPublicQuery(parse(`mutation { login(username: "a", password: "b") { token } }`))).toBe(false);
    expect(mayChangeCatalogue(parse(`mutation { createLocation(name: "Adyar") { id } }`))).toBe(true);
    expect(mayChangeCatalogue(parse(`mutation { subscribeNewsletter(email: "a@b.in") { status } }`))).toBe(false);
    expect(mayChangeCatalogue(parse(`mutation { subscribeNewsletter(email: "a@b.in") { status } createLocation(name: "X") { id } }`))).toBe(true);
    expect(mayChangeCatalogue(parse(SHOP))).toBe(false);
  });
});

describe("public reads from the cache", () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
    await createPrint(app, "Spot-billed Pelican", [2999, 4999]);
    await app.rest("POST", "/add-location", { token, form: { location: "Pulicat Lake" } });
  });
  afterAll(() => app?.close());

  it("answers a REST read the second time from the cache with the same bytes, in gzip and brotli too", async () => {
    const first = await raw(app.url, "/auth/api/getAdsWithFrames");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await raw(app.url, "/auth/api/getAdsWithFrames");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(JSON.parse(second.body.toString())[0]).toMatchObject({ title: "Spot-billed Pelican" });

    // Compressed forms are added just after the entry is kept: poll until the cache sends its own.
    const decoded = (r: Raw) => (r.headers["content-encoding"] === "br" ? brotliDecompressSync(r.body) : gunzipSync(r.body));
    await expect
      .poll(async () => (await raw(app.url, "/auth/api/getAdsWithFrames", { headers: { "accept-encoding": "br" } })).headers["content-encoding"])
      .toBe("br");
    const gz = await raw(app.url, "/auth/api/getAdsWithFrames", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gz).equals(first.body)).toBe(true);
    const br = await raw(app.url, "/auth/api/getAdsWithFrames", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(decoded(br).equals(first.body)).toBe(true);
    expect(br.body.length).toBeLessThan(first.body.length);
  });

  it("a hit carries the same security and caching headers as the miss it repeats", async () => {
    const miss = await raw(app.url, "/auth/api/view-hero-section");
    const hit = await raw(app.url, "/auth/api/view-hero-section");
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    for (const h of ["content-security-policy", "x-content-type-options", "strict-transport-security", "cache-control", "content-type", "etag"]) {
      expect(hit.headers[h], h).toBe(miss.headers[h]);
    }
    const gqlMiss = await gqlPost(app.url, `query Hero { heroSlides { id } }`);
    const gqlHit = await gqlPost(app.url, `query Hero { heroSlides { id } }`);
    expect(gqlHit.headers["x-cache"]).toBe("HIT");
    expect(gqlHit.headers["cache-control"]).toBe(gqlMiss.headers["cache-control"]);
    expect(gqlHit.body.equals(gqlMiss.body)).toBe(true);
  });

  it("refuses a GraphQL body that is not JSON with a 400", async () => {
    const bad = await raw(app.url, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: "{ not json" });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString()).errors[0].message).toBe("Malformed JSON body");
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await raw(app.url, "/auth/api/view-location");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw(app.url, "/auth/api/view-location", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await raw(app.url, "/auth/api/view-location", { headers: { "if-none-match": 'W/"0-stale"' } });
    expect(other.status).toBe(200);
    expect(other.body.equals(first.body)).toBe(true);
  });

  it("a request revalidating an answer a write made stale is answered in full and its answer kept: the next ones are hits", async () => {
    const first = await raw(app.url, "/auth/api/gallery-categories");
    const etag = String(first.headers.etag);
    // The write moves the version (every entry stale) but changes nothing this read answers.
    await app.rest("POST", "/add-location", { token, form: { location: "Karikili" } });
    const revalidated = await raw(app.url, "/auth/api/gallery-categories", { headers: { "if-none-match": etag } });
    expect(revalidated.headers["x-cache"]).toBe("MISS");
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.equals(first.body)).toBe(true);
    // Kept: a 304 would have left nothing, and each request behind it would have drawn its own.
    const next = await raw(app.url, "/auth/api/gallery-categories");
    expect(next.headers["x-cache"]).toBe("HIT");
    const again = await raw(app.url, "/auth/api/gallery-categories", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers["x-cache"]).toBe("HIT");
  });

  it("keeps a public GraphQL query per variables, byte-identical", async () => {
    const a = await gqlPost(app.url, SHOP, { limit: 10 });
    const b = await gqlPost(app.url, SHOP, { limit: 10 });
    const c = await gqlPost(app.url, SHOP, { limit: 1 });
    expect([a.headers["x-cache"], b.headers["x-cache"], c.headers["x-cache"]]).toEqual(["MISS", "HIT", "MISS"]);
    expect(b.body.equals(a.body)).toBe(true);
    expect(JSON.parse(a.body.toString()).data.shopItems.items[0].title).toBe("Spot-billed Pelican");
  });

  it("knows a GraphQL body by its text, yet the same query spelt differently is the same entry, and a stale one reaches the handler with its body", async () => {
    const query = `query Locations { locations { name } }`;
    const compact = JSON.stringify({ query });
    const spaced = JSON.stringify({ query }, null, 2);
    const send = (body: string) => raw(app.url, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect((await send(compact)).headers["x-cache"]).toBe("MISS");
    const again = await send(compact);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect((await send(spaced)).headers["x-cache"]).toBe("HIT");
    // An admin write makes the entry stale: the same text, known already, is answered afresh.
    await app.rest("POST", "/add-location", { token, form: { location: "Vedanthangal" } });
    const fresh = await send(compact);
    expect(fresh.status).toBe(200);
    expect(fresh.headers["x-cache"]).toBe("MISS");
    expect(JSON.parse(fresh.body.toString()).data.locations.map((l: { name: string }) => l.name)).toContain("Vedanthangal");
    expect(JSON.parse(again.body.toString()).data.locations.map((l: { name: string }) => l.name)).not.toContain("Vedanthangal");
  });

  it("keys a GraphQL read by its printed query and the variables it declares: padding in undeclared variables is one entry, the keys count in its bytes, and a long key is not kept", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const pad = "x".repeat(900 * 1024);
    const send = (body: object) => raw(app.url, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const sizeBefore = app.publicCache.size;
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const seen: unknown[] = [];
    for (let n = 0; n < 40; n++) {
      const res = await send({ query: "{__typename}", variables: { pad, n } });
      expect(res.status).toBe(200);
      seen.push(res.headers["x-cache"]);
    }
    expect(seen.slice(1)).toEqual(Array(39).fill("HIT"));
    expect(app.publicCache.size - sizeBefore).toBe(1);
    gc();
    // 40 keys of 900 KB would be 36 MB on the heap.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(12 * 1024 * 1024);
    // The same query spelt otherwise (a comment, another layout) is the same entry.
    expect((await send({ query: "# the type\nquery {\n  __typename\n}", variables: { other: 1 } })).headers["x-cache"]).toBe("HIT");

    // Declared variables tell entries apart, and their bytes are counted.
    const bytesBefore = app.publicCache.bytes;
    const declared = `query Pad($pad: ID) { shopItems(categoryId: $pad) { items { id } } }`;
    const medium = "y".repeat(4 * 1024);
    for (let n = 0; n < 10; n++) {
      const res = await send({ query: declared, variables: { pad: `${n}${medium}` } });
      expect(res.headers["x-cache"], res.body.toString().slice(0, 300)).toBe("MISS");
    }
    expect(app.publicCache.bytes - bytesBefore).toBeGreaterThan(10 * 4 * 1024);
    // A key longer than the bound is answered, never kept.
    const sizeNow = app.publicCache.size;
    for (let i = 0; i < 2; i++) {
      const long = await send({ query: declared, variables: { pad: "z".repeat(20 * 1024) } });
      expect(long.status, long.body.toString().slice(0, 300)).toBe(200);
      expect(long.headers["x-cache"]).not.toBe("HIT");
    }
    expect(app.publicCache.size).toBe(sizeNow);
    expect(app.publicCache.bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it("passes the GraphQL-over-HTTP audit twice against one server: an answer is kept per negotiated type, with Vary: Accept", async () => {
    const verdicts: Record<string, string>[] = [];
    for (let run = 1; run <= 2; run++) {
      const verdict: Record<string, string> = {};
      for (const audit of serverAudits({ url: `${app.url}/graphql` })) {
        const result = await audit.fn();
        verdict[audit.name] = result.status === "ok" ? "ok" : `${result.status}: ${result.reason}`;
        if (audit.name.startsWith("MUST")) expect(verdict[audit.name], `run ${run}: ${audit.name}`).toBe("ok");
      }
      verdicts.push(verdict);
    }
    // The second run, answered partly from the cache, gives every audit the verdict of the first.
    expect(verdicts[1]).toEqual(verdicts[0]);
    const query = `query Types { __typename }`;
    const modern = await gqlPost(app.url, query, {}, { accept: "application/graphql-response+json" });
    const plain = await gqlPost(app.url, query, {}, { accept: "application/json" });
    const modernAgain = await gqlPost(app.url, query, {}, { accept: "application/graphql-response+json" });
    expect(modern.headers["content-type"]).toMatch(/^application\/graphql-response\+json/);
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    expect(modernAgain.headers["content-type"]).toMatch(/^application\/graphql-response\+json/);
    expect(modernAgain.headers["x-cache"]).toBe("HIT");
    for (const res of [modern, plain, modernAgain]) expect(String(res.headers.vary)).toMatch(/\bAccept\b(?!-)/i);
  });

  it("honours q=0 in Accept-Encoding: a refused encoding is never sent", async () => {
    await raw(app.url, "/auth/api/view-gallery");
    await expect
      .poll(async () => (await raw(app.url, "/auth/api/view-gallery", { headers: { "accept-encoding": "br" } })).headers["content-encoding"])
      .toBe("br");
    const encoding = async (accept: string) =>
      (await raw(app.url, "/auth/api/view-gallery", { headers: { "accept-encoding": accept } })).headers["content-encoding"];
    expect(await encoding("br;q=0, gzip")).toBe("gzip");
    expect(await encoding("gzip, br;q=0")).toBe("gzip");
    expect(await encoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(await encoding("gzip;q=0.5, br;q=0.2")).toBe("gzip");
    expect(await encoding("identity;q=0, gzip;q=0.1")).toBe("gzip");
    expect(await encoding("*;q=0, identity")).toBeUndefined();
    // Every coding refused: sent without one (RFC 9110 §12.5.3), from the cache all the same.
    const refusedAll = await raw(app.url, "/auth/api/view-gallery", { headers: { "accept-encoding": "*;q=0" } });
    expect([refusedAll.headers["x-cache"], refusedAll.headers["content-encoding"]]).toEqual(["HIT", undefined]);
  });

  it("draws an answer once for the requests that arrive together after a write, and they wait for its brotli form", async () => {
    // An admin write moves the version: every entry is stale, and 30 buyers ask for the same query at once
    // (on MariaDB its draws wait on the database and overlap; on SQLite a draw takes one turn of the loop).
    await app.rest("POST", "/add-location", { token, form: { location: "Vedanthangal" } });
    const answers = await Promise.all(Array.from({ length: 30 }, () => gqlPost(app.url, SHOP, { limit: 10 }, { "accept-encoding": "gzip, deflate, br" })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // One drew it; the others were answered from what it kept, in the brotli form made once for all.
    expect(answers.filter((a) => a.headers["x-cache"] === "MISS")).toHaveLength(1);
    const hits = answers.filter((a) => a.headers["x-cache"] === "HIT");
    expect(hits).toHaveLength(29);
    expect(new Set(hits.map((a) => a.headers["content-encoding"]))).toEqual(new Set(["br"]));
    const decode = (a: Raw) =>
      a.headers["content-encoding"] === "br" ? brotliDecompressSync(a.body) : a.headers["content-encoding"] === "gzip" ? gunzipSync(a.body) : a.body;
    const bodies = new Set(answers.map((a) => decode(a).toString()));
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]).data.shopItems.items.map((i: { title: string }) => i.title)).toContain("Spot-billed Pelican");
  });

  it("an entry is kept for minutes, not for ever: past its time limit the next read is a miss", async () => {
    const first = await raw(app.url, "/auth/api/gallery-categories");
    expect((await raw(app.url, "/auth/api/gallery-categories")).headers["x-cache"]).toBe("HIT");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60 * 1000 });
    try {
      const later = await raw(app.url, "/auth/api/gallery-categories");
      expect(later.status).toBe(200);
      expect(later.headers["x-cache"]).toBe("MISS");
      expect(later.body.equals(first.body)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never keeps an answer to a request with a token, or one with a person's data", async () => {
    for (let i = 0; i < 2; i++) {
      const withToken = await raw(app.url, "/auth/api/view-location", { headers: { authorization: `Bearer ${token}` } });
      expect(withToken.status).toBe(200);
      expect(withToken.headers["x-cache"]).toBeUndefined();
      const orders = await gqlPost(app.url, `{ ordersByMobile(phone: "9840012345") { bookingGroupId } }`);
      expect(orders.headers["x-cache"]).toBeUndefined();
      const mixed = await gqlPost(app.url, `{ locations { id } ordersByMobile(phone: "9840012345") { bookingGroupId } }`);
      expect(mixed.headers["x-cache"]).toBeUndefined();
      const adminQuery = await gqlPost(app.url, SHOP, { limit: 10 }, { authorization: `Bearer ${token}` });
      expect(adminQuery.headers["x-cache"]).toBeUndefined();
    }
  });

  it("a visitor's newsletter sign-up leaves the cache as it is; an admin write empties it", async () => {
    await raw(app.url, "/auth/api/view-location");
    expect((await raw(app.url, "/auth/api/view-location")).headers["x-cache"]).toBe("HIT");
    await app.gql(`mutation { subscribeNewsletter(email: "birder@example.in") { status } }`);
    expect((await raw(app.url, "/auth/api/view-location")).headers["x-cache"]).toBe("HIT");
    const refused = await app.rest("POST", "/add-location", { token, form: { location: "   " } });
    expect(refused.status).toBe(400);
    expect((await raw(app.url, "/auth/api/view-location")).headers["x-cache"]).toBe("HIT");
    await app.rest("POST", "/add-location", { token, form: { location: "Kelambakkam" } });
    const after = await raw(app.url, "/auth/api/view-location");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(JSON.parse(after.body.toString()).map((l: { location: string }) => l.location)).toContain("Kelambakkam");
  });
});

for (const shared of ["database", "redis"] as const) {
  describe(`two instances sharing the cache version through the ${shared}`, () => {
    let a: TestApp;
    let b: RunningApp;
    let token: string;
    const env: Record<string, string> = shared === "redis" ? { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" } : {};

    beforeAll(async () => {
      a = await startTestApp(env);
      b = await secondInstance(a, env);
      token = await a.token();
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it("an admin write on one instance is in the very next read on the other", async () => {
      const names = async (base: string) => {
        const res = await raw(base, "/auth/api/view-location");
        return { cache: res.headers["x-cache"], names: JSON.parse(res.body.toString()).map((l: { location: string }) => l.location) as string[] };
      };
      for (let round = 0; round < 3; round++) {
        // Both instances hold the list in their caches…
        await names(a.url);
        await names(b.url);
        expect((await names(b.url)).cache).toBe("HIT");
        expect((await names(a.url)).cache).toBe("HIT");
        // …then a write through one (GraphQL on A, REST on B, alternating)…
        const name = `Marsh ${round}`;
        if (round % 2 === 0) {
          const res = await a.gql(`mutation($n: String!) { createLocation(name: $n) { id } }`, { n: name }, { token });
          expect(res.body.errors).toBeUndefined();
        } else {
          const res = await fetch(`${b.url}/auth/api/add-location`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify({ location: name }),
          });
          expect(res.status).toBe(201);
        }
        // …is seen by the next read on each.
        const onB = await names(b.url);
        const onA = await names(a.url);
        expect(onB.names).toContain(name);
        expect(onA.names).toContain(name);
        expect(onB.names).toEqual(onA.names);
      }
    });

    if (shared === "database")
      it("a version bump that fails is tried again before the write's answer leaves: the other instance's next read is fresh", async () => {
        const names = async (base: string) =>
          (JSON.parse((await raw(base, "/auth/api/view-location")).body.toString()) as { location: string }[]).map((l) => l.location);
        await names(b.url);
        expect((await raw(b.url, "/auth/api/view-location")).headers["x-cache"]).toBe("HIT");
        // The version's store refuses every update for a moment (a failover, a lock timeout)…
        const sqlite = a.ds.options.type === "better-sqlite3";
        await a.ds.query(
          sqlite
            ? `CREATE TRIGGER version_store_down BEFORE UPDATE ON cache_versions BEGIN SELECT RAISE(ABORT, 'version store down'); END`
            : `CREATE TRIGGER version_store_down BEFORE UPDATE ON cache_versions FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'version store down'`,
        );
        let dropped = false;
        try {
          const write = a.gql(`mutation($n: String!) { createLocation(name: $n) { id } }`, { n: "Retried Marsh" }, { token });
          await new Promise((resolve) => setTimeout(resolve, 120));
          // …and is back while the write's answer is still waiting on the bump.
          await a.ds.query("DROP TRIGGER version_store_down");
          dropped = true;
          expect((await write).body.errors).toBeUndefined();
        } finally {
          if (!dropped) await a.ds.query("DROP TRIGGER version_store_down");
        }
        expect(await names(b.url)).toContain("Retried Marsh");
      });

    if (shared === "redis")
      it("a Redis that loses the version (a restart) between writes never brings back a version an instance still holds", async () => {
        const redis = new Redis(env.REDIS_URL);
        try {
          const names = async (base: string) =>
            (JSON.parse((await raw(base, "/auth/api/view-location")).body.toString()) as { location: string }[]).map((l) => l.location);
          for (let round = 0; round < 3; round++) {
            // Redis restarts: the version is gone.
            await redis.del(REDIS_VERSION_KEY);
            // B keeps the list under whatever version it reads now…
            await names(b.url);
            await names(b.url);
            // …a write through A…
            const name = `Restarted ${round}`;
            const res = await a.gql(`mutation($n: String!) { createLocation(name: $n) { id } }`, { n: name }, { token });
            expect(res.body.errors).toBeUndefined();
            // …and Redis restarts again: B's entries, drawn before the write, must not come back.
            await redis.del(REDIS_VERSION_KEY);
            expect(await names(b.url)).toContain(name);
            expect(await names(a.url)).toContain(name);
          }
        } finally {
          redis.disconnect();
        }
      });
  });
}
