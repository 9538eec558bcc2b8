/**
 * Who is asking: the one place a bearer token becomes a principal — the owner (a signed session
 * token) or an API key with its scopes (DESIGN.md "Security model", "Integrations"). A key that is
 * unknown or revoked is refused at once (401), one past its limit is told to wait (429).
 */
import type { Request } from "express";
import type { AdminUser } from "../auth/admin-user.entity.js";
import { bearerToken } from "../auth/auth.guard.js";
import type { Services } from "../core/context.js";
import { forbidden, unauthenticated } from "../http/errors.js";
import { looksLikeApiKey, type KeyPrincipal } from "./api-key.service.js";
import { allows, REST_SCOPES } from "./scopes.js";

export interface Principal {
  admin: AdminUser | null;
  apiKey: KeyPrincipal | null;
}

export async function principalOf(services: Pick<Services, "auth" | "apiKeys">, token: string | undefined): Promise<Principal> {
  if (looksLikeApiKey(token)) return { admin: null, apiKey: await services.apiKeys.authenticate(token) };
  return { admin: await services.auth.verifyToken(token), apiKey: null };
}

export async function principalOfRequest(services: Pick<Services, "auth" | "apiKeys">, req: Request): Promise<Principal> {
  if (req.admin !== undefined && req.apiKey !== undefined) return { admin: req.admin, apiKey: req.apiKey };
  const principal = await principalOf(services, bearerToken(req));
  req.admin = principal.admin;
  req.apiKey = principal.apiKey;
  return principal;
}

/**
 * The check of every @Authorized field and of every admin REST shim: the owner may do everything; a
 * key what one of `needed` allows (FORBIDDEN otherwise, and always for the owner's own operations,
 * which name no scope); anyone else is UNAUTHENTICATED.
 */
export function checkAccess(principal: Principal, needed: readonly string[], what: string): void {
  if (principal.admin) return;
  if (!principal.apiKey) throw unauthenticated();
  if (allows(principal.apiKey.scopes, needed)) return;
  throw forbidden(
    needed.length ? `This API key may not ${what}: it needs the scope ${needed.join(" or ")}.` : `This API key may not ${what}: only the owner may.`,
  );
}

/** The scopes an admin REST shim needs, by its method and route pattern (none: the owner's alone). */
export function restScopes(req: Request): readonly string[] {
  const pattern = (req.route as { path?: string } | undefined)?.path ?? req.path;
  return REST_SCOPES[`${req.method} ${pattern}`] ?? [];
}

/** Who made a change, for histories: the owner's name or the key's. */
export function actorOf(principal: Principal): string {
  return principal.admin ? principal.admin.username : `key:${principal.apiKey?.name ?? "unknown"}`;
}
