/** Add a timed sale: the form's India times sent as ISO 8601. */
import { Create, ListButton, TopToolbar, useNotify, useRedirect } from "react-admin";
import { errorMessage } from "../graphql/request";
import { SaleForm } from "./SaleForm";
import { toApi, type SaleFormValues, type SaleRecord } from "./format";

export function SaleCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="Sale"
      title="Add sale"
      transform={(data: SaleFormValues) => toApi(data)}
      mutationOptions={{
        onSuccess: (created: SaleRecord) => {
          notify(`Sale ${created.name} created`, { type: "success" });
          redirect("list", "Sale");
        },
        onError: (error) => notify(errorMessage(error, "Failed to create the sale"), { type: "error" }),
      }}
      actions={
        <TopToolbar>
          <ListButton label="Back to sales" />
        </TopToolbar>
      }
    >
      <SaleForm />
    </Create>
  );
}
