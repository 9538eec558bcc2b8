// The payment step (spec §4 "Checkout flow", §7, §8 "Payment"): the server prices the cart and
// creates the payment order; the provider's script (loaded once, as the server says) opens its
// window; on success the order id is remembered for 'My Orders', the payment confirmed, the lines
// paid for taken out of the cart and the visitor sent to the acknowledgment. A failed payment
// raises the spec's alert and the window stays open for another try: the form stays busy until it
// is closed (which leaves the cart and the form as they were) or a payment succeeds.
// Once the provider took the money, the checkout is `confirming` (lib/checkout-lock.ts) until the
// order's outcome is known, whatever the confirmation answers: the cart page says the payment was
// received and links the acknowledgment instead of offering to pay again. One tab of the browser
// pays at a time.
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import { useLocation } from "wouter";
import { graphql } from "../../gql";
import { useLocale, useT } from "../../i18n";
import { useCart } from "../../lib/cart";
import { apiErrors, visitorMessage } from "../../lib/errors";
import { acquireLock, lockConfirming, releaseLock, settleCheckout, type PaidLine } from "../../lib/checkout-lock";
import { rememberOrder } from "../../lib/my-orders";
import { loadCheckoutScript } from "../../lib/razorpay";
import { toast } from "../../lib/toast";
import { useConfirmPaymentMutation } from "../../mutations/useConfirmPaymentMutation";
import { useStartCheckoutMutation } from "../../mutations/useStartCheckoutMutation";
import { fieldOfApiError, normalizeMobile, type CheckoutErrors, type CheckoutValues } from "./checkout-fields";

export const CheckoutConfigQuery = graphql(`
  query CheckoutConfig {
    checkoutConfig {
      mode
      scriptUrl
      keyId
      businessName
    }
  }
`);

// The catalogue's keys of the checkout's messages (i18n/en.json, ta.json).
export const PAYMENT_FAILED_ALERT = "checkout.paymentFailed";
export const PAYMENT_CANCELLED = "checkout.cancelled";
const NETWORK_ERROR = "common.networkError";
const SCRIPT_ERROR = "checkout.scriptError";
export const PAYING_ELSEWHERE = "checkout.payingElsewhere";

export function useCheckout(setErrors: (errors: CheckoutErrors) => void) {
  const t = useT();
  const locale = useLocale();
  const client = useApolloClient();
  const [, navigate] = useLocation();
  const { cartItems, removeLines } = useCart();
  const [startCheckout] = useStartCheckoutMutation();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [busy, setBusy] = useState(false);
  const working = useRef(false);

  /** Fetches the checkout config and the provider's script ahead of the submit. */
  const prepare = useCallback(() => {
    client
      .query({ query: CheckoutConfigQuery })
      .then(({ data }) => (data ? loadCheckoutScript(data.checkoutConfig.scriptUrl) : undefined))
      .catch(() => undefined);
  }, [client]);

  /** The payment ended without the provider taking money: this tab lets go of the checkout. */
  const done = () => {
    releaseLock();
    working.current = false;
    setBusy(false);
  };

  const submit = async (values: CheckoutValues, discountCode: string | null = null) => {
    if (working.current) return;
    working.current = true;
    setBusy(true);

    const customer = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: normalizeMobile(values.phoneNumber.trim()),
      address: values.address.trim(),
      apartment: values.apartment.trim() || null,
      city: values.city.trim(),
      state: values.state.trim(),
      pincode: values.pincode.trim(),
      // The buyer's mails are written in the language of the page the order is placed from (issue 30).
      language: locale,
    };
    const items = cartItems.map((line) => ({
      portfolioItemId: String(line.adId),
      frameId: String(line.frameId),
      quantity: line.quantity,
    }));
    const paidLines: PaidLine[] = cartItems.map((line) => ({ id: String(line.id), quantity: line.quantity }));

    // 0. No other tab of this browser is paying (or waiting for a payment's confirmation).
    if (!(await acquireLock(paidLines))) {
      toast.error(t(PAYING_ELSEWHERE));
      working.current = false;
      setBusy(false);
      return;
    }

    // 1. The payment order (and, alongside, the checkout config).
    let order;
    let config;
    try {
      const [started, configResult] = await Promise.all([
        startCheckout({ variables: { customer, items, discountCode } }),
        client.query({ query: CheckoutConfigQuery }),
      ]);
      order = started.data?.startCheckout;
      config = configResult.data?.checkoutConfig;
      if (!order || !config) throw new Error("No payment order");
    } catch (error) {
      const errors = apiErrors(error);
      if (errors.length === 0) {
        toast.error(t(NETWORK_ERROR));
      } else {
        const fieldErrors: CheckoutErrors = {};
        for (const e of errors) {
          const field = fieldOfApiError(e.field);
          if (field) fieldErrors[field] ??= visitorMessage(e, locale, t);
          else toast.error(visitorMessage(e, locale, t) || t("checkout.failed"));
        }
        setErrors(fieldErrors);
      }
      done();
      return;
    }

    // 2. The provider's script.
    let Razorpay;
    try {
      Razorpay = await loadCheckoutScript(config.scriptUrl);
    } catch {
      toast.error(t(SCRIPT_ERROR));
      done();
      return;
    }

    // 3. Its window.
    const orderId = order.orderId;
    let succeeded = false;
    try {
      const rzp = new Razorpay({
        key: order.keyId || config.keyId,
        amount: order.amountPaise,
        currency: order.currency,
        order_id: orderId,
        name: config.businessName || order.businessName,
        description: t("checkout.frameBooking"),
        prefill: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email, contact: customer.phone },
        theme: { color: "#1f4d3a" },
        handler: (response) => {
          succeeded = true;
          const paidOrderId = response.razorpay_order_id || orderId;
          // The money is taken: the order is the buyer's to find, and no tab offers to pay again,
          // before the confirmation is even sent (it may fail, or never answer).
          rememberOrder(paidOrderId);
          lockConfirming(paidOrderId, paidLines);
          working.current = false;
          setBusy(false);
          void confirmPayment({
            variables: { orderId: paidOrderId, paymentId: response.razorpay_payment_id, signature: response.razorpay_signature },
          })
            .then(({ data }) => {
              const confirmed = data?.confirmPayment.orderId ?? paidOrderId;
              // The lines paid for leave the cart (once, whichever tab settles the order).
              settleCheckout(paidOrderId, data?.confirmPayment.status ?? "new", removeLines);
              navigate(`/order-acknowledgment/${encodeURIComponent(confirmed)}`);
            })
            .catch(() => {
              // A server error or no answer: the cart page (still `confirming`) says the payment was
              // received and is being confirmed; the webhook or the server's sweep settles the order.
            });
        },
        modal: {
          ondismiss: () => {
            if (succeeded) return;
            toast.info(t(PAYMENT_CANCELLED));
            done();
          },
        },
      });
      // Razorpay's window stays open after a failed payment for another try: still busy.
      rzp.on("payment.failed", () => {
        window.alert(t(PAYMENT_FAILED_ALERT));
      });
      rzp.open();
    } catch {
      // A script that throws (not Razorpay's usual self): nothing was paid, the form comes back.
      toast.error(t(SCRIPT_ERROR));
      done();
    }
  };

  return { submit, busy, prepare };
}
