/**
 * REST shims of checkout and order lookups (spec storefront §7) and of the owner's order
 * management (spec admin §3, §7), over the same order services.
 */
import express, { type Router } from "express";
import { z } from "zod";
import { actorOf } from "../core/principal.js";
import { anything, Done, required, route, text, whole } from "../http/api-route.js";
import { notFound } from "../core/errors.js";
import { BOOKING_PROCESS_LABELS } from "./order-process.js";
import { toReceipt } from "./order.resolver.js";
import { PAID_STATUSES, type Order, type PaidStatus } from "./order.entity.js";
import type { OrdersFloor } from "./services.js";
import { FULFILMENT } from "../core/roles.js";

/** The spec's `items`: JSON text of the lines, amounts in rupees. */
const itemsJson = (o: Order) =>
  JSON.stringify(
    o.lines.map((l) => ({
      ad_title: l.title,
      frame_size: l.frameSize,
      quantity: l.quantity,
      amount: l.amountPaise / 100,
      // Issue 45: the limited-edition numbers of the line's prints, once paid (empty for an open edition or before payment).
      edition_numbers: l.editionNumbers ?? [],
    })),
  );

/** The courier fields a buyer's lookups carry once the parcel has left. */
const courierFields = (o: Order) => {
  const r = toReceipt(o);
  return r.trackingId ? { courier_name: r.courierName, tracking_id: r.trackingId } : {};
};

const Rupees = z.number().describe("Rupees.");
const ItemsJson = z
  .string()
  .describe(
    "JSON text of the lines: [{ ad_title, frame_size, quantity, amount (rupees), edition_numbers }]; edition_numbers are the limited-edition numbers (integers) the line's prints hold once paid, [] for an open edition.",
  );
const Courier = { courier_name: z.string().optional().describe("Once dispatched."), tracking_id: z.string().optional().describe("Once dispatched.") };
const OrderLookupRow = z.object({
  booking_group_id: z.string(),
  booking_date: z.string(),
  booking_process: z.string(),
  phone_number: z.string(),
  items: ItemsJson,
  ...Courier,
});

