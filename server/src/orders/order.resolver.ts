/** GraphQL for checkout and for buyers finding their orders. */
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { formatOrderDate } from "./order-mails.js";
import { VISITOR_LABELS } from "./order-process.js";
import type { Order } from "./order.entity.js";
import { CartLineInput } from "../shop/shop.resolver.js";
import type { OrdersFloor } from "./services.js";

@InputType({ description: "The buyer's details from the checkout form." })
class CustomerInput {
  @Field(() => String, { description: "First name." }) firstName: string;
  @Field(() => String, { description: "Last name." }) lastName: string;
  @Field(() => String, { description: "Email address." }) email: string;
  @Field(() => String, { description: "Ten-digit mobile number (+91 or 0 prefix allowed)." }) phone: string;
  @Field(() => String, { description: "Street address." }) address: string;
  @Field(() => String, { nullable: true, description: "Apartment, suite (optional)." }) apartment?: string | null;
  @Field(() => String, { description: "City." }) city: string;
  @Field(() => String, { description: "State." }) state: string;
  @Field(() => String, { description: "Six-digit pincode." }) pincode: string;
  @Field(() => String, {
    nullable: true,
    description: "The language of the page the order is placed from: 'en' (the default) or 'ta'. The buyer's mails are written in it.",
  })
  language?: string | null;
}

@ObjectType({ description: "What the checkout script needs to open; the amount is the server's." })
class PaymentOrder {
  @Field(() => String, { description: "The provider's order id (order_…)." }) orderId: string;
  @Field(() => Int, { description: "Amount in paise, computed from the catalogue, after the discount code's discount." }) amountPaise: number;
  @Field(() => Int, { description: "The discount code's discount in paise (0 when none)." }) discountPaise: number;
  @Field(() => String, { nullable: true, description: "The discount code applied (upper case), or null." }) discountCode: string | null;
  @Field(() => String, { description: "Currency (INR)." }) currency: string;
  @Field(() => String, { description: "The provider's public key id." }) keyId: string;
  @Field(() => String, { description: "The booking group id (the tracking number)." }) bookingGroupId: string;
  @Field(() => String, { description: "Description shown by the checkout ('Frame Booking')." }) description: string;
  @Field(() => String, { description: "Business name shown by the checkout." }) businessName: string;
  @Field(() => String, { description: "Buyer's name, prefilled." }) prefillName: string;
  @Field(() => String, { description: "Buyer's email, prefilled." }) prefillEmail: string;
  @Field(() => String, { description: "Buyer's mobile number, prefilled." }) prefillContact: string;
}

@ObjectType({ description: "How the storefront opens the payment window." })
class CheckoutConfig {
  @Field(() => String, { description: "'live' (Razorpay) or 'simulated' (a local test checkout)." }) mode: string;
  @Field(() => String, { description: "The provider's public key id." }) keyId: string;
  @Field(() => String, { description: "The checkout script to load." }) scriptUrl: string;
  @Field(() => String, { description: "Business name shown by the checkout." }) businessName: string;
}

/** Its `certificates` are billing's to resolve (billing/certificate.resolver.ts), by the two fields that are not in the schema. */
@ObjectType({ description: "One line of an order as its buyer sees it." })
export class OrderLineView {
  @Field(() => String, { description: "Title of the print." }) title: string;
  @Field(() => String, { description: "Print size." }) frameSize: string;
  @Field(() => String, { description: "Frame name." }) frameName: string;
  @Field(() => Int, { description: "How many." }) quantity: number;
  @Field(() => Int, { description: "Amount of the line in paise, before the discount." }) amountPaise: number;
  @Field(() => Int, { description: "The line's share of the order's discount, in paise (0 when none)." }) discountPaise: number;
  @Field(() => String, { nullable: true, description: "Image of the print when it was bought." }) imageUrl: string | null;
  @Field(() => ID, { nullable: true, description: "The print (the cart's adId); null once it left the catalogue." }) portfolioItemId: number | null;
  @Field(() => ID, { nullable: true, description: "The frame of that print (the cart's frameId); null once it left the catalogue." }) frameId: number | null;
  @Field(() => [Int], { description: "The edition numbers of the line's prints (No. 7 / 25), once paid; empty for an open edition." }) editionNumbers: number[];
  /** Not in the schema: the line's own id, by which its certificates are read. */
  lineKey: number;
  /** Not in the schema: false in a lookup by mobile number, where no certificate is listed or linked (as the invoice). */
  documents: boolean;
}

