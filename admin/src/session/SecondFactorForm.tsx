/**
 * The second factor asked of an admin: a code of the authenticator app, or one of the recovery codes,
 * or a passkey of this device (issue 47). The same fields at sign-in (LoginPage) and when a sensitive
 * action asks for it again (StepUpDialog); plain MUI, so the sign-in page needs no react-admin.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Alert, Box, Button, Divider, FormControlLabel, Stack, Switch, TextField } from "@mui/material";
import KeyIcon from "@mui/icons-material/KeyOutlined";

export type SecondFactorProof = { code: string } | { recoveryCode: string };

export function SecondFactorForm(props: {
  /** Among totp, recovery, passkey: what this account can use. */
  methods: readonly string[];
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onProof: (proof: SecondFactorProof) => void;
  onPasskey: () => void;
  /** More buttons beside submit (Cancel in a dialog). */
  actions?: ReactNode;
}) {
  const hasTotp = props.methods.includes("totp");
  const hasRecovery = props.methods.includes("recovery") || hasTotp;
  const hasPasskey = props.methods.includes("passkey");
  const [recovery, setRecovery] = useState(!hasTotp && hasRecovery);
  const [value, setValue] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = recovery ? value.trim() : value.replace(/\s/g, "");
    if (!typed) return setMissing(true);
    props.onProof(recovery ? { recoveryCode: typed } : { code: typed });
  }

  const label = recovery ? "Recovery code" : "Code from your authenticator app";
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {props.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {props.error}
        </Alert>
      )}
      {(hasTotp || hasRecovery) && (
        <>
          <TextField
            key={recovery ? "recovery" : "code"}
            label={label}
            name={recovery ? "recoveryCode" : "code"}
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            margin="normal"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? `${label} is required` : recovery ? "One of the ten codes you kept. Each works once." : "Six digits, new every 30 seconds."}
            disabled={props.busy}
            slotProps={{ htmlInput: recovery ? { required: true, spellCheck: false } : { required: true, inputMode: "numeric", maxLength: 8 } }}
          />
          {hasTotp && (
            <FormControlLabel
              control={
                <Switch
                  checked={recovery}
                  onChange={(e) => {
                    setRecovery(e.target.checked);
                    setValue("");
                    setMissing(false);
                  }}
                  disabled={props.busy}
                />
              }
              label="Use a recovery code"
            />
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: "flex-end" }}>
            {props.actions}
            <Button type="submit" variant="contained" disabled={props.busy}>
              {props.busy ? "Checking..." : props.submitLabel}
            </Button>
          </Stack>
        </>
      )}
      {hasPasskey && (
        <>
          {(hasTotp || hasRecovery) && <Divider sx={{ my: 2 }}>or</Divider>}
          <Button fullWidth variant="outlined" startIcon={<KeyIcon />} onClick={props.onPasskey} disabled={props.busy}>
            Use a passkey
          </Button>
          {!hasTotp && !hasRecovery && props.actions && (
            <Stack direction="row" sx={{ mt: 2, justifyContent: "flex-end" }}>
              {props.actions}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
