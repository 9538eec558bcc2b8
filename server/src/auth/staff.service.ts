/**
 * The owner's team (issue 47): the owner invites a staff member (name, username, email, role); the
 * invitation mail carries a single-use link valid 72 hours where the invitee sets a password. The
 * owner changes roles, disables accounts (their sessions end at once, on every instance: tokens are
 * checked against the sessions on every request) and re-sends or revokes invitations. There is always
 * at least one active owner: a change that would leave none is refused, and two owners demoting each
 * other at once cannot both pass (the active owners' rows are locked first by every such change).
 *
 * The invitation token is never stored: only its SHA-256, looked up by its index. The token has 192
 * random bits, so its hash is as good a secret, and a look-up by hash tells a timing observer nothing
 * about how near a guess came (it is compared after hashing, never character by character).
 */
import { createHash, randomBytes } from "node:crypto";
import { clientKeyOf } from "../core/client-address.js";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { IsNull, MoreThan, type DataSource, type EntityManager } from "typeorm";
import { isEmailAddress } from "../core/email.js";
import { againAfterDeadlock, badInput, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import { cleanName } from "../core/names.js";
import { singleLine } from "../core/text.js";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { isRole, ROLE_DESCRIPTIONS, type Role } from "../core/roles.js";
import { lockingReads } from "../db/locking-reads.js";
import { AdminSession } from "./admin-session.entity.js";
import { AdminUser, hasPassword } from "./admin-user.entity.js";
import { take, tooManyAttempts, usernameKeyOf, type AuthService } from "./auth.service.js";

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** The path of the back office's page where an invitee sets a password (PUBLIC_URL + this + ?token=…). */
export const INVITATION_PATH = "/admin-invitation";

export const INVALID_INVITATION =
  "This invitation link is not valid: it was used already, revoked, or replaced by a newer one. Ask the owner for a new invitation.";
export const EXPIRED_INVITATION = "This invitation has expired (a link works for 72 hours). Ask the owner to send it again.";
const LAST_OWNER = "There must always be an active owner: make another account the owner first.";

/** The mail outbox, as far as invitations need it (the application hands over the mail domain's). */
export interface InvitationMailer {
  /** Writes the mail to the outbox in the transaction that makes the invitation. */
  queue(em: EntityManager, mail: { to: string; subject: string; text: string }): Promise<void>;
  /** Sends what was queued, once the transaction committed. */
  flush(): void;
}

export type StaffStatus = "invited" | "active" | "disabled";

/** A staff member as the owner's staff list shows it (nothing secret). */
export interface StaffView {
  id: number;
  name: string | null;
  username: string;
  email: string | null;
  role: Role;
  disabled: boolean;
  status: StaffStatus;
  invitedAt: Date | null;
  invitationExpiresAt: Date | null;
  lastSignInAt: Date | null;
  /** Whether the account has a second factor (part B registers `twoFactorOf`); null until then. */
  twoFactor: boolean | null;
}

export interface Invitation {
  name?: string | null;
  username?: string | null;
  email?: string | null;
  role?: string | null;
}

export interface StaffChange {
  role?: string | null;
  disabled?: boolean | null;
}

export class StaffService {
  /** Wrong invitation tokens per client: 10 in 15 minutes, like sign-ins. */
  private readonly acceptFailures: RateLimiterAbstract;
  /** Set by the second factor (part B): which of these accounts have one. */
  twoFactorOf?: (userIds: number[]) => Promise<Set<number>>;

  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    private readonly mailer: InvitationMailer,
    private readonly publicUrl: string,
    limiter: LimiterFactory = inMemory,
  ) {
    this.acceptFailures = limiter({ keyPrefix: "invitation-failures", points: 10, duration: 15 * 60 });
  }

  /** Every account, the owner's first, then by when they were made. */
  async list(): Promise<StaffView[]> {
    const users = await this.ds.getRepository(AdminUser).find({ order: { id: "ASC" } });
    return this.views(users);
  }

  async get(id: number): Promise<StaffView> {
    const user = await this.ds.getRepository(AdminUser).findOneBy({ id });
    if (!user) throw notFound("No such staff member");
    return (await this.views([user]))[0];
  }

  /** Makes an invited account (no password yet) and queues its invitation mail, in one transaction. */
  async invite(input: Invitation): Promise<StaffView> {
    // One line, no control or bidi characters (a name shown in the staff list and the audit log cannot
    // reorder what follows it), counted in characters as people count them, not UTF-16 units.
    const name = singleLine(cleanName(input.name));
    if (!name) throw badInput("Name is required", { field: "name" });
    if ([...name].length > 100) throw badInput("Name must be at most 100 characters long", { field: "name" });
    const username = checkUsername(input.username);
    const email = (input.email ?? "").trim();
    if (!isEmailAddress(email)) throw badInput("Please enter a valid email address", { field: "email" });
    const role = checkRole(input.role);
    const users = this.ds.getRepository(AdminUser);
    const usernameKey = usernameKeyOf(username);
    if (await users.existsBy({ usernameKey })) throw conflict(`The username ${username} is taken`);
    const token = newToken();
    const now = new Date();
    let id = 0;
    try {
      await this.ds.transaction(async (em) => {
        const result = await em.getRepository(AdminUser).insert({
          username,
          usernameKey,
          name,
          email,
          role,
          disabled: false,
          passwordHash: "",
          passwordChangedAt: now,
          invitationTokenHash: hashOf(token),
          invitationExpiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          invitedAt: now,
        });
        id = Number(result.identifiers[0].id);
        await this.mailer.queue(em, this.invitationMail({ name, username, email, role }, token));
      });
    } catch (err) {
      // Two invitations of one username at once: the unique key lets one in.
      if (isUniqueViolation(err)) throw conflict(`The username ${username} is taken`);
      throw err;
    }
    this.mailer.flush();
    return this.get(id);
  }

  /** A new link for an invitation not yet accepted (expired or not): the old link stops working. */
  async resendInvitation(id: number): Promise<StaffView> {
    const token = newToken();
    const now = new Date();
    await this.ds.transaction(async (em) => {
      const repo = em.getRepository(AdminUser);
      const user = await repo.findOneBy({ id });
      if (!user) throw notFound("No such staff member");
      if (hasPassword(user)) throw conflict(`${user.username} has accepted the invitation already`);
      if (user.disabled) throw conflict(`${user.username} is disabled: enable the account before sending the invitation again`);
      if (!user.email) throw conflict(`${user.username} has no email address to send the invitation to`);
      // Conditional on the account still waiting: an acceptance meanwhile keeps its password.
      const { affected } = await repo.update(
        { id, passwordHash: "" },
        { invitationTokenHash: hashOf(token), invitationExpiresAt: new Date(now.getTime() + INVITATION_TTL_MS), invitedAt: now },
      );
      if (!affected) throw conflict(`${user.username} has accepted the invitation already`);
      await this.mailer.queue(em, this.invitationMail({ name: user.name, username: user.username, email: user.email, role: user.role }, token));
    });
    this.mailer.flush();
    return this.get(id);
  }

  /** Takes back an invitation not yet accepted: the account is removed (it never signed in), its username free again. */
  async revokeInvitation(id: number): Promise<boolean> {
    const repo = this.ds.getRepository(AdminUser);
    const { affected } = await repo.delete({ id, passwordHash: "" });
    if (affected) return true;
    const user = await repo.findOneBy({ id });
    if (!user) throw notFound("No such staff member");
    throw conflict(`${user.username} has accepted the invitation already: disable the account instead`);
  }

  /**
   * Sets the invitee's password from the invitation's link. Once: the update is conditional on the
   * token's hash, so two acceptances at once set one password, and the link is dead afterwards. Wrong
   * tokens are limited per client.
   */
  async acceptInvitation(token: string | undefined | null, password: string | undefined | null, clientKey: string): Promise<boolean> {
    this.auth.checkNewPassword(password);
    const client = clientKeyOf(clientKey);
    const attempt = await take(this.acceptFailures, client, INVITATION_ATTEMPTS);
    const refuse = (message: string) => {
      if (attempt.remainingPoints <= 0) return tooManyAttempts(INVITATION_ATTEMPTS, attempt.msBeforeNext);
      return badInput(message, { field: "token" });
    };
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw refuse(INVALID_INVITATION);
    const users = this.ds.getRepository(AdminUser);
    const hash = hashOf(token);
    const user = await users.findOneBy({ invitationTokenHash: hash });
    if (!user || hasPassword(user) || user.disabled) throw refuse(INVALID_INVITATION);
    if (!user.invitationExpiresAt || new Date(user.invitationExpiresAt).getTime() <= Date.now()) throw refuse(EXPIRED_INVITATION);
    const passwordHash = await this.auth.hashPassword(password);
    const { affected } = await users.update(
      { id: user.id, invitationTokenHash: hash, passwordHash: "", disabled: false, invitationExpiresAt: MoreThan(new Date()) },
      { passwordHash, passwordChangedAt: new Date(), invitationTokenHash: null, invitationExpiresAt: null },
    );
    // Accepted, resent, revoked or disabled while the hash was made.
    if (!affected) throw refuse(INVALID_INVITATION);
    await this.acceptFailures.reward(client, 1);
    return true;
  }

  /**
   * Changes a role or disables (enables) an account. Disabling ends its sessions in the same
   * transaction. A change that would leave no active owner is refused: every such change locks the
   * active owners' rows first (in id order), so of two owners demoting each other at once the second
   * sees the first's change and is refused.
   */
  async update(id: number, change: StaffChange): Promise<StaffView> {
    const role = change.role === undefined || change.role === null ? undefined : checkRole(change.role);
    const disabled = change.disabled ?? undefined;
    if (role === undefined && disabled === undefined) throw badInput("Give a role or disabled to change");
    await againAfterDeadlock(() =>
      this.ds.transaction(async (em) => {
        const repo = em.getRepository(AdminUser);
        const owners = repo.createQueryBuilder("u").where("u.role = 'owner' AND u.disabled = 0 AND u.passwordHash <> ''").orderBy("u.id");
        if (lockingReads(em)) owners.setLock("pessimistic_write");
        const activeOwners = await owners.getMany();
        const one = repo.createQueryBuilder("u").where("u.id = :id", { id });
        if (lockingReads(em)) one.setLock("pessimistic_write");
        const user = await one.getOne();
        if (!user) throw notFound("No such staff member");
        const wasOwner = activeOwners.some((o) => o.id === id);
        const staysOwner = (role ?? user.role) === "owner" && !(disabled ?? user.disabled);
        if (wasOwner && !staysOwner && activeOwners.length <= 1) throw conflict(LAST_OWNER);
        await repo.update({ id }, { ...(role ? { role } : {}), ...(disabled === undefined ? {} : { disabled }) });
        if (disabled) await em.getRepository(AdminSession).update({ userId: id, endedAt: IsNull() }, { endedAt: new Date() });
      }),
    );
    return this.get(id);
  }

  private invitationMail(to: { name: string | null; username: string; email: string; role: Role }, token: string) {
    const link = `${this.publicUrl}${INVITATION_PATH}?token=${token}`;
    return {
      to: to.email,
      subject: "Your invitation to the shop's back office",
      text: [
        `Hello ${to.name ?? to.username},`,
        "",
        `You are invited to the shop's back office as ${to.role}: ${ROLE_DESCRIPTIONS[to.role]}`,
        "",
        "Set your password here (the link works once, for 72 hours):",
        link,
        "",
        `Your username: ${to.username}`,
        "",
        "If you did not expect this invitation, ignore this mail: nothing happens without the link.",
      ].join("\n"),
    };
  }

  private async views(users: AdminUser[]): Promise<StaffView[]> {
    const sessions = this.ds.getRepository(AdminSession);
    const ids = users.map((u) => u.id);
    const [lastSignIns, twoFactor] = await Promise.all([
      Promise.all(ids.map((userId) => sessions.findOne({ where: { userId }, order: { createdAt: "DESC" }, select: { id: true, createdAt: true } }))),
      this.twoFactorOf ? this.twoFactorOf(ids) : Promise.resolve(null),
    ]);
    return users.map((u, i) => ({
      id: u.id,
      name: u.name,
      username: u.username,
      email: u.email,
      role: u.role,
      disabled: u.disabled,
      status: u.disabled ? "disabled" : hasPassword(u) ? "active" : "invited",
      invitedAt: u.invitedAt,
      invitationExpiresAt: hasPassword(u) ? null : u.invitationExpiresAt,
      lastSignInAt: lastSignIns[i]?.createdAt ?? null,
      twoFactor: twoFactor ? twoFactor.has(u.id) : null,
    }));
  }
}

const INVITATION_ATTEMPTS = "invitation attempts";

/** 24 random bytes, base64url: 32 URL-safe characters. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function checkUsername(raw: string | null | undefined): string {
  const username = (raw ?? "").trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/.test(username))
    throw badInput("A username is 3 to 64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit", { field: "username" });
  return username;
}

function checkRole(raw: string | null | undefined): Role {
  if (!isRole(raw)) throw badInput("Role must be one of owner, manager, fulfilment or editor", { field: "role" });
  return raw;
}
