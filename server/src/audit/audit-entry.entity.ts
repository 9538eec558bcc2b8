/**
 * One entry of the audit log (issue 47): who did what to which record, when, and what changed.
 * Written by the audit subscriber in the transaction of the change, or by a domain through the
 * AuditSink; no GraphQL operation or REST shim writes, edits or deletes one. Kept 400 days.
 */
import { GraphQLJSON } from "graphql-scalars";
import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

@ObjectType({ description: "An entry of the audit log: who did what to which record, when, and what changed (never a secret's value)." })
@Entity({ name: "audit_entries" })
@Index("IDX_audit_entries_actor_at", ["actor", "at"])
@Index("IDX_audit_entries_entity_at", ["entity", "at"])
export class AuditEntry {
  @Field(() => ID, { description: "Identifier of the entry." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => Date, { description: "When it was done." })
  @Index("IDX_audit_entries_at")
  @Column({ type: "datetime", precision: 3 })
  at: Date;

  @Field(() => String, { description: "Who did it: the staff member's username (the one tried, for a failed sign-in), or `key:<name>` for an API key." })
  @Column({ type: "varchar", length: 120 })
  actor: string;

  @Field(() => String, { nullable: true, description: "Their role then (owner, manager, fulfilment, editor; api-key for a key); none for a failed sign-in." })
  @Column({ type: "varchar", length: 16, nullable: true })
  role: string | null;

  @Field(() => String, {
    description: "What was done: the GraphQL operation (Mutation.refundOrder), the REST call (POST /auth/api/…), or sign-in / sign-in failed.",
  })
  @Column({ type: "varchar", length: 200 })
  operation: string;

  @Field(() => String, { nullable: true, description: "The kind of record changed, e.g. FramePrice, Order, Refund." })
  @Column({ type: "varchar", length: 64, nullable: true })
  entity: string | null;

  @Field(() => String, { nullable: true, description: "The changed record's id." })
  @Column({ type: "varchar", length: 64, nullable: true })
  entityId: string | null;

  /** The changes as JSON text (AuditService writes it, bounded in length); `changes` reads it. */
  @Column({ name: "changes", type: "text", nullable: true })
  changesJson: string | null;

  @Field(() => String, { nullable: true, description: "The address the request came from." })
  @Column({ type: "varchar", length: 64, nullable: true })
  ip: string | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      "Field → { before, after } (a new record: before is null; a deleted one: after is null). A secret (password, hash, key, token, second factor) is { redacted: true }, a person's address, phone or email { changed: true }.",
  })
  get changes(): Record<string, unknown> | null {
    return this.changesJson ? (JSON.parse(this.changesJson) as Record<string, unknown>) : null;
  }
}
