// /order-acknowledgment/:orderId (spec §2 "Order acknowledgment", §3): the confirmation and a
// printable receipt — order id, status, booking group id as the tracking number, date, amount,
// the items and the fixed estimated delivery. Printing hides the navigation and the footer.
// An order not yet paid (its confirmation failed or is late: the webhook or the server's sweep
// will settle it) says it is being confirmed, and the page asks again, less and less often, until
// the order is paid or cancelled; then the lines paid for leave the cart (lib/checkout-lock.ts).
import { useQuery } from "@apollo/client/react";
import { CheckCircle2, Loader2, Printer, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { OrderStatusBadge, orderStatusText } from "../components/orders/OrderStatusBadge";
import { RefundNote } from "../components/orders/RefundNote";
import { graphql } from "../gql";
import { useT } from "../i18n";
import { useCart } from "../lib/cart";
import { awaitingOutcome, settleCheckout, useCheckoutLock } from "../lib/checkout-lock";
import { EditionCertificates } from "../components/orders/EditionCertificates";
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
        certificates {
          number
          editionSize
          url
          void
        }
      }
    }
  }
`);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium break-all sm:text-right">{children}</dd>
    </div>
  );
}

export default function OrderAcknowledgmentRoute() {
  const t = useT();
  usePageTitle(t("ack.pageTitle"));
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
        {t("ack.loading")}
      </div>
    );
  }

  if (error && !data) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-forest-800">{t("ack.loadFailed")}</h1>
        <p className="mt-3 text-ink-muted">{t("common.checkConnection")}</p>
        <button type="button" className="btn btn-outline mt-6" onClick={() => void refetch().catch(() => undefined)}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t("shop.tryAgain")}
        </button>
      </section>
    );
  }

  if (!order) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <h1 className="text-3xl font-semibold text-forest-800 sm:text-4xl">{t("ack.notFound")}</h1>
        <p className="mt-3 text-ink-muted">{t("ack.notFoundText")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/order-history" className="btn btn-primary">
            {t("ack.findOrders")}
          </Link>
          <Link to="/shop" className="btn btn-outline">
            {t("ack.backToShop")}
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
          <h1 className="mt-4 text-3xl font-semibold text-forest-800 sm:text-4xl">{t("ack.confirming")}</h1>
          <p className="mt-3 text-ink-muted" role="status">
            {t("ack.confirmingText")}
          </p>
        </div>
      ) : (
        <div className="text-center print:hidden">
          <CheckCircle2 className="mx-auto size-14 text-forest" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-semibold text-forest-800 sm:text-4xl">{t("ack.thanks")}</h1>
          <p className="mt-3 text-ink-muted">{t("ack.thanksText")}</p>
        </div>
      )}

      <section
        aria-labelledby="receipt-heading"
        className="mt-10 rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink/5 sm:p-8 print:mt-0 print:shadow-none print:ring-0"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="receipt-heading" className="text-2xl font-semibold text-forest-800">
            {t("ack.receipt")}
          </h2>
          <OrderStatusBadge label={order.statusLabel} status={order.status} />
        </div>

        <dl className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
          <Row label={t("ack.orderId")}>
            <span data-testid="order-id">{order.orderId}</span>
          </Row>
          <Row label={t("ack.status")}>{orderStatusText(t, order.status, order.statusLabel)}</Row>
          <Row label={t("ack.tracking")}>
            <span data-testid="tracking-number">{order.bookingGroupId}</span>
          </Row>
          <Row label={t("ack.date")}>{order.formattedDate}</Row>
          {order.trackingId && (
            <Row label={t("ack.shippedWith")}>
              <span data-testid="courier">
                {order.courierName} · {t("order.trackingId")} <span className="tabular-nums">{order.trackingId}</span>
              </span>
            </Row>
          )}
          {order.discountCode && order.discountPaise > 0 && (
            <Row label={t("cart.discount", { code: order.discountCode })}>
              <span className="tabular-nums" data-testid="discount">
                −{formatPaise(order.discountPaise)}
              </span>
            </Row>
          )}
          <Row label={t("ack.amount")}>
            <span className="tabular-nums" data-testid="amount">
              {formatPaise(order.amountPaise)}
            </span>
          </Row>
          {order.invoiceNumber && order.invoiceUrl && (
            <Row label={t("ack.invoice")}>
              <a href={order.invoiceUrl} target="_blank" rel="noopener" className="font-medium text-forest underline underline-offset-2">
                {t("order.pdf", { number: order.invoiceNumber })}
                <span className="sr-only"> {t("common.newTab")}</span>
              </a>
            </Row>
          )}
        </dl>
        <RefundNote order={order} />

        <h3 className="mt-6 font-sans text-sm font-semibold tracking-widest text-ink-muted uppercase">{t("ack.items")}</h3>
        <ul className="mt-2 divide-y divide-ink/10">
          {order.items.map((line, i) => (
            <li key={i} className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-medium">{line.title}</p>
                <p className="text-sm text-ink-muted">
                  {line.frameSize} · {line.frameName} · {t("order.qty", { quantity: line.quantity })}
                </p>
                <EditionCertificates certificates={line.certificates} />
              </div>
              <p className="font-semibold tabular-nums">{formatPaise(line.amountPaise)}</p>
            </li>
          ))}
        </ul>

        {order.status !== "cancelled" && (
          <p className="mt-6 rounded-xl bg-sand px-4 py-3 text-sm">
            {t("ack.estimatedDelivery")}
            <strong>{t("ack.deliveryDays")}</strong>
          </p>
        )}
      </section>

      <div className="mt-8 flex flex-wrap justify-center gap-3 print:hidden">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {t("ack.print")}
        </button>
        <Link to="/orders" className="btn btn-outline">
          {t("orders.title")}
        </Link>
        <Link to="/shop" className="btn btn-outline">
          {t("cart.continueShopping")}
        </Link>
      </div>
    </div>
  );
}
