/**
 * The refunds of an order in GraphQL: `Order.refunds` (the owner's order record) and
 * `OrderReceipt.refunds` (the buyer's receipts). Billing adds the field to orders' types, so that
 * orders need not know refunds; the refunds of all the orders of one request are read in one query.
 */
import DataLoader from "dataloader";
import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { Order } from "../orders/order.entity.js";
import { OrderReceipt } from "../orders/order.resolver.js";
import type { Refund } from "./refund.entity.js";
import { RefundView, toRefundView } from "./refund.view.js";

type RefundLoader = DataLoader<number, Refund[]>;

/**
 * The refunds of the orders of one request, read in one query however many orders it shows. The
 * owner's records keep what was read for the request; each list of receipts reads afresh, as it
 * did when the receipts were built with their refunds.
 */
const recordLoaders = new WeakMap<RequestContext, RefundLoader>();
const receiptLoaders = new WeakMap<RequestContext, RefundLoader>();
function refundsOf(ctx: RequestContext, orderId: number, loaders: WeakMap<RequestContext, RefundLoader>, cache: boolean): Promise<Refund[]> {
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
  @FieldResolver(() => [RefundView], { description: "The refunds of the order, oldest first, with their status and credit notes." })
  async refunds(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<RefundView[]> {
    return (await refundsOf(ctx, order.id, recordLoaders, true)).map((r) => toRefundView(r, ctx.services.invoices));
  }
}

@Resolver(() => OrderReceipt)
export class ReceiptRefundsResolver {
  /** Without the receipt's documents (a lookup by mobile number), a credit note is neither linked nor named. */
  @FieldResolver(() => [RefundView], { description: "The refunds of the order, oldest first, each with its status and credit note." })
  async refunds(@Root() receipt: OrderReceipt, @Ctx() ctx: RequestContext): Promise<RefundView[]> {
    const refunds = await refundsOf(ctx, receipt.orderKey, receiptLoaders, false);
    if (receipt.documents) return refunds.map((r) => toRefundView(r, ctx.services.invoices));
    return refunds.map((r) => ({ ...toRefundView(r), creditNoteNumber: null }));
  }
}
