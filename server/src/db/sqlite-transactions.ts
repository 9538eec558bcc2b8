/**
 * SQLite in one process: TypeORM's better-sqlite3 driver runs every statement on one connection,
 * through one shared query runner. Two requests' transactions at once would begin one inside the
 * other ("cannot start a transaction within a transaction"), or the second would become a savepoint
 * of the first and share its fate: a rollback of either takes back the other's writes made since.
 *
 * So, on SQLite, transactions take turns. `ds.transaction(…)` waits for the one under way, then runs
 * its callback as the owner of the connection's transaction (AsyncLocalStorage tells the owner's own
 * flow, whose nested transactions stay savepoints as before). A transaction begun by other means (a
 * repository's save, or a manager bound to the runner) waits its turn in the same line. The turns
 * are first come, first served, and the connection passes from one to the next without a gap in
 * which a third could begin. MariaDB needs none of this: each transaction has a connection of its
 * own from the pool.
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
  /** The owner of the turn under way (ds.transaction's, or a single write's). */
  let owner: object | null = null;
  /** A transaction begun by other means (a repository's save) has the connection. */
  let other = false;
  /**
   * Whether the connection is taken, and who waits for it, first come, first served. It is handed
   * to the next in line as it is given up, in the same step: nobody can begin in between (two
   * waiters woken together, each seeing it free, began one inside the other).
   */
  let taken = false;
  const line: (() => void)[] = [];
  const take = (): Promise<void> => {
    if (!taken) {
      taken = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => line.push(resolve));
  };
  const give = (): void => {
    const next = line.shift();
    if (next) next();
    else taken = false;
  };
  /**
   * Turns not yet ended (running or waiting). When none is, the flow's storage is switched off:
   * while it is on, Node runs an async hook for every promise, timer and tick in the process (a
   * public read answered from the cache among them), and nobody needs to know whose flow it is
   * when no turn has an owner.
   */
  let open = 0;
  const ownFlow = () => owner !== null && flow.getStore() === owner;

  /** Runs `work` in a turn of its own: once the connection is handed to it, as its owner. */
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    open++;
    try {
      await take();
      const token = {};
      owner = token;
      try {
        return await flow.run(token, work);
      } finally {
        owner = null;
        give();
      }
    } finally {
      if (--open === 0) flow.disable(); // the next run switches it on again
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
    // The statements of a save's own transaction (begun by other means, no owner) run at once.
    if (!foreignWrite || other || (owner === null && runner.isTransactionActive)) return query(...args);
    return inTurn(() => query(...args));
  }) as QueryRunner["query"];

  /**
   * When a statement of a transaction's beginning or end failed, and SQLite has no transaction
   * open (its BEGIN failed; or it rolled back by itself, so the ROLLBACK failed), TypeORM may still
   * believe one is: it is told otherwise, or every later turn would wait for it forever.
   */
  const db = (ds.driver as unknown as { databaseConnection: { inTransaction: boolean } }).databaseConnection;
  const forgetLostTransaction = () => {
    if (db.inTransaction || !runner.isTransactionActive) return;
    Object.assign(runner, { isTransactionActive: false, transactionDepth: 0 });
  };
  /** A transaction begun by other means has ended: the next in line has the connection. */
  const releaseIfEnded = () => {
    if (!other || runner.isTransactionActive) return;
    other = false;
    give();
  };
  const startTransaction = runner.startTransaction.bind(runner);
  runner.startTransaction = async (...args: Parameters<QueryRunner["startTransaction"]>) => {
    if (ownFlow()) return startTransaction(...args); // the owner's own, or its savepoint
    await take();
    other = true;
    try {
      await startTransaction(...args);
    } catch (err) {
      forgetLostTransaction();
      releaseIfEnded();
      throw err;
    }
  };
  for (const end of ["commitTransaction", "rollbackTransaction"] as const) {
    const original = runner[end].bind(runner);
    runner[end] = async () => {
      try {
        await original();
      } catch (err) {
        forgetLostTransaction();
        throw err;
      } finally {
        releaseIfEnded();
      }
    };
  }
}
