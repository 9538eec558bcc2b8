/**
 * When the database cannot be reached (stopped, restarting, out of connections, the SQLite file
 * locked past its wait), a request is answered 503 with `Retry-After` and a message, in the shape
 * of its API (GraphQL's `errors`, the REST shims' `{ status, message }`), never a 500 or a hang:
 * the caller may try again, and a load balancer sees an instance in trouble, not a bug.
 */
import type { NextFunction, Request, Response } from "express";
import { AppError } from "../core/errors.js";

/** Seconds a caller is asked to wait before trying again. */
export const RETRY_AFTER_S = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = "The shop cannot reach its database just now. Please try again in a minute.";

/** Driver codes meaning "no connection", not "bad query": mysql2 / MariaDB, node's sockets, SQLite. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "PROTOCOL_CONNECTION_LOST",
  "PROTOCOL_SEQUENCE_TIMEOUT",
  "PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR",
  "PROTOCOL_ENQUEUE_AFTER_QUIT",
  "ER_SERVER_SHUTDOWN",
  "ER_CON_COUNT_ERROR",
  "ER_TOO_MANY_USER_CONNECTIONS",
  "ER_SERVER_GONE_ERROR",
  "ER_SERVER_LOST",
  "CR_SERVER_GONE_ERROR",
  "CR_SERVER_LOST",
  "CR_CONNECTION_ERROR",
  "CR_CONN_HOST_ERROR",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_CANTOPEN",
  "SQLITE_FULL",
  "SQLITE_READONLY",
  "SQLITE_IOERR",
  "SQLITE_NOTADB",
]);

/** SQLite's extended codes add a suffix to the primary one (SQLITE_IOERR_SHORT_READ, SQLITE_BUSY_TIMEOUT). */
const primaryCode = (code: string) => (code.startsWith("SQLITE_") ? code.split("_").slice(0, 2).join("_") : code);

const CONNECTION_MESSAGES =
  /Pool is closed|Can't add new command when connection is in closed state|connection is in closed state|The database connection is not open|Connection lost|Driver not Connected|Cannot execute operation on .* connection because connection is not yet established/i;

/** True when `err` (or what it wraps) says the database could not be reached, as opposed to a query it refused. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; name?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; originalError?: unknown } | undefined;
  for (let depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (CONNECTION_CODES.has(primaryCode(code))) return true;
    if (e.name === "CannotExecuteNotConnectedError" || e.name === "ConnectionIsNotSetError") return true;
    if (typeof e.message === "string" && CONNECTION_MESSAGES.test(e.message)) return true;
    e = (e.driverError ?? e.originalError ?? e.cause) as typeof e;
  }
  return false;
}

/** The error services and resolvers answer with when the database is unreachable. */
export function databaseUnavailable(): AppError {
  return new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, { retryAfter: RETRY_AFTER_S });
}

/** An error answer in the shape of the API asked: GraphQL's `errors`, the REST shims' envelope elsewhere. */
export function errorBody(path: string, message: string, code = "SERVICE_UNAVAILABLE"): object {
  return path.startsWith("/graphql") ? { errors: [{ message, extensions: { code } }] } : { status: false, message, error: message };
}

/**
 * The last error handler of the app: a database that cannot be reached is a 503 with Retry-After;
 * anything else a 500 that tells nothing of itself (the log has it, with the request's id).
 */
export function finalErrorHandler(log: (err: unknown, message: string) => void) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The request's log line carries the error (the request observer reads res.err).
    (res as Response & { err?: Error }).err = err as Error;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (err instanceof AppError) {
      res.status(err.status).json(errorBody(req.path, err.message, err.code));
      return;
    }
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json(errorBody(req.path, status === 413 ? "Request body is too large" : "Malformed request", "BAD_REQUEST"));
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // On the request's line (503, a warning) with the driver's code: the operator sees why.
      res.status(503).set("Retry-After", String(RETRY_AFTER_S)).json(errorBody(req.path, DATABASE_UNAVAILABLE_MESSAGE));
      return;
    }
    log(err, "Unhandled error");
    res.status(500).json(errorBody(req.path, "Internal server error", "INTERNAL_SERVER_ERROR"));
  };
}
