/**
 * The audit log's kernel half (issue 47, DESIGN.md "The owner's team"): who changed what, written in
 * the transaction of the change, holding no secret, never edited or deleted by an operation.
 *
 * Two ways in, both narrow so the kernel names no domain:
 * - `AuditSink.record(em, entry)`: a domain records an entry itself, inside its transaction when it
 *   has one (sign-ins and failed sign-ins, which no admin scope covers). Services take this interface
 *   as they take an `EventSink`; without the audit domain it is `NO_AUDIT`. audit's AuditService
 *   implements it, and the composition root (app/services.ts) passes it in.
 * - `runAudited(scope, work)`: the edge opens a scope for each admin or API-key write (a GraphQL
 *   mutation, a guarded REST shim) saying who, with what role, through which operation, from where.
 *   Inside it, the audit domain's TypeORM subscriber records every row written, through the same
 *   connection and transaction as the write. Outside every scope (visitors, workers) nothing is recorded.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { EntityManager } from "typeorm";
import type { Principal } from "./principal.js";

/** One entry as a domain hands it over; `at` is now. */
export interface AuditRecord {
  /** The username (also the one tried at a failed sign-in), or `key:<name>` for an API key. */
  actor: string;
  /** The staff role at the time ('api-key' for a key); null when nobody was signed in (a failed sign-in). */
  role: string | null;
  /** What was done: `Mutation.updatePortfolioItem`, `POST /auth/api/add-location`, `sign-in`, `sign-in failed`. */
  operation: string;
  entity?: string | null;
  entityId?: string | null;
  /** Field → `{ before, after }` (or `{ redacted: true }`, `{ changed: true }`): never a secret's value. */
  changes?: Record<string, unknown> | null;
  ip?: string | null;
}

export interface AuditSink {
  /** Records `entry` through `em` (the caller's transaction), or on its own when `em` is null. */
  record: (em: EntityManager | null, entry: AuditRecord) => Promise<void>;
}

/** The sink of a service built without the audit log (tests, tools): nothing is recorded. */
export const NO_AUDIT: AuditSink = { record: async () => {} };

/** Who is writing, for the rows recorded while `runAudited` runs. */
export interface AuditScope {
  actor: string;
  role: string;
  operation: string;
  ip: string | null;
  /** How many entries were recorded in this scope (none: the edge records the operation itself). */
  recorded: number;
  /** Set when the operation has answered: work it left running (a worker it kicked) is not its own. */
  ended: boolean;
}

const trail = new AsyncLocalStorage<AuditScope>();
/**
 * Scopes not yet ended. While a storage is on, Node runs a hook for every promise in the process (a
 * visitor's request among them): it is switched off whenever no scope is open, as db/sqlite-transactions.ts does.
 */
let open = 0;

/** The scope of an admin write for `principal` (the role read defensively until every admin has one: owner). */
export function auditScopeOf(principal: Principal, operation: string, ip: string | null): AuditScope | null {
  const { admin, apiKey } = principal;
  if (admin) return { actor: admin.username, role: roleOf(admin), operation, ip, recorded: 0, ended: false };
  if (apiKey) return { actor: `key:${apiKey.name}`, role: "api-key", operation, ip, recorded: 0, ended: false };
  return null;
}

function roleOf(admin: object): string {
  const role = (admin as { role?: unknown }).role;
  return typeof role === "string" && role ? role : "owner";
}

/** Runs `work` with `scope` as the writer of what it changes; the scope ends when `work` settles. */
export async function runAudited<T>(scope: AuditScope, work: () => Promise<T>): Promise<T> {
  open++;
  try {
    return await trail.run(scope, work);
  } finally {
    scope.ended = true;
    if (--open === 0) trail.disable();
  }
}

/** The scope the current code runs in, if an admin write is under way in its flow. */
export function currentAuditScope(): AuditScope | undefined {
  if (open === 0) return undefined;
  const scope = trail.getStore();
  return scope && !scope.ended ? scope : undefined;
}

/** Runs `work` outside any scope: background work an admin write kicked off (an outbox's pass) is the system's. */
export function outsideAudit<T>(work: () => T): T {
  return open === 0 ? work() : trail.exit(work);
}

declare module "express-serve-static-core" {
  interface Request {
    /** Where a guarded REST write that changed no followed row records its operation (set by the REST router, app/rest.ts). */
    auditSink?: AuditSink;
  }
}
