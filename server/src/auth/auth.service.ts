/**
 * Admin accounts and sessions: the first admin at start-up, sign-in with a slow hash and a rate
 * limit per client, signed tokens with an expiry, and password changes that check the current one.
 */
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import type { DataSource, Repository } from "typeorm";
import { AppError, badInput, unauthenticated } from "../http/errors.js";
import { AdminUser } from "./admin-user.entity.js";

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;
const BCRYPT_ROUNDS = 12;
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
  /** Failed sign-ins per client: 10 in 15 minutes, then the client waits. Counted across instances. */
  private readonly loginFailures: RateLimiterAbstract;

  constructor(
    ds: DataSource,
    private readonly jwtSecret: string,
    limiter: LimiterFactory = inMemory,
  ) {
    this.users = ds.getRepository(AdminUser);
    this.loginFailures = limiter({ keyPrefix: "login-failures", points: 10, duration: 15 * 60 });
  }

  /** Creates the first admin when there is none. Returns the generated password, if one was made. */
  async ensureFirstAdmin(username: string, password?: string): Promise<string | undefined> {
    if ((await this.users.count()) > 0) return undefined;
    const chosen = password ?? randomBytes(12).toString("base64url");
    await this.users.insert({
      username,
      passwordHash: await bcrypt.hash(chosen, BCRYPT_ROUNDS),
      passwordChangedAt: new Date(Date.now() - 1000),
    });
    return password ? undefined : chosen;
  }

  async login(username: string | undefined, password: string | undefined, clientKey: string): Promise<LoginResult> {
    if (!username?.trim() || !password) throw badInput("Username and password are required");
    const blocked = await this.loginFailures.get(clientKey);
    if (blocked && blocked.remainingPoints <= 0) throw tooManyAttempts(blocked.msBeforeNext);

    const user = await this.users.findOneBy({ username: username.trim() });
    // Compare against a dummy hash when the user is unknown, so timing does not reveal usernames.
    const ok = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      const res = await this.loginFailures.penalty(clientKey, 1);
      if (res.remainingPoints <= 0) throw tooManyAttempts(res.msBeforeNext);
      throw unauthenticated(INVALID_LOGIN);
    }
    await this.loginFailures.delete(clientKey);
    return this.issueToken(user);
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
    if (!Number.isInteger(id)) return null;
    const user = await this.users.findOneBy({ id });
    return user;
  }

  async changePassword(admin: AdminUser | null, change: PasswordChange): Promise<void> {
    if (!admin) throw unauthenticated("User not logged in");
    const { currentPassword, newPassword, confirmPassword } = change;
    if (!currentPassword) throw badInput("Current password is required");
    if (!newPassword || newPassword.length < MIN_PASSWORD_LENGTH) throw badInput(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
    if (newPassword !== confirmPassword) throw badInput("New passwords don't match");
    const user = await this.users.findOneByOrFail({ id: admin.id });
    if (!(await bcrypt.compare(currentPassword, user.passwordHash))) throw badInput("Current password is incorrect");
    await this.users.update({ id: user.id }, { passwordHash: await bcrypt.hash(newPassword, BCRYPT_ROUNDS), passwordChangedAt: new Date() });
  }

  private issueToken(user: AdminUser): LoginResult {
    const token = jwt.sign({ sub: String(user.id), username: user.username }, this.jwtSecret, {
      algorithm: "HS256",
      expiresIn: TOKEN_TTL_SECONDS,
    });
    const { exp } = jwt.decode(token) as jwt.JwtPayload;
    return { token, userId: user.id, username: user.username, expiresAt: new Date((exp ?? 0) * 1000) };
  }
}

const DUMMY_HASH = bcrypt.hashSync("not-a-password", 4);

function tooManyAttempts(msBeforeNext: number) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60000));
  return new AppError("TOO_MANY_REQUESTS", `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}
