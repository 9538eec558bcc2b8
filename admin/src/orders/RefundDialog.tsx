/**
 * Cancel or refund an order, with a reason the buyer reads in their mail. Cancelling refunds all
 * that is left of the payment; a refund asks for an amount in rupees (at most what is left). The
 * server checks both again: the dialog only saves a round trip. A refund's submission carries a key
 * made when the form opens and again whenever its amount or reason changes: a double click or a retry
 * of the same submission sends the same key (the server refunds once), a new submission a new one.
 */
import { useId, useState, type FormEvent } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from "@mui/material";
import { formatPaise } from "@shop/money";

export interface RefundRequest {
  amountPaise: number;
  reason: string;
  /** The submission's idempotency key. */
  idempotencyKey: string;
}

/** 32 hex digits from the browser's random source (crypto.randomUUID needs a secure context; this does not). */
function submissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function RefundDialog(props: {
  mode: "cancel" | "refund";
  bookingGroupId: string;
  /** What is left to refund, in paise. */
  leftPaise: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (request: RefundRequest) => void;
}) {
  const titleId = useId();
  const [rupees, setRupees] = useState((props.leftPaise / 100).toFixed(2));
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [key, setKey] = useState(submissionKey);
  const cancel = props.mode === "cancel";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountPaise = cancel ? props.leftPaise : Math.round(Number(rupees) * 100);
    if (!reason.trim()) return setError("Reason is required");
    if (!cancel && (!/^\d+(\.\d{1,2})?$/.test(rupees.trim()) || amountPaise < 1)) return setError("Enter an amount in rupees, e.g. 499 or 499.50");
    if (amountPaise > props.leftPaise) return setError(`At most ${formatPaise(props.leftPaise)} is left to refund`);
    setError("");
    props.onSubmit({ amountPaise, reason: reason.trim(), idempotencyKey: key });
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{cancel ? `Cancel order ${props.bookingGroupId}` : `Refund order ${props.bookingGroupId}`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {cancel
              ? `The order is cancelled and ${formatPaise(props.leftPaise)} is refunded to the buyer through Razorpay, with a credit note. The buyer gets a mail with your reason.`
              : `Up to ${formatPaise(props.leftPaise)} can be refunded through Razorpay; the order's status does not change. The buyer gets a mail with your reason.`}
          </DialogContentText>
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {!cancel && (
              <TextField
                label="Amount (₹)"
                value={rupees}
                onChange={(e) => {
                  setRupees(e.target.value);
                  setKey(submissionKey());
                }}
                required
                fullWidth
                slotProps={{ htmlInput: { inputMode: "decimal" } }}
              />
            )}
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setKey(submissionKey());
              }}
              required
              autoFocus
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Close</Button>
          <Button type="submit" variant="contained" color={cancel ? "error" : "primary"} disabled={props.busy}>
            {cancel ? "Cancel order and refund" : "Refund"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
