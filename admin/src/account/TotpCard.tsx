/**
 * The authenticator app (TOTP, issue 47): set it up by scanning the QR code (or typing the secret)
 * and confirming a first code, which answers the ten recovery codes; then new recovery codes, or
 * turn it off, each with a code of the app.
 */
import { useState, type FormEvent } from "react";
import { useNotify } from "react-admin";
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Stack, TextField, Typography } from "@mui/material";
import PhonelinkLockIcon from "@mui/icons-material/PhonelinkLockOutlined";
import type { AdminRequest } from "../graphql/useAdminRequest";
import type { StartTotpSetupMutation } from "../gql/graphql";
import { CodeDialog } from "./CodeDialog";
import { CONFIRM_TOTP_SETUP, DISABLE_TOTP, REGENERATE_RECOVERY_CODES, START_TOTP_SETUP } from "./operations";
import { RecoveryCodesDialog } from "./RecoveryCodesDialog";

type Setup = StartTotpSetupMutation["startTotpSetup"];

/** The QR code as an image source: the server sends a data: URL (PNG) or an SVG's text. */
export const qrSource = (qr: string): string => (qr.trimStart().startsWith("<") ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}` : qr);

export function TotpCard(props: {
  on: boolean;
  recoveryCodesLeft: number;
  username: string;
  request: AdminRequest;
  /** After a change: read the account again (and leave the 'set up first' state). */
  onChanged: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<"off" | "regenerate" | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup((await props.request(START_TOTP_SETUP)).startTotpSetup);
      setCode("");
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!typed) return setError("Code is required");
    setBusy(true);
    setError(null);
    try {
      const { confirmTotpSetup } = await props.request(CONFIRM_TOTP_SETUP, { code: typed });
      setSetup(null);
      setCodes(confirmTotpSetup.recoveryCodes);
      notify("Authenticator app turned on", { type: "success" });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader
        avatar={<PhonelinkLockIcon color="primary" />}
        title="Authenticator app"
        subheader="A six-digit code from an app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…) after your password."
        action={props.on ? <Chip label="On" color="success" size="small" /> : <Chip label="Off" size="small" />}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {props.on ? (
          <>
            <Typography>
              {props.recoveryCodesLeft} recovery {props.recoveryCodesLeft === 1 ? "code" : "codes"} left.
            </Typography>
            <Stack direction="row" sx={{ mt: 2, flexWrap: "wrap", gap: 1 }}>
              <Button variant="outlined" onClick={() => setAsking("regenerate")}>
                New recovery codes
              </Button>
              <Button color="error" onClick={() => setAsking("off")}>
                Turn off
              </Button>
            </Stack>
          </>
        ) : setup ? (
          <Box component="form" noValidate onSubmit={(e) => void confirm(e)}>
            <Typography>1. Scan this code with your authenticator app.</Typography>
            <Box
              component="img"
              src={qrSource(setup.qrCode)}
              alt="QR code to add this account to your authenticator app"
              sx={{ width: 200, height: 200, my: 1, display: "block", imageRendering: "pixelated", bgcolor: "#fff" }}
            />
            <Typography variant="body2">Or type this key into the app:</Typography>
            <Typography
              data-testid="totp-secret"
              sx={{ fontFamily: "monospace", fontSize: 16, wordBreak: "break-all", my: 1, p: 1, bgcolor: "action.hover", borderRadius: 1 }}
            >
              {setup.secret}
            </Typography>
            <Typography sx={{ mt: 2 }}>2. Type the code the app shows.</Typography>
            {error && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
            <TextField
              label="Code from your authenticator app"
              name="code"
              autoComplete="one-time-code"
              margin="normal"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              disabled={busy}
              slotProps={{ htmlInput: { required: true, inputMode: "numeric", maxLength: 8 } }}
              sx={{ maxWidth: 320 }}
              fullWidth
            />
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? "Checking..." : "Turn on"}
              </Button>
              <Button onClick={() => setSetup(null)} disabled={busy}>
                Cancel
              </Button>
            </Stack>
          </Box>
        ) : (
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            Set up an authenticator app
          </Button>
        )}
      </CardContent>
      {asking === "off" && (
        <CodeDialog
          title="Turn off the authenticator app?"
          text="Sign-in then asks only for your password (and a passkey, if you have one). Your recovery codes stop working."
          confirmLabel="Turn off"
          danger
          onClose={() => setAsking(null)}
          onCode={async (c) => {
            await props.request(DISABLE_TOTP, { code: c });
            setAsking(null);
            notify("Authenticator app turned off", { type: "success" });
            await props.onChanged();
          }}
        />
      )}
      {asking === "regenerate" && (
        <CodeDialog
          title="New recovery codes"
          text="Ten new codes replace the old ones, which stop working."
          confirmLabel="Make new codes"
          onClose={() => setAsking(null)}
          onCode={async (c) => {
            const { regenerateRecoveryCodes } = await props.request(REGENERATE_RECOVERY_CODES, { code: c });
            setAsking(null);
            setCodes(regenerateRecoveryCodes.recoveryCodes);
          }}
        />
      )}
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          username={props.username}
          onClose={() => {
            setCodes(null);
            void props.onChanged();
          }}
        />
      )}
    </Card>
  );
}
