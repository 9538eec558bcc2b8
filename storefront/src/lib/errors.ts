// What a failed Apollo operation says: the first GraphQL error (message, code, and the input
// field it is about, from `extensions.field`), or nothing when the request never got a GraphQL
// answer (network failure, proxy error page).
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { Locale, Translate } from "../i18n";

export interface ApiError {
  message: string;
  code?: string;
  field?: string;
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
 * Tamil page, the catalogue's text for its code when there is one (the server's words otherwise).
 */
export function visitorMessage(error: ApiError, locale: Locale, t: Translate): string {
  const key = error.code ? CODE_MESSAGES[error.code] : undefined;
  return locale !== "en" && key ? t(key) : error.message;
}
