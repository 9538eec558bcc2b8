// An order's status as visitors see it (spec §4 "Order status"): Processing yellow, In Transit
// blue, Delivered green, anything else gray. The server's label is English; the page shows the
// catalogue's text for the status (issue 30), the label itself for a status it does not know.
import { useT, type Translate } from "../../i18n";

const TONES: Record<string, string> = {
  Processing: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  "In Transit": "bg-blue-100 text-blue-900 ring-blue-300",
  Delivered: "bg-green-100 text-green-900 ring-green-300",
};
const GRAY = "bg-gray-100 text-gray-800 ring-gray-300";

const ORDER_STATUS: Record<string, string> = {
  pending_payment: "order.status.pending_payment",
  new: "order.status.new",
  processing: "order.status.processing",
  dispatched: "order.status.dispatched",
  delivered: "order.status.delivered",
  payment_failed: "order.status.payment_failed",
  cancelled: "order.status.cancelled",
};

const REFUND_STATUS: Record<string, string> = {
  pending: "refund.status.pending",
  processed: "refund.status.processed",
  failed: "refund.status.failed",
};

/** An order's status in the page's language. */
export const orderStatusText = (t: Translate, status: string, label: string) => (ORDER_STATUS[status] ? t(ORDER_STATUS[status]) : label);

/** A refund's status in the page's language. */
export const refundStatusText = (t: Translate, status: string, label: string) => (REFUND_STATUS[status] ? t(REFUND_STATUS[status]) : label);

export function statusTone(label: string): "yellow" | "blue" | "green" | "gray" {
  return label === "Processing" ? "yellow" : label === "In Transit" ? "blue" : label === "Delivered" ? "green" : "gray";
}

export function OrderStatusBadge({ label, status }: { label: string; status: string }) {
  const t = useT();
  return (
    <span
      data-status={statusTone(label)}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${TONES[label] ?? GRAY}`}
    >
      {orderStatusText(t, status, label)}
    </span>
  );
}
