/**
 * The dashboard's charts, drawn by MUI X Charts in the back office's theme and loaded in their own
 * chunk. The charts can be walked with the keyboard and read aloud (the library's own layer); the
 * monthly figures are also a table for screen readers, and the statuses a list with their counts.
 */
import { visuallyHidden } from "@mui/utils";
import { Box, Stack, Typography } from "@mui/material";
import { BarChart, type BarProps } from "@mui/x-charts/BarChart";
import { PieChart } from "@mui/x-charts/PieChart";
import { formatPaise } from "@shop/money";
import { FOREST_GREEN, KINGFISHER_ORANGE } from "../layout/brand";
import { STATUS_COLOURS, STATUS_LABELS } from "../orders/statuses";

const monthName = new Intl.DateTimeFormat("en-IN", { month: "short", year: "2-digit", timeZone: "UTC" });
/** "2026-11" → "Nov 26". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/**
 * A bar as a plain <rect>. The library's own bar writes its `layout` and `hidden` props into the
 * SVG as attributes, which HTML does not allow; the charts are drawn without animation anyway.
 */
function PlainBar({ x, y, width, height, fill, className, style, onClick, cursor, stroke, ownerState }: BarProps & { hidden?: boolean }) {
  return (
    <rect
      x={x}
      y={y}
      width={Math.max(0, width)}
      height={Math.max(0, height)}
      fill={fill}
      stroke={stroke}
      className={className}
      style={style}
      onClick={onClick}
      cursor={cursor}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}

const compactRupees = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

export function MonthlySalesChart({ months }: { months: { month: string; orders: number; revenuePaise: number }[] }) {
  const labels = months.map((m) => monthLabel(m.month));
  return (
    <Box>
      <Box>
        <BarChart
          height={300}
          xAxis={[{ id: "months", scaleType: "band", data: labels }]}
          yAxis={[
            { id: "revenue", position: "left", valueFormatter: (v: number) => `₹${compactRupees.format(v / 100)}`, width: 64 },
            { id: "orders", position: "right", tickMinStep: 1, width: 40 },
          ]}
          series={[
            {
              id: "revenue",
              label: "Revenue",
              data: months.map((m) => m.revenuePaise),
              yAxisId: "revenue",
              color: FOREST_GREEN,
              valueFormatter: (v) => formatPaise(v ?? 0),
            },
            { id: "orders", label: "Orders", data: months.map((m) => m.orders), yAxisId: "orders", color: KINGFISHER_ORANGE },
          ]}
          margin={{ left: 8, right: 8 }}
          skipAnimation
          slots={{ bar: PlainBar }}
        />
      </Box>
      {/* Hidden by a box that clips it: a table stretches to its content whatever its width, and a
          hidden one as wide as the card would widen a phone's page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>Revenue and orders per month, last 12 months</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m, i) => (
              <tr key={m.month}>
                <th scope="row">{labels[i]}</th>
                <td>{formatPaise(m.revenuePaise)}</td>
                <td>{m.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}

const STATUSES = ["new", "processing", "dispatched", "delivered"] as const;

export function StatusChart({ counts }: { counts: Record<(typeof STATUSES)[number], number> }) {
  const total = STATUSES.reduce((n, s) => n + counts[s], 0);
  return (
    <Stack spacing={1}>
      {total > 0 && (
        <Box sx={{ display: "flex", justifyContent: "center" }}>
          <PieChart
            height={180}
            width={180}
            hideLegend
            series={[
              {
                innerRadius: 45,
                paddingAngle: 1,
                cornerRadius: 3,
                data: STATUSES.map((s) => ({ id: s, value: counts[s], label: STATUS_LABELS[s], color: STATUS_COLOURS[s].fg })),
              },
            ]}
          />
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
        {STATUSES.map((s) => (
          <Box component="li" key={s} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: STATUS_COLOURS[s].fg }} aria-hidden />
            <Typography component="a" href={`#/orders?status=${s}`} sx={{ flex: 1, color: "text.primary" }}>
              {STATUS_LABELS[s]}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid={`status-count-${s}`}>
              {counts[s]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
