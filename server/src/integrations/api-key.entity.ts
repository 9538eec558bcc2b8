import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * A key an integrator sends as `Authorization: Bearer <key>`: a principal beside the owner, with
 * scopes. Only the key's SHA-256 is stored (the key is shown once, when it is made); its first
 * characters are kept to tell keys apart in the list.
 */
@ObjectType({ description: "An API key: its name, scopes and use. The key itself is shown once, when it is created." })
@Entity({ name: "api_keys" })
export class ApiKey {
  @Field(() => ID, { description: "Identifier of the key." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "What the key is for, e.g. 'Accountant's export'." })
  @Column({ type: "varchar", length: 80 })
  name: string;

  @Field(() => [String], { description: "What the key may do: catalogue:read, catalogue:write, orders:read, orders:write, content:write, messages:read." })
  @Column({ type: "simple-json" })
  scopes: string[];

  @Field(() => String, { description: "The key's first characters (wpk_…), to tell keys apart; never the key." })
  @Column({ type: "varchar", length: 16 })
  prefix: string;

  /** SHA-256 of the key, hex. */
  @Index({ unique: true })
  @Column({ type: "varchar", length: 64 })
  hash: string;

  @Field(() => Date, { description: "When the key was created." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When the key was last used (to the minute)." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the key was revoked; a revoked key is refused." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  revokedAt: Date | null;
}
