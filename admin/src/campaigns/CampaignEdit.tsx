/** Change a draft: the same form as for a new campaign. */
import { Edit, ListButton, TopToolbar, useRecordContext } from "react-admin";
import { Box, CircularProgress } from "@mui/material";
import { CampaignForm } from "./CampaignForm";
import type { CampaignRecord } from "./types";

function LoadedForm() {
  const record = useRecordContext<CampaignRecord>();
  if (!record) {
    return (
      <Box sx={{ p: 4, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading the campaign" />
      </Box>
    );
  }
  return <CampaignForm key={record.id} record={record} />;
}

export function CampaignEdit() {
  return (
    <Edit
      resource="Campaign"
      title="Edit campaign"
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton label="Back to newsletter" />
        </TopToolbar>
      }
    >
      <LoadedForm />
    </Edit>
  );
}
