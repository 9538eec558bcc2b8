import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** Order states (DESIGN.md "Orders"). Only a verified payment moves pending_payment to new. */
export const ORDER_STATUSES = ["pending_payment", "new", "processing", "dispatched", "delivered", "payment_failed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A checkout: the buyer, the lines priced from the catalogue, and the payment's progress. */
@Entity({ name: "orders" })
@Index(["status", "expiresAt"])
export class Order {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** 'BG' + timestamp + random, shared by the temporary rows of one checkout. */
  @Column({ type: "varchar", length: 40, unique: true })
  bookingGroupId: string;

  /** The payment provider's order id (order_…), once created. */
  @Column({ type: "varchar", length: 64, unique: true, nullable: true })
  providerOrderId: string | null;

  @Column({ type: "varchar", length: 20 })
  status: OrderStatus;

  @Column({ type: "varchar", length: 80 })
  firstName: string;

  @Column({ type: "varchar", length: 80 })
  lastName: string;

  @Column({ type: "varchar", length: 254 })
  email: string;

  /** Ten-digit Indian mobile number, digits only. */
  @Index()
  @Column({ type: "varchar", length: 10 })
  phone: string;

  @Column({ type: "varchar", length: 300 })
  address: string;

  @Column({ type: "varchar", length: 200 })
  apartment: string;

  @Column({ type: "varchar", length: 100 })
  city: string;

  @Column({ type: "varchar", length: 100 })
  state: string;

  @Column({ type: "varchar", length: 6 })
  pincode: string;

  /** Sum of the lines, computed by the server from the catalogue. */
  @Column({ type: "int" })
  amountPaise: number;

  @Column({ type: "varchar", length: 3 })
  currency: string;

  @Column({ type: "varchar", length: 64, nullable: true })
  paymentId: string | null;

  @Column({ type: "datetime", nullable: true })
  paidAt: Date | null;

  /** An unpaid order is cancelled after this moment. */
  @Column({ type: "datetime" })
  expiresAt: Date;

  @Column({ type: "varchar", length: 60, nullable: true })
  cancelReason: string | null;

  @OneToMany(() => OrderLine, (l) => l.order)
  lines: OrderLine[];

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}

/** One print in one frame of an order, with what it was called and cost when it was bought. */
@Entity({ name: "order_lines" })
export class OrderLine {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne(() => Order, (o) => o.lines, { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "orderId" })
  order: Order;

  @Column({ type: "int" })
  orderId: number;

  /** The print and frame bought; kept null once they leave the catalogue. */
  @Column({ type: "int", nullable: true })
  portfolioItemId: number | null;

  @Column({ type: "int", nullable: true })
  framePriceId: number | null;

  @Column({ type: "varchar", length: 200 })
  title: string;

  @Column({ type: "varchar", length: 40 })
  frameSize: string;

  @Column({ type: "varchar", length: 80 })
  frameName: string;

  @Column({ type: "varchar", length: 255, nullable: true })
  imageUrl: string | null;

  @Column({ type: "int" })
  unitPricePaise: number;

  @Column({ type: "int" })
  quantity: number;

  @Column({ type: "int" })
  amountPaise: number;
}