/** Its `refunds` are billing's to resolve (billing/refund.resolver.ts), by the two fields that are not in the schema. */
@ObjectType({ description: "An order as its buyer sees it (acknowledgment, order history, My Orders)." })
export class OrderReceipt {
  @Field(() => String, { description: "The provider's order id (order_…)." }) orderId: string;
  @Field(() => String, { description: "The booking group id, shown as the tracking number." }) bookingGroupId: string;
  @Field(() => String, { description: "pending_payment, new, processing, dispatched, delivered, payment_failed or cancelled." }) status: string;
  @Field(() => String, { description: "The status for people: Awaiting Payment, Confirmed, Processing, In Transit, Delivered…" }) statusLabel: string;
  @Field(() => Date, { description: "When the order was placed." }) createdAt: Date;
  @Field(() => String, { description: "The date as the receipt shows it (India time)." }) formattedDate: string;
  @Field(() => Int, { description: "Total in paise: the lines' sum less the discount." }) amountPaise: number;
  @Field(() => Int, { description: "The discount code's discount in paise (0 when none)." }) discountPaise: number;
  @Field(() => String, { nullable: true, description: "The discount code used (upper case), or null." }) discountCode: string | null;
  @Field(() => [OrderLineView], { description: "What was bought." }) items: OrderLineView[];
  @Field(() => String, { nullable: true, description: "The courier, once the order is dispatched." }) courierName: string | null;
  @Field(() => String, { nullable: true, description: "The courier's tracking id, once the order is dispatched." }) trackingId: string | null;
  @Field(() => String, { nullable: true, description: "The invoice's number (a receipt's when the business has no GSTIN), once paid: e.g. WBP/26-27/0001." })
  invoiceNumber: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Relative link to the invoice's PDF, signed: it opens for whoever holds it. Null in a lookup by mobile number.",
  })
  invoiceUrl: string | null;
  @Field(() => Int, { description: "Refunded in paise: refunds initiated or processed (not failed ones)." }) refundedPaise: number;
  /** Not in the schema: the order's own id, by which its refunds are read. */
  orderKey: number;
  /** Not in the schema: false in a lookup by mobile number, where the credit notes are neither named nor linked (as the invoice). */
  documents: boolean;
}

export const BUSINESS_NAME = "Chennai Wildlife Prints";

/** The receipt of an order; its signed invoice link (`invoiceUrl`) and refunds are resolved by billing (billing/refund.resolver.ts). */
export function toReceipt(o: Order): OrderReceipt {
  const shipped = o.status === "dispatched" || o.status === "delivered";
  return {
    orderId: o.providerOrderId ?? "",
    bookingGroupId: o.bookingGroupId,
    status: o.status,
    statusLabel: VISITOR_LABELS[o.status],
    createdAt: o.createdAt,
    formattedDate: formatOrderDate(o.paidAt ?? o.createdAt),
    amountPaise: o.amountPaise,
    discountPaise: o.discountPaise ?? 0,
    discountCode: o.discountCode ?? null,
    // The courier is the buyer's news only once the parcel has left.
    courierName: shipped ? o.courierName : null,
    trackingId: shipped ? o.trackingId : null,
    invoiceNumber: o.invoiceNumber ?? null,
    invoiceUrl: null,
    refundedPaise: o.refundedPaise ?? 0,
    orderKey: o.id,
    documents: true,
    items: (o.lines ?? []).map((l) => ({
      title: l.title,
      frameSize: l.frameSize,
      frameName: l.frameName,
      quantity: l.quantity,
      amountPaise: l.amountPaise,
      discountPaise: l.discountPaise ?? 0,
      imageUrl: l.imageUrl,
      portfolioItemId: l.portfolioItemId,
      frameId: l.framePriceId,
      editionNumbers: l.editionNumbers ?? [],
      lineKey: l.id,
      documents: true,
    })),
  };
}

