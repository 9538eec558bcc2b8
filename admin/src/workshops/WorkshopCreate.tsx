/** Add a workshop (spec admin §2 "Workshops tab" add form). */
import { Create, ListButton, TopToolbar } from "react-admin";
import { WorkshopForm } from "./WorkshopForm";

export function WorkshopCreate() {
  return (
    <Create
      resource="Workshop"
      title="Add workshop"
      actions={
        <TopToolbar>
          <ListButton label="Back to workshops" />
        </TopToolbar>
      }
    >
      <WorkshopForm />
    </Create>
  );
}
