/**
 * 'Mark as Dispatched' asks for the courier's name and tracking id (spec admin §2, §5); both are
 * required ('Please fill in courier name and tracking ID') and saved with the move.
 */
import { useId, useState, type FormEvent } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from "@mui/material";
import type { Courier } from "./useOrderMoves";
import { COURIER_REQUIRED } from "./statuses";

export function DispatchDialog(props: { bookingGroupId: string; open: boolean; busy: boolean; onClose: () => void; onDispatch: (courier: Courier) => void }) {
  const titleId = useId();
  const [courierName, setCourierName] = useState("");
  const [trackingId, setTrackingId] = useState("");
  const [error, setError] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const courier = { courierName: courierName.trim(), trackingId: trackingId.trim() };
    if (!courier.courierName || !courier.trackingId) {
      setError(COURIER_REQUIRED);
      return;
    }
    setError("");
    props.onDispatch(courier);
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Dispatch order {props.bookingGroupId}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The buyer gets a mail with the courier and the tracking ID.</DialogContentText>
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="Courier name"
              value={courierName}
              onChange={(e) => setCourierName(e.target.value)}
              required
              autoFocus
              fullWidth
              error={!!error && !courierName.trim()}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            <TextField
              label="Tracking ID"
              value={trackingId}
              onChange={(e) => setTrackingId(e.target.value)}
              required
              fullWidth
              error={!!error && !trackingId.trim()}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            Mark as Dispatched
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
