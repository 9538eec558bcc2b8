/**
 * The images of one gallery group, with a delete button for each image and, when the group holds
 * more than one image, 'Delete Gallery Group' (spec admin §2 "Gallery tab"). Every delete asks first.
 * Used as the expand panel of the gallery list and on the show page.
 */
import { useState } from "react";
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import { Box, Button, Card, CardActions, CardContent, IconButton, Tooltip, Typography } from "@mui/material";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import DeleteSweepIcon from "@mui/icons-material/DeleteSweep";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { sortedImages, type GalleryImageRecord, type GalleryItemRecord } from "./types";

type Pending = { kind: "image"; image: GalleryImageRecord; index: number } | { kind: "group" } | null;

export function GalleryImagesPanel({ onGroupGone }: { onGroupGone?: () => void }) {
  const record = useRecordContext<GalleryItemRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  if (!record) return null;
  const images = sortedImages(record);
  const count = images.length;

  async function confirmDelete() {
    if (!pending || !record) return;
    setBusy(true);
    try {
      if (pending.kind === "image") {
        await dataProvider.deleteGalleryImage(pending.image.id);
        notify("Gallery item deleted successfully!", { type: "success" });
        if (count === 1) onGroupGone?.();
      } else {
        const { data: removed } = await dataProvider.deleteGalleryGroup(record.groupId);
        notify(`Gallery group deleted successfully! (${removed} images removed)`, { type: "success" });
        onGroupGone?.();
      }
      refresh();
    } catch (error) {
      const fallback = pending.kind === "image" ? "Error deleting gallery item" : "Error deleting gallery group";
      notify(errorMessage(error, fallback), { type: "error" });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const imageLabel = (index: number) => `image ${index + 1} of “${record.title}”`;

  return (
    <Box sx={{ py: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 1.5, flexWrap: "wrap" }}>
        <Typography variant="subtitle2" component="h3">
          {count} {count === 1 ? "image" : "images"} in “{record.title}”
        </Typography>
        {count > 1 && (
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<DeleteSweepIcon />}
            onClick={() => setPending({ kind: "group" })}
            sx={{ ml: "auto" }}
          >
            Delete Gallery Group
          </Button>
        )}
      </Box>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This group has no images.
        </Typography>
      ) : (
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))" }}>
          {images.map((image, index) => (
            <Card key={image.id} variant="outlined" sx={{ display: "flex", flexDirection: "column" }}>
              <Box
                component="img"
                src={image.image.url}
                srcSet={image.image.srcset || undefined}
                sizes="200px"
                alt={`${image.title || record.title} (${index + 1} of ${count})`}
                loading="lazy"
                sx={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", bgcolor: "#1a1a1a", display: "block" }}
              />
              <CardContent sx={{ py: 1, px: 1.5, flexGrow: 1 }}>
                <Typography variant="body2" noWrap title={image.title}>
                  {index + 1}. {image.title || record.title}
                </Typography>
                {image.image.exifSummary && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: "block" }} noWrap title={image.image.exifSummary}>
                    {image.image.exifSummary}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {image.image.width} × {image.image.height}
                </Typography>
              </CardContent>
              <CardActions sx={{ pt: 0, justifyContent: "flex-end" }}>
                <Tooltip title="Delete this image">
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`Delete ${imageLabel(index)}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      setPending({ kind: "image", image, index });
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={pending?.kind === "group" ? "Delete Gallery Group" : "Delete image"}
        content={
          pending?.kind === "group"
            ? `All ${count} images of “${record.title}” will be deleted. This action cannot be undone.`
            : pending?.kind === "image"
              ? count === 1
                ? `This is the only image of “${record.title}”, so the gallery item goes with it. This action cannot be undone.`
                : `${capitalise(imageLabel(pending.index))} will be deleted. This action cannot be undone.`
              : ""
        }
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => !busy && setPending(null)}
      />
    </Box>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
