/**
 * The request context handed to every resolver: who is asking (the admin, when a valid bearer token
 * came with the request), from where (for rate limits), and the services.
 */
import type { AnalyticsService } from "../analytics/analytics.service.js";
import type { AuthService } from "../auth/auth.service.js";
import type { InvoiceService } from "../billing/invoice.service.js";
import type { RefundService } from "../billing/refund.service.js";
import type { TaxReportService } from "../billing/tax-report.js";
import type { BlogService } from "../blog/blog.service.js";
import type { ContentService } from "../content/content.service.js";
import type { ContactService } from "../enquiries/contact.service.js";
import type { InterestService } from "../enquiries/interest.service.js";
import type { NewsletterService } from "../enquiries/newsletter.service.js";
import type { GalleryService } from "../gallery/gallery.service.js";
import type { ApiKeyService } from "../integrations/api-key.service.js";
import type { WebhookWorker } from "../integrations/webhook-worker.js";
import type { WebhookService } from "../integrations/webhooks.service.js";
import type { MailWorker } from "../mail/mail-worker.js";
import type { MailService } from "../mail/mail.service.js";
import type { MastersServices } from "../masters/masters.service.js";
import type { FrameSizeService, ShopSubcategoryService } from "../masters/shop-masters.service.js";
import type { MediaService } from "../media/media.service.js";
import type { OrderAdminService } from "../orders/order-admin.service.js";
import type { OrderService } from "../orders/order.service.js";
import type { PaymentReviewService } from "../orders/payment-review.service.js";
import type { PaymentProvider } from "../payments/payment-provider.js";
import type { ShopService } from "../shop/shop.service.js";
import type { WorkshopService } from "../workshops/workshop.service.js";
import type { PrincipalAdmin, PrincipalKey } from "./principal.js";

/**
 * The services of the application, one of each per process, as the composition root
 * (`app/services.ts`) builds them and hands them to resolvers (`ctx.services`) and REST shims. The
 * shape lives here, beside the request context, so that no domain imports the root that builds it
 * (the root may import anything; nothing imports the root). These are type-only imports; a later
 * step of issue 24 can have each domain declare its own part instead, so that the kernel names no domain.
 */
export interface Services {
  webhooks: WebhookService;
  webhookWorker: WebhookWorker;
  apiKeys: ApiKeyService;
  invoices: InvoiceService;
  refunds: RefundService;
  taxReport: TaxReportService;
  auth: AuthService;
  media: MediaService;
  mail: MailService;
  mailWorker: MailWorker;
  payments: PaymentProvider;
  locations: MastersServices["locations"];
  galleryCategories: MastersServices["galleryCategories"];
  shopCategories: MastersServices["shopCategories"];
  shopSubcategories: ShopSubcategoryService;
  frameSizes: FrameSizeService;
  gallery: GalleryService;
  interest: InterestService;
  shop: ShopService;
  orders: OrderService;
  paymentReviews: PaymentReviewService;
  orderAdmin: OrderAdminService;
  analytics: AnalyticsService;
  content: ContentService;
  newsletter: NewsletterService;
  contact: ContactService;
  workshops: WorkshopService;
  blog: BlogService;
}

export interface RequestContext {
  /** The owner, when the owner's token came with the request (the kernel's principal: core/principal.ts). */
  admin: PrincipalAdmin | null;
  /** The API key the request came with, when it came with one (never together with `admin`). */
  apiKey?: PrincipalKey | null;
  /** Client address as express sees it (honours TRUST_PROXY). */
  ip: string;
  services: Services;
  /**
   * Within one server render of a page (several queries), the same read is made once: `once(key,
   * load)` shares the first answer. Absent for HTTP requests.
   */
  once?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

/** A `once` for the queries of one render, keeping its answers in `memo`. */
export function onceWithin(memo: Map<string, Promise<unknown>>): NonNullable<RequestContext["once"]> {
  return <T>(key: string, load: () => Promise<T>) => {
    let answer = memo.get(key) as Promise<T> | undefined;
    if (!answer) memo.set(key, (answer = load()));
    return answer;
  };
}
