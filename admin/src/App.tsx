/**
 * The back office, as a table of contents: one <Resource> per GraphQL type that
 * ra-data-graphql-simple introspects, plus the custom pages: the analytics dashboard, order
 * management and an order's details, the workshops' join summary, and the one-record settings (Author, Business details,
 * Settings), and issue 47's account page, staff and activity log. Mounted by main.tsx only after
 * the stored token has been validated. What each role sees is access/permissions.ts's table: the
 * resources by react-admin's canAccess, the custom pages through RoleGate.
 */
import { useMemo } from "react";
import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router-dom";
import { buildDataProvider } from "./dataProvider";
import { buildAuthProvider, type Identity } from "./session/authProvider";
import { Layout } from "./layout/Layout";
import { theme } from "./layout/theme";
import { Home } from "./dashboard/Home";
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
import { AccessDenied, RoleGate } from "./access/AccessDenied";
import { AccountPage } from "./account/AccountPage";
import { StaffPage } from "./staff/StaffPage";
import activity from "./activity";

export interface AppProps {
  identity: Identity;
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
      dashboard={Home}
      catchAll={NotFound}
      accessDenied={AccessDenied}
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
      {/* Settings › Activity: the audit log (issue 47), read only. */}
      <Resource name="AuditEntry" {...activity} />
      <CustomRoutes>
        <Route
          path="/orders"
          element={
            <RoleGate resource="orders">
              <OrderManagementPage />
            </RoleGate>
          }
        />
        <Route
          path="/orders/:id"
          element={
            <RoleGate resource="orders">
              <OrderShowPage />
            </RoleGate>
          }
        />
        <Route
          path="/PortfolioItem/:id/edition"
          element={
            <RoleGate resource="PortfolioItem">
              <EditionLedgerPage />
            </RoleGate>
          }
        />
        <Route
          path="/author"
          element={
            <RoleGate resource="author">
              <AuthorPage />
            </RoleGate>
          }
        />
        <Route
          path="/business"
          element={
            <RoleGate resource="business">
              <BusinessPage />
            </RoleGate>
          }
        />
        <Route
          path="/tax-report"
          element={
            <RoleGate resource="tax-report">
              <TaxReportPage />
            </RoleGate>
          }
        />
        <Route
          path="/integrations"
          element={
            <RoleGate resource="integrations">
              <IntegrationsPage />
            </RoleGate>
          }
        />
        <Route
          path="/settings"
          element={
            <RoleGate resource="settings">
              <SettingsPage />
            </RoleGate>
          }
        />
        <Route
          path="/workshop-joins"
          element={
            <RoleGate resource="workshop-joins">
              <JoinSummaryPage />
            </RoleGate>
          }
        />
        <Route
          path="/staff"
          element={
            <RoleGate resource="staff">
              <StaffPage />
            </RoleGate>
          }
        />
        <Route path="/account" element={<AccountPage />} />
      </CustomRoutes>
    </Admin>
  );
}

export default App;
