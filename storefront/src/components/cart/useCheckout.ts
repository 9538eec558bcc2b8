// The payment step (spec §4 "Checkout flow", §7, §8 "Payment"): the server prices the cart and
// creates the payment order; the provider's script (loaded once, as the server says) opens its
// window; on success the payment is confirmed, the cart cleared, the order id remembered for
// 'My Orders' and the visitor sent to the acknowledgment. A failed payment raises the spec's
// alert; closing the window leaves the cart and the form as they were.
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { graphql } from "../../gql";
import { useCart } from "../../lib/cart";
import { apiError, apiErrors } from "../../lib/errors";
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

export const PAYMENT_FAILED_ALERT = "Payment could not be completed. Please try again.";
export const PAYMENT_CANCELLED = "Payment cancelled — your cart is still here.";
const NETWORK_ERROR = "Could not reach the server. Please check your connection and try again.";
const SCRIPT_ERROR = "The payment window could not be opened. Please try again.";

export function useCheckout(setErrors: (errors: CheckoutErrors) => void) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { cartItems, clearCart } = useCart();
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

  const done = () => {
    working.current = false;
    setBusy(false);
  };

  const submit = async (values: CheckoutValues) => {
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
    };
    const items = cartItems.map((line) => ({
      portfolioItemId: String(line.adId),
      frameId: String(line.frameId),
      quantity: line.quantity,
    }));

    // 1. The payment order (and, alongside, the checkout config).
    let order;
    let config;
    try {
      const [started, configResult] = await Promise.all([startCheckout({ variables: { customer, items } }), client.query({ query: CheckoutConfigQuery })]);
      order = started.data?.startCheckout;
      config = configResult.data?.checkoutConfig;
      if (!order || !config) throw new Error("No payment order");
    } catch (error) {
      const errors = apiErrors(error);
      if (errors.length === 0) {
        toast.error(NETWORK_ERROR);
      } else {
        const fieldErrors: CheckoutErrors = {};
        for (const e of errors) {
          const field = fieldOfApiError(e.field);
          if (field) fieldErrors[field] ??= e.message;
          else toast.error(e.message || "Checkout failed. Please try again.");
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
      toast.error(SCRIPT_ERROR);
      done();
      return;
    }

    // 3. Its window.
    const orderId = order.orderId;
    let settled = false;
    const rzp = new Razorpay({
      key: order.keyId || config.keyId,
      amount: order.amountPaise,
      currency: order.currency,
      order_id: orderId,
      name: config.businessName || order.businessName,
      description: "Frame Booking",
      prefill: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email, contact: customer.phone },
      theme: { color: "#1f4d3a" },
      handler: (response) => {
        settled = true;
        void confirmPayment({
          variables: {
            orderId: response.razorpay_order_id || orderId,
            paymentId: response.razorpay_payment_id,
            signature: response.razorpay_signature,
          },
        })
          .then(({ data }) => {
            const confirmed = data?.confirmPayment.orderId ?? orderId;
            rememberOrder(confirmed);
            clearCart();
            working.current = false;
            void navigate(`/order-acknowledgment/${encodeURIComponent(confirmed)}`);
          })
          .catch((error: unknown) => {
            const e = apiError(error);
            toast.error(
              e ? e.message || "Payment verification failed" : "Your payment went through but we could not confirm it. Please check My Orders or contact us.",
            );
            done();
          });
      },
      modal: {
        ondismiss: () => {
          if (settled) return;
          toast.info(PAYMENT_CANCELLED);
          done();
        },
      },
    });
    rzp.on("payment.failed", () => {
      settled = true;
      window.alert(PAYMENT_FAILED_ALERT);
      done();
    });
    rzp.open();
  };

  return { submit, busy, prepare };
}
