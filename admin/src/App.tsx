/**
 * The back office, as a table of contents: one <Resource> per GraphQL type that
 * ra-data-graphql-simple introspects, plus the custom pages: the analytics dashboard, order
 * management and an order's details, the workshops' join summary, and the one-record settings (Author, Business details,
 * Settings). Mounted by main.tsx only after
 * the stored token has been validated.
 */
import { useMemo } from "react";
import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router-dom";
import { buildDataProvider } from "./dataProvider";
import { buildAuthProvider } from "./session/authProvider";
import { Layout } from "./layout/Layout";
import { theme } from "./layout/theme";
import { Dashboard } from "./dashboard/Dashboard";
import gallery from "./gallery";
import locations from "./locations";
import galleryCategories from "./galleryCategories";
import interests from "./interests";
import portfolio from "./portfolio";
import { EditionLedgerPage } from "./portfolio/EditionLedgerPage";
import frameSizes from "./frameSizes";
import shopCategories from "./shopCategories";
import heroSlides from "./heroSlides";
import instagramPosts from "./instagramPosts";
import contactMessages from "./contactMessages";
import newsletterSubscribers from "./newsletterSubscribers";
import campaigns from "./campaigns";
import paymentReviews from "./paymentReviews";
import discountCodes from "./discountCodes";
import sales from "./sales";
import workshops from "./workshops";
import blog from "./blog";
import blogComments from "./blogComments";
import { AuthorPage } from "./author/AuthorPage";
import { BusinessPage } from "./business/BusinessPage";
import { TaxReportPage } from "./billing/TaxReportPage";
import { IntegrationsPage } from "./integrations/IntegrationsPage";
import { SettingsPage } from "./settings/SettingsPage";
import { OrderManagementPage } from "./orders/OrderManagementPage";
import { OrderShowPage } from "./orders/OrderShowPage";
import { JoinSummaryPage } from "./workshops/JoinSummaryPage";
import { NotFound } from "./layout/NotFound";

export interface AppProps {
  identity: { id: string; username: string };
}

export function App({ identity }: AppProps) {
  const dataProvider = useMemo(() => buildDataProvider(), []);
  const authProvider = useMemo(() => buildAuthProvider(identity), [identity]);

  return (
    <Admin
      title="Chennai Wildlife Prints"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={false}
      requireAuth
      dashboard={Dashboard}
      catchAll={NotFound}
      layout={Layout}
      theme={theme}
      disableTelemetry
    >
      <Resource name="GalleryItem" {...gallery} />
      <Resource name="PortfolioItem" {...portfolio} />
      <Resource name="Location" {...locations} />
      <Resource name="GalleryCategory" {...galleryCategories} />
      <Resource name="FrameSize" {...frameSizes} />
      <Resource name="ShopCategory" {...shopCategories} />
      {/* Discount codes buyers type at the cart (issue 28). */}
      <Resource name="DiscountCode" {...discountCodes} />
      {/* Timed sales: a percentage off all prints or some categories, between two times (issue 28). */}
      <Resource name="Sale" {...sales} />
      {/* Listed with their category; registered so references and the cache know the resource. */}
      <Resource name="ShopSubcategory" recordRepresentation="name" />
      {/* Content of the storefront's home and about pages. */}
      <Resource name="HeroSlide" {...heroSlides} />
      <Resource name="InstagramPost" {...instagramPosts} />
      {/* Workshops and trips; their join summary is a page of its own (below). */}
      <Resource name="Workshop" {...workshops} />
      {/* The blog and its visitors' comments. */}
      <Resource name="BlogPost" {...blog} />
      <Resource name="BlogComment" {...blogComments} />
      {/* Enquiries */}
      <Resource name="InterestSubmission" {...interests} />
      <Resource name="ContactMessage" {...contactMessages} />
      <Resource name="NewsletterSubscriber" {...newsletterSubscribers} />
      {/* Newsletter campaigns: written, previewed, tested and sent to the subscribed addresses. */}
      <Resource name="Campaign" {...campaigns} />
      {/* Orders have their own pages (below); registered so the data provider and cache know them. */}
      <Resource name="Order" recordRepresentation="bookingGroupId" />
      {/* Money captured that no order counts as paid, for the owner to refund. */}
      <Resource name="PaymentReview" {...paymentReviews} />
      <CustomRoutes>
        <Route path="/orders" element={<OrderManagementPage />} />
        <Route path="/orders/:id" element={<OrderShowPage />} />
        <Route path="/PortfolioItem/:id/edition" element={<EditionLedgerPage />} />
        <Route path="/author" element={<AuthorPage />} />
        <Route path="/business" element={<BusinessPage />} />
        <Route path="/tax-report" element={<TaxReportPage />} />
        <Route path="/integrations" element={<IntegrationsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/workshop-joins" element={<JoinSummaryPage />} />
      </CustomRoutes>
    </Admin>
  );
}

export default App;
