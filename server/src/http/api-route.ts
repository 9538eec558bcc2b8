/**
 * A REST shim declared with its schemas (issue 14): `route(r, "post", "/add-location", spec, ...handlers)`
 * mounts the handlers behind a check of the request's params, query and body against the spec's zod
 * schemas (a wrong type is a 400 before any handler runs), and records the spec, from which
 * app/openapi.ts writes GET /auth/api/openapi.json. The document is made from the schemas the shims
 * check with, so it cannot drift from them. The spec's `access` is the one place that says who may
 * call an admin shim: `route()` mounts its guard first (http/access.ts), before any body is read.
 *
 * A body's known fields reach the handler normalised (a number sent for a text arrives as text), so
 * a service never meets a type it does not expect.
 *
 * The schemas check types, not presence: a missing field reaches the service, which answers the
 * spec's own message for it ('Location is required'); `required()` marks such a field for the
 * document.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { guardOf, resolverOf, type Access } from "./access.js";
import { principalOfRequest, type ResolvePrincipal } from "../core/principal.js";
import { AppError, badInput } from "../core/errors.js";
import { auditScopeOf, runAudited } from "../core/audit.js";

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type Encoding = "json" | "form" | "multipart";

export interface RouteSpec {
  summary: string;
  description?: string;
  tags: string[];
  /**
   * Who may call it (none: anyone): `"owner"`, the owner's token alone; a list of scopes, the owner's
   * token or an API key with one of them; `"session"`, the owner's session, which the handler checks
   * itself. `route()` mounts the guard from it (http/access.ts).
   */
  access?: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the call reads (lower-case names). */
  headers?: z.ZodObject;
  body?: z.ZodObject;
  /** A body read as raw bytes (a signed webhook), instead of `body`. */
  rawBody?: { mediaType: string; description: string };
  /** How the body may be sent (default: JSON and form-encoded). */
  encodings?: Encoding[];
  /** Files of a multipart body: field name → what it is. */
  files?: Record<string, string>;
  /** The success status (200 unless said). */
  status?: number;
  /** The success answer: a zod schema of JSON, or another media type. */
  response: z.ZodType | { mediaType: string; description: string };
  /** The answer's flag is `success`, not `status` (the contact form, the blog's deletion): refusals say it too. */
  successFlag?: boolean;
  /** The error statuses it may answer besides 401/403/429 of admin calls (`access`), e.g. [400, 404, 409]. */
  errors?: number[];
}

export interface DocumentedRoute {
  method: Method;
  path: string;
  spec: RouteSpec;
}

const routes = new Map<string, DocumentedRoute>();

/** Every shim declared so far, in the order they were mounted. */
export function documentedRoutes(): DocumentedRoute[] {
  return [...routes.values()];
}

/** Who may call each admin shim declared so far, by `METHOD /path` (as express spells the pattern); public shims are absent. */
export function declaredAccess(): Record<string, Access> {
  return Object.fromEntries(
    documentedRoutes()
      .filter((r) => r.spec.access !== undefined)
      .map((r) => [`${r.method.toUpperCase()} ${r.path}`, r.spec.access!]),
  );
}

/** A text field as the old forms send it: a string (a number is taken too, as JSON clients send them, and becomes its text). */
export const text = (description: string) =>
  z
    .union([z.string(), z.number().transform(String)])
    .nullish()
    .describe(description);
/** A text that must be text (a password): a number or a list is refused. */
export const secret = (description: string) => z.string().nullish().describe(description);
/** A whole number, in a path, query or form (so as text) or JSON. */
export const whole = (description: string) =>
  z
    .union([z.string().regex(/^(-?\d+)?$/, "a whole number"), z.number().int()])
    .nullish()
    .describe(description);
/** A list given as a JSON array, a comma-separated text, or a repeated form field. */
export const list = (description: string) =>
  z
    .union([z.array(z.union([z.string(), z.number().transform(String)])), z.string()])
    .nullish()
    .describe(description);
/** Any value, described: a field the service reads in more than one shape (it answers the spec's message when it cannot). */
export const anything = (description: string) => z.unknown().optional().describe(description);
/** The `{ status: true, message }` answer of most writes. */
export const Done = z.object({ status: z.literal(true), message: z.string() });
/** `{ status: true, data }`, the envelope of the spec's reads. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });
/** Marks a field the service requires (documented as required; the service answers the spec's message when it is missing). */
export const required = <T extends z.ZodType>(schema: T): T => schema.meta({ "x-required": true });

function describeIssue(where: string, issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? `${where}.${issue.path.join(".")}` : where;
  return `Invalid request: ${field} has the wrong type (${issue.message.replace(/^Invalid input: /, "")})`;
}

