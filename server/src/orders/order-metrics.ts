/**
 * What an order's move means to the payment counters of /metrics: paid, declined, or given up for
 * want of a payment order. The kernel's metrics know no order status; the composition root
 * registers this as an order-move observer (app/services.ts), so it counts each move once committed.
 */
import type { PaymentCounters } from "../observability/metrics.js";
import type { OrderMoveObserver } from "./order-transitions.js";

export function countPayments(metrics: PaymentCounters): OrderMoveObserver {
  return (change) => {
    if (change.to === "new" && (change.from === "pending_payment" || change.from === "payment_failed")) metrics.paid();
    else if (change.to === "payment_failed") metrics.paymentFailed("declined");
    else if (change.to === "cancelled" && change.cancelReason === "payment_provider_error") metrics.paymentFailed("provider_error");
  };
}
