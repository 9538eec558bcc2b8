/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): registered by a signed-in account, several
 * of them, named; used to sign in without a username (discoverable credentials: the authenticator
 * says whose passkey it is) and to confirm a sensitive action again (step-up). The relying party is
 * PUBLIC_URL's host and origin, so a passkey made for this shop signs in nowhere else, and a page
 * on another origin cannot use it here.
 *
 * Each ceremony's challenge is made and kept by the server (challenges.ts): bound to its purpose
 * and account, taken once, five minutes at most; the browser's answer is checked against the
 * challenge it carries only after that challenge was taken by this request. Only public keys are
 * stored. A failed passkey sign-in counts against the per-client sign-in limit (and the account's,
 * when the passkey is known).
 */
import { createHmac } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import { IsNull, Not, type DataSource, type Repository } from "typeorm";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientKeyOf } from "../../core/client-address.js";
import { AppError, badInput, conflict, isUniqueViolation, notFound, unauthenticated } from "../../core/errors.js";
import { inMemory, type LimiterFactory } from "../../core/rate-limit.js";
import { singleLine } from "../../core/text.js";
import type { AuthService } from "../auth.service.js";
import type { Challenges, ChallengePurpose } from "./challenges.js";
import { FactorNotices } from "./notices.js";
import { Passkey, RecoveryCode, TotpSecret, TwoFactorSettingsRow } from "./two-factor.entities.js";
import type { Account } from "./two-factor.service.js";

/**
 * @simplewebauthn/server and the ASN.1 and X.509 libraries under it (~0.65 MB of source) load with
 * the first passkey ceremony, not with the server: most shops' servers never see one, and loaded at
 * start they stayed in the idle heap (issue 44, goal 4: idle RSS). Each ceremony loads it before it
 * issues or takes a challenge, so a library that failed to load uses up no challenge.
 */
const webauthn = () => import("@simplewebauthn/server");

/** How long a ceremony may take: the browser's own timeout is a minute; the rest is for a slow hand. */
export const CEREMONY_TTL_MS = 5 * 60_000;
const MAX_NAME = 60;
const COULD_NOT_VERIFY = "The passkey could not be verified";

/** The authenticator transports WebAuthn defines; anything else a browser sends is dropped. */
const KNOWN_TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

export class PasskeyService {
  private readonly passkeys: Repository<Passkey>;
  private readonly rpID: string;
  private readonly origin: string;
  /** Passkey sign-ins started per client: 30 a minute. */
  private readonly optionsLimit: RateLimiterAbstract;
  /** The relying party's name the browser shows (the business's name, app/services.ts). */
  rpName: () => Promise<string> = () => Promise.resolve("Chennai Wildlife Prints");

  /** Mails the account's holder when a passkey is added or removed (the composition root shares one with the app's codes). */
  notices = new FactorNotices();

