/**
 * What the second factor asks of a signed-in account before an operation (issue 47, DESIGN.md "The
 * owner's team"), declared once here next to the role table (core/roles.ts) and checked by the one
 * access check (core/principal.ts `checkAccess`, which every @Authorized operation and guarded REST
 * shim goes through):
 *
 * - while the owner requires a second factor and the account has none, it may do nothing but set one
 *   up, see itself and sign out (FORBIDDEN, reason SECOND_FACTOR_SETUP_REQUIRED);
 * - an account with a second factor proves it again before a sensitive operation when its session
 *   last proved it more than STEP_UP_MINUTES ago (FORBIDDEN, reason STEP_UP_REQUIRED): the client
 *   calls `stepUp` (or the passkey step-up) and retries.
 *
 * Kernel and import-free but for errors: the auth domain fills the principal's state, the checks read it.
 */
import { AppError } from "./errors.js";

/** How long a second factor proved counts for a sensitive operation. */
export const STEP_UP_MINUTES = 15;

/**
 * An account's second factor as the checks read it: `on` (it has one: a confirmed TOTP or a passkey),
 * `off` (none, and none required), `required` (none, but the owner requires one of every account).
 */
export type SecondFactorState = "on" | "off" | "required";

export const STEP_UP_REQUIRED = "STEP_UP_REQUIRED";
export const SECOND_FACTOR_SETUP_REQUIRED = "SECOND_FACTOR_SETUP_REQUIRED";

/**
 * The sensitive operations: money going out, who may get in (staff, API keys, webhooks, the
 * password, one's own factors), and the payment, tax and sign-in settings. A function decides the
 * ones that are sensitive only with some arguments (ending another's sessions; one's own is signing out).
 */
export const STEP_UP_OPERATIONS: Readonly<Record<string, true | ((args: Record<string, unknown>, admin: { id: number }) => boolean)>> = {
  // Refunds: every way money goes back (cancelling an order refunds what was paid).
  "Mutation.refundOrder": true,
  "Mutation.refundPaymentReview": true,
  "Mutation.cancelOrder": true,
  // API keys and webhooks: a key or an endpoint is a door into the shop's data.
  "Mutation.createApiKey": true,
  "Mutation.revokeApiKey": true,
  "Mutation.createWebhookEndpoint": true,
  "Mutation.deleteWebhookEndpoint": true,
  "Mutation.redeliverWebhook": true,
  // The staff.
  "Mutation.inviteStaff": true,
  "Mutation.updateStaff": true,
  "Mutation.resendInvitation": true,
  "Mutation.revokeInvitation": true,
  "Mutation.endAllSessions": (args, admin) => String(args.userId) !== String(admin.id),
  // Payment and tax settings (the business details carry the GSTIN and tax rates), and the sign-in's own.
  "Mutation.updateBusinessSettings": true,
  "Mutation.updateTwoFactorSettings": true,
  // The account's own credentials: with a stolen session alone, nobody adds a factor of their own or removes the owner's.
  "Mutation.changePassword": true,
  "Mutation.startTotpSetup": true,
  "Query.passkeyRegistrationOptions": true,
  "Mutation.removePasskey": true,
};

/**
 * What an account that must set up a second factor may still use: seeing itself, setting one up, its
 * sessions and signing out. (`me` and sign-in are public: no check reaches them.)
 */
export const SETUP_OPERATIONS: readonly string[] = [
  "Mutation.startTotpSetup",
  "Mutation.confirmTotpSetup",
  "Query.passkeyRegistrationOptions",
  "Mutation.verifyPasskeyRegistration",
  "Query.mySessions",
  "Mutation.endSession",
  "Mutation.endAllSessions",
];

/** The second factor of the signed-in account, as the principal carries it (core/principal.ts). */
export interface SecondFactorOfAdmin {
  id: number;
  secondFactor: SecondFactorState;
  secondFactorAt: Date | null;
}

/**
 * Refuses `operation` (e.g. "Mutation.refundOrder", "POST /update-password") to an account that must
 * first set up a second factor, unless it is a setup operation.
 */
export function checkSecondFactorSetUp(admin: SecondFactorOfAdmin, operation: string): void {
  if (admin.secondFactor === "required" && !SETUP_OPERATIONS.includes(operation))
    throw new AppError("FORBIDDEN", "Set up a second factor first: the owner requires one for every account.", { reason: SECOND_FACTOR_SETUP_REQUIRED });
}

/** Refuses a sensitive `operation` to an account with a second factor whose session proved it too long ago. */
export function checkStepUp(admin: SecondFactorOfAdmin, operation: string, args: Record<string, unknown> = {}, now = Date.now()): void {
  const sensitive = STEP_UP_OPERATIONS[operation];
  if (!sensitive || admin.secondFactor !== "on") return;
  if (sensitive !== true && !sensitive(args, admin)) return;
  if (isRecent(admin.secondFactorAt, now)) return;
  throw stepUpRequired();
}

/** The refusal that asks for the second factor again (the client steps up and retries). */
export function stepUpRequired(): AppError {
  return new AppError(
    "FORBIDDEN",
    `Confirm it is you: this needs your second factor again (a code from your authenticator app, a recovery code or a passkey), proved in the last ${STEP_UP_MINUTES} minutes.`,
    { reason: STEP_UP_REQUIRED },
  );
}

/** Whether a second factor proved at `at` still counts for a sensitive operation. */
export function isRecent(at: Date | null, now = Date.now()): boolean {
  return !!at && now - new Date(at).getTime() <= STEP_UP_MINUTES * 60_000;
}