function checker(spec: RouteSpec): RequestHandler {
  return (req, res, next) => {
    for (const [where, schema, value] of [
      ["params", spec.params, req.params],
      ["query", spec.query, req.query],
      ["headers", spec.headers, req.headers],
      ["body", spec.body, req.body ?? {}],
    ] as const) {
      if (!schema) continue;
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        return next(badInput(describeIssue(where, parsed.error.issues[0]), { field: parsed.error.issues[0].path.join(".") }));
      }
      // The body's known fields come out normalised (a number sent for a text is its text); others stay as sent.
      if (where === "body") req.body = { ...(value as object), ...(parsed.data as object) };
    }
    next();
  };
}

/** What a schema lets through, as the handler receives it (a body's fields normalised; nothing when there is no schema). */
type Checked<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** The request a shim's handler receives: params, query and body of the types its spec checked. */
export type ShimRequest<S extends RouteSpec> = Request<
  Checked<S["params"]> & Record<string, string>,
  unknown,
  Partial<Checked<S["body"]>>,
  Checked<S["query"]>
>;

/**
 * Mounts a shim: the guard its `access` asks for (throws when the router has none), its body parsers,
 * then the schema check, then its handler.
 */
export function route<S extends RouteSpec>(
  r: Router,
  method: Method,
  path: string,
  spec: S,
  ...handlers: [...RequestHandler[], (req: ShimRequest<S>, res: Response, next: NextFunction) => unknown]
): void {
  const guard = guardOf(r, spec.access, `${method.toUpperCase()} ${path}`);
  routes.set(`${method} ${path}`, { method, path, spec });
  const handler = handlers.at(-1) as unknown as RequestHandler;
  // An admin or API-key write runs in an audit scope (core/audit.ts). A `"session"` shim has no guard to
  // resolve who is asking: the scope resolves it (the handler still answers anyone else itself).
  const audit = spec.access !== undefined && method !== "get";
  const last = audit ? audited(path, handler, spec.access === "session" ? resolverOf(r) : undefined) : handler;
  r[method](
    path,
    ...(guard ? [guard] : []),
    ...(handlers.slice(0, -1) as RequestHandler[]),
    checker(spec),
    last,
    ...(spec.successFlag ? [successFlagRefusal] : []),
  );
}

/**
 * A guarded write's handler in an audit scope: the rows it changes are recorded in their transaction
 * (audit's subscriber). One that changed no followed row and did not fail still has the operation's
 * entry, with the `id` of its path if it has one. Wraps the handler itself, not the route: a multipart
 * body is read after the guard, and its parser's callbacks would not carry the scope.
 */
function audited(path: string, handler: RequestHandler, resolve?: ResolvePrincipal): RequestHandler {
  return async (req, res, next) => {
    // Unknown, revoked or limited credentials: no scope, and the handler refuses them with its own message.
    if (resolve) await principalOfRequest(resolve, req).catch(() => undefined);
    const scope = auditScopeOf({ admin: req.admin ?? null, apiKey: req.apiKey ?? null }, `${req.method} ${req.baseUrl}${path}`, req.ip ?? null);
    if (!scope) return handler(req, res, next);
    let failed = false;
    await runAudited(scope, async () => {
      await handler(req, res, (err?: unknown) => {
        if (err) failed = true;
        next(err);
      });
    });
    if (scope.recorded > 0 || failed || res.statusCode >= 400 || !req.auditSink) return;
    const id = (req.params as Record<string, string | undefined>).id;
    await req.auditSink.record(null, { actor: scope.actor, role: scope.role, operation: scope.operation, ip: scope.ip, entityId: id ?? null });
  };
}

/** What a refusal says: its message, and a visitor's message's stable code and figures (issue 30). */
export function refusalBody(err: AppError): Record<string, unknown> {
  const { reason } = err.extensions;
  return {
    message: err.message,
    error: err.message,
    ...(err.visitor ? { messageCode: err.visitor.code, messageValues: err.visitor.values } : {}),
    // Why a second factor refused it (STEP_UP_REQUIRED, SECOND_FACTOR_SETUP_REQUIRED: core/second-factor.ts).
    ...(typeof reason === "string" ? { reason } : {}),
  };
}

/** A refusal of a shim whose answers carry `success` (`successFlag`), in that envelope; anything else goes on to the router's error handler. */
const successFlagRefusal: ErrorRequestHandler = (err, _req, res, next) => {
  if (!(err instanceof AppError)) return next(err);
  res.status(err.status).json({ success: false, ...refusalBody(err) });
};
