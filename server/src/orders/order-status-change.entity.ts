import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Order, type OrderStatus } from "./order.entity.js";

/** One move of an order's status, written in the transaction of the move: the order's history. */
@ObjectType({ description: "One step of an order's history: a move from one status to another." })
@Entity({ name: "order_status_changes" })
@Index(["orderId", "id"])
export class OrderStatusChange {
  @Field(() => ID, { description: "Identifier of the step." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne(() => Order, { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "orderId" })
  order: Order;

  @Column({ type: "int" })
  orderId: number;

  @Field(() => String, { nullable: true, description: "Status before the move; null when the order was placed." })
  @Column({ type: "varchar", length: 20, nullable: true })
  fromStatus: OrderStatus | null;

  @Field(() => String, { description: "Status after the move." })
  @Column({ type: "varchar", length: 20 })
  toStatus: OrderStatus;

  /** 'checkout', 'payment', 'system' or 'admin:<username>'. */
  @Field(() => String, { description: "Who made the move: checkout, payment, system or admin:<username>." })
  @Column({ type: "varchar", length: 80 })
  actor: string;

  @Field(() => String, { nullable: true, description: "Courier, on the move to dispatched." })
  @Column({ type: "varchar", length: 80, nullable: true })
  courierName: string | null;

  @Field(() => String, { nullable: true, description: "Tracking id, on the move to dispatched." })
  @Column({ type: "varchar", length: 60, nullable: true })
  trackingId: string | null;

  @Field(() => String, { nullable: true, description: "Why, when there is more to say (a cancellation's reason)." })
  @Column({ type: "varchar", length: 120, nullable: true })
  note: string | null;

  @Field(() => Date, { description: "When the move was made." })
  @CreateDateColumn({ type: "datetime" })
  at: Date;
}
