/** Add Item (spec admin §2 "Add Item tab"): the portfolio form in add mode. */
import { Create, ListButton, TopToolbar } from "react-admin";
import { PortfolioForm } from "./PortfolioForm";

export function PortfolioCreate() {
  return (
    <Create
      resource="PortfolioItem"
      title="Add Item"
      actions={
        <TopToolbar>
          <ListButton label="Back to portfolio" />
        </TopToolbar>
      }
    >
      <PortfolioForm />
    </Create>
  );
}
