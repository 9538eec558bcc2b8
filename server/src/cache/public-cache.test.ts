// The public-read cache: identical bytes, 304s, fresh after any write on any instance (version row
// or Redis), and never for a token or a person's data.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../app.js";
import { createPrint, raw, secondInstance, startTestApp, type Raw, type TestApp } from "../../test/harness.js";
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
  });
}
