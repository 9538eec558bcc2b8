// The money given back on an order, on its receipt and its card in 'My Orders': what was refunded,
// each refund's amount and status, and its credit note (a signed PDF link) once processed.
import { Undo2 } from "lucide-react";
import { graphql } from "../../gql";
import type { RefundNote_OrderFragment } from "../../gql/graphql";
import { formatPaise } from "../../lib/format";

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
  if (!order.refunds.length) return null;
  return (
    <div className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="refunds">
      <p className="flex items-center gap-2 font-medium">
        <Undo2 className="size-4 shrink-0" aria-hidden="true" />
        Refunded <span className="tabular-nums">{formatPaise(order.refundedPaise)}</span>
      </p>
      <ul className="mt-1 space-y-0.5">
        {order.refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-x-2">
            <span className="tabular-nums">{formatPaise(r.amountPaise)}</span>
            <span>· {r.statusLabel}</span>
            {r.creditNoteNumber && r.creditNoteUrl && (
              <a href={r.creditNoteUrl} target="_blank" rel="noopener" className="underline underline-offset-2">
                Credit note {r.creditNoteNumber}
                <span className="sr-only"> (PDF, opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      {order.refunds.some((r) => r.status === "pending" || r.status === "processed") && (
        <p className="mt-1 text-amber-900">Banks take 5-7 working days to credit a refund to your account.</p>
      )}
    </div>
  );
}
