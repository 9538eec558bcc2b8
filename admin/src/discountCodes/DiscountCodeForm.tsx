/**
 * The discount code form (create and edit): code, kind and value (a percentage, or rupees), the
 * minimum order in rupees, start and end in India time, the limits, the shop categories it applies
 * to, and the two switches. The server checks everything again; its message is shown as a
 * notification.
 */
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { Box, Typography } from "@mui/material";
import { toFormValues, valueError, type DiscountCodeRecord } from "./format";
import { KeepUnsavedChanges } from "../session/KeepUnsavedChanges";

const KINDS = [
  { id: "PERCENT", name: "Percentage off" },
  { id: "FIXED", name: "Fixed amount off (₹)" },
];

function ValueInput() {
  const kind = useWatch({ name: "kind" }) as string;
  const fixed = kind === "FIXED";
  return (
    <TextInput
      source="valueText"
      label={fixed ? "Amount off (₹)" : "Percentage off (%)"}
      helperText={fixed ? "In rupees, e.g. 500 or 499.50; less than the prints it applies to" : "A whole number from 1 to 90"}
      validate={(v: string, all: Record<string, unknown>) => valueError(String(all.kind), v) ?? undefined}
      slotProps={{ htmlInput: { inputMode: fixed ? "decimal" : "numeric" } }}
    />
  );
}

const moneyCheck = (v: string) => (!v?.trim() || /^\s*(₹\s*)?[\d,]{1,10}(\.\d{1,2})?\s*$/.test(v) ? undefined : "Enter an amount in rupees, e.g. 1500");
const wholeCheck = (v: unknown) =>
  v === null || v === undefined || v === "" || (Number.isInteger(Number(v)) && Number(v) >= 1) ? undefined : "A whole number, at least 1 (or empty: no limit)";

export function DiscountCodeForm() {
  const record = useRecordContext<DiscountCodeRecord>();
  return (
    <SimpleForm
      record={toFormValues(record)}
      toolbar={
        <Toolbar>
          <SaveButton label="Save code" />
        </Toolbar>
      }
    >
      <TextInput
        source="code"
        label="Code"
        validate={required("Enter the code")}
        helperText="Letters, digits and '-', 3 to 32; buyers may type it in any case"
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: "characters" } }}
      />
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
        <SelectInput source="kind" label="Kind" choices={KINDS} validate={required()} />
        <ValueInput />
        <TextInput source="minOrderText" label="Minimum order (₹)" helperText="Of the prints it applies to; empty: none" validate={moneyCheck} />
      </Box>
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
          helperText="Empty: no end"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
        <NumberInput source="maxUses" label="Uses in all" helperText="Empty: no limit" min={1} step={1} validate={wholeCheck} />
        <NumberInput
          source="maxUsesPerCustomer"
          label="Uses per customer"
          helperText="Counted by mobile number and by email; empty: no limit"
          min={1}
          step={1}
          validate={wholeCheck}
        />
      </Box>
      <ReferenceArrayInput source="categoryIds" reference="ShopCategory" sort={{ field: "name", order: "ASC" }} perPage={100}>
        <AutocompleteArrayInput
          label="Shop categories"
          optionText="name"
          helperText="The prints it applies to; none chosen: every print"
          sx={{ minWidth: 320 }}
        />
      </ReferenceArrayInput>
      <BooleanInput source="active" label="Active" helperText="Off: buyers are told 'This code is not valid'" />
      <BooleanInput source="combinesWithSales" label="Applies on top of a sale" helperText="Off: not on prints at a sale price" />
      <KeepUnsavedChanges />
    </SimpleForm>
  );
}
