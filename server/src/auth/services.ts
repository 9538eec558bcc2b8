/** The auth domain's part of the application's services (sign-in, the staff and their sessions), as `ctx.services` and the REST shims see it. */
import type { AuthService } from "./auth.service.js";
import type { PasskeyService } from "./two-factor/passkeys.js";
import type { SecondFactorSignIn } from "./two-factor/sign-in.js";
import type { TwoFactorService } from "./two-factor/two-factor.service.js";
import type { SessionService } from "./sessions.service.js";
import type { StaffService } from "./staff.service.js";

/** The auth domain's own services. */
export interface AuthPart {
  auth: AuthService;
  /** The second factor: TOTP, recovery codes, the owner's requirement (issue 47). */
  twoFactor: TwoFactorService;
  /** Passkeys: registration, sign-in without a username, step-up (issue 47). */
  passkeys: PasskeyService;
  /** Sign-in's second step, the passkey sign-in and the step-up (issue 47). */
  signIn: SecondFactorSignIn;
  /** The owner's team: staff accounts, invitations, roles (issue 47). */
  staff: StaffService;
  /** Each account's sessions (issue 47). */
  sessions: SessionService;
}

/** What auth' resolvers and shims may reach: its own services, the lowest floor with any (issue 43). */
export type AuthFloor = AuthPart;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends AuthPart {}
}
