// /order-acknowledgment/:orderId (spec §2 "Order acknowledgment", §3): the confirmation and a
// printable receipt — order id, status, booking group id as the tracking number, date, amount,
// the items and the fixed estimated delivery. Printing hides the navigation and the footer.
// An order not yet paid (its confirmation failed or is late: the webhook or the server's sweep
// will settle it) says it is being confirmed, and the page asks again, less and less often, until
// the order is paid or cancelled; then the lines paid for leave the cart (lib/checkout-lock.ts).
import { useQuery } from "@apollo/client/react";
import { CheckCircle2, Loader2, Printer, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { OrderStatusBadge } from "../components/orders/OrderStatusBadge";
import { RefundNote } from "../components/orders/RefundNote";
import { graphql } from "../gql";
import { useCart } from "../lib/cart";
import { awaitingOutcome, settleCheckout, useCheckoutLock } from "../lib/checkout-lock";
import { formatPaise } from "../lib/format";
import { usePageTitle } from "../lib/page-title";
import { useBackoffPoll } from "../lib/use-backoff-poll";

const OrderAcknowledgmentQuery = graphql(`
  query OrderAcknowledgment($orderId: String!) {
    order(orderId: $orderId) {
      orderId
      bookingGroupId
      status
      statusLabel
      formattedDate
      amountPaise
      discountCode
      discountPaise
      courierName
      trackingId
      invoiceNumber
      invoiceUrl
      ...RefundNote_order
      items {
        title
        frameSize
        frameName
        quantity
        amountPaise
      }
    }
  }
`);

export const ESTIMATED_DELIVERY = "5-7 business days";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium break-all sm:text-right">{children}</dd>
    </div>
  );
}

export default function OrderAcknowledgmentRoute() {
  usePageTitle("Order Confirmation");
  const { orderId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(OrderAcknowledgmentQuery, { variables: { orderId } });
  const order = data?.order;
  const { removeLines } = useCart();
  const unpaid = awaitingOutcome(order?.status);
  useBackoffPoll(unpaid, refetch);
  const status = order?.status;
  // Looked at again as the entry changes (its tab gone, this one may take it over).
  const lock = useCheckoutLock();
  useEffect(() => {
    if (status && !awaitingOutcome(status) && lock?.orderId === orderId) settleCheckout(orderId, status, removeLines);
  }, [orderId, status, removeLines, lock]);

  if (loading && !data) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center text-ink-muted" aria-busy="true">
        Loading your order…
      </div>
    );
  }

  if (error && !data) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-forest-800">We couldn't load your order</h1>
        <p className="mt-3 text-ink-muted">Please check your connection and try again.</p>
        <button type="button" className="btn btn-outline mt-6" onClick={() => void refetch().catch(() => undefined)}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </button>
      </section>
    );
  }

  if (!order) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <h1 className="text-3xl font-semibold text-forest-800 sm:text-4xl">Order Not Found</h1>
        <p className="mt-3 text-ink-muted">The order ID you're looking for doesn't exist.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/order-history" className="btn btn-primary">
            Find my orders
          </Link>
          <Link to="/shop" className="btn btn-outline">
            Back to Shop
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 print:max-w-none print:p-0">
      {unpaid ? (
        <div className="text-center print:hidden">
          <Loader2 className="mx-auto size-14 animate-spin text-forest" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-semibold text-forest-800 sm:text-4xl">We're confirming your payment</h1>
          <p className="mt-3 text-ink-muted" role="status">
            If you paid, your payment was received and is being confirmed; this can take a few minutes. This page updates by itself: there is no need to pay
            again.
          </p>
        </div>
      ) : (
        <div className="text-center print:hidden">
          <CheckCircle2 className="mx-auto size-14 text-forest" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-semibold text-forest-800 sm:text-4xl">Thank you for your order!</h1>
          <p className="mt-3 text-ink-muted">Your payment was received. We'll frame your prints in Chennai and send them on their way.</p>
        </div>
      )}

      <section
        aria-labelledby="receipt-heading"
        className="mt-10 rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink/5 sm:p-8 print:mt-0 print:shadow-none print:ring-0"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="receipt-heading" className="text-2xl font-semibold text-forest-800">
            Receipt
          </h2>
          <OrderStatusBadge label={order.statusLabel} />
        </div>

        <dl className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
          <Row label="Order ID">
            <span data-testid="order-id">{order.orderId}</span>
          </Row>
          <Row label="Status">{order.statusLabel}</Row>
          <Row label="Tracking number">
            <span data-testid="tracking-number">{order.bookingGroupId}</span>
          </Row>
          <Row label="Date">{order.formattedDate}</Row>
          {order.trackingId && (
            <Row label="Shipped with">
              <span data-testid="courier">
                {order.courierName} · Tracking ID <span className="tabular-nums">{order.trackingId}</span>
              </span>
            </Row>
          )}
          {order.discountCode && order.discountPaise > 0 && (
            <Row label={`Discount (${order.discountCode})`}>
              <span className="tabular-nums" data-testid="discount">
                −{formatPaise(order.discountPaise)}
              </span>
            </Row>
          )}
          <Row label="Amount">
            <span className="tabular-nums" data-testid="amount">
              {formatPaise(order.amountPaise)}
            </span>
          </Row>
          {order.invoiceNumber && order.invoiceUrl && (
            <Row label="Invoice">
              <a href={order.invoiceUrl} target="_blank" rel="noopener" className="font-medium text-forest underline underline-offset-2">
                {order.invoiceNumber} (PDF)
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Row>
          )}
        </dl>
        <RefundNote order={order} />

        <h3 className="mt-6 font-sans text-sm font-semibold tracking-widest text-ink-muted uppercase">Items</h3>
        <ul className="mt-2 divide-y divide-ink/10">
          {order.items.map((line, i) => (
            <li key={i} className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-medium">{line.title}</p>
                <p className="text-sm text-ink-muted">
                  {line.frameSize} · {line.frameName} · Qty {line.quantity}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatPaise(line.amountPaise)}</p>
            </li>
          ))}
        </ul>

        {order.status !== "cancelled" && (
          <p className="mt-6 rounded-xl bg-sand px-4 py-3 text-sm">
            Estimated delivery: <strong>{ESTIMATED_DELIVERY}</strong>
          </p>
        )}
      </section>

      <div className="mt-8 flex flex-wrap justify-center gap-3 print:hidden">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print receipt
        </button>
        <Link to="/orders" className="btn btn-outline">
          My Orders
        </Link>
        <Link to="/shop" className="btn btn-outline">
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
