/** Write a new campaign (a draft). */
import { Create, ListButton, TopToolbar } from "react-admin";
import { CampaignForm } from "./CampaignForm";

export function CampaignCreate() {
  return (
    <Create
      resource="Campaign"
      title="New campaign"
      actions={
        <TopToolbar>
          <ListButton label="Back to newsletter" />
        </TopToolbar>
      }
    >
      <CampaignForm />
    </Create>
  );
}
