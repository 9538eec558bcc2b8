/**
 * One image file with a preview before upload (LOOK.md "image previews before upload") and, while
 * saving, its upload progress bar. Used by the hero, author and Instagram forms; the file is
 * uploaded by the form (uploadMedia) and its id sent with the form's mutation.
 */
import { useEffect, useState, type ChangeEvent } from "react";
import { Box, FormControl, FormLabel, LinearProgress, Typography } from "@mui/material";
import { ChooseFileButton } from "./ChooseFileButton";

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A chosen file and an object URL for its preview, freed when the file changes or the form goes. */
export function usePickedFile() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const choose = (next: File | null) => {
    setFile(next);
    setPreviewUrl(next ? URL.createObjectURL(next) : null);
  };
  return { file, previewUrl, choose };
}

export function SingleImagePicker({
  label,
  file,
  previewUrl,
  currentUrl,
  currentAlt,
  progress,
  disabled,
  error,
  hint,
  onChoose,
  onReject,
}: {
  /** The field's name, e.g. 'Image' or 'Profile image'; also the file input's accessible name. */
  label: string;
  file: File | null;
  previewUrl: string | null;
  /** The image already saved, shown until another is chosen. */
  currentUrl?: string | null;
  currentAlt?: string;
  /** Upload progress 0..1, or null when not uploading. */
  progress: number | null;
  disabled: boolean;
  error?: boolean;
  hint?: string;
  onChoose: (file: File) => void;
  onReject: (name: string) => void;
}) {
  const shownUrl = previewUrl ?? currentUrl ?? null;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = "";
    if (!picked) return;
    if (!picked.type.startsWith("image/")) {
      onReject(picked.name);
      return;
    }
    onChoose(picked);
  }

  return (
    <FormControl error={error} component="fieldset" sx={{ gap: 1, width: "100%" }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: "flex",
          gap: 2,
          alignItems: "center",
          flexWrap: "wrap",
          border: "2px dashed",
          borderColor: error ? "error.main" : "divider",
          borderRadius: 2,
          p: 2,
        }}
      >
        {shownUrl && (
          <Box
            component="img"
            src={shownUrl}
            alt={file ? `Preview of ${file.name}` : (currentAlt ?? `Current ${label.toLowerCase()}`)}
            sx={{ width: 160, height: 110, objectFit: "cover", borderRadius: 1, bgcolor: "#1a1a1a", display: "block" }}
          />
        )}
        <Box sx={{ display: "flex", flexDirection: "column", gap: 0.5, minWidth: 200, flex: 1 }}>
          <Box>
            <ChooseFileButton label={label} disabled={disabled} onChange={handleChange}>
              {shownUrl ? "Choose another image" : "Choose image"}
            </ChooseFileButton>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {file ? `${file.name}, ${formatSize(file.size)}` : (hint ?? "JPEG, PNG or WebP.")}
          </Typography>
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              color={progress >= 1 ? "success" : "secondary"}
              aria-label={`Uploading ${label.toLowerCase()}`}
              sx={{ height: 6, borderRadius: 3, maxWidth: 320 }}
            />
          )}
        </Box>
      </Box>
    </FormControl>
  );
}
