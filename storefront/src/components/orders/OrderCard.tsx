// One order in 'Order History' and 'My Orders' (spec §2 "Orders pages", §3 "Order"): status,
// date, items and total, the courier and tracking id once dispatched, with a link to its receipt.
// `actions` holds e.g. 'Reorder'.
import { Package } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import type { OrderCard_OrderFragment } from "../../gql/graphql";
import { formatPaise } from "../../lib/format";
import { EditionCertificates } from "./EditionCertificates";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { RefundNote } from "./RefundNote";
import { ShipmentNote } from "./ShipmentNote";

export const OrderCard_order = graphql(`
  fragment OrderCard_order on OrderReceipt {
    orderId
    bookingGroupId
    status
    statusLabel
    formattedDate
    amountPaise
    discountPaise
    discountCode
    courierName
    trackingId
    invoiceNumber
    invoiceUrl
    ...RefundNote_order
    items {
      portfolioItemId
      frameId
      title
      frameSize
      frameName
      quantity
      amountPaise
      imageUrl
      certificates {
        number
        editionSize
        url
        void
      }
    }
  }
`);

/** The id of the card's heading, which names the card (and describes its actions). */
export const orderHeadingId = (order: Pick<OrderCard_OrderFragment, "orderId">) => `order-${order.orderId}`;

export function OrderCard({ order, actions }: { order: OrderCard_OrderFragment; actions?: ReactNode }) {
  const t = useT();
  const headingId = orderHeadingId(order);
  const [before, after] = t("order.heading", { id: "\u0000" }).split("\u0000");
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink/5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-sans text-base font-semibold text-ink">
            {before}
            <span className="tabular-nums">{order.bookingGroupId}</span>
            {after}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{order.formattedDate}</p>
        </div>
        <OrderStatusBadge label={order.statusLabel} status={order.status} />
      </header>
      <ShipmentNote courierName={order.courierName} trackingId={order.trackingId} />
      <RefundNote order={order} />

      <ul className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
        {order.items.map((line, i) => (
          <li key={i} className="flex items-center gap-3 py-3">
            <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-lg bg-sand text-ink-muted">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" className="size-full object-cover" />
              ) : (
                <Package className="size-5" aria-hidden="true" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium">{line.title}</p>
              <p className="text-sm text-ink-muted">
                {line.frameSize} · {line.frameName} · {t("order.qty", { quantity: line.quantity })}
              </p>
              <EditionCertificates certificates={line.certificates} />
            </div>
            <p className="text-sm font-semibold tabular-nums">{formatPaise(line.amountPaise)}</p>
          </li>
        ))}
      </ul>

      {order.discountPaise > 0 && (
        // The items are before the discount; its line comes before the total, so the card adds up.
        <p className="mt-3 text-sm">
          {t("cart.discount", { code: order.discountCode ?? "" })} <span className="ml-1 tabular-nums">−{formatPaise(order.discountPaise)}</span>
        </p>
      )}
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">
          {t("cart.total")} <span className="ml-1 text-forest tabular-nums">{formatPaise(order.amountPaise)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {order.invoiceNumber && order.invoiceUrl && (
            <a href={order.invoiceUrl} target="_blank" rel="noopener" className="btn btn-outline">
              {t("order.invoice", { number: order.invoiceNumber })}
              <span className="sr-only">{t("order.pdfNewTab")}</span>
            </a>
          )}
          {actions}
          <Link to={`/order-acknowledgment/${encodeURIComponent(order.orderId)}`} className="btn btn-outline">
            {t("order.viewReceipt")}
          </Link>
        </div>
      </footer>
    </article>
  );
}
