/** REST shim of the dashboard (spec admin §3 "Dashboard stats", §7): amounts in rupees. */
import type { RequestHandler, Router } from "express";
import type { Services } from "../core/services.js";

export function mountAnalyticsRest(r: Router, s: Services, admin: RequestHandler) {
  r.get("/dashboard-stats", admin, async (_req, res) => {
    const d = await s.analytics.dashboard();
    res.json({
      totalUsers: d.totalCustomers,
      userChange: d.customersChange,
      totalRevenue: d.totalRevenuePaise / 100,
      revenueChange: d.revenueChange,
      totalOrders: d.totalOrders,
      orderChange: d.ordersChange,
      // The stored name, as the other shims answer it; the client shows it by the spec's display names.
      topCategory: { category_name: d.topCategory.name, total_sales: d.topCategory.totalSales },
    });
  });

  // The accountant's month (issue 13): invoices and credit notes as CSV, with the GSTR-1 summaries.
  r.get("/tax-report", admin, async (req, res) => {
    const month = typeof req.query.month === "string" ? req.query.month : "";
    const csv = await s.taxReport.csv(month);
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="tax-report-${month}.csv"`, "Cache-Control": "no-store" }).send(csv);
  });
}
