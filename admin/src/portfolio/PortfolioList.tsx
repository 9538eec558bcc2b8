/**
 * The portfolio (spec admin §2 "Portfolio tab"): the framed prints for sale with image, title,
 * category, base price and each frame size with its price. Each frame has 'Delete frame'; each print
 * has Edit (the spec's otherwise unreachable update mode) and Delete. 25 or 50 per page.
 */
import {
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useNotify,
  useRecordContext,
} from "react-admin";
import { Box } from "@mui/material";
import { errorMessage } from "../graphql/request";
import { BasePrice, FramePrices, PortfolioCategory, PortfolioThumbnail } from "./PortfolioFields";
import type { PortfolioItemRecord } from "./types";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title" />,
  <ReferenceInput key="categoryId" source="categoryId" reference="ShopCategory" sort={{ field: "name", order: "ASC" }} perPage={200} alwaysOn>
    <SelectInput label="Category" optionText="name" emptyText="All categories" helperText={false} />
  </ReferenceInput>,
];

function RowActions() {
  const record = useRecordContext<PortfolioItemRecord>();
  const notify = useNotify();
  if (!record) return null;
  const count = record.frames?.length ?? 0;
  return (
    <Box sx={{ display: "flex", gap: 0.5, justifyContent: "flex-end" }}>
      <EditButton label="Edit" aria-label={`Edit ${record.title}`} />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Delete"
        aria-label={`Delete print ${record.title}`}
        confirmTitle={`Delete “${record.title}”?`}
        confirmContent={`The print “${record.title}” and its ${count} ${count === 1 ? "frame" : "frames"} will be removed from the shop. This action cannot be undone.`}
        mutationOptions={{
          onSuccess: () => notify(`Portfolio item “${record.title}” deleted`, { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Delete failed"), { type: "error" }),
        }}
      />
    </Box>
  );
}

export function PortfolioList() {
  const notify = useNotify();
  return (
    <List
      resource="PortfolioItem"
      title="Portfolio"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50]} />}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="Add Item" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify("Failed to load portfolio items", { type: "error" }) }}
    >
      <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
        <DataTable.Col label="Image" disableSort>
          <PortfolioThumbnail />
        </DataTable.Col>
        <DataTable.Col source="title" label="Title" disableSort sx={{ fontWeight: 500 }} />
        <DataTable.Col label="Category" disableSort>
          <PortfolioCategory />
        </DataTable.Col>
        <DataTable.Col label="Base price" align="right" disableSort>
          <BasePrice />
        </DataTable.Col>
        <DataTable.Col label="Frame size and price" disableSort>
          <FramePrices />
        </DataTable.Col>
        <DataTable.Col label="Actions" align="right" disableSort>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
