import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** The back-office account. The password hash has no GraphQL field, so it can never be queried. */
@ObjectType({ description: "An administrator of the back office." })
@Entity({ name: "admin_users" })
export class AdminUser {
  @Field(() => ID, { description: "Identifier of the admin (the spec's userId)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Sign-in name." })
  @Column({ type: "varchar", length: 64, unique: true })
  username: string;

  @Column({ type: "varchar", length: 100 })
  passwordHash: string;

  /** When the password was last set (kept for the owner's records). */
  @Column({ type: "datetime", precision: 3 })
  passwordChangedAt: Date;

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
