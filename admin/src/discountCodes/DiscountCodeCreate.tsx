/** Add a discount code: the form's rupees and India times sent as paise and ISO 8601. */
import { Create, ListButton, TopToolbar, useNotify, useRedirect } from "react-admin";
import { errorMessage } from "../graphql/request";
import { DiscountCodeForm } from "./DiscountCodeForm";
import { toApi, type DiscountCodeFormValues, type DiscountCodeRecord } from "./format";

export function DiscountCodeCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="DiscountCode"
      title="Add discount code"
      transform={(data: DiscountCodeFormValues) => toApi(data)}
      mutationOptions={{
        onSuccess: (created: DiscountCodeRecord) => {
          notify(`Discount code ${created.code} created`, { type: "success" });
          redirect("list", "DiscountCode");
        },
        onError: (error) => notify(errorMessage(error, "Failed to create the code"), { type: "error" }),
      }}
      actions={
        <TopToolbar>
          <ListButton label="Back to discount codes" />
        </TopToolbar>
      }
    >
      <DiscountCodeForm />
    </Create>
  );
}
