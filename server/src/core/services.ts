/** The services of the application, built once per process around one data source. */
import type { DataSource } from "typeorm";
import { AuthService } from "../auth/auth.service.js";
import { BlogService } from "../blog/blog.service.js";
import type { AppConfig } from "../config/config.js";
import { ContentService } from "../content/content.service.js";
import { ContactService } from "../enquiries/contact.service.js";
import { InterestService } from "../enquiries/interest.service.js";
import { NewsletterService } from "../enquiries/newsletter.service.js";
import { GalleryService } from "../gallery/gallery.service.js";
import { MailService } from "../mail/mail.service.js";
import { createMastersServices } from "../masters/masters.service.js";
import { FrameSizeService, ShopSubcategoryService } from "../masters/shop-masters.service.js";
import { MediaService } from "../media/media.service.js";
import { AnalyticsService } from "../analytics/analytics.service.js";
import { OrderAdminService } from "../orders/order-admin.service.js";
import { OrderMails } from "../orders/order-mails.js";
import { OrderTransitions, type OrderMoveObserver } from "../orders/order-transitions.js";
import { OrderService } from "../orders/order.service.js";
import { createPaymentProvider } from "../payments/payment-provider.js";
import { ShopService } from "../shop/shop.service.js";
import { WorkshopService } from "../workshops/workshop.service.js";
import { InvoiceService } from "../billing/invoice.service.js";
import { TaxReportService } from "../billing/tax-report.js";
import { invoiceOnPayment } from "../billing/invoicing.js";
import { RefundService } from "../billing/refund.service.js";
import { ApiKeyService } from "../integrations/api-key.service.js";
import { orderWebhooks } from "../integrations/order-events.js";
import { WebhookWorker } from "../integrations/webhook-worker.js";
import { WebhookService } from "../integrations/webhooks.service.js";
import type { SharedLimits } from "./rate-limit.js";
import { SimulatedProvider } from "../payments/payment-provider.js";

/** What the composition tells the parts around it (the metrics): each is optional. */
export interface ServiceHooks {
  /** An order moved (committed): counted as paid, declined, … */
  orderMoved?: OrderMoveObserver;
}

export function createServices(ds: DataSource, config: AppConfig, limits: SharedLimits, hooks: ServiceHooks = {}) {
  const masters = createMastersServices(ds);
  const media = new MediaService(ds, config, config.maxUploadBytes);
  const gallery = new GalleryService(ds, media);
  const shop = new ShopService(ds, media);
  const payments = createPaymentProvider(config.payments);
  const mail = new MailService(config.mail);
  const analytics = new AnalyticsService(ds);
  const invoices = new InvoiceService(ds, config.jwtSecret);
  const webhooks = new WebhookService(ds, config.webhooksAllowPrivate);
  const webhookWorker = new WebhookWorker(ds, config.webhooksAllowPrivate);
  webhooks.onQueued = () => webhookWorker.kick();
  const orderTransitions = new OrderTransitions(ds, new OrderMails(mail, config.publicUrl, (order) => invoices.of(order)), [
    analytics.onOrderMove,
    invoiceOnPayment,
    // Last: the event carries the invoice number given just before.
    orderWebhooks(webhooks),
  ], hooks.orderMoved ? [hooks.orderMoved] : []);
  const refunds = new RefundService(ds, payments, orderTransitions, analytics, mail, config.publicUrl, webhooks);
  const orders = new OrderService(ds, shop, payments, orderTransitions, config.payments, config.orderExpiryMinutes, (name, entity) => refunds.onWebhook(name, entity));
  // The simulated provider processes refunds at once and sends its signed webhook to the same handler.
  if (payments instanceof SimulatedProvider) payments.webhookSink = (body, signature, eventId) => orders.handleWebhook(body, signature, eventId);
  return {
    webhooks,
    webhookWorker,
    apiKeys: new ApiKeyService(ds, limits.limiter({ keyPrefix: "api-key", points: config.apiKeyRequestsPerMinute, duration: 60 })),
    invoices,
    refunds,
    taxReport: new TaxReportService(ds),
    auth: new AuthService(ds, config.jwtSecret),
    media,
    mail,
    payments,
    locations: masters.locations,
    galleryCategories: masters.galleryCategories,
    shopCategories: masters.shopCategories,
    shopSubcategories: new ShopSubcategoryService(ds),
    frameSizes: new FrameSizeService(ds),
    gallery,
    interest: new InterestService(ds, gallery),
    shop,
    orders,
    orderAdmin: new OrderAdminService(ds, orderTransitions),
    analytics,
    content: new ContentService(ds, media),
    newsletter: new NewsletterService(ds, mail, config.publicUrl, webhooks),
    contact: new ContactService(ds, mail, webhooks),
    workshops: new WorkshopService(ds, media, mail, config.publicUrl, webhooks),
    blog: new BlogService(ds, media, webhooks),
  };
}

export type Services = ReturnType<typeof createServices>;
