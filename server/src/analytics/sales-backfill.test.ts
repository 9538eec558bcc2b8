/**
 * The migration that keys the prints' running totals by category id (issue 23 items 16, 17): on a
 * database as it was before it (its two migrations undone), lines get the id of the category that
 * still has their exact name, else their print's category, and the totals are counted again by id
 * and net of refunds, as the running totals keep them from then on.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createPrint, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";

const STATS = `{ dashboardStats { totalRevenuePaise topCategory { name totalSales } bestSellers { portfolioItemId title units revenuePaise } } }`;

describe("the backfill of sales by category id", () => {
  let app: TestApp;
  let token: string;
  const admin = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await app.gql(query, variables, { token });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data;
  };
  const addCategory = async (name: string) => {
    const { createShopCategory: c } = await admin(`mutation($n: String!) { createShopCategory(name: $n) { id } }`, { n: name });
    await admin(`mutation($c: ID!) { createShopSubcategory(categoryId: $c, name: "Any") { id } }`, { c: c.id });
    return Number(c.id);
  };
  const buy = (print: { id: string; frames: { id: string }[] }, quantity: number) =>
    placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity }]);
  const migrated = async () => (await app.ds.query("SELECT name FROM migrations")).map((m: { name: string }) => m.name) as string[];

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_MODE: "simulated", RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    token = await app.token();
    await admin(`mutation { updateBusinessSettings(gstin: "33AAPFU0939F1Z2", gstRatePercent: 5) { gstin } }`);
  });
  afterAll(() => app?.close());

  it("lines take the category with their exact name, else their print's; the prints' totals are counted again by id, net of refunds", async () => {
    const waders = await addCategory("Kingfishers");
    const pied = await createPrint(app, "Pied Kingfisher", [1499], "#223344", "Kingfishers");
    await buy(pied, 2);
    await admin(`mutation($id: ID!) { updateShopCategory(id: $id, name: "Waders") { id } }`, { id: String(waders) });
    await buy(pied, 2);
    const lower = await addCategory("kingfishers");
    const white = await createPrint(app, "White-throated Kingfisher", [999], "#443322", "kingfishers");
    const three = await buy(white, 3);
    await admin(
      `mutation($o: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: 50000, reason: "Damaged", idempotencyKey: $k) { refundedPaise } }`,
      {
        o: three.orderId,
        k: randomUUID(),
      },
    );
    const lineCategories = async () =>
      (await app.ds.query("SELECT categoryName, categoryId FROM order_lines ORDER BY id")).map((l: { categoryName: string; categoryId: number | null }) => [
        l.categoryName,
        l.categoryId === null ? null : Number(l.categoryId),
      ]);
    expect(await lineCategories()).toEqual([
      ["Kingfishers", waders],
      ["Waders", waders],
      ["kingfishers", lower],
    ]);
    const kept = (await app.gql(STATS, {}, { token })).body.data.dashboardStats;
    expect(kept).toMatchObject({
      totalRevenuePaise: 4 * 149_900 + 3 * 99_900 - 50_000,
      topCategory: { name: "Waders", totalSales: 4 },
      bestSellers: [
        { title: "Pied Kingfisher", units: 4, revenuePaise: 4 * 149_900 },
        { title: "White-throated Kingfisher", units: 3, revenuePaise: 3 * 99_900 - 50_000 },
      ],
    });

    // The database as it was before: the two migrations undone (and any that came after them).
    // (On SQLite outside a transaction: TypeORM turns foreign keys off for a migration, which SQLite
    // ignores inside one, and undoing one that rebuilds the orders table needs them off.)
    const transaction = app.ds.options.type === "better-sqlite3" ? "none" : "each";
    while ((await migrated()).includes("SalesByCategoryId1795678258635")) await app.ds.undoLastMigration({ transaction });
    const columns = (await app.ds.query("SELECT * FROM order_lines ORDER BY id LIMIT 1"))[0];
    expect(columns).not.toHaveProperty("categoryId");

    await app.ds.runMigrations({ transaction: "each" });
    // 'Kingfishers' is no category's exact name now ('kingfishers' is another's): the print's category.
    expect(await lineCategories()).toEqual([
      ["Kingfishers", waders],
      ["Waders", waders],
      ["kingfishers", lower],
    ]);
    // Undoing the migrations took the sessions' table with them (issue 47): the owner signs in again.
    const again = await app.gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, { u: ADMIN.username, p: ADMIN.password });
    expect((await app.gql(STATS, {}, { token: again.body.data.login.token })).body.data.dashboardStats).toEqual(kept);
  });
});
