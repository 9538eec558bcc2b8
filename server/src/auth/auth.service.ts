/**
 * Admin accounts and sessions: the first admin at start-up, sign-in with a slow hash and rate
 * limits per client and per account, a session row for each sign-in whose id the signed token carries
 * (issue 47: a token counts only while its session has not ended, its account is active and its
 * password unchanged, read from the database on every request), and password changes that check the
 * current one (with their own limit).
 */
import { createHmac, randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { IsNull, LessThan, type DataSource, type Repository } from "typeorm";
import { clientKeyOf } from "../core/client-address.js";
import { AppError, badInput, unauthenticated } from "../core/errors.js";
import type { PrincipalAdmin } from "../core/principal.js";
import { isRole } from "../core/roles.js";
import { checkStepUp, type SecondFactorState } from "../core/second-factor.js";
import { AdminSession } from "./admin-session.entity.js";
import { AdminUser, hasPassword } from "./admin-user.entity.js";
import { NO_AUDIT, type AuditSink } from "../core/audit.js";

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** Within this many minutes of a session's sign-in, adding a factor needs no password again. */
export const FRESH_SIGN_IN_MINUTES = 10;
/** The reason of the refusal that asks for the current password (extensions.reason). */
export const PASSWORD_REQUIRED = "PASSWORD_REQUIRED";
/** How long an old session is listed before the sweep forgets it (each account's newest is kept). */
export const SESSIONS_KEPT_DAYS = 90;
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt's cost in production (BCRYPT_COST): about a quarter second a hash on this project's machine. */
export const DEFAULT_BCRYPT_COST = 12;
const INVALID_LOGIN = "Invalid username or password";
/** A session's last-seen time is written when it is older than this (not on every request). */
export const LAST_SEEN_EVERY_MS = 60_000;

/** Where a sign-in comes from: its address (the rate limits' key) and its browser (the session's device). */
export interface SignInClient {
  ip: string;
  userAgent?: string;
}

/** What a new session starts with: where from, and (part B) when it proved a second factor. */
export interface SessionStart extends SignInClient {
  secondFactorAt?: Date | null;
}

/** The signed-in admin of a valid token: the kernel's principal, with the name and address `me` shows. */
export interface SignedInAdmin extends PrincipalAdmin {
  name: string | null;
  email: string | null;
}

/**
 * A sign-in's answer: a session (token and expiry), or, for an account with a second factor whose
 * password was just proved, the challenge of the second step (no token yet: loginSecondFactor or a
 * passkey completes it).
 */
export interface LoginResult {
  token: string | null;
  userId: number;
  username: string;
  expiresAt: Date | null;
  secondFactor: SecondFactorChallenge | null;
  /** The owner requires a second factor and the account has none: it may do nothing else until it sets one up. */
  mustSetUpSecondFactor: boolean;
}

/** The second step of a sign-in: a short-lived, single-use challenge bound to the account, and how it can be met. */
export interface SecondFactorChallenge {
  challenge: string;
  methods: string[];
}

/** What sign-in and every request ask of the second factor (auth/two-factor/sign-in.ts answers, wired in app/services.ts). */
export interface SecondFactorPort {
  /** Whether the account has a second factor, or must set one up (core/second-factor.ts). */
  stateOf(userId: number): Promise<SecondFactorState>;
  /** The second step of a sign-in whose password was proved. */
  challenge(userId: number): Promise<SecondFactorChallenge>;
  /** Drops the account's sign-ins waiting for their second step (its password has just changed). */
  forgetSignIns(userId: number): Promise<void>;
  /** Drops one sign-in waiting for its second step, the challenge `challenge` answered. */
  forgetSignIn(userId: number, challenge: string): Promise<void>;
}

/** Sign-ins through the REST shim, which has no second step: an account with a second factor signs in from the back office. */
export const TWO_FACTOR_SIGN_IN_REQUIRED = "Two-factor sign-in required: sign in from the back office";

export interface PasswordChange {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export class AuthService {
  private readonly users: Repository<AdminUser>;
  private readonly sessions: Repository<AdminSession>;
  /**
   * Failed sign-ins per client: 10 in 15 minutes, then the client waits. Counted across instances.
   * A point is taken before the slow comparison (so parallel guesses cannot all pass) and given back
   * when the password is right.
   */
  private readonly loginFailures: RateLimiterAbstract;
  /**
   * Failed sign-ins per account, from every client together: 20 in 10 minutes, then the account
   * waits out the rest of those 10 minutes (never longer: a stranger cannot lock the owner out for long).
   */
  private readonly accountFailures: RateLimiterAbstract;
  /** Wrong current passwords in a password change, per admin: 10 in 15 minutes, like sign-ins. */
  private readonly passwordChangeFailures: RateLimiterAbstract;
  /** The second factor (auth/two-factor): set by the composition root; without it no account has one. */
  secondFactors: SecondFactorPort = {
    stateOf: () => Promise.resolve("off"),
    challenge: () => Promise.reject(new Error("No second factor is wired")),
    forgetSignIns: () => Promise.resolve(),
    forgetSignIn: () => Promise.resolve(),
  };

  constructor(
    ds: DataSource,
    private readonly jwtSecret: string,
    limiter: LimiterFactory = inMemory,
    private readonly bcryptCost = DEFAULT_BCRYPT_COST,
    /** Sign-ins and failed sign-ins go to the audit log (issue 47): the username tried, never the password. */
    private readonly audit: AuditSink = NO_AUDIT,
  ) {
    this.users = ds.getRepository(AdminUser);
    this.sessions = ds.getRepository(AdminSession);
    this.loginFailures = limiter({ keyPrefix: "login-failures", points: 10, duration: 15 * 60 });
    this.accountFailures = limiter({ keyPrefix: "login-account-failures", points: 20, duration: 10 * 60 });
    this.passwordChangeFailures = limiter({ keyPrefix: "password-change-failures", points: 10, duration: 15 * 60 });
  }

  /** Creates the first admin when there is none. Returns the generated password, if one was made. */
  async ensureFirstAdmin(username: string, password?: string): Promise<string | undefined> {
    if ((await this.users.count()) > 0) return undefined;
    const chosen = password ?? randomBytes(12).toString("base64url");
    await this.users.insert({
      username,
      usernameKey: usernameKeyOf(username),
      role: "owner",
      passwordHash: await bcrypt.hash(chosen, this.bcryptCost),
      passwordChangedAt: new Date(Date.now() - 1000),
    });
    return password ? undefined : chosen;
  }

  /**
   * Checks the password; answers a session, or the second step's challenge for an account with a
   * second factor (`secondStep: false`, the REST shim's: refused with TWO_FACTOR_SIGN_IN_REQUIRED).
   */
  async login(
    username: string | undefined,
    password: string | undefined,
    client: SignInClient,
    { secondStep = true }: { secondStep?: boolean } = {},
  ): Promise<LoginResult> {
    if (!username?.trim() || !password) throw badInput("Username and password are required");
    // The points are taken before the comparison: parallel guesses cannot all pass a check made
    // before any of them is counted. The account's key is keyed by the secret, so it names no
    // username in the store and never meets another shop's (or test's) in a shared Redis.
    // The client as every limit counts it: an IPv6 address by its /64 (a phone takes a new one in it at will).
    const clientKey = clientKeyOf(client.ip);
    const accountKey = this.keyOf("account", usernameKeyOf(username));
    const perClient = await take(this.loginFailures, clientKey, LOGIN_ATTEMPTS);
    let account: RateLimiterRes;
    try {
      account = await take(this.accountFailures, accountKey, LOGIN_ATTEMPTS);
    } catch (err) {
      // Not tried: the client's point goes back.
      await this.loginFailures.reward(clientKey, 1);
      throw err;
    }

    const found = await this.users.findOneBy({ usernameKey: usernameKeyOf(username) });
    // An invited account has no password yet: it is compared as an unknown one.
    const user = found && hasPassword(found) ? found : null;
    // Compare against a dummy hash of the same cost when the user is unknown, so timing does not reveal usernames.
    const ok = await bcrypt.compare(password, user?.passwordHash ?? (await dummyHash(this.bcryptCost)));
    if (!user || !ok) {
      await this.audit.record(null, {
        actor: found ? found.username : "(unknown username)",
        role: null,
        operation: "sign-in failed",
        entity: "AdminUser",
        entityId: user ? String(user.id) : null,
        ip: client.ip,
      });
      // The last attempt the limits allow is answered with the wait already.
      if (perClient.remainingPoints <= 0 || account.remainingPoints <= 0)
        throw tooManyAttempts(
          LOGIN_ATTEMPTS,
          Math.max(perClient.remainingPoints <= 0 ? perClient.msBeforeNext : 0, account.remainingPoints <= 0 ? account.msBeforeNext : 0),
        );
      throw unauthenticated(INVALID_LOGIN);
    }
    // Said only to whoever knows the password: a disabled account's is no use, and its owner should
    // know why. Before the limits are eased: a staff member whose account is disabled cannot clear
    // their address's failures by signing in as themselves between guesses at others.
    if (user.disabled) throw unauthenticated("This account is disabled: ask the owner to enable it");
    const secondFactor = await this.secondFactors.stateOf(user.id);
    // The limits are eased once the password is known to be still the account's (below): a password
    // that a second factor follows only gives its own point back, since clearing the client's failures
    // would let whoever knows the password guess codes without end, signing in again between guesses.
    const ease = async () => {
      if (secondFactor === "on") await this.loginFailures.reward(clientKey, 1);
      else await this.loginFailures.delete(clientKey);
      await this.accountFailures.reward(accountKey, 1);
    };
    // The password proved may have been changed while the hash was made again: no session for it.
    if (!(await this.rehashAtConfiguredCost(user, password))) throw unauthenticated(INVALID_LOGIN);
    if (secondFactor === "on") {
      if (!secondStep) {
        await ease();
        throw unauthenticated(TWO_FACTOR_SIGN_IN_REQUIRED);
      }
      const challenge = await this.secondFactors.challenge(user.id);
      // A password change that committed while this one was compared dropped the sign-ins under way
      // before this challenge was written: read the password again, and drop this challenge. Only this
      // one: a sign-in the new password began meanwhile is the account holder's, and goes on.
      if (!(await this.samePassword(user))) {
        await this.secondFactors.forgetSignIn(user.id, challenge.challenge);
        throw unauthenticated(INVALID_LOGIN);
      }
      await ease();
      return { token: null, userId: user.id, username: user.username, expiresAt: null, secondFactor: challenge, mustSetUpSecondFactor: false };
    }
    const session = await this.issueSession(user, client);
    // The session is written: a limiter store that fails now leaves the counts as they were, not the sign-in half done.
    await ease().catch(() => undefined);
    return session;
  }

  /**
   * Starts a session for an account whose sign-in is complete (the password, and part B's second
   * factor when it has one): the session row and the token that names it.
   */
  async issueSession(user: AdminUser, start: SessionStart): Promise<LoginResult> {
    const now = new Date();
    const session: AdminSession = {
      id: randomBytes(24).toString("base64url"),
      userId: user.id,
      userAgent: (start.userAgent ?? "").slice(0, 255),
      ip: start.ip.slice(0, 64),
      createdAt: now,
      lastSeenAt: now,
      endedAt: null,
      secondFactorAt: start.secondFactorAt ?? null,
    };
    await this.sessions.insert(session);
    // The account was read before the slow part (the password's hash, a passkey's check): disabled
    // meanwhile, its disabling ended the sessions it found, maybe before this one was written. Read
    // again now that the row is in: a disabled or emptied account's session ends at once, so enabling
    // the account later cannot bring it back. So with a password changed meanwhile: the change ended
    // the sessions it found, and a token written in the change's next second would be taken for a
    // later one; the password proved is no longer the account's. (Its date, not its hash: another
    // sign-in may have made the hash of the same password again at another cost.)
    const current = await this.activeAccount(user.id);
    if (!current || !samePasswordDate(current, user)) {
      await this.sessions.update({ id: session.id }, { endedAt: new Date() });
      throw unauthenticated(current ? INVALID_LOGIN : "This account is disabled: ask the owner to enable it");
    }
    // Every way in is recorded here: the password alone, its second step, a passkey.
    await this.audit.record(null, {
      actor: user.username,
      role: user.role,
      operation: "sign-in",
      entity: "AdminUser",
      entityId: String(user.id),
      ip: start.ip,
    });
    const mustSetUpSecondFactor = (await this.secondFactors.stateOf(user.id)) === "required";
    return { ...this.issueToken(user, session.id), secondFactor: null, mustSetUpSecondFactor };
  }

  /**
   * Forgets sessions nobody can use any more: ended or past their token's life, and older than
   * SESSIONS_KEPT_DAYS (the list of one's sessions shows the recent ones). Each account keeps its
   * newest, whatever its age (the staff list's 'last signed in'). Run by the minute sweep on every
   * instance: a conditional delete, the same on both.
   */
  async purgeSessions(at: Date = new Date()): Promise<number> {
    const before = new Date(at.getTime() - SESSIONS_KEPT_DAYS * 24 * 3600 * 1000);
    const newest = this.sessions.createQueryBuilder().subQuery().select("MAX(n.createdAt)").from(AdminSession, "n").where("n.userId = s.userId").getQuery();
    const ids = await this.sessions
      .createQueryBuilder("s")
      .select("s.id", "id")
      .where("s.createdAt < :before", { before })
      .andWhere(`s.createdAt < ${newest}`)
      .limit(1000)
      .getRawMany<{ id: string }>();
    if (!ids.length) return 0;
    const { affected } = await this.sessions.delete(ids.map((r) => r.id));
    return affected ?? 0;
  }

  /**
   * Adding a way in (a first factor, a passkey, new recovery codes) needs proof from the person, not
   * just a session's token, or a stolen token could plant its own factor and keep the account after a
   * password change (issue 47 review): the current password, or a sign-in of this session in the last
   * FRESH_SIGN_IN_MINUTES (the password, and the factor when there is one, were just proved).
   * A wrong password counts against the password-change limit.
   */
  async checkRecentProof(admin: Pick<PrincipalAdmin, "id"> & { sessionId?: string }, currentPassword: string | null | undefined): Promise<void> {
    if (currentPassword) {
      const key = this.keyOf("password-change", String(admin.id));
      const attempt = await take(this.passwordChangeFailures, key, PASSWORD_ATTEMPTS);
      const user = await this.users.findOneByOrFail({ id: admin.id });
      if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
        if (attempt.remainingPoints <= 0) throw tooManyAttempts(PASSWORD_ATTEMPTS, attempt.msBeforeNext);
        throw badInput("Current password is incorrect", { field: "currentPassword" });
      }
      await this.passwordChangeFailures.reward(key, 1);
      return;
    }
    const session = admin.sessionId ? await this.sessions.findOneBy({ id: admin.sessionId }) : null;
    if (session && Date.now() - new Date(session.createdAt).getTime() <= FRESH_SIGN_IN_MINUTES * 60_000) return;
    throw new AppError(
      "FORBIDDEN",
      `Confirm it is you: give your current password, or sign in again (within ${FRESH_SIGN_IN_MINUTES} minutes of signing in, it is not asked).`,
      { reason: PASSWORD_REQUIRED },
    );
  }

  /** The session proved a second factor now (a step-up, or a factor set up): its sensitive operations are open for the next 15 minutes. */
  async provedSecondFactor(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, endedAt: IsNull() }, { secondFactorAt: new Date() });
  }

  /** An account that may sign in (has a password, is not disabled), by id; null otherwise. */
  async activeAccount(id: number): Promise<AdminUser | null> {
    const user = await this.users.findOneBy({ id });
    return user && hasPassword(user) && !user.disabled ? user : null;
  }

  /**
   * A hash made at another cost (BCRYPT_COST changed since the password was set) is made again at the
   * configured one once the password is known: an unknown username is compared with a dummy of the
   * configured cost, and a stored hash of another cost would take a different time than it. The same
   * password, so the sessions issued stay valid (passwordChangedAt is left alone); the update is
   * conditional on the hash read, so a password changed meanwhile is not overwritten. It answers
   * false when the password proved is no longer the admin's, true otherwise: a hash another sign-in
   * made of the same password meanwhile (its date unchanged) is kept.
   */
  private async rehashAtConfiguredCost(user: AdminUser, password: string): Promise<boolean> {
    if (bcrypt.getRounds(user.passwordHash) === this.bcryptCost) return true;
    const passwordHash = await bcrypt.hash(password, this.bcryptCost);
    const { affected } = await this.users.update({ id: user.id, passwordHash: user.passwordHash }, { passwordHash });
    if (affected === 0) {
      const current = await this.users.findOneBy({ id: user.id });
      if (!current || !samePasswordDate(current, user)) return false;
      user.passwordHash = current.passwordHash;
      return true;
    }
    // The hash this sign-in now holds.
    user.passwordHash = passwordHash;
    return true;
  }

  /** Whether the password `user` was read with is still the account's (a change dates itself; a new hash of the same password does not). */
  private async samePassword(user: AdminUser): Promise<boolean> {
    const current = await this.users.findOneBy({ id: user.id });
    return current !== null && samePasswordDate(current, user);
  }

  /**
   * The admin a bearer token belongs to, or null when it is missing, forged or expired, when its
   * session has ended, its account is disabled (or not active: an invitation), or its password was
   * changed after it was issued. A token without a session (issued before sessions were kept) is refused.
   */
  async verifyToken(token: string | undefined | null): Promise<SignedInAdmin | null> {
    if (!token) return null;
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.jwtSecret, { algorithms: ["HS256"] }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    const id = Number(payload.sub);
    const sid: unknown = payload.sid;
    if (!Number.isInteger(id) || typeof payload.iat !== "number" || typeof sid !== "string" || !sid) return null;
    // Read from the database on every request, so a change made through any instance counts at once on all.
    const [user, session, secondFactor] = await Promise.all([
      this.users.findOneBy({ id }),
      this.sessions.findOneBy({ id: sid }),
      this.secondFactors.stateOf(id),
    ]);
    if (!user || !session || session.userId !== user.id || session.endedAt) return null;
    if (user.disabled || !hasPassword(user) || !isRole(user.role)) return null;
    // A token issued before the last password change is revoked (second precision, as iat).
    if (payload.iat < changedAtSeconds(user)) return null;
    await this.touch(session);
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      name: user.name,
      email: user.email,
      sessionId: session.id,
      secondFactorAt: session.secondFactorAt ? new Date(session.secondFactorAt) : null,
      secondFactor,
    };
  }

  /**
   * Notes that a session was used: at most about once a minute, and only by a request that finds it
   * older than that; the update is conditional, so requests at once on several instances write it once.
   */
  private async touch(session: AdminSession): Promise<void> {
    const now = Date.now();
    if (now - new Date(session.lastSeenAt).getTime() < LAST_SEEN_EVERY_MS) return;
    await this.sessions.update({ id: session.id, lastSeenAt: LessThan(new Date(now - LAST_SEEN_EVERY_MS)), endedAt: IsNull() }, { lastSeenAt: new Date(now) });
  }

  /** Refuses a new password that breaks the rules (the same for a change and an invitation's first password). */
  checkNewPassword(password: string | undefined | null): asserts password is string {
    if (!password || password.length < MIN_PASSWORD_LENGTH) throw badInput(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }

  /** The slow hash of a new password, at the configured cost. */
  hashPassword(password: string): Promise<string> {
    return bcrypt.hash(password, this.bcryptCost);
  }

  /** The signed-in admin's account (null for nobody, or a key). */
  async account(admin: Pick<PrincipalAdmin, "id"> | null): Promise<AdminUser | null> {
    return admin ? this.users.findOneBy({ id: admin.id }) : null;
  }

  /** Ends every open session of an account (disabled, or its password changed): their tokens stop at once on every instance. */
  async endSessionsOf(userId: number): Promise<number> {
    const { affected } = await this.sessions.update({ userId, endedAt: IsNull() }, { endedAt: new Date() });
    return affected ?? 0;
  }

  /**
   * Checks the current password (a point of the admin's limit taken first, given back when it is
   * right), sets the new one and revokes every token issued before, the caller's too (the back office
   * signs in again with the new password).
   */
  async changePassword(admin: Pick<PrincipalAdmin, "id" | "secondFactor" | "secondFactorAt"> | null, change: PasswordChange): Promise<void> {
    if (!admin) throw unauthenticated("User not logged in");
    // Not an @Authorized operation (its refusal is the spec's own): the step-up is asked here, for GraphQL and REST alike.
    checkStepUp(admin, "Mutation.changePassword");
    const { currentPassword, newPassword, confirmPassword } = change;
    if (!currentPassword) throw badInput("Current password is required");
    this.checkNewPassword(newPassword);
    if (newPassword !== confirmPassword) throw badInput("New passwords don't match");
    const key = this.keyOf("password-change", String(admin.id));
    const attempt = await take(this.passwordChangeFailures, key, PASSWORD_ATTEMPTS);
    const user = await this.users.findOneByOrFail({ id: admin.id });
    if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
      if (attempt.remainingPoints <= 0) throw tooManyAttempts(PASSWORD_ATTEMPTS, attempt.msBeforeNext);
      throw badInput("Current password is incorrect");
    }
    await this.passwordChangeFailures.delete(key);
    const passwordHash = await bcrypt.hash(newPassword, this.bcryptCost);
    // The change counts from the second after the latest a token may be dated to so far (taken
    // after the slow hash, just before the write): the clock's second, or the last change's, to which
    // a token issued since that change was dated (issueToken) when the two fall in one second. Every
    // token issued until now is older; tokens issued from now on are dated no earlier than it.
    const latestIat = Math.max(Math.floor(Date.now() / 1000), changedAtSeconds(user));
    const passwordChangedAt = new Date((latestIat + 1) * 1000);
    // Written over the hash the current password was compared with: two changes at once both dated
    // this second would otherwise leave one date for two passwords (samePasswordDate). A new hash of
    // the same password meanwhile (another sign-in's, after a change of BCRYPT_COST) is written over.
    for (let read = user, tries = 0; ; tries++) {
      const { affected } = await this.users.update({ id: user.id, passwordHash: read.passwordHash }, { passwordHash, passwordChangedAt });
      if (affected) break;
      const current = await this.users.findOneBy({ id: user.id });
      if (!current || !samePasswordDate(current, user) || tries >= 2) throw badInput("Current password is incorrect");
      read = current;
    }
    // The tokens are refused by their date already; their sessions end too, so that the list says so.
    // A sign-in the old password began and whose second step is still to come ends with them.
    await this.endSessionsOf(user.id);
    await this.secondFactors.forgetSignIns(user.id);
  }

  /**
   * One try at a sign-in secret other than the password (a second factor's code or passkey), counted
   * against the same limits as a password, per client and per account (`username`; null when no
   * account is known yet, as for a passkey nobody registered): a point of each is taken before `check`
   * runs, so parallel guesses cannot all pass, and given back when it passes. A failed try throws
   * `wrong()`, or the wait when it was the last one the limits allow.
   */
  async countedAttempt(ip: string, username: string | null, check: () => Promise<boolean>, wrong: () => AppError): Promise<void> {
    const clientKey = clientKeyOf(ip);
    const accountKey = username === null ? null : this.keyOf("account", username.trim().toLowerCase());
    const client = await take(this.loginFailures, clientKey, LOGIN_ATTEMPTS);
    let account: RateLimiterRes | null = null;
    try {
      if (accountKey) account = await take(this.accountFailures, accountKey, LOGIN_ATTEMPTS);
    } catch (err) {
      await this.loginFailures.reward(clientKey, 1);
      throw err;
    }
    if (await check()) {
      await this.loginFailures.reward(clientKey, 1);
      if (accountKey) await this.accountFailures.reward(accountKey, 1);
      return;
    }
    // A wrong second factor is recorded as a failed sign-in is (the account's name, never what was typed).
    await this.audit.record(null, {
      actor: username?.trim() || "unknown",
      role: null,
      operation: "second factor failed",
      entity: "AdminUser",
      entityId: null,
      ip,
    });
    const spent = [client, account].filter((r): r is RateLimiterRes => !!r && r.remainingPoints <= 0);
    if (spent.length) throw tooManyAttempts(LOGIN_ATTEMPTS, Math.max(...spent.map((r) => r.msBeforeNext)));
    throw wrong();
  }

  /** A limiter key derived with the token secret: every instance of this shop agrees on it, no other shop's meets it. */
  private keyOf(kind: string, value: string): string {
    return createHmac("sha256", this.jwtSecret).update(`${kind}:${value}`).digest("base64url");
  }

  private issueToken(user: AdminUser, sid: string): Pick<LoginResult, "token" | "userId" | "username" | "expiresAt"> {
    // Never dated before the last password change (which may be up to a second ahead), or it would be refused.
    const iat = Math.max(Math.floor(Date.now() / 1000), changedAtSeconds(user));
    const token = jwt.sign({ sub: String(user.id), username: user.username, sid, iat }, this.jwtSecret, {
      algorithm: "HS256",
      expiresIn: TOKEN_TTL_SECONDS,
    });
    const { exp } = jwt.decode(token) as jwt.JwtPayload;
    return { token, userId: user.id, username: user.username, expiresAt: new Date((exp ?? 0) * 1000) };
  }
}

