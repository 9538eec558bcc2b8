/**
 * The version of the public-read cache, shared by every instance: a row in the database, or a Redis
 * key when REDIS_URL is set. Each instance reads it before answering from its own cache, so a write
 * on one instance is seen by the next read on any other — no timer, no message that might arrive late.
 *
 * A version is an epoch and a counter ("<epoch>.<counter>"). The epoch is drawn when the row or key
 * is created, so a version never comes round again: after a Redis restart (the key is gone) the
 * counter starts afresh under a new epoch, never at a number an instance still holds entries under.
 */
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import { committedReader } from "../db/sqlite-transactions.js";
import { CacheVersionRow } from "./cache-version.entity.js";

export interface CacheVersion {
  /** The version now; an entry stored under another version is stale. */
  current(): Promise<string>;
  /**
   * The version now, read synchronously where the store is in the process (embedded SQLite), or
   * undefined where a read must wait for a round trip (then `current`).
   */
  currentNow?(): string | undefined;
  /** Makes every cached answer stale, on every instance. */
  bump(): Promise<void>;
  close(): Promise<void>;
}

export const PUBLIC_CACHE = "public";

/** A new epoch: the time (ms) and 32 random bits, so that two instances creating it at once, or clocks set back, cannot meet. */
export function newEpoch(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
}

export class DatabaseCacheVersion implements CacheVersion {
  private constructor(private readonly ds: DataSource) {}

  /** Creates the row on first start (several instances may race: the first insert wins, the rest are ignored). */
  static async open(ds: DataSource): Promise<DatabaseCacheVersion> {
    const version = new DatabaseCacheVersion(ds);
    await version.create();
    // A row from before epochs has none: it gets one (once: the update matches only an empty epoch).
    await ds.createQueryBuilder().update(CacheVersionRow).set({ epoch: newEpoch() }).where("name = :name AND epoch = ''", { name: PUBLIC_CACHE }).execute();
    return version;
  }

  private async create(): Promise<void> {
    await this.ds.createQueryBuilder().insert().into(CacheVersionRow).values({ name: PUBLIC_CACHE, epoch: newEpoch(), version: 0 }).orIgnore().execute();
  }

  /** On SQLite, one prepared statement of the embedded driver (the read is in-process and takes microseconds). */
  private sqliteRead?: { get(name: string): Row | undefined };
  /** The last version read, as a string: a hit compares it without building a new one. */
  private last: { row: Row; version: string } | null = null;

  /** Plain SQL on the hot path: the query builder costs more than the read itself. */
  async current(): Promise<string> {
    const now = this.currentNow();
    if (now !== undefined) return now;
    return this.versionOf(await this.readRow());
  }

  /** On SQLite, the read of one prepared statement of the embedded driver, in process; elsewhere undefined. */
  currentNow(): string | undefined {
    if (this.ds.options.type !== "better-sqlite3") return undefined;
    // The committed version (as every read outside a transaction sees the committed rows): a bump not yet
    // committed, then rolled back, would have stored answers under a number the next bump gives again.
    this.sqliteRead ??= (
      committedReader(this.ds) ??
      (this.ds.driver as unknown as { databaseConnection: { prepare(sql: string): { get(name: string): Row | undefined } } }).databaseConnection
    ).prepare(READ);
    let row = this.sqliteRead.get(PUBLIC_CACHE);
    if (!row) {
      // The row is gone (a restore, a hand-made delete): a new one, under a new epoch (the insert is synchronous here too).
      this.createNow();
      row = this.sqliteRead.get(PUBLIC_CACHE);
      if (!row) throw new Error("The cache version row could not be created");
    }
    return this.versionOf(row);
  }

  private async readRow(): Promise<Row> {
    const read = async () => (await this.ds.query<Row[]>(READ, [PUBLIC_CACHE]))[0];
    let row = await read();
    if (!row) {
      await this.create();
      row = await read();
      if (!row) throw new Error("The cache version row could not be created");
    }
    return row;
  }

  private sqliteCreate?: { run(name: string, epoch: string): unknown };
  private createNow(): void {
    this.sqliteCreate ??= (
      this.ds.driver as unknown as { databaseConnection: { prepare(sql: string): { run(name: string, epoch: string): unknown } } }
    ).databaseConnection.prepare("INSERT OR IGNORE INTO cache_versions (name, epoch, version) VALUES (?, ?, 0)");
    this.sqliteCreate.run(PUBLIC_CACHE, newEpoch());
  }

  private versionOf(row: Row): string {
    const last = this.last;
    if (last && last.row.epoch === row.epoch && Number(last.row.version) === Number(row.version)) return last.version;
    const version = `${row.epoch}.${Number(row.version)}`;
    this.last = { row, version };
    return version;
  }

  async bump(): Promise<void> {
    const result = await this.ds
      .createQueryBuilder()
      .update(CacheVersionRow)
      .set({ version: () => "version + 1" })
      .where("name = :name", { name: PUBLIC_CACHE })
      .execute();
    // No row to bump: a new one under a new epoch is a new version too.
    if (result.affected === 0) await this.create();
  }

  async close(): Promise<void> {}
}

const READ = "SELECT epoch, version FROM cache_versions WHERE name = ?";

interface Row {
  epoch: string;
  version: number | string;
}

/**
 * Bumps the counter, drawing a new epoch when the key is gone (one round trip, atomic). The value
 * is "<epoch>.<counter>".
 */
const BUMP = `
local v = redis.call('GET', KEYS[1])
if not v then
  redis.call('SET', KEYS[1], ARGV[1] .. '.1')
  return 1
end
local dot = string.find(v, '.', 1, true)
if not dot then
  redis.call('SET', KEYS[1], ARGV[1] .. '.1')
  return 1
end
redis.call('SET', KEYS[1], string.sub(v, 1, dot) .. (tonumber(string.sub(v, dot + 1)) + 1))
return 1
`;

export class RedisCacheVersion implements CacheVersion {
  private readonly redis: Redis;

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

  async current(): Promise<string> {
    const version = await this.redis.get(REDIS_VERSION_KEY);
    if (version !== null) return version;
    // Gone (a restart, an eviction): a new epoch; of instances racing here, the first SET wins.
    await this.redis.set(REDIS_VERSION_KEY, `${newEpoch()}.0`, "NX");
    return (await this.redis.get(REDIS_VERSION_KEY)) ?? "";
  }

  async bump(): Promise<void> {
    await this.redis.eval(BUMP, 1, REDIS_VERSION_KEY, newEpoch());
  }

  close(): Promise<void> {
    this.redis.disconnect();
    return Promise.resolve();
  }
}

/** The Redis key of the version; its value is "<epoch>.<counter>" (the plain counter of before lived under another key). */
export const REDIS_VERSION_KEY = `shop:cache-version:${PUBLIC_CACHE}:epoch`;

export async function openCacheVersion(ds: DataSource, redisUrl?: string): Promise<CacheVersion> {
  return redisUrl ? RedisCacheVersion.open(redisUrl) : DatabaseCacheVersion.open(ds);
}
