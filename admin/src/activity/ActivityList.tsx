/**
 * Settings › Activity (owner and manager, issue 47): every write in the back office and through API
 * keys, and every sign-in, newest first: when, who with which role, what operation on which record,
 * and the fields changed from before to after. Filtered by person, entity and dates; exported as CSV
 * with the same filter. The log is append-only: nothing here changes it.
 */
import { useState } from "react";
import { DataTable, List, TextInput, TopToolbar, useListContext, useNotify, useRecordContext } from "react-admin";
import { Box, Button, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/DownloadOutlined";
import { useAdminRequest } from "../graphql/useAdminRequest";
import { formatDateTime } from "../orders/statuses";
import { changeLines } from "./changes";
import { auditFilter } from "./filter";
import { AUDIT_LOG_CSV } from "./operations";

export interface AuditRecord {
  id: string;
  at: string;
  actor: string;
  role?: string | null;
  operation: string;
  entity?: string | null;
  entityId?: string | null;
  changes?: unknown;
  ip?: string | null;
}

const filters = [
  <TextInput key="actor" source="actor" label="Person" alwaysOn helperText={false} />,
  <TextInput key="entity" source="entity" label="Entity" alwaysOn helperText={false} />,
  <TextInput key="from" source="from" label="From" type="date" alwaysOn helperText={false} slotProps={{ inputLabel: { shrink: true } }} />,
  <TextInput key="to" source="to" label="To" type="date" alwaysOn helperText={false} slotProps={{ inputLabel: { shrink: true } }} />,
];

/** The CSV of the entries the filter shows (every page of them). */
function ExportCsv() {
  const { filterValues } = useListContext<AuditRecord>() as { filterValues: Record<string, unknown> };
  const request = useAdminRequest();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { auditLogCsv } = await request(AUDIT_LOG_CSV, { filter: auditFilter(filterValues) });
      const url = URL.createObjectURL(new Blob([auditLogCsv], { type: "text/csv;charset=utf-8" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `activity-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}

function Changes() {
  const record = useRecordContext<AuditRecord>();
  const lines = changeLines(record?.changes);
  if (!lines.length) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: "none", "& li": { py: 0.25 } }}>
      {lines.map((l, i) => (
        <li key={`${l.field}-${i}`}>
          {l.field && <strong>{l.field}: </strong>}
          {l.note ?? (
            <>
              <Box component="span" sx={{ textDecoration: "line-through", color: "text.secondary" }} aria-label={`before ${l.before}`}>
                {l.before}
              </Box>
              {" → "}
              <span>{l.after}</span>
            </>
          )}
        </li>
      ))}
    </Box>
  );
}

function Entity() {
  const record = useRecordContext<AuditRecord>();
  if (!record?.entity) return <span>—</span>;
  return (
    <span>
      {record.entity}
      {record.entityId ? ` #${record.entityId}` : ""}
    </span>
  );
}

function Empty() {
  return (
    <Box sx={{ mt: 4, textAlign: "center" }}>
      <Typography variant="h6" component="p">
        No activity yet
      </Typography>
      <Typography variant="body2">Changes and sign-ins appear here as they happen.</Typography>
    </Box>
  );
}

export function ActivityList() {
  return (
    <List
      resource="AuditEntry"
      title="Activity"
      filters={filters}
      sort={{ field: "at", order: "DESC" }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportCsv />
        </TopToolbar>
      }
      empty={<Empty />}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
          <DataTable.Col source="at" label="When" sx={{ whiteSpace: "nowrap" }} render={(r: AuditRecord) => formatDateTime(r.at)} />
          <DataTable.Col source="actor" label="Person" disableSort />
          <DataTable.Col source="role" label="Role" disableSort render={(r: AuditRecord) => r.role ?? "—"} />
          <DataTable.Col source="operation" label="Action" disableSort />
          <DataTable.Col label="Entity" disableSort>
            <Entity />
          </DataTable.Col>
          <DataTable.Col label="Changes" disableSort>
            <Changes />
          </DataTable.Col>
          <DataTable.Col source="ip" label="IP address" disableSort render={(r: AuditRecord) => r.ip ?? "—"} />
        </DataTable>
      </Box>
    </List>
  );
}
