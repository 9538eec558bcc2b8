/** The portfolio form in update mode, reached by Edit in the portfolio table. */
import { Edit, ListButton, TopToolbar, useRecordContext, type EditProps } from "react-admin";
import { Box, CircularProgress } from "@mui/material";
import { PortfolioForm } from "./PortfolioForm";
import type { PortfolioItemRecord } from "./types";

function LoadedForm() {
  const record = useRecordContext<PortfolioItemRecord>();
  if (!record) {
    return (
      <Box sx={{ p: 4, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading the print" />
      </Box>
    );
  }
  // Keyed, so a different record starts the form afresh.
  return <PortfolioForm key={record.id} record={record} />;
}

export function PortfolioEdit(props: EditProps) {
  return (
    <Edit
      {...props}
      resource="PortfolioItem"
      title={<EditTitle />}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton label="Back to portfolio" />
        </TopToolbar>
      }
    >
      <LoadedForm />
    </Edit>
  );
}

function EditTitle() {
  const record = useRecordContext<PortfolioItemRecord>();
  return <>{record ? `Edit: ${record.title}` : "Edit portfolio item"}</>;
}
