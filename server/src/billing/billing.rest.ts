/**
 * REST shim of billing: the accountant's tax report. It was mounted with the dashboard's shim
 * (analytics/), which stands below billing and so may not reach its services (issue 43).
 */
import type { Router } from "express";
import { z } from "zod";
import { required, route, text } from "../http/api-route.js";
import type { BillingFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

export function mountBillingRest(r: Router, s: BillingFloor) {
  // The accountant's month (issue 13): invoices and credit notes as CSV, with the GSTR-1 summaries.
  route(
    r,
    "get",
    "/tax-report",
    {
      summary: "The month's tax report: every invoice and credit note, the HSN summary and the summary by place of supply and rate (CSV)",
      tags: ["Billing"],
      access: ["orders:read", ...MANAGERS],
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
