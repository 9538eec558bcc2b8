/**
 * One order in full: the buyer, where it goes, what was bought, the courier, the move it can make
 * next, and its history — every move with when and by whom (placed, paid, processing, …).
 */
import { Link as RouterLink, useParams } from "react-router-dom";
import { Title, useDataProvider, useGetOne } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import { Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import type { AdminDataProvider } from "../dataProvider";
import { LoadState } from "../layout/LoadState";
import { OrderCard } from "./OrderCard";
import { OrderRefunds } from "./OrderRefunds";
import { formatDateTime, STATUS_LABELS } from "./statuses";
import type { OrderRecord } from "./types";

/** A step of the history as the owner says it. */
const stepLabel = (from: string | null | undefined, to: string) =>
  !from
    ? "Placed"
    : to === "new"
      ? "Paid"
      : to === "payment_failed"
        ? "Payment failed"
        : to === "cancelled"
          ? "Cancelled"
          : `Marked as ${(STATUS_LABELS[to] ?? to).toLowerCase()}`;

const actorLabel = (actor: string) =>
  actor === "checkout"
    ? "the buyer, at checkout"
    : actor === "payment"
      ? "the payment"
      : actor === "system"
        ? "the shop (automatic)"
        : actor.replace(/^admin:/, "");

export function OrderShowPage() {
  const { id = "" } = useParams();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: order, isPending, error, refetch } = useGetOne<OrderRecord>("Order", { id });
  const history = useQuery({ queryKey: ["orders", "history", id], queryFn: async () => (await dataProvider.orderHistory(id)).data });

  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 960 }}>
      <Title title={order ? `Order ${order.bookingGroupId}` : "Order"} />
      <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
        <Button component={RouterLink} to="/orders" startIcon={<ArrowBackIcon />}>
          Orders
        </Button>
        <Typography variant="h5" component="h1">
          {order ? `Order ${order.bookingGroupId}` : "Order"}
        </Typography>
      </Stack>
      <LoadState
        loading={isPending}
        failed={!!error || (!isPending && !order)}
        loadingText="Loading the order…"
        failedText="Failed to load the order"
        onRetry={() => void refetch()}
      >
        {order && (
          <>
            <OrderCard order={order} detailsLink={false} />
            <OrderRefunds order={order} />
            <Card variant="outlined">
              <CardHeader title="Buyer" slotProps={{ title: { variant: "h6", component: "h2" } }} />
              <CardContent sx={{ pt: 0 }}>
                <Typography>
                  {order.firstName} {order.lastName} · {order.email} · {order.phone}
                </Typography>
                <Typography color="text.secondary">
                  {[order.address, order.apartment, order.city, order.state].filter(Boolean).join(", ")} {order.pincode}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {siteLanguage(order.language)}
                </Typography>
                {order.providerOrderId && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Payment order {order.providerOrderId}
                  </Typography>
                )}
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardHeader title="History" slotProps={{ title: { variant: "h6", component: "h2" } }} />
              <CardContent sx={{ pt: 0 }}>
                <LoadState
                  loading={history.isPending}
                  failed={!!history.error}
                  loadingText="Loading the history…"
                  failedText="Failed to load the history"
                  onRetry={() => void history.refetch()}
                >
                  <List dense aria-label="History of the order">
                    {history.data?.map((step) => (
                      <ListItem key={step.id} disableGutters divider>
                        <ListItemText
                          primary={stepLabel(step.fromStatus, step.toStatus)}
                          secondary={[
                            formatDateTime(step.at),
                            `by ${actorLabel(step.actor)}`,
                            step.trackingId ? `${step.courierName}, tracking ID ${step.trackingId}` : null,
                            step.note,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        />
                      </ListItem>
                    ))}
                  </List>
                </LoadState>
              </CardContent>
            </Card>
          </>
        )}
      </LoadState>
    </Box>
  );
}

/** Which site the order came from, and so the language of the buyer's mails (issue 30). */
function siteLanguage(language: OrderRecord["language"]): string {
  const name = language === "ta" ? "Tamil" : "English";
  return `Ordered from the ${name} site: the buyer's mails are in ${name}`;
}
