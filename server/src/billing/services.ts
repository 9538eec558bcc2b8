/** The billing domain's part of the application's services (invoices, refunds and the tax report), as `ctx.services` and the REST shims see it. */
import type { CertificateService } from "./certificate.service.js";
import type { InvoiceService } from "./invoice.service.js";
import type { RefundService } from "./refund.service.js";
import type { TaxReportService } from "./tax-report.js";
import type { AnalyticsFloor } from "../analytics/services.js";

/** The billing domain's own services. */
export interface BillingPart {
  invoices: InvoiceService;
  certificates: CertificateService;
  refunds: RefundService;
  taxReport: TaxReportService;
}

/** What billing' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type BillingFloor = BillingPart & AnalyticsFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends BillingPart {}
}
