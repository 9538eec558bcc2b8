/**
 * A dialog that asks for a code of the authenticator app before a change to the second factor
 * itself (turning it off, new recovery codes): busy until the server answered, its refusal shown in
 * the dialog so the code can be typed again.
 */
import { useId, useState, type FormEvent } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";

export function CodeDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  onCode: (code: string) => Promise<void>;
}) {
  const titleId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!typed) return setError("Code is required");
    setBusy(true);
    setError(null);
    try {
      await props.onCode(typed);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => !busy && props.onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.text}</DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Code from your authenticator app"
            name="code"
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            margin="normal"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { required: true, inputMode: "numeric", maxLength: 8 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={props.danger ? "error" : "primary"} disabled={busy}>
            {busy ? "Working..." : props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
