/**
 * Passkeys (WebAuthn, issue 47): this account's, named, with when each was added and last used; add
 * one made by this device or a security key, remove one. A passkey signs in without a password or a
 * code, and cannot be phished.
 */
import { useId, useState, type FormEvent } from "react";
import { Confirm, useNotify } from "react-admin";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import KeyIcon from "@mui/icons-material/KeyOutlined";
import type { AdminRequest } from "../graphql/useAdminRequest";
import { GraphQLRequestError } from "../graphql/request";
import { formatDateTime } from "../orders/statuses";
import { createPasskey, passkeyErrorMessage, passkeysSupported } from "../session/passkeys";
import { VISUALLY_HIDDEN } from "../layout/visuallyHidden";
import { TableScroller } from "../layout/TableScroller";
import { PASSKEY_REGISTRATION_OPTIONS, REMOVE_PASSKEY, VERIFY_PASSKEY_REGISTRATION } from "./operations";

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string | null;
}

function AddPasskeyDialog(props: { request: AdminRequest; onClose: () => void; onAdded: (name: string) => Promise<unknown> }) {
  const titleId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError("Name is required");
    setBusy(true);
    setError(null);
    try {
      const { passkeyRegistrationOptions } = await props.request(PASSKEY_REGISTRATION_OPTIONS);
      const response = await createPasskey(passkeyRegistrationOptions);
      await props.request(VERIFY_PASSKEY_REGISTRATION, { response, name: name.trim() });
      await props.onAdded(name.trim());
    } catch (e) {
      setError(e instanceof GraphQLRequestError ? e.message : passkeyErrorMessage(e));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => !busy && props.onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>Add a passkey</DialogTitle>
        <DialogContent>
          <DialogContentText>Name it after the device that keeps it, to tell it apart later. Your browser then asks you to confirm.</DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Name"
            name="passkeyName"
            placeholder="My laptop"
            autoFocus
            fullWidth
            margin="normal"
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { required: true, maxLength: 60 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? "Waiting for the passkey..." : "Add passkey"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function PasskeysCard(props: { passkeys: PasskeyRow[]; request: AdminRequest; onChanged: () => Promise<unknown> }) {
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await props.request(REMOVE_PASSKEY, { id: removing.id });
      notify(`Passkey ${removing.name} removed`, { type: "success" });
      await props.onChanged();
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <Card>
      <CardHeader
        avatar={<KeyIcon color="primary" />}
        title="Passkeys"
        subheader="Sign in with your fingerprint, face or screen lock instead of a code. Nobody can trick you into giving one away."
        action={
          <Button variant="contained" onClick={() => setAdding(true)} disabled={!supported}>
            Add a passkey
          </Button>
        }
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {!supported && <Alert severity="info">This browser cannot make passkeys.</Alert>}
        {props.passkeys.length === 0 ? (
          <Typography>No passkeys yet.</Typography>
        ) : (
          <TableScroller label="Passkeys">
            <Table size="small" aria-label="Passkeys">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Added</TableCell>
                  <TableCell>Last used</TableCell>
                  <TableCell>
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {props.passkeys.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell>{formatDateTime(p.createdAt)}</TableCell>
                    <TableCell>{p.lastUsedAt ? formatDateTime(p.lastUsedAt) : "Never"}</TableCell>
                    <TableCell align="right">
                      <Button color="error" size="small" aria-label={`Remove ${p.name}`} onClick={() => setRemoving(p)}>
                        Remove
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </CardContent>
      {adding && (
        <AddPasskeyDialog
          request={props.request}
          onClose={() => setAdding(false)}
          onAdded={async (name) => {
            setAdding(false);
            notify(`Passkey ${name} added`, { type: "success" });
            await props.onChanged();
          }}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title={`Remove the passkey ${removing?.name ?? ""}?`}
        content="It no longer signs you in. The device may still list it: remove it there too."
        confirm="Remove"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => !busy && setRemoving(null)}
      />
    </Card>
  );
}
