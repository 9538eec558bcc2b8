/**
 * Messages sent from the contact page, newest first: name, email, subject, inquiry type and date;
 * an unread message has a dot and bold text. A row opens the message (which marks it read); the
 * list filters by read/unread and searches.
 */
import { DataTable, DateField, DeleteButton, List, SearchInput, SelectInput, useNotify, useRecordContext } from "react-admin";
import { Box, Typography } from "@mui/material";
import { errorMessage } from "../graphql/request";
import type { ContactMessageRecord } from "./types";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search messages" />,
  <SelectInput
    key="read"
    source="read"
    label="Show"
    alwaysOn
    emptyText="All messages"
    helperText={false}
    choices={[
      { id: "unread", name: "Unread" },
      { id: "read", name: "Read" },
    ]}
    // The API's filter is a Boolean; the select works with strings.
    format={(value: unknown) => (value === true ? "read" : value === false ? "unread" : "")}
    parse={(value: string) => (value === "read" ? true : value === "unread" ? false : undefined)}
  />,
];

function UnreadMarker() {
  const record = useRecordContext<ContactMessageRecord>();
  if (!record) return null;
  return record.read ? (
    <Box component="span" sx={{ display: "inline-block", width: 10 }} aria-label="Read" role="img" />
  ) : (
    <Box
      component="span"
      role="img"
      aria-label="Unread"
      title="Unread"
      sx={{ display: "inline-block", width: 10, height: 10, borderRadius: "50%", bgcolor: "secondary.main" }}
    />
  );
}

/** A text cell that is bold while the message is unread. */
function Text({ source }: { source: "name" | "email" | "subject" | "inquiryType" }) {
  const record = useRecordContext<ContactMessageRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" sx={{ fontWeight: record.read ? 400 : 700 }}>
      {record[source]}
    </Typography>
  );
}

function DeleteMessage() {
  const record = useRecordContext<ContactMessageRecord>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="Delete"
      aria-label={`Delete message from ${record.name}`}
      confirmTitle={`Delete the message from ${record.name}?`}
      confirmContent={`“${record.subject}” will be removed. This action cannot be undone.`}
      mutationOptions={{
        onSuccess: () => notify("Message deleted", { type: "success" }),
        onError: (error) => notify(errorMessage(error, "Delete failed"), { type: "error" }),
      }}
    />
  );
}

function NoMessages() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No contact messages yet
      </Typography>
      <Typography variant="body2">Messages sent from the contact page appear here.</Typography>
    </Box>
  );
}

export function ContactMessageList() {
  const notify = useNotify();
  return (
    <List
      resource="ContactMessage"
      title="Contact messages"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={<NoMessages />}
      queryOptions={{ onError: () => notify("Failed to load contact messages", { type: "error" }) }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick="show" size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
          <DataTable.Col label="" disableSort sx={{ width: 24, pr: 0 }}>
            <UnreadMarker />
          </DataTable.Col>
          <DataTable.Col source="name" label="Name">
            <Text source="name" />
          </DataTable.Col>
          <DataTable.Col source="email" label="Email">
            <Text source="email" />
          </DataTable.Col>
          <DataTable.Col source="subject" label="Subject" disableSort>
            <Text source="subject" />
          </DataTable.Col>
          <DataTable.Col source="inquiryType" label="Inquiry type" disableSort>
            <Text source="inquiryType" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="Received" sx={{ whiteSpace: "nowrap" }}>
            <DateField source="createdAt" showTime options={{ dateStyle: "medium", timeStyle: "short" }} />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right" disableSort>
            <DeleteMessage />
          </DataTable.Col>
        </DataTable>
      </Box>
    </List>
  );
}
