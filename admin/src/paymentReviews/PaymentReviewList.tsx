/**
 * 'Payments to review': money Razorpay captured that no order counts as paid (an amount or currency
 * other than the order's payment order, a second payment of a paid order, an order that can no
 * longer be paid). Newest first; the owner refunds each one whole from here, once (the server claims
 * the refund, so a double click refunds once). No invoice covers this money, so no credit note.
 * On a phone each review is a card with its Refund button in reach; the table's last column would
 * sit off screen.
 */
import { useState } from "react";
import {
  DataTable,
  DateField,
  List,
  RecordContextProvider,
  SelectInput,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import type { AdminDataProvider } from "../dataProvider";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import { formatPaise } from "@shop/money";
import { errorMessage } from "../graphql/request";
import { REASON_LABELS, STATE_LABELS, type PaymentReviewRecord } from "./types";

const filters = [
  <SelectInput
    key="state"
    source="state"
    label="Show"
    alwaysOn
    emptyText="All"
    helperText={false}
    choices={[
      { id: "open", name: "To refund" },
      { id: "refunding", name: "Refunding" },
      { id: "refunded", name: "Refunded" },
    ]}
  />,
];

const money = (paise: number, currency: string) => (currency === "INR" ? formatPaise(paise) : `${currency} ${(paise / 100).toFixed(2)}`);

function Paid() {
  const r = useRecordContext<PaymentReviewRecord>();
  if (!r) return null;
  return <span>{money(r.amountPaise, r.currency)}</span>;
}

function Expected() {
  const r = useRecordContext<PaymentReviewRecord>();
  if (!r) return null;
  return <span>{formatPaise(r.expectedPaise)}</span>;
}

function Reason() {
  const r = useRecordContext<PaymentReviewRecord>();
  if (!r) return null;
  return <span>{REASON_LABELS[r.reason] ?? r.reason}</span>;
}

function State() {
  const r = useRecordContext<PaymentReviewRecord>();
  if (!r) return null;
  return (
    <>
      <Chip
        size="small"
        label={STATE_LABELS[r.state] ?? r.state}
        color={r.state === "open" ? "warning" : "default"}
        variant={r.state === "open" ? "filled" : "outlined"}
      />
      {r.state === "open" && r.refundFailure && (
        <Typography variant="caption" component="p" color="error">
          Last refund failed: {r.refundFailure}
        </Typography>
      )}
    </>
  );
}

function RefundButton() {
  const r = useRecordContext<PaymentReviewRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!r || r.state !== "open") return null;
  const refund = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.refundPaymentReview(r.id);
      // Razorpay usually takes a refund as pending: it is refunded when its webhook (or the minute's check) says so.
      notify(
        data.state === "refunded"
          ? `${money(r.amountPaise, r.currency)} refunded`
          : `Refund of ${money(r.amountPaise, r.currency)} asked for: Razorpay is processing it`,
        { type: "success" },
      );
    } catch (error) {
      notify(errorMessage(error, "Refund failed"), { type: "error" });
    } finally {
      setBusy(false);
      setOpen(false);
      refresh();
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" color="warning" onClick={() => setOpen(true)} aria-label={`Refund payment ${r.paymentId}`}>
        Refund
      </Button>
      {open && (
        <Dialog open onClose={() => !busy && setOpen(false)} aria-labelledby="refund-review-title" fullWidth maxWidth="xs">
          <DialogTitle id="refund-review-title">Refund {r.paymentId}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {money(r.amountPaise, r.currency)} paid for order {r.bookingGroupId} goes back to the buyer through Razorpay. The order itself does not change.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              Keep
            </Button>
            <Button onClick={refund} disabled={busy} variant="contained" color="warning">
              Refund
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

function NothingToReview() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No payments to review
      </Typography>
      <Typography variant="body2">Every payment Razorpay captured counts as an order's payment.</Typography>
    </Box>
  );
}

/** The reviews on a phone: one card each, what the table's columns say, and the Refund button under them. */
function ReviewCards() {
  const { data } = useListContext<PaymentReviewRecord>();
  if (!data) return null;
  if (data.length === 0)
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        No payments found.
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 1.5 }}>
      {data.map((review) => (
        <RecordContextProvider key={review.id} value={review}>
          <Card component="li" variant="outlined" aria-label={`Payment ${review.paymentId}`}>
            <CardContent sx={{ display: "grid", gap: 1, "&:last-child": { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{review.paymentId}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    Order {review.bookingGroupId}
                  </Typography>
                </Box>
                <Box sx={{ flexShrink: 0, textAlign: "right" }}>
                  <State />
                </Box>
              </Stack>
              <Box
                component="dl"
                sx={{
                  display: "grid",
                  gridTemplateColumns: "auto 1fr",
                  columnGap: 2,
                  rowGap: 0.5,
                  m: 0,
                  typography: "body2",
                  "& dt": { color: "text.secondary" },
                  "& dd": { m: 0 },
                }}
              >
                <dt>Paid</dt>
                <dd>
                  <Paid />
                </dd>
                <dt>Order's amount</dt>
                <dd>
                  <Expected />
                </dd>
                <dt>Why</dt>
                <dd>
                  <Reason />
                </dd>
                <dt>Found</dt>
                <dd>
                  <DateField source="createdAt" showTime />
                </dd>
              </Box>
              <Box>
                <RefundButton />
              </Box>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

export function PaymentReviewList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List title="Payments to review" filters={filters} sort={{ field: "createdAt", order: "DESC" }} empty={<NothingToReview />} exporter={false}>
      {phone ? <ReviewCards /> : <ReviewTable />}
    </List>
  );
}

function ReviewTable() {
  return (
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="createdAt" label="Found">
        <DateField source="createdAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="bookingGroupId" label="Order" disableSort />
      <DataTable.Col source="paymentId" label="Payment" disableSort />
      <DataTable.Col label="Paid">
        <Paid />
      </DataTable.Col>
      <DataTable.Col label="Order's amount">
        <Expected />
      </DataTable.Col>
      <DataTable.Col source="reason" label="Why">
        <Reason />
      </DataTable.Col>
      <DataTable.Col source="state" label="State">
        <State />
      </DataTable.Col>
      <DataTable.Col label="">
        <RefundButton />
      </DataTable.Col>
    </DataTable>
  );
}
