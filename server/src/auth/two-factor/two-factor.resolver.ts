/** GraphQL of the second factor: an account's own TOTP, recovery codes and passkeys, and the owner's setting. */
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../core/context.js";
import { SELF } from "../../core/roles.js";
import { LoginResult } from "../login-result.js";
import type { PrincipalAdmin } from "../../core/principal.js";
import { AdminUser } from "../admin-user.entity.js";
import type { AuthFloor } from "../services.js";
import { Passkey } from "./two-factor.entities.js";

@ObjectType({ description: "A new authenticator-app secret, shown once: scan the QR code (or type the secret), then confirm with a first code." })
class TotpSetup {
  @Field(() => String, { description: "The secret in base32, for typing into the app by hand." })
  secret: string;

  @Field(() => String, { description: "The otpauth:// URL the QR code holds (issuer, account, SHA-1, 6 digits, 30 s)." })
  otpauthUrl: string;

  @Field(() => String, { description: "The QR code of otpauthUrl, as a data: URL of a PNG image." })
  qrCode: string;
}

@ObjectType({ description: "Recovery codes, shown once: each signs in once in place of a code from the app." })
class RecoveryCodes {
  @Field(() => [String], { description: "Ten codes such as 'k3m9-x2vq-8d0r-tt4e'; the ones made before stop working." })
  recoveryCodes: string[];
}

@ObjectType({ description: "An account's second factor, as its account page shows it." })
class TwoFactorStatus {
  @Field(() => Boolean, { description: "Codes from an authenticator app (TOTP) are on." })
  totp: boolean;

  @Field(() => [Passkey], { description: "The account's passkeys." })
  passkeys: Passkey[];

  @Field(() => Int, { description: "Recovery codes not yet used." })
  recoveryCodesLeft: number;
}

@ObjectType({ description: "The owner's second-factor settings." })
class TwoFactorSettings {
  @Field(() => Boolean, {
    description: "Every account must have a second factor; one without is led to set it up at its next sign-in before anything else. Off by default.",
  })
  requireTwoFactor: boolean;
}

@Resolver(() => AdminUser)
export class AdminTwoFactorResolver {
  @FieldResolver(() => TwoFactorStatus, { description: "The account's second factor: TOTP, passkeys, recovery codes left." })
  twoFactor(@Root() admin: AdminUser, @Ctx() ctx: RequestContext<AuthFloor>): Promise<TwoFactorStatus> {
    return ctx.services.twoFactor.status(admin.id);
  }
}

/** Adding a way in asks who is there: a token alone could be stolen (AuthService.checkRecentProof). */
const CURRENT_PASSWORD =
  "The account's current password: needed unless this session signed in within the last 10 minutes (else FORBIDDEN with reason PASSWORD_REQUIRED).";

