/**
 * The sidebar, grouped as the owner thinks of the work: analytics, orders, catalogue, the site's
 * content (hero, author, Instagram, the blog and its comments), workshops and their joins, master data, the shop's setup (frame sizes, categories),
 * enquiries, settings. Each role sees only what it may open (issue 47; access/permissions.ts).
 *
 * It is site navigation, not an application menu: a <nav> of links (react-admin's menu would be an
 * ARIA menu of <a role="menuitem"> straight inside a <ul>, which is neither valid HTML nor a
 * complete ARIA menu once group headings sit between the items).
 */
import { Fragment, type ComponentProps, type ReactElement } from "react";
import { Menu as RaMenu, useCanAccessResources, useSidebarState } from "react-admin";
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
import BadgeIcon from "@mui/icons-material/BadgeOutlined";
import HistoryIcon from "@mui/icons-material/HistoryOutlined";

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

/** One line of the menu: a resource's own link, or a link to a custom page (both for the roles that may open them). */
type Entry = { resource: string; to?: string; text?: string; icon?: ReactElement };

/** The menu as the owner sees it; each role sees the entries it may open, and the groups that keep one. */
const GROUPS: { label?: string; entries: Entry[] }[] = [
  // The spec's default tab: analytics (the owner's and the manager's; the others start at a welcome page).
  { entries: [{ resource: "dashboard" }] },
  {
    label: "Orders",
    entries: [{ resource: "orders", to: "/orders", text: "Orders", icon: <ShoppingBagIcon /> }, { resource: "PaymentReview" }],
  },
  {
    label: "Catalogue",
    entries: [
      { resource: "GalleryItem" },
      { resource: "PortfolioItem" },
      // The spec's 'Add Item' tab.
      { resource: "PortfolioItem", to: "/PortfolioItem/create", text: "Add Item", icon: <AddPhotoIcon /> },
    ],
  },
  {
    label: "Content",
    entries: [
      { resource: "HeroSlide" },
      { resource: "author", to: "/author", text: "Author", icon: <PersonIcon /> },
      { resource: "InstagramPost" },
      { resource: "BlogPost" },
      { resource: "BlogComment" },
    ],
  },
  {
    label: "Workshops",
    entries: [{ resource: "Workshop" }, { resource: "workshop-joins", to: "/workshop-joins", text: "Join summary", icon: <GroupsIcon /> }],
  },
  { label: "Masters", entries: [{ resource: "Location" }, { resource: "GalleryCategory" }] },
  { label: "Shop setup", entries: [{ resource: "FrameSize" }, { resource: "ShopCategory" }, { resource: "DiscountCode" }, { resource: "Sale" }] },
  {
    label: "Enquiries",
    entries: [{ resource: "InterestSubmission" }, { resource: "ContactMessage" }, { resource: "NewsletterSubscriber" }, { resource: "Campaign" }],
  },
  {
    label: "Settings",
    entries: [
      { resource: "business", to: "/business", text: "Business details", icon: <StorefrontIcon /> },
      { resource: "tax-report", to: "/tax-report", text: "Tax report", icon: <ReceiptIcon /> },
      { resource: "integrations", to: "/integrations", text: "Integrations", icon: <HubIcon /> },
      { resource: "staff", to: "/staff", text: "Staff", icon: <BadgeIcon /> },
      { resource: "AuditEntry", to: "/AuditEntry", text: "Activity", icon: <HistoryIcon /> },
      { resource: "settings", to: "/settings", text: "Settings", icon: <SettingsIcon /> },
    ],
  },
];

const RESOURCES = [...new Set(GROUPS.flatMap((g) => g.entries.map((e) => e.resource)))];

export function Menu() {
  const { canAccess } = useCanAccessResources({ action: "list", resources: RESOURCES });
  // Nothing until the role is known, rather than a menu that shrinks under the pointer.
  if (!canAccess) return <RaMenu component="nav" role={undefined} aria-label="Back office" />;
  return (
    <RaMenu component="nav" role={undefined} aria-label="Back office">
      {GROUPS.map((group, i) => {
        const entries = group.entries.filter((e) => canAccess[e.resource]);
        if (!entries.length) return null;
        return (
          <Fragment key={group.label ?? i}>
            {group.label && <Group label={group.label} />}
            {entries.map((e) =>
              e.resource === "dashboard" ? (
                <RaMenu.DashboardItem key="dashboard" role="link" primaryText="Analytics" leftIcon={<InsightsIcon />} />
              ) : e.to ? (
                <Link key={e.to} to={e.to} primaryText={e.text} leftIcon={e.icon} />
              ) : (
                <ResourceLink key={e.resource} name={e.resource} />
              ),
            )}
          </Fragment>
        );
      })}
    </RaMenu>
  );
}
