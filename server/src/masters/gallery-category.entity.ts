import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** A bird category of the gallery (master data), unique regardless of case. */
@ObjectType({ description: "A bird category of the gallery (master data)." })
@Entity({ name: "gallery_categories" })
export class GalleryCategory {
  @Field(() => ID, { description: "Identifier of the category." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Name as entered, e.g. 'raptors'." })
  @Column({ type: "varchar", length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: "Name in Tamil; null: the English name shows." })
  @Column({ type: "varchar", length: 120, nullable: true })
  nameTa: string | null;

  @Column({ type: "varchar", length: 120, unique: true })
  nameKey: string;

  @Field(() => String, { description: "Name for display: the first letter capitalised ('raptors' shows as 'Raptors')." })
  get displayName(): string {
    const n = this.name.trim();
    return n.charAt(0).toUpperCase() + n.slice(1);
  }

  @Field(() => Date, { description: "When the category was added." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
