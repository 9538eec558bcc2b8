/**
 * One order of the order management page (spec admin §2): buyer, phone, address, pincode, date,
 * status badge, the items (title, quantity, frame size, amount) and the total with 2 decimals,
 * with the move the order can make next and a link to its details.
 */
import { Link as RouterLink } from "react-router-dom";
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import { formatPaise } from "@shop/money";
import { EditionNumbers } from "./EditionNumbers";
import { OrderActions } from "./OrderActions";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { formatDateTime } from "./statuses";
import type { OrderRecord } from "./types";

/** On a phone the items are a list: a four-column table does not fit. */
function ItemList({ order }: { order: OrderRecord }) {
  return (
    <Box component="ul" aria-label={`Items of booking ${order.bookingGroupId}`} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {order.lines.map((line) => (
        <Box component="li" key={line.id} sx={{ display: "flex", justifyContent: "space-between", gap: 1, fontSize: 14 }}>
          <div>
            {line.title}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
              {line.frameSize} ({line.frameName}) × {line.quantity}
            </Typography>
            <EditionNumbers line={line} />
          </div>
          <Box component="span" sx={{ whiteSpace: "nowrap" }}>
            {formatPaise(line.amountPaise)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function OrderCard({ order, detailsLink = true }: { order: OrderRecord; detailsLink?: boolean }) {
  const headingId = `order-${order.id}-heading`;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" data-testid="order-card">
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", flexWrap: "wrap", gap: 1 }}>
          <Box>
            <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {order.firstName} {order.lastName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Booking {order.bookingGroupId} · {formatDateTime(order.paidAt ?? order.createdAt)}
            </Typography>
          </Box>
          <OrderStatusBadge status={order.status} />
        </Stack>

        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "auto 1fr" }, columnGap: 2, rowGap: 0.25, fontSize: 14 }}>
          <Typography variant="body2" color="text.secondary">
            Phone
          </Typography>
          <Typography variant="body2">{order.phone}</Typography>
          <Typography variant="body2" color="text.secondary">
            Address
          </Typography>
          <Typography variant="body2">{[order.address, order.apartment, order.city, order.state].filter(Boolean).join(", ")}</Typography>
          <Typography variant="body2" color="text.secondary">
            Pincode
          </Typography>
          <Typography variant="body2">{order.pincode}</Typography>
          {order.invoiceNumber && order.invoiceUrl && (
            <>
              <Typography variant="body2" color="text.secondary">
                Invoice
              </Typography>
              <Typography variant="body2">
                <Link href={order.invoiceUrl} target="_blank" rel="noopener" underline="always">
                  Download invoice {order.invoiceNumber}
                </Link>
              </Typography>
            </>
          )}
          {order.trackingId && (
            <>
              <Typography variant="body2" color="text.secondary">
                Courier
              </Typography>
              <Typography variant="body2">
                {order.courierName} · {order.trackingId}
              </Typography>
            </>
          )}
        </Box>

        {phone ? (
          <ItemList order={order} />
        ) : (
          <Table size="small" aria-label={`Items of booking ${order.bookingGroupId}`}>
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell>Frame size</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>
                    {line.title}
                    <EditionNumbers line={line} />
                  </TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell>
                    {line.frameSize} ({line.frameName})
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {formatPaise(line.amountPaise)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Divider />
        {order.discountPaise > 0 && (
          // The lines are before the discount; its line comes before the total, so the card adds up.
          <Typography variant="body2" data-testid="order-discount">
            Discount ({order.discountCode}): −{formatPaise(order.discountPaise)}
          </Typography>
        )}
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>
            Total <span data-testid="order-total">{formatPaise(order.amountPaise)}</span>
          </Typography>
          <Stack direction="row" spacing={1}>
            {detailsLink && (
              <Button component={RouterLink} to={`/orders/${order.id}`} size="small" aria-label={`Details of booking ${order.bookingGroupId}`}>
                Details
              </Button>
            )}
            <OrderActions order={order} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
