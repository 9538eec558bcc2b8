/** REST shim of the dashboard (spec admin §3 "Dashboard stats", §7): amounts in rupees. */
import type { Router } from "express";
import { z } from "zod";
import { route } from "../http/api-route.js";
import type { AnalyticsFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

const Change = z.number().describe("Percent change against the previous month.");

export function mountAnalyticsRest(r: Router, s: AnalyticsFloor) {
  const tags = ["Orders and analytics"];
  route(
    r,
    "get",
    "/dashboard-stats",
    {
      summary: "The dashboard's figures (revenue net of refunds, in rupees)",
      tags,
      access: ["orders:read", ...MANAGERS],
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
}
