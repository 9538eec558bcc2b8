/**
 * Add a gallery group (spec admin §2 "Gallery tab", §5 "Gallery add"): title, optional description,
 * locations, bird category, search words (issue 46) and several images. On save each image is uploaded first (uploadMedia,
 * with a progress bar per file), then createGalleryItem is called with the returned media ids.
 */
import { useCallback, useState } from "react";
import {
  AutocompleteArrayInput,
  Create,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useNotify,
  useRedirect,
} from "react-admin";
import { useFormContext, type FieldValues } from "react-hook-form";
import { Box, Button, CircularProgress, Toolbar, Typography } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import ClearIcon from "@mui/icons-material/ClearAll";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { LanguageTabs } from "../lib/LanguageTabs";
import { SearchWordsInput } from "../lib/SearchWordsInput";
import { ImagePicker, toPickedImages, useRevokeOnUnmount, type PickedImage } from "./ImagePicker";
import { KeepUnsavedChanges } from "../session/KeepUnsavedChanges";

export const INCOMPLETE_FORM = "Please fill in all fields and upload at least one image";

interface GalleryFormValues {
  title?: string;
  description?: string;
  titleTa?: string;
  descriptionTa?: string;
  locationIds?: string[];
  categoryId?: string;
}

function FormToolbar({ saving, status, onClearForm }: { saving: boolean; status: string; onClearForm: () => void }) {
  const { reset } = useFormContext();
  return (
    <Toolbar disableGutters sx={{ gap: 2, mt: 2, flexWrap: "wrap" }}>
      <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}>
        {saving ? status : "Add to Gallery"}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        disabled={saving}
        startIcon={<ClearIcon />}
        onClick={() => {
          reset({ title: "", description: "", titleTa: "", descriptionTa: "", locationIds: [], categoryId: "" });
          onClearForm();
        }}
      >
        Clear Form
      </Button>
    </Toolbar>
  );
}

export function GalleryCreate() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("Uploading...");
  const [searchKeywords, setSearchKeywords] = useState<string[]>([]);
  useRevokeOnUnmount(images);

  const addFiles = useCallback(
    (files: File[]) => {
      const { added, rejected } = toPickedImages(files, images);
      if (rejected.length) notify(`Only image files can be added (skipped: ${rejected.join(", ")})`, { type: "warning" });
      if (added.length) setImages((current) => [...current, ...added]);
    },
    [images, notify],
  );

  const removeImage = (key: string) => {
    setImages((current) => {
      current.filter((image) => image.key === key).forEach((image) => URL.revokeObjectURL(image.previewUrl));
      return current.filter((image) => image.key !== key);
    });
  };

  const clearImages = () => {
    images.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    setImages([]);
    setProgress({});
  };

  async function handleSubmit(raw: FieldValues) {
    const values = raw as GalleryFormValues;
    const title = values.title?.trim() ?? "";
    const locationIds = values.locationIds ?? [];
    const categoryId = values.categoryId;
    if (!title || locationIds.length === 0 || !categoryId || images.length === 0) {
      notify(INCOMPLETE_FORM, { type: "error" });
      return;
    }

    setSaving(true);
    setProgress(Object.fromEntries(images.map((image) => [image.key, 0])));
    try {
      const mediaIds: string[] = [];
      for (const [index, image] of images.entries()) {
        setStatus(`Uploading ${index + 1} of ${images.length}...`);
        const { data } = await dataProvider.uploadMedia(image.file, (fraction) => setProgress((current) => ({ ...current, [image.key]: fraction })));
        mediaIds.push(data.id);
      }
      setStatus("Saving...");
      await dataProvider.create("GalleryItem", {
        data: {
          title,
          description: values.description?.trim() ?? "",
          titleTa: values.titleTa?.trim() || null,
          descriptionTa: values.descriptionTa?.trim() || null,
          categoryId,
          locationIds,
          mediaIds,
          searchKeywords,
        },
      });
      notify("Gallery item added successfully!", { type: "success" });
      clearImages();
      setSearchKeywords([]);
      redirect("list", "GalleryItem");
    } catch (error) {
      notify(errorMessage(error, "Error adding gallery item"), { type: "error" });
      setProgress({});
    } finally {
      setSaving(false);
    }
  }

  return (
    <Create title="Add gallery item" resource="GalleryItem">
      <SimpleForm onSubmit={handleSubmit} toolbar={false} sx={{ maxWidth: 900 }}>
        <Typography variant="body2" color="text.secondary">
          A title, at least one location, a bird category and at least one image are required.
        </Typography>
        <Box sx={{ width: "100%" }}>
          <LanguageTabs
            english={
              <Box>
                <TextInput source="title" label="Title" fullWidth disabled={saving} />
                <TextInput
                  source="description"
                  label="Description"
                  multiline
                  minRows={3}
                  fullWidth
                  helperText="Optional. Shown with the photographs in the gallery."
                  disabled={saving}
                />
              </Box>
            }
            tamil={
              <Box>
                <TextInput source="titleTa" label="Title in Tamil" fullWidth disabled={saving} slotProps={{ htmlInput: { maxLength: 200, lang: "ta" } }} />
                <TextInput
                  source="descriptionTa"
                  label="Description in Tamil"
                  multiline
                  minRows={3}
                  fullWidth
                  disabled={saving}
                  slotProps={{ htmlInput: { lang: "ta" } }}
                />
              </Box>
            }
          />
        </Box>
        <Box sx={{ display: "flex", gap: 2, width: "100%", flexWrap: { xs: "wrap", md: "nowrap" } }}>
          <Box sx={{ flex: "1 1 320px" }}>
            <ReferenceArrayInput source="locationIds" reference="Location" sort={{ field: "name", order: "ASC" }} perPage={200}>
              <AutocompleteArrayInput
                label="Locations"
                optionText="name"

                fullWidth
                disabled={saving}
                helperText="One or more places where these were taken."
              />
            </ReferenceArrayInput>
          </Box>
          <Box sx={{ flex: "1 1 240px" }}>
            <ReferenceInput source="categoryId" reference="GalleryCategory" sort={{ field: "name", order: "ASC" }} perPage={200}>
              <SelectInput label="Bird category" optionText="displayName" emptyText="Choose a category" fullWidth disabled={saving} helperText={false} />
            </ReferenceInput>
          </Box>
        </Box>
        <Box sx={{ width: "100%" }}>
          <SearchWordsInput value={searchKeywords} onChange={setSearchKeywords} disabled={saving} />
        </Box>
        <ImagePicker images={images} progress={progress} disabled={saving} onAdd={addFiles} onRemove={removeImage} onClearAll={clearImages} />
        <FormToolbar
          saving={saving}
          status={status}
          onClearForm={() => {
            clearImages();
            setSearchKeywords([]);
            notify("Form cleared successfully!", { type: "success" });
          }}
        />
        <KeepUnsavedChanges />
      </SimpleForm>
    </Create>
  );
}
