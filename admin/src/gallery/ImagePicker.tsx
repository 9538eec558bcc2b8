/**
 * Several image files with previews before upload (LOOK.md "image previews before upload"): a drop
 * zone with a 'Choose images' button, one card per file with its own remove button and, while
 * saving, its upload progress bar, and 'Clear All'.
 */
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { Box, Button, Card, CardContent, IconButton, LinearProgress, Tooltip, Typography } from "@mui/material";
import { ChooseFileButton } from "../media/ChooseFileButton";
import CloseIcon from "@mui/icons-material/Close";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";

export interface PickedImage {
  key: string;
  file: File;
  previewUrl: string;
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;
const isImage = (file: File) => file.type.startsWith("image/");

export function toPickedImages(files: File[], existing: PickedImage[]): { added: PickedImage[]; rejected: string[] } {
  const known = new Set(existing.map((p) => p.key));
  const added: PickedImage[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (!isImage(file)) {
      rejected.push(file.name);
      continue;
    }
    const key = fileKey(file);
    if (known.has(key)) continue;
    known.add(key);
    added.push({ key, file, previewUrl: URL.createObjectURL(file) });
  }
  return { added, rejected };
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function ImagePicker({
  images,
  progress,
  disabled,
  onAdd,
  onRemove,
  onClearAll,
}: {
  images: PickedImage[];
  /** Upload progress per image key, 0..1; absent while not uploading. */
  progress: Record<string, number>;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onClearAll: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onAdd(Array.from(event.target.files ?? []));
    // Let the same file be chosen again after it was removed.
    event.target.value = "";
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd(Array.from(event.dataTransfer.files ?? []));
  }

  return (
    <Box sx={{ width: "100%", mt: 1 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Images
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{
          border: "2px dashed",
          borderColor: dragging ? "secondary.main" : "divider",
          bgcolor: dragging ? "rgba(224, 122, 31, 0.06)" : "background.default",
          borderRadius: 2,
          p: 2.5,
          display: "flex",
          alignItems: "center",
          gap: 2,
          flexWrap: "wrap",
        }}
      >
        <ChooseFileButton label="Choose images" multiple disabled={disabled} inputRef={inputRef} onChange={handleChange}>
          Choose images
        </ChooseFileButton>
        <Typography variant="body2" color="text.secondary">
          or drop photographs here. JPEG, PNG or WebP; several at once.
        </Typography>
        {images.length > 0 && (
          <Box sx={{ ml: "auto", display: "flex", alignItems: "center", gap: 1 }}>
            <Typography variant="body2" aria-live="polite">
              {images.length} {images.length === 1 ? "image" : "images"} chosen
            </Typography>
            <Button color="error" size="small" onClick={onClearAll} disabled={disabled}>
              Clear All
            </Button>
          </Box>
        )}
      </Box>
      {images.length > 0 && (
        <Box
          component="ul"
          aria-label="Chosen images"
          sx={{ listStyle: "none", p: 0, m: 0, mt: 2, display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))" }}
        >
          {images.map((image) => {
            const fraction = progress[image.key];
            const done = fraction !== undefined && fraction >= 1;
            return (
              <Card component="li" key={image.key} variant="outlined" sx={{ position: "relative" }}>
                <Box
                  component="img"
                  src={image.previewUrl}
                  alt={`Preview of ${image.file.name}`}
                  sx={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", display: "block", bgcolor: "#1a1a1a" }}
                />
                <Tooltip title="Remove this image">
                  <span style={{ position: "absolute", top: 4, right: 4 }}>
                    <IconButton
                      size="small"
                      aria-label={`Remove ${image.file.name}`}
                      onClick={() => onRemove(image.key)}
                      disabled={disabled}
                      sx={{ bgcolor: "rgba(255,255,255,0.9)", "&:hover": { bgcolor: "#fff" } }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <CardContent sx={{ p: 1, "&:last-child": { pb: 1 } }}>
                  <Typography variant="caption" component="p" noWrap title={image.file.name}>
                    {image.file.name}
                  </Typography>
                  <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}>
                    <Typography variant="caption">{formatSize(image.file.size)}</Typography>
                    {done && <CheckCircleIcon color="success" sx={{ fontSize: 14, ml: "auto" }} aria-label="Uploaded" />}
                  </Box>
                  {fraction !== undefined && (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(fraction * 100)}
                      color={done ? "success" : "secondary"}
                      aria-label={`Uploading ${image.file.name}`}
                      sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                    />
                  )}
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** Frees the preview URLs of images that are no longer shown. */
export function useRevokeOnUnmount(images: PickedImage[]) {
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);
}
