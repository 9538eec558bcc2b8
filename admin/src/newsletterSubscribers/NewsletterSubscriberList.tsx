/**
 * Newsletter subscribers: email, first and last name, consent date and status, searchable and
 * filtered by status, each deletable (asks first), a bounced one may be marked subscribed again;
 * 'Import CSV' adds a list as pending addresses, each asked to confirm by mail, and lists the lines it
 * refused with their reasons; 'Export CSV' downloads the server's CSV (newsletterCsv) as
 * subscribers-YYYY-MM-DD.csv.
 */
import { useRef, useState } from "react";
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
  useRefresh,
} from "react-admin";
import { Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import UploadIcon from "@mui/icons-material/FileUploadOutlined";
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

/** The server's limit of an import (a larger file is refused before it is sent). */
const IMPORT_MAX_BYTES = 900 * 1024;

interface ImportReport {
  invalid: number;
  refused: { line: number; reason: string }[];
}

/** The lines an import refused, by number, each with why (the server names the first 100, counts all). */
function RefusedLines({ report, onClose }: { report: ImportReport | null; onClose: () => void }) {
  const more = report ? report.invalid - report.refused.length : 0;
  return (
    <Dialog open={Boolean(report)} onClose={onClose} aria-labelledby="import-refused-title" maxWidth="sm" fullWidth>
      <DialogTitle id="import-refused-title">Lines not imported</DialogTitle>
      <DialogContent>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {report?.refused.map((r) => (
            <li key={r.line}>
              Line {r.line}: {r.reason}
            </li>
          ))}
        </Box>
        {more > 0 && <Typography sx={{ mt: 1 }}>…and {more} more lines not imported.</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Import CSV': a file with an email column (and optionally firstName, lastName), or one address a
 * line, separated by commas or semicolons. New addresses are added pending and each is asked to
 * confirm by mail; nobody is subscribed by an import, and those who left stay out. The lines refused
 * (not readable, no address, an address that left) are listed with their numbers and reasons.
 */
function ImportCsvButton({ onRefused }: { onRefused: (report: ImportReport) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function importFile(file: File) {
    if (file.size > IMPORT_MAX_BYTES) {
      notify("The file is too large: at most 900 KB", { type: "error" });
      return;
    }
    setBusy(true);
    try {
      const { data } = await dataProvider.importNewsletterSubscribers(await file.text());
      const parts = [`${data.added} added, each asked to confirm by mail`];
      if (data.alreadyOnList) parts.push(`${data.alreadyOnList} already on the list`);
      if (data.invalid) parts.push(`${data.invalid} ${data.invalid === 1 ? "line" : "lines"} not imported`);
      notify(`Imported: ${parts.join("; ")}`, { type: "success" });
      if (data.invalid) onRefused({ invalid: data.invalid, refused: data.refused });
      refresh();
    } catch (error) {
      notify(errorMessage(error, "Import failed"), { type: "error" });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv,text/plain"
        hidden
        aria-label="CSV file of subscribers to import"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void importFile(file);
        }}
      />
      <Button
        size="small"
        onClick={() => input.current?.click()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <UploadIcon />}
      >
        Import CSV
      </Button>
    </>
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

/** A bounced address marked subscribed again (its bounce was the mail server's mistake, or the mailbox is back). */
function MarkSubscribed() {
  const record = useRecordContext<SubscriberRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== "bounced") return null;
  const { id, email } = record;
  async function mark() {
    setBusy(true);
    try {
      await dataProvider.restoreBouncedSubscriber(id);
      notify(`${email} is subscribed again`, { type: "success" });
      refresh();
    } catch (error) {
      notify(errorMessage(error, "The address could not be marked subscribed"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" onClick={mark} disabled={busy} aria-label={`Mark ${email} subscribed again`}>
      Mark subscribed
    </Button>
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

function NoSubscribers({ onRefused }: { onRefused: (report: ImportReport) => void }) {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No newsletter subscribers yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Addresses signed up from the site appear here, or import a list you already have: each address is asked to confirm by mail.
      </Typography>
      <ImportCsvButton onRefused={onRefused} />
    </Box>
  );
}

export function NewsletterSubscriberList() {
  const notify = useNotify();
  // Kept here, not in the button: an import into an empty list swaps the empty page's button for the toolbar's.
  const [refused, setRefused] = useState<ImportReport | null>(null);
  return (
    <>
      <RefusedLines report={refused} onClose={() => setRefused(null)} />
      <List
        resource="NewsletterSubscriber"
        title="Newsletter subscribers"
        filters={filters}
        sort={{ field: "consentAt", order: "DESC" }}
        perPage={25}
        exporter={false}
        empty={<NoSubscribers onRefused={setRefused} />}
        actions={
          <TopToolbar>
            <ImportCsvButton onRefused={setRefused} />
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
              <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", whiteSpace: "nowrap" }}>
                <MarkSubscribed />
                <DeleteSubscriber />
              </Stack>
            </DataTable.Col>
          </DataTable>
        </Box>
      </List>
    </>
  );
}
