/**
 * Newsletter subscribers: email, first and last name, consent date and status, searchable and
 * filtered by status, each deletable (asks first); 'Export CSV' downloads the server's CSV
 * (newsletterCsv) as subscribers-YYYY-MM-DD.csv.
 */
import { useState } from "react";
import {
  DataTable,
  DateField,
  DeleteButton,
  EmailField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
} from "react-admin";
import { Box, Button, Chip, CircularProgress, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";

interface SubscriberRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  consentAt: string;
  unsubscribedAt?: string | null;
  status: string;
}

/** Where an address stands (double opt-in): pending until its owner confirms by mail; bounced when refused for good. */
const STATUS_LABELS: Record<string, string> = {
  pending: "Pending confirmation",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search email or name" />,
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

/** The file name of an export made today (local date). */
export function csvFileName(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `subscribers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

function ExportCsvButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const { data } = await dataProvider.newsletterCsv();
      const name = csvFileName();
      const url = URL.createObjectURL(new Blob([data], { type: "text/csv;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      const rows = Math.max(0, data.trim().split(/\r?\n/).length - 1);
      notify(`Exported ${rows} ${rows === 1 ? "subscriber" : "subscribers"} to ${name}`, { type: "success" });
    } catch (error) {
      notify(errorMessage(error, "Export failed"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" onClick={exportCsv} disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}>
      Export CSV
    </Button>
  );
}

function Status() {
  const record = useRecordContext<SubscriberRecord>();
  if (!record) return null;
  const subscribed = record.status === "subscribed";
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[record.status] ?? record.status}
      color={subscribed ? "success" : record.status === "bounced" ? "error" : record.status === "pending" ? "warning" : "default"}
      variant={subscribed ? "filled" : "outlined"}
      title={
        record.status === "unsubscribed" && record.unsubscribedAt
          ? `Unsubscribed ${new Date(record.unsubscribedAt).toLocaleDateString("en-IN", { dateStyle: "medium" })}`
          : undefined
      }
    />
  );
}

function DeleteSubscriber() {
  const record = useRecordContext<SubscriberRecord>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="Delete"
      aria-label={`Delete subscriber ${record.email}`}
      confirmTitle={`Delete the subscriber ${record.email}?`}
      confirmContent="The address is removed from the newsletter list (to let them stop mails, an unsubscribe is enough). This action cannot be undone."
      mutationOptions={{
        onSuccess: () => notify(`Subscriber ${record.email} deleted`, { type: "success" }),
        onError: (error) => notify(errorMessage(error, "Delete failed"), { type: "error" }),
      }}
    />
  );
}

function NoSubscribers() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No newsletter subscribers yet
      </Typography>
      <Typography variant="body2">Addresses signed up from the site appear here.</Typography>
    </Box>
  );
}

export function NewsletterSubscriberList() {
  const notify = useNotify();
  return (
    <List
      resource="NewsletterSubscriber"
      title="Newsletter subscribers"
      filters={filters}
      sort={{ field: "consentAt", order: "DESC" }}
      perPage={25}
      exporter={false}
      empty={<NoSubscribers />}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify("Failed to load newsletter subscribers", { type: "error" }) }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
          <DataTable.Col source="email" label="Email">
            <EmailField source="email" />
          </DataTable.Col>
          <DataTable.Col source="firstName" label="First name" />
          <DataTable.Col source="lastName" label="Last name" />
          <DataTable.Col source="consentAt" label="Consent date" sx={{ whiteSpace: "nowrap" }}>
            <DateField source="consentAt" showTime options={{ dateStyle: "medium", timeStyle: "short" }} />
          </DataTable.Col>
          <DataTable.Col source="status" label="Status">
            <Status />
          </DataTable.Col>
          <DataTable.Col label="Actions" align="right" disableSort>
            <DeleteSubscriber />
          </DataTable.Col>
        </DataTable>
      </Box>
    </List>
  );
}
