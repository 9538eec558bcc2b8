/** The workshop form in edit mode, reached by Edit in the workshops table. */
import { Edit, ListButton, TopToolbar, useRecordContext } from "react-admin";
import { Box, CircularProgress } from "@mui/material";
import { WorkshopForm } from "./WorkshopForm";
import type { WorkshopRecord } from "./types";

function LoadedForm() {
  const record = useRecordContext<WorkshopRecord>();
  if (!record) {
    return (
      <Box sx={{ p: 4, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading the workshop" />
      </Box>
    );
  }
  // Keyed, so a different record starts the form afresh.
  return <WorkshopForm key={record.id} record={record} />;
}

function EditTitle() {
  const record = useRecordContext<WorkshopRecord>();
  return <>{record ? `Edit: ${record.title}` : "Edit workshop"}</>;
}

export function WorkshopEdit() {
  return (
    <Edit
      resource="Workshop"
      title={<EditTitle />}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton label="Back to workshops" />
        </TopToolbar>
      }
    >
      <LoadedForm />
    </Edit>
  );
}
