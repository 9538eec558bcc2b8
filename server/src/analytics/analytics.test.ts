import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { monthStart, percentChange } from "./analytics.service.js";

const STATS = `{ dashboardStats { totalCustomers customersChange totalRevenuePaise revenueChange totalOrders ordersChange topCategory { name displayName totalSales } months { month orders revenuePaise } bestSellers { title units revenuePaise } } }`;

describe("dashboard arithmetic", () => {
  it("months are India-time calendar months", () => {
    // 31 Mar 2026, 20:00 UTC is 1 Apr, 01:30 in Chennai.
    expect(monthStart(new Date("2026-03-31T20:00:00Z")).toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(monthStart(new Date("2026-03-31T18:00:00Z")).toISOString()).toBe("2026-02-28T18:30:00.000Z");
    expect(monthStart(new Date("2026-01-15T00:00:00Z"), -1).toISOString()).toBe("2025-11-30T18:30:00.000Z");
    expect(monthStart(new Date("2026-12-15T00:00:00Z"), 1).toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("changes have one decimal and never divide by zero", () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(2, 4)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(8496, 18493)).toBe(-54.1);
    expect(percentChange(3, 2)).toBe(50);
  });

  it("a change halfway between two tenths rounds away from zero, the same both ways (issue 23 item 19)", () => {
    // 449 against 400 is +12.25 %, 351 against 400 is -12.25 %: one decimal each, the same digits.
    expect(percentChange(449, 400)).toBe(12.3);
    expect(percentChange(351, 400)).toBe(-12.3);
    // Halves that binary floating point cannot hold exactly (0.1225 * 1000 is 122.49999…).
    expect(percentChange(11225, 10000)).toBe(12.3);
    expect(percentChange(8775, 10000)).toBe(-12.3);
    expect(percentChange(2005, 2000)).toBe(0.3); // +0.25 %
    expect(percentChange(1995, 2000)).toBe(-0.3); // -0.25 %
    expect(percentChange(10005, 10000)).toBe(0.1); // +0.05 %
    expect(percentChange(9995, 10000)).toBe(-0.1); // -0.05 %
    expect(percentChange(1, 400)).toBe(-99.8); // -99.75 %
    expect(percentChange(799, 400)).toBe(99.8); // +99.75 %
    expect(percentChange(40001, 40000)).toBe(0); // +0.0025 %
    expect(Object.is(percentChange(39999, 40000), 0)).toBe(true); // -0.0025 % is 0, not -0
    // Large paise amounts stay exact.
    expect(percentChange(1_122_500_000_000, 1_000_000_000_000)).toBe(12.3);
    expect(percentChange(877_500_000_000, 1_000_000_000_000)).toBe(-12.3);
  });
});

describe("dashboard stats", () => {
  let app: TestApp;
  let token: string;
  let kite: { id: string; frames: { id: string }[] };
  let robin: { id: string; frames: { id: string }[] };
  let elephant: { id: string; frames: { id: string }[] };
  const stats = async () => (await app.gql(STATS, {}, { token })).body.data.dashboardStats;
  const line = (print: { id: string; frames: { id: string }[] }, quantity: number, frame = 0) => ({
    portfolioItemId: print.id,
    frameId: print.frames[frame].id,
    quantity,
  });
  const buyer = (n: number) => ({ phone: `98765000${String(n).padStart(2, "0")}` });
  /** Moves an order's payment into another month, as if it had been paid then. */
  const paidOn = async (bookingGroupId: string, at: Date) => app.ds.getRepository("Order").update({ bookingGroupId }, { paidAt: at });

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_MODE: "simulated", RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    token = await app.token();
    kite = await createPrint(app, "Brahminy Kite", [1499, 2499], "#335577", "Birds");
    robin = await createPrint(app, "Indian Robin", [999], "#884422", "Birds");
    elephant = await createPrint(app, "Elephant at Mudumalai", [3999], "#555555", "Wildlife");
  });
  afterAll(() => app?.close());

  it("with no orders at all: zeros, no change, and the 'NULL' top category", async () => {
    const s = await stats();
    expect(s).toMatchObject({
      totalCustomers: 0,
      customersChange: 0,
      totalRevenuePaise: 0,
      revenueChange: 0,
      totalOrders: 0,
      ordersChange: 0,
      topCategory: { name: "NULL", displayName: "NULL", totalSales: 0 },
      bestSellers: [],
    });
    expect(s.months).toHaveLength(12);
    expect(s.months.every((m: { orders: number; revenuePaise: number }) => m.orders === 0 && m.revenuePaise === 0)).toBe(true);
    expect((await app.rest("GET", "/dashboard-stats", { token })).body).toEqual({
      totalUsers: 0,
      userChange: 0,
      totalRevenue: 0,
      revenueChange: 0,
      totalOrders: 0,
      orderChange: 0,
      topCategory: { category_name: "NULL", total_sales: 0 },
    });
  });

  it("with sales only this month: +100% from an empty last month", async () => {
    await placePaidOrder(app, [line(robin, 2)], buyer(4)); // F: ₹1,998.00
    await placePaidOrder(app, [line(elephant, 1), line(kite, 1, 1)], buyer(1)); // G: ₹6,498.00
    const s = await stats();
    expect(s).toMatchObject({
      totalCustomers: 2,
      customersChange: 100,
      totalRevenuePaise: 849600,
      revenueChange: 100,
      totalOrders: 2,
      ordersChange: 100,
      topCategory: { name: "Birds", totalSales: 3 },
    });
    const thisMonth = new Date(monthStart(new Date()).getTime() + 330 * 60_000).toISOString().slice(0, 7);
    expect(s.months[11]).toEqual({ month: thisMonth, orders: 2, revenuePaise: 849600 });
  });

  it("the running totals each payment keeps equal the totals computed again from the orders", async () => {
    const kept = await stats();
    await app.services.analytics.rebuildSales();
    expect(await stats()).toEqual(kept);

    // A paid order taken back out of the paid states (as a refund will) leaves the totals, and comes back.
    const [{ id }] = await app.ds.query("SELECT id FROM orders WHERE phone = ? AND status = 'new'", [buyer(4).phone]);
    await app.ds.transaction((em) => app.services.analytics.onOrderMove(em, { orderId: id, from: "new", to: "cancelled" }));
    expect(await stats()).toMatchObject({ totalOrders: 1, totalRevenuePaise: 649800, totalCustomers: 1, topCategory: { name: "Birds", totalSales: 1 } });
    await app.ds.transaction((em) => app.services.analytics.onOrderMove(em, { orderId: id, from: "cancelled", to: "new" }));
    expect(await stats()).toEqual(kept);
  });

  it("over a known history of three months, every figure is exact; unpaid orders count for nothing", async () => {
    const lastMonth = new Date(monthStart(new Date(), -1).getTime() + 2 * 86_400_000 + 3_600_000);
    const threeAgo = new Date(monthStart(new Date(), -3).getTime() + 86_400_000);
    const a = await placePaidOrder(app, [line(elephant, 1)], buyer(1)); // ₹3,999.00
    const b = await placePaidOrder(app, [line(kite, 2)], buyer(1)); // ₹2,998.00
    const c = await placePaidOrder(app, [line(robin, 1)], buyer(2)); // ₹999.00
    const d = await placePaidOrder(app, [line(elephant, 3)], buyer(3)); // ₹11,997.00
    const e = await placePaidOrder(app, [line(kite, 1, 1)], buyer(2)); // ₹2,499.00
    await paidOn(a.bookingGroupId, threeAgo);
    for (const o of [b, c, d, e]) await paidOn(o.bookingGroupId, lastMonth);
    // The running totals were kept in this month, when the orders were paid: count them again.
    await app.services.analytics.rebuildSales();
    // An order never paid, and an order moved on in fulfilment (it still counts).
    await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: {
        firstName: "Un",
        lastName: "Paid",
        email: "u@p.in",
        phone: "9876500099",
        address: "1 Road",
        city: "Chennai",
        state: "Tamil Nadu",
        pincode: "600001",
      },
      i: [line(robin, 5)],
    });
    const [{ id: dId }] = await app.ds.query("SELECT id FROM orders WHERE bookingGroupId = ?", [d.bookingGroupId]);
    await app.gql(`mutation($id: ID!) { transitionOrderToState(id: $id, state: "processing") { id } }`, { id: String(dId) }, { token });

    const s = await stats();
    expect(s).toMatchObject({
      totalOrders: 7,
      totalRevenuePaise: 3098800,
      totalCustomers: 4,
      ordersChange: -50, // 2 this month, 4 last month
      revenueChange: -54.1, // ₹8,496 against ₹18,493
      customersChange: -33.3, // 2 against 3
      topCategory: { name: "Birds", displayName: "Birds", totalSales: 7 },
    });
    expect(s.months.map((m: { orders: number; revenuePaise: number }) => [m.orders, m.revenuePaise])).toEqual([
      ...Array.from({ length: 8 }, () => [0, 0]),
      [1, 399900],
      [0, 0],
      [4, 1849300],
      [2, 849600],
    ]);
    expect(s.bestSellers).toEqual([
      { title: "Elephant at Mudumalai", units: 5, revenuePaise: 1999500 },
      { title: "Brahminy Kite", units: 4, revenuePaise: 799600 },
      { title: "Indian Robin", units: 3, revenuePaise: 299700 },
    ]);

    expect((await app.rest("GET", "/dashboard-stats", { token })).body).toEqual({
      totalUsers: 4,
      userChange: -33.3,
      totalRevenue: 30988,
      revenueChange: -54.1,
      totalOrders: 7,
      orderChange: -50,
      topCategory: { category_name: "Birds", total_sales: 7 },
    });
  });
});

