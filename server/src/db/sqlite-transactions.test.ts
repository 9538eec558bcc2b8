/**
 * SQLite runs every statement of a process on one connection (TypeORM's better-sqlite3 driver shares
 * one query runner), so two requests' transactions at once must take turns there: neither may begin
 * inside the other, nor share its fate. MariaDB gives each transaction a connection of its own and
 * needs none of this; the rules of its transactions are the services' own tests.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect, startTestApp, type TestApp } from "../../test/harness.js";

describe.skipIf(dialect !== "sqlite")("transactions of one process on SQLite", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.ds.query("CREATE TABLE tx_probe (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
    await app.ds.query("INSERT INTO tx_probe (id, n) VALUES (1, 0)");
  });
  afterAll(() => app?.close());

  const count = async () => Number((await app.ds.query("SELECT n FROM tx_probe WHERE id = 1"))[0].n);
  const rows = async () => (await app.ds.query("SELECT id FROM tx_probe ORDER BY id")).map((r: { id: number }) => Number(r.id));

  it("twenty at once each read, wait and write: none is refused and none loses another's write", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        app.ds.transaction(async (em) => {
          const [{ n }] = await em.query("SELECT n FROM tx_probe WHERE id = 1");
          await sleep(2);
          await em.query("UPDATE tx_probe SET n = ? WHERE id = 1", [Number(n) + 1]);
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await count()).toBe(20);
  });

  it("a long line of transactions lets the event loop run between them, so that requests arriving meanwhile join the line", async () => {
    // Each transaction keeps the thread ~1 ms without awaiting anything but SQLite's answers, which
    // come at once: handed on in a microtask, the whole line ran in one turn of the event loop, and
    // the loop, which accepts one new connection a turn, left new buyers waiting seconds (issue 44).
    let ended = 0;
    let endedWhenTheLoopRan = -1;
    let late: Promise<number> | undefined;
    setImmediate(() => {
      endedWhenTheLoopRan = ended;
      // A request that arrives now joins the back of the line: it ends after the hundred.
      late = app.ds.transaction(async (em) => {
        await em.query("SELECT n FROM tx_probe WHERE id = 1");
        return ended;
      });
    });
    await Promise.all(
      Array.from({ length: 100 }, () =>
        app.ds.transaction(async (em) => {
          await em.query("SELECT n FROM tx_probe WHERE id = 1");
          const until = performance.now() + 1;
          while (performance.now() < until); // the thread kept busy, as a checkout's work keeps it
          ended++;
        }),
      ),
    );
    expect(ended).toBe(100);
    expect(endedWhenTheLoopRan).toBeGreaterThanOrEqual(0);
    expect(endedWhenTheLoopRan).toBeLessThan(100);
    expect(await late).toBe(100);
  });

  it("one that fails takes back only its own writes, not those another made meanwhile", async () => {
    const keeps = app.ds.transaction(async (em) => {
      await sleep(30);
      await em.query("INSERT INTO tx_probe (id, n) VALUES (2, 0)");
      await sleep(30);
    });
    await sleep(5);
    const fails = app.ds.transaction(async (em) => {
      await em.query("INSERT INTO tx_probe (id, n) VALUES (3, 0)");
      await sleep(40);
      throw new Error("this one fails");
    });
    await expect(fails).rejects.toThrow("this one fails");
    await keeps;
    expect(await rows()).toEqual([1, 2]);
  });

  it("a save outside any transaction waits for the one under way instead of beginning inside it", async () => {
    const under = app.ds.transaction(async (em) => {
      await em.query("UPDATE tx_probe SET n = n + 1 WHERE id = 1");
      await sleep(30);
      throw new Error("rolled back");
    });
    await sleep(5);
    // A repository write starts a transaction of its own when none is active on the runner.
    const saved = app.ds.createQueryRunner().manager.transaction(async (em) => em.query("INSERT INTO tx_probe (id, n) VALUES (4, 0)"));
    await expect(under).rejects.toThrow("rolled back");
    await saved;
    expect(await rows()).toEqual([1, 2, 4]);
  });

  it("a single write sent while a transaction is under way waits its turn, and that transaction's rollback does not take it back", async () => {
    const under = app.ds.transaction(async (em) => {
      await em.query("UPDATE tx_probe SET n = n + 100 WHERE id = 1");
      await sleep(30);
      throw new Error("rolled back");
    });
    await sleep(5);
    const before = await count(); // a read outside the transaction sees only what is committed, never its +100
    // A repository's update and a plain statement, neither in a transaction (as a checkout stores its provider's id).
    const writes = Promise.all([
      app.ds
        .createQueryBuilder()
        .update("tx_probe")
        .set({ n: () => "n + 1" })
        .where("id = 1")
        .execute(),
      app.ds.query("INSERT INTO tx_probe (id, n) VALUES (5, 0)"),
    ]);
    await expect(under).rejects.toThrow("rolled back");
    await writes;
    expect(before).toBe((await count()) - 1);
    expect(await rows()).toEqual([1, 2, 4, 5]);
  });

  it("a write within a transaction's own flow, outside its entity manager, is part of it and does not wait for it", async () => {
    await app.ds.transaction(async (em) => {
      await em.query("INSERT INTO tx_probe (id, n) VALUES (6, 0)");
      await app.ds.query("INSERT INTO tx_probe (id, n) VALUES (7, 0)");
    });
    expect(await rows()).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it("many at once, begun every way (ds.transaction, a runner's manager as a save begins, a single write): none begins inside another, each is done once", async () => {
    const before = await count();
    const ids = Array.from({ length: 100 }, (_, i) => 100 + i);
    const jobs: Promise<unknown>[] = [];
    for (const [i, id] of ids.entries()) {
      jobs.push(
        app.ds.transaction(async (em) => {
          await em.query("UPDATE tx_probe SET n = n + 1 WHERE id = 1");
          await sleep(i % 3);
          await em.query("UPDATE tx_probe SET n = n + 1 WHERE id = 1");
        }),
        app.ds.createQueryRunner().manager.transaction((em) => em.query("INSERT INTO tx_probe (id, n) VALUES (?, 0)", [id])),
        app.ds.query("UPDATE tx_probe SET n = n + 1 WHERE id = 1"),
      );
      if (i % 4 === 0) await sleep(1);
    }
    const results = await Promise.allSettled(jobs);
    expect(results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []))).toEqual([]);
    expect(app.ds.createQueryRunner().isTransactionActive).toBe(false);
    expect(await count()).toBe(before + 300);
    expect((await rows()).filter((id: number) => id >= 100)).toEqual(ids);
  });

  it("a transaction SQLite ended by itself leaves the connection free: the next ones begin and end as usual", async () => {
    // SQLite rolls back by itself on some errors; TypeORM's own ROLLBACK then fails and, untold, it would believe one still open.
    const ended = app.ds.transaction(async (em) => {
      await em.query("INSERT INTO tx_probe (id, n) VALUES (8, 0)");
      await em.query("ROLLBACK");
      throw new Error("ended by SQLite");
    });
    await expect(ended).rejects.toThrow("ended by SQLite");
    expect(app.ds.createQueryRunner().isTransactionActive).toBe(false);
    await app.ds.createQueryRunner().manager.transaction((em) => em.query("INSERT INTO tx_probe (id, n) VALUES (9, 0)"));
    await app.ds.transaction((em) => em.query("INSERT INTO tx_probe (id, n) VALUES (10, 0)"));
    expect(app.ds.createQueryRunner().isTransactionActive).toBe(false);
    expect((await rows()).filter((id: number) => id >= 8 && id < 100)).toEqual([9, 10]);
  });
});
