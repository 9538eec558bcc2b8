/**
 * The Analytics dashboard, the back office's default page (spec admin §2 "Analytics tab"): the
 * four cards of the spec (customers, revenue and orders with their change from last month, the
 * top category), then what an owner looks at first: revenue and orders per month over the last
 * 12 months, the orders waiting in each status, the best-selling prints, and the newest orders to
 * fulfil, and what visitors searched for (issue 46). Every figure comes computed from the server
 * (dashboardStats, topSearches, searchesWithoutResults); the charts load in their own chunk.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Title, useDataProvider, useGetList } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import { Box, Button, Card, CardContent, CardHeader, Link, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import PeopleIcon from "@mui/icons-material/PeopleOutlined";
import CurrencyRupeeIcon from "@mui/icons-material/CurrencyRupee";
import ShoppingBagIcon from "@mui/icons-material/ShoppingBagOutlined";
import CategoryIcon from "@mui/icons-material/CategoryOutlined";
import LocalOfferIcon from "@mui/icons-material/LocalOfferOutlined";
import { formatPaise } from "@shop/money";
import type { AdminDataProvider } from "../dataProvider";
import { LoadState } from "../layout/LoadState";
import { SearchLog } from "./SearchLog";
import { OrderStatusBadge } from "../orders/OrderStatusBadge";
import { formatDateTime } from "../orders/statuses";
import type { OrderRecord } from "../orders/types";

const MonthlySalesChart = lazy(() => import("./charts").then((m) => ({ default: m.MonthlySalesChart })));
const StatusChart = lazy(() => import("./charts").then((m) => ({ default: m.StatusChart })));

/** '+12.5% from last month' / '-3.0% from last month' (spec: one decimal). */
export const changeText = (change: number) => `${change >= 0 ? "+" : ""}${change.toFixed(1)}% from last month`;

