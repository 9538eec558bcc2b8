/**
 * The order events of the webhooks, written in the transaction of each move (an OrderTransitions
 * listener): order.paid when a payment moves it to new, order.status_changed on every move of a paid
 * order, order.cancelled when the owner cancels a paid one.
 */
import type { EntityManager } from "typeorm";
import { PAID_STATUSES, Order, type OrderStatus } from "../orders/order.entity.js";
import type { OrderMoveListener } from "../orders/order-transitions.js";
import type { EventSink } from "../core/events.js";

const paid = (s: OrderStatus) => (PAID_STATUSES as readonly OrderStatus[]).includes(s);

/**
 * An order as integrators receive it: ids, status, money in paise, buyer, lines, courier.
 * `amountPaise` is what was paid, after the discount code's `discountPaise`; a line's `amountPaise`
 * is before its share of it (`discountPaise`).
 */
export async function orderEventData(em: EntityManager, orderId: number, previousStatus: OrderStatus) {
  const o = await em.getRepository(Order).findOneOrFail({ where: { id: orderId }, relations: { lines: true }, order: { lines: { id: "ASC" } } });
  return {
    orderId: o.providerOrderId,
    bookingGroupId: o.bookingGroupId,
    status: o.status,
    previousStatus,
    amountPaise: o.amountPaise,
    refundedPaise: o.refundedPaise,
    discountCode: o.discountCode,
    discountPaise: o.discountPaise,
    currency: o.currency,
    paidAt: o.paidAt,
    invoiceNumber: o.invoiceNumber,
    customer: { firstName: o.firstName, lastName: o.lastName, email: o.email, phone: o.phone },
    shipping: { address: o.address, apartment: o.apartment, city: o.city, state: o.state, stateCode: o.stateCode, pincode: o.pincode },
    courierName: o.courierName,
    trackingId: o.trackingId,
    cancelReason: o.cancelReason,
    lines: o.lines.map((l) => ({
      title: l.title,
      frameSize: l.frameSize,
      frameName: l.frameName,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      amountPaise: l.amountPaise,
      discountPaise: l.discountPaise,
    })),
  };
}

export function orderWebhooks(events: EventSink<"order.paid" | "order.status_changed" | "order.cancelled">): OrderMoveListener {
  return async (em, { orderId, from, to }) => {
    if (!paid(from) && !paid(to)) return;
    const data = await orderEventData(em, orderId, from);
    if (paid(to) && !paid(from)) await events.emit(em, "order.paid", data);
    await events.emit(em, "order.status_changed", data);
    if (to === "cancelled" && paid(from)) await events.emit(em, "order.cancelled", data);
  };
}
