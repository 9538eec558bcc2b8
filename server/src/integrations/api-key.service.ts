/**
 * API keys: made with a name and scopes (the key answered once, stored as its SHA-256), listed,
 * revoked; and a bearer key resolved to its principal on every request — straight from the
 * database, so a revoked key is refused at once by every instance. Each key has its own rate limit,
 * counted in a store every instance shares.
 */
import { createHash, randomBytes } from "node:crypto";
import { IsNull, type DataSource } from "typeorm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { applyList, type ListParams } from "../core/list.js";
import { isScope, SCOPES, type Scope } from "../core/scopes.js";
import { AppError, badInput, notFound, unauthenticated } from "../core/errors.js";
import { ApiKey } from "./api-key.entity.js";

export const KEY_PREFIX = "wpk_";

/** The key as the request context knows it. */
export interface KeyPrincipal {
  id: number;
  name: string;
  scopes: Scope[];
}

export interface ApiKeyFilter {
  q?: string | null;
  ids?: readonly (string | number)[] | null;
}

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");
const shape = {
  alias: "k",
  sortable: { id: "k.id", name: "k.name", createdAt: "k.createdAt", lastUsedAt: "k.lastUsedAt" },
  defaultSort: "id",
  search: ["k.name"],
};

export function looksLikeApiKey(token: string | undefined): token is string {
  return !!token && token.startsWith(KEY_PREFIX);
}

export class ApiKeyService {
  constructor(
    private readonly ds: DataSource,
    /** Requests per key per minute, shared by every instance. */
    private readonly limiter: RateLimiterAbstract,
  ) {}

  /** A new key: answered once, with its record. */
  async create(nameText: string, scopeList: readonly string[]): Promise<{ apiKey: ApiKey; key: string }> {
    const name = String(nameText ?? "").trim();
    if (!name) throw badInput("Name is required", { field: "name" });
    if (name.length > 80) throw badInput("Name must be at most 80 characters", { field: "name" });
    const scopes = [...new Set((scopeList ?? []).map((s) => String(s).trim()))];
    if (!scopes.length) throw badInput("Choose at least one scope", { field: "scopes" });
    const unknown = scopes.filter((s) => !isScope(s));
    if (unknown.length) throw badInput(`Unknown scope "${unknown[0]}". Use any of: ${SCOPES.join(", ")}`, { field: "scopes" });
    const key = `${KEY_PREFIX}${randomBytes(30).toString("base64url")}`;
    const repo = this.ds.getRepository(ApiKey);
    const apiKey = await repo.save(repo.create({ name, scopes, prefix: key.slice(0, 12), hash: hashOf(key), lastUsedAt: null, revokedAt: null }));
    return { apiKey, key };
  }

  async revoke(id: number): Promise<ApiKey> {
    const repo = this.ds.getRepository(ApiKey);
    const key = await repo.findOneBy({ id });
    if (!key) throw notFound("API key not found");
    await repo.createQueryBuilder().update(ApiKey).set({ revokedAt: new Date() }).where("id = :id AND revokedAt IS NULL", { id }).execute();
    return repo.findOneByOrFail({ id });
  }

  list(params: ListParams<ApiKeyFilter>): Promise<ApiKey[]> {
    return applyList(this.ds.getRepository(ApiKey).createQueryBuilder("k"), shape, params, true).getMany();
  }

  count(params: ListParams<ApiKeyFilter>): Promise<number> {
    return applyList(this.ds.getRepository(ApiKey).createQueryBuilder("k"), shape, params, false).getCount();
  }

  get(id: number): Promise<ApiKey | null> {
    return this.ds.getRepository(ApiKey).findOneBy({ id });
  }

  /**
   * The principal of a bearer key: 401 when it is unknown or revoked, 429 (with the seconds to wait)
   * past the key's limit. Its last use is written at most once a minute.
   */
  async authenticate(key: string): Promise<KeyPrincipal> {
    const row = await this.ds.getRepository(ApiKey).findOneBy({ hash: hashOf(key), revokedAt: IsNull() });
    if (!row) throw unauthenticated("Invalid or revoked API key");
    try {
      await this.limiter.consume(`key:${row.id}`);
    } catch (res) {
      const wait = Math.max(1, Math.ceil(Number((res as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000));
      throw new AppError("TOO_MANY_REQUESTS", `Too many requests for this API key. Try again in ${wait} s.`, { retryAfter: wait });
    }
    const now = new Date();
    await this.ds
      .createQueryBuilder()
      .update(ApiKey)
      .set({ lastUsedAt: now })
      .where("id = :id AND (lastUsedAt IS NULL OR lastUsedAt < :since)", { id: row.id, since: new Date(now.getTime() - 60_000) })
      .execute();
    return { id: row.id, name: row.name, scopes: row.scopes.filter(isScope) };
  }
}
