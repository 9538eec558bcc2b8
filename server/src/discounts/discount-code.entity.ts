import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { DISCOUNT_KINDS, type CodeTerms, type DiscountKind } from "./discount-rules.js";

/** The GraphQL enum of the kinds, so react-admin offers a choice. */
export const DiscountKindEnum = Object.fromEntries(DISCOUNT_KINDS.map((k) => [k, k])) as { [K in DiscountKind]: K };
registerEnumType(DiscountKindEnum, {
  name: "DiscountKind",
  description: "PERCENT: `value` is a percentage (1–90) of each eligible line; FIXED: `value` is paise spread over the eligible lines.",
});

/**
 * A discount code (issue 28) the owner hands out: its terms, and how often it was used. A use is
 * taken by the conditional update that makes an order's payment order, and given back once that
 * order can no longer be paid (orders/order-discounts.ts), so `uses` is the count of orders that
 * hold it.
 */
@ObjectType({ description: "A discount code: its terms and its uses so far." })
@Entity({ name: "discount_codes" })
export class DiscountCode implements CodeTerms {
  @Field(() => ID, { description: "Identifier of the code." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "The code as the owner typed it, upper-cased: letters, digits and '-', 3 to 32 (e.g. DIWALI-10)." })
  @Column({ type: "varchar", length: 32 })
  code: string;

  /** The code upper-cased: unique, so no two codes differ only by case. */
  @Column({ type: "varchar", length: 32, unique: true })
  codeKey: string;

  @Field(() => DiscountKindEnum, { description: "PERCENT or FIXED." })
  @Column({ type: "varchar", length: 10 })
  kind: DiscountKind;

  @Field(() => Int, { description: "PERCENT: the percentage, 1–90. FIXED: the amount in paise (₹100.00 is 10000), less than the eligible prints' total." })
  @Column({ type: "int" })
  value: number;

  @Field(() => Int, { description: "The eligible prints must come to at least this, in paise (0: no minimum)." })
  @Column({ type: "int", default: 0 })
  minOrderPaise: number;

  @Field(() => Date, { nullable: true, description: "From when it may be used; null: from now on." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true, description: "Until when it may be used (not at or after it); null: no end." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  endsAt: Date | null;

  @Field(() => Int, { nullable: true, description: "How many orders may use it in all; null: no limit." })
  @Column({ type: "int", nullable: true })
  maxUses: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "How many paid or pending orders one customer may have with it, counted by mobile number and by email (case, +tag and Gmail's dots folded); null: no limit.",
  })
  @Column({ type: "int", nullable: true })
  maxUsesPerCustomer: number | null;

  /** The shop categories it applies to (their ids); null: every print. Exposed as `categoryIds`. */
  @Column({ type: "simple-json", nullable: true })
  categoryIds: number[] | null;

  @Field(() => Boolean, { description: "Whether it may be used at all (off: 'This code is not valid')." })
  @Column({ type: "boolean", default: true })
  active: boolean;

  @Field(() => Boolean, { description: "Whether it applies on top of a running sale's prices." })
  @Column({ type: "boolean", default: false })
  combinesWithSales: boolean;

  @Field(() => Int, {
    description:
      "Orders holding a use of it: paid ones, and unpaid ones that can still be paid (3 days after they were made; an expired one gives its use back sooner when its buyer checks out with the code again).",
  })
  @Column({ type: "int", default: 0 })
  uses: number;

  @Field(() => Date, { description: "When it was created." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @Field(() => Date, { description: "When it last changed." })
  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}
