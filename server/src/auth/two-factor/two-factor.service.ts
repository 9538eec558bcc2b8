/**
 * The second factor of an admin account (issue 47): codes from an authenticator app (TOTP, RFC
 * 6238: 30-second steps, six digits, SHA-1, one step either side for a clock out of step), ten
 * recovery codes each usable once, and the owner's setting that requires a second factor of
 * everyone. Passkeys are passkeys.ts's; both answer here whether an account has a second factor.
 *
 * What an attacker would want is never kept in a usable form: the TOTP secret is sealed (secret-box.ts)
 * and answered only once, at setup; recovery codes are stored as hashes. A code is accepted once:
 * the account's last accepted time step is raised by a conditional update, so a replayed code, or
 * the same code sent twice at once, passes once. Every wrong code counts against the limits of the
 * password's sign-in, per client and per account (AuthService.countedAttempt).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { IsNull, Not, type DataSource, type EntityManager, type Repository } from "typeorm";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError, badInput, conflict, unauthenticated } from "../../core/errors.js";
import { inMemory, type LimiterFactory } from "../../core/rate-limit.js";
import { isRecent, stepUpRequired } from "../../core/second-factor.js";
import type { AuthService } from "../auth.service.js";
import { SecretBox } from "./secret-box.js";
import { FactorNotices } from "./notices.js";
import { Passkey, RecoveryCode, TotpSecret, TwoFactorSettingsRow } from "./two-factor.entities.js";

/** The name an authenticator app shows beside the code, unless the business details name another. */
export const DEFAULT_ISSUER = "Chennai Wildlife Prints";
export const RECOVERY_CODE_COUNT = 10;
const TOTP_PERIOD = 30;
const TOTP_DIGITS = 6;

/** The account, as the checks need it: its id, its username for the per-account limit, and the session asking (if signed in). */
export interface Account {
  id: number;
  username: string;
  sessionId?: string;
}

/** What the account page shows of an account's second factor. */
export interface TwoFactorStatus {
  totp: boolean;
  passkeys: Passkey[];
  recoveryCodesLeft: number;
}

export interface TotpSetupAnswer {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** A second factor's proof, as sign-in and step-up take it: a code from the app, or a recovery code. */
export interface SecondFactorProof {
  code?: string | null;
  recoveryCode?: string | null;
}

/** A second-factor step sent with neither a code nor a recovery code. */
export const NO_CODE = "Enter the code from your authenticator app, or a recovery code";
const WRONG_CODE = "The code is not right, or was already used. Enter the current code from your authenticator app.";
/** How long a started TOTP setup waits for its first code. */
export const PENDING_SETUP_MINUTES = 15;
/** Wrong codes (TOTP or recovery) one account may be sent an hour, from every client together. */
export const WRONG_CODES_PER_HOUR = 10;

/** A recovery code's alphabet: Crockford's base32 (no i, l, o, u), read back forgivingly. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export class TwoFactorService {
  private readonly totps: Repository<TotpSecret>;
  private readonly codes: Repository<RecoveryCode>;
  private readonly box: SecretBox;
  /** The issuer the authenticator app shows: the business's name (app/services.ts wires it), else DEFAULT_ISSUER. */
  issuer: () => Promise<string> = () => Promise.resolve(DEFAULT_ISSUER);

  /**
   * Wrong codes per account, from every client and every way of asking together (sign-in's second
   * step, step-up, settings): WRONG_CODES_PER_HOUR an hour. The sign-in limits (20 in 10 minutes per
   * account) still allow some 2 900 guesses a day, about 1 % a day of hitting one of the three codes a
   * window accepts; this one makes it 240, under 0.1 %. A passkey is not counted against it, so the
   * person can still get in while someone guesses.
   */
  private readonly wrongCodes: RateLimiterAbstract;

  /** Mails the account's holder when a factor is added or removed (the composition root shares one with the passkeys). */
  notices = new FactorNotices();

  constructor(
    private readonly ds: DataSource,
    private readonly serverSecret: string,
    private readonly auth: AuthService,
    limiter: LimiterFactory = inMemory,
  ) {
    this.wrongCodes = limiter({ keyPrefix: "second-factor-wrong-codes", points: WRONG_CODES_PER_HOUR, duration: 3600 });
    this.totps = ds.getRepository(TotpSecret);
    this.codes = ds.getRepository(RecoveryCode);
    this.box = new SecretBox(serverSecret, "totp-secret");
  }

