import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { Role } from "../core/roles.js";

/**
 * A back-office account: the owner or a staff member (issue 47). The password hash and the
 * invitation's token hash have no GraphQL field, so they can never be queried. An invited account has
 * no password yet (`passwordHash` empty: nothing compares equal to it) until it accepts.
 */
@ObjectType({ description: "An administrator of the back office: the owner or a staff member." })
@Entity({ name: "admin_users" })
export class AdminUser {
  @Field(() => ID, { description: "Identifier of the admin (the spec's userId)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Sign-in name." })
  @Column({ type: "varchar", length: 64, unique: true })
  username: string;

  /** The username in lower case: usernames are unique whatever their case, on both dialects (compared by bytes). */
  @Column({ type: "varchar", length: 64, unique: true })
  usernameKey: string;

  @Field(() => String, { nullable: true, description: "The person's name, as the staff list shows it." })
  @Column({ type: "varchar", length: 100, nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true, description: "The person's email address (invitations go there)." })
  @Column({ type: "varchar", length: 254, nullable: true })
  email: string | null;

  @Field(() => String, { description: "What the account may do: owner, manager, fulfilment or editor." })
  @Column({ type: "varchar", length: 16, default: "owner" })
  role: Role;

  /** A disabled account cannot sign in, and its sessions ended when it was disabled. */
  @Column({ type: "boolean", default: false })
  disabled: boolean;

  /** Empty while the account is invited: no password compares equal to it. */
  @Column({ type: "varchar", length: 100 })
  passwordHash: string;

  /** When the password was last set (kept for the owner's records). */
  @Column({ type: "datetime", precision: 3 })
  passwordChangedAt: Date;

  /** SHA-256 (hex) of the pending invitation's token; null once accepted or when none was sent. */
  @Column({ type: "varchar", length: 64, nullable: true, unique: true })
  invitationTokenHash: string | null;

  /** When the pending invitation stops working. */
  @Column({ type: "datetime", precision: 3, nullable: true })
  invitationExpiresAt: Date | null;

  /** When the account was invited (the last invitation sent); null for the first owner. */
  @Column({ type: "datetime", precision: 3, nullable: true })
  invitedAt: Date | null;

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}

/** Whether the account has set its password (accepted its invitation, or was made with one). */
export const hasPassword = (user: Pick<AdminUser, "passwordHash">) => user.passwordHash !== "";
