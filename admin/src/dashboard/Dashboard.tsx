/**
 * The welcome page: who is signed in, what the shop holds (real counts from the API) and the
 * shortcuts the owner uses most. Analytics (revenue, orders) arrive with a later issue.
 */
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Title, useGetIdentity, useGetList } from "react-admin";
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Typography } from "@mui/material";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import ImageIcon from "@mui/icons-material/Image";
import PlaceIcon from "@mui/icons-material/Place";
import CategoryIcon from "@mui/icons-material/Category";
import MailOutlineIcon from "@mui/icons-material/MailOutlined";
import AddPhotoAlternateIcon from "@mui/icons-material/AddPhotoAlternate";
import { useGalleryTotals } from "../gallery/useGalleryTotals";
import { BUSINESS_NAME } from "../layout/brand";

/** Number of records of a resource, from its _allXMeta count. */
function useCount(resource: string) {
  const { total, isPending, error } = useGetList(resource, {
    pagination: { page: 1, perPage: 1 },
    meta: { sparseFields: ["id"] },
  });
  return { value: total, isPending, error };
}

function StatCard({
  label,
  value,
  isPending,
  error,
  icon,
  to,
  note,
}: {
  label: string;
  value: number | undefined;
  isPending: boolean;
  error?: unknown;
  icon: ReactNode;
  to: string;
  note?: string;
}) {
  return (
    <Card sx={{ flex: "1 1 180px", minWidth: 180 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: "100%" }} aria-label={`${label}: ${value ?? "not loaded"}`}>
        <CardContent sx={{ display: "flex", gap: 2, alignItems: "center" }}>
          <Box
            sx={{ bgcolor: "rgba(31, 77, 58, 0.08)", color: "primary.main", borderRadius: 2, p: 1.2, display: "flex" }}
            aria-hidden
          >
            {icon}
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {isPending ? <Skeleton width={40} /> : error ? "—" : value}
            </Typography>
            {note && (
              <Typography variant="caption" color="text.secondary">
                {note}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function Dashboard() {
  const { identity } = useGetIdentity();
  const gallery = useGalleryTotals();
  const locations = useCount("Location");
  const categories = useCount("GalleryCategory");
  const interests = useCount("InterestSubmission");

  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
      <Title title="Dashboard" />
      <Card sx={{ background: "linear-gradient(120deg, #1f4d3a 0%, #2d6a50 100%)", color: "#fff" }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            Welcome{identity?.fullName ? `, ${identity.fullName}` : ""}
          </Typography>
          <Typography sx={{ opacity: 0.9, maxWidth: 640, mb: 2 }}>
            This is the back office of {BUSINESS_NAME}. Add new photographs to the gallery, keep the locations and
            bird categories tidy, and follow up on visitors&apos; enquiries.
          </Typography>
          <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
            <Button component={RouterLink} to="/GalleryItem/create" variant="contained" color="secondary" startIcon={<AddPhotoAlternateIcon />}>
              Add gallery item
            </Button>
            <Button component={RouterLink} to="/InterestSubmission" variant="outlined" sx={{ color: "#fff", borderColor: "rgba(255,255,255,0.6)" }}>
              View enquiries
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <StatCard label="Gallery items" value={gallery.items} isPending={gallery.isPending} error={gallery.error} icon={<PhotoLibraryIcon />} to="/GalleryItem" />
        <StatCard
          label="Gallery images"
          value={gallery.images}
          isPending={gallery.isPending}
          error={gallery.error}
          icon={<ImageIcon />}
          to="/GalleryItem"
        />
        <StatCard label="Locations" {...locations} icon={<PlaceIcon />} to="/Location" />
        <StatCard label="Gallery categories" {...categories} icon={<CategoryIcon />} to="/GalleryCategory" />
        <StatCard label="Interest submissions" {...interests} icon={<MailOutlineIcon />} to="/InterestSubmission" />
      </Box>
    </Box>
  );
}