@Resolver()
export class TwoFactorResolver {
  @Authorized(SELF)
  @Mutation(() => TotpSetup, {
    description: "Start turning on codes from an authenticator app: a new secret, pending until confirmTotpSetup. Refused while they are on.",
  })
  async startTotpSetup(
    @Arg("currentPassword", () => String, { nullable: true, description: CURRENT_PASSWORD }) currentPassword: string | null,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<TotpSetup> {
    await ctx.services.auth.checkRecentProof(me(ctx), currentPassword);
    return ctx.services.twoFactor.startTotpSetup(me(ctx));
  }

  @Authorized(SELF)
  @Mutation(() => RecoveryCodes, {
    description: "Confirm the pending secret with a first code from the app: TOTP is on, and ten recovery codes are answered, once.",
  })
  async confirmTotpSetup(@Arg("code", () => String) code: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<RecoveryCodes> {
    return { recoveryCodes: await ctx.services.twoFactor.confirmTotpSetup(me(ctx), code, ctx.ip) };
  }

  @Authorized(SELF)
  @Mutation(() => Boolean, { description: "Turn off codes from an authenticator app, with a current code (or a recovery code)." })
  async disableTotp(@Arg("code", () => String) code: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<boolean> {
    await ctx.services.twoFactor.disableTotp(me(ctx), code, ctx.ip);
    return true;
  }

  @Authorized(SELF)
  @Mutation(() => RecoveryCodes, {
    description:
      "Ten new recovery codes, answered once (the old ones stop working), with a current code (or a recovery code); without a code (passkeys alone), after a step-up in the last 15 minutes (else FORBIDDEN with reason STEP_UP_REQUIRED).",
  })
  async regenerateRecoveryCodes(
    @Arg("code", () => String, { nullable: true }) code: string | null,
    @Arg("currentPassword", () => String, { nullable: true, description: CURRENT_PASSWORD }) currentPassword: string | null,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<RecoveryCodes> {
    // A code proves the factor itself; without one, the person proves it is them.
    if (!code?.trim()) await ctx.services.auth.checkRecentProof(me(ctx), currentPassword);
    return { recoveryCodes: await ctx.services.twoFactor.regenerateRecoveryCodes(me(ctx), code, ctx.ip) };
  }

  @Authorized(SELF)
  @Query(() => String, {
    description:
      "Start registering a passkey: the options for navigator.credentials.create() as JSON (@simplewebauthn/browser's startRegistration takes them), valid five minutes, once.",
  })
  async passkeyRegistrationOptions(
    @Arg("currentPassword", () => String, { nullable: true, description: CURRENT_PASSWORD }) currentPassword: string | null,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<string> {
    await ctx.services.auth.checkRecentProof(me(ctx), currentPassword);
    return ctx.services.passkeys.registrationOptions(me(ctx));
  }

  @Authorized(SELF)
  @Mutation(() => Passkey, { description: "Finish registering a passkey: the browser's answer (JSON) and a name for it." })
  verifyPasskeyRegistration(
    @Arg("response", () => String, { description: "The credential as startRegistration answers it, as JSON text." }) response: string,
    @Arg("name", () => String, { description: "What to call it, e.g. 'MacBook Touch ID' (at most 60 characters)." }) name: string,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<Passkey> {
    return ctx.services.passkeys.verifyRegistration(me(ctx), response, name, ctx.ip);
  }

  @Authorized(SELF)
  @Mutation(() => Boolean, { description: "Remove one of the signed-in account's passkeys." })
  removePasskey(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<boolean> {
    return ctx.services.passkeys.remove(me(ctx), id, ctx.ip);
  }

  @Authorized()
  @Query(() => TwoFactorSettings, { description: "The owner's second-factor settings." })
  async twoFactorSettings(@Ctx() ctx: RequestContext<AuthFloor>): Promise<TwoFactorSettings> {
    return { requireTwoFactor: await ctx.services.twoFactor.requireTwoFactor() };
  }

  @Authorized()
  @Mutation(() => TwoFactorSettings, { description: "Require a second factor of every account (or not)." })
  async updateTwoFactorSettings(
    @Arg("requireTwoFactor", () => Boolean) requireTwoFactor: boolean,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<TwoFactorSettings> {
    return { requireTwoFactor: await ctx.services.twoFactor.setRequireTwoFactor(me(ctx), requireTwoFactor) };
  }
}

@Resolver()
export class SecondFactorSignInResolver {
  @Mutation(() => LoginResult, {
    description:
      "The second step of a sign-in: the challenge login answered, and a code from the authenticator app or a recovery code. Wrong codes are limited per client and per account; the challenge lasts five minutes and signs in once.",
  })
  loginSecondFactor(
    @Arg("challenge", () => String, { description: "login's secondFactor.challenge." }) challenge: string,
    @Arg("code", () => String, { nullable: true, description: "The six digits the authenticator app shows." }) code: string | null,
    @Arg("recoveryCode", () => String, { nullable: true, description: "One of the recovery codes (each works once)." }) recoveryCode: string | null,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<LoginResult> {
    return ctx.services.signIn.loginSecondFactor(challenge, { code, recoveryCode }, { ip: ctx.ip, userAgent: ctx.userAgent });
  }

  @Query(() => String, {
    description:
      "Start signing in with a passkey, no username needed: the options for navigator.credentials.get() as JSON (@simplewebauthn/browser's startAuthentication takes them), valid five minutes, once.",
  })
  passkeyLoginOptions(@Ctx() ctx: RequestContext<AuthFloor>): Promise<string> {
    return ctx.services.passkeys.loginOptions(ctx.ip);
  }

  @Mutation(() => LoginResult, { description: "Finish signing in with a passkey: the browser's answer (JSON). Failures are limited like sign-ins." })
  verifyPasskeyLogin(
    @Arg("response", () => String, { description: "The credential as startAuthentication answers it, as JSON text." }) response: string,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<LoginResult> {
    return ctx.services.signIn.loginWithPasskey(response, { ip: ctx.ip, userAgent: ctx.userAgent });
  }

  @Authorized(SELF)
  @Mutation(() => Boolean, {
    description:
      "Prove the second factor again (a code from the app or a recovery code), when an operation answered FORBIDDEN with reason STEP_UP_REQUIRED: this session's sensitive operations are open for 15 minutes.",
  })
  stepUp(
    @Arg("code", () => String, { nullable: true }) code: string | null,
    @Arg("recoveryCode", () => String, { nullable: true }) recoveryCode: string | null,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<boolean> {
    return ctx.services.signIn.stepUp(me(ctx), { code, recoveryCode }, ctx.ip);
  }

  @Authorized(SELF)
  @Query(() => String, { description: "Start proving the second factor again with a passkey: the options for navigator.credentials.get() as JSON." })
  passkeyStepUpOptions(@Ctx() ctx: RequestContext<AuthFloor>): Promise<string> {
    return ctx.services.passkeys.stepUpOptions(me(ctx));
  }

  @Authorized(SELF)
  @Mutation(() => Boolean, {
    description: "Finish proving the second factor again with a passkey: this session's sensitive operations are open for 15 minutes.",
  })
  verifyPasskeyStepUp(
    @Arg("response", () => String, { description: "The credential as startAuthentication answers it, as JSON text." }) response: string,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<boolean> {
    return ctx.services.signIn.stepUpWithPasskey(me(ctx), response, ctx.ip);
  }
}

/** The signed-in account (@Authorized() lets no one else through: an API key is refused the owner's operations). */
function me(ctx: RequestContext<AuthFloor>): PrincipalAdmin {
  if (!ctx.admin) throw new Error("An @Authorized() operation of the account's own reached without an account");
  return ctx.admin;
}
