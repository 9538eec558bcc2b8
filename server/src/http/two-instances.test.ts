/**
 * Two instances on one database (and one Redis, where REDIS_URL is set) behave as one: a token of
 * one is taken by the other; the visitor-facing rate limits count requests to both together; a
 * write through one is in the next read through the other, caches included; and the scheduled work
 * (the expiry sweep, the mail outbox) is done once, not once per instance.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createPrint, CUSTOMER, dialect, raw, secondInstance, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import type { RunningApp } from "../app/app.js";

for (const shared of ["database", "redis"] as const) {
  describe(`two instances sharing ${shared === "redis" ? "the database and Redis" : "the database"}`, () => {
    let a: TestApp;
    let b: RunningApp;
    let token: string;
    // Behind a proxy (TRUST_PROXY), each run is its own visitor: counters in a shared Redis never meet another run's.
    const visitor = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const env: Record<string, string> = {
      RAZORPAY_KEY_SECRET: TEST_KEY_SECRET,
      TRUST_PROXY: "loopback",
      ...(shared === "redis" ? { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" } : {}),
    };

    beforeAll(async () => {
      a = await startTestApp(env);
      b = await secondInstance(a, env);
      token = await a.token();
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const gql = async (base: string, query: string, variables: Record<string, unknown> = {}, auth?: string) => {
      const res = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": visitor, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const code = (r: { body: any }) => r.body.errors?.[0]?.extensions?.code ?? "OK";
    /** Sends `n` requests, alternating between the two instances; answers each outcome's code. */
    const alternate = async (n: number, send: (base: string, i: number) => Promise<{ body: any }>) => {
      const codes: string[] = [];
      for (let i = 0; i < n; i++) codes.push(code(await send(i % 2 === 0 ? a.url : b.url, i)));
      return codes;
    };

    it("a token issued by one instance is accepted by the other (GraphQL and REST)", async () => {
      const login = await gql(b.url, `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, {
        u: ADMIN.username,
        p: ADMIN.password,
      });
      const fromB = login.body.data.login.token as string;
      for (const [base, t] of [
        [a.url, fromB],
        [b.url, token],
      ] as const) {
        const res = await gql(base, `{ _allOrdersMeta { count } }`, {}, t);
        expect(res.body.errors).toBeUndefined();
        const rest = await fetch(`${base}/auth/api/view-location`, { headers: { authorization: `Bearer ${t}` } });
        expect(rest.status).toBe(200);
      }
      // A forged one is refused by both.
      for (const base of [a.url, b.url]) expect(code(await gql(base, `{ _allOrdersMeta { count } }`, {}, `${fromB.slice(0, -4)}AAAA`))).toBe("UNAUTHENTICATED");
    });

    it("failed sign-ins count across both: ten in all (five on each), then either refuses", async () => {
      const codes = await alternate(11, (base) => gql(base, `mutation { login(username: "${ADMIN.username}", password: "not-the-password") { token } }`));
      // The tenth failure is the last the limit allows: it is answered with the wait already.
      expect(codes).toEqual([...Array(9).fill("UNAUTHENTICATED"), "TOO_MANY_REQUESTS", "TOO_MANY_REQUESTS"]);
      // Even the right password waits now, on both.
      for (const base of [a.url, b.url])
        expect(code(await gql(base, `mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token } }`))).toBe("TOO_MANY_REQUESTS");
    });

    it("order lookups by mobile count across both: twenty in all", async () => {
      const codes = await alternate(21, (base) => gql(base, `{ ordersByMobile(mobile: "9840012345") { orderId } }`));
      expect(codes.slice(0, 20)).toEqual(Array(20).fill("OK"));
      expect(codes[20]).toBe("TOO_MANY_REQUESTS");
    });

    it("blog comments and the contact and newsletter forms count across both: ten each", async () => {
      const post = await gql(
        a.url,
        `mutation { createBlogPost(title: "Flamingos at Pulicat", excerpt: "Winter visitors.", content: "<p>Pink lines on the water.</p>") { id } }`,
        {},
        token,
      );
      const postId = post.body.data.createBlogPost.id as string;
      const comments = await alternate(11, (base, i) =>
        gql(base, `mutation($p: ID!, $c: String!) { addBlogComment(postId: $p, name: "Asha", email: "asha@example.in", comment: $c) { status } }`, {
          p: postId,
          c: `Lovely, number ${i}`,
        }),
      );
      expect(comments).toEqual([...Array(10).fill("OK"), "TOO_MANY_REQUESTS"]);
      const contact = await alternate(11, (base, i) =>
        gql(base, `mutation($s: String!) { sendContactMessage(name: "Ravi", email: "ravi@example.in", subject: $s, message: "Hello") { status } }`, {
          s: `Question ${i}`,
        }),
      );
      expect(contact).toEqual([...Array(10).fill("OK"), "TOO_MANY_REQUESTS"]);
      const newsletter = await alternate(11, (base, i) =>
        gql(base, `mutation($e: String!) { subscribeNewsletter(email: $e) { status } }`, { e: `reader${i}@example.in` }),
      );
      expect(newsletter).toEqual([...Array(10).fill("OK"), "TOO_MANY_REQUESTS"]);
    });

    it("a write through one is in the next read through the other, its cache included", async () => {
      const shopTitles = async (base: string) => {
        const res = await raw(base, "/auth/api/getAdsWithFrames");
        return { cache: res.headers["x-cache"], titles: (JSON.parse(res.body.toString()) as { title: string }[]).map((p) => p.title) };
      };
      await shopTitles(b.url);
      expect((await shopTitles(b.url)).cache).toBe("HIT");
      await createPrint(a, "Grey Heron", [1599]);
      expect((await shopTitles(b.url)).titles).toContain("Grey Heron");
      // And the other way: a change through B's REST shim, read through A's GraphQL.
      await shopTitles(a.url);
      const res = await fetch(`${b.url}/auth/api/add-location`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ location: "Vedanthangal" }),
      });
      expect(res.status).toBe(201);
      const locations = await gql(a.url, `{ locations { name } }`);
      expect(locations.body.data.locations.map((l: { name: string }) => l.name)).toContain("Vedanthangal");
    });

    it("the expiry sweep runs once: two instances sweeping at once cancel each unpaid order once", async () => {
      const print = await createPrint(a, "Little Cormorant", [999]);
      const placed: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await gql(
          i % 2 ? b.url : a.url,
          `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { bookingGroupId } }`,
          {
            c: CUSTOMER,
            i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
          },
        );
        placed.push(res.body.data.startCheckout.bookingGroupId);
      }
      const later = new Date(Date.now() + 45 * 60_000);
      const sweeps = [
        () => a.services.orders.sweep(later),
        () => b.services.orders.sweep(later),
        () => a.services.orders.expireUnpaid(later),
        () => b.services.orders.expireUnpaid(later),
      ];
      // On MariaDB the four sweeps run at once. Two SQLite connections in one process cannot interleave
      // write transactions (better-sqlite3 waits for a lock synchronously, holding the very event loop
      // the other transaction needs), so there they run one after another over the same due orders.
      const swept =
        dialect === "mysql"
          ? await Promise.all(sweeps.map((f) => f()))
          : await sweeps.reduce(async (acc, f) => [...(await acc), await f()], Promise.resolve([] as (number | { expired: number })[]));
      const expired = swept.map((s) => (typeof s === "number" ? s : s.expired)).reduce((x, y) => x + y, 0);
      expect(expired).toBe(6);
      const rows = await a.ds.query<{ g: string; n: number | string }[]>(
        `SELECT o.bookingGroupId AS g, COUNT(*) AS n FROM order_status_changes c JOIN orders o ON o.id = c.orderId WHERE c.toStatus = 'cancelled' AND o.bookingGroupId IN (${placed.map(() => "?").join(",")}) GROUP BY o.bookingGroupId`,
        placed,
      );
      expect(rows.map((r) => [r.g, Number(r.n)]).sort()).toEqual(placed.map((g) => [g, 1]).sort());
    });

    it("the mail outbox is sent once: both workers at once deliver each mail once", async () => {
      await Promise.all([a.services.mailWorker.drain(), b.services.mailWorker.drain()]);
      const before = (await a.ds.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'sent'"))[0].n;
      for (let i = 0; i < 8; i++)
        await (i % 2 ? b : a).services.mail.send({ to: `guest${i}@example.in`, subject: `Invitation ${i}`, text: "Come to the opening." });
      await Promise.all([a.services.mailWorker.runOnce(), b.services.mailWorker.runOnce(), a.services.mailWorker.runOnce(), b.services.mailWorker.runOnce()]);
      await Promise.all([a.services.mailWorker.drain(), b.services.mailWorker.drain()]);
      const sent = (await a.ds.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'sent'"))[0].n;
      expect(Number(sent) - Number(before)).toBe(8);
      const dir = path.join(a.dataDir, "outbox");
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
      expect(files).toHaveLength(Number(sent));
    });
  });
}
