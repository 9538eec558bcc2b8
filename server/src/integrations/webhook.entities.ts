import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";

/** An integrator's URL and the events it wants; its secret signs every delivery (Standard Webhooks). */
@ObjectType({ description: "A webhook endpoint: where events are sent. Its secret is shown once, when it is created." })
@Entity({ name: "webhook_endpoints" })
export class WebhookEndpoint {
  @Field(() => ID, { description: "Identifier of the endpoint." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Where the events are POSTed (https, a public address)." })
  @Column({ type: "varchar", length: 500 })
  url: string;

  @Field(() => [String], { description: "The events it receives, e.g. order.paid." })
  @Column({ type: "simple-json" })
  events: string[];

  /** whsec_<base64>: the key of the deliveries' HMAC. Kept to sign; shown to the owner once. */
  @Column({ type: "varchar", length: 100 })
  secret: string;

  @Field(() => Date, { description: "When the endpoint was registered." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint: written in the transaction of the change that caused it (the outbox),
 * then sent by the worker, retried with growing delays for 24 hours until the endpoint answers 2xx.
 */
@ObjectType({ description: "One event sent (or to be sent) to one endpoint, with its attempts and the endpoint's last answer." })
@Entity({ name: "webhook_deliveries" })
@Index(["endpointId", "eventId"], { unique: true })
@Index(["status", "nextAttemptAt"])
// The worker's round-robin: the endpoints with pending rows, and the first due rows of each.
@Index(["status", "endpointId", "nextAttemptAt"])
export class WebhookDelivery {
  @Field(() => ID, { description: "Identifier of the delivery." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne(() => WebhookEndpoint, { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "endpointId" })
  endpoint?: WebhookEndpoint;

  @Field(() => ID, { description: "The endpoint it goes to." })
  @Column({ type: "int" })
  endpointId: number;

  /** The event's id: the webhook-id header, the same on every attempt. */
  @Field(() => String, { description: "The event's id (the webhook-id header), the same on every attempt." })
  @Column({ type: "varchar", length: 40 })
  eventId: string;

  @Field(() => String, { description: "The event, e.g. order.paid." })
  @Column({ type: "varchar", length: 40 })
  type: string;

  /** The JSON body exactly as signed: { type, timestamp, data }. */
  @Field(() => String, { description: "The JSON body sent: { type, timestamp, data }." })
  @Column({ type: "text" })
  body: string;

  @Field(() => String, { description: "pending (to be sent or retried), succeeded or failed (gave up after 24 hours)." })
  @Column({ type: "varchar", length: 12 })
  status: DeliveryStatus;

  @Field(() => Int, { description: "Attempts made so far." })
  @Column({ type: "int", default: 0 })
  attempts: number;

  @Field(() => Date, { nullable: true, description: "When it is next tried (pending ones)." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  /** A sender holds it until then; past it, another instance may take it (the holder died). */
  @Column({ type: "datetime", precision: 3, nullable: true })
  lockedUntil: Date | null;

  /** The claim's random token: its holder renews it and writes the outcome only while it is still there. */
  @Column({ type: "varchar", length: 36, nullable: true })
  claimToken: string | null;

  @Field(() => Date, { nullable: true, description: "When it was last tried." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => Int, { nullable: true, description: "The HTTP status the endpoint last answered (none when it could not be reached)." })
  @Column({ type: "int", nullable: true })
  lastStatusCode: number | null;

  @Field(() => String, { nullable: true, description: "The start of the endpoint's last answer, or why it could not be reached." })
  @Column({ type: "varchar", length: 500, nullable: true })
  lastResponse: string | null;

  @Field(() => Date, { description: "When the event happened." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
