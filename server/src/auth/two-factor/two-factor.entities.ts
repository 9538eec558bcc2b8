/**
 * The second factor's tables (issue 47): an account's authenticator-app secret (sealed), its
 * recovery codes (hashed), its passkeys (public keys only), the ceremonies under way (challenges,
 * single use, with an expiry, so any instance can finish what another began) and the owner's one
 * setting. None of them has a column that could sign anyone in if the database were read.
 */
import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";

/** An account's TOTP secret: pending from startTotpSetup until a first code confirms it. */
@Entity({ name: "admin_totp" })
export class TotpSecret {
  @PrimaryColumn({ type: "int" })
  userId: number;

  /** AES-256-GCM under a key derived from the server's secret, bound to the account (secret-box.ts); never answered after setup. */
  @Column({ type: "varchar", length: 255 })
  secret: string;

  /** When the first code confirmed it; null while the setup is pending (it signs nobody in then). */
  @Column({ type: "datetime", precision: 3, nullable: true })
  confirmedAt: Date | null;

  /**
   * The 30-second time step of the last code accepted: only a later step is accepted after it, by a
   * conditional update, so a code seen over a shoulder or sent twice at once passes once.
   */
  @Column({ type: "int", nullable: true })
  lastStep: number | null;

  @Column({ type: "datetime", precision: 3 })
  createdAt: Date;
}

/** One of an account's ten recovery codes: its SHA-256 only, and when it was used (once). */
@Entity({ name: "admin_recovery_codes" })
@Index(["userId", "hash"], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "int" })
  userId: number;

  /** SHA-256 of the normalised code, hex (the codes carry 80 random bits: no slow hash is needed). */
  @Column({ type: "varchar", length: 64 })
  hash: string;

  @Column({ type: "datetime", precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: "datetime", precision: 3 })
  createdAt: Date;
}

/** A passkey (a WebAuthn credential) of an account: its public key and signature counter, named by its owner. */
@ObjectType({ description: "A passkey registered to the signed-in account." })
@Entity({ name: "admin_passkeys" })
export class Passkey {
  @Field(() => ID, { description: "Identifier of the passkey (for removePasskey)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Index()
  @Column({ type: "int" })
  userId: number;

  /** The credential's id as the authenticator made it, base64url. */
  @Index({ unique: true })
  @Column({ type: "varchar", length: 255 })
  credentialId: string;

  /** The COSE public key, base64url. */
  @Column({ type: "text" })
  publicKey: string;

  /** The authenticator's signature counter (0 for those that keep none, as most passkeys). */
  @Column({ type: "bigint", default: 0 })
  counter: number | string;

  /** How the browser may reach it (usb, internal, hybrid…), comma-separated. */
  @Column({ type: "varchar", length: 200, default: "" })
  transports: string;

  @Field(() => String, { description: "The name its owner gave it, e.g. 'MacBook Touch ID'." })
  @Column({ type: "varchar", length: 60 })
  name: string;

  @Field(() => Date, { description: "When it was registered." })
  @Column({ type: "datetime", precision: 3 })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When it last signed in or confirmed an action; null if never." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  lastUsedAt: Date | null;
}

/**
 * A ceremony under way: a second sign-in step after the password, or a WebAuthn challenge. Kept by
 * its SHA-256 (the value itself travels only to the client), bound to its purpose and, except for a
 * passkey sign-in, to one account; taken by a conditional delete, so it is used once.
 */
@Entity({ name: "two_factor_challenges" })
export class TwoFactorChallenge {
  /** SHA-256 of the challenge, hex. */
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  /** 'login', 'passkey-register', 'passkey-login' or 'passkey-step-up'. */
  @Column({ type: "varchar", length: 24 })
  purpose: string;

  @Column({ type: "int", nullable: true })
  userId: number | null;

  /** Wrong codes given against it: at the fifth it is dropped (the password is asked again). */
  @Column({ type: "int", default: 0 })
  failures: number;

  @Index()
  @Column({ type: "datetime", precision: 3 })
  expiresAt: Date;
}

/** The owner's second-factor settings: one row (id 1), absent until first changed. */
@Entity({ name: "two_factor_settings" })
export class TwoFactorSettingsRow {
  @PrimaryColumn({ type: "int" })
  id: number;

  /** Every account must have a second factor; one without is led to set it up before anything else. */
  @Column({ type: "boolean", default: false })
  requireTwoFactor: boolean;
}
