import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from "typeorm";

/**
 * A payment the simulated provider captured in its test dialog: the provider's own record, kept
 * whether or not the checkout's confirmation ever reached the shop (the browser closed, the server
 * died), as Razorpay keeps its payments. The reconciliation asks it as it would ask Razorpay.
 */
@Entity({ name: "simulated_payments" })
export class SimulatedPayment {
  /** pay_… */
  @PrimaryColumn({ type: "varchar", length: 40 })
  id: string;

  /** The provider's order (order_…) it pays. */
  @Index()
  @Column({ type: "varchar", length: 64 })
  orderId: string;

  /** In paise. */
  @Column({ type: "int" })
  amount: number;

  /** captured (the test dialog's 'Pay'), or failed (a declined payment). */
  @Column({ type: "varchar", length: 12 })
  status: string;

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