/** The webhook needs the raw body for its signature: mount it before any body parser. */
export function mountWebhookRest(r: Router, s: OrdersFloor) {
  route(
    r,
    "post",
    "/razorpay-webhook",
    {
      summary: "Razorpay's webhook: payment.captured, order.paid, payment.failed, refund.processed, refund.failed",
      description:
        "Verified by its signature (HMAC-SHA256 of the raw body with the webhook secret); each event applied once by its id. A capture is believed once the payment service holds it; an event that applied nothing answers handled: false and is not recorded, so a later delivery of it is applied.",
      tags: ["Payments"],
      headers: z.object({
        "x-razorpay-signature": required(z.string().optional().describe("The hex HMAC-SHA256 of the raw body.")),
        "x-razorpay-event-id": z.string().optional().describe("The event's id: a repeat of an applied event is ignored."),
      }),
      rawBody: { mediaType: "application/json", description: "The event exactly as Razorpay sends it." },
      response: z.object({ status: z.literal(true), handled: z.boolean() }),
      errors: [400, 502],
    },
    express.raw({ type: "*/*", limit: "1mb" }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await s.orders.handleWebhook(body, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id"));
      res.json({ status: true, handled: result.handled });
    },
  );
}

export function mountOrderRest(r: Router, s: OrdersFloor) {
  const tags = ["Checkout and orders"];
  // One call per cart item; the row's `amount` is ignored: the catalogue prices it.
  route(
    r,
    "post",
    "/saveInTemp",
    {
      summary: "Save one cart line of a booking (one call per item); the customer's details come with each",
      description: "The line is priced from the catalogue: an `amount` sent is ignored.",
      tags,
      body: z.object({
        bookingGroupId: required(text("The booking's id: BG followed by 10 to 20 digits, the same for every line.")),
        firstname: required(text("First name.")),
        lastname: required(text("Last name.")),
        email: required(text("Email address.")),
        phone_number: required(text("Mobile number.")),
        address: required(text("Address.")),
        apartment: text("Apartment, suite (optional)."),
        city: required(text("City.")),
        state: required(text("State: its name (any letter case) or its two-digit GST code.")),
        pincode: required(text("PIN code, six digits.")),
        language: text("The language of the page the booking is made from: 'en' (the default) or 'ta'; the buyer's mails are in it."),
        ad_id: required(whole("The print's id.")),
        frame_id: required(whole("The frame's id (of that print).")),
        quantity: whole("How many (default 1)."),
        amount: anything("Ignored: the catalogue prices the line."),
      }),
      status: 201,
      response: Done,
      errors: [400, 404, 409],
    },
    async (req, res) => {
      const b = req.body ?? {};
      await s.orders.saveTemporaryRow(
        String(b.bookingGroupId ?? ""),
        {
          firstName: b.firstname,
          lastName: b.lastname,
          email: b.email,
          phone: b.phone_number,
          address: b.address,
          apartment: b.apartment,
          city: b.city,
          state: b.state,
          pincode: b.pincode,
          language: b.language,
        },
        { portfolioItemId: b.ad_id ?? "", frameId: b.frame_id ?? "", quantity: Number(b.quantity ?? 1) },
      );
      res.status(201).json({ status: true, message: "Booking saved" });
    },
  );

  route(
    r,
    "post",
    "/create_order",
    {
      summary: "Create the payment order of a booking (Razorpay's order, in paise)",
      description:
        "With `discountCode`, the code's discount is taken off the saved lines and the payment order asks for the discounted total; a code refused is a 400 with the buyer's message ('This code is not valid', 'This code has expired', …). Asked again with another code than the one applied: 409.",
      tags,
      query: z.object({
        id: required(text("The booking's id (bookingGroupId).")),
        discountCode: text("A discount code, as typed (any letter case); optional."),
      }),
      response: z.object({ id: z.string().describe("Razorpay's order id, order_…"), amount: z.number().int().describe("Paise."), currency: z.literal("INR") }),
      errors: [400, 404, 409, 429, 502],
    },
    async (req, res) => {
      const code = typeof req.query.discountCode === "string" ? req.query.discountCode : null;
      const order = await s.orders.createPaymentOrder(String(req.query.id ?? ""), code, req.ip ?? "unknown");
      res.json({ id: order.orderId, amount: order.amountPaise, currency: order.currency });
    },
  );

  route(
    r,
    "post",
    "/Confirm",
    {
      summary: "Confirm a payment with Razorpay's signed answer",
      description:
        "Nothing is marked paid unless razorpay_signature (HMAC-SHA256 of order_id|payment_id with the key secret) verifies and the payment service holds the payment, captured, for the amount and currency of the order's payment order (409 otherwise: the payment is kept for the owner to review and refund); a repeat confirms once. `amount` and `status` are ignored.",
      tags,
      body: z.object({
        razorpay_order_id: required(text("Razorpay's order id.")),
        order_id: text("The same, by the old client's name."),
        razorpay_payment_id: required(text("Razorpay's payment id.")),
        payment_id: text("The same, by the old client's name."),
        razorpay_signature: required(text("Razorpay's signature of order_id|payment_id.")),
        bookingGroupId: text("The booking's id (accepted)."),
        status: anything("Ignored."),
        amount: anything("Ignored."),
      }),
      response: z.object({ status: z.literal(true), message: z.string(), order_id: z.string(), booking_status: z.string() }),
      errors: [400, 404, 409, 502],
    },
    async (req, res) => {
      const b = req.body ?? {};
      const orderId = String(b.razorpay_order_id ?? b.order_id ?? "");
      const order = await s.orders.confirmPayment(orderId, String(b.razorpay_payment_id ?? b.payment_id ?? ""), b.razorpay_signature ?? "");
      res.json({ status: true, message: "Payment verified", order_id: orderId, booking_status: order.status });
    },
  );

  const byMobile = {
    summary: "A buyer's paid orders by mobile number",
    description: "Rate limited per client (429).",
    tags,
    query: z.object({ mobile: required(text("The mobile number of the orders.")) }),
    response: z.array(OrderLookupRow),
    errors: [429],
  };
  route(r, "get", "/getOrdersByMobile", byMobile, async (req, res) => {
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

  const acknowledgment = {
    summary: "The receipt of an order by its payment order id",
    tags,
    query: z.object({ orderId: required(text("Razorpay's order id.")) }),
    response: z.object({
      order_id: z.string(),
      booking_status: z.string(),
      booking_group_id: z.string(),
      formatted_date: z.string(),
      amount: Rupees,
      ...Courier,
    }),
    errors: [404],
  };
  route(r, "get", "/acknowledgment", acknowledgment, async (req, res) => {
    const o = await s.orders.byProviderOrderId(String(req.query.orderId ?? ""));
    if (!o) throw notFound("Order not found");
    const receipt = toReceipt(o);
    res.json({
      order_id: receipt.orderId,
      booking_status: o.status,
      booking_group_id: o.bookingGroupId,
      formatted_date: receipt.formattedDate,
      amount: o.amountPaise / 100,
      ...courierFields(o),
    });
  });
}

/** The owner's order management (spec admin §7 "Orders and analytics"); every path needs the token. */
export function mountOrderAdminRest(r: Router, s: OrdersFloor) {
  const tags = ["Orders and analytics"];
  const grouped = {
    summary: "Paid orders, newest first",
    tags,
    access: ["orders:read", ...FULFILMENT] as const,
    query: z.object({
      status: text("Only this state or label ('New Orders', 'Processing', 'Dispatched', 'Delivered', 'Cancelled')."),
      page: whole("Page, from 0 (with limit)."),
      limit: whole("Orders per page; without it every paid order."),
    }),
    response: z.object({
      status: z.literal(true),
      data: z.array(
        z.object({
          booking_group_id: z.string(),
          order_id: z.string().nullable(),
          firstname: z.string(),
          lastname: z.string(),
          email: z.string(),
          phone_number: z.string(),
          address: z.string(),
          pincode: z.string(),
          items: ItemsJson,
          total: Rupees,
          booking_process: z.string(),
          booking_date: z.string(),
          courier_name: z.string().nullable(),
          tracking_id: z.string().nullable(),
        }),
      ),
    }),
    errors: [400],
  };
  // Newest paid first; `status`, `page` (from 0) and `limit` are optional, without them every paid order.
  route(r, "get", "/grouped-bookings", grouped, async (req, res) => {
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

  const counts = {
    summary: "How many paid orders are in each state, by the spec's labels",
    tags,
    access: ["orders:read", ...FULFILMENT] as const,
    response: z.record(z.string(), z.number().int()),
  };
  route(r, "get", "/getBookingProcessCounts", counts, async (_req, res) => {
    const counts = await s.orderAdmin.statusCounts();
    res.json(Object.fromEntries(PAID_STATUSES.map((st) => [BOOKING_PROCESS_LABELS[st], counts[st]])));
  });

  // No body: the status is a label ('Processing', 'Dispatched', 'Delivered') or a state name.
  const move = {
    summary: "Move an order on: 'Processing', 'Dispatched' (after add-courier) or 'Delivered'",
    tags,
    access: ["orders:write", ...FULFILMENT] as const,
    query: z.object({ bookingGroupId: required(text("The booking's id.")), status: required(text("The label or state to move to.")) }),
    response: Done.extend({ booking_group_id: z.string(), booking_process: z.string() }),
    errors: [400, 404, 409],
  };
  route(r, "put", "/update-booking-status", move, async (req, res) => {
    const order = await s.orderAdmin.moveByBookingGroup(
      String(req.query.bookingGroupId ?? ""),
      String(req.query.status ?? ""),
      actorOf({ admin: req.admin ?? null, apiKey: req.apiKey ?? null }),
    );
    const label = BOOKING_PROCESS_LABELS[order.status as PaidStatus];
    res.json({ status: true, message: `Order marked as ${label.toLowerCase()}`, booking_group_id: order.bookingGroupId, booking_process: label });
  });

  const courier = {
    summary: "Record the courier and tracking id of an order",
    tags,
    access: ["orders:write", ...FULFILMENT] as const,
    body: z.object({
      booking_group_id: required(text("The booking's id.")),
      courier_name: required(text("Courier's name.")),
      tracking_id: required(text("Tracking id.")),
    }),
    response: Done.extend({ booking_group_id: z.string(), courier_name: z.string(), tracking_id: z.string() }),
    errors: [400, 404, 409],
  };
  route(r, "post", "/add-courier", courier, async (req, res) => {
    const b = req.body ?? {};
    const order = await s.orderAdmin.setCourierByBookingGroup(String(b.booking_group_id ?? ""), { courierName: b.courier_name, trackingId: b.tracking_id });
    res.json({
      status: true,
      message: "Courier info saved",
      booking_group_id: order.bookingGroupId,
      courier_name: order.courierName,
      tracking_id: order.trackingId,
    });
  });
}
