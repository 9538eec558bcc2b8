/**
 * Who is asking (DESIGN.md "Security model", "Integrations", "The owner's team"): a staff member
 * signed in (a session token: the owner or another role) or an API key with its scopes — one
 * principal, whatever credential it came with. The kernel owns its
 * shape; each credential kind resolves to it, and the composition root (app/principal.ts) composes
 * the resolver from the domains that know the credentials (auth's session tokens, integrations' API
 * keys) and hands it to the GraphQL context and the REST guard (http/access.ts).
 */
import type { Request } from "express";
import { forbidden, unauthenticated } from "./errors.js";
import { ROLES, roleAllows, rolesAllowed, SELF, type Role } from "./roles.js";
import { allows, isScope, type Scope } from "./scopes.js";
import { checkSecondFactorSetUp, checkStepUp, type SecondFactorState } from "./second-factor.js";

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
  /** Whether the account has a second factor, or must set one up (core/second-factor.ts), read with the session. */
  secondFactor: SecondFactorState;
}

/** The operation a check is for, when it is known: "Mutation.refundOrder" (with its arguments), "POST /auth/api/…". */
export interface OperationCall {
  operation: string;
  args?: Record<string, unknown>;
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
 * The check of every @Authorized field and of every admin REST shim, against what the operation
 * declares (`needed`: API-key scopes, staff roles and `self`, mixed; core/scopes.ts, core/roles.ts):
 * the owner may do everything; another staff member what its role is named for (or any `self`
 * operation); a key what one of the scopes allows. FORBIDDEN otherwise, naming the role or scope
 * needed; anyone else is UNAUTHENTICATED. An operation declaring nothing is the owner's alone.
 */
export function checkAccess(principal: Principal, needed: readonly string[], what: string, call?: OperationCall): void {
  const { admin, apiKey } = principal;
  if (admin) {
    // The second factor (core/second-factor.ts): an account the owner requires one of sets it up
    // before anything else; a sensitive operation asks for it again when the session's is over 15
    // minutes old. Without `call` (a pre-check made before the operation is known), the operation's
    // own check asks.
    if (call) checkSecondFactorSetUp(admin, call.operation);
    if (!roleAllows(admin.role, needed)) throw forbidden(`Your role (${admin.role}) may not ${what}: it needs the role ${orList(rolesAllowed(needed))}.`);
    if (call) checkStepUp(admin, call.operation, call.args);
    return;
  }
  if (!apiKey) throw unauthenticated();
  const scopes = needed.filter(isScope);
  if (allows(apiKey.scopes, scopes)) return;
  throw forbidden(
    scopes.length
      ? `This API key may not ${what}: it needs the scope ${scopes.join(" or ")}.`
      : needed.includes(SELF)
        ? `This API key may not ${what}: it is a signed-in person's own.`
        : `This API key may not ${what}: only the owner may.`,
  );
}

/** "owner", "owner or manager", "owner, manager or editor". */
function orList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? ROLES[0]) : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** Who made a change, for histories: the staff member's username or the key's name. */
export function actorOf(principal: Principal): string {
  return principal.admin ? principal.admin.username : `key:${principal.apiKey?.name ?? "unknown"}`;
}
