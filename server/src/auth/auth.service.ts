/**
 * Admin accounts and sessions: the first admin at start-up, sign-in with a slow hash and rate
 * limits per client and per account, signed tokens with an expiry that a password change revokes,
 * and password changes that check the current one (with their own limit).
 */
import { createHmac, randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import type { DataSource, Repository } from "typeorm";
import { AppError, badInput, unauthenticated } from "../core/errors.js";
import { NO_AUDIT, type AuditSink } from "../core/audit.js";
import { AdminUser } from "./admin-user.entity.js";

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt's cost in production (BCRYPT_COST): about a quarter second a hash on this project's machine. */
export const DEFAULT_BCRYPT_COST = 12;
const INVALID_LOGIN = "Invalid username or password";

export interface LoginResult {
  token: string;
  userId: number;
  username: string;
  expiresAt: Date;
}

export interface PasswordChange {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export class AuthService {
  private readonly users: Repository<AdminUser>;
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

  constructor(
    ds: DataSource,
    private readonly jwtSecret: string,
    limiter: LimiterFactory = inMemory,
    private readonly bcryptCost = DEFAULT_BCRYPT_COST,
    /** Sign-ins and failed sign-ins go to the audit log (issue 47): the username tried, never the password. */
    private readonly audit: AuditSink = NO_AUDIT,
  ) {
    this.users = ds.getRepository(AdminUser);
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
      passwordHash: await bcrypt.hash(chosen, this.bcryptCost),
      passwordChangedAt: new Date(Date.now() - 1000),
    });
    return password ? undefined : chosen;
  }

  async login(username: string | undefined, password: string | undefined, clientKey: string): Promise<LoginResult> {
    if (!username?.trim() || !password) throw badInput("Username and password are required");
    // The points are taken before the comparison: parallel guesses cannot all pass a check made
    // before any of them is counted. The account's key is keyed by the secret, so it names no
    // username in the store and never meets another shop's (or test's) in a shared Redis.
    const accountKey = this.keyOf("account", username.trim().toLowerCase());
    const client = await take(this.loginFailures, clientKey, LOGIN_ATTEMPTS);
    let account: RateLimiterRes;
    try {
      account = await take(this.accountFailures, accountKey, LOGIN_ATTEMPTS);
    } catch (err) {
      // Not tried: the client's point goes back.
      await this.loginFailures.reward(clientKey, 1);
      throw err;
    }

    const user = await this.users.findOneBy({ username: username.trim() });
    // Compare against a dummy hash of the same cost when the user is unknown, so timing does not reveal usernames.
    const ok = await bcrypt.compare(password, user?.passwordHash ?? (await dummyHash(this.bcryptCost)));
    if (!user || !ok) {
      await this.audit.record(null, {
        actor: username.trim(),
        role: null,
        operation: "sign-in failed",
        entity: "AdminUser",
        entityId: user ? String(user.id) : null,
        ip: clientKey,
      });
      // The last attempt the limits allow is answered with the wait already.
      if (client.remainingPoints <= 0 || account.remainingPoints <= 0)
        throw tooManyAttempts(
          LOGIN_ATTEMPTS,
          Math.max(client.remainingPoints <= 0 ? client.msBeforeNext : 0, account.remainingPoints <= 0 ? account.msBeforeNext : 0),
        );
      throw unauthenticated(INVALID_LOGIN);
    }
    await this.loginFailures.delete(clientKey);
    await this.accountFailures.reward(accountKey, 1);
    // The password proved may have been changed while the hash was made again: no session for it.
    if (!(await this.rehashAtConfiguredCost(user, password))) throw unauthenticated(INVALID_LOGIN);
    const role = (user as { role?: string }).role ?? "owner";
    await this.audit.record(null, { actor: user.username, role, operation: "sign-in", entity: "AdminUser", entityId: String(user.id), ip: clientKey });
    return this.issueToken(user);
  }

  /**
   * A hash made at another cost (BCRYPT_COST changed since the password was set) is made again at the
   * configured one once the password is known: an unknown username is compared with a dummy of the
   * configured cost, and a stored hash of another cost would take a different time than it. The same
   * password, so the sessions issued stay valid (passwordChangedAt is left alone); the update is
   * conditional on the hash read, so a password changed meanwhile is not overwritten; it answers
   * false then (the password proved is no longer the admin's), true otherwise.
   */
  private async rehashAtConfiguredCost(user: AdminUser, password: string): Promise<boolean> {
    if (bcrypt.getRounds(user.passwordHash) === this.bcryptCost) return true;
    const passwordHash = await bcrypt.hash(password, this.bcryptCost);
    const { affected } = await this.users.update({ id: user.id, passwordHash: user.passwordHash }, { passwordHash });
    return affected !== 0;
  }

  /** The admin a bearer token belongs to, or null when it is missing, forged, expired or revoked. */
  async verifyToken(token: string | undefined | null): Promise<AdminUser | null> {
    if (!token) return null;
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.jwtSecret, { algorithms: ["HS256"] }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || typeof payload.iat !== "number") return null;
    // Read from the database on every request, so a change made through any instance counts at once on all.
    const user = await this.users.findOneBy({ id });
    // A token issued before the last password change is revoked (second precision, as iat).
    if (!user || payload.iat < changedAtSeconds(user)) return null;
    return user;
  }

  /**
   * Checks the current password (a point of the admin's limit taken first, given back when it is
   * right), sets the new one and revokes every token issued before, the caller's too (the back office
   * signs in again with the new password).
   */
  async changePassword(admin: Pick<AdminUser, "id"> | null, change: PasswordChange): Promise<void> {
    if (!admin) throw unauthenticated("User not logged in");
    const { currentPassword, newPassword, confirmPassword } = change;
    if (!currentPassword) throw badInput("Current password is required");
    if (!newPassword || newPassword.length < MIN_PASSWORD_LENGTH) throw badInput(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
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
    await this.users.update({ id: user.id }, { passwordHash, passwordChangedAt });
  }

  /** A limiter key derived with the token secret: every instance of this shop agrees on it, no other shop's meets it. */
  private keyOf(kind: string, value: string): string {
    return createHmac("sha256", this.jwtSecret).update(`${kind}:${value}`).digest("base64url");
  }

  private issueToken(user: AdminUser): LoginResult {
    // Never dated before the last password change (which may be up to a second ahead), or it would be refused.
    const iat = Math.max(Math.floor(Date.now() / 1000), changedAtSeconds(user));
    const token = jwt.sign({ sub: String(user.id), username: user.username, iat }, this.jwtSecret, {
      algorithm: "HS256",
      expiresIn: TOKEN_TTL_SECONDS,
    });
    const { exp } = jwt.decode(token) as jwt.JwtPayload;
    return { token, userId: user.id, username: user.username, expiresAt: new Date((exp ?? 0) * 1000) };
  }
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
async function take(limit: RateLimiterAbstract, key: string, what: string): Promise<RateLimiterRes> {
  try {
    return await limit.consume(key, 1);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyAttempts(what, err.msBeforeNext);
    throw err;
  }
}

function tooManyAttempts(what: string, msBeforeNext: number) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60000));
  return new AppError("TOO_MANY_REQUESTS", `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}
