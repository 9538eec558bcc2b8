/** Edit a timed sale, reached by Edit in the list. */
import { Edit, ListButton, TopToolbar, useNotify, useRecordContext, useRedirect } from "react-admin";
import { Box, CircularProgress } from "@mui/material";
import { errorMessage } from "../graphql/request";
import { SaleForm } from "./SaleForm";
import { toApi, type SaleFormValues, type SaleRecord } from "./format";

function LoadedForm() {
  const record = useRecordContext<SaleRecord>();
  if (!record) {
    return (
      <Box sx={{ p: 4, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading the sale" />
      </Box>
    );
  }
  return <SaleForm key={record.id} />;
}

function EditTitle() {
  const record = useRecordContext<SaleRecord>();
  return <>{record ? `Edit: ${record.name}` : "Edit sale"}</>;
}

export function SaleEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="Sale"
      title={<EditTitle />}
      mutationMode="pessimistic"
      transform={(data: SaleFormValues) => toApi(data)}
      mutationOptions={{
        onSuccess: (saved: SaleRecord) => {
          notify(`Sale ${saved.name} saved`, { type: "success" });
          redirect("list", "Sale");
        },
        onError: (error) => notify(errorMessage(error, "Failed to save the sale"), { type: "error" }),
      }}
      actions={
        <TopToolbar>
          <ListButton label="Back to sales" />
        </TopToolbar>
      }
    >
      <LoadedForm />
    </Edit>
  );
}
