/**
 * An edition's ledger (issue 45; Portfolio › a print › Edition ledger): every number from 1 to the
 * size with its state (free, sold, void), the order that holds or held it and the date, then the
 * prints unpaid orders hold (reserved, not numbered yet). A sold number's certificate can be sent to
 * its buyer again, or made void with a reason (its number goes back to the edition).
 */
import { useCallback, useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { Link, Title, useNotify } from "react-admin";
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { errorMessage, graphqlRequest } from "../graphql/request";
import { EDITION_LEDGER, RESEND_CERTIFICATE, VOID_CERTIFICATE } from "../graphql/operations";
import { formatIndia } from "../lib/indiaTime";

type Entry = Awaited<ReturnType<typeof load>>["entries"][number];

async function load(id: string) {
  const data = await graphqlRequest(EDITION_LEDGER, { id });
  return { title: data.PortfolioItem?.title ?? "", edition: data.PortfolioItem?.edition ?? null, entries: data.editionLedger };
}

/** Read by screen readers, not shown: the actions column's name. */
const visuallyHidden = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;

const STATE_COLOURS = { free: "default", sold: "success", void: "error", reserved: "warning" } as const;

export function EditionLedgerPage() {
  const { id = "" } = useParams();
  const notify = useNotify();
  const [ledger, setLedger] = useState<Awaited<ReturnType<typeof load>> | null>(null);
  const [voiding, setVoiding] = useState<Entry | null>(null);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(
    () =>
      load(id)
        .then(setLedger)
        .catch((error: unknown) => notify(errorMessage(error, "Failed to load the edition's ledger"), { type: "error" })),
    [id, notify],
  );
  useEffect(() => void refresh(), [refresh]);

  async function resend(code: string) {
    setBusy(true);
    try {
      await graphqlRequest(RESEND_CERTIFICATE, { code });
      notify("Certificate sent to the buyer again", { type: "success" });
    } catch (error) {
      notify(errorMessage(error, "Failed to send the certificate"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  async function confirmVoid() {
    if (!voiding?.code) return;
    setBusy(true);
    try {
      await graphqlRequest(VOID_CERTIFICATE, { code: voiding.code, reason: reason.trim() });
      notify(`Certificate of No. ${voiding.number} cancelled: the number is free again`, { type: "success" });
      setVoiding(null);
      setReason("");
      await refresh();
    } catch (error) {
      notify(errorMessage(error, "Failed to cancel the certificate"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  if (!ledger)
    return (
      <Box sx={{ p: 4, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading the edition's ledger" />
      </Box>
    );
  const { edition } = ledger;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`Edition ledger: ${ledger.title}`} />
      <Card>
        <CardHeader
          title={`Edition ledger: ${ledger.title}`}
          subheader={
            edition
              ? `Edition of ${edition.size} · ${edition.sold} sold · ${edition.reserved} reserved · ${edition.closed ? "closed" : `${edition.remaining} left`}`
              : "An open edition: no numbers"
          }
          action={
            <Button component={Link} to={`/PortfolioItem/${id}`}>
              Back to the print
            </Button>
          }
          slotProps={{ title: { variant: "h6", component: "h2" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          {ledger.entries.length === 0 ? (
            <Typography variant="body2">This print is an open edition.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Edition ledger">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">No.</TableCell>
                    <TableCell scope="col">State</TableCell>
                    <TableCell scope="col">Order</TableCell>
                    <TableCell scope="col">Date</TableCell>
                    <TableCell scope="col">Certificate</TableCell>
                    <TableCell scope="col">
                      <Box component="span" sx={visuallyHidden}>
                        Actions
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ledger.entries.map((e, i) => (
                    <TableRow key={`${e.state}-${e.number ?? `r${i}`}`}>
                      <TableCell>{e.number ?? `${e.units} print${e.units === 1 ? "" : "s"}`}</TableCell>
                      <TableCell>
                        <Chip size="small" label={e.state} color={STATE_COLOURS[e.state as keyof typeof STATE_COLOURS] ?? "default"} variant="outlined" />
                      </TableCell>
                      <TableCell>{e.bookingGroupId ?? ""}</TableCell>
                      <TableCell>{e.date ? formatIndia(String(e.date)) : ""}</TableCell>
                      <TableCell>
                        {e.code}
                        {e.voidReason ? ` (${e.voidReason})` : ""}
                      </TableCell>
                      <TableCell align="right">
                        {e.state === "sold" && e.code && (
                          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
                            <Button size="small" disabled={busy} onClick={() => resend(e.code!)} aria-label={`Re-send the certificate of No. ${e.number}`}>
                              Re-send
                            </Button>
                            <Button
                              size="small"
                              color="error"
                              disabled={busy}
                              onClick={() => setVoiding(e)}
                              aria-label={`Void the certificate of No. ${e.number}`}
                            >
                              Void
                            </Button>
                          </Box>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
      {voiding && (
        <Dialog open onClose={() => !busy && setVoiding(null)} aria-labelledby="void-certificate-title" fullWidth maxWidth="xs">
          <DialogTitle id="void-certificate-title">Cancel the certificate of No. {voiding.number}?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Its verify page will say it was cancelled, and No. {voiding.number} goes back to the edition. The order itself does not change.
            </DialogContentText>
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              fullWidth
              required
              autoFocus
              helperText="3 to 300 characters, kept in the ledger"
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setVoiding(null)} disabled={busy}>
              Keep
            </Button>
            <Button onClick={confirmVoid} disabled={busy || reason.trim().length < 3} variant="contained" color="error">
              Void
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
