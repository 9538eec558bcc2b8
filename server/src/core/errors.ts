/**
 * Errors that carry a code and a user-facing message. Services throw them; GraphQL sends the code
 * in `extensions.code` with the HTTP status, and the REST shims answer the status with
 * `{ status: false, message, error }`. A message a visitor may see also carries its stable code
 * (`messageCode`, visitor-errors.ts), for the storefront to show it in the page's language.
 */
import { GraphQLError } from "graphql";
import { visitorMessage, type VisitorMessage } from "./visitor-errors.js";

export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  | "PAYMENT_PROVIDER_ERROR"
  | "SERVICE_UNAVAILABLE";

const statusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;

  /** The message's stable code and figures when a visitor may see it (issue 30, visitor-errors.ts). */
  readonly visitor: VisitorMessage | null;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    const visitor = visitorMessage(message);
    const named = visitor ? { messageCode: visitor.code, ...(visitor.values ? { messageValues: visitor.values } : {}) } : {};
    super(message, { extensions: { code, http: { status: statusOf[code] }, ...named, ...extra } });
    this.code = code;
    this.status = statusOf[code];
    this.visitor = visitor;
  }
}

export const badInput = (message: string, extra?: Record<string, unknown>) => new AppError("BAD_USER_INPUT", message, extra);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const unauthenticated = (message = "Authentication required") => new AppError("UNAUTHENTICATED", message);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);

/**
 * True when MariaDB/MySQL chose this transaction as the one to roll back to break a deadlock: it
 * is rolled back whole, and the same work tried again goes through (SQLite has no deadlocks: one
 * writer at a time).
 */
export function isDeadlock(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return (e?.driverError?.code ?? e?.code) === "ER_LOCK_DEADLOCK";
}

/** `work` (a whole transaction), tried again when MariaDB rolled it back to break a deadlock; at most five times. */
export async function againAfterDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++)
    try {
      return await work();
    } catch (err) {
      if (attempt === 5 || !isDeadlock(err)) throw err;
    }
}

/** True for a unique-index violation on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number; driverError?: { code?: string } };
  const code = e?.driverError?.code ?? e?.code;
  return code === "ER_DUP_ENTRY" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
