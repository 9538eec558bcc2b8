import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** A newsletter subscriber; unsubscribing keeps the row (with its time) so a later mail is not sent. */
@ObjectType({ description: "A newsletter subscriber." })
@Entity({ name: "newsletter_subscribers" })
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
  @Column({ type: "datetime" })
  consentAt: Date;

  @Field(() => Date, { nullable: true, description: "When the visitor unsubscribed, if they did." })
  @Column({ type: "datetime", nullable: true })
  unsubscribedAt: Date | null;

  /** Secret of the unsubscribe link. */
  @Column({ type: "varchar", length: 64, unique: true })
  unsubscribeToken: string;

  @Field(() => String, { description: "'subscribed' or 'unsubscribed'." })
  get status(): string {
    return this.unsubscribedAt ? "unsubscribed" : "subscribed";
  }
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
