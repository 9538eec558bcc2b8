/**
 * The sidebar, grouped as the owner thinks of the work: analytics, orders, catalogue, the site's
 * content (hero, author, Instagram, the blog and its comments), workshops and their joins, master data, the shop's setup (frame sizes, categories),
 * enquiries, settings.
 *
 * It is site navigation, not an application menu: a <nav> of links (react-admin's menu would be an
 * ARIA menu of <a role="menuitem"> straight inside a <ul>, which is neither valid HTML nor a
 * complete ARIA menu once group headings sit between the items).
 */
import type { ComponentProps } from "react";
import { Menu as RaMenu, useSidebarState } from "react-admin";
import { Divider, ListSubheader } from "@mui/material";
import SettingsIcon from "@mui/icons-material/Settings";
import AddPhotoIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import PersonIcon from "@mui/icons-material/PersonOutlined";
import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";
import HubIcon from "@mui/icons-material/HubOutlined";
import ReceiptIcon from "@mui/icons-material/ReceiptLongOutlined";
import ShoppingBagIcon from "@mui/icons-material/ShoppingBagOutlined";
import InsightsIcon from "@mui/icons-material/InsightsOutlined";
import GroupsIcon from "@mui/icons-material/GroupsOutlined";

function Group({ label }: { label: string }) {
  const [open] = useSidebarState();
  if (!open) return <Divider component="div" role="presentation" sx={{ my: 1 }} />;
  return (
    <ListSubheader
      component="div"
      disableSticky
      sx={{
        bgcolor: "transparent",
        lineHeight: "32px",
        mt: 1.5,
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: 1,
        textTransform: "uppercase",
        color: "text.secondary",
      }}
    >
      {label}
    </ListSubheader>
  );
}

// Links, not menu items (see above).
const Link = (props: ComponentProps<typeof RaMenu.Item>) => <RaMenu.Item role="link" {...props} />;
const ResourceLink = (props: ComponentProps<typeof RaMenu.ResourceItem>) => <RaMenu.ResourceItem role="link" {...props} />;

export function Menu() {
  return (
    <RaMenu component="nav" role={undefined} aria-label="Back office">
      {/* The spec's default tab: analytics. */}
      <RaMenu.DashboardItem role="link" primaryText="Analytics" leftIcon={<InsightsIcon />} />
      <Group label="Orders" />
      <Link to="/orders" primaryText="Orders" leftIcon={<ShoppingBagIcon />} />
      <ResourceLink name="PaymentReview" />
      <Group label="Catalogue" />
      <ResourceLink name="GalleryItem" />
      <ResourceLink name="PortfolioItem" />
      {/* The spec's 'Add Item' tab. */}
      <Link to="/PortfolioItem/create" primaryText="Add Item" leftIcon={<AddPhotoIcon />} />
      <Group label="Content" />
      <ResourceLink name="HeroSlide" />
      <Link to="/author" primaryText="Author" leftIcon={<PersonIcon />} />
      <ResourceLink name="InstagramPost" />
      <ResourceLink name="BlogPost" />
      <ResourceLink name="BlogComment" />
      <Group label="Workshops" />
      <ResourceLink name="Workshop" />
      <Link to="/workshop-joins" primaryText="Join summary" leftIcon={<GroupsIcon />} />
      <Group label="Masters" />
      <ResourceLink name="Location" />
      <ResourceLink name="GalleryCategory" />
      <Group label="Shop setup" />
      <ResourceLink name="FrameSize" />
      <ResourceLink name="ShopCategory" />
      <ResourceLink name="DiscountCode" />
      <ResourceLink name="Sale" />
      <Group label="Enquiries" />
      <ResourceLink name="InterestSubmission" />
      <ResourceLink name="ContactMessage" />
      <ResourceLink name="NewsletterSubscriber" />
      <ResourceLink name="Campaign" />
      <Group label="Settings" />
      <Link to="/business" primaryText="Business details" leftIcon={<StorefrontIcon />} />
      <Link to="/tax-report" primaryText="Tax report" leftIcon={<ReceiptIcon />} />
      <Link to="/integrations" primaryText="Integrations" leftIcon={<HubIcon />} />
      <Link to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />
    </RaMenu>
  );
}
