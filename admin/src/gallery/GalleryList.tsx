/**
 * The gallery groups (spec admin §2 "Gallery tab"): sorted by title, with a thumbnail, the image
 * count, locations and category; the totals of groups and images above the table, and a scroll hint
 * when there are more than 8 groups. A row opens to show its images, each deletable.
 */
import { CreateButton, DataTable, List, ShowButton, TopToolbar, useListContext } from "react-admin";
import { Alert, Box, Typography } from "@mui/material";
import SwipeVerticalIcon from "@mui/icons-material/SwipeVertical";
import { GalleryImagesPanel } from "./GalleryImagesPanel";
import { CategoryName, LocationChips, Thumbnail } from "./GalleryFields";
import { useGalleryTotals } from "./useGalleryTotals";
import type { GalleryItemRecord } from "./types";

/** Spec §9: the scroll hint appears above this many items. */
export const SCROLL_HINT_ABOVE = 8;

function Totals() {
  const { items, images, isPending } = useGalleryTotals();
  if (isPending || items === undefined) return null;
  return (
    <Box sx={{ display: "flex", gap: 3, px: 2, pt: 2, flexWrap: "wrap" }} aria-live="polite">
      <Typography variant="body2">
        Total gallery items: <strong>{items}</strong>
      </Typography>
      <Typography variant="body2">
        Total images: <strong>{images}</strong>
      </Typography>
    </Box>
  );
}

function ScrollHint() {
  const { data, total } = useListContext<GalleryItemRecord>();
  const shown = data?.length ?? 0;
  if (shown <= SCROLL_HINT_ABOVE) return null;
  return (
    <Alert severity="info" icon={<SwipeVerticalIcon fontSize="inherit" />} sx={{ mx: 2, mt: 1.5, py: 0 }}>
      {total ?? shown} gallery items: scroll the table to see them all.
    </Alert>
  );
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="Add gallery item" />
  </TopToolbar>
);

export const GalleryList = () => (
  <List title="Gallery" sort={{ field: "title", order: "ASC" }} perPage={50} exporter={false} actions={<ListActions />}>
    <Totals />
    <ScrollHint />
    <Box
      sx={{
        mt: 1,
        maxHeight: "calc(100vh - 280px)",
        minHeight: 240,
        overflow: "auto",
        "& thead th": { position: "sticky", top: 0, zIndex: 2, bgcolor: "background.paper" },
      }}
    >
      <DataTable bulkActionButtons={false} rowClick="expand" expand={<GalleryImagesPanel />} size="small">
        <DataTable.Col label="Image" disableSort>
          <Thumbnail />
        </DataTable.Col>
        <DataTable.Col source="title" label="Title" sx={{ fontWeight: 500 }} />
        <DataTable.NumberCol source="imageCount" label="Images" disableSort />
        <DataTable.Col label="Locations" disableSort>
          <LocationChips />
        </DataTable.Col>
        <DataTable.Col label="Category" disableSort>
          <CategoryName />
        </DataTable.Col>
        <DataTable.Col label="Details" align="right" disableSort>
          <ShowButton label="Open" />
        </DataTable.Col>
      </DataTable>
    </Box>
  </List>
);
