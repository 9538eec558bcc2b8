/**
 * A campaign's form for create and edit: subject, preheader, the text as rich text (only what the
 * server's sanitiser keeps: the blog's rules) and the catalogue's blocks filled when it is sent.
 * Saving opens the campaign's page (preview, test copy, send).
 */
import { useRef } from "react";
import { useFormState } from "react-hook-form";
import { CheckboxGroupInput, SaveButton, SimpleForm, TextInput, Toolbar, useCreate, useNotify, useRedirect, useUpdate } from "react-admin";
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from "ra-input-rich-text";
import { errorMessage } from "../graphql/request";
import { BLOCK_CHOICES, type CampaignRecord } from "./types";
import { KeepUnsavedChanges } from "../session/KeepUnsavedChanges";

// No heading level menu: ra-input-rich-text's LevelSelect is a list item outside a list, named apart
// from its text (axe: listitem, label-content-name-mismatch); a mail reads well with bold and lists.
const toolbar = (
  <RichTextInputToolbar size="medium">
    <FormatButtons size="medium" />
    <ListButtons size="medium" />
    <LinkButtons size="medium" />
    <QuoteButtons size="medium" />
    <ClearButtons size="medium" />
  </RichTextInputToolbar>
);

/** Enabled to show what is missing, but off while a save runs: a second click made a second draft. */
function SaveDraftButton() {
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={!isSubmitting} label="Save draft" />;
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim().length > 0;

export function CampaignForm({ record }: { record?: CampaignRecord }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [create] = useCreate();
  const [update] = useUpdate();
  // The same save never runs twice at once, even for two clicks before the button is redrawn.
  const saving = useRef(false);

  async function save(values: Record<string, unknown>) {
    if (saving.current) return;
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    const data = {
      subject: text(values.subject).trim(),
      preheader: text(values.preheader).trim(),
      html: text(values.html),
      blocks: Array.isArray(values.blocks) ? (values.blocks as string[]) : [],
    };
    if (!data.subject || !hasText(data.html)) {
      notify("Please fill in the subject and the text", { type: "error" });
      return;
    }
    saving.current = true;
    try {
      let id = record?.id;
      if (record) await update("Campaign", { id: record.id, data, previousData: record }, { mutationMode: "pessimistic", returnPromise: true });
      else id = ((await create("Campaign", { data }, { returnPromise: true })) as { id: string }).id;
      notify(record ? "Campaign saved" : "Campaign created", { type: "success" });
      redirect("show", "Campaign", id);
    } catch (error) {
      notify(errorMessage(error, "Failed to save the campaign"), { type: "error" });
    } finally {
      saving.current = false;
    }
  }

  return (
    <SimpleForm
      record={record}
      onSubmit={save}
      sx={{ maxWidth: 900 }}
      toolbar={
        <Toolbar>
          <SaveDraftButton />
        </Toolbar>
      }
    >
      <TextInput source="subject" label="Subject" fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput
        source="preheader"
        label="Preheader"
        fullWidth
        helperText="The line an inbox shows after the subject."
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <RichTextInput source="html" label="Text" fullWidth toolbar={toolbar} />
      <CheckboxGroupInput source="blocks" label="Blocks filled from the catalogue when it is sent" choices={BLOCK_CHOICES} />
      <KeepUnsavedChanges />
    </SimpleForm>
  );
}
