/**
 * The newsletter's campaigns (issue 26): subject, status and counts (the unsubscribes by each one's
 * link too), newest first; a row opens the campaign (preview, test, send). On a phone a simple list
 * of links, subject first: seven columns do not fit 390 px.
 */
import { CreateButton, DataTable, DateField, List, SelectInput, SimpleList, TopToolbar } from "react-admin";
import { Box, Typography, useMediaQuery, type Theme } from "@mui/material";
import { StatusChip } from "./StatusChip";
import { STATUS_LABELS, type CampaignRecord } from "./types";

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All statuses"
    helperText={false}
    choices={Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }))}
  />,
];

function NoCampaigns() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No campaigns yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Announce new prints, a sale or the next trip to everyone subscribed.
      </Typography>
      <CreateButton label="New campaign" variant="contained" />
    </Box>
  );
}

/** A campaign on a phone: its subject, then its status, counts and date. */
function CampaignSimpleList() {
  return (
    <SimpleList<CampaignRecord>
      rowClick="show"
      primaryText={(r) => r.subject}
      secondaryText={(r) => (
        <>
          {STATUS_LABELS[r.status]} · {r.recipients} recipients, {r.sent} sent, {r.failed} failed, {r.unsubscribes} unsubscribed
          <br />
          <DateField source="createdAt" record={r} showTime variant="body2" />
        </>
      )}
      sx={{ "& .MuiListItemText-primary": { overflowWrap: "anywhere" } }}
    />
  );
}

export function CampaignList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      resource="Campaign"
      title="Newsletter"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      empty={<NoCampaigns />}
      actions={
        <TopToolbar>
          <CreateButton label="New campaign" />
        </TopToolbar>
      }
    >
      {phone ? (
        <CampaignSimpleList />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="subject" label="Subject" />
          <DataTable.Col source="status" label="Status" render={(r: CampaignRecord) => <StatusChip size="small" status={r.status} />} />
          <DataTable.NumberCol source="recipients" label="Recipients" />
          <DataTable.NumberCol source="sent" label="Sent" disableSort />
          <DataTable.NumberCol source="failed" label="Failed" disableSort />
          <DataTable.NumberCol source="unsubscribes" label="Unsubscribes" disableSort />
          <DataTable.Col source="createdAt" label="Created">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
