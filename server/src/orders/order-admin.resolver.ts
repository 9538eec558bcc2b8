/**
 * GraphQL of the owner's order management: react-admin's generated list and record of `Order`
 * (paid orders only), the count per status, an order's history, and the fulfilment moves. An
 * order's `refunds` are billing's field (billing/refund.resolver.ts).
 */
import { idOf } from "../core/ids.js";
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { actorOf } from "../core/principal.js";
import { OrderStatusChange } from "./order-status-change.entity.js";
import { Order } from "./order.entity.js";
import { ownerMayCancel } from "./order-process.js";
import type { OrdersFloor } from "./services.js";
import { FULFILMENT } from "../core/roles.js";

@InputType({ description: "Filter of the owner's order list." })
class OrderFilter extends BaseFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "new, processing, dispatched or delivered (or the labels 'New Orders', 'Processing', …), or cancelled (those cancelled after payment); every paid order when absent.",
  })
  status?: string | null;
}

@ObjectType({ description: "How many paid orders are in each status (the spec's booking process counts)." })
class OrderStatusCounts {
  @Field(() => Int, { description: "Every paid order." }) all: number;
  @Field(() => Int, { description: "Paid, not yet started ('New Orders')." }) new: number;
  @Field(() => Int, { description: "Being framed and packed." }) processing: number;
  @Field(() => Int, { description: "With the courier." }) dispatched: number;
  @Field(() => Int, { description: "Delivered." }) delivered: number;
  @Field(() => Int, { description: "Cancelled by the owner after payment (and refunded); not counted in all." }) cancelled: number;
}

export const OrderCrudResolver = createCrudResolver<OrdersFloor, Order>({
  scopes: { read: ["orders:read"], write: ["orders:write"] },
  roles: { read: FULFILMENT, write: FULFILMENT },
  type: Order,
  name: "Order",
  plural: "Orders",
  filter: OrderFilter,
  operations: {
    list: (ctx, p) => ctx.services.orderAdmin.list(p),
    count: (ctx, p) => ctx.services.orderAdmin.count(p),
    get: (ctx, id) => ctx.services.orderAdmin.get(id),
  },
});

/** Who made a change: the owner's name, or key:<name>. */
const adminName = (ctx: RequestContext<OrdersFloor>) => actorOf({ admin: ctx.admin, apiKey: ctx.apiKey ?? null });

@Resolver(() => Order)
export class OrderAdminResolver {
  @FieldResolver(() => [String], { description: "The statuses the owner can move this order to next (e.g. ['processing'] for a new order)." })
  nextStatuses(@Root() order: Order, @Ctx() ctx: RequestContext<OrdersFloor>): string[] {
    return ctx.services.orderAdmin.nextStatuses(order);
  }

  @FieldResolver(() => Boolean, { description: "Whether the owner can cancel it now (new or processing), with the refund of what is left of its payment." })
  canCancel(@Root() order: Order): boolean {
    return ownerMayCancel(order.status);
  }

  @Authorized("orders:read", ...FULFILMENT)
  @Query(() => OrderStatusCounts, { description: "Admin: how many paid orders are in each status." })
  async orderStatusCounts(@Ctx() ctx: RequestContext<OrdersFloor>): Promise<OrderStatusCounts> {
    const [counts, cancelled] = await Promise.all([ctx.services.orderAdmin.statusCounts(), ctx.services.orderAdmin.cancelledCount()]);
    return { ...counts, all: counts.new + counts.processing + counts.dispatched + counts.delivered, cancelled };
  }

  @Authorized("orders:read", ...FULFILMENT)
  @Query(() => [OrderStatusChange], { description: "Admin: every move of an order, oldest first (placed, paid, processing, …)." })
  orderHistory(@Arg("orderId", () => ID) orderId: string, @Ctx() ctx: RequestContext<OrdersFloor>): Promise<OrderStatusChange[]> {
    return ctx.services.orderAdmin.history(idOf(orderId));
  }

  @Authorized("orders:write", ...FULFILMENT)
  @Mutation(() => Order, {
    description:
      "Admin: moves an order on: new → processing → dispatched (needs courierName and trackingId, here or saved before with setOrderCourier) → delivered. An illegal move, or one someone else made first, is a CONFLICT; the buyer gets a mail at each step.",
  })
  transitionOrderToState(
    @Arg("id", () => ID) id: string,
    @Arg("state", () => String, { description: "processing, dispatched or delivered." }) state: string,
    @Arg("courierName", () => String, { nullable: true, description: "Courier, when dispatching." }) courierName: string | null,
    @Arg("trackingId", () => String, { nullable: true, description: "Tracking id, when dispatching." }) trackingId: string | null,
    @Ctx() ctx: RequestContext<OrdersFloor>,
  ): Promise<Order> {
    return ctx.services.orderAdmin.move(idOf(id), state, adminName(ctx), { courierName, trackingId });
  }

  @Authorized("orders:write", ...FULFILMENT)
  @Mutation(() => Order, {
    description: "Admin: saves the courier and tracking id of an order being processed, or corrects them once dispatched. Moves nothing.",
  })
  setOrderCourier(
    @Arg("id", () => ID) id: string,
    @Arg("courierName", () => String) courierName: string,
    @Arg("trackingId", () => String) trackingId: string,
    @Ctx() ctx: RequestContext<OrdersFloor>,
  ): Promise<Order> {
    return ctx.services.orderAdmin.setCourier(idOf(id), { courierName, trackingId });
  }
}
