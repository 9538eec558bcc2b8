/**
 * The sidebar, grouped as the owner thinks of the work: catalogue, the site's content (hero, author,
 * Instagram), master data, the shop's setup (frame sizes, categories), enquiries, settings.
 */
import { Menu as RaMenu, useSidebarState } from "react-admin";
import { Divider, ListSubheader } from "@mui/material";
import SettingsIcon from "@mui/icons-material/Settings";
import AddPhotoIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import PersonIcon from "@mui/icons-material/PersonOutlined";
import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";

function Group({ label }: { label: string }) {
  const [open] = useSidebarState();
  if (!open) return <Divider sx={{ my: 1 }} />;
  return (
    <ListSubheader
      disableSticky
      sx={{ bgcolor: "transparent", lineHeight: "32px", mt: 1.5, fontSize: 12, fontWeight: 700, letterSpacing: 1, textTransform: "uppercase", color: "text.secondary" }}
    >
      {label}
    </ListSubheader>
  );
}

export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {/* MenuList wants its items as direct children, so the groups are headings, not wrappers. */}
      <Group label="Catalogue" />
      <RaMenu.ResourceItem name="GalleryItem" />
      <RaMenu.ResourceItem name="PortfolioItem" />
      {/* The spec's 'Add Item' tab. */}
      <RaMenu.Item to="/PortfolioItem/create" primaryText="Add Item" leftIcon={<AddPhotoIcon />} />
      <Group label="Content" />
      <RaMenu.ResourceItem name="HeroSlide" />
      <RaMenu.Item to="/author" primaryText="Author" leftIcon={<PersonIcon />} />
      <RaMenu.ResourceItem name="InstagramPost" />
      <Group label="Masters" />
      <RaMenu.ResourceItem name="Location" />
      <RaMenu.ResourceItem name="GalleryCategory" />
      <Group label="Shop setup" />
      <RaMenu.ResourceItem name="FrameSize" />
      <RaMenu.ResourceItem name="ShopCategory" />
      <Group label="Enquiries" />
      <RaMenu.ResourceItem name="InterestSubmission" />
      <RaMenu.ResourceItem name="ContactMessage" />
      <RaMenu.ResourceItem name="NewsletterSubscriber" />
      <Group label="Settings" />
      <RaMenu.Item to="/business" primaryText="Business details" leftIcon={<StorefrontIcon />} />
      <RaMenu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />
    </RaMenu>
  );
}
