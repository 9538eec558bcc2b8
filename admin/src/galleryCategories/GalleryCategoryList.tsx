/** Gallery categories master: the bird categories the gallery is filtered by. */
import { DataTable } from "react-admin";
import { MasterList } from "../masters/MasterList";

export const GalleryCategoryList = () => (
  <MasterList
    resource="GalleryCategory"
    texts={{
      title: "Gallery Categories",
      noun: "category",
      nameLabel: "Category name",
      addLabel: "Add Category",
      addError: "Failed to add",
    }}
    extraColumns={<DataTable.Col source="displayName" label="Shown as" disableSort />}
  />
);
