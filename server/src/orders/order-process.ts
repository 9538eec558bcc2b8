/**
 * The order process: every move an order's status may make, who may make it, and the names people
 * read. This table is the only place the moves are declared (as Vendure's order process is);
 * OrderTransitions is the only code that applies them.
 */
import type { OrderStatus, PaidStatus } from "./order.entity.js";

/**
 * How long after it was made an order can still be paid. Razorpay takes another payment of a payment
 * order while its checkout is open, after a failed one or past the order's expiry, and captures none
 * days later; the reconciliation asks about orders as long (order.service.ts).
 * A discount code's use held by an unpaid order goes back only after it (order-discounts.ts).
 */
export const PAYABLE_FOR_MS = 3 * 24 * 3600_000;

/** Who moves an order: a verified payment, the server's own sweeps, or the owner. */
export type ActorKind = "payment" | "system" | "admin";

export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  by: ActorKind;
  /** A move allowed only for orders cancelled for this reason. */
  onlyIfCancelReason?: string;
  /** The move carries the courier's name and tracking id. */
  needsCourier?: boolean;
  /** The owner's cancellation: made only with its refund (billing/refund.service.ts), never as a plain status change. */
  refunds?: boolean;
}

export const ORDER_PROCESS: readonly OrderMove[] = [
  // Paying: only a verified signature or a signed webhook.
  { from: "pending_payment", to: "new", by: "payment" },
  { from: "payment_failed", to: "new", by: "payment" },
  // Razorpay may capture a payment after the order expired; the money is real, so is the order.
  { from: "cancelled", to: "new", by: "payment", onlyIfCancelReason: "expired" },
  { from: "pending_payment", to: "payment_failed", by: "payment" },
  // Unpaid orders expire; an order whose payment order could not be created is dropped at once.
  { from: "pending_payment", to: "cancelled", by: "system" },
  { from: "payment_failed", to: "cancelled", by: "system" },
  // Fulfilment, by the owner.
  { from: "new", to: "processing", by: "admin" },
  { from: "processing", to: "dispatched", by: "admin", needsCourier: true },
  { from: "dispatched", to: "delivered", by: "admin" },
  // The owner cancels an order not yet handed to the courier; its whole paid amount is refunded.
  { from: "new", to: "cancelled", by: "admin", refunds: true },
  { from: "processing", to: "cancelled", by: "admin", refunds: true },
];

/** The move from one status to another by that actor, or undefined when there is none. */
export function findMove(from: OrderStatus, to: OrderStatus, by: ActorKind, cancelReason?: string | null): OrderMove | undefined {
  return ORDER_PROCESS.find((m) => m.from === from && m.to === to && m.by === by && (!m.onlyIfCancelReason || m.onlyIfCancelReason === cancelReason));
}

/** The fulfilment statuses the owner can move an order to from where it is (cancelling is its own action). */
export function adminMovesFrom(from: OrderStatus): OrderStatus[] {
  return ORDER_PROCESS.filter((m) => m.from === from && m.by === "admin" && !m.refunds).map((m) => m.to);
}

/** Whether the owner may cancel an order in this status (with the refund of what was paid). */
export function ownerMayCancel(from: OrderStatus): boolean {
  return ORDER_PROCESS.some((m) => m.from === from && m.to === "cancelled" && m.by === "admin");
}

/** Statuses as buyers read them (spec storefront §4: Processing, In Transit, Delivered). */
export const VISITOR_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Awaiting Payment",
  new: "Confirmed",
  processing: "Processing",
  dispatched: "In Transit",
  delivered: "Delivered",
  payment_failed: "Payment Failed",
  cancelled: "Cancelled",
};

/** The owner's labels of the fulfilment states: the REST shims' `booking_process` (spec admin §4). */
export const BOOKING_PROCESS_LABELS: Record<PaidStatus, string> = {
  new: "New Orders",
  processing: "Processing",
  dispatched: "Dispatched",
  delivered: "Delivered",
};

/** Short names of every state, for messages. */
export const STATUS_NAMES: Record<OrderStatus, string> = {
  pending_payment: "awaiting payment",
  new: "new",
  processing: "processing",
  dispatched: "dispatched",
  delivered: "delivered",
  payment_failed: "payment failed",
  cancelled: "cancelled",
};
