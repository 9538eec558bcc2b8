import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** A timed sale (issue 28): a percentage off every print, or those of some shop categories, between two instants. */
@ObjectType({ description: "A timed sale: a percentage off the prints (all, or some shop categories) from its start to its end." })
@Entity({ name: "sales" })
// Readers load the sales not ended yet.
@Index("IDX_sales_ends", ["endsAt"])
export class Sale {
  @Field(() => ID, { description: "Identifier of the sale." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "The sale's name, e.g. 'Pongal sale' (shown to buyers beside the price)." })
  @Column({ type: "varchar", length: 80 })
  name: string;

  @Field(() => Int, { description: "The percentage off, 1–90." })
  @Column({ type: "int" })
  percent: number;

  @Field(() => Date, { nullable: true, description: "When it starts; null: it runs from its creation." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it ends (not at or after it); null: until it is deleted." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  endsAt: Date | null;

  /** The shop categories it applies to (their ids); null: every print. Exposed as `categoryIds`. */
  @Column({ type: "simple-json", nullable: true })
  categoryIds: number[] | null;

  @Field(() => Date, { description: "When it was created." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @Field(() => Date, { description: "When it last changed." })
  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}
