/**
 * Builds the executable schema from the resolvers (code first). `schema.graphql` at the repository
 * root is printed from this, sorted, and checked for staleness by the build and the tests.
 */
import "reflect-metadata";
import { GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { DateTimeResolver } from "graphql-scalars";
import { buildSchema, type AuthChecker, type ClassType, type NonEmptyArray } from "type-graphql";
import { AuthResolver } from "../auth/auth.resolver.js";
import { AdminTwoFactorResolver, SecondFactorSignInResolver, TwoFactorResolver } from "../auth/two-factor/two-factor.resolver.js";
import { SessionsResolver } from "../auth/sessions.resolver.js";
import { StaffResolver } from "../auth/staff.resolver.js";
import { BlogCommentCrudResolver, BlogPostCrudResolver, BlogResolver } from "../blog/blog.resolver.js";
import { CampaignCrudResolver, CampaignResolver } from "../campaigns/campaign.resolver.js";
import type { RequestContext } from "../core/context.js";
import { checkAccess } from "../core/principal.js";
import { BusinessCreditsResolver, ContentResolver, HeroSlideCrudResolver, InstagramPostCrudResolver } from "../content/content.resolver.js";
import { ContactMessageCrudResolver, EnquiryResolver, NewsletterSubscriberCrudResolver } from "../enquiries/enquiry.resolver.js";
import { InterestResolver, InterestSubmissionCrudResolver } from "../enquiries/interest.resolver.js";
import { GalleryItemCrudResolver, GalleryResolver } from "../gallery/gallery.resolver.js";
import { ApiKeyCrudResolver, IntegrationsResolver, WebhookDeliveryCrudResolver, WebhookEndpointCrudResolver } from "../integrations/integrations.resolver.js";
import { GalleryCategoryCrudResolver, LocationCrudResolver, MastersPublicResolver } from "../masters/masters.resolver.js";
import { FrameSizeCrudResolver, ShopCategoryCrudResolver, ShopMastersResolver, ShopSubcategoryCrudResolver } from "../masters/shop-masters.resolver.js";
import { MediaResolver } from "../media/media.resolver.js";
import { AnalyticsResolver } from "../analytics/analytics.resolver.js";
import { OrderAdminResolver, OrderCrudResolver } from "../orders/order-admin.resolver.js";
import { PaymentReviewCrudResolver, PaymentReviewResolver } from "../orders/payment-review.resolver.js";
import { OrderResolver } from "../orders/order.resolver.js";
import { OrderRefundsResolver, ReceiptRefundsResolver } from "../billing/refund.resolver.js";
import { CertificateResolver, OrderLineCertificatesResolver, ReceiptLineCertificatesResolver } from "../billing/certificate.resolver.js";
import { PortfolioItemCrudResolver, ShopResolver } from "../shop/shop.resolver.js";
import { FramePriceSaleResolver, PortfolioItemSaleResolver } from "../shop/shop-sale.resolver.js";
import { DiscountCodeCrudResolver, DiscountCodeResolver } from "../discounts/discount-code.resolver.js";
import { SaleCrudResolver, SaleResolver } from "../discounts/sale.resolver.js";
import { WorkshopCrudResolver, WorkshopResolver } from "../workshops/workshop.resolver.js";
import { SearchLogResolver } from "../search/search-log.resolver.js";
import { SearchResolver } from "../search/search.resolver.js";
import { AuditResolver } from "../audit/audit.resolver.js";
import { auditMutations } from "../audit/audit-scope.js";

/**
 * `@Authorized("orders:read", ...FULFILMENT)`: the owner, a staff member of a role named, or an API
 * key with one of the scopes named; `@Authorized()` alone is the owner's (core/principal.ts checks
 * all three). The roles named are the role table docs/security.md shows (auth/role-table.test.ts).
 */
const byRoleOrScope: AuthChecker<RequestContext> = ({ context, info, args }, needed) => {
  const operation = `${info.parentType.name}.${info.fieldName}`;
  checkAccess({ admin: context.admin, apiKey: context.apiKey ?? null }, needed, `use ${operation}`, { operation, args });
  return true;
};

let built: Promise<GraphQLSchema> | undefined;

export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [
      AuthResolver,
      AdminTwoFactorResolver,
      TwoFactorResolver,
      SecondFactorSignInResolver,
      StaffResolver,
      SessionsResolver,
      MastersPublicResolver,
      LocationCrudResolver,
      GalleryCategoryCrudResolver,
      MediaResolver,
      GalleryResolver,
      GalleryItemCrudResolver,
      InterestResolver,
      InterestSubmissionCrudResolver,
      ShopMastersResolver,
      FrameSizeCrudResolver,
      ShopCategoryCrudResolver,
      ShopSubcategoryCrudResolver,
      ShopResolver,
      PortfolioItemCrudResolver,
      SearchResolver,
      SearchLogResolver,
      DiscountCodeResolver,
      DiscountCodeCrudResolver,
      SaleResolver,
      PortfolioItemSaleResolver,
      FramePriceSaleResolver,
      SaleCrudResolver,
      OrderResolver,
      OrderCrudResolver,
      OrderAdminResolver,
      OrderRefundsResolver,
      ReceiptRefundsResolver,
      CertificateResolver,
      OrderLineCertificatesResolver,
      ReceiptLineCertificatesResolver,
      PaymentReviewCrudResolver,
      PaymentReviewResolver,
      AnalyticsResolver,
      ContentResolver,
      BusinessCreditsResolver,
      HeroSlideCrudResolver,
      InstagramPostCrudResolver,
      EnquiryResolver,
      NewsletterSubscriberCrudResolver,
      ContactMessageCrudResolver,
      CampaignResolver,
      CampaignCrudResolver,
      WorkshopResolver,
      WorkshopCrudResolver,
      BlogResolver,
      BlogPostCrudResolver,
      BlogCommentCrudResolver,
      ApiKeyCrudResolver,
      WebhookEndpointCrudResolver,
      WebhookDeliveryCrudResolver,
      IntegrationsResolver,
      AuditResolver,
    ] as unknown as NonEmptyArray<ClassType>,
    authChecker: byRoleOrScope,
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    validate: false,
    // Every staff or API-key mutation runs in an audit scope (issue 47).
  }).then(auditMutations);
  return built;
}

export async function printedSchema(): Promise<string> {
  const header = "# Generated from the server's type-graphql resolvers by `npm run schema:emit`. Do not edit.\n\n";
  return header + printSchema(lexicographicSortSchema(await getSchema())) + "\n";
}
