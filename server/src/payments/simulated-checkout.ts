/**
 * The simulated Razorpay checkout: a script defining `window.Razorpay` with the interface of
 * Razorpay's checkout.js (constructor options, `on("payment.failed")`, `open()`), showing a test
 * dialog. 'Pay' asks the server to sign a payment for the order (the key secret never reaches the
 * browser) and calls `handler` with it; 'Simulate failure' fires `payment.failed` and, as
 * Razorpay's window does, stays open for another try; 'Close' calls `modal.ondismiss`. Served only
 * in simulated mode.
 */
import { textOf } from "../core/text.js";
import express, { type Router } from "express";
import { conflict, notFound } from "../core/errors.js";
import { SimulatedProvider, type PaymentProvider } from "./payment-provider.js";

/** An order as the test checkout needs it. Orders provide it (the composition root passes their lookup in). */
export interface CheckoutOrder {
  /** Awaiting payment, or a payment failed and the buyer tries again (Razorpay takes another payment of the same order). */
  awaitingPayment: boolean;
  /** What the payment order asks for (sealed when it was made). */
  amountPaise: number;
}

/** Finds an order by its payment order id (order_…); null when there is none. */
export type CheckoutOrderLookup = (providerOrderId: string) => Promise<CheckoutOrder | null>;

const SCRIPT = String.raw`(function () {
  "use strict";
  function el(tag, css, text) { var e = document.createElement(tag); if (css) e.style.cssText = css; if (text) e.textContent = text; return e; }
  // Reads as @shop/money does (this script runs in the browser on its own).
  var grouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  function rupees(paise) { return "\u20b9" + grouping.format(Number(paise) / 100); }
  function Razorpay(options) { this.options = options || {}; this.handlers = {}; }
  Razorpay.prototype.on = function (name, fn) { (this.handlers[name] = this.handlers[name] || []).push(fn); };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options, previous = document.activeElement;
    var overlay = el("div", "position:fixed;inset:0;z-index:2147483000;background:rgba(10,14,12,.6);display:flex;align-items:center;justify-content:center;font:15px system-ui,sans-serif");
    var box = el("div", "background:#fff;color:#1d2320;border-radius:14px;padding:24px;width:min(92vw,380px);box-shadow:0 20px 60px rgba(0,0,0,.35)");
    box.setAttribute("role", "dialog"); box.setAttribute("aria-modal", "true"); box.setAttribute("aria-label", "Razorpay test checkout");
    box.appendChild(el("div", "font-size:12px;letter-spacing:.12em;text-transform:uppercase;color:#9a5b12", "Test mode \u2014 no money moves"));
    box.appendChild(el("h2", "margin:6px 0 2px;font-size:20px", o.name || "Checkout"));
    box.appendChild(el("p", "margin:0 0 14px;color:#555", (o.description || "") + " \u00b7 " + (o.order_id || "")));
    box.appendChild(el("p", "margin:0 0 18px;font-size:26px;font-weight:700", rupees(o.amount)));
    var status = el("p", "min-height:1.2em;margin:0 0 10px;color:#b42318"); status.setAttribute("role", "status"); box.appendChild(status);
    function button(label, css) { var b = el("button", "display:block;width:100%;padding:12px;margin-top:8px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;" + css, label); b.type = "button"; box.appendChild(b); return b; }
    var pay = button("Pay " + rupees(o.amount), "background:#1f4d3a;color:#fff;border:0");
    var fail = button("Simulate failure", "background:#fff;color:#b42318;border:1px solid #b42318");
    var close = button("Close", "background:#fff;color:#333;border:1px solid #bbb");
    function done() { overlay.remove(); document.removeEventListener("keydown", onKey, true); if (previous && previous.focus) previous.focus(); }
    function onKey(e) { if (e.key === "Escape") { e.stopPropagation(); done(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); } }
    pay.onclick = function () {
      pay.disabled = fail.disabled = true; status.textContent = "";
      fetch("/payments/simulated/pay", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ order_id: o.order_id }) })
        .then(function (r) { return r.json().then(function (b) { if (!r.ok) throw new Error(b.message || "Payment failed"); return b; }); })
        .then(function (response) { done(); if (o.handler) o.handler(response); })
        .catch(function (err) { status.textContent = err.message; pay.disabled = fail.disabled = false; });
    };
    // As Razorpay's window does, a failed payment leaves the window open for another try.
    fail.onclick = function () {
      status.textContent = "Payment failed (simulated). Try again or close.";
      (self.handlers["payment.failed"] || []).forEach(function (fn) {
        fn({ error: { code: "BAD_REQUEST_ERROR", description: "Payment failed (simulated)", source: "customer", step: "payment_authorization", reason: "payment_failed", metadata: { order_id: o.order_id } } });
      });
    };
    close.onclick = function () { done(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
    overlay.appendChild(box); document.body.appendChild(overlay); document.addEventListener("keydown", onKey, true); pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;

export function createSimulatedCheckoutRouter(provider: PaymentProvider, findOrder: CheckoutOrderLookup): Router {
  const r = express.Router();
  if (!(provider instanceof SimulatedProvider)) return r;

  r.get("/payments/simulated-checkout.js", (_req, res) => {
    res.type("application/javascript").set("Cache-Control", "no-cache").send(SCRIPT);
  });

  r.post("/payments/simulated/pay", express.json({ limit: "10kb" }), async (req, res, next) => {
    try {
      const orderId = textOf((req.body as { order_id?: unknown } | undefined)?.order_id);
      const order = await findOrder(orderId);
      if (!order) throw notFound("Order not found");
      if (!order.awaitingPayment) throw conflict("This order is not awaiting payment");
      // As Razorpay's checkout does, it pays what the payment order asks for.
      res.json(await provider.pay(orderId, order.amountPaise));
    } catch (err) {
      next(err);
    }
  });
  return r;
}
