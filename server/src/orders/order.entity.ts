import type { Language } from "../core/language.js";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** Order states (DESIGN.md "Orders"); the moves between them are declared in order-process.ts. */
export const ORDER_STATUSES = ["pending_payment", "new", "processing", "dispatched", "delivered", "payment_failed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The states of a paid order: the ones the owner fulfils, the counts show and revenue counts. */
export const PAID_STATUSES = ["new", "processing", "dispatched", "delivered"] as const satisfies readonly OrderStatus[];
export type PaidStatus = (typeof PAID_STATUSES)[number];

/**
 * A checkout: the buyer, the lines priced from the catalogue, the payment's progress and the
 * fulfilment. As a GraphQL type it is the owner's view (admin operations only); buyers see
 * OrderReceipt.
 */
@ObjectType({ description: "An order as the owner sees it: buyer, lines, status, courier." })
@Entity({ name: "orders" })
@Index(["status", "expiresAt"])
// The payment reconciliation's look for unpaid orders due a question to the provider.
@Index("IDX_orders_payment_check", ["status", "paymentCheckAt"])
// The owner's list per status, newest paid first; the counts per status; the dashboard's sums over
// a range of payment dates (covering: amount and phone are read from the index alone).
@Index("IDX_orders_status_paid", ["status", "paidAt", "amountPaise", "phone"])
// The owner's list of every paid order, newest first.
@Index("IDX_orders_paid_at", ["paidAt"])
// A discount code's uses by one mobile number (the per-customer limit), and the discount each code gave.
@Index("IDX_orders_discount_code", ["discountCodeId", "phone"])
// …and by one mailbox (the per-customer limit counts both).
@Index("IDX_orders_discount_email", ["discountCodeId", "emailKey"])
// The sweep's look each minute for cancelled orders still holding a code's use (few: those of 3 days).
@Index("IDX_orders_discount_held", ["discountUseHeld", "status"])
export class Order {
  @Field(() => ID, { description: "Identifier of the order." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** 'BG' + timestamp + random, shared by the temporary rows of one checkout. */
  @Field(() => String, { description: "The booking group id (the buyer's tracking number)." })
  @Column({ type: "varchar", length: 40, unique: true })
  bookingGroupId: string;

  /** The payment provider's order id (order_…), once created. */
  @Field(() => String, { nullable: true, description: "The payment provider's order id (order_…)." })
  @Column({ type: "varchar", length: 64, unique: true, nullable: true })
  providerOrderId: string | null;

  @Field(() => String, { description: "pending_payment, new, processing, dispatched, delivered, payment_failed or cancelled." })
  @Column({ type: "varchar", length: 20 })
  status: OrderStatus;

  @Field(() => String, { description: "Buyer's first name." })
  @Column({ type: "varchar", length: 80 })
  firstName: string;

  @Field(() => String, { description: "Buyer's last name." })
  @Column({ type: "varchar", length: 80 })
  lastName: string;

  @Field(() => String, { description: "Buyer's email address." })
  @Column({ type: "varchar", length: 254 })
  email: string;

  /**
   * The email's mailbox (core/email.ts mailboxKey: case and `+tag` folded; at Gmail, dots too): a discount
   * code's per-customer limit counts it beside the mobile number. Null on orders placed before it
   * was kept that hold no code.
   */
  @Column({ type: "varchar", length: 254, nullable: true })
  emailKey: string | null;

  /** Ten-digit Indian mobile number, digits only. */
  @Field(() => String, { description: "Buyer's ten-digit mobile number." })
  @Index()
  @Column({ type: "varchar", length: 10 })
  phone: string;

  @Field(() => String, { description: "Street address." })
  @Column({ type: "varchar", length: 300 })
  address: string;

  @Field(() => String, { description: "Apartment or suite (may be empty)." })
  @Column({ type: "varchar", length: 200 })
  apartment: string;

  @Field(() => String, { description: "City." })
  @Column({ type: "varchar", length: 100 })
  city: string;

  @Field(() => String, { description: "State (its own name, as the list of states and union territories spells it)." })
  @Column({ type: "varchar", length: 100 })
  state: string;

  @Field(() => String, { description: "The state's two-digit GST code: the place of supply (empty on orders placed before it was recorded)." })
  @Column({ type: "varchar", length: 2, default: "" })
  stateCode: string;

  @Field(() => String, {
    nullable: true,
    description: "The tax invoice's number (a receipt's when the business has no GSTIN), given when the order is paid, e.g. WBP/26-27/0001.",
  })
  @Index({ unique: true })
  @Column({ type: "varchar", length: 16, nullable: true })
  invoiceNumber: string | null;

  @Field(() => Date, { nullable: true, description: "The invoice's date: when the order was paid." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  invoicedAt: Date | null;

  @Field(() => String, { description: "Six-digit pincode." })
  @Column({ type: "varchar", length: 6 })
  pincode: string;

  /** The language of the page the order was placed from (issue 30): the buyer's mails are written in it. */
  @Field(() => String, { description: "The language of the page the order was placed from, 'en' or 'ta': the buyer's mails are in it." })
  @Column({ type: "varchar", length: 2, default: "en" })
  language: Language;

  /** What is paid: the sum of the lines, computed by the server from the catalogue, less the discount. */
  @Field(() => Int, { description: "Total in paise, computed from the catalogue: the lines' sum less the discount." })
  @Column({ type: "int" })
  amountPaise: number;

  /** The discount of the order's code, in paise (0 without one): the lines' `discountPaise` add up to it. */
  @Field(() => Int, { description: "The discount code's discount, in paise (0 when none); the total is after it." })
  @Column({ type: "int", default: 0 })
  discountPaise: number;

  /** The discount code as the shop writes it (upper case), kept as it was when the order was placed. */
  @Field(() => String, { nullable: true, description: "The discount code used (upper case), or null." })
  @Column({ type: "varchar", length: 32, nullable: true })
  discountCode: string | null;

  /** The code's row (no foreign key: the order's history stays whatever becomes of the code). */
  @Column({ type: "int", nullable: true })
  discountCodeId: number | null;

  /**
   * Whether this order holds one use of its code: set with the use taken at checkout, cleared by the
   * conditional update that gives it back once the order can no longer be paid (order-discounts.ts), so
   * it is given back once; a payment after that is not the order's (a payment review).
   */
  @Column({ type: "boolean", default: false })
  discountUseHeld: boolean;

  /**
   * Issue 45: the order holds its limited-edition prints as reserved (taken in the transaction that
   * seals it); cleared, once, when it is paid (the reservation becomes numbered sales) or can no
   * longer be paid (given back).
   */
  @Column({ type: "boolean", default: false })
  editionHeld: boolean;

  /** Refunds asked for and not failed (pending or processed), in paise: what is left to refund is amountPaise minus this. */
  @Field(() => Int, { description: "Refunded in paise: refunds pending or processed (failed ones are not counted)." })
  @Column({ type: "int", default: 0 })
  refundedPaise: number;

  @Field(() => String, { description: "Currency (INR)." })
  @Column({ type: "varchar", length: 3 })
  currency: string;

  /**
   * The amount the payment order asks for, in paise: recorded by the conditional update that seals
   * the order before the provider is asked (no line is added after it). A payment is accepted only
   * when its captured amount and currency equal these. Null until the order is sent for payment.
   */
  @Field(() => Int, { nullable: true, description: "The amount the payment order is for, in paise, fixed when the order was sent for payment." })
  @Column({ type: "int", nullable: true })
  paymentAmountPaise: number | null;

  @Field(() => String, { nullable: true, description: "The currency of the payment order (INR), fixed with its amount." })
  @Column({ type: "varchar", length: 3, nullable: true })
  paymentCurrency: string | null;

  @Field(() => String, { nullable: true, description: "The provider's payment id (pay_…), once paid." })
  @Column({ type: "varchar", length: 64, nullable: true })
  paymentId: string | null;

  @Field(() => Date, { nullable: true, description: "When the payment was verified." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  paidAt: Date | null;

  /** An unpaid order is cancelled after this moment. */
  @Column({ type: "datetime", precision: 3 })
  expiresAt: Date;

  /**
   * When the payment reconciliation next asks the provider about this unpaid order (null: not yet
   * asked). Moving it forward is how one instance claims the question (order.service.ts).
   */
  @Column({ type: "datetime", precision: 3, nullable: true })
  paymentCheckAt: Date | null;

  @Field(() => String, { nullable: true, description: "Why a cancelled order was cancelled (expired, payment_provider_error)." })
  @Column({ type: "varchar", length: 60, nullable: true })
  cancelReason: string | null;

  @Field(() => String, { nullable: true, description: "Courier the order was (or will be) sent with." })
  @Column({ type: "varchar", length: 80, nullable: true })
  courierName: string | null;

  @Field(() => String, { nullable: true, description: "The courier's tracking id." })
  @Column({ type: "varchar", length: 60, nullable: true })
  trackingId: string | null;

  @Field(() => [OrderLine], { description: "What was bought." })
  @OneToMany(() => OrderLine, (l) => l.order)
  lines: OrderLine[];

  @Field(() => Date, { description: "When the order was placed." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}

/** One print in one frame of an order, with what it was called and cost when it was bought. */
@ObjectType({ description: "One print in one frame of an order, as it was when bought." })
@Entity({ name: "order_lines" })
export class OrderLine {
  @Field(() => ID, { description: "Identifier of the line." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne(() => Order, (o) => o.lines, { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "orderId" })
  order: Order;

  @Index()
  @Column({ type: "int" })
  orderId: number;

  /** The print and frame bought; kept null once they leave the catalogue. */
  @Field(() => ID, { nullable: true, description: "The print; null once it left the catalogue." })
  @Column({ type: "int", nullable: true })
  portfolioItemId: number | null;

  @Field(() => ID, { nullable: true, description: "The print's frame (the cart's frameId); null once it left the catalogue." })
  @Column({ type: "int", nullable: true })
  framePriceId: number | null;

  @Field(() => String, { description: "Title of the print." })
  @Column({ type: "varchar", length: 200 })
  title: string;

  /** The print's Tamil title when it was bought, if it had one: a Tamil order's mails name the print by it (issue 43). */
  @Column({ type: "varchar", length: 200, nullable: true })
  titleTa: string | null;

  /** The print's shop category when it was bought, so sales reports do not change when the catalogue does. */
  @Field(() => String, { nullable: true, description: "The print's shop category when it was bought." })
  @Column({ type: "varchar", length: 120, nullable: true })
  categoryName: string | null;

  /** That category's id (no foreign key: history stays), so sales reports follow a renamed category; null when unknown. */
  @Column({ type: "int", nullable: true })
  categoryId: number | null;

  @Field(() => String, { description: "Print size, e.g. 12x18." })
  @Column({ type: "varchar", length: 40 })
  frameSize: string;

  @Field(() => String, { description: "Frame name." })
  @Column({ type: "varchar", length: 80 })
  frameName: string;

  @Field(() => String, { nullable: true, description: "Image of the print when it was bought." })
  @Column({ type: "varchar", length: 255, nullable: true })
  imageUrl: string | null;

  @Field(() => Int, { description: "Price of one, in paise: as charged (the sale price when a sale priced it)." })
  @Column({ type: "int" })
  unitPricePaise: number;

  @Field(() => Int, { nullable: true, description: "The list price of one when a timed sale priced the line (shown struck through); null: no sale." })
  @Column({ type: "int", nullable: true })
  listUnitPricePaise: number | null;

  @Field(() => Int, { description: "How many." })
  @Column({ type: "int" })
  quantity: number;

  /** Before the discount: unit price × quantity. */
  @Field(() => Int, { description: "Amount of the line in paise, before the discount." })
  @Column({ type: "int" })
  amountPaise: number;

  /** The line's share of the order's discount (largest remainder, discounts/discount-rules.ts). */
  @Field(() => Int, { description: "The line's share of the order's discount, in paise (0 when none)." })
  @Column({ type: "int", default: 0 })
  discountPaise: number;

  /** Issue 45: the print was a limited edition when the order was placed, and its prints were reserved with the order. */
  @Column({ type: "boolean", default: false })
  edition: boolean;

  /** Issue 45: the edition numbers the line's prints hold, lowest first, once the order is paid; empty for an open edition. */
  @Field(() => [Int], { description: "The edition numbers of the line's prints (No. 7 / 25), given when the order was paid; empty for an open edition." })
  @Column({
    type: "varchar",
    length: 400,
    default: "",
    transformer: { to: (v?: number[]) => (v ?? []).join(","), from: (v: string | null) => (v ? v.split(",").map(Number) : []) },
  })
  editionNumbers: number[];
}
