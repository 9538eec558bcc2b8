/**
 * The post's optional cover image: chosen with a preview, uploaded at once (with a progress bar),
 * and kept in the form as `imageId`; 'Remove image' clears it. The preview beside the form reads
 * the picked file's URL through the form's `imagePreviewUrl` field.
 */
import { useState } from "react";
import { useDataProvider, useNotify } from "react-admin";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { Box, Button } from "@mui/material";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { SingleImagePicker, usePickedFile } from "../media/SingleImagePicker";
import type { BlogPostRecord } from "./types";

export function BlogImageInput({ record }: { record?: BlogPostRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { field } = useController({ name: "imageId" });
  const { setValue } = useFormContext();
  const { file, previewUrl, choose } = usePickedFile();
  const [progress, setProgress] = useState<number | null>(null);
  const imageId = useWatch({ name: "imageId" }) as string | null | undefined;
  const currentUrl = imageId && record?.imageId === imageId ? record.image?.url : null;

  async function upload(picked: File) {
    choose(picked);
    setProgress(0);
    setValue("uploading", true);
    try {
      const id = (await dataProvider.uploadMedia(picked, setProgress)).data.id;
      field.onChange(id);
      setValue("imagePreviewUrl", URL.createObjectURL(picked));
    } catch (error) {
      notify(errorMessage(error, "Failed to upload the image"), { type: "error" });
      choose(null);
      setProgress(null);
    } finally {
      setValue("uploading", false);
    }
  }

  function remove() {
    choose(null);
    setProgress(null);
    field.onChange(null);
    setValue("imagePreviewUrl", null);
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1, width: "100%" }}>
      <SingleImagePicker
        label="Image (optional)"
        file={imageId ? file : null}
        previewUrl={imageId || progress !== null ? previewUrl : null}
        currentUrl={currentUrl}
        currentAlt={record ? `Current image of ${record.title}` : undefined}
        progress={progress}
        disabled={false}
        hint="Shown on the blog's card and at the top of the post. JPEG, PNG or WebP."
        onChoose={(picked) => void upload(picked)}
        onReject={(name) => notify(`Only image files can be used (skipped: ${name})`, { type: "warning" })}
      />
      {imageId && (
        <Box>
          <Button size="small" color="error" onClick={remove}>
            Remove image
          </Button>
        </Box>
      )}
    </Box>
  );
}
