/** Every TypeORM entity of the application, in one list: the root hands it to the data source; the migration generator reads it too. */
import { SalesCustomer, SalesMonth, SalesMonthPrint } from "../analytics/sales.entities.js";
import { AdminSession } from "../auth/admin-session.entity.js";
import { AdminUser } from "../auth/admin-user.entity.js";
import { Passkey, RecoveryCode, TotpSecret, TwoFactorChallenge, TwoFactorSettingsRow } from "../auth/two-factor/two-factor.entities.js";
import { CacheVersionRow } from "../cache/cache-version.entity.js";
import { BlogComment } from "../blog/blog-comment.entity.js";
import { BlogPost } from "../blog/blog-post.entity.js";
import { Campaign } from "../campaigns/campaign.entity.js";
import { Author, BusinessSettings, HeroSlide, InstagramPost } from "../content/content.entities.js";
import { ContactMessage, NewsletterSubscriber } from "../enquiries/enquiry.entities.js";
import { InterestSubmission } from "../enquiries/interest.entity.js";
import { GalleryImage } from "../gallery/gallery-image.entity.js";
import { GalleryItem } from "../gallery/gallery-item.entity.js";
import { GalleryCategory } from "../masters/gallery-category.entity.js";
import { Location } from "../masters/location.entity.js";
import { FrameSize } from "../masters/frame-size.entity.js";
import { ShopCategory, ShopSubcategory } from "../masters/shop-category.entity.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import { SearchQueryDay } from "../search/search-log.entity.js";
import { MediaJob } from "../media/media-job.entity.js";
import { OrderStatusChange } from "../orders/order-status-change.entity.js";
import { Order, OrderLine } from "../orders/order.entity.js";
import { PaymentReview } from "../orders/payment-review.entity.js";
import { Certificate } from "../orders/certificate.entity.js";
import { WebhookEvent } from "../payments/webhook-event.entity.js";
import { FramePrice, PortfolioItem } from "../shop/portfolio-item.entity.js";
import { WorkshopJoin } from "../workshops/workshop-join.entity.js";
import { Workshop } from "../workshops/workshop.entity.js";
import { DocumentCounter } from "../billing/document-counter.entity.js";
import { Invoice } from "../billing/invoice.entity.js";
import { CreditNote } from "../billing/credit-note.entity.js";
import { Refund } from "../billing/refund.entity.js";
import { ApiKey } from "../integrations/api-key.entity.js";
import { WebhookDelivery, WebhookEndpoint } from "../integrations/webhook.entities.js";
import { RateLimitRow } from "../core/rate-limit.entity.js";
import { OutgoingMail } from "../mail/outgoing-mail.entity.js";
import { SimulatedPayment } from "../payments/simulated-payment.entity.js";
import { DiscountCode } from "../discounts/discount-code.entity.js";
import { Sale } from "../discounts/sale.entity.js";
import { AuditEntry } from "../audit/audit-entry.entity.js";

export const entities = [
  AdminUser,
  AdminSession,
  TotpSecret,
  RecoveryCode,
  Passkey,
  TwoFactorChallenge,
  TwoFactorSettingsRow,
  Location,
  GalleryCategory,
  MediaAsset,
  MediaJob,
  GalleryItem,
  GalleryImage,
  InterestSubmission,
  FrameSize,
  ShopCategory,
  ShopSubcategory,
  PortfolioItem,
  FramePrice,
  Order,
  OrderLine,
  OrderStatusChange,
  PaymentReview,
  Certificate,
  SalesMonth,
  SalesMonthPrint,
  SalesCustomer,
  SearchQueryDay,
  WebhookEvent,
  CacheVersionRow,
  HeroSlide,
  Author,
  InstagramPost,
  BusinessSettings,
  NewsletterSubscriber,
  ContactMessage,
  Workshop,
  WorkshopJoin,
  BlogPost,
  BlogComment,
  DocumentCounter,
  Invoice,
  Refund,
  CreditNote,
  ApiKey,
  RateLimitRow,
  WebhookEndpoint,
  WebhookDelivery,
  OutgoingMail,
  SimulatedPayment,
  Campaign,
  DiscountCode,
  Sale,
  AuditEntry,
];