describe("the dashboard groups sales by category and print id, net of refunds (issue 23 items 16, 17, 19)", () => {
  let app: TestApp;
  let token: string;
  type Print = { id: string; frames: { id: string }[] };
  const stats = async () => (await app.gql(STATS, {}, { token })).body.data.dashboardStats;
  const admin = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await app.gql(query, variables, { token });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data;
  };
  const buy = (print: Print, quantity: number, ...more: [Print, number][]) =>
    placePaidOrder(
      app,
      [[print, quantity] as [Print, number], ...more].map(([p, q]) => ({ portfolioItemId: p.id, frameId: p.frames[0].id, quantity: q })),
      { phone: "9876500042" },
    );
  const addCategory = async (name: string) => {
    const { createShopCategory: c } = await admin(`mutation($n: String!) { createShopCategory(name: $n) { id } }`, { n: name });
    await admin(`mutation($c: ID!) { createShopSubcategory(categoryId: $c, name: "Any") { id } }`, { c: c.id });
    return c.id as string;
  };
  const refund = (orderId: string, paise: number) =>
    admin(
      `mutation($o: String!, $a: Int!, $r: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: $a, reason: $r, idempotencyKey: $k) { refundedPaise } }`,
      {
        o: orderId,
        a: paise,
        r: "Damaged in transit",
        k: randomUUID(),
      },
    );
  /** The running totals each payment and refund keeps must equal a rebuild from the orders. */
  const expectRebuildEqual = async () => {
    const kept = await stats();
    await app.services.analytics.rebuildSales();
    expect(await stats()).toEqual(kept);
    return kept;
  };

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_MODE: "simulated", RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    token = await app.token();
    await admin(`mutation { updateBusinessSettings(gstin: "33AAPFU0939F1Z2", gstRatePercent: 5) { gstin } }`);
  });
  afterAll(() => app?.close());

  it("item 16: a renamed category keeps one group under its new name; 'Kingfishers' and 'kingfishers' stay apart; ties go to the older category", async () => {
    const first = await addCategory("Kingfishers");
    const pied = await createPrint(app, "Pied Kingfisher", [1499], "#223344", "Kingfishers");
    await buy(pied, 2);
    await admin(`mutation($id: ID!) { updateShopCategory(id: $id, name: "Waders") { id } }`, { id: first });
    await buy(pied, 2);
    await addCategory("kingfishers");
    const white = await createPrint(app, "White-throated Kingfisher", [999], "#443322", "kingfishers");
    await buy(white, 3);
    // 'Waders' sold 4 (2 of them as 'Kingfishers'), the newer 'kingfishers' 3.
    expect((await stats()).topCategory).toEqual({ name: "Waders", displayName: "Waders", totalSales: 4 });
    expect((await app.rest("GET", "/dashboard-stats", { token })).body.topCategory).toEqual({ category_name: "Waders", total_sales: 4 });
    // 4 each: the older category (the lower id) wins, on both databases.
    await buy(white, 1);
    expect((await stats()).topCategory).toEqual({ name: "Waders", displayName: "Waders", totalSales: 4 });
    await buy(white, 1);
    expect((await stats()).topCategory).toEqual({ name: "kingfishers", displayName: "Kingfishers", totalSales: 5 });
    await expectRebuildEqual();
  });

  it("item 17: best sellers group a renamed print under its current title, and are net of refunds as the revenue is", async () => {
    await addCategory("Herons");
    const heron = await createPrint(app, "Grey Heron", [1000], "#556677", "Herons");
    const egret = await createPrint(app, "Little Egret", [700], "#667788", "Herons");
    const pied = (await stats()).bestSellers.find((b: { title: string }) => b.title === "Pied Kingfisher");
    expect(pied).toMatchObject({ units: 4, revenuePaise: 4 * 149_900 });
    const [{ id: piedId }] = await app.ds.query("SELECT id FROM portfolio_items WHERE title = ?", ["Pied Kingfisher"]);
    await admin(`mutation($id: ID!) { updatePortfolioItem(id: $id, title: "Pied Kingfisher, hovering") { id } }`, { id: String(piedId) });
    const renamed = (await stats()).bestSellers.filter((b: { title: string }) => b.title.startsWith("Pied Kingfisher"));
    expect(renamed).toEqual([{ title: "Pied Kingfisher, hovering", units: 4, revenuePaise: 4 * 149_900 }]);

    // Three herons, ₹1,000 of them refunded: ₹2,000 left, still three sold.
    const herons = await buy(heron, 3);
    await refund(herons.orderId, 100_000);
    let s = await stats();
    expect(s.bestSellers.find((b: { title: string }) => b.title === "Grey Heron")).toEqual({ title: "Grey Heron", units: 3, revenuePaise: 200_000 });
    // The rest refunded: the herons were not sold after all.
    await refund(herons.orderId, 200_000);
    s = await stats();
    expect(s.bestSellers.find((b: { title: string }) => b.title === "Grey Heron")).toBeUndefined();

    // A refund of an order of two prints is shared between them by their amounts, to the paisa.
    const both = await buy(heron, 1, [egret, 1]); // ₹1,000 + ₹700
    await refund(both.orderId, 50_001);
    s = await stats();
    const sold = (title: string) => s.bestSellers.find((b: { title: string }) => b.title === title);
    expect(sold("Grey Heron")).toEqual({ title: "Grey Heron", units: 1, revenuePaise: 100_000 - 29_412 }); // floor(50,001 × 1,000 / 1,700)
    expect(sold("Little Egret")).toEqual({ title: "Little Egret", units: 1, revenuePaise: 70_000 - 20_589 });
    // Every print's revenue adds up to the month's revenue, net of refunds.
    const [{ prints }] = await app.ds.query("SELECT SUM(revenuePaise) AS prints FROM sales_monthly_prints");
    expect(Number(prints)).toBe(s.totalRevenuePaise);
    await expectRebuildEqual();
  });

  it("item 19: the dashboard shows -12.25% and +12.25% with the same digits", async () => {
    await addCategory("Owls");
    const owl = await createPrint(app, "Spotted Owlet", [400, 449], "#778899", "Owls");
    const lastMonth = new Date(monthStart(new Date(), -1).getTime() + 3 * 86_400_000);
    // Move every sale so far into an older month: last month ₹400, this month ₹449 (+12.25%), then ₹351 (-12.25%).
    await app.ds
      .getRepository("Order")
      .createQueryBuilder()
      .update()
      .set({ paidAt: new Date(monthStart(new Date(), -3).getTime() + 86_400_000) })
      .where("paidAt IS NOT NULL")
      .execute();
    const last = await buy(owl, 1);
    await app.ds.getRepository("Order").update({ bookingGroupId: last.bookingGroupId }, { paidAt: lastMonth });
    const now = await placePaidOrder(app, [{ portfolioItemId: owl.id, frameId: owl.frames[1].id, quantity: 1 }]);
    await app.services.analytics.rebuildSales();
    expect((await stats()).revenueChange).toBe(12.3);
    expect((await app.rest("GET", "/dashboard-stats", { token })).body.revenueChange).toBe(12.3);
    await refund(now.orderId, 9_800); // ₹449 − ₹98 = ₹351
    expect((await stats()).revenueChange).toBe(-12.3);
    expect((await app.rest("GET", "/dashboard-stats", { token })).body.revenueChange).toBe(-12.3);
  });
});
