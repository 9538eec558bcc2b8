/** Edit a discount code, reached by Edit in the list; its uses so far are shown, not edited. */
import { Edit, ListButton, TopToolbar, useNotify, useRecordContext, useRedirect } from "react-admin";
import { Box, CircularProgress } from "@mui/material";
import { errorMessage } from "../graphql/request";
import { DiscountCodeForm } from "./DiscountCodeForm";
import { toApi, type DiscountCodeFormValues, type DiscountCodeRecord } from "./format";

function LoadedForm() {
  const record = useRecordContext<DiscountCodeRecord>();
  if (!record) {
    return (
      <Box sx={{ p: 4, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading the code" />
      </Box>
    );
  }
  return <DiscountCodeForm key={record.id} />;
}

function EditTitle() {
  const record = useRecordContext<DiscountCodeRecord>();
  return <>{record ? `Edit: ${record.code}` : "Edit discount code"}</>;
}

export function DiscountCodeEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="DiscountCode"
      title={<EditTitle />}
      mutationMode="pessimistic"
      transform={(data: DiscountCodeFormValues) => toApi(data)}
      mutationOptions={{
        onSuccess: (saved: DiscountCodeRecord) => {
          notify(`Discount code ${saved.code} saved`, { type: "success" });
          redirect("list", "DiscountCode");
        },
        onError: (error) => notify(errorMessage(error, "Failed to save the code"), { type: "error" }),
      }}
      actions={
        <TopToolbar>
          <ListButton label="Back to discount codes" />
        </TopToolbar>
      }
    >
      <LoadedForm />
    </Edit>
  );
}
