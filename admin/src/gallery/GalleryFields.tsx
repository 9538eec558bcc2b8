/** Small read-only fields of a gallery group, shared by the list and the show page. */
import { useRecordContext } from "react-admin";
import { Box, Chip, Typography } from "@mui/material";
import { sortedImages, type GalleryItemRecord } from "./types";

export function Thumbnail() {
  const record = useRecordContext<GalleryItemRecord>();
  const first = sortedImages(record)[0];
  if (!record) return null;
  if (!first) {
    return (
      <Box sx={{ width: 72, height: 54, borderRadius: 1, bgcolor: "action.hover", display: "grid", placeItems: "center" }}>
        <Typography variant="caption" color="text.secondary">
          none
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={first.image.url}
      srcSet={first.image.srcset || undefined}
      sizes="72px"
      alt={`Thumbnail of ${record.title}`}
      loading="lazy"
      sx={{ width: 72, height: 54, objectFit: "cover", borderRadius: 1, display: "block", bgcolor: "#1a1a1a" }}
    />
  );
}

export function LocationChips() {
  const record = useRecordContext<GalleryItemRecord>();
  const locations = record?.locations ?? [];
  if (locations.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", maxWidth: 280 }}>
      {locations.map((location) => (
        <Chip key={location.id} label={location.name} size="small" variant="outlined" />
      ))}
    </Box>
  );
}

export function CategoryName() {
  const record = useRecordContext<GalleryItemRecord>();
  const category = record?.category;
  return (
    <Typography variant="body2" component="span" color={category ? "text.primary" : "text.secondary"}>
      {category ? category.displayName || category.name : "—"}
    </Typography>
  );
}
