/** The billing domain's part of the application's services (invoices, refunds and the tax report), as `ctx.services` and the REST shims see it. */
import type { InvoiceService } from "./invoice.service.js";
import type { RefundService } from "./refund.service.js";
import type { TaxReportService } from "./tax-report.js";

declare module "../core/context.js" {
  interface Services {
    invoices: InvoiceService;
    refunds: RefundService;
    taxReport: TaxReportService;
  }
}
