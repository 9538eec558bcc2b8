/**
 * What integrators and the shop's pages read of a limited edition (issue 45): the REST shims'
 * edition_size / edition_remaining and edition_numbers, the Merchant feed's out_of_stock, the
 * edition.sold_out webhook, and the public cache's answers following every change of what is left —
 * the writes its middleware does not see (an expiry, a REST checkout) included.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPrint, CUSTOMER, dialect, raw, simulatedPayment, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";

const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId bookingGroupId } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`;
const UPDATE = `mutation($id: ID!, $size: Int, $closed: Boolean) { updatePortfolioItem(id: $id, editionSize: $size, editionClosed: $closed) { id } }`;
const SHOP_ITEM = `query($id: ID!) { shopItem(id: $id) { id edition { size remaining closed } } }`;

/** An integrator's endpoint: records every body it receives. */
async function receiver() {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"));
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, bodies, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe(`limited editions as the shop shows them (${dialect})`, () => {
  let app: TestApp;
  let hook: Awaited<ReturnType<typeof receiver>>;

  beforeAll(async () => {
    // Behind a proxy, so that each checkout below comes from a buyer of its own (the per-client limit on edition prints held).
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, WEBHOOKS_ALLOW_PRIVATE: "true", TRUST_PROXY: "1" });
    hook = await receiver();
    const res = await app.gql(
      `mutation($u: String!) { createWebhookEndpoint(url: $u, events: ["edition.sold_out"]) { id } }`,
      { u: hook.url },
      { token: await app.token() },
    );
    expect(res.body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await app?.close();
    await hook?.close();
  });

  type Print = { id: string; frames: { id: string }[] };
  const editionPrint = async (title: string, size: number, rupees = [2500, 4000]): Promise<Print> => {
    const print = await createPrint(app, title, rupees);
    const res = await app.gql(UPDATE, { id: print.id, size }, { token: await app.token() });
    expect(res.body.errors).toBeUndefined();
    return print;
  };
  const line = (print: Print, quantity = 1, frame = 0) => ({ portfolioItemId: print.id, frameId: print.frames[frame].id, quantity });
  let buyers = 0;
  const start = async (items: ReturnType<typeof line>[], phone = CUSTOMER.phone) => {
    const res = await app.gql(START, { c: { ...CUSTOMER, phone }, i: items }, { headers: { "x-forwarded-for": `10.45.${++buyers >> 8}.${buyers & 255}` } });
    return res.body as { data?: { startCheckout: { orderId: string } }; errors?: { message: string; extensions: Record<string, unknown> }[] };
  };
  const buy = async (items: ReturnType<typeof line>[], phone = CUSTOMER.phone) => {
    const started = await start(items, phone);
    expect(started.errors).toBeUndefined();
    const orderId = started.data!.startCheckout.orderId;
    const { paymentId, signature } = await simulatedPayment(app, orderId);
    const paid = await app.gql(CONFIRM, { o: orderId, p: paymentId, s: signature });
    expect(paid.body.errors).toBeUndefined();
    return orderId;
  };
  const adsRow = async (id: string) =>
    ((await app.rest("GET", "/getAdsWithFrames")).body as { adId: number; edition_size: number | null; edition_remaining: number | null }[]).find(
      (r) => r.adId === Number(id),
    );
  const cacheVersion = async () => JSON.stringify(await app.ds.query("SELECT epoch, version FROM cache_versions WHERE name = 'public'"));

  it("getAdsWithFrames names the edition's size and what is left, null for an open edition; the order shims name each line's numbers", async () => {
    const open = await createPrint(app, "Open Edition Heron", [1500]);
    const limited = await editionPrint("Numbered Heron", 5);
    expect(await adsRow(open.id)).toMatchObject({ edition_size: null, edition_remaining: null });
    expect(await adsRow(limited.id)).toMatchObject({ edition_size: 5, edition_remaining: 5 });

    const phone = "9876500045";
    await buy([line(limited, 2), line(open, 1)], phone);
    expect(await adsRow(limited.id)).toMatchObject({ edition_size: 5, edition_remaining: 3 });

    const orders = (await app.rest("GET", `/getOrdersByMobile?mobile=${phone}`)).body as { items: string }[];
    expect(orders).toHaveLength(1);
    const items = JSON.parse(orders[0].items) as { ad_title: string; edition_numbers: number[] }[];
    expect(items).toEqual([
      expect.objectContaining({ ad_title: "Numbered Heron", edition_numbers: [1, 2] }),
      expect.objectContaining({ ad_title: "Open Edition Heron", edition_numbers: [] }),
    ]);
  });

  it("the last print sold sends edition.sold_out once, with the print's id, title and size; the feed says out_of_stock, the cart's quote 0", async () => {
    const print = await editionPrint("Last Flamingo", 3);
    await buy([line(print, 2)]);
    const feedItems = async () => {
      const text = (await raw(app.url, "/merchant-feed.xml")).body.toString();
      return [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]).filter((item) => item.includes(`<g:item_group_id>${print.id}</g:item_group_id>`));
    };
    const before = await feedItems();
    expect(before).toHaveLength(2);
    for (const item of before) expect(item).toContain("<g:availability>in_stock</g:availability>");
    // Two prints of three sold: no event yet.
    await new Promise((r) => setTimeout(r, 300));
    expect(hook.bodies.filter((b) => b.includes("edition.sold_out"))).toEqual([]);

    await buy([line(print, 1, 1)]);
    await vi.waitFor(() => expect(hook.bodies.filter((b) => b.includes("edition.sold_out"))).toHaveLength(1), { timeout: 10_000 });
    const event = JSON.parse(hook.bodies.find((b) => b.includes("edition.sold_out"))!) as { type: string; data: unknown };
    expect(event).toMatchObject({ type: "edition.sold_out", data: { portfolioItemId: Number(print.id), title: "Last Flamingo", editionSize: 3 } });

    const after = await feedItems();
    expect(after).toHaveLength(2);
    for (const item of after) expect(item).toContain("<g:availability>out_of_stock</g:availability>");
    const quote = await app.gql(`query($l: [CartPriceInput!]!) { cartPrices(lines: $l) { available editionRemaining } }`, {
      l: [{ portfolioItemId: print.id, frameId: print.frames[0].id }],
    });
    expect(quote.body.data.cartPrices).toEqual([{ available: true, editionRemaining: 0 }]);
    expect(await adsRow(print.id)).toMatchObject({ edition_size: 3, edition_remaining: 0 });
    // A refusal names what is left, in the buyer's words and with its code for the Tamil page.
    const refused = await start([line(print, 1)]);
    expect(refused.errors?.[0]).toMatchObject({ message: "This edition is sold out", extensions: { code: "BAD_USER_INPUT", messageCode: "edition.soldOut" } });
  });

  it("the cached shop pages follow what is left: a reservation given back by the expiry sweep is seen at once; a checkout of open prints bumps nothing", async () => {
    const print = await editionPrint("Cached Kingfisher", 4);
    const open = await createPrint(app, "Cached Open Egret", [900]);
    const remaining = async () => {
      const res = await raw(app.url, "/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ query: SHOP_ITEM, variables: { id: print.id } }),
      });
      return { cache: res.headers["x-cache"], remaining: JSON.parse(res.body.toString()).data.shopItem.edition.remaining as number };
    };
    const started = await start([line(print, 2)]);
    expect(started.errors).toBeUndefined();
    const ref = await start([line(print, 3)]);
    expect(ref.errors?.[0]).toMatchObject({
      message: "Only 2 prints of this edition are left",
      extensions: { code: "BAD_USER_INPUT", messageCode: "edition.left", messageValues: { count: 2 } },
    });
    await remaining();
    expect(await remaining()).toEqual({ cache: "HIT", remaining: 2 });
    expect((await adsRow(print.id))?.edition_remaining).toBe(2);

    const version = await cacheVersion();
    await app.services.orders.expireUnpaid(new Date(Date.now() + 31 * 60_000));
    // The sweep took back the edition order too: its two prints are back, and the next read says so.
    await vi.waitFor(async () => expect(await remaining()).toMatchObject({ remaining: 4 }), { timeout: 5_000 });
    expect((await adsRow(print.id))?.edition_remaining).toBe(4);
    expect(await cacheVersion()).not.toBe(version);

    const quiet = await cacheVersion();
    await start([line(open, 1)]);
    // A checkout is no catalogue write (public-reads.ts): of open prints only, it leaves the cache alone, and so does its expiry.
    await new Promise((r) => setTimeout(r, 200));
    const afterCheckout = await cacheVersion();
    expect(afterCheckout).toBe(quiet);
    await app.services.orders.expireUnpaid(new Date(Date.now() + 62 * 60_000));
    await new Promise((r) => setTimeout(r, 200));
    expect(await cacheVersion()).toBe(afterCheckout);
  });

  it("a rush of edition checkouts is followed by a bump that began after the last, not by one bump each", async () => {
    const counter = async () => Number((await app.ds.query("SELECT version FROM cache_versions WHERE name = 'public'"))[0].version);
    // Ten asked for at once: the first bumps at once, the nine others make one more after it.
    const before = await counter();
    for (let i = 0; i < 10; i++) app.publicCache.bumpSoon();
    await vi.waitFor(async () => expect(await counter()).toBe(before + 2), { timeout: 5_000 });
    await new Promise((r) => setTimeout(r, 600));
    expect(await counter()).toBe(before + 2);

    // Checkouts at once: whatever their bumps merged into, the page read after them says what is left.
    const print = await editionPrint("Rushed Kingfisher", 12);
    const read = async () => {
      const res = await raw(app.url, "/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ query: SHOP_ITEM, variables: { id: print.id } }),
      });
      return JSON.parse(res.body.toString()).data.shopItem.edition.remaining as number;
    };
    expect(await read()).toBe(12);
    const answers = await Promise.all(Array.from({ length: 5 }, () => start([line(print, 2)])));
    expect(answers.map((a) => a.errors)).toEqual(Array(5).fill(undefined));
    await vi.waitFor(async () => expect(await read()).toBe(2), { timeout: 5_000 });
  });
});