/** The key two usernames share when they are the same name in another case (unique in admin_users). */
export function usernameKeyOf(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Whether two reads of an account hold the same password: every change moves passwordChangedAt on
 * (changePassword dates it at least a second after the last change, written over the hash it
 * compared); making the hash again at another cost leaves it alone.
 */
function samePasswordDate(a: Pick<AdminUser, "passwordChangedAt">, b: Pick<AdminUser, "passwordChangedAt">): boolean {
  return new Date(a.passwordChangedAt).getTime() === new Date(b.passwordChangedAt).getTime();
}

/** The last password change in whole seconds (a token's iat has no finer precision). */
function changedAtSeconds(user: AdminUser): number {
  return Math.floor(new Date(user.passwordChangedAt).getTime() / 1000);
}

const dummies = new Map<number, Promise<string>>();
/** A hash of the real cost, made once for each cost when first needed (not at import: it takes a quarter second). */
function dummyHash(cost: number): Promise<string> {
  let dummy = dummies.get(cost);
  if (!dummy) dummies.set(cost, (dummy = bcrypt.hash("not-a-password", cost)));
  return dummy;
}

const LOGIN_ATTEMPTS = "login attempts";
const PASSWORD_ATTEMPTS = "password attempts";

/** Takes a point of the limit, or answers 429 when none is left. */
export async function take(limit: RateLimiterAbstract, key: string, what: string): Promise<RateLimiterRes> {
  try {
    return await limit.consume(key, 1);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyAttempts(what, err.msBeforeNext);
    throw err;
  }
}

export function tooManyAttempts(what: string, msBeforeNext: number) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60000));
  return new AppError("TOO_MANY_REQUESTS", `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}
