// Timed sales end to end (issue 28), on the real server and database: the owner's CRUD and its
// refusals; the sale price on the shop's reads, in the cart's prices and in what checkout charges;
// a code on top only when it says it combines with sales; and a sale that starts and ends at its
// instant with no write, through the public cache.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, outboxMails, raw, secondInstance, simulatedPayment, startTestApp, type TestApp } from "../../test/harness.js";

const FIELDS = "id name percent startsAt endsAt categoryIds status";
const CREATE = `mutation($name: String!, $percent: Int!, $from: String, $to: String, $cats: [ID!]) {
  createSale(name: $name, percent: $percent, startsAt: $from, endsAt: $to, categoryIds: $cats) { ${FIELDS} } }`;
const ITEM = `query($id: ID!) { shopItem(id: $id) { id sale { name percent endsAt } frames { id pricePaise salePricePaise } } }`;
const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!, $d: String) { startCheckout(customer: $c, items: $i, discountCode: $d) { amountPaise discountPaise orderId bookingGroupId } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`;

type Print = { id: string; frames: { id: string; pricePaise: number }[] };

describe("timed sales", () => {
  let app: TestApp;
  let token: string;
  let kite: Print; // ₹1,499.00 / ₹2,499.00, first category
  let robin: Print; // ₹999.00, second category
  let categories: { id: string; name: string }[];
  const made: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
    categories = (await app.gql(`{ shopCategories { id name } }`)).body.data.shopCategories;
    kite = await createPrint(app, "Brahminy Kite", [1499, 2499], "#335577", categories[0].name);
    robin = await createPrint(app, "Indian Robin", [999], "#884422", categories[1].name);
  });
  afterAll(() => app?.close());

  const create = async (vars: Record<string, unknown>) => {
    const res = await app.gql(CREATE, { name: "Pongal sale", percent: 20, ...vars }, { token });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    made.push(res.body.data.createSale.id);
    return res.body.data.createSale as { id: string; status: string; startsAt: string | null; categoryIds: string[] | null };
  };
  /** Every sale made so far deleted: each test starts from list prices. */
  const clear = async () => {
    for (const id of made.splice(0)) await app.gql(`mutation($id: ID!) { deleteSale(id: $id) { id } }`, { id }, { token });
  };
  afterEach(clear);
  const item = async (id: string) =>
    (await app.gql(ITEM, { id })).body.data.shopItem as {
      sale: { name: string; percent: number } | null;
      frames: { pricePaise: number; salePricePaise: number | null }[];
    };
  const iso = (ms: number) => new Date(ms).toISOString();

  it("the owner's CRUD refuses what is not a sale, with its message, and writes nothing", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: "  " }, "Please enter the sale's name"],
      [{ name: "x".repeat(81) }, "The sale's name must be at most 80 characters"],
      [{ percent: 0 }, "A sale's percentage must be a whole number from 1 to 90"],
      [{ percent: 91 }, "A sale's percentage must be a whole number from 1 to 90"],
      [{ from: "14 January" }, "The start must be a date or date and time in ISO 8601, e.g. 2026-11-01T09:00+05:30"],
      [{ from: "2027-01-15", to: "2027-01-14" }, "The end must be after the start"],
      [{ cats: ["999999"] }, "One of the categories does not exist"],
    ];
    for (const [vars, message] of refusals) {
      const res = await app.gql(CREATE, { name: "Pongal sale", percent: 20, ...vars }, { token });
      expect(res.status, message).toBe(400);
      expect(res.body.errors[0].message).toBe(message);
    }
    expect((await app.gql(`{ _allSalesMeta { count } }`, {}, { token })).body.data._allSalesMeta.count).toBe(0);
    expect((await app.gql(CREATE, { name: "Pongal sale", percent: 20 })).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");

    // A date without a time is midnight, India time; its status follows the clock.
    const later = await create({ from: "2099-01-14", to: "2099-01-18T23:59" });
    expect([later.startsAt, later.status]).toEqual(["2099-01-13T18:30:00.000Z", "scheduled"]);
    const changed = await app.gql(
      `mutation($id: ID!) { updateSale(id: $id, percent: 25, startsAt: "") { percent startsAt status } }`,
      { id: later.id },
      { token },
    );
    expect(changed.body.data.updateSale).toEqual({ percent: 25, startsAt: null, status: "running" });
  });

  it("a running sale prices the shop's reads, the cart and the checkout alike; a sale of one category leaves the others", async () => {
    const sale = await create({ name: "Pongal sale", percent: 20, cats: [categories[0].id] });
    expect(sale.categoryIds).toEqual([categories[0].id]);
    const onSale = await item(kite.id);
    expect(onSale.sale).toMatchObject({ name: "Pongal sale", percent: 20 });
    expect(onSale.frames.map((f) => [f.pricePaise, f.salePricePaise])).toEqual([
      [149_900, 119_920],
      [249_900, 199_920],
    ]);
    expect(await item(robin.id)).toMatchObject({ sale: null, frames: [{ pricePaise: 99_900, salePricePaise: null }] });

    // The shop's list and the cart's prices carry the same sale price.
    const page = (await app.gql(`{ shopItems(limit: 48) { items { id frames { salePricePaise } } } }`)).body.data.shopItems.items as {
      id: string;
      frames: { salePricePaise: number | null }[];
    }[];
    expect(page.find((p) => p.id === kite.id)?.frames[0].salePricePaise).toBe(119_920);
    const prices = await app.gql(`query($l: [CartPriceInput!]!) { cartPrices(lines: $l) { unitPricePaise listUnitPricePaise } }`, {
      l: [
        { portfolioItemId: kite.id, frameId: kite.frames[0].id },
        { portfolioItemId: robin.id, frameId: robin.frames[0].id },
      ],
    });
    expect(prices.body.data.cartPrices).toEqual([
      { unitPricePaise: 119_920, listUnitPricePaise: 149_900 },
      { unitPricePaise: 99_900, listUnitPricePaise: null },
    ]);

    // Checkout charges the sale price: 2 × ₹1,199.20 + ₹999.00.
    const items = [
      { portfolioItemId: kite.id, frameId: kite.frames[0].id, quantity: 2 },
      { portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 },
    ];
    const started = (await app.gql(START, { c: CUSTOMER, i: items })).body.data.startCheckout;
    expect(started.amountPaise).toBe(2 * 119_920 + 99_900);
    // Paid: the buyer's mail gives the sale price with the price it was.
    const { paymentId, signature } = await simulatedPayment(app, started.orderId);
    expect((await app.gql(CONFIRM, { o: started.orderId, p: paymentId, s: signature })).body.data.confirmPayment.status).toBe("new");
    const mail = (await outboxMails(app)).find((m) => m.subject === `Your order ${started.bookingGroupId} is confirmed`);
    expect(mail?.text).toContain("2 × Brahminy Kite — 8x12 (Classic Black) — ₹2,398.40 (sale price; was ₹1,499.00 each)\n  1 × Indian Robin");
    const lines = await app.ds.query(`SELECT unitPricePaise, listUnitPricePaise FROM order_lines ORDER BY id DESC LIMIT 2`);
    expect(
      lines.map((l: { unitPricePaise: number; listUnitPricePaise: number | null }) => [
        Number(l.unitPricePaise),
        l.listUnitPricePaise === null ? null : Number(l.listUnitPricePaise),
      ]),
    ).toEqual([
      [99_900, null],
      [119_920, 149_900],
    ]);
  });

  it("the Merchant feed carries the list price, the sale price and the sale's dates", async () => {
    await create({ name: "Year-end sale", percent: 20, from: "2026-01-01T00:00", to: "2099-12-31T23:59", cats: [categories[0].id] });
    const feed = (await raw(app.url, "/merchant-feed.xml")).body.toString();
    const itemOf = (print: Print, frame: number) => {
      const items = feed.split("<item>").filter((i) => i.includes(`<g:item_group_id>${print.id}</g:item_group_id>`));
      expect(items.length, print.id).toBeGreaterThan(frame);
      return items[frame];
    };
    const kiteItem = itemOf(kite, 0);
    expect(kiteItem).toContain("<g:price>1499.00 INR</g:price>");
    expect(kiteItem).toContain("<g:sale_price>1199.20 INR</g:sale_price>");
    expect(kiteItem).toContain("<g:sale_price_effective_date>2026-01-01T00:00:00+05:30/2099-12-31T23:59:00+05:30</g:sale_price_effective_date>");
    const robinItem = itemOf(robin, 0);
    expect(robinItem).toContain("<g:price>999.00 INR</g:price>");
    expect(robinItem).not.toContain("g:sale_price");
  });

  it("a code applies on top of a sale only when it combines with sales", async () => {
    await create({ name: "Diwali sale", percent: 10 });
    const code = async (name: string, combines: boolean) =>
      (
        await app.gql(
          `mutation($c: String!, $s: Boolean) { createDiscountCode(code: $c, kind: PERCENT, value: 10, combinesWithSales: $s) { id } }`,
          { c: name, s: combines },
          { token },
        )
      ).body.data.createDiscountCode;
    await code("NOSTACK", false);
    await code("STACK", true);
    const items = [{ portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 }]; // ₹999.00 → ₹899.10 on sale
    const refused = await app.gql(START, { c: CUSTOMER, i: items, d: "NOSTACK" });
    expect([refused.status, refused.body.errors?.[0]?.message]).toEqual([400, "This code does not apply to these prints"]);
    const stacked = await app.gql(START, { c: CUSTOMER, i: items, d: "STACK" });
    expect(stacked.body.data.startCheckout).toMatchObject({ amountPaise: 89_910 - 8_991, discountPaise: 8_991 });
  });

  it("starts and ends at its instant with no write: the public cache keeps no answer past either", async () => {
    const query = JSON.stringify({ query: `{ shopItem(id: "${robin.id}") { frames { pricePaise salePricePaise } } }` });
    const read = async () => {
      const res = await raw(app.url, "/graphql", { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: query });
      const body = JSON.parse(res.body.toString()) as { data?: { shopItem: { frames: { salePricePaise: number | null }[] } } };
      if (!body.data) throw new Error(res.body.toString());
      return { cache: res.headers["x-cache"], price: body.data.shopItem.frames[0].salePricePaise };
    };
    // Starts at a whole second (what the database keeps) 1 to 2 s from now, and lasts a second.
    const start = Math.ceil((Date.now() + 1000) / 1000) * 1000;
    await create({ name: "Flash sale", percent: 50, from: iso(start), to: iso(start + 1000) });
    // The write bumped the cache: the first read draws, the second is kept.
    expect(await read()).toEqual({ cache: "MISS", price: null });
    expect(await read()).toEqual({ cache: "HIT", price: null });
    await new Promise((r) => setTimeout(r, start - Date.now() + 20));
    expect(await read()).toEqual({ cache: "MISS", price: 49_950 });
    expect(await read()).toEqual({ cache: "HIT", price: 49_950 });
    await new Promise((r) => setTimeout(r, start + 1000 - Date.now() + 20));
    expect(await read()).toEqual({ cache: "MISS", price: null });
  });
  it("the sales a checkout prices with are remembered between checkouts, and forgotten by a sale made, edited or deleted on either of two instances", async () => {
    const b = await secondInstance(app);
    try {
      const items = [{ portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 }]; // ₹999.00
      const charged = async (base: string) => {
        const res = await fetch(`${base}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: START, variables: { c: CUSTOMER, i: items } }),
        });
        const body = (await res.json()) as { data?: { startCheckout: { amountPaise: number } }; errors?: unknown };
        if (!body.data) throw new Error(JSON.stringify(body.errors));
        return body.data.startCheckout.amountPaise;
      };
      const admin = async (base: string, query: string, variables: Record<string, unknown>) => {
        const res = await fetch(`${base}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
        if (!body.data) throw new Error(JSON.stringify(body.errors));
        return body.data;
      };
      // Both instances have priced at list price (and remember that no sale runs).
      expect([await charged(app.url), await charged(b.url), await charged(app.url), await charged(b.url)]).toEqual([99_900, 99_900, 99_900, 99_900]);
      // Made on one: the next checkout on either is at the sale price.
      const sale = await create({ name: "Pongal sale", percent: 20 });
      expect([await charged(app.url), await charged(b.url)]).toEqual([79_920, 79_920]);
      // Edited on the other: likewise, at once.
      await admin(b.url, `mutation($id: ID!) { updateSale(id: $id, percent: 50) { id } }`, { id: sale.id });
      expect([await charged(b.url), await charged(app.url)]).toEqual([49_950, 49_950]);
      // Ended by the owner (its end set to now) on one instance: list price on both.
      await admin(app.url, `mutation($id: ID!, $to: String) { updateSale(id: $id, startsAt: null, endsAt: $to) { id } }`, {
        id: sale.id,
        to: iso(Math.floor(Date.now() / 1000) * 1000),
      });
      expect([await charged(b.url), await charged(app.url)]).toEqual([99_900, 99_900]);
      // One to come, starting and ending at whole seconds: remembered before it starts, charged from its start to its end, with no write.
      const start = Math.ceil((Date.now() + 1500) / 1000) * 1000;
      await create({ name: "Flash sale", percent: 10, from: iso(start), to: iso(start + 1500) });
      expect([await charged(app.url), await charged(b.url)]).toEqual([99_900, 99_900]);
      await new Promise((r) => setTimeout(r, start - Date.now() + 20));
      expect([await charged(app.url), await charged(b.url)]).toEqual([89_910, 89_910]);
      await new Promise((r) => setTimeout(r, start + 1500 - Date.now() + 20));
      expect([await charged(app.url), await charged(b.url)]).toEqual([99_900, 99_900]);
      // Deleted on the other instance: gone on both.
      await create({ name: "Year-end sale", percent: 30 });
      expect([await charged(app.url), await charged(b.url)]).toEqual([69_930, 69_930]);
      const last = made.pop()!;
      await admin(b.url, `mutation($id: ID!) { deleteSale(id: $id) { id } }`, { id: last });
      expect([await charged(app.url), await charged(b.url)]).toEqual([99_900, 99_900]);
    } finally {
      await b.close();
    }
  });
  it("the frames a checkout prices with are remembered likewise: a price the owner changes on either of two instances is charged by the next checkout on both", async () => {
    const b = await secondInstance(app);
    try {
      const print = await createPrint(app, "Oriental Magpie-Robin", [999], "#224466", categories[1].name);
      const sizes = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes as { id: string }[];
      const items = [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }];
      const post = async (base: string, query: string, variables: Record<string, unknown>, auth?: string) => {
        const res = await fetch(`${base}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data?: any; errors?: unknown };
        if (!body.data) throw new Error(JSON.stringify(body.errors));
        return body.data;
      };
      const charged = async (base: string) => (await post(base, START, { c: CUSTOMER, i: items })).startCheckout.amountPaise as number;
      const reprice = (base: string, rupees: number) =>
        post(
          base,
          `mutation($id: ID!, $p: [FramePriceInput!]) { updatePortfolioItem(id: $id, framePrices: $p) { id } }`,
          { id: print.id, p: [{ frameSizeId: sizes[0].id, pricePaise: rupees * 100 }] },
          token,
        );
      expect([await charged(app.url), await charged(b.url), await charged(app.url), await charged(b.url)]).toEqual([99_900, 99_900, 99_900, 99_900]);
      await reprice(b.url, 1099);
      expect([await charged(app.url), await charged(b.url)]).toEqual([109_900, 109_900]);
      await reprice(app.url, 1199);
      expect([await charged(app.url), await charged(b.url)]).toEqual([119_900, 119_900]);
    } finally {
      await b.close();
    }
  });
  it("a checkout under a running sale reads neither the sales nor the frames again: the shared version stands for both", async () => {
    await create({ name: "Pongal sale", percent: 20 });
    const items = [{ portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 }];
    expect((await app.gql(START, { c: CUSTOMER, i: items })).body.data.startCheckout.amountPaise).toBe(79_920);
    const seen: string[] = [];
    const logger = app.ds.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (...args: Parameters<typeof logQuery>) => {
      seen.push(args[0]);
      return logQuery(...args);
    };
    try {
      expect((await app.gql(START, { c: CUSTOMER, i: items })).body.data.startCheckout.amountPaise).toBe(79_920);
    } finally {
      logger.logQuery = logQuery;
    }
    expect(seen.filter((q) => /\bFROM [`"]?(sales|frame_prices)\b/i.test(q))).toEqual([]);
    // The order, its first status and its lines: one insert each, none of them selected again.
    expect(seen.filter((q) => /^INSERT INTO [`"]?(orders|order_status_changes|order_lines)\b/i.test(q))).toHaveLength(3);
    expect(seen.filter((q) => /^SELECT\b.*\bFROM [`"]?(orders|order_status_changes|order_lines)\b/i.test(q))).toEqual([]);
  });
});
