// /cart while a payment the provider took is being confirmed (issue 23, item 1): no cart and no
// form (nothing to pay twice), but what happened and where the order is. It follows the order
// until it is paid (the lines paid for then leave the cart) or cancelled (the cart comes back).
import { useApolloClient } from "@apollo/client/react";
import { Loader2 } from "lucide-react";
import { useCallback, useEffect } from "react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import { useCart } from "../../lib/cart";
import { awaitingOutcome, settleCheckout } from "../../lib/checkout-lock";
import { useBackoffPoll } from "../../lib/use-backoff-poll";

const CheckoutOutcomeQuery = graphql(`
  query CheckoutOutcome($orderId: String!) {
    order(orderId: $orderId) {
      orderId
      status
    }
  }
`);

export function PaymentPending({ orderId }: { orderId: string }) {
  const t = useT();
  const client = useApolloClient();
  const { removeLines } = useCart();

  const check = useCallback(async () => {
    const { data } = await client.query({ query: CheckoutOutcomeQuery, variables: { orderId }, fetchPolicy: "network-only" });
    const status = data?.order?.status;
    if (status && !awaitingOutcome(status)) settleCheckout(orderId, status, removeLines);
  }, [client, orderId, removeLines]);

  useEffect(() => {
    void check().catch(() => undefined);
  }, [check]);
  useBackoffPoll(true, check);

  return (
    <section aria-labelledby="payment-pending" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <Loader2 className="size-10 animate-spin text-forest" aria-hidden="true" />
      <h1 id="payment-pending" className="mt-6 text-3xl font-semibold text-forest-800 sm:text-4xl">
        {t("cart.paymentReceived")}
      </h1>
      <p className="mt-3 text-ink-muted" role="status">
        {t("pending.text")}
      </p>
      <Link to={`/order-acknowledgment/${encodeURIComponent(orderId)}`} className="btn btn-primary mt-8">
        {t("pending.see")}
      </Link>
    </section>
  );
}
