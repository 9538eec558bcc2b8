/**
 * Adding a way in (an authenticator app, a passkey) in a session that signed in over 10 minutes ago
 * needs the current password (issue 47: a stolen session alone cannot plant its own factor). When a
 * call answers FORBIDDEN with the reason PASSWORD_REQUIRED this dialog asks for it, and graphqlRequest
 * sends the call again with it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { setPasswordHandler } from "../graphql/request";

export function PasswordDialog() {
  const titleId = useId();
  const [done, setDone] = useState<((password: string | null) => void) | null>(null);
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const open = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    setPasswordHandler(() => {
      open.current ??= new Promise<string | null>((resolve) =>
        setDone(() => (typed: string | null) => {
          open.current = null;
          setDone(null);
          setPassword("");
          setMissing(false);
          resolve(typed);
        }),
      );
      return open.current;
    });
    return () => setPasswordHandler(null);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setMissing(true);
    done?.(password);
  }

  return (
    <Dialog open={done !== null} onClose={() => done?.(null)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Confirm your password</DialogTitle>
        <DialogContent>
          <DialogContentText>You signed in a while ago. Type your password to add a new way to sign in.</DialogContentText>
          <TextField
            label="Current password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            autoFocus
            fullWidth
            margin="normal"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? "Current password is required" : " "}
            slotProps={{ htmlInput: { required: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => done?.(null)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
