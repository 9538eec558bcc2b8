/** A refund as the receipt and the back office show it (GraphQL). */
import { Field, ID, Int, ObjectType } from "type-graphql";
import type { Refund } from "./refund.entity.js";

const STATUS_LABELS: Record<Refund["status"], string> = {
  pending: "Refund initiated",
  processed: "Refunded",
  failed: "Refund failed",
  unbooked: "Refunded by the payment service after it failed: more than was paid, not booked — to check",
};

@ObjectType({ description: "Money given back on an order: pending until the payment service processes it." })
export class RefundView {
  @Field(() => ID, { description: "Identifier of the refund." }) id: number;
  @Field(() => Int, { description: "Amount in paise." }) amountPaise: number;
  @Field(() => String, { description: "pending, processed, failed, or unbooked (processed after it failed, beyond what was paid: for the owner to check)." })
  status: string;
  @Field(() => String, { description: "The status for people: Refund initiated, Refunded, Refund failed." }) statusLabel: string;
  @Field(() => String, { description: "Why the money was given back." }) reason: string;
  @Field(() => Date, { description: "When the refund was asked for." }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: "When the payment service processed it." }) processedAt: Date | null;
  @Field(() => String, { nullable: true, description: "The credit note's number, once the refund is processed (orders with an invoice): e.g. CN/26-27/0001." })
  creditNoteNumber: string | null;
  @Field(() => String, { nullable: true, description: "Relative link to the credit note's PDF, signed: it opens for whoever holds it." }) creditNoteUrl:
    string | null;
}

export function toRefundView(r: Refund, links?: { url(number: string | null): string | null }): RefundView {
  return {
    id: r.id,
    amountPaise: r.amountPaise,
    status: r.status,
    statusLabel: STATUS_LABELS[r.status],
    reason: r.reason,
    createdAt: r.createdAt,
    processedAt: r.processedAt,
    creditNoteNumber: r.creditNoteNumber,
    creditNoteUrl: links?.url(r.creditNoteNumber) ?? null,
  };
}
