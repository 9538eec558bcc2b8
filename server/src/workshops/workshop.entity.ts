import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { MediaAsset } from "../media/media-asset.entity.js";
import type { WorkshopJoin } from "./workshop-join.entity.js";

/**
 * A photography workshop or trip. `seatsTaken` is the server's count of people joined, kept by
 * conditional updates in the join's transaction (workshop.service.ts), never computed by a client.
 */
@ObjectType({ description: "A photography workshop or trip." })
@Entity({ name: "workshops" })
@Index(["travelDate"])
export class Workshop {
  @Field(() => ID, { description: "Identifier of the workshop." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Title, e.g. 'Flamingos of Pulicat'." })
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field(() => String, { nullable: true, description: "Title in Tamil; null: the English title shows." })
  @Column({ type: "varchar", length: 200, nullable: true })
  titleTa: string | null;

  @Field(() => String, { description: "What the trip is about." })
  @Column({ type: "text" })
  description: string;

  @Field(() => String, { nullable: true, description: "What the trip is about, in Tamil; null: the English text shows." })
  @Column({ type: "text", nullable: true })
  descriptionTa: string | null;

  @Field(() => MediaAsset, { nullable: true, description: "The poster image; the storefront shows a placeholder when there is none." })
  @ManyToOne(() => MediaAsset, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "posterId" })
  poster: MediaAsset | null;

  @Field(() => ID, { nullable: true, description: "Identifier of the poster image (an uploadMedia id)." })
  @Column({ type: "int", nullable: true })
  posterId: number | null;

  @Field(() => String, { description: "Where the trip goes." })
  @Column({ type: "varchar", length: 200 })
  destination: string;

  @Field(() => String, { nullable: true, description: "Where the trip goes, in Tamil; null: the English name shows." })
  @Column({ type: "varchar", length: 200, nullable: true })
  destinationTa: string | null;

  @Field(() => String, { nullable: true, description: "Day of travel, YYYY-MM-DD (India time); null when not fixed yet." })
  @Column({ type: "varchar", length: 10, nullable: true })
  travelDate: string | null;

  @Field(() => String, { description: "How long it lasts, as the owner writes it ('3 days / 2 nights')." })
  @Column({ type: "varchar", length: 100, default: "" })
  duration: string;

  @Field(() => Int, { description: "Seats of the trip: people across all joins never exceed it." })
  @Column({ type: "int" })
  maxParticipants: number;

  @Field(() => Int, { description: "People who have joined so far." })
  @Column({ type: "int", default: 0 })
  seatsTaken: number;

  @Field(() => String, { description: "Who leads the trip." })
  @Column({ type: "varchar", length: 200, default: "" })
  organizer: string;

  @Field(() => String, { description: "The cost as the owner typed it (free text, e.g. '₹18,500 per person'); kept as stored." })
  @Column({ type: "varchar", length: 100, default: "" })
  cost: string;

  @Field(() => String, { description: "Where participants meet." })
  @Column({ type: "varchar", length: 300, default: "" })
  meetingPoint: string;

  @Field(() => [String], { description: "Tags, trimmed, in the order typed." })
  @Column({ type: "simple-json" })
  tags: string[];

  @Field(() => [String], { description: "What the cost includes, trimmed, in the order typed." })
  @Column({ type: "simple-json" })
  includes: string[];

  @OneToMany("WorkshopJoin", "workshop")
  joins: WorkshopJoin[];

  @Field(() => Date, { description: "When the workshop was published." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}
