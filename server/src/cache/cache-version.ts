/**
 * The version of the public-read cache, shared by every instance: a row in the database, or a Redis
 * key when REDIS_URL is set. Each instance reads it before answering from its own cache, so a write
 * on one instance is seen by the next read on any other — no timer, no message that might arrive late.
 */
import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import { CacheVersionRow } from "./cache-version.entity.js";

export interface CacheVersion {
  /** The version now; an entry stored under another version is stale. */
  current(): Promise<number>;
  /** Makes every cached answer stale, on every instance. */
  bump(): Promise<void>;
  close(): Promise<void>;
}

export const PUBLIC_CACHE = "public";

export class DatabaseCacheVersion implements CacheVersion {
  private constructor(private readonly ds: DataSource) {}

  /** Creates the row on first start (several instances may race: the first insert wins, the rest are ignored). */
  static async open(ds: DataSource): Promise<DatabaseCacheVersion> {
    await ds.createQueryBuilder().insert().into(CacheVersionRow).values({ name: PUBLIC_CACHE, version: 0 }).orIgnore().execute();
    return new DatabaseCacheVersion(ds);
  }

  /** On SQLite, one prepared statement of the embedded driver (the read is in-process and takes microseconds). */
  private sqliteRead?: { get(name: string): { version: number } | undefined };

  /** Plain SQL on the hot path: the query builder costs more than the read itself. */
  async current(): Promise<number> {
    if (this.ds.options.type === "better-sqlite3") {
      this.sqliteRead ??= (
        this.ds.driver as unknown as { databaseConnection: { prepare(sql: string): { get(name: string): { version: number } | undefined } } }
      ).databaseConnection.prepare("SELECT version FROM cache_versions WHERE name = ?");
      return this.sqliteRead.get(PUBLIC_CACHE)?.version ?? 0;
    }
    const rows = await this.ds.query<{ version: number | string }[]>("SELECT version FROM cache_versions WHERE name = ?", [PUBLIC_CACHE]);
    return Number(rows[0]?.version ?? 0);
  }

  async bump(): Promise<void> {
    await this.ds
      .createQueryBuilder()
      .update(CacheVersionRow)
      .set({ version: () => "version + 1" })
      .where("name = :name", { name: PUBLIC_CACHE })
      .execute();
  }

  async close(): Promise<void> {}
}

export class RedisCacheVersion implements CacheVersion {
  private readonly redis: Redis;
  private readonly key = `shop:cache-version:${PUBLIC_CACHE}`;

  private constructor(RedisClient: typeof Redis, url: string) {
    // Fail fast rather than queue: a read while Redis is away is answered uncached (see PublicCache).
    this.redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on("error", (err) => console.error("Redis (cache version):", err.message));
  }

  /** ioredis is loaded only when REDIS_URL is set. */
  static async open(url: string): Promise<RedisCacheVersion> {
    const { Redis: RedisClient } = await import("ioredis");
    const version = new RedisCacheVersion(RedisClient, url);
    await version.redis.connect();
    return version;
  }

  async current(): Promise<number> {
    return Number((await this.redis.get(this.key)) ?? 0);
  }

  async bump(): Promise<void> {
    await this.redis.incr(this.key);
  }

  close(): Promise<void> {
    this.redis.disconnect();
    return Promise.resolve();
  }
}

export async function openCacheVersion(ds: DataSource, redisUrl?: string): Promise<CacheVersion> {
  return redisUrl ? RedisCacheVersion.open(redisUrl) : DatabaseCacheVersion.open(ds);
}
