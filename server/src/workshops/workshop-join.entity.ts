import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Workshop } from "./workshop.entity.js";

/** The phone column's width: the join form refuses a longer phone with this bound (one rule, not two). */
export const JOIN_PHONE_LENGTH = 20;

/**
 * One visitor's join of a workshop: a participant, bringing 1 to 5 people. Private: admin only.
 * One join per mobile number per workshop (issue 42 item 10), held by the database: the unique key
 * on (workshopId, mobile) refuses a second join of one number even when two arrive at once. A
 * cancelled join is deleted, which frees its number.
 */
@ObjectType({ description: "A join of a workshop: who is coming and with how many people." })
@Entity({ name: "workshop_joins" })
@Index(["workshopId", "createdAt"])
@Index(["workshopId", "mobile"], { unique: true })
export class WorkshopJoin {
  @Field(() => ID, { description: "Identifier of the join." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne("Workshop", "joins", { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "workshopId" })
  workshop: Workshop;

  @Field(() => ID, { description: "The workshop joined." })
  @Column({ type: "int" })
  workshopId: number;

  @Field(() => String, { description: "Full name of the participant." })
  @Column({ type: "varchar", length: 100 })
  fullName: string;

  @Field(() => String, { description: "Phone number." })
  @Column({ type: "varchar", length: JOIN_PHONE_LENGTH })
  phone: string;

  /**
   * The phone as one key (core/mobile.ts: an Indian mobile's 10 digits). Null only on a join kept
   * from before the key (issue 42) whose number had joined the trip earlier: the earliest holds it.
   */
  @Column({ type: "varchar", length: JOIN_PHONE_LENGTH, nullable: true })
  mobile: string | null;

  @Field(() => String, { description: "Postal address." })
  @Column({ type: "varchar", length: 500 })
  address: string;

  @Field(() => String, { nullable: true, description: "Email for the confirmation mail, when given." })
  @Column({ type: "varchar", length: 254, nullable: true })
  email: string | null;

  @Field(() => Int, { description: "People this join brings (1 to 5)." })
  @Column({ type: "int" })
  numberOfPeople: number;

  @Field(() => Date, { description: "When the participant joined." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
