/**
 * SQLite in one process: TypeORM's better-sqlite3 driver runs every statement on one connection,
 * through one shared query runner. Two requests' transactions at once would begin one inside the
 * other ("cannot start a transaction within a transaction"), or the second would become a savepoint
 * of the first and share its fate: a rollback of either takes back the other's writes made since.
 *
 * So, on SQLite, transactions take turns. `ds.transaction(…)` waits for the one under way, then runs
 * its callback as the owner of the connection's transaction (AsyncLocalStorage tells the owner's own
 * flow, whose nested transactions stay savepoints as before). A transaction begun by other means (a
 * manager bound to the runner, a migration) waits its turn in the same line. The turns
 * are first come, first served, and the connection passes from one to the next without a gap in
 * which a third could begin. MariaDB needs none of this: each transaction has a connection of its
 * own from the pool.
 *
 * A single write outside any transaction (an update by a repository, a query builder's execute) takes
 * a turn too: sent while a transaction is under way, it would run inside it on the one connection
 * and be taken back by its rollback (a checkout whose booking id collided, a code used up, rolled
 * back the provider's id another checkout had just stored). A write sent while a transaction begun
 * by other means (a runner's manager, a migration) is under way still runs at once: it is most likely
 * that transaction's own statement, and waiting for its end would wait for itself. A save or a removal
 * by the data source's manager (a repository's) takes a turn of its own, as `ds.transaction` does: it
 * reads what it changes before it begins its transaction, and those reads are its own. (Inside a
 * transaction begun by other means, save through that transaction's manager: the data source's
 * would wait for the transaction's end.)
 *
 * Reads see only committed rows (issue 42). A read outside every transaction's flow goes to a second
 * connection to the same file, read-only: in WAL mode it reads the last committed state, without
 * waiting for the writer and without seeing what an open transaction wrote. A transaction's own reads
 * (its flow's, through its manager or not) stay on the shared connection and see its writes. After a
 * commit the next read on the second connection sees it (each statement there is a read transaction
 * of its own). The other way, reads waiting while a write transaction is open, was measured against
 * it (`npm run bench:sqlite-reads -w server`, figures in docs/hardening.md): beside transactions that await between their
 * statements, reads waited for those awaits (p99 71–76 ms against under 1.2 ms, a seventh as many reads
 * a second), and a transaction that awaits a read another request began would wait for itself. A
 * database in memory has no second connection: its reads stay on the shared one, as before.
 *
 * Work that uses the shared connection by other means than TypeORM (the rate limiters' store, whose
 * better-sqlite3 statements run at once) takes a turn too (`outsideTransactions`): sent beside another
 * request's transaction it ran inside it, and that transaction's rollback took back the points it had
 * counted (review of issue 42, finding 9).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import Database from "better-sqlite3";
import type { DataSource, QueryRunner } from "typeorm";

/** A statement that writes (a CTE may end in one); BEGIN, COMMIT and savepoints are the transactions' own. */
const WRITE = /^\s*(?:INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i;
/** A statement that only reads, which the connection of committed reads may answer. */
const READ = /^\s*SELECT\b/i;

/** How long the turns may pass from one to the next before the event loop gets a turn of its own (see give()). */
const TURNS_WITHOUT_YIELD_MS = 5;

/** The connection of committed reads of each data source (none for a database in memory). */
const readers = new WeakMap<DataSource, Database.Database>();

/** How each data source runs work in a turn of its own, outside every transaction (SQLite's). */
const outside = new WeakMap<DataSource, <T>(work: () => Promise<T>) => Promise<T>>();

/**
 * Runs `work`, which writes on the shared connection by other means than TypeORM (a rate limiter's
 * store), in a turn of its own: no transaction is open on the connection while it runs, so what it
 * writes is committed at once, and no other request's rollback takes it back. Sent while a transaction
 * is under way, it waits for that transaction's end without blocking the event loop (SQLite's lock is
 * never waited for on a lock this process holds). Where transactions take no turns (MariaDB) it runs at
 * once. Refused in a transaction's own flow, which it would wait for: count before the transaction.
 */
export function outsideTransactions<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  const run = outside.get(ds);
  return run ? run(work) : work();
}

/**
 * The connection that reads only what is committed, for a synchronous read outside TypeORM (the
 * public cache's version): undefined where there is none (MariaDB, a database in memory).
 */
