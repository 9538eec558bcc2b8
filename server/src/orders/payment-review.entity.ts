import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** Why a captured payment was not taken as an order's payment. */
export const REVIEW_REASONS = ["amount_mismatch", "second_capture", "order_not_payable"] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/**
 * open: the money is held (a refund that failed leaves it open again, saying why); refunding: a
 * refund was asked for and is pending with the provider (claimed once); refunded: the provider
 * processed it. A refund's outcome comes by webhook, or by the sweep asking the provider.
 */
export const REVIEW_STATES = ["open", "refunding", "refunded"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * Money the provider captured that no order counts as paid: a payment whose amount or currency is
 * not the order's, a second payment of an order already paid, or a payment of an order that can no
 * longer be paid. Kept for the owner ('Payments to review'), who refunds it; one row a payment.
 */
@ObjectType({ description: "A captured payment that no order counts as paid, for the owner to review and refund." })
@Entity({ name: "payment_reviews" })
@Index(["state", "createdAt"])
export class PaymentReview {
  @Field(() => ID, { description: "Identifier of the review." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** The order whose payment order the money was paid to. */
  @Field(() => Int, { description: "The order the payment was made for (its id)." })
  @Index()
  @Column({ type: "int" })
  orderId: number;

  @Field(() => String, { description: "The order's booking group id." })
  @Column({ type: "varchar", length: 40 })
  bookingGroupId: string;

  @Field(() => String, { description: "The payment order (order_…) it was paid to." })
  @Column({ type: "varchar", length: 64 })
  providerOrderId: string;

  /** pay_…: one review a payment, however often the provider or the browser tells of it. */
  @Field(() => String, { description: "The provider's payment id (pay_…)." })
  @Column({ type: "varchar", length: 64, unique: true })
  paymentId: string;

  @Field(() => Int, { description: "Captured amount, in paise." })
  @Column({ type: "int" })
  amountPaise: number;

  @Field(() => String, { description: "Captured currency." })
  @Column({ type: "varchar", length: 3 })
  currency: string;

  @Field(() => Int, { description: "What the order's payment order was for, in paise (0 when unknown)." })
  @Column({ type: "int" })
  expectedPaise: number;

  @Field(() => String, { description: "amount_mismatch, second_capture or order_not_payable." })
  @Column({ type: "varchar", length: 24 })
  reason: ReviewReason;

  @Field(() => String, { description: "open, refunding or refunded." })
  @Column({ type: "varchar", length: 12, default: "open" })
  state: ReviewState;

  @Field(() => String, { nullable: true, description: "The provider's refund id (rfnd_…): of the refund under way or made, or of the last one that failed." })
  @Column({ type: "varchar", length: 64, nullable: true })
  refundId: string | null;

  @Field(() => String, { nullable: true, description: "Why the last refund of it failed (the money is held again), or null." })
  @Column({ type: "varchar", length: 300, nullable: true })
  refundFailure: string | null;

  /** Refunds asked for so far: each attempt has its own idempotency key and receipt (review-<id>-<n>). */
  @Column({ type: "int", default: 0 })
  refundAttempts: number;

  /** When the current refund was claimed: a refund the provider still does not list long after is taken as never made. */
  @Column({ type: "datetime", precision: 3, nullable: true })
  refundAskedAt: Date | null;

  /** The sweep's claim on a refunding review: when the provider may next be asked (one instance at a time). */
  @Column({ type: "datetime", precision: 3, nullable: true })
  refundCheckAt: Date | null;

  @Field(() => String, { nullable: true, description: "Who refunded it." })
  @Column({ type: "varchar", length: 80, nullable: true })
  refundedBy: string | null;

  @Field(() => Date, { nullable: true, description: "When it was refunded." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  refundedAt: Date | null;

  @Field(() => Date, { description: "When the payment was found." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
