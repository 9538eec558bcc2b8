import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** A birding location (master data). `nameKey` makes names unique regardless of case on both dialects. */
@ObjectType({ description: "A place where photographs are taken (master data)." })
@Entity({ name: "locations" })
export class Location {
  @Field(() => ID, { description: "Identifier of the location." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Display name, e.g. 'Pallikaranai Marsh'." })
  @Column({ type: "varchar", length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: "Name in Tamil; null: the English name shows." })
  @Column({ type: "varchar", length: 120, nullable: true })
  nameTa: string | null;

  @Column({ type: "varchar", length: 120, unique: true })
  nameKey: string;

  @Field(() => String, { description: "The name in lower case with spaces turned into hyphens." })
  get slug(): string {
    return this.name.trim().toLowerCase().replace(/\s+/g, "-");
  }

  @Field(() => Date, { description: "When the location was added." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
