// What a failed Apollo operation says: the first GraphQL error (message, code, and the input
// field it is about, from `extensions.field`), or nothing when the request never got a GraphQL
// answer (network failure, proxy error page).
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { Locale, Translate } from "../i18n";

export interface ApiError {
  message: string;
  code?: string;
  field?: string;
  /** The stable code of a message a visitor may see (issue 30: server/src/core/visitor-errors.ts), and its figures. */
  messageCode?: string;
  messageValues?: Record<string, string | number>;
}

interface RawError {
  message?: string;
  extensions?: Record<string, unknown>;
}

function fromRaw(raw: RawError | undefined): ApiError {
  const extensions = raw?.extensions ?? {};
  return {
    message: raw?.message ?? "",
    code: typeof extensions.code === "string" ? extensions.code : undefined,
    field: typeof extensions.field === "string" ? extensions.field : undefined,
    messageCode: typeof extensions.messageCode === "string" ? extensions.messageCode : undefined,
    messageValues:
      extensions.messageValues && typeof extensions.messageValues === "object" ? (extensions.messageValues as Record<string, string | number>) : undefined,
  };
}

/** The first GraphQL error of a failure, or undefined for a network-level failure. */
export function apiError(error: unknown): ApiError | undefined {
  if (CombinedGraphQLErrors.is(error)) return fromRaw(error.errors[0]);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: RawError[] };
      if (Array.isArray(body.errors)) return fromRaw(body.errors[0]);
    } catch {
      /* not a GraphQL answer */
    }
  }
  return undefined;
}

/** Every GraphQL error of a failure (a validation failure may name several fields). */
export function apiErrors(error: unknown): ApiError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => fromRaw(e as RawError));
  const one = apiError(error);
  return one ? [one] : [];
}

/** The catalogue's words for the codes of the server's errors whose English message is general (issue 30). */
const CODE_MESSAGES: Record<string, string> = {
  TOO_MANY_REQUESTS: "error.tooManyRequests",
  PAYMENT_PROVIDER_ERROR: "error.paymentProvider",
  SERVICE_UNAVAILABLE: "error.unavailable",
};

/**
 * What a visitor is told of a server's error: its own (English) words on an English page; on a
 * Tamil page, the catalogue's text for the message's own code (`apiError.<code>`, with its figures),
 * else for the error's general code, else the server's words.
 */
export function visitorMessage(error: ApiError, locale: Locale, t: Translate): string {
  if (locale === "en") return error.message;
  if (error.messageCode) {
    const key = `apiError.${error.messageCode}`;
    const text = t(key, error.messageValues);
    if (text !== key) return text;
  }
  const general = error.code ? CODE_MESSAGES[error.code] : undefined;
  return general ? t(general) : error.message;
}
