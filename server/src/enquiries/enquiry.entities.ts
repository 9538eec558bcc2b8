import type { Language } from "../core/language.js";
import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** Where an address stands on the list (issue 26: double opt-in). */
export const SUBSCRIBER_STATUSES = ["pending", "subscribed", "unsubscribed", "bounced"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A newsletter subscriber; unsubscribing keeps the row (with its time) so a later mail is not sent. */
@ObjectType({ description: "A newsletter subscriber." })
@Entity({ name: "newsletter_subscribers" })
@Index(["status", "consentAt"])
export class NewsletterSubscriber {
  @Field(() => ID, { description: "Identifier of the subscriber." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Email address (stored in lower case)." })
  @Column({ type: "varchar", length: 254, unique: true })
  email: string;

  @Field(() => String, { description: "First name ('Newsletter' when left blank)." })
  @Column({ type: "varchar", length: 80 })
  firstName: string;

  @Field(() => String, { description: "Last name ('Subscriber' when left blank)." })
  @Column({ type: "varchar", length: 80 })
  lastName: string;

  @Field(() => Date, { description: "When the visitor consented." })
  @Column({ type: "datetime", precision: 3 })
  consentAt: Date;

  @Field(() => Date, { nullable: true, description: "When the visitor unsubscribed, if they did." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  unsubscribedAt: Date | null;

  @Field(() => ID, {
    nullable: true,
    description: "The campaign whose unsubscribe link (or one-click header) the subscriber used; null when they left by another link, or have not left.",
  })
  @Column({ type: "int", nullable: true })
  @Index()
  unsubscribedCampaignId: number | null;

  /** Secret of the unsubscribe link. */
  @Column({ type: "varchar", length: 64, unique: true })
  unsubscribeToken: string;

  @Field(() => String, {
    description:
      "'pending' (asked to confirm by mail; deleted when unconfirmed after 7 days), 'subscribed' (confirmed: receives campaigns), 'unsubscribed' or 'bounced' (refused for good by the mail server): kept as a suppression record, mailed no campaign, never deleted by the sweep nor added by an import, until the address confirms again from a confirmation mail asked for since.",
  })
  @Column({ type: "varchar", length: 12, default: "subscribed" })
  status: SubscriberStatus;

  /** Secret of the confirmation link; kept once confirmed (its page then says so), replaced when an address that left asks again. */
  @Column({ type: "varchar", length: 64, nullable: true, unique: true })
  confirmToken: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the address was last confirmed (double opt-in); null for one never confirmed, kept from before, or that left and asked again and has not confirmed yet.",
  })
  @Column({ type: "datetime", precision: 3, nullable: true })
  confirmedAt: Date | null;

  /** The language of the page the address was given on (issue 42): the unsubscribe link's page is drawn in it. */
  @Field(() => String, { description: "The language of the page the address was given on, 'en' or 'ta' (an import's: 'en'); the unsubscribe page is in it." })
  @Column({ type: "varchar", length: 2, default: "en" })
  language: Language;
}

/** A message sent from the contact page. */
@ObjectType({ description: "A message sent from the contact page." })
@Entity({ name: "contact_messages" })
export class ContactMessage {
  @Field(() => ID, { description: "Identifier of the message." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Sender's name." }) @Column({ type: "varchar", length: 100 }) name: string;
  @Field(() => String, { description: "Sender's email." }) @Column({ type: "varchar", length: 254 }) email: string;
  @Field(() => String, { description: "Subject." }) @Column({ type: "varchar", length: 200 }) subject: string;
  @Field(() => String, { description: "The message." }) @Column({ type: "text" }) message: string;
  @Field(() => String, { description: "Inquiry type." }) @Column({ type: "varchar", length: 40 }) inquiryType: string;
  @Field(() => Boolean, { description: "Whether the owner has read it." }) @Column({ type: "boolean", default: false }) read: boolean;

  @Field(() => Date, { description: "When it was sent." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
