/** The orders domain's part of the application's services (orders, payment reviews and the back office's order moves), as `ctx.services` and the REST shims see it. */
import type { OrderAdminService } from "./order-admin.service.js";
import type { OrderEditions } from "./order-editions.js";
import type { OrderService } from "./order.service.js";
import type { PaymentReviewService } from "./payment-review.service.js";
import type { PaymentsFloor } from "../payments/services.js";

/** The orders domain's own services. */
export interface OrdersPart {
  orders: OrderService;
  paymentReviews: PaymentReviewService;
  orderAdmin: OrderAdminService;
  /** Limited editions in an order's life (issue 45): the application wires its sold-out event and cache freshness. */
  orderEditions: OrderEditions;
}

/** What orders' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type OrdersFloor = OrdersPart & PaymentsFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends OrdersPart {}
}
