/** Locations master: where the photographs were taken. */
import { DataTable } from "react-admin";
import { MasterList } from "../masters/MasterList";

export const LocationList = () => (
  <MasterList
    resource="Location"
    texts={{
      title: "Locations",
      noun: "location",
      nameLabel: "Location name",
      addLabel: "Add Location",
      addError: "Failed to add location",
    }}
    extraColumns={<DataTable.Col source="slug" label="Slug" disableSort />}
  />
);
