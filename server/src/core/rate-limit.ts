/**
 * Rate limits counted across instances (DESIGN.md "Growing past one machine"): in Redis when
 * REDIS_URL is set, otherwise in the database every instance shares (the rate_limits table), through
 * rate-limiter-flexible's stores. Should the store fail, a limiter in memory answers meanwhile.
 */
import { RateLimiterMemory, RateLimiterMySQL, RateLimiterRedis, RateLimiterSQLite, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { DataSource } from "typeorm";

export interface LimitOptions {
  /** Names the limit; keys of different limits never meet. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export interface SharedLimits {
  limiter(options: LimitOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Makes a named limit; the application passes its shared store's, a service alone counts in memory. */
export type LimiterFactory = (options: LimitOptions) => RateLimiterAbstract;
export const inMemory: LimiterFactory = (o) => new RateLimiterMemory(o);

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
      new RateLimiterSQLite({
        storeClient: driver.databaseConnection,
        storeType: "better-sqlite3",
        tableName: "rate_limits",
        tableCreated: true,
        ...o,
        insuranceLimiter: new RateLimiterMemory(o),
      }),
    close: async () => {},
  };
}