export function committedReader(ds: DataSource): Database.Database | undefined {
  return readers.get(ds);
}

/**
 * A second connection to the same file, read-only, for the reads outside any transaction's flow. In
 * WAL mode it reads the last committed state and never waits for the writer; a query runner of the
 * driver's own class bound to it answers exactly as the shared one does (results, errors, logging).
 */
function openReader(ds: DataSource, runner: QueryRunner): QueryRunner | undefined {
  const file = (ds.options as { database?: string }).database;
  if (!file || file === ":memory:" || file.startsWith("file:")) return undefined;
  const reader = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  readers.set(ds, reader);
  const driver = ds.driver as unknown as { databaseConnection: unknown; disconnect(): Promise<void> };
  const disconnect = driver.disconnect.bind(driver);
  driver.disconnect = async () => {
    readers.delete(ds);
    reader.close();
    await disconnect();
  };
  const Runner = runner.constructor as new (driver: unknown) => QueryRunner;
  return new Runner(Object.create(driver, { databaseConnection: { value: reader } }));
}

export function takeTurnsWithTransactions(ds: DataSource): void {
  const runner: QueryRunner = ds.createQueryRunner(); // the driver's one shared runner
  const committed = openReader(ds, runner);
  const flow = new AsyncLocalStorage<object>();
  /** The owner of the turn under way (ds.transaction's, or a single write's). */
  let owner: object | null = null;
  /** A transaction begun by other means (a manager bound to the runner, a migration) has the connection. */
  let other = false;
  /**
   * Whether the connection is taken, and who waits for it, first come, first served. As it is given
   * up it is handed to the next in line, who is taken off the line at once and `taken` stays true
   * until that one has run, even when it is woken later (from setImmediate, below): nobody can begin
   * in between (two waiters woken together, each seeing it free, began one inside the other).
   */
  let taken = false;
  const line: (() => void)[] = [];
  /**
   * When the turns began to pass from one to the next without the event loop running in between.
   * Handed on at once, a turn begins in a microtask of the last one's end: a line of a hundred
   * checkouts then ran in one turn of the event loop (~75 ms), and that loop accepts one new
   * connection a turn (libuv 1.45+), so a burst of buyers' new connections waited up to 8 s behind
   * the kept-alive ones (issue 44's closed loop). After TURNS_WITHOUT_YIELD_MS the next turn is
   * handed on from setImmediate: the loop accepts and reads what came meanwhile, and its requests
   * join the line in the order they came.
   */
  let runningSince = 0;
  const take = (): Promise<void> => {
    if (!taken) {
      taken = true;
      runningSince = performance.now();
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => line.push(resolve));
  };
  const give = (): void => {
    const next = line.shift();
    if (!next) taken = false;
    else if (performance.now() - runningSince < TURNS_WITHOUT_YIELD_MS) next();
    else
      setImmediate(() => {
        runningSince = performance.now();
        next();
      });
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

  outside.set(ds, <T>(work: () => Promise<T>): Promise<T> =>
    ownFlow() ? Promise.reject(new Error("Work outside transactions was sent from a transaction's own flow, which it would wait for")) : inTurn(work),
  );

  const transaction = ds.manager.transaction.bind(ds.manager) as (...args: unknown[]) => Promise<unknown>;
  ds.manager.transaction = async (...args: unknown[]) => {
    if (ownFlow()) return transaction(...args); // nested in the owner's own flow: a savepoint
    return inTurn(() => transaction(...args));
  };

  /**
   * Saves (and removes) begin their transaction by themselves, after reading what they change: as
   * turns of their own, their reads and writes are told from everyone else's.
   */
  for (const method of ["save", "remove", "softRemove", "recover"] as const) {
    const original = ds.manager[method].bind(ds.manager) as (...args: unknown[]) => Promise<unknown>;
    (ds.manager as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => (ownFlow() ? original(...args) : inTurn(() => original(...args)));
  }

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  const readCommitted = committed ? (committed.query.bind(committed) as (...args: unknown[]) => Promise<unknown>) : undefined;
  runner.query = ((...args: unknown[]) => {
    // A read outside any transaction's flow reads what is committed. One while a transaction begun
    // by other means is under way cannot be told from that transaction's own (a migration's): it
    // stays on the shared connection.
    if (readCommitted && typeof args[0] === "string" && READ.test(args[0]) && !ownFlow() && !other) return readCommitted(...args);
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