  async status(userId: number): Promise<TwoFactorStatus> {
    const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
      this.totps.exists({ where: { userId, confirmedAt: Not(IsNull()) } }),
      this.ds.getRepository(Passkey).find({ where: { userId }, order: { id: "ASC" } }),
      this.codes.countBy({ userId, usedAt: IsNull() }),
    ]);
    return { totp, passkeys, recoveryCodesLeft };
  }

  /** Whether the account has a second factor: a confirmed TOTP secret or a passkey. */
  async has(userId: number): Promise<boolean> {
    return (await this.methods(userId)).length > 0;
  }

  /** How the account can prove its second factor: among 'totp', 'recovery' (with codes left) and 'passkey'. */
  async methods(userId: number): Promise<("totp" | "recovery" | "passkey")[]> {
    const { totp, passkeys, recoveryCodesLeft } = await this.status(userId);
    if (!totp && !passkeys.length) return [];
    return [...(totp ? (["totp"] as const) : []), ...(recoveryCodesLeft ? (["recovery"] as const) : []), ...(passkeys.length ? (["passkey"] as const) : [])];
  }

  /**
   * A new secret for the account's authenticator app, pending until confirmTotpSetup: answered here
   * once (base32, as an otpauth:// URL and as its QR code), sealed in the database. Starting again
   * replaces a pending one; an account whose codes are on turns them off first.
   */
  async startTotpSetup(account: Account): Promise<TotpSetupAnswer> {
    const secret = new Secret({ size: 20 });
    const sealed = this.box.seal(secret.base32, contextOf(account.id));
    const now = new Date();
    const replaced = await this.totps
      .createQueryBuilder()
      .update()
      .set({ secret: sealed, createdAt: now, lastStep: null })
      .where("userId = :id AND confirmedAt IS NULL", { id: account.id })
      .execute();
    if (!replaced.affected) {
      if (await this.totps.existsBy({ userId: account.id })) throw conflict("Codes from an authenticator app are already on: turn them off first");
      try {
        await this.totps.insert({ userId: account.id, secret: sealed, confirmedAt: null, lastStep: null, createdAt: now });
      } catch {
        // Another setup of the same account was started at the same moment: this one lost.
        throw conflict("Another setup of this account was started at the same time: start again");
      }
    }
    const otpauthUrl = totpOf(secret, await this.issuer(), account.username).toString();
    // The QR code library loads with the first setup, not with the server (issue 44: idle memory).
    const { default: QRCode } = await import("qrcode");
    return { secret: secret.base32, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 2, width: 240 }) };
  }

  /**
   * The first code from the app confirms the pending secret: TOTP is on from then, and the ten
   * recovery codes are answered, once (those made before, if any, stop working).
   */
  async confirmTotpSetup(account: Account, code: string, clientKey: string): Promise<string[]> {
    const pending = await this.totps.findOneBy({ userId: account.id, confirmedAt: IsNull() });
    if (!pending) {
      if (await this.totps.existsBy({ userId: account.id })) throw conflict("Codes from an authenticator app are already on");
      throw badInput("Start the setup first: there is no code to confirm");
    }
    // A setup is confirmed soon after it starts, or not at all: started on the strength of a recent
    // sign-in or password (AuthService.checkRecentProof), it must not be finished hours later for a fresh step-up.
    if (Date.now() - new Date(pending.createdAt).getTime() > PENDING_SETUP_MINUTES * 60_000)
      throw badInput(`The setup has expired (it lasts ${PENDING_SETUP_MINUTES} minutes): start again`);
    let codes: string[] = [];
    await this.auth.countedAttempt(
      clientKey,
      account.username,
      async () => {
        const step = this.stepOf(pending, code);
        if (step === null) return false;
        return this.ds.transaction(async (em) => {
          // Confirms the very secret the code was checked against (a new setup started meanwhile is not confirmed by it).
          const { affected } = await em
            .createQueryBuilder()
            .update(TotpSecret)
            .set({ confirmedAt: new Date(), lastStep: step })
            .where("userId = :id AND confirmedAt IS NULL AND secret = :secret", { id: account.id, secret: pending.secret })
            .execute();
          if (!affected) return false;
          codes = await this.replaceRecoveryCodes(em, account.id);
          await this.notices.queue(em, account.id, { kind: "added", factor: "an authenticator app", ip: clientKey });
          return true;
        });
      },
      () => badInput(WRONG_CODE, { field: "code" }),
    );
    this.notices.flush();
    // The code just given proves the new factor for this session: its sensitive operations need no step-up now.
    if (account.sessionId) await this.auth.provedSecondFactor(account.sessionId);
    return codes;
  }

  /** Turns TOTP off, with a current code (or a recovery code). Refused when the owner requires a second factor and it is the last. */
  async disableTotp(account: Account, code: string, clientKey: string): Promise<void> {
    if (!(await this.totps.existsBy({ userId: account.id, confirmedAt: Not(IsNull()) }))) throw badInput("Codes from an authenticator app are not on");
    const passkeys = await this.ds.getRepository(Passkey).countBy({ userId: account.id });
    if (!passkeys && (await this.requireTwoFactor()))
      throw badInput("A second factor is required for every account: register a passkey before turning the codes off");
    await this.prove(account, looksLikeRecoveryCode(code) ? { recoveryCode: code } : { code }, clientKey, false);
    await this.ds.transaction(async (em) => {
      const { affected } = await em.delete(TotpSecret, { userId: account.id });
      // Recovery codes stand in for a second factor: without any left, they would be a password of their own.
      if (!(await em.countBy(Passkey, { userId: account.id }))) await em.delete(RecoveryCode, { userId: account.id });
      if (affected) await this.notices.queue(em, account.id, { kind: "removed", factor: "the authenticator app", ip: clientKey });
    });
    this.notices.flush();
  }

  /**
   * Ten new recovery codes, answered once; the old ones stop working. Needs a current code (or a
   * recovery code); without one (an account with passkeys alone has no code to give), a second factor
   * this session proved in the last 15 minutes (a passkey step-up), or the step-up is asked.
   */
  async regenerateRecoveryCodes(account: Account & { secondFactorAt?: Date | null }, code: string | null, clientKey: string): Promise<string[]> {
    if (!(await this.has(account.id))) throw badInput("Turn on a second factor first: recovery codes stand in for one");
    if (code?.trim()) await this.prove(account, looksLikeRecoveryCode(code) ? { recoveryCode: code } : { code }, clientKey, false);
    else if (!isRecent(account.secondFactorAt ?? null)) throw stepUpRequired();
    return this.ds.transaction((em) => this.replaceRecoveryCodes(em, account.id));
  }

  /**
   * Checks a second factor's proof (a code from the app, else a recovery code, used up by this),
   * counted against the sign-in limits; throws a wrong code's error (UNAUTHENTICATED at sign-in,
   * BAD_USER_INPUT for a signed-in account's own settings) or the wait.
   */
  async prove(account: Account, proof: SecondFactorProof, clientKey: string, signingIn: boolean): Promise<"totp" | "recovery"> {
    const code = proof.code?.trim();
    const recovery = proof.recoveryCode?.trim();
    if (!code && !recovery) throw badInput(NO_CODE);
    const wrong = recovery ? "The recovery code is not right, or was already used." : WRONG_CODE;
    // A point of the account's hour is taken before the check (parallel guesses cannot all pass it)
    // and given back when the code is right.
    const key = createHmac("sha256", this.serverSecret).update(`second-factor:${account.id}`).digest("base64url");
    try {
      await this.wrongCodes.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60_000));
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `Too many wrong codes for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or use a passkey.`,
        {
          retryAfter: Math.ceil(err.msBeforeNext / 1000),
        },
      );
    }
    // The point comes back for a right code, and for one never checked (the client's own limit said wait first).
    let counts = false;
    try {
      await this.auth.countedAttempt(
        clientKey,
        account.username,
        async () => {
          const right = await (recovery ? this.useRecoveryCode(account.id, recovery) : this.acceptTotp(account.id, code!));
          counts = !right;
          return right;
        },
        () => (signingIn ? unauthenticated(wrong) : badInput(wrong, { field: recovery ? "recoveryCode" : "code" })),
      );
    } finally {
      if (!counts) await this.wrongCodes.reward(key, 1);
    }
    return recovery ? "recovery" : "totp";
  }

  /** Whether the owner requires a second factor of every account (off until the owner turns it on). */
  async requireTwoFactor(): Promise<boolean> {
    const row = await this.ds.getRepository(TwoFactorSettingsRow).findOneBy({ id: 1 });
    return row?.requireTwoFactor ?? false;
  }

  /** Turns the requirement on or off; on only by an account that has a second factor itself (or it would shut itself out at once). */
  async setRequireTwoFactor(account: Account, requireTwoFactor: boolean): Promise<boolean> {
    if (requireTwoFactor && !(await this.has(account.id))) throw badInput("Set up your own second factor before requiring one of everyone");
    await this.ds.getRepository(TwoFactorSettingsRow).upsert({ id: 1, requireTwoFactor }, ["id"]);
    return requireTwoFactor;
  }

  /** Accepts a current TOTP code once: the account's last step is raised to the code's only if it is later. */
  private async acceptTotp(userId: number, code: string): Promise<boolean> {
    const row = await this.totps.findOneBy({ userId, confirmedAt: Not(IsNull()) });
    if (!row) return false;
    const step = this.stepOf(row, code);
    if (step === null) return false;
    const { affected } = await this.totps
      .createQueryBuilder()
      .update()
      .set({ lastStep: step })
      .where("userId = :userId AND confirmedAt IS NOT NULL AND secret = :secret AND (lastStep IS NULL OR lastStep < :step)", {
        userId,
        secret: row.secret,
        step,
      })
      .execute();
    return (affected ?? 0) > 0;
  }

  /** The time step a code belongs to (now, or one either side), or null when it is not the secret's. */
  private stepOf(row: TotpSecret, code: string): number | null {
    const digits = String(code ?? "").replace(/\s/g, "");
    if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits)) return null;
    // A secret sealed under another server secret (JWT_SECRET changed) opens nowhere: its codes are wrong, recovery codes still work.
    const base32 = this.box.open(row.secret, contextOf(row.userId));
    if (!base32) return null;
    const now = Date.now();
    const delta = totpOf(Secret.fromBase32(base32)).validate({ token: digits, timestamp: now, window: 1 });
    if (delta === null) return null;
    const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
    return row.lastStep !== null && step <= row.lastStep ? null : step;
  }

  private async useRecoveryCode(userId: number, code: string): Promise<boolean> {
    const normal = normaliseRecoveryCode(code);
    if (normal.length !== 16) return false;
    const { affected } = await this.codes
      .createQueryBuilder()
      .update()
      .set({ usedAt: new Date() })
      .where("userId = :userId AND hash = :hash AND usedAt IS NULL", { userId, hash: hashOf(normal) })
      .execute();
    return (affected ?? 0) > 0;
  }

  private async replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
    await em.delete(RecoveryCode, { userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const createdAt = new Date();
    await em.insert(
      RecoveryCode,
      codes.map((c) => ({ userId, hash: hashOf(normaliseRecoveryCode(c)), usedAt: null, createdAt })),
    );
    return codes;
  }
}

function totpOf(secret: Secret, issuer = DEFAULT_ISSUER, label = "admin"): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD, secret });
}

/** What a sealed secret is bound to: its account. */
const contextOf = (userId: number) => `admin:${userId}`;

const hashOf = (normal: string) => createHash("sha256").update(normal).digest("hex");

/** 80 random bits as 16 characters of base32, in four groups: 'k3m9-x2vq-…'. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join("-");
}

/** A recovery code as typed, read back: case, spaces and dashes ignored, o as 0, i and l as 1. */
function normaliseRecoveryCode(code: string): string {
  return String(code ?? "")
    .toLowerCase()
    .replace(/[\s-]/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
}

/** A code with letters or dashes is a recovery code; six digits are the app's. */
function looksLikeRecoveryCode(code: string): boolean {
  return normaliseRecoveryCode(code).length === 16;
}
