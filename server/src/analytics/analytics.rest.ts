/** REST shim of the dashboard (spec admin §3 "Dashboard stats", §7): amounts in rupees. */
import type { Router } from "express";
import { z } from "zod";
import type { Services } from "../core/context.js";
import { required, route, text } from "../http/api-route.js";

const Change = z.number().describe("Percent change against the previous month.");

export function mountAnalyticsRest(r: Router, s: Services) {
  const tags = ["Orders and analytics"];
  route(
    r,
    "get",
    "/dashboard-stats",
    {
      summary: "The dashboard's figures (revenue net of refunds, in rupees)",
      tags,
      access: ["orders:read"],
      response: z.object({
        totalUsers: z.number().int(),
        userChange: Change,
        totalRevenue: z.number().describe("Rupees."),
        revenueChange: Change,
        totalOrders: z.number().int(),
        orderChange: Change,
        topCategory: z.object({ category_name: z.string(), total_sales: z.number() }),
      }),
    },
    async (_req, res) => {
      const d = await s.analytics.dashboard();
      res.json({
        totalUsers: d.totalCustomers,
        userChange: d.customersChange,
        totalRevenue: d.totalRevenuePaise / 100,
        revenueChange: d.revenueChange,
        totalOrders: d.totalOrders,
        orderChange: d.ordersChange,
        // The category's name now (it is grouped by id), as stored; the client shows it by the spec's display names.
        topCategory: { category_name: d.topCategory.name, total_sales: d.topCategory.totalSales },
      });
    },
  );

  // The accountant's month (issue 13): invoices and credit notes as CSV, with the GSTR-1 summaries.
  route(
    r,
    "get",
    "/tax-report",
    {
      summary: "The month's tax report: every invoice and credit note, the HSN summary and the summary by place of supply and rate (CSV)",
      tags: ["Billing"],
      access: ["orders:read"],
      query: z.object({ month: required(text("The month, YYYY-MM (India time).")) }),
      response: { mediaType: "text/csv", description: "The report as CSV, as an attachment." },
      errors: [400],
    },
    async (req, res) => {
      const month = typeof req.query.month === "string" ? req.query.month : "";
      const csv = await s.taxReport.csv(month);
      res
        .set({
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="tax-report-${month}.csv"`,
          "Cache-Control": "no-store",
        })
        .send(csv);
    },
  );
}
