/** The orders domain's part of the application's services (orders, payment reviews and the back office's order moves), as `ctx.services` and the REST shims see it. */
import type { OrderAdminService } from "./order-admin.service.js";
import type { OrderService } from "./order.service.js";
import type { PaymentReviewService } from "./payment-review.service.js";

declare module "../core/context.js" {
  interface Services {
    orders: OrderService;
    paymentReviews: PaymentReviewService;
    orderAdmin: OrderAdminService;
  }
}