  constructor(
    private readonly ds: DataSource,
    private readonly serverSecret: string,
    publicUrl: string,
    private readonly challenges: Challenges,
    private readonly auth: AuthService,
    limiter: LimiterFactory = inMemory,
  ) {
    this.passkeys = ds.getRepository(Passkey);
    this.optionsLimit = limiter({ keyPrefix: "passkey-login-options", points: 30, duration: 60 });
    const url = new URL(publicUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
  }

  /**
   * The options for navigator.credentials.create(): a discoverable credential (so that signing in
   * needs no username), user verification preferred, none of the account's own passkeys again.
   */
  async registrationOptions(account: Account): Promise<string> {
    const { generateRegistrationOptions } = await webauthn();
    const existing = await this.passkeys.findBy({ userId: account.id });
    const challenge = await this.challenges.issue("passkey-register", account.id, CEREMONY_TTL_MS);
    const options = await generateRegistrationOptions({
      rpName: await this.rpName(),
      rpID: this.rpID,
      userName: account.username,
      userID: this.userHandle(account.id),
      challenge: Buffer.from(challenge, "base64url"),
      timeout: 60_000,
      attestationType: "none",
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
      authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
    });
    return JSON.stringify(options);
  }

  /** Checks the browser's answer to registrationOptions and keeps the passkey under `name`. */
  async verifyRegistration(account: Account, responseJson: string, nameText: string, ip?: string): Promise<Passkey> {
    // One line, without bidi controls: the name is shown on the account page and in the mail that tells of it.
    const name = singleLine(String(nameText ?? ""));
    if (!name) throw badInput("Name the passkey, e.g. 'MacBook Touch ID'", { field: "name" });
    if (name.length > MAX_NAME) throw badInput(`The passkey's name must be at most ${MAX_NAME} characters`, { field: "name" });
    const response = parseResponse<RegistrationResponseJSON>(responseJson);
    const { verifyRegistrationResponse } = await webauthn();
    await this.takeChallenge("passkey-register", response, account.id, () => badInput(COULD_NOT_VERIFY + ": start again"));
    let verified: VerifiedRegistrationResponse;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: clientChallenge(response)!,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: false,
      });
    } catch (err) {
      throw badInput(`${COULD_NOT_VERIFY}: ${(err as Error).message}`);
    }
    if (!verified.verified) throw badInput(COULD_NOT_VERIFY);
    const { credential } = verified.registrationInfo;
    if (credential.id.length > 255) throw badInput(`${COULD_NOT_VERIFY}: its id is too long`);
    let saved: Passkey;
    try {
      saved = await this.ds.transaction(async (em) => {
        const made = await em.save(
          em.create(Passkey, {
            userId: account.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString("base64url"),
            counter: credential.counter,
            // Only the transports WebAuthn names (the browser sends them, and they are sent back in later options).
            transports: (credential.transports ?? []).filter((t) => KNOWN_TRANSPORTS.has(t)).join(","),
            name,
            createdAt: new Date(),
            lastUsedAt: null,
          }),
        );
        await this.notices.queue(em, account.id, { kind: "added", factor: `the passkey “${name}”`, ip });
        return made;
      });
    } catch (err) {
      // Only the credential's unique key says it is registered already; any other failure is what it is.
      if (isUniqueViolation(err)) throw conflict("This passkey is already registered");
      throw err;
    }
    this.notices.flush();
    // The passkey just made proves it is there: this session's sensitive operations need no step-up now.
    if (account.sessionId) await this.auth.provedSecondFactor(account.sessionId);
    return saved;
  }

  /**
   * Removes one of the account's own passkeys (another account's is not found). As turning the codes
   * off does: never the last factor while the owner requires one, and the recovery codes go with the
   * last factor (without one they would be a password of their own, and a passkey added later would
   * bring them back).
   */
  async remove(account: Account, id: string | number, ip?: string): Promise<boolean> {
    const passkeyId = typeof id === "number" ? id : /^\d{1,10}$/.test(id) ? Number(id) : null;
    if (passkeyId === null) throw notFound("Passkey not found");
    const removed = await this.ds.transaction(async (em) => {
      const mine = await em.countBy(Passkey, { userId: account.id });
      const totp = await em.existsBy(TotpSecret, { userId: account.id, confirmedAt: Not(IsNull()) });
      const last = mine <= 1 && !totp;
      if (last && (await em.findOneBy(TwoFactorSettingsRow, { id: 1 }))?.requireTwoFactor)
        throw badInput("A second factor is required for every account: turn on codes from an authenticator app before removing your last passkey");
      const passkey = await em.findOneBy(Passkey, { id: passkeyId, userId: account.id });
      const { affected } = await em.delete(Passkey, { id: passkeyId, userId: account.id });
      if (!affected || !passkey) throw notFound("Passkey not found");
      if (!totp && !(await em.countBy(Passkey, { userId: account.id }))) await em.delete(RecoveryCode, { userId: account.id });
      await this.notices.queue(em, account.id, { kind: "removed", factor: `the passkey “${passkey.name}”`, ip });
      return true;
    });
    this.notices.flush();
    return removed;
  }

  /**
   * The options for navigator.credentials.get() to sign in: no account named, the authenticator offers
   * its passkeys for this site. Anyone may ask, so each client may ask a limited number of times (each
   * asking keeps a challenge for five minutes).
   */
  async loginOptions(clientKey: string): Promise<string> {
    try {
      await this.optionsLimit.consume(clientKeyOf(clientKey), 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new AppError("TOO_MANY_REQUESTS", "Too many passkey sign-ins started. Please try again in a minute.");
      throw err;
    }
    return this.authenticationOptions("passkey-login", null);
  }

  /** The options to confirm a sensitive action with one of the account's passkeys. */
  async stepUpOptions(account: Account): Promise<string> {
    return this.authenticationOptions("passkey-step-up", account.id);
  }

  /**
   * Checks a passkey sign-in: the challenge taken, the passkey known, its signature and origin right.
   * Answers the account's id; anything else is UNAUTHENTICATED, counted against the sign-in limits.
   */
  async verifyLogin(responseJson: string, clientKey: string, usernameOf: (userId: number) => Promise<string | null>): Promise<number> {
    const response = parseResponse<AuthenticationResponseJSON>(responseJson);
    const passkey = typeof response.id === "string" ? await this.passkeys.findOneBy({ credentialId: response.id }) : null;
    const username = passkey ? await usernameOf(passkey.userId) : null;
    await this.auth.countedAttempt(
      clientKey,
      username,
      async () =>
        !!passkey && (await this.challenges.take("passkey-login", clientChallenge(response) ?? "", null)) && this.verifyAssertion(passkey, response, true),
      () => unauthenticated(COULD_NOT_VERIFY),
    );
    return passkey!.userId;
  }

  /** Checks a passkey step-up of a signed-in account: its own passkey, against its own challenge. */
  async verifyStepUp(account: Account, responseJson: string, clientKey: string): Promise<void> {
    const response = parseResponse<AuthenticationResponseJSON>(responseJson);
    const passkey = typeof response.id === "string" ? await this.passkeys.findOneBy({ credentialId: response.id, userId: account.id }) : null;
    await this.auth.countedAttempt(
      clientKey,
      account.username,
      async () =>
        !!passkey && (await this.challenges.take("passkey-step-up", clientChallenge(response) ?? "", account.id)) && this.verifyAssertion(passkey, response),
      () => badInput(COULD_NOT_VERIFY),
    );
  }

  private async authenticationOptions(purpose: ChallengePurpose, userId: number | null): Promise<string> {
    const { generateAuthenticationOptions } = await webauthn();
    const challenge = await this.challenges.issue(purpose, userId, CEREMONY_TTL_MS);
    const allow = userId === null ? [] : await this.passkeys.findBy({ userId });
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      challenge: Buffer.from(challenge, "base64url"),
      timeout: 60_000,
      // A passkey sign-in stands for the password and the second factor at once: the authenticator
      // must verify its user (PIN, fingerprint), not only be present. A step-up may settle for presence.
      userVerification: purpose === "passkey-login" ? "required" : "preferred",
      allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    });
    return JSON.stringify(options);
  }

  /** The assertion's signature by the stored key, its origin and relying party, its user; the counter moves on, conditionally. */
  private async verifyAssertion(passkey: Passkey, response: AuthenticationResponseJSON, userVerified = false): Promise<boolean> {
    const handle = response.response?.userHandle;
    // A discoverable credential names its account: it must be the passkey's.
    if (handle && handle !== Buffer.from(this.userHandle(passkey.userId)).toString("base64url")) return false;
    const counter = Number(passkey.counter);
    const { verifyAuthenticationResponse } = await webauthn();
    let verified: VerifiedAuthenticationResponse;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: clientChallenge(response)!,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, "base64url"), counter, transports: transportsOf(passkey) },
        requireUserVerification: userVerified,
      });
    } catch {
      return false;
    }
    if (!verified.verified) return false;
    // A cloned authenticator would answer a counter already seen: only a move from the one read passes.
    const { affected } = await this.passkeys
      .createQueryBuilder()
      .update()
      .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where("id = :id AND counter = :counter", { id: passkey.id, counter })
      .execute();
    return (affected ?? 0) > 0;
  }

  private async takeChallenge(purpose: ChallengePurpose, response: { response?: { clientDataJSON?: string } }, userId: number, refused: () => Error) {
    const challenge = clientChallenge(response);
    if (!challenge || !(await this.challenges.take(purpose, challenge, userId))) throw refused();
  }

  /** The WebAuthn user handle of an account: derived from its id with the server's secret (stable, opaque, no column needed). */
  private userHandle(userId: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(createHmac("sha256", this.serverSecret).update(`webauthn-user:${userId}`).digest().subarray(0, 16));
  }
}

/** The browser's answer, parsed; bad input when it is not a credential's JSON. */
function parseResponse<T extends { id: string; response: object }>(json: string): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(json ?? ""));
  } catch {
    throw badInput("The passkey's answer is not JSON", { field: "response" });
  }
  const r = parsed as Partial<T> | null;
  if (!r || typeof r !== "object" || typeof r.id !== "string" || !r.response || typeof r.response !== "object")
    throw badInput("The passkey's answer is not a WebAuthn credential", { field: "response" });
  return r as T;
}

/** The challenge the browser signed (from clientDataJSON), or null when there is none to read. */
function clientChallenge(response: { response?: { clientDataJSON?: string } }): string | null {
  try {
    const data = JSON.parse(Buffer.from(String(response.response?.clientDataJSON ?? ""), "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof data.challenge === "string" && data.challenge ? data.challenge : null;
  } catch {
    return null;
  }
}

function transportsOf(p: Passkey): AuthenticatorTransportFuture[] {
  return (p.transports ? p.transports.split(",") : []) as AuthenticatorTransportFuture[];
}

type AuthenticatorTransportFuture = "ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb";
