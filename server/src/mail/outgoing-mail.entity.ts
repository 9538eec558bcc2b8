import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** "dropped": a campaign mail whose subscriber left (or bounced) before it went: never sent. */
export const MAIL_STATUSES = ["pending", "sent", "failed", "dropped"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** An attachment drawn when the mail is sent, from a source the application registered (the order's invoice PDF). */
export interface AttachmentRef {
  source: string;
  id: number;
}

/**
 * One outgoing mail (the mail outbox): written in the transaction of the change that causes it
 * where there is one (an order paid or moved, a form received), then sent by the mail worker of
 * any instance that claims it, retried with growing delays while the mail server is away.
 */
@Entity({ name: "mail_outbox" })
@Index(["status", "nextAttemptAt"])
@Index(["status", "priority", "nextAttemptAt"])
// One copy of a campaign per subscriber, whatever happens (two sends at once, a retry): the test copies (no subscriber) are not bound by it.
@Index("UQ_mail_outbox_campaign_subscriber", ["campaignId", "subscriberId"], { unique: true })
export class OutgoingMail {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** The Message-ID header, the same on every attempt: a receiver can tell a repeat. */
  @Column({ type: "varchar", length: 120, unique: true })
  messageId: string;

  @Column({ type: "varchar", length: 500 })
  toAddress: string;

  /** The reply-to address alone (a row written before replyToName: the whole header, as it was). */
  @Column({ type: "varchar", length: 500, nullable: true })
  replyTo: string | null;

  /** The reply-to's display name, kept apart from the address so that it is sent as a name only. */
  @Column({ type: "varchar", length: 200, nullable: true })
  replyToName: string | null;

  @Column({ type: "varchar", length: 300 })
  subject: string;

  @Column({ type: "text" })
  text: string;

  @Column({ type: "simple-json", nullable: true })
  headers: Record<string, string> | null;

  @Column({ type: "simple-json", nullable: true })
  attachments: AttachmentRef[] | null;

  @Column({ type: "varchar", length: 12 })
  status: MailStatus;

  @Column({ type: "int", default: 0 })
  attempts: number;

  @Column({ type: "datetime", precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  /** A sender holds it until then; past it, another instance may take it (the holder died). */
  @Column({ type: "datetime", precision: 3, nullable: true })
  lockedUntil: Date | null;

  /** The claim's random token: its holder renews it and writes the outcome only while it is still there. */
  @Column({ type: "varchar", length: 36, nullable: true })
  claimToken: string | null;

  /** Why the last attempt failed. */
  @Column({ type: "varchar", length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: "datetime", precision: 3, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  /**
   * 0: the shop's own mails (orders, forms), always claimed first; 1: campaign mails, sent at most
   * NEWSLETTER_RATE_PER_MINUTE a minute across instances.
   */
  @Column({ type: "int", default: 0 })
  priority: number;

  /** A campaign's mail (its copy to a subscriber, or a test copy): composed when it is sent, from the campaign. */
  @Column({ type: "int", nullable: true })
  campaignId: number | null;

  /** The subscriber a campaign's copy goes to; null for a test copy. */
  @Column({ type: "int", nullable: true })
  subscriberId: number | null;

  /**
   * A campaign copy refused for good: the server's code and enhanced status ('550 5.7.1', '550 5.1.1',
   * '554'). Copies refused alike are counted for the campaign's pause and shown to the owner by reason.
   */
  @Column({ type: "varchar", length: 40, nullable: true })
  refusal: string | null;
}

/** Priorities of the outbox (lower first). */
export const PRIORITY_SHOP = 0;
export const PRIORITY_CAMPAIGN = 1;
