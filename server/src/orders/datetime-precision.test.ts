// Issue 42 item 24: a plain `datetime` column kept whole seconds on MariaDB and milliseconds on
// SQLite, so expiries, claims (`paymentCheckAt`, `lockedUntil`, `nextAttemptAt`) and `paidAt` compared
// and sorted differently within one second. Every such column holds milliseconds on both: a moment
// reads back as written, a boundary inside one second falls where it was set, and two moments of one
// second sort in their order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, dialect, placePaidOrder, startTestApp, type TestApp } from "../../test/harness.js";
import { Order } from "./order.entity.js";

describe(`datetime columns keep milliseconds (${dialect})`, () => {
  let app: TestApp;
  let ids: number[];

  beforeAll(async () => {
    app = await startTestApp();
    const print = await createPrint(app, "Small Minivet", [999]);
    ids = [];
    for (let i = 0; i < 2; i++) {
      const placed = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
      ids.push((await app.ds.getRepository(Order).findOneByOrFail({ providerOrderId: placed.orderId })).id);
    }
  });
  afterAll(() => app?.close());

  const second = Date.UTC(2026, 10, 29, 9, 30, 15);

  it("a moment reads back to the millisecond, and a boundary within its second falls where it was set", async () => {
    const orders = app.ds.getRepository(Order);
    await orders.update(ids[0], { paidAt: new Date(second + 700), paymentCheckAt: new Date(second + 250), expiresAt: new Date(second + 999) });
    const read = await orders.findOneByOrFail({ id: ids[0] });
    expect(read.paidAt!.toISOString()).toBe(new Date(second + 700).toISOString());
    expect(read.paymentCheckAt!.toISOString()).toBe(new Date(second + 250).toISOString());
    expect(read.expiresAt.toISOString()).toBe(new Date(second + 999).toISOString());
    // The reconciliation's claim: due at .250, not yet at .200, due at .300.
    const due = (now: number) =>
      orders
        .createQueryBuilder("o")
        .where("o.id = :id AND o.paymentCheckAt <= :now", { id: ids[0], now: new Date(now) })
        .getCount();
    expect(await due(second + 200)).toBe(0);
    expect(await due(second + 250)).toBe(1);
    expect(await due(second + 300)).toBe(1);
    // An expiry at .999 has not passed at .500.
    const expired = await orders
      .createQueryBuilder("o")
      .where("o.id = :id AND o.expiresAt <= :now", { id: ids[0], now: new Date(second + 500) })
      .getCount();
    expect(expired).toBe(0);
  });

  it("two moments of one second sort in their order, whichever row was written first", async () => {
    const orders = app.ds.getRepository(Order);
    await orders.update(ids[0], { paidAt: new Date(second + 900) });
    await orders.update(ids[1], { paidAt: new Date(second + 100) });
    const sorted = await orders
      .createQueryBuilder("o")
      .select(["o.id"])
      .where("o.id IN (:...ids)", { ids })
      .orderBy("o.paidAt", "ASC")
      .addOrderBy("o.id", "ASC")
      .getMany();
    expect(sorted.map((o) => o.id)).toEqual([ids[1], ids[0]]);
  });

  it("no column keeps whole seconds: every plain datetime column of the entities says milliseconds, and the database agrees", async () => {
    const plain = app.ds.entityMetadatas.flatMap((m) =>
      m.columns
        .filter((c) => c.type === "datetime" && !c.isCreateDate && !c.isUpdateDate)
        .map((c) => ({ column: `${m.tableName}.${c.databaseName}`, precision: c.precision })),
    );
    expect(plain.length).toBeGreaterThan(20);
    expect(plain.filter((c) => c.precision !== 3)).toEqual([]);
    if (dialect === "mysql") {
      const seconds = await app.ds.query(
        "SELECT CONCAT(TABLE_NAME, '.', COLUMN_NAME) AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND DATA_TYPE = 'datetime' AND DATETIME_PRECISION = 0",
      );
      expect(seconds).toEqual([]);
    }
  });
});
