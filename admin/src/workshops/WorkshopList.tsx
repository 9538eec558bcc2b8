/**
 * The workshops (spec admin §2 "Workshops tab"): poster, title, destination, travel date, seats
 * taken of max, cost as visitors see it; Edit, and Delete (asks first, says how many participants
 * go with it). 'Join summary' opens the Workshop Join Summary.
 */
import { CreateButton, DataTable, DeleteButton, EditButton, List, SearchInput, TopToolbar, useNotify, useRecordContext } from "react-admin";
import { Link } from "react-router-dom";
import { Box, Button, Chip, Typography } from "@mui/material";
import GroupsIcon from "@mui/icons-material/GroupsOutlined";
import { errorMessage } from "../graphql/request";
import { Thumbnail } from "../media/Thumbnail";
import type { WorkshopRecord } from "./types";

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search title, destination, organizer" />];

function Poster() {
  const record = useRecordContext<WorkshopRecord>();
  if (!record) return null;
  return <Thumbnail image={record.poster} alt={`Poster of ${record.title}`} />;
}

function Seats() {
  const record = useRecordContext<WorkshopRecord>();
  if (!record) return null;
  const full = record.seatsLeft === 0;
  return (
    <Chip
      size="small"
      color={full ? "error" : "default"}
      variant={full ? "filled" : "outlined"}
      label={`${record.seatsTaken} / ${record.maxParticipants}${full ? " · full" : ""}`}
    />
  );
}

function RowActions() {
  const record = useRecordContext<WorkshopRecord>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Box sx={{ display: "flex", gap: 0.5, justifyContent: "flex-end" }}>
      <EditButton label="Edit" aria-label={`Edit ${record.title}`} />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Delete"
        aria-label={`Delete workshop ${record.title}`}
        confirmTitle={`Delete “${record.title}”?`}
        confirmContent={`The workshop disappears from the site${record.seatsTaken ? ` and its participants (${record.seatsTaken} people) are removed` : ""}. This action cannot be undone.`}
        mutationOptions={{
          onSuccess: () => notify(`Workshop “${record.title}” deleted`, { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Failed to delete"), { type: "error" }),
        }}
      />
    </Box>
  );
}

function NoWorkshops() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No workshops yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Trips added here appear on the site's Workshops page.
      </Typography>
      <CreateButton label="Add workshop" variant="contained" />
    </Box>
  );
}

export function WorkshopList() {
  const notify = useNotify();
  return (
    <List
      resource="Workshop"
      title="Workshops"
      filters={filters}
      sort={{ field: "travelDate", order: "DESC" }}
      perPage={25}
      exporter={false}
      empty={<NoWorkshops />}
      actions={
        <TopToolbar>
          <Button component={Link} to="/workshop-joins" size="small" startIcon={<GroupsIcon />}>
            Join summary
          </Button>
          <CreateButton label="Add workshop" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify("Failed to load workshops", { type: "error" }) }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
          <DataTable.Col label="Poster" disableSort>
            <Poster />
          </DataTable.Col>
          <DataTable.Col source="title" label="Title" sx={{ fontWeight: 500 }} />
          <DataTable.Col source="destination" label="Destination" />
          <DataTable.Col source="travelDate" label="Travel date" sx={{ whiteSpace: "nowrap" }} />
          <DataTable.Col source="seatsTaken" label="Joined / seats">
            <Seats />
          </DataTable.Col>
          <DataTable.Col source="displayCost" label="Cost" disableSort />
          <DataTable.Col label="Actions" align="right" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </Box>
    </List>
  );
}