function StatCard(props: { label: string; value: ReactNode; note: ReactNode; icon: ReactNode; tone?: "up" | "down" }) {
  return (
    <Card sx={{ flex: "1 1 200px", minWidth: 200 }} component="section" aria-label={props.label}>
      <CardContent sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <Box sx={{ bgcolor: "rgba(31, 77, 58, 0.08)", color: "primary.main", borderRadius: 2, p: 1.2, display: "flex" }} aria-hidden>
          {props.icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {props.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: "anywhere" }} data-testid={`stat-${props.label}`}>
            {props.value}
          </Typography>
          <Typography variant="caption" sx={{ color: props.tone === "down" ? "error.dark" : props.tone === "up" ? "success.dark" : "text.secondary" }}>
            {props.note}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

const tone = (change: number) => (change > 0 ? "up" : change < 0 ? "down" : undefined);
const chartFallback = <Skeleton variant="rounded" height={280} />;

export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error, refetch } = useQuery({ queryKey: ["dashboard"], queryFn: async () => (await dataProvider.dashboardStats()).data });
  const newest = useGetList<OrderRecord>("Order", { pagination: { page: 1, perPage: 5 }, sort: { field: "paidAt", order: "DESC" }, filter: { status: "new" } });
  const s = data?.dashboardStats;
  const counts = data?.orderStatusCounts;

  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
      <Title title="Analytics" />
      <Typography variant="h5" component="h1">
        Analytics
      </Typography>
      <LoadState
        loading={isPending}
        failed={!!error}
        loadingText="Loading the figures…"
        failedText="Failed to load the analytics"
        onRetry={() => void refetch()}
      >
        {s && counts && (
          <>
            <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
              <StatCard
                label="Total Customers"
                value={s.totalCustomers.toLocaleString("en-IN")}
                note={changeText(s.customersChange)}
                tone={tone(s.customersChange)}
                icon={<PeopleIcon />}
              />
              <StatCard
                label="Total Revenue"
                value={formatPaise(s.totalRevenuePaise)}
                note={changeText(s.revenueChange)}
                tone={tone(s.revenueChange)}
                icon={<CurrencyRupeeIcon />}
              />
              <StatCard
                label="Total Orders"
                value={s.totalOrders.toLocaleString("en-IN")}
                note={changeText(s.ordersChange)}
                tone={tone(s.ordersChange)}
                icon={<ShoppingBagIcon />}
              />
              <StatCard label="Top Category" value={s.topCategory.displayName} note={`${s.topCategory.totalSales} sales`} icon={<CategoryIcon />} />
              {/* Issue 28: what the discount codes gave this month; revenue is after it (what buyers paid). */}
              <StatCard
                label="Discount given this month"
                value={formatPaise(s.monthDiscountPaise)}
                note={`${changeText(s.discountChange)} · revenue this month ${formatPaise(s.monthRevenuePaise)}, net of it`}
                icon={<LocalOfferIcon />}
              />
            </Box>

            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "2fr 1fr" } }}>
              <Card component="section" aria-labelledby="monthly-heading">
                <CardHeader id="monthly-heading" title="Revenue and orders, last 12 months" slotProps={{ title: { variant: "h6", component: "h2" } }} />
                <CardContent sx={{ pt: 0 }}>
                  <Suspense fallback={chartFallback}>
                    <MonthlySalesChart months={s.months} />
                  </Suspense>
                </CardContent>
              </Card>
              <Card component="section" aria-labelledby="status-heading">
                <CardHeader
                  id="status-heading"
                  title="Orders by status"
                  slotProps={{ title: { variant: "h6", component: "h2" } }}
                  action={
                    <Button component={RouterLink} to="/orders" size="small">
                      All orders
                    </Button>
                  }
                />
                <CardContent sx={{ pt: 0 }}>
                  <Suspense fallback={chartFallback}>
                    <StatusChart counts={counts} />
                  </Suspense>
                </CardContent>
              </Card>
            </Box>

            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
              <Card component="section" aria-labelledby="best-heading">
                <CardHeader id="best-heading" title="Best-selling prints, last 12 months" slotProps={{ title: { variant: "h6", component: "h2" } }} />
                <CardContent sx={{ pt: 0 }}>
                  {s.bestSellers.length === 0 ? (
                    <Typography color="text.secondary">No prints sold yet.</Typography>
                  ) : (
                    <Table size="small" aria-labelledby="best-heading">
                      <TableHead>
                        <TableRow>
                          <TableCell>Print</TableCell>
                          <TableCell align="right">Sold</TableCell>
                          <TableCell align="right">Revenue</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {s.bestSellers.map((b) => (
                          <TableRow key={`${b.portfolioItemId}-${b.title}`}>
                            <TableCell>{b.title}</TableCell>
                            <TableCell align="right">{b.units}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                              {formatPaise(b.revenuePaise)}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </CardContent>
              </Card>
              <Card component="section" aria-labelledby="newest-heading">
                <CardHeader
                  id="newest-heading"
                  title={`New orders to fulfil (${counts.new})`}
                  slotProps={{ title: { variant: "h6", component: "h2" } }}
                  action={
                    <Button component={RouterLink} to="/orders?status=new" size="small">
                      Open
                    </Button>
                  }
                />
                <CardContent sx={{ pt: 0 }}>
                  {newest.data?.length ? (
                    <Table size="small" aria-labelledby="newest-heading">
                      <TableBody>
                        {newest.data.map((o) => (
                          <TableRow key={o.id}>
                            <TableCell>
                              <Link component={RouterLink} to={`/orders/${o.id}`}>
                                {o.firstName} {o.lastName}
                              </Link>
                              <Typography variant="body2" color="text.secondary">
                                {formatDateTime(o.paidAt)}
                              </Typography>
                            </TableCell>
                            <TableCell>
                              <OrderStatusBadge status={o.status} />
                            </TableCell>
                            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                              {formatPaise(o.amountPaise)}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  ) : (
                    <Typography color="text.secondary">{newest.isPending ? "Loading…" : "Nothing waiting: every paid order is on its way."}</Typography>
                  )}
                </CardContent>
              </Card>
            </Box>
          </>
        )}
      </LoadState>
      {/* Its own query: the searches show even when the sales figures fail, and the other way round. */}
      <SearchLog />
    </Box>
  );
}
