/**
 * The one way the back office talks to the API outside the generated CRUD: a POST of a GraphQL
 * operation to /graphql with the admin's bearer token. Errors come back as GraphQLRequestError with
 * the server's message and `extensions.code` (UNAUTHENTICATED, CONFLICT, ...), whatever the HTTP
 * status was (the server answers 401/409/429 with a GraphQL body).
 */
import type { TypedDocumentString } from "../gql/graphql";
import { getToken } from "../session/session";

export const GRAPHQL_URL = "/graphql";

export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly status: number;
  /** Why a FORBIDDEN came: STEP_UP_REQUIRED when the second factor must be proved again. */
  readonly reason: string | undefined;

  constructor(message: string, code: string | undefined, status: number, reason?: string) {
    super(message);
    this.name = "GraphQLRequestError";
    this.code = code;
    this.status = status;
    this.reason = reason;
  }
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

export const STEP_UP_REQUIRED = "STEP_UP_REQUIRED";

/** The owner requires a second factor and this account has none yet: the server answers only its setup. */
export const SECOND_FACTOR_SETUP_REQUIRED = "SECOND_FACTOR_SETUP_REQUIRED";

/** True when the server asks for the second factor again before this call (issue 47). */
export const isStepUpRequired = (error: unknown): boolean => error instanceof GraphQLRequestError && error.reason === STEP_UP_REQUIRED;

/**
 * Who proves the second factor again when a call needs it: the step-up dialog registers itself here
 * (session/StepUpDialog.tsx) and resolves true once the server took the code or passkey, false when
 * the admin gave up. Without one (the sign-in page) the refusal goes to the caller as it came.
 */
let stepUpHandler: ((message: string) => Promise<boolean>) | null = null;

export function setStepUpHandler(handler: ((message: string) => Promise<boolean>) | null): void {
  stepUpHandler = handler;
}

/** Adding a way in (an authenticator app, a passkey) in a session signed in over 10 minutes ago needs the password again. */
export const PASSWORD_REQUIRED = "PASSWORD_REQUIRED";

/**
 * Who asks for the current password when a call needs it (session/PasswordDialog.tsx): resolves the
 * password typed, or null when the admin gave up. The call is sent once more with it as
 * `currentPassword` (its document declares that variable).
 */
let passwordHandler: (() => Promise<string | null>) | null = null;

export function setPasswordHandler(handler: (() => Promise<string | null>) | null): void {
  passwordHandler = handler;
}

/** Who leads the account to set up its second factor when a call says it must first (the back office's layout). */
let setupRequiredHandler: (() => void) | null = null;

export function setSetupRequiredHandler(handler: (() => void) | null): void {
  setupRequiredHandler = handler;
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Turns a parsed GraphQL response into its data, or throws its first error. */
export function readGraphQLResponse<T>(body: GraphQLResponse<T> | null, status: number): T {
  const first = body?.errors?.[0];
  if (first) throw new GraphQLRequestError(first.message, first.extensions?.code, status, first.extensions?.reason);
  if (status < 200 || status >= 300 || !body?.data) {
    throw new GraphQLRequestError(`Request failed (HTTP ${status})`, undefined, status);
  }
  return body.data;
}

/**
 * Sends one operation. With a generated document the result and variables are typed. A call the
 * server refuses until the second factor is proved again is sent once more after the step-up dialog
 * succeeded (every call of the back office goes through here: the data provider's too).
 */
export async function graphqlRequest<T, V = Record<string, unknown>>(
  document: TypedDocumentString<T, V> | string,
  variables?: V,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  try {
    return await sendOnce(document, variables, options);
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.reason === SECOND_FACTOR_SETUP_REQUIRED) setupRequiredHandler?.();
    if (error instanceof GraphQLRequestError && error.reason === PASSWORD_REQUIRED && passwordHandler) {
      const currentPassword = await passwordHandler();
      if (currentPassword === null) throw error;
      return graphqlRequest(document, { ...variables, currentPassword } as V, options);
    }
    if (!isStepUpRequired(error) || !stepUpHandler) throw error;
    if (!(await stepUpHandler((error as Error).message))) throw error;
    return sendOnce(document, variables, options);
  }
}

async function sendOnce<T, V>(document: TypedDocumentString<T, V> | string, variables: V | undefined, options: { signal?: AbortSignal }): Promise<T> {
  const query = document.toString();
  let response: Response;
  try {
    response = await fetch(GRAPHQL_URL, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json, application/json",
        ...authHeaders(),
      },
      body: JSON.stringify({ query, variables }),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === "AbortError") throw err;
    throw new GraphQLRequestError("Cannot reach the server. Check your connection and try again.", "NETWORK_ERROR", 0);
  }
  let body: GraphQLResponse<T> | null;
  try {
    body = (await response.json()) as GraphQLResponse<T>;
  } catch {
    body = null;
  }
  return readGraphQLResponse(body, response.status);
}

export const errorCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; body?: { code?: unknown } } | null;
  const code = e?.code ?? e?.body?.code;
  return typeof code === "string" ? code : undefined;
};

/** True when the API refused the call because the session is missing, expired or revoked. */
export const isUnauthenticated = (error: unknown): boolean => {
  const e = error as { status?: unknown } | null;
  return errorCode(error) === "UNAUTHENTICATED" || e?.status === 401;
};

/**
 * The message to show for a failed call: the server's own message when it sent one with a code
 * (e.g. CONFLICT 'Duplicate: Location already exists!'), otherwise the given fallback. An
 * INTERNAL_SERVER_ERROR's message ('Internal server error') says less than the fallback, so the
 * fallback wins there too.
 */
export const errorMessage = (error: unknown, fallback: string): string => {
  const message = (error as { message?: unknown } | null)?.message;
  const code = errorCode(error);
  return code && code !== "INTERNAL_SERVER_ERROR" && typeof message === "string" && message.trim() ? message : fallback;
};

/**
 * The message for a refusal the owner can act on: the server's own when it refused the request
 * itself with a 4xx and a code (someone moved the order first, a courier missing, not allowed), the
 * fallback for anything else: a network failure, a 5xx whose text is the server's own business, a
 * body without a code.
 */
export const userErrorMessage = (error: unknown, fallback: string): string => {
  const e = error as { message?: unknown; status?: unknown } | null;
  const status = typeof e?.status === "number" ? e.status : 0;
  const message = typeof e?.message === "string" ? e.message.trim() : "";
  return errorCode(error) && status >= 400 && status < 500 && message ? message : fallback;
};
