/**
 * Builds the TypeORM data source for the configured dialect: embedded SQLite (better-sqlite3) in
 * DATA_DIR by default, MySQL/MariaDB (mysql2) when DATABASE_URL is set. Schema changes come only from
 * the committed migrations of that dialect. The entity list is the composition root's
 * (`app/entities.ts`): it names every domain's entities, which this kernel module must not import.
 *
 * SQLite: reads see only committed rows, as on MariaDB (issue 42). One connection carries every
 * statement of the process (`sqlite-transactions.ts` makes transactions take turns on it), so a read
 * sent beside another request's open transaction once saw its uncommitted writes. A read outside every
 * transaction's flow now goes to a second connection to the same file, read-only, which in WAL mode
 * reads the last committed state without waiting for the writer. Reads could instead have waited while
 * a write transaction was open; measured (`npm run bench:sqlite-reads -w server`, docs/hardening.md),
 * beside transactions that await between their statements they waited for those awaits (p99 71–76 ms,
 * a seventh as many reads a second), where the second connection kept its reads as fast as alone (p99
 * under 1.2 ms), and a transaction that awaits a read another request began would have waited for itself.
 */
import "reflect-metadata";
import * as mysql2 from "mysql2";
import { DataSource, EventSubscriber, type DataSourceOptions, type EntitySubscriberInterface, type TransactionStartEvent } from "typeorm";
import type { Dialect } from "../config/config.js";
import { mysqlMigrations } from "./migrations/mysql/index.js";
import { sqliteMigrations } from "./migrations/sqlite/index.js";
import { takeTurnsWithTransactions } from "./sqlite-transactions.js";

export interface DatabaseTarget {
  dialect: Dialect;
  /** SQLite file path (or ":memory:"). */
  sqlitePath?: string;
  /** mysql://user:pass@host:port/db */
  databaseUrl?: string;
  /** MariaDB reports column defaults differently from MySQL; TypeORM must know which it talks to. */
  mariadb?: boolean;
}

/**
 * SQLite: a transaction takes the write lock as it begins, as `BEGIN IMMEDIATE` would (TypeORM
 * begins deferred). A deferred transaction that read and then wants to write, after another
 * process wrote meanwhile, fails at once with SQLITE_BUSY_SNAPSHOT, which no waiting can cure;
 * taking the lock first makes a second process on the same file (two instances on one machine,
 * during an upgrade) wait its turn under busy_timeout instead. A statement that changes nothing
 * still opens the write transaction.
 */
@EventSubscriber()
class ImmediateSqliteTransactions implements EntitySubscriberInterface {
  async afterTransactionStart(event: TransactionStartEvent): Promise<void> {
    await event.queryRunner.query("UPDATE migrations SET id = id WHERE 0");
  }
}

/**
 * mysql2 as TypeORM loads it, but every connection its pools open sets its session's time zone to UTC
 * before any other statement (a connection runs its commands in order, and the pool hands it out only
 * after this event). `timezone: "Z"` converts only the values the driver sends and reads; what the
 * server computes itself (`DEFAULT CURRENT_TIMESTAMP`, `NOW()`) is in the session's zone, which is the
 * server's global one (India's, on the usual host here) unless the session says otherwise.
 */
const mysqlInUtc = {
  ...mysql2,
  createPool(options: mysql2.PoolOptions) {
    const pool = mysql2.createPool(options);
    pool.on("connection", (conn) => {
      conn.query("SET time_zone = '+00:00'", (err) => {
        if (!err) return;
        // A connection in another zone would write wrong instants: it is closed, and what waits on it fails.
        console.error("A database connection could not set its session to UTC; it is closed", err);
        conn.destroy();
      });
    });
    return pool;
  },
};

/** Every entity class the database holds (the composition root's list). */
export type EntityList = NonNullable<DataSourceOptions["entities"]>;

export function dataSourceOptions(target: DatabaseTarget, entities: EntityList): DataSourceOptions {
  if (target.dialect === "mysql") {
    return {
      type: target.mariadb ? "mariadb" : "mysql",
      url: target.databaseUrl,
      charset: "utf8mb4_unicode_ci",
      timezone: "Z",
      driver: mysqlInUtc,
      entities,
      migrations: mysqlMigrations,
      migrationsRun: false,
      synchronize: false,
      poolSize: 10,
      // mysql2's promise API (TypeORM's MysqlQueryRunner.query) otherwise captures a stack trace for every
      // query, to lend it to the query's error: 2.4 % of the server's samples in the checkout rush
      // (docs/performance.md). TypeORM's QueryFailedError names the failed statement, and its own stack
      // the caller's.
      trace: false,
    };
  }
  return {
    type: "better-sqlite3",
    database: target.sqlitePath ?? ":memory:",
    entities,
    migrations: sqliteMigrations,
    migrationsRun: false,
    synchronize: false,
    subscribers: [ImmediateSqliteTransactions],
    // WAL lets readers go on while a write commits; a writer waits instead of failing at once.
    enableWAL: true,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => void db.pragma("busy_timeout = 5000"),
  };
}

/** Asks a MySQL-protocol server whether it is MariaDB. */
export async function isMariaDb(databaseUrl: string): Promise<boolean> {
  const { createConnection } = await import("mysql2/promise");
  const conn = await createConnection(databaseUrl);
  try {
    const [rows] = await conn.query("SELECT VERSION() AS v");
    return /mariadb/i.test(String((rows as { v: string }[])[0].v));
  } finally {
    await conn.end();
  }
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget, entities: EntityList): Promise<DataSource> {
  if (target.dialect === "mysql" && target.mariadb === undefined) target = { ...target, mariadb: await isMariaDb(target.databaseUrl!) };
  const ds = new DataSource(dataSourceOptions(target, entities));
  await ds.initialize();
  if (target.dialect === "sqlite") takeTurnsWithTransactions(ds);
  await ds.runMigrations({ transaction: "each" });
  if (target.dialect === "mysql") {
    try {
      await refuseNonUtf8mb4(ds);
    } catch (err) {
      await ds.destroy();
      throw err;
    }
  }
  return ds;
}

/**
 * Refuses a MariaDB/MySQL database with a text column in another charset than utf8mb4 (a table
 * created or altered by hand, or restored from an old dump, after the migrations converted them all):
 * Tamil and emoji would be refused or garbled there, order by order, instead of once at the start.
 */
async function refuseNonUtf8mb4(ds: DataSource): Promise<void> {
  const wrong: { t: string; c: string; cs: string }[] = await ds.query(
    `SELECT c.TABLE_NAME AS t, c.COLUMN_NAME AS c, c.CHARACTER_SET_NAME AS cs
       FROM information_schema.COLUMNS c
       JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME AND t.TABLE_TYPE = 'BASE TABLE'
      WHERE c.TABLE_SCHEMA = DATABASE() AND c.CHARACTER_SET_NAME IS NOT NULL AND c.CHARACTER_SET_NAME <> 'utf8mb4'
      ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
  );
  if (wrong.length === 0) return;
  const named = wrong.slice(0, 10).map((w) => `${w.t}.${w.c} (${w.cs})`);
  if (wrong.length > 10) named.push(`and ${wrong.length - 10} more`);
  throw new Error(
    `The database has text columns that are not utf8mb4, which would refuse or garble Tamil text: ${named.join(", ")}. ` +
      "Convert them (ALTER TABLE <table> CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci) and start again.",
  );
}
