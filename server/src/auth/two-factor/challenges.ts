/**
 * Ceremonies under way, kept in the database so that any instance finishes what another began: a
 * second sign-in step after the password, WebAuthn's registration, sign-in and step-up challenges.
 * Only a challenge's SHA-256 is stored; it is bound to its purpose and (but for a passkey sign-in,
 * which names nobody) to one account, expires, and is taken by a conditional delete, so two requests
 * with the same challenge cannot both use it.
 */
import { createHash, randomBytes } from "node:crypto";
import { IsNull, LessThan, MoreThan, type DataSource, type Repository } from "typeorm";
import { TwoFactorChallenge } from "./two-factor.entities.js";

export type ChallengePurpose = "login" | "passkey-register" | "passkey-login" | "passkey-step-up";

/** Wrong codes a sign-in challenge takes before it is dropped (the limits per client and account count them too). */
export const CHALLENGE_FAILURES = 5;

const hashOf = (value: string) => createHash("sha256").update(value).digest("hex");

export class Challenges {
  private readonly rows: Repository<TwoFactorChallenge>;

  constructor(ds: DataSource) {
    this.rows = ds.getRepository(TwoFactorChallenge);
  }

  /** A new challenge (32 random bytes, base64url) for `purpose`, valid `ttlMs`. Expired ones are swept on the way. */
  async issue(purpose: ChallengePurpose, userId: number | null, ttlMs: number): Promise<string> {
    const now = Date.now();
    await this.rows.delete({ expiresAt: LessThan(new Date(now)) });
    const value = randomBytes(32).toString("base64url");
    await this.rows.insert({ id: hashOf(value), purpose, userId, failures: 0, expiresAt: new Date(now + ttlMs) });
    return value;
  }

  /** The live challenge of this value and purpose (bound to `userId` when one is given), without taking it. */
  async find(purpose: ChallengePurpose, value: string, userId?: number): Promise<TwoFactorChallenge | null> {
    if (!value || value.length > 200) return null;
    const row = await this.rows.findOneBy({ id: hashOf(value), purpose, expiresAt: MoreThan(new Date()) });
    if (!row || (userId !== undefined && row.userId !== userId)) return null;
    return row;
  }

  /**
   * Takes the challenge: true for the one request that deleted it while it was live, bound to this
   * purpose and this account (null: to nobody, a passkey sign-in's); false for every other (used,
   * expired, another account's, unknown).
   */
  async take(purpose: ChallengePurpose, value: string, userId: number | null): Promise<boolean> {
    if (!value || value.length > 200) return false;
    const { affected } = await this.rows.delete({
      id: hashOf(value),
      purpose,
      userId: userId === null ? IsNull() : userId,
      expiresAt: MoreThan(new Date()),
    });
    return (affected ?? 0) > 0;
  }

  /**
   * Takes one of a sign-in challenge's tries before its code is checked: true while fewer than
   * CHALLENGE_FAILURES were taken, by a conditional increment, so that parallel codes cannot all be
   * checked on the count each read. A try that passes ends with the challenge taken; once all are
   * taken the challenge answers nothing more and is swept when it expires (it is not deleted at the
   * last wrong code: a right code checked at the same time must still be able to take it).
   */
  async try(row: TwoFactorChallenge): Promise<boolean> {
    const { affected } = await this.rows
      .createQueryBuilder()
      .update()
      .set({ failures: () => "failures + 1" })
      .where("id = :id AND failures < :cap AND expiresAt > :now", { id: row.id, cap: CHALLENGE_FAILURES, now: new Date() })
      .execute();
    return (affected ?? 0) > 0;
  }

  /** Drops the account's challenges of `purpose` (its sign-ins under way, when its password changes). */
  async dropOf(userId: number, purpose: ChallengePurpose): Promise<void> {
    await this.rows.delete({ userId, purpose });
  }
}
