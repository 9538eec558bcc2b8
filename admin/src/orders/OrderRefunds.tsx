/**
 * The money side of one order: what was refunded, each refund with its status and credit note, and
 * the owner's Cancel order (new or processing orders) and Refund (any paid order with money left)
 * buttons, for the roles that may spend the shop's money (not fulfilment, issue 47). A refusal says
 * why, in the server's words (e.g. more than is left to refund).
 */
import { useState } from "react";
import { useCanAccess, useDataProvider, useNotify } from "react-admin";
import type { AdminDataProvider } from "../dataProvider";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, CardContent, CardHeader, Link, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { formatPaise } from "@shop/money";
import { RefundDialog, type RefundRequest } from "./RefundDialog";
import { formatDateTime } from "./statuses";
import type { OrderRecord } from "./types";

export function OrderRefunds({ order }: { order: OrderRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<"cancel" | "refund" | null>(null);
  const [busy, setBusy] = useState(false);
  const mayCancel = useCanAccess({ resource: "orders", action: "cancel" }).canAccess === true;
  const mayRefund = useCanAccess({ resource: "orders", action: "refund" }).canAccess === true;
  const left = order.amountPaise - order.refundedPaise;
  const paid = !!order.paidAt && !!order.providerOrderId;

  const submit = async (mode: "cancel" | "refund", { amountPaise, reason, idempotencyKey }: RefundRequest) => {
    setBusy(true);
    try {
      if (mode === "cancel") await dataProvider.cancelOrder(order.providerOrderId!, reason);
      else await dataProvider.refundOrder(order.providerOrderId!, amountPaise, reason, idempotencyKey);
      notify(mode === "cancel" ? `Order cancelled; refund of ${formatPaise(amountPaise)} initiated` : `Refund of ${formatPaise(amountPaise)} initiated`, {
        type: "success",
      });
      setOpen(null);
    } catch (error) {
      notify(`${mode === "cancel" ? "Failed to cancel the order." : "Failed to refund."} ${(error as Error).message}`, { type: "error" });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ predicate: (q) => ["Order", "orders", "dashboard"].includes(String(q.queryKey[0])) });
    }
  };

  if (!paid) return null;
  return (
    <Card variant="outlined">
      <CardHeader
        title="Refunds"
        slotProps={{ title: { variant: "h6", component: "h2" } }}
        action={
          <Stack direction="row" spacing={1}>
            {mayCancel && order.canCancel && (
              <Button color="error" variant="outlined" size="small" onClick={() => setOpen("cancel")}>
                Cancel order
              </Button>
            )}
            {mayRefund && left > 0 && (
              <Button variant="outlined" size="small" onClick={() => setOpen("refund")}>
                Refund
              </Button>
            )}
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography>
          Refunded <strong data-testid="refunded">{formatPaise(order.refundedPaise)}</strong> of {formatPaise(order.amountPaise)}
        </Typography>
        {order.refunds.length > 0 && (
          <List dense aria-label="Refunds of the order">
            {order.refunds.map((r) => (
              <ListItem key={r.id} disableGutters divider>
                <ListItemText
                  primary={`${formatPaise(r.amountPaise)} · ${r.statusLabel}`}
                  secondary={
                    <>
                      {formatDateTime(r.createdAt)} · {r.reason}
                      {r.creditNoteNumber && r.creditNoteUrl && (
                        <>
                          {" · "}
                          <Link href={r.creditNoteUrl} target="_blank" rel="noopener" underline="always">
                            Credit note {r.creditNoteNumber}
                          </Link>
                        </>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {open && (
        <RefundDialog
          mode={open}
          bookingGroupId={order.bookingGroupId}
          leftPaise={left}
          busy={busy}
          onClose={() => setOpen(null)}
          onSubmit={(request) => void submit(open, request)}
        />
      )}
    </Card>
  );
}
