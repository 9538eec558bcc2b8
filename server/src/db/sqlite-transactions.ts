/**
 * SQLite in one process: TypeORM's better-sqlite3 driver runs every statement on one connection,
 * through one shared query runner. Two requests' transactions at once would begin one inside the
 * other ("cannot start a transaction within a transaction"), or the second would become a savepoint
 * of the first and share its fate: a rollback of either takes back the other's writes made since.
 *
 * So, on SQLite, transactions take turns. `ds.transaction(…)` waits for the one under way, then runs
 * its callback as the owner of the connection's transaction (AsyncLocalStorage tells the owner's own
 * flow, whose nested transactions stay savepoints as before). A transaction begun by other means (a
 * repository's save, or a manager bound to the runner) waits until no transaction is under way. The
 * turns are first come, first served. MariaDB needs none of this: each transaction has a connection
 * of its own from the pool.
 *
 * A single write outside any transaction (an update by a repository, a query builder's execute) takes
 * a turn too: sent while a transaction is under way, it would run inside it on the one connection
 * and be taken back by its rollback (a checkout whose booking id collided, a code used up, rolled
 * back the provider's id another checkout had just stored). A write sent while a transaction begun
 * by other means (a repository's save) is under way still runs at once: it is most likely that
 * save's own statement, and waiting for the save's end would wait for itself. Reads are not gated:
 * one sent while a transaction is under way sees its uncommitted rows (gating them could deadlock a
 * transaction that awaits a read another request began).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { DataSource, QueryRunner } from "typeorm";

/** A statement that writes (a CTE may end in one); BEGIN, COMMIT and savepoints are the transactions' own. */
const WRITE = /^\s*(?:INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i;

export function takeTurnsWithTransactions(ds: DataSource): void {
  const runner: QueryRunner = ds.createQueryRunner(); // the driver's one shared runner
  const flow = new AsyncLocalStorage<object>();
  /** The owner of the transaction under way, when one was begun by ds.transaction. */
  let owner: object | null = null;
  /** The end of the last turn asked for: each turn waits for the one before (first come, first served). */
  let lastTurn: Promise<void> = Promise.resolve();
  /**
   * Turns not yet ended (running or waiting): ds.transaction's transactions and single writes. When
   * none is, the flow's storage is switched off: while it is on, Node runs an async hook for every promise,
   * timer and tick in the process (a public read answered from the cache among them), and nobody
   * needs to know whose flow it is when no turn has an owner.
   */
  let open = 0;
  /** Resolved when the runner may have become free. */
  let waiters: (() => void)[] = [];
  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };
  const free = () => owner === null && !runner.isTransactionActive;
  const untilFree = async () => {
    while (!free()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  const ownFlow = () => owner !== null && flow.getStore() === owner;

  /** Runs `work` in a turn of its own: after the turns asked for before, once the runner is free, as the owner of the connection. */
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    open++;
    let endTurn!: () => void;
    const before = lastTurn;
    lastTurn = new Promise<void>((resolve) => (endTurn = resolve));
    try {
      await before;
      await untilFree(); // a transaction begun by other means finishes first
      const token = {};
      owner = token;
      return await flow.run(token, work);
    } finally {
      owner = null;
      if (--open === 0) flow.disable(); // the next run switches it on again
      endTurn();
      wake();
    }
  };

  const transaction = ds.manager.transaction.bind(ds.manager) as (...args: unknown[]) => Promise<unknown>;
  ds.manager.transaction = async (...args: unknown[]) => {
    if (ownFlow()) return transaction(...args); // nested in the owner's own flow: a savepoint
    return inTurn(() => transaction(...args));
  };

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = ((...args: unknown[]) => {
    const foreignWrite = typeof args[0] === "string" && WRITE.test(args[0]) && !ownFlow();
    // The statement of a save's own transaction (begun by other means, no owner) runs at once.
    if (!foreignWrite || (owner === null && runner.isTransactionActive)) return query(...args);
    return inTurn(() => query(...args));
  }) as QueryRunner["query"];

  const startTransaction = runner.startTransaction.bind(runner);
  runner.startTransaction = async (...args: Parameters<QueryRunner["startTransaction"]>) => {
    // Not the owner's flow: wait for the runner to be free; the check and the start's first
    // (synchronous) step, which marks the runner active, happen in one turn of the event loop.
    if (!ownFlow()) await untilFree();
    return startTransaction(...args);
  };
  for (const end of ["commitTransaction", "rollbackTransaction"] as const) {
    const original = runner[end].bind(runner);
    runner[end] = async () => {
      try {
        await original();
      } finally {
        if (!runner.isTransactionActive) wake();
      }
    };
  }
}