@Resolver()
export class OrderResolver {
  @Query(() => CheckoutConfig, { description: "Which checkout script to load and with which key." })
  checkoutConfig(@Ctx() ctx: RequestContext<OrdersFloor>): CheckoutConfig {
    const p = ctx.services.payments;
    return { mode: p.mode, keyId: p.keyId, scriptUrl: p.scriptUrl, businessName: BUSINESS_NAME };
  }

  @Mutation(() => PaymentOrder, {
    description:
      "Checkout: saves the order with its lines priced from the catalogue and creates the payment order. With a discount code, its discount is taken off (a code refused is BAD_USER_INPUT with the buyer's message, as discountQuote gives it).",
  })
  async startCheckout(
    @Arg("customer", () => CustomerInput) customer: CustomerInput,
    @Arg("items", () => [CartLineInput]) items: CartLineInput[],
    @Arg("discountCode", () => String, { nullable: true, description: "A discount code, as typed (any letter case)." }) discountCode: string | null | undefined,
    @Ctx() ctx: RequestContext<OrdersFloor>,
  ): Promise<PaymentOrder> {
    const order = await ctx.services.orders.startCheckout(customer, items, discountCode, ctx.ip);
    return { ...order, description: "Frame Booking", businessName: BUSINESS_NAME };
  }

  @Mutation(() => OrderReceipt, {
    description:
      "Confirms a payment with the checkout's signature: the order is marked paid only when the signature is valid and the payment service holds the payment, captured, for the order's amount and currency (otherwise CONFLICT, and the payment is kept for the owner to refund).",
  })
  async confirmPayment(
    @Arg("orderId", () => String) orderId: string,
    @Arg("paymentId", () => String) paymentId: string,
    @Arg("signature", () => String) signature: string,
    @Ctx() ctx: RequestContext<OrdersFloor>,
  ): Promise<OrderReceipt> {
    await ctx.services.orders.confirmPayment(orderId, paymentId, signature);
    return receipts(ctx, [(await ctx.services.orders.byProviderOrderId(orderId))!])[0];
  }

  @Query(() => OrderReceipt, { nullable: true, description: "An order by its provider order id (the acknowledgment page); null when unknown." })
  async order(@Arg("orderId", () => String) orderId: string, @Ctx() ctx: RequestContext<OrdersFloor>): Promise<OrderReceipt | null> {
    const o = await ctx.services.orders.byProviderOrderId(orderId);
    return o ? receipts(ctx, [o])[0] : null;
  }

  @Query(() => [OrderReceipt], {
    description:
      "Orders paid with a mobile number (cancelled ones too, with their refunds), newest first. Limited per client. A phone number proves nothing: no invoice or credit note (their numbers and links are null).",
  })
  async ordersByMobile(@Arg("mobile", () => String) mobile: string, @Ctx() ctx: RequestContext<OrdersFloor>): Promise<OrderReceipt[]> {
    return receipts(ctx, await ctx.services.orders.byMobile(mobile, ctx.ip), { documents: false });
  }

  @Query(() => [OrderReceipt], { description: "'My Orders': the orders whose ids this browser kept (at most 20)." })
  async ordersByIds(@Arg("orderIds", () => [String]) orderIds: string[], @Ctx() ctx: RequestContext<OrdersFloor>): Promise<OrderReceipt[]> {
    return receipts(ctx, await ctx.services.orders.byProviderOrderIds(orderIds));
  }
}

/**
 * Receipts of some orders; their refunds are resolved by billing, read in one query whatever their
 * number. Without `documents` (a lookup by mobile number, which anyone who knows the number can
 * make) the invoice and credit notes, which carry the buyer's name and address, are neither linked nor named.
 */
function receipts(ctx: RequestContext<OrdersFloor>, orders: Order[], { documents = true } = {}): OrderReceipt[] {
  return orders.map((o) => {
    const receipt = toReceipt(o);
    return documents ? receipt : { ...receipt, invoiceNumber: null, documents: false, items: receipt.items.map((i) => ({ ...i, documents: false })) };
  });
}
