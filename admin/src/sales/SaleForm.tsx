/**
 * The sale form (create and edit): name, the percentage off, start and end in India time, and the
 * shop categories it applies to (none: every print). The server checks everything again; its
 * message is shown as a notification.
 */
import { AutocompleteArrayInput, ReferenceArrayInput, SaveButton, SimpleForm, TextInput, Toolbar, required, useRecordContext } from "react-admin";
import { Box, Typography } from "@mui/material";
import { PERCENT_MAX, percentError } from "../lib/percent";
import { toFormValues, type SaleRecord } from "./format";
import { KeepUnsavedChanges } from "../session/KeepUnsavedChanges";

export function SaleForm() {
  const record = useRecordContext<SaleRecord>();
  return (
    <SimpleForm
      record={toFormValues(record)}
      toolbar={
        <Toolbar>
          <SaveButton label="Save sale" />
        </Toolbar>
      }
    >
      <TextInput
        source="name"
        label="Name"
        validate={required("Enter the sale's name")}
        helperText="Shown to buyers beside the price, e.g. 'Pongal sale'"
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <TextInput
        source="percentText"
        label="Percentage off (%)"
        helperText={`A whole number from 1 to ${PERCENT_MAX}`}
        validate={(v: string) => percentError(v) ?? undefined}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        When (India time)
      </Typography>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
        <TextInput
          source="startsAtLocal"
          label="Starts (India time)"
          type="datetime-local"
          helperText="Empty: from now on"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextInput
          source="endsAtLocal"
          label="Ends (India time)"
          type="datetime-local"
          helperText="Empty: until deleted"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <ReferenceArrayInput source="categoryIds" reference="ShopCategory" sort={{ field: "name", order: "ASC" }} perPage={100}>
        <AutocompleteArrayInput label="Shop categories" optionText="name" helperText="The prints on sale; none chosen: all prints" sx={{ minWidth: 320 }} />
      </ReferenceArrayInput>
      <KeepUnsavedChanges />
    </SimpleForm>
  );
}
