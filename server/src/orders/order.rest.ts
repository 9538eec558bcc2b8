/** REST shims of checkout and order lookups (spec storefront §7), over the same order service. */
import express, { type Router } from "express";
import type { Services } from "../core/services.js";
import { notFound } from "../http/errors.js";
import { toReceipt } from "./order.resolver.js";
import type { Order } from "./order.entity.js";

const itemsJson = (o: Order) => JSON.stringify(o.lines.map((l) => ({ ad_title: l.title, frame_size: l.frameSize, quantity: l.quantity, amount: l.amountPaise / 100 })));

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
      })),
    );
  });

  r.get("/acknowledgment", async (req, res) => {
    const o = await s.orders.byProviderOrderId(String(req.query.orderId ?? ""));
    if (!o) throw notFound("Order not found");
    const receipt = toReceipt(o);
    res.json({ order_id: receipt.orderId, booking_status: o.status, booking_group_id: o.bookingGroupId, formatted_date: receipt.formattedDate, amount: o.amountPaise / 100 });
  });
}
