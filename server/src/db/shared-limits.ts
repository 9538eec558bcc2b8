/**
 * Rate limits counted across instances (DESIGN.md "Growing past one machine"): in Redis when
 * REDIS_URL is set, otherwise in the database every instance shares (the rate_limits table), through
 * rate-limiter-flexible's stores. Should the store fail, a limiter in memory answers meanwhile.
 */
import { RateLimiterMemory, RateLimiterMySQL, RateLimiterRedis, RateLimiterSQLite } from "rate-limiter-flexible";
import type { DataSource } from "typeorm";
import type { SharedLimits } from "../core/rate-limit.js";
import { outsideTransactions } from "./sqlite-transactions.js";

export async function openSharedLimits(ds: DataSource, redisUrl?: string): Promise<SharedLimits> {
  if (redisUrl) {
    const { Redis } = await import("ioredis");
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on("error", (err) => console.error("Redis (rate limits):", err.message));
    return {
      limiter: (o) => new RateLimiterRedis({ storeClient: redis, ...o, insuranceLimiter: new RateLimiterMemory(o) }),
      close: () => {
        redis.disconnect();
        return Promise.resolve();
      },
    };
  }
  const driver = ds.driver as unknown as { pool?: unknown; database?: string; databaseConnection?: unknown };
  if (ds.options.type === "mysql" || ds.options.type === "mariadb")
    return {
      limiter: (o) =>
        new RateLimiterMySQL({
          storeClient: driver.pool,
          storeType: "pool",
          dbName: driver.database,
          tableName: "rate_limits",
          tableCreated: true,
          ...o,
          insuranceLimiter: new RateLimiterMemory(o),
        }),
      close: async () => {},
    };
  return {
    limiter: (o) =>
      inTurns(
        ds,
        new RateLimiterSQLite({
          storeClient: driver.databaseConnection,
          storeType: "better-sqlite3",
          tableName: "rate_limits",
          tableCreated: true,
          ...o,
          insuranceLimiter: new RateLimiterMemory(o),
        }),
      ),
    close: async () => {},
  };
}

/**
 * SQLite: the store's statements run on the one connection every statement of the process shares. Sent
 * while another request's transaction was open there, a point was written inside it, and that
 * transaction's rollback took the point back (an attacker making requests roll back thinned out the
 * count of wrong guesses). Each of the store's operations (`_upsert`, `_get`, `_delete`, the ones a
 * store implements) now takes a turn with the transactions: it waits, without blocking the event loop,
 * for the one under way, runs with none open and is committed at once. The rows stay in the data
 * directory's file, so two instances on it still count together; a second process's transaction is
 * waited for under busy_timeout as every other write of this one is.
 */
function inTurns(ds: DataSource, limiter: RateLimiterSQLite): RateLimiterSQLite {
  const store = limiter as unknown as Record<"_upsert" | "_get" | "_delete", (...args: unknown[]) => Promise<unknown>>;
  for (const op of ["_upsert", "_get", "_delete"] as const) {
    const run = store[op].bind(limiter);
    store[op] = (...args) =>
      outsideTransactions(ds, () => run(...args)).catch((err: unknown) => {
        // The limiter in memory answers meanwhile (its insurance), which counts for this instance alone.
        console.error("Rate limit store (SQLite):", err);
        throw err;
      });
  }
  return limiter;
}
