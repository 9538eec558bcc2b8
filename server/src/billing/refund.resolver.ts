/**
 * The refunds of an order in GraphQL: `Order.refunds` (the owner's order record) and
 * `OrderReceipt.refunds` (the buyer's receipts). Billing adds the field to orders' types, so that
 * orders need not know refunds; the refunds of all the orders of one request are read in one query.
 * Issue 43: billing stands above orders, so the invoice links (`Order.invoiceUrl`, `OrderReceipt.invoiceUrl`)
 * and the owner's cancel and refund mutations are billing's too: orders' resolvers cannot reach billing.
 */
import DataLoader from "dataloader";
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { actorOf } from "../core/principal.js";
import { Order } from "../orders/order.entity.js";
import { OrderReceipt } from "../orders/order.resolver.js";
import type { Refund } from "./refund.entity.js";
import { RefundView, toRefundView } from "./refund.view.js";
import type { BillingFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

type RefundLoader = DataLoader<number, Refund[]>;

/** Who acts, as the order's history and the credit note name them. */
const adminName = (ctx: RequestContext<unknown>) => actorOf({ admin: ctx.admin, apiKey: ctx.apiKey ?? null });

/**
 * The refunds of the orders of one request, read in one query however many orders it shows. The
 * owner's records keep what was read for the request; each list of receipts reads afresh, as it
 * did when the receipts were built with their refunds.
 */
const recordLoaders = new WeakMap<RequestContext<unknown>, RefundLoader>();
const receiptLoaders = new WeakMap<RequestContext<unknown>, RefundLoader>();
function refundsOf(
  ctx: RequestContext<BillingFloor>,
  orderId: number,
  loaders: WeakMap<RequestContext<unknown>, RefundLoader>,
  cache: boolean,
): Promise<Refund[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly number[]) => {
        const byOrder = await ctx.services.refunds.forOrders(ids);
        return ids.map((id) => byOrder.get(id) ?? []);
      },
      { cache },
    );
    loaders.set(ctx, loader);
  }
  return loader.load(orderId);
}

@Resolver(() => Order)
export class OrderRefundsResolver {
  @FieldResolver(() => String, { nullable: true, description: "Relative link to the order's invoice PDF (signed), once it has a number." })
  invoiceUrl(@Root() order: Order, @Ctx() ctx: RequestContext<BillingFloor>): string | null {
    return ctx.services.invoices.url(order.invoiceNumber);
  }

  @Authorized("orders:write", ...MANAGERS)
  @Mutation(() => Order, {
    description:
      "Admin: cancels an order that is new or processing (by the receipt's order id, order_…): it becomes cancelled and all that is left of its payment is refunded through the payment service, with a credit note and a mail to the buyer. Any other order is a CONFLICT.",
  })
  cancelOrder(
    @Arg("orderId", () => String, { description: "The receipt's order id (order_…)." }) orderId: string,
    @Arg("reason", () => String, { description: "Why, at most 120 characters: the buyer reads it." }) reason: string,
    @Ctx() ctx: RequestContext<BillingFloor>,
  ): Promise<Order> {
    return ctx.services.refunds.cancel(orderId, reason, adminName(ctx));
  }

  @Authorized("orders:write", ...MANAGERS)
  @Mutation(() => Order, {
    description:
      "Admin: refunds part or all of a paid order (by the receipt's order id) through the payment service; its status does not change. More than is left to refund is a CONFLICT; the same idempotencyKey again (a double click, a retry of the same submission) refunds once, and another key is another refund.",
  })
  refundOrder(
    @Arg("orderId", () => String, { description: "The receipt's order id (order_…)." }) orderId: string,
    @Arg("amountPaise", () => Int, { description: "Amount in paise, at least 1 and at most what is left to refund." }) amountPaise: number,
    @Arg("reason", () => String, { description: "Why, at most 120 characters: the buyer reads it." }) reason: string,
    @Arg("idempotencyKey", () => String, {
      description:
        "Made once per submission of the refund form (10 to 64 letters, digits, - and _, e.g. a UUID): sent again with a retry of that submission, never with another. Also Razorpay's idempotency key.",
    })
    idempotencyKey: string,
    @Ctx() ctx: RequestContext<BillingFloor>,
  ): Promise<Order> {
    return ctx.services.refunds.refund(orderId, amountPaise, reason, idempotencyKey, adminName(ctx));
  }

  @FieldResolver(() => [RefundView], { description: "The refunds of the order, oldest first, with their status and credit notes." })
  async refunds(@Root() order: Order, @Ctx() ctx: RequestContext<BillingFloor>): Promise<RefundView[]> {
    return (await refundsOf(ctx, order.id, recordLoaders, true)).map((r) => toRefundView(r, ctx.services.invoices));
  }
}

@Resolver(() => OrderReceipt)
export class ReceiptRefundsResolver {
  /** The signed link to the invoice's PDF; a lookup by mobile number (no documents) has no invoice number, so none. */
  @FieldResolver()
  invoiceUrl(@Root() receipt: OrderReceipt, @Ctx() ctx: RequestContext<BillingFloor>): string | null {
    return receipt.documents ? ctx.services.invoices.url(receipt.invoiceNumber) : null;
  }

  /** Without the receipt's documents (a lookup by mobile number), a credit note is neither linked nor named. */
  @FieldResolver(() => [RefundView], { description: "The refunds of the order, oldest first, each with its status and credit note." })
  async refunds(@Root() receipt: OrderReceipt, @Ctx() ctx: RequestContext<BillingFloor>): Promise<RefundView[]> {
    const refunds = await refundsOf(ctx, receipt.orderKey, receiptLoaders, false);
    if (receipt.documents) return refunds.map((r) => toRefundView(r, ctx.services.invoices));
    return refunds.map((r) => ({ ...toRefundView(r), creditNoteNumber: null }));
  }
}
