/**
 * REST shims of checkout and order lookups (spec storefront §7) and of the owner's order
 * management (spec admin §3, §7), over the same order services.
 */
import { actorOf } from "../integrations/principal.js";
import express, { type RequestHandler, type Router } from "express";
import type { Services } from "../core/services.js";
import { notFound } from "../http/errors.js";
import { BOOKING_PROCESS_LABELS } from "./order-process.js";
import { toReceipt } from "./order.resolver.js";
import { PAID_STATUSES, type Order, type PaidStatus } from "./order.entity.js";

/** The spec's `items`: JSON text of the lines, amounts in rupees. */
const itemsJson = (o: Order) => JSON.stringify(o.lines.map((l) => ({ ad_title: l.title, frame_size: l.frameSize, quantity: l.quantity, amount: l.amountPaise / 100 })));

/** The courier fields a buyer's lookups carry once the parcel has left. */
const courierFields = (o: Order) => {
  const r = toReceipt(o);
  return r.trackingId ? { courier_name: r.courierName, tracking_id: r.trackingId } : {};
};

/** The webhook needs the raw body for its signature: mount it before any body parser. */
export function mountWebhookRest(r: Router, s: Services) {
  r.post("/razorpay-webhook", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const result = await s.orders.handleWebhook(body, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id"));
    res.json({ status: true, handled: result.handled });
  });
}

export function mountOrderRest(r: Router, s: Services) {
  // One call per cart item; the row's `amount` is ignored: the catalogue prices it.
  r.post("/saveInTemp", async (req, res) => {
    const b = req.body ?? {};
    await s.orders.saveTemporaryRow(
      String(b.bookingGroupId ?? ""),
      { firstName: b.firstname, lastName: b.lastname, email: b.email, phone: b.phone_number, address: b.address, apartment: b.apartment, city: b.city, state: b.state, pincode: b.pincode },
      { portfolioItemId: b.ad_id, frameId: b.frame_id, quantity: Number(b.quantity ?? 1) },
    );
    res.status(201).json({ status: true, message: "Booking saved" });
  });

  r.post("/create_order", async (req, res) => {
    const order = await s.orders.createPaymentOrder(String(req.query.id ?? ""));
    res.json({ id: order.orderId, amount: order.amountPaise, currency: order.currency });
  });

  r.post("/Confirm", async (req, res) => {
    const b = req.body ?? {};
    const orderId = String(b.razorpay_order_id ?? b.order_id ?? "");
    const order = await s.orders.confirmPayment(orderId, String(b.razorpay_payment_id ?? b.payment_id ?? ""), b.razorpay_signature);
    res.json({ status: true, message: "Payment verified", order_id: orderId, booking_status: order.status });
  });

  r.get("/getOrdersByMobile", async (req, res) => {
    const orders = await s.orders.byMobile(String(req.query.mobile ?? ""), req.ip ?? "unknown");
    res.json(
      orders.map((o) => ({
        booking_group_id: o.bookingGroupId,
        booking_date: o.paidAt ?? o.createdAt,
        booking_process: toReceipt(o).statusLabel,
        phone_number: o.phone,
        items: itemsJson(o),
        ...courierFields(o),
      })),
    );
  });

  r.get("/acknowledgment", async (req, res) => {
    const o = await s.orders.byProviderOrderId(String(req.query.orderId ?? ""));
    if (!o) throw notFound("Order not found");
    const receipt = toReceipt(o);
    res.json({ order_id: receipt.orderId, booking_status: o.status, booking_group_id: o.bookingGroupId, formatted_date: receipt.formattedDate, amount: o.amountPaise / 100, ...courierFields(o) });
  });
}

/** The owner's order management (spec admin §7 "Orders and analytics"); every path needs the token. */
export function mountOrderAdminRest(r: Router, s: Services, admin: RequestHandler) {
  // Newest paid first; `status`, `page` (from 0) and `limit` are optional, without them every paid order.
  r.get("/grouped-bookings", admin, async (req, res) => {
    const limit = Number(req.query.limit);
    const orders = await s.orderAdmin.list({
      filter: { status: req.query.status ? String(req.query.status) : null },
      sortField: "paidAt",
      sortOrder: "DESC",
      ...(Number.isInteger(limit) && limit > 0 ? { perPage: limit, page: Math.max(0, Number(req.query.page) || 0) } : {}),
    });
    res.json({
      status: true,
      data: orders.map((o) => ({
        booking_group_id: o.bookingGroupId,
        order_id: o.providerOrderId,
        firstname: o.firstName,
        lastname: o.lastName,
        email: o.email,
        phone_number: o.phone,
        address: [o.address, o.apartment, o.city, o.state].filter(Boolean).join(", "),
        pincode: o.pincode,
        items: itemsJson(o),
        total: o.amountPaise / 100,
        booking_process: BOOKING_PROCESS_LABELS[o.status as PaidStatus],
        booking_date: o.paidAt ?? o.createdAt,
        courier_name: o.courierName,
        tracking_id: o.trackingId,
      })),
    });
  });

  r.get("/getBookingProcessCounts", admin, async (_req, res) => {
    const counts = await s.orderAdmin.statusCounts();
    res.json(Object.fromEntries(PAID_STATUSES.map((st) => [BOOKING_PROCESS_LABELS[st], counts[st]])));
  });

  // No body: the status is a label ('Processing', 'Dispatched', 'Delivered') or a state name.
  r.put("/update-booking-status", admin, async (req, res) => {
    const order = await s.orderAdmin.moveByBookingGroup(String(req.query.bookingGroupId ?? ""), String(req.query.status ?? ""), actorOf({ admin: req.admin ?? null, apiKey: req.apiKey ?? null }));
    const label = BOOKING_PROCESS_LABELS[order.status as PaidStatus];
    res.json({ status: true, message: `Order marked as ${label.toLowerCase()}`, booking_group_id: order.bookingGroupId, booking_process: label });
  });

  r.post("/add-courier", admin, async (req, res) => {
    const b = req.body ?? {};
    const order = await s.orderAdmin.setCourierByBookingGroup(String(b.booking_group_id ?? ""), { courierName: b.courier_name, trackingId: b.tracking_id });
    res.json({ status: true, message: "Courier info saved", booking_group_id: order.bookingGroupId, courier_name: order.courierName, tracking_id: order.trackingId });
  });
}
