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
 * What is left: a single statement outside any transaction, sent while one is under way, runs inside
 * it (one connection); a read sees its uncommitted rows, a write shares its fate. Gating those too
 * could deadlock a transaction that awaits a read another request began.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { DataSource, QueryRunner } from "typeorm";

export function takeTurnsWithTransactions(ds: DataSource): void {
  const runner: QueryRunner = ds.createQueryRunner(); // the driver's one shared runner
  const flow = new AsyncLocalStorage<object>();
  /** The owner of the transaction under way, when one was begun by ds.transaction. */
  let owner: object | null = null;
  /** The end of the last turn asked for: each turn waits for the one before (first come, first served). */
  let lastTurn: Promise<void> = Promise.resolve();
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

  const transaction = ds.manager.transaction.bind(ds.manager) as (...args: unknown[]) => Promise<unknown>;
  ds.manager.transaction = async (...args: unknown[]) => {
    if (ownFlow()) return transaction(...args); // nested in the owner's own flow: a savepoint
    let endTurn!: () => void;
    const before = lastTurn;
    lastTurn = new Promise<void>((resolve) => (endTurn = resolve));
    try {
      await before;
      await untilFree(); // a transaction begun by other means finishes first
      const token = {};
      owner = token;
      return await flow.run(token, () => transaction(...args));
    } finally {
      owner = null;
      endTurn();
      wake();
    }
  };

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
