/**
 * Who may call an admin REST shim, declared once in its spec (`access` of RouteSpec, api-route.ts):
 * `route()` mounts the guard from it, the OpenAPI document and the scope-table test read it. The
 * guard needs to know who is asking, which only the composition root can tell (it knows the
 * credential kinds): it makes the router with `guardedRouter(resolvePrincipal)`, which remembers the
 * resolver for that router, so no shim passes a guard by hand; a shim declaring `access` on a router
 * made otherwise fails when it is mounted.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import { checkAccess, principalOfRequest, type ResolvePrincipal } from "../core/principal.js";
import { isScope, type Scope } from "../core/scopes.js";
import type { StaffRole } from "../core/roles.js";
import { AppError } from "../core/errors.js";

/**
 * - `"owner"`: the owner's token alone (an API key and every other role are 403);
 * - a list of scopes and staff roles (core/roles.ts): the owner's token, a staff member whose role is
 *   listed, or an API key with one of the scopes (none listed: no key, none of the roles listed: the owner);
 * - `"session"`: the signed-in person's own session (validate the token, change the password), any
 *   role: no guard is mounted, the handler reads the session token itself and answers 401 with its own
 *   message to anything else, an API key included. Documented like `"owner"`.
 */
export type Access = "owner" | "session" | readonly (Scope | StaffRole)[];

/** The API-key scopes that allow a call of this access (none: a person's alone, or a public call). */
export function scopesOf(access: Access | undefined): readonly Scope[] {
  return typeof access === "object" ? access.filter(isScope) : [];
}

/** What `checkAccess` is handed for a call of this access: its scopes and roles (`self` for a session call). */
export function neededOf(access: Access | undefined): readonly string[] {
  if (access === "session") return ["self"];
  return typeof access === "object" ? access : [];
}

const resolvers = new WeakMap<Router, ResolvePrincipal>();

/** A router whose shims may declare `access`: its guard resolves the bearer token with `resolve`. */
export function guardedRouter(resolve: ResolvePrincipal): Router {
  const r = express.Router();
  resolvers.set(r, resolve);
  return r;
}

/** The principal resolver of a router made by `guardedRouter` (the audit scope of an owner's `"session"` write reads it). */
export function resolverOf(r: Router): ResolvePrincipal | undefined {
  return resolvers.get(r);
}

/**
 * The guard of a shim declared with `access` (none for `"session"`), or a mount-time error when the
 * router was not made by `guardedRouter`: a shim that asks for a guard is never mounted open.
 */
export function guardOf(r: Router, access: Access | undefined, what: string): RequestHandler | undefined {
  if (access === undefined || access === "session") return undefined;
  const resolve = resolvers.get(r);
  if (!resolve) throw new Error(`${what} declares access ${JSON.stringify(access)}, but its router has no guard: make it with guardedRouter()`);
  return accessGuard(resolve, neededOf(access));
}

/**
 * Answers 401 `{ status: false, message }` unless a staff member's token or an API key came with the
 * request, 403 when the role or the key's scopes do not cover this shim (naming what is needed), 429
 * with Retry-After past the key's limit.
 */
function accessGuard(resolve: ResolvePrincipal, needed: readonly string[]): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    // A refusal for the second factor says why (`reason`: STEP_UP_REQUIRED, SECOND_FACTOR_SETUP_REQUIRED), as GraphQL's extensions do.
    const refuse = (status: number, message: string, reason?: unknown) =>
      res.status(status).json({ status: false, message, error: message, ...(typeof reason === "string" ? { reason } : {}) });
    try {
      const principal = await principalOfRequest(resolve, req);
      if (!principal.admin && !principal.apiKey) return refuse(401, "Unauthorized: admin sign-in required");
      const operation = `${req.method} ${req.baseUrl}${req.path}`;
      checkAccess(principal, needed, `call ${operation}`, { operation });
    } catch (err) {
      if (!(err instanceof AppError)) return next(err);
      const retryAfter = err.extensions.retryAfter;
      if (typeof retryAfter === "number") res.set("Retry-After", String(retryAfter));
      return refuse(err.status, err.message, err.extensions.reason);
    }
    next();
  };
}
