/** One gallery group: its details, its search words (editable here) and its images, each deletable. */
import { DateField, FunctionField, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useRedirect } from "react-admin";
import { GalleryImagesPanel } from "./GalleryImagesPanel";
import { CategoryName, LocationChips } from "./GalleryFields";
import { GallerySearchWords } from "./GallerySearchWords";
import type { GalleryItemRecord } from "./types";

export function GalleryShow() {
  const redirect = useRedirect();
  return (
    <Show
      title={<FunctionField<GalleryItemRecord> render={(record) => `Gallery: ${record.title}`} />}
      actions={
        <TopToolbar>
          <ListButton label="Back to gallery" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" label="Title" />
        <TextField source="description" label="Description" emptyText="—" />
        <TextField source="titleTa" label="Title in Tamil" emptyText="—" />
        <TextField source="descriptionTa" label="Description in Tamil" emptyText="—" />
        <FunctionField label="Bird category" render={() => <CategoryName />} />
        <FunctionField label="Locations" render={() => <LocationChips />} />
        <FunctionField label="Search words" render={() => <GallerySearchWords />} />
        <DateField source="createdAt" label="Added" showTime />
        <FunctionField label="Images" render={() => <GalleryImagesPanel onGroupGone={() => redirect("list", "GalleryItem")} />} />
      </SimpleShowLayout>
    </Show>
  );
}
