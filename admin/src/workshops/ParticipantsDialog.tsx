/**
 * The participants of one workshop (spec admin §2, §3 "Workshop join details"): name, phone,
 * people, address and date, or 'No participants found.'. 'Export CSV' downloads the server's CSV;
 * 'Remove' asks first, then removes the participant and their seats are free again.
 */
import { useState } from "react";
import { Confirm, useDataProvider, useNotify } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { LoadState } from "../layout/LoadState";

type Participant = Awaited<ReturnType<AdminDataProvider["workshopParticipants"]>>["data"][number];

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** A file name for a workshop's export: participants-<title>-YYYY-MM-DD.csv. */
export function participantsFileName(title: string, now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, "0");
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "workshop";
  return `participants-${slug}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ParticipantsDialog(props: {
  workshopId: string;
  title: string;
  onClose: () => void;
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: ["workshops", "participants", props.workshopId],
    queryFn: async () => (await dataProvider.workshopParticipants(props.workshopId)).data,
  });
  const titleId = `participants-${props.workshopId}-title`;

  async function exportCsv() {
    setBusy(true);
    try {
      const { data: csv } = await dataProvider.workshopParticipantsCsv(props.workshopId);
      const name = participantsFileName(props.title);
      download(csv, name);
      notify(`Exported ${data.length} ${data.length === 1 ? "participant" : "participants"} to ${name}`, { type: "success" });
    } catch (e) {
      props.onError(errorMessage(e, "Export failed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await dataProvider.deleteWorkshopJoin(removing.id);
      notify(`${removing.fullName} removed: ${removing.numberOfPeople} ${removing.numberOfPeople === 1 ? "seat is" : "seats are"} free again`, {
        type: "success",
      });
      setRemoving(null);
      await refetch();
      props.onChanged();
    } catch (e) {
      props.onError(errorMessage(e, "Failed to delete"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Participants — {props.title}</DialogTitle>
      <DialogContent dividers>
        <LoadState
          loading={isPending}
          failed={!!error}
          loadingText="Loading participants…"
          failedText="Failed to load participants"
          onRetry={() => void refetch()}
        >
          {data.length === 0 ? (
            <Typography color="text.secondary">No participants found.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={`Participants of ${props.title}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Phone</TableCell>
                    <TableCell align="right">People</TableCell>
                    <TableCell>Address</TableCell>
                    <TableCell>Date</TableCell>
                    <TableCell align="right">Remove</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell sx={{ fontWeight: 500 }}>
                        {p.fullName}
                        {p.email && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {p.email}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>{p.phone}</TableCell>
                      <TableCell align="right">{p.numberOfPeople}</TableCell>
                      <TableCell sx={{ maxWidth: 260 }}>{p.address}</TableCell>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>{dateFormat.format(new Date(p.createdAt))}</TableCell>
                      <TableCell align="right">
                        <IconButton size="small" color="error" aria-label={`Remove ${p.fullName}`} onClick={() => setRemoving(p)} disabled={busy}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </LoadState>
      </DialogContent>
      <DialogActions>
        <Button onClick={exportCsv} disabled={busy || data.length === 0} startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}>
          Export CSV
        </Button>
        <Button onClick={props.onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title={removing ? `Remove ${removing.fullName}?` : "Remove participant?"}
        content={
          removing
            ? `${removing.fullName} (${removing.numberOfPeople} ${removing.numberOfPeople === 1 ? "person" : "people"}) is removed from “${props.title}” and the seats are free again. This action cannot be undone.`
            : ""
        }
        confirm="Remove"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Dialog>
  );
}
