import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/**
 * A campaign is written as a draft, then sent once: `sending` while its mails go, `sent` when none is
 * left; `paused` when most of its first copies were refused alike (its mails wait until it is resumed).
 */
export const CAMPAIGN_STATUSES = ["draft", "sending", "paused", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The catalogue's blocks a campaign may carry, filled when it is sent. */
export const CAMPAIGN_BLOCKS = ["latest-prints", "upcoming-workshops", "latest-posts"] as const;
export type CampaignBlock = (typeof CAMPAIGN_BLOCKS)[number];

/** What a campaign's mail was made of when it was sent: the blocks' items and the shop's name and address, so every copy reads the same. */
export interface CampaignSnapshot {
  shop: { name: string; address: string };
  prints: { title: string; url: string; image: { url: string; width: number; height: number } | null; price: string }[];
  workshops: { title: string; url: string; when: string; destination: string; cost: string }[];
  posts: { title: string; url: string; excerpt: string }[];
}

/** A newsletter campaign (issue 26): written by the owner, sent to every subscribed address through the mail outbox. */
@ObjectType({ description: "A newsletter campaign." })
@Entity({ name: "campaigns" })
export class Campaign {
  @Field(() => ID, { description: "Identifier of the campaign." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, {
    description:
      "'draft' (may be changed, deleted, sent), 'sending' (its mails are going), 'paused' (most of its first copies were refused alike: see pausedReason; resumeCampaign sends the rest), 'sent' (none is left).",
  })
  @Column({ type: "varchar", length: 10, default: "draft" })
  status: CampaignStatus;

  @Field(() => String, { description: "The mail's subject." })
  @Column({ type: "varchar", length: 200 })
  subject: string;

  @Field(() => String, { description: "The preheader: the line a mail client shows after the subject; empty when none." })
  @Column({ type: "varchar", length: 200, default: "" })
  preheader: string;

  @Field(() => String, { description: "The campaign's text as HTML, sanitised on the server (the blog's rules)." })
  @Column({ type: "text" })
  html: string;

  /** The blocks, comma-separated in the owner's order (e.g. 'latest-prints,latest-posts'). */
  @Column({ type: "varchar", length: 100, default: "" })
  blockList: string;

  /** What the mail was made of when it was sent (null while a draft: filled from today's catalogue). */
  @Column({ type: "simple-json", nullable: true })
  snapshot: CampaignSnapshot | null;

  @Field(() => Int, { description: "Subscribers it was sent to (set by sendCampaign)." })
  @Column({ type: "int", default: 0 })
  recipients: number;

  @Field(() => Int, { description: "Mails delivered so far." })
  @Column({ type: "int", default: 0 })
  sent: number;

  @Field(() => Int, { description: "Mails failed for good so far (refused by the recipient's server, or given up after three days of retries)." })
  @Column({ type: "int", default: 0 })
  failed: number;

  @Field(() => Int, { description: "Mails not sent because the subscriber unsubscribed or bounced after the campaign was sent." })
  @Column({ type: "int", default: 0 })
  skipped: number;

  @Field(() => Date, { description: "When it was created." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @Field(() => String, {
    nullable: true,
    description: "Why it paused itself (the refusal most of its first copies met, and what to check); null unless paused.",
  })
  @Column({ type: "varchar", length: 500, nullable: true })
  pausedReason: string | null;

  /**
   * Its outcomes when it was last resumed: copies done (sent + failed) and those left failed, by refusal.
   * The pause watches the first PAUSE_WINDOW copies after that, and counts only refusals made since.
   */
  @Column({ type: "simple-json", nullable: true })
  pauseBaseline: { outcomes: number; refused: Record<string, number> } | null;

  @Field(() => Date, { nullable: true, description: "When its last mail was done; null before." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  sentAt: Date | null;
}
