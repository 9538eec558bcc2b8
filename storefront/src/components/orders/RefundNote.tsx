// The money given back on an order, on its receipt and its card in 'My Orders': what was refunded,
// each refund's amount and status, and its credit note (a signed PDF link) once processed.
import { Undo2 } from "lucide-react";
import { graphql } from "../../gql";
import type { RefundNote_OrderFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { formatPaise } from "../../lib/format";
import { refundStatusText } from "./OrderStatusBadge";

export const RefundNote_order = graphql(`
  fragment RefundNote_order on OrderReceipt {
    refundedPaise
    refunds {
      id
      amountPaise
      status
      statusLabel
      creditNoteNumber
      creditNoteUrl
    }
  }
`);

export function RefundNote({ order }: { order: RefundNote_OrderFragment }) {
  const t = useT();
  if (!order.refunds.length) return null;
  return (
    <div className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="refunds">
      <p className="flex items-center gap-2 font-medium">
        <Undo2 className="size-4 shrink-0" aria-hidden="true" />
        {t("order.refunded")}
        <span className="tabular-nums">{formatPaise(order.refundedPaise)}</span>
      </p>
      <ul className="mt-1 space-y-0.5">
        {order.refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-x-2">
            <span className="tabular-nums">{formatPaise(r.amountPaise)}</span>
            <span>· {refundStatusText(t, r.status, r.statusLabel)}</span>
            {r.creditNoteNumber && r.creditNoteUrl && (
              <a href={r.creditNoteUrl} target="_blank" rel="noopener" className="underline underline-offset-2">
                {t("order.creditNote", { number: r.creditNoteNumber })}
                <span className="sr-only">{t("order.pdfNewTab")}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      {order.refunds.some((r) => r.status === "pending" || r.status === "processed") && <p className="mt-1 text-amber-900">{t("order.refundDays")}</p>}
    </div>
  );
}
