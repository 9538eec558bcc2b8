/**
 * The service graph: every service of every domain, built once per process around one data source,
 * and the order events wired between them. Its shape, `Services`, is the kernel's interface
 * (`core/context.ts`) that each domain fills in with its own part (`<domain>/services.ts`), so that
 * the resolvers and shims that use it need not import this root, nor the kernel any domain.
 */
import type { DataSource } from "typeorm";
import { AuthService } from "../auth/auth.service.js";
import { Challenges } from "../auth/two-factor/challenges.js";
import { FactorNotices } from "../auth/two-factor/notices.js";
import { PasskeyService } from "../auth/two-factor/passkeys.js";
import { SecondFactorSignIn } from "../auth/two-factor/sign-in.js";
import { DEFAULT_ISSUER, TwoFactorService } from "../auth/two-factor/two-factor.service.js";
import { SessionService } from "../auth/sessions.service.js";
import { StaffService } from "../auth/staff.service.js";
import { BlogService } from "../blog/blog.service.js";
import { CampaignService } from "../campaigns/campaign.service.js";
import type { AppConfig } from "../config/config.js";
import type { Services } from "../core/context.js";
import { ContentService, DEFAULT_BUSINESS } from "../content/content.service.js";
import { ContactService } from "../enquiries/contact.service.js";
import { InterestService } from "../enquiries/interest.service.js";
import { NewsletterService } from "../enquiries/newsletter.service.js";
import { GalleryService } from "../gallery/gallery.service.js";
import { galleryMasterUses } from "../gallery/master-uses.js";
import { MailService } from "../mail/mail.service.js";
import { MailWorker } from "../mail/mail-worker.js";
import { createMastersServices } from "../masters/masters.service.js";
import { FrameSizeService, ShopSubcategoryService } from "../masters/shop-masters.service.js";
import { MediaService } from "../media/media.service.js";
import { ReencodeWorker } from "../media/reencode-worker.js";
import { AnalyticsService } from "../analytics/analytics.service.js";
import { OrderAdminService } from "../orders/order-admin.service.js";
import { OrderMails } from "../orders/order-mails.js";
import { countPayments } from "../orders/order-metrics.js";
import { OrderTransitions } from "../orders/order-transitions.js";
import { OrderService } from "../orders/order.service.js";
import { PaymentReviewService } from "../orders/payment-review.service.js";
import { createPaymentProvider, type PaymentProvider } from "../payments/payment-provider.js";
import { ShopService } from "../shop/shop.service.js";
import { shopMasterUses } from "../shop/master-uses.js";
import { DiscountCodeService } from "../discounts/discount-code.service.js";
import { SaleService } from "../discounts/sale.service.js";
import { OrderEditions } from "../orders/order-editions.js";
import { OrderDiscounts } from "../orders/order-discounts.js";
import { WorkshopService } from "../workshops/workshop.service.js";
import { SearchService } from "../search/search.service.js";
import { SearchLog } from "../search/search-log.js";
import { InvoiceService } from "../billing/invoice.service.js";
import { CertificateService } from "../billing/certificate.service.js";
import { TaxReportService } from "../billing/tax-report.js";
import { invoiceOnPayment } from "../billing/invoicing.js";
import { RefundService } from "../billing/refund.service.js";
import { ApiKeyService } from "../integrations/api-key.service.js";
import { orderWebhooks } from "../integrations/order-events.js";
import { editionWebhooks } from "../integrations/edition-events.js";
import { WebhookWorker } from "../integrations/webhook-worker.js";
import { WebhookService } from "../integrations/webhooks.service.js";
import type { LimitOptions, SharedLimits } from "../core/rate-limit.js";
import type { PaymentCounters } from "../observability/metrics.js";
import { SimulatedProvider } from "../payments/payment-provider.js";
import { AuditService } from "../audit/audit.service.js";
import { AuditSubscriber } from "../audit/audit-subscriber.js";

/** What the composition tells the parts around it (the metrics): each is optional. */
export interface ServiceHooks {
  /** Counts the orders paid and the payments failed, from each committed move of an order. */
  metrics?: PaymentCounters;
  /** The payment provider, instead of the one the config names (a test's live provider pointed at its own server). */
  payments?: PaymentProvider;
}

