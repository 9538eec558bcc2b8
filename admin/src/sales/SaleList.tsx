/**
 * The timed sales (issue 28): name, percentage off, when it runs (India time), the shop categories it
 * applies to (or all prints) and where it stands now (Scheduled, Running, Ended, from its times);
 * Edit, and Delete (asks first).
 */
import {
  ChipField,
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  ReferenceArrayField,
  SearchInput,
  SingleFieldList,
  TopToolbar,
  useNotify,
  useRecordContext,
} from "react-admin";
import { Box, Chip, Typography } from "@mui/material";
import { errorMessage } from "../graphql/request";
import { IndiaTimeField } from "../lib/IndiaTimeField";
import { percentLabel } from "../lib/percent";
import { saleStatus, type SaleRecord, type SaleStatus } from "./format";

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search sales" />];

function Percent() {
  const r = useRecordContext<SaleRecord>();
  return r ? <>{percentLabel(r.percent)}</> : null;
}

const STATUS_LOOK: Record<SaleStatus, { color: "success" | "info" | "default"; variant: "filled" | "outlined" }> = {
  Running: { color: "success", variant: "filled" },
  Scheduled: { color: "info", variant: "outlined" },
  Ended: { color: "default", variant: "outlined" },
};

function Status() {
  const r = useRecordContext<SaleRecord>();
  if (!r) return null;
  const status = saleStatus(r);
  return <Chip size="small" label={status} {...STATUS_LOOK[status]} />;
}

function Categories() {
  const r = useRecordContext<SaleRecord>();
  if (!r) return null;
  if (!r.categoryIds?.length) return <>All prints</>;
  return (
    <ReferenceArrayField source="categoryIds" reference="ShopCategory">
      <SingleFieldList linkType={false}>
        <ChipField source="name" size="small" variant="outlined" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

function RowActions() {
  const r = useRecordContext<SaleRecord>();
  const notify = useNotify();
  if (!r) return null;
  return (
    <Box sx={{ display: "flex", gap: 0.5, justifyContent: "flex-end" }}>
      <EditButton label="Edit" aria-label={`Edit ${r.name}`} />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Delete"
        aria-label={`Delete sale ${r.name}`}
        confirmTitle={`Delete the sale ${r.name}?`}
        confirmContent="Its prints go back to their list prices at once. Orders already paid keep what they paid."
        mutationOptions={{
          onSuccess: () => notify(`Sale ${r.name} deleted`, { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Failed to delete"), { type: "error" }),
        }}
      />
    </Box>
  );
}

function NoSales() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No sales yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        A sale takes a percentage off all prints, or those of some categories, between two times.
      </Typography>
      <CreateButton label="Add sale" variant="contained" />
    </Box>
  );
}

export function SaleList() {
  const notify = useNotify();
  return (
    <List
      resource="Sale"
      title="Sales"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      exporter={false}
      empty={<NoSales />}
      actions={
        <TopToolbar>
          <CreateButton label="Add sale" />
        </TopToolbar>
      }
      queryOptions={{ onError: (error) => notify(errorMessage(error, "Failed to load sales"), { type: "error" }) }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
          <DataTable.Col source="name" label="Name" sx={{ fontWeight: 600 }} />
          <DataTable.Col source="percent" label="Off">
            <Percent />
          </DataTable.Col>
          <DataTable.Col source="startsAt" label="Starts (India time)" sx={{ whiteSpace: "nowrap" }}>
            <IndiaTimeField source="startsAt" />
          </DataTable.Col>
          <DataTable.Col source="endsAt" label="Ends (India time)" sx={{ whiteSpace: "nowrap" }}>
            <IndiaTimeField source="endsAt" />
          </DataTable.Col>
          <DataTable.Col label="Prints" disableSort>
            <Categories />
          </DataTable.Col>
          <DataTable.Col label="Status" disableSort>
            <Status />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </Box>
    </List>
  );
}
