import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/** A webhook event already handled; its id is the provider's x-razorpay-event-id, so a repeat is ignored. */
@Entity({ name: "webhook_events" })
export class WebhookEvent {
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @Column({ type: "varchar", length: 60 })
  event: string;

  @CreateDateColumn({ type: "datetime" })
  receivedAt: Date;
}
