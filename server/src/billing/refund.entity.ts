import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Order } from "../orders/order.entity.js";

export const REFUND_STATUSES = ["pending", "processed", "failed", "unbooked"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back on a paid order, through the provider's refunds API. The row is written (and the
 * amount reserved on the order) before the provider is asked, so two requests can never refund more
 * than was paid; it stays `pending` until the provider's signed webhook (or the sweep's question)
 * says `processed` (a credit note is issued then) or `failed` (the amount is free again). `unbooked`:
 * processed by the provider after it was given up as failed, when the order's other refunds already
 * give back so much that booking it would pass what was paid — kept for the owner to check.
 */
@Entity({ name: "refunds" })
@Index(["orderId", "sequence"], { unique: true })
export class Refund {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne(() => Order, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "orderId" })
  order?: Order;

  @Column({ type: "int" })
  orderId: number;

  /** 1, 2, 3… per order: makes the provider's idempotency key of a cancellation (refund-<booking id>-<n>). */
  @Column({ type: "int" })
  sequence: number;

  /**
   * The key of the refund form's submission that asked for it (made once per submission by the back
   * office): the same key again is the same refund, and it is the provider's idempotency key. Null for
   * a cancellation's refund.
   */
  @Index({ unique: true })
  @Column({ type: "varchar", length: 64, nullable: true })
  requestKey: string | null;

  @Column({ type: "int" })
  amountPaise: number;

  @Column({ type: "varchar", length: 300 })
  reason: string;

  /** 'cancel' when it came with the order's cancellation, 'refund' otherwise. */
  @Column({ type: "varchar", length: 10 })
  kind: "cancel" | "refund";

  @Column({ type: "varchar", length: 10 })
  status: RefundStatus;

  /** The provider's refund id (rfnd_…), once it answered. */
  @Index({ unique: true })
  @Column({ type: "varchar", length: 64, nullable: true })
  providerRefundId: string | null;

  /** Why the provider refused or failed it. */
  @Column({ type: "varchar", length: 300, nullable: true })
  failureReason: string | null;

  /** Who asked for it: admin:<username>. */
  @Column({ type: "varchar", length: 80 })
  requestedBy: string;

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @Column({ type: "datetime", precision: 3, nullable: true })
  processedAt: Date | null;

  /**
   * The sweep's claim on a pending refund: when the provider may next be asked what became of it.
   * Moved forward by a conditional update before the question, so one instance asks at a time.
   */
  @Column({ type: "datetime", precision: 3, nullable: true })
  checkAt: Date | null;

  /** The credit note issued when it was processed (orders with an invoice). */
  @Column({ type: "varchar", length: 16, nullable: true })
  creditNoteNumber: string | null;
}
