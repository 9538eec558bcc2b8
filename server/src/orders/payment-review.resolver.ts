/** The owner's 'Payments to review': the list (react-admin's operations) and the refund of one. */
import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { idOf } from "../core/ids.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { actorOf } from "../core/principal.js";
import { PaymentReview } from "./payment-review.entity.js";
import type { OrdersFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of payments to review." })
class PaymentReviewFilter extends BaseFilter {
  @Field(() => String, { nullable: true, description: "Only reviews in this state: open, refunding or refunded." }) state?: string | null;
}

export const PaymentReviewCrudResolver = createCrudResolver<OrdersFloor, PaymentReview>({
  scopes: { read: ["orders:read"], write: [] },
  roles: { read: MANAGERS, write: [] },
  type: PaymentReview,
  name: "PaymentReview",
  plural: "PaymentReviews",
  filter: PaymentReviewFilter,
  operations: {
    list: (ctx, p) => ctx.services.paymentReviews.list(p),
    count: (ctx, p) => ctx.services.paymentReviews.count(p),
    get: (ctx, id) => ctx.services.paymentReviews.get(id),
  },
});

@Resolver(() => PaymentReview)
export class PaymentReviewResolver {
  @Authorized("orders:write", ...MANAGERS)
  @Mutation(() => PaymentReview, {
    description: "Admin: refunds the whole of a payment to review through the payment service. Refunded once: a second request (a double click) is a CONFLICT.",
  })
  refundPaymentReview(
    @Arg("id", () => ID, { description: "The payment to review." }) id: string,
    @Ctx() ctx: RequestContext<OrdersFloor>,
  ): Promise<PaymentReview> {
    return ctx.services.paymentReviews.refund(idOf(id), actorOf({ admin: ctx.admin, apiKey: ctx.apiKey ?? null }));
  }
}
