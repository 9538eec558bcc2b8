/**
 * The discount codes (issue 28): code, what it takes off ('10%' or '₹500.00'), active, when it
 * runs (India time), uses so far of its limit and the discount given on paid orders; Edit, and
 * Delete (asks first; a code that orders used is refused by the server, whose message is shown).
 */
import { CreateButton, DataTable, DeleteButton, EditButton, List, SearchInput, TopToolbar, useNotify, useRecordContext } from "react-admin";
import { Box, Chip, Typography } from "@mui/material";
import { formatPaise } from "@shop/money";
import { errorMessage } from "../graphql/request";
import { IndiaTimeField } from "../lib/IndiaTimeField";
import { valueLabel, type DiscountCodeRecord } from "./format";

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search codes" />];

function Value() {
  const r = useRecordContext<DiscountCodeRecord>();
  return r ? <>{valueLabel(r)}</> : null;
}

function Active() {
  const r = useRecordContext<DiscountCodeRecord>();
  if (!r) return null;
  return <Chip size="small" color={r.active ? "success" : "default"} variant={r.active ? "filled" : "outlined"} label={r.active ? "Active" : "Off"} />;
}

function Uses() {
  const r = useRecordContext<DiscountCodeRecord>();
  if (!r) return null;
  return <>{r.maxUses === null ? `${r.uses}` : `${r.uses} of ${r.maxUses}`}</>;
}

function Given() {
  const r = useRecordContext<DiscountCodeRecord>();
  return r ? <>{formatPaise(r.discountGivenPaise)}</> : null;
}

function RowActions() {
  const r = useRecordContext<DiscountCodeRecord>();
  const notify = useNotify();
  if (!r) return null;
  return (
    <Box sx={{ display: "flex", gap: 0.5, justifyContent: "flex-end" }}>
      <EditButton label="Edit" aria-label={`Edit ${r.code}`} />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Delete"
        aria-label={`Delete code ${r.code}`}
        confirmTitle={`Delete the code ${r.code}?`}
        confirmContent="Buyers can no longer use it. A code that orders used cannot be deleted: switch it off instead."
        mutationOptions={{
          onSuccess: () => notify(`Discount code ${r.code} deleted`, { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Failed to delete"), { type: "error" }),
        }}
      />
    </Box>
  );
}

function NoCodes() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No discount codes yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        A code takes a percentage or an amount off the prints at the cart.
      </Typography>
      <CreateButton label="Add discount code" variant="contained" />
    </Box>
  );
}

export function DiscountCodeList() {
  const notify = useNotify();
  return (
    <List
      resource="DiscountCode"
      title="Discount codes"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      exporter={false}
      empty={<NoCodes />}
      actions={
        <TopToolbar>
          <CreateButton label="Add discount code" />
        </TopToolbar>
      }
      queryOptions={{ onError: (error) => notify(errorMessage(error, "Failed to load discount codes"), { type: "error" }) }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
          <DataTable.Col source="code" label="Code" sx={{ fontWeight: 600 }} />
          {/* Not sortable: value holds a percentage for one kind and paise for the other. */}
          <DataTable.Col source="value" label="Discount" disableSort>
            <Value />
          </DataTable.Col>
          <DataTable.Col source="active" label="Active">
            <Active />
          </DataTable.Col>
          <DataTable.Col source="startsAt" label="Starts (India time)" sx={{ whiteSpace: "nowrap" }}>
            <IndiaTimeField source="startsAt" />
          </DataTable.Col>
          <DataTable.Col source="endsAt" label="Ends (India time)" sx={{ whiteSpace: "nowrap" }}>
            <IndiaTimeField source="endsAt" />
          </DataTable.Col>
          <DataTable.Col source="uses" label="Uses">
            <Uses />
          </DataTable.Col>
          <DataTable.Col label="Discount given" align="right" disableSort>
            <Given />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </Box>
    </List>
  );
}
