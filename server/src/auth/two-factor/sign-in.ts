/**
 * Signing in with a second factor (issue 47), and proving it again (step-up):
 *
 * - the password proved, `login` answers a challenge instead of a token (AuthService asks `challenge`
 *   here): 32 random bytes, single use, five minutes, bound to that account, kept by its hash in the
 *   database so any instance finishes the sign-in. `loginSecondFactor` takes it with a code from the
 *   app or a recovery code and starts the session (AuthService.issueSession) with the second factor
 *   proved now. Wrong codes count against the sign-in limits, per client and per account, and a
 *   challenge is dropped at its fifth wrong code;
 * - a passkey signs in alone, without a username: the authenticator names the account;
 * - `stepUp` (or the passkey step-up) proves the factor again for the session under way, which opens
 *   the sensitive operations for 15 minutes (core/second-factor.ts).
 *
 * It also answers every request's question, whether the account has a second factor or must set
 * one up (`stateOf`, the principal's `secondFactor`): one query, read fresh, so a factor turned off or
 * the owner's requirement turned on counts at once on every instance.
 */
import type { DataSource } from "typeorm";
import { badInput, unauthenticated } from "../../core/errors.js";
import type { PrincipalAdmin } from "../../core/principal.js";
import type { SecondFactorState } from "../../core/second-factor.js";
import type { AuthService, LoginResult, SecondFactorChallenge, SecondFactorPort, SignInClient } from "../auth.service.js";
import type { Challenges } from "./challenges.js";
import type { PasskeyService } from "./passkeys.js";
import { NO_CODE, type SecondFactorProof, type TwoFactorService } from "./two-factor.service.js";

/** How long the second step of a sign-in may wait after the password. */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_GONE = "This sign-in has expired or was already completed: sign in again with your password";

export class SecondFactorSignIn implements SecondFactorPort {
  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeyService,
    private readonly challenges: Challenges,
  ) {}

  async stateOf(userId: number): Promise<SecondFactorState> {
    const [row] = await this.ds.query<{ totp: number | string; passkeys: number | string; required: number | string | boolean | null }[]>(
      `SELECT (SELECT COUNT(*) FROM admin_totp WHERE userId = ? AND confirmedAt IS NOT NULL) AS totp,
              (SELECT COUNT(*) FROM admin_passkeys WHERE userId = ?) AS passkeys,
              (SELECT requireTwoFactor FROM two_factor_settings WHERE id = 1) AS required`,
      [userId, userId],
    );
    if (Number(row.totp) > 0 || Number(row.passkeys) > 0) return "on";
    return Number(row.required ?? 0) ? "required" : "off";
  }

  async forgetSignIns(userId: number): Promise<void> {
    await this.challenges.dropOf(userId, "login");
  }

  async forgetSignIn(userId: number, challenge: string): Promise<void> {
    await this.challenges.take("login", challenge, userId);
  }

  async challenge(userId: number): Promise<SecondFactorChallenge> {
    const [challenge, methods] = await Promise.all([this.challenges.issue("login", userId, SIGN_IN_CHALLENGE_TTL_MS), this.twoFactor.methods(userId)]);
    return { challenge, methods };
  }

  /** The second step: the challenge of a password just proved, and a code from the app or a recovery code. */
  async loginSecondFactor(challengeText: string, proof: SecondFactorProof, client: SignInClient): Promise<LoginResult> {
    const challenge = String(challengeText ?? "");
    const row = await this.challenges.find("login", challenge);
    const user = row?.userId ? await this.auth.activeAccount(row.userId) : null;
    // The password proved must still be the account's: a change drops the sign-ins under way
    // (forgetSignIns), and one made before the second the change is dated from is void here too. The
    // change is dated from the next whole second (AuthService.changePassword), so a challenge made
    // with the new password within that second is not taken for an older one.
    const madeAt = row ? new Date(row.expiresAt).getTime() - SIGN_IN_CHALLENGE_TTL_MS : 0;
    if (!row || !user || madeAt < new Date(user.passwordChangedAt).getTime() - 1000) throw unauthenticated(CHALLENGE_GONE);
    // A try of the challenge's five is taken before the code is checked (parallel codes cannot all be),
    // once there is a code to check: an empty one costs no try.
    if (!proof.code?.trim() && !proof.recoveryCode?.trim()) throw badInput(NO_CODE);
    if (!(await this.challenges.try(row))) throw unauthenticated(CHALLENGE_GONE);
    await this.twoFactor.prove(user, proof, client.ip, true);
    // Taken only now, by one request: two at once with two good codes start one session.
    if (!(await this.challenges.take("login", challenge, user.id))) throw unauthenticated(CHALLENGE_GONE);
    return this.auth.issueSession(user, { ...client, secondFactorAt: new Date() });
  }

  /** A passkey sign-in: the account is the passkey's; it must still be active. */
  async loginWithPasskey(response: string, client: SignInClient): Promise<LoginResult> {
    const userId = await this.passkeys.verifyLogin(response, client.ip, async (id) => (await this.auth.activeAccount(id))?.username ?? null);
    const user = await this.auth.activeAccount(userId);
    if (!user) throw unauthenticated("This account is disabled: ask the owner to enable it");
    return this.auth.issueSession(user, { ...client, secondFactorAt: new Date() });
  }

  /** Proves the second factor again for the session under way (a code or a recovery code). */
  async stepUp(admin: PrincipalAdmin, proof: SecondFactorProof, clientKey: string): Promise<boolean> {
    if (!(await this.twoFactor.has(admin.id))) throw badInput("This account has no second factor to confirm");
    await this.twoFactor.prove(admin, proof, clientKey, false);
    await this.auth.provedSecondFactor(admin.sessionId);
    return true;
  }

  /** Proves it again with one of the account's passkeys (passkeyStepUpOptions first). */
  async stepUpWithPasskey(admin: PrincipalAdmin, response: string, clientKey: string): Promise<boolean> {
    await this.passkeys.verifyStepUp(admin, response, clientKey);
    await this.auth.provedSecondFactor(admin.sessionId);
    return true;
  }
}
