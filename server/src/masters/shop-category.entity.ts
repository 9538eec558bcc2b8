import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from "typeorm";

/** A category of the shop (category master), unique regardless of case. */
@ObjectType({ description: "A category of the shop (category master)." })
@Entity({ name: "shop_categories" })
export class ShopCategory {
  @Field(() => ID, { description: "Identifier of the category." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Name, e.g. 'Birds'." })
  @Column({ type: "varchar", length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: "Name in Tamil; null: the English name shows." })
  @Column({ type: "varchar", length: 120, nullable: true })
  nameTa: string | null;

  @Column({ type: "varchar", length: 120, unique: true })
  nameKey: string;

  @Field(() => [ShopSubcategory], { description: "Its subcategories, by name." })
  @OneToMany(() => ShopSubcategory, (s) => s.category)
  subcategories: ShopSubcategory[];

  @Field(() => Date, { description: "When the category was added." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}

/** A subcategory of a shop category, unique by name within its category. */
@ObjectType({ description: "A subcategory of a shop category." })
@Entity({ name: "shop_subcategories" })
@Index(["categoryId", "nameKey"], { unique: true })
export class ShopSubcategory {
  @Field(() => ID, { description: "Identifier of the subcategory." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Name, e.g. 'Raptors'." })
  @Column({ type: "varchar", length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: "Name in Tamil; null: the English name shows." })
  @Column({ type: "varchar", length: 120, nullable: true })
  nameTa: string | null;

  @Column({ type: "varchar", length: 120 })
  nameKey: string;

  @ManyToOne(() => ShopCategory, (c) => c.subcategories, { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "categoryId" })
  category: ShopCategory;

  @Field(() => ID, { description: "The category it belongs to." })
  @Column({ type: "int" })
  categoryId: number;

  @Field(() => Date, { description: "When the subcategory was added." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
