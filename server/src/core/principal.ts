/**
 * Who is asking (DESIGN.md "Security model", "Integrations"): the owner (a signed session token) or
 * an API key with its scopes — one principal, whatever credential it came with. The kernel owns its
 * shape; each credential kind resolves to it, and the composition root (app/principal.ts) composes
 * the resolver from the domains that know the credentials (auth's session tokens, integrations' API
 * keys) and hands it to the GraphQL context and the REST guard (http/access.ts).
 */
import type { Request } from "express";
import { forbidden, unauthenticated } from "./errors.js";
import type { Role } from "./roles.js";
import { allows, type Scope } from "./scopes.js";

/** A signed-in staff member (the owner or another role), as the checks and histories read it (auth's sessions make it). */
export interface PrincipalAdmin {
  id: number;
  username: string;
  /** What the account may do (core/roles.ts), read from the database with the session on every request. */
  role: Role;
  /** The session the token names (auth's admin_sessions). */
  sessionId: string;
  /** When this session last proved a second factor; null: never. */
  secondFactorAt: Date | null;
}

/** An API key, as the checks and histories read it (integrations' KeyPrincipal is one). */
export interface PrincipalKey {
  id: number;
  name: string;
  scopes: readonly Scope[];
}

export interface Principal {
  admin: PrincipalAdmin | null;
  apiKey: PrincipalKey | null;
}

/**
 * A bearer token (or none) → its principal. A key that is unknown or revoked is refused at once
 * (401), one past its limit is told to wait (429); any other token that is not the owner's is nobody.
 */
export type ResolvePrincipal = (token: string | undefined) => Promise<Principal>;

declare module "express-serve-static-core" {
  interface Request {
    admin?: PrincipalAdmin | null;
    apiKey?: PrincipalKey | null;
  }
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
}

/** The request's principal, resolved once per request (kept on `req.admin` and `req.apiKey`). */
export async function principalOfRequest(resolve: ResolvePrincipal, req: Request): Promise<Principal> {
  if (req.admin !== undefined && req.apiKey !== undefined) return { admin: req.admin, apiKey: req.apiKey };
  const principal = await resolve(bearerToken(req));
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

/** Who made a change, for histories: the owner's name or the key's. */
export function actorOf(principal: Principal): string {
  return principal.admin ? principal.admin.username : `key:${principal.apiKey?.name ?? "unknown"}`;
}
