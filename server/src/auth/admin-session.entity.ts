import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/**
 * One sign-in of an account (issue 47): the token carries its id (`sid`), and the token is accepted
 * only while the session has not ended, which every instance reads from here on every request. Ended
 * sessions stay as the account's history (signed in, last seen, from where).
 */
@Entity({ name: "admin_sessions" })
@Index("IDX_admin_sessions_user", ["userId", "endedAt"])
export class AdminSession {
  /** Random, base64url (24 bytes). Not a secret: a token also needs the signing key. */
  @PrimaryColumn({ type: "varchar", length: 32 })
  id: string;

  @Column({ type: "int" })
  userId: number;

  /** The browser's User-Agent at sign-in, cut to the column. */
  @Column({ type: "varchar", length: 255 })
  userAgent: string;

  /** The client's address at sign-in (as express sees it: TRUST_PROXY). */
  @Column({ type: "varchar", length: 64 })
  ip: string;

  @Column({ type: "datetime", precision: 3 })
  createdAt: Date;

  /** Updated at most about once a minute while the session is used (a conditional update). */
  @Column({ type: "datetime", precision: 3 })
  lastSeenAt: Date;

  /** When it was ended (signed out from the sessions list, the account disabled, the password changed). */
  @Column({ type: "datetime", precision: 3, nullable: true })
  endedAt: Date | null;

  /** When this session last proved a second factor (at sign-in or a step-up); null: never. */
  @Column({ type: "datetime", precision: 3, nullable: true })
  secondFactorAt: Date | null;
}