export function createServices(ds: DataSource, config: AppConfig, limits: SharedLimits, hooks: ServiceHooks = {}): Services {
  // Every rate limit a visitor meets (sign-in, order lookups, comments, forms) counts across instances.
  const limiter = (o: LimitOptions) => limits.limiter(o);
  // Issue 47: the audit log. Inside a staff or API-key write's scope, every row changed is recorded in its transaction.
  const audit = new AuditService(ds);
  (ds.subscribers as AuditSubscriber[]).push(new AuditSubscriber(ds, audit));
  // Whether a master record is in use, masters asks the domains that own the rows using it (issue 43).
  const masterUses = { ...galleryMasterUses(ds), ...shopMasterUses(ds) };
  const masters = createMastersServices(ds, masterUses);
  const media = new MediaService(ds, config, config.maxUploadBytes, config.maxUploadTotalBytes);
  const gallery = new GalleryService(ds, media);
  const discountCodes = new DiscountCodeService(ds, limiter);
  const orderDiscounts = new OrderDiscounts(ds, discountCodes);
  const orderEditions = new OrderEditions();
  // What each code gave is summed over the orders, which the discounts domain does not know.
  discountCodes.given = (ids) => orderDiscounts.given(ids);
  const sales = new SaleService(ds);
  const shop = new ShopService(ds, media, discountCodes, sales);
  // Before an edition's size is lowered, the shop asks the highest number sold, which orders keep.
  shop.highestEditionNumber = (em, id) => orderEditions.highestNumber(em, id);
  const payments = hooks.payments ?? createPaymentProvider(config.payments, ds);
  const mail = new MailService(ds, config.mail);
  const auth = new AuthService(ds, config.jwtSecret, limiter, config.bcryptCost, audit);
  // Campaign mails: at most NEWSLETTER_RATE_PER_MINUTE a minute, counted across instances.
  const mailWorker = new MailWorker(ds, mail, config.mail, {
    campaignRate: limits.limiter({ keyPrefix: "newsletter-send", points: config.newsletterRatePerMinute, duration: 60 }),
  });
  mail.onQueued = () => mailWorker.kick();
  const analytics = new AnalyticsService(ds);
  const invoices = new InvoiceService(ds, config.jwtSecret);
  const webhooks = new WebhookService(ds, config.webhooksAllowPrivate);
  const webhookWorker = new WebhookWorker(ds, config.webhooksAllowPrivate);
  webhooks.onQueued = () => webhookWorker.kick();
  // The paid move that sells an edition's last print writes edition.sold_out in its transaction.
  orderEditions.onSoldOut = editionWebhooks(webhooks);
  // The confirmation's invoice (or receipt) PDF, drawn from the stored document when the mail is sent.
  mail.attachmentSource("invoice", async (orderId) => {
    const file = await invoices.of({ id: orderId });
    return file && { filename: file.filename, content: file.pdf, contentType: "application/pdf" };
  });
  const orderMails = new OrderMails(mail, config.publicUrl);
  const orderTransitions = new OrderTransitions(
    ds,
    orderMails,
    [
      // A paid order keeps its code's use; one whose use went back (it could no longer be paid) is not paid.
      orderDiscounts.onMove,
      // After the discounts' (which lock the code's row first when they count a late payment): the prints' rows are locked after the code's, in every transaction (order-editions.ts).
      orderEditions.onMove,
      analytics.onOrderMove,
      invoiceOnPayment,
      // Last: the event carries the invoice number given just before.
      orderWebhooks(webhooks),
    ],
    hooks.metrics ? [countPayments(hooks.metrics)] : [],
  );
  const refunds = new RefundService(ds, payments, orderTransitions, analytics, mail, config.publicUrl, webhooks);
  const paymentReviews = new PaymentReviewService(ds, payments, mail);
  const orders = new OrderService(
    ds,
    shop,
    { codes: discountCodes, orders: orderDiscounts, editions: orderEditions },
    payments,
    orderTransitions,
    config.payments,
    config.orderExpiryMinutes,
    // An order's refund, else a payment review's (issue 42): each answers whether the event was its own.
    async (name, entity) => (await refunds.onWebhook(name, entity)) || paymentReviews.onRefundWebhook(name, entity),
    limiter,
    paymentReviews,
  );
  // The simulated provider processes refunds at once and sends its signed webhook to the same handler.
  if (payments instanceof SimulatedProvider) payments.webhookSink = (body, signature, eventId) => orders.handleWebhook(body, signature, eventId);
  const workshops = new WorkshopService(ds, media, mail, config.publicUrl, webhooks, limiter);
  const blog = new BlogService(ds, media, webhooks, limiter);
  const content = new ContentService(ds, media, config.publicUrl);
  // Issue 45: the certificates of limited editions, and their PDFs attached to the paid mail (and sent again by the owner).
  const certificates = new CertificateService(
    ds,
    config.jwtSecret,
    config.publicUrl,
    { media, content, mail, editions: orderEditions, mails: orderMails },
    limiter,
  );
  mail.attachmentSource("certificate", async (id) => {
    const file = await certificates.fileById(id);
    return file && { filename: file.filename, content: file.pdf, contentType: "application/pdf" };
  });
  // The images carry the rights in force; a change of them re-encodes every image in the background.
  media.rights = () => content.imageRights();
  const reencodeWorker = new ReencodeWorker(ds, media);
  media.onQueued = () => reencodeWorker.kick();
  // Issue 47: the second factor; the authenticator app and the browser show the business's name.
  const twoFactor = new TwoFactorService(ds, config.jwtSecret, auth, limiter);
  const challenges = new Challenges(ds);
  const passkeys = new PasskeyService(ds, config.jwtSecret, config.publicUrl, challenges, auth, limiter);
  twoFactor.issuer = passkeys.rpName = async () => (await content.business()).name || DEFAULT_ISSUER;
  // A mail to the account's holder at each factor added or removed (the owner's, at the business's address).
  const notices = new FactorNotices();
  notices.mailer = mail;
  // Only to an address the owner entered: never to the built-in sample's, which nobody confirmed. A
  // saved row can still hold it: the back office's form sends every field it shows, the sample too.
  notices.business = async (em) => {
    const saved = await content.savedBusiness(em);
    const email = saved?.email && saved.email !== DEFAULT_BUSINESS.email ? saved.email : null;
    return { name: saved?.name || DEFAULT_ISSUER, email };
  };
  twoFactor.notices = passkeys.notices = notices;
  // Sign-in's second step, and every request's question whether the account has a second factor.
  const signIn = new SecondFactorSignIn(ds, auth, twoFactor, passkeys, challenges);
  auth.secondFactors = signIn;
  const campaigns = new CampaignService(ds, mail, { shop, workshops, blog, content, media }, config.publicUrl, limiter);
  mail.campaigns = campaigns;
  return {
    discountCodes,
    sales,
    campaigns,
    webhooks,
    webhookWorker,
    apiKeys: new ApiKeyService(ds, limits.limiter({ keyPrefix: "api-key", points: config.apiKeyRequestsPerMinute, duration: 60 })),
    invoices,
    certificates,
    refunds,
    taxReport: new TaxReportService(ds),
    auth,
    twoFactor,
    passkeys,
    signIn,
    staff: new StaffService(ds, auth, mail, config.publicUrl, limiter),
    sessions: new SessionService(ds, auth),
    media,
    reencodeWorker,
    mail,
    mailWorker,
    payments,
    locations: masters.locations,
    galleryCategories: masters.galleryCategories,
    shopCategories: masters.shopCategories,
    shopSubcategories: new ShopSubcategoryService(ds, masterUses),
    frameSizes: new FrameSizeService(ds, masterUses),
    gallery,
    interest: new InterestService(ds, gallery, limiter),
    shop,
    orders,
    orderEditions,
    paymentReviews,
    orderAdmin: new OrderAdminService(ds, orderTransitions),
    analytics,
    content,
    newsletter: new NewsletterService(ds, mail, config.publicUrl, webhooks, limiter, config.newsletterRatePerMinute),
    contact: new ContactService(ds, mail, webhooks, limiter),
    workshops,
    blog,
    // Issue 46: each instance's own index of the catalogue, following the shared cache version (app.ts).
    search: new SearchService(ds, undefined, limiter),
    // What visitors searched for, per day: the search service's onSearched writes it (app.ts).
    searchLog: new SearchLog(ds),
    audit,
  };
}
