/**
 * The standalone admin sign-in screen served at /admin-login (spec admin §2 "Admin login"). It is
 * deliberately outside react-admin so it loads only React and MUI. Success stores the token and
 * userId and moves to /admin/, carrying the 'Login successful!' toast across the page load.
 *
 * Issue 47: an account with a second factor gets a second step after its password (a code, a
 * recovery code or a passkey); a passkey also signs in without a username; an account the owner
 * requires a second factor of, and that has none, is led to set one up before anything else.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Alert, Box, Button, Card, CardContent, CssBaseline, Divider, Snackbar, TextField, ThemeProvider, Typography, createTheme } from "@mui/material";
import KeyIcon from "@mui/icons-material/KeyOutlined";
import { GraphQLRequestError, graphqlRequest } from "../graphql/request";
import { LOGIN } from "../graphql/operations";
import type { SignInFragment } from "../gql/graphql";
import { brand, BUSINESS_NAME } from "../layout/brand";
import { LOGIN_SECOND_FACTOR, PASSKEY_LOGIN_OPTIONS, VERIFY_PASSKEY_LOGIN } from "./operations";
import { passkeyErrorMessage, passkeysSupported, signWithPasskey } from "./passkeys";
import { SecondFactorForm, type SecondFactorProof } from "./SecondFactorForm";
import { ADMIN_PATH, requireSecondFactorSetup, setFlash, storeSession, takeFlash, takeReturnPath, type Flash } from "./session";

const loginTheme = createTheme(brand);

const INVALID_LOGIN = "Invalid username or password";

/** The server's rate-limit and input messages are worth showing; anything else reads as a failed sign-in. */
function loginErrorMessage(error: unknown, fallback = INVALID_LOGIN): string {
  if (error instanceof GraphQLRequestError) {
    if (error.code === "TOO_MANY_REQUESTS" || error.status === 429) return error.message;
    if (error.code === "NETWORK_ERROR") return error.message;
    // A wrong or expired code, a challenge too old: the server says which.
    if (fallback !== INVALID_LOGIN && error.code && error.code !== "INTERNAL_SERVER_ERROR") return error.message;
  }
  return fallback;
}

/** The second step the server asked for after the password. */
type Pending = NonNullable<SignInFragment["secondFactor"]>;

/**
 * Keeps the session and leaves for the back office: back to the page she was on, or straight to the
 * account page when a second factor must be set up first.
 */
function enter(result: SignInFragment): boolean {
  if (!result.token) return false;
  storeSession(result.token, String(result.userId));
  if (result.mustSetUpSecondFactor) {
    requireSecondFactorSetup(true);
    setFlash("Set up a second factor to continue.", "info");
    takeReturnPath();
    window.location.assign(`${ADMIN_PATH}#/account`);
    return true;
  }
  requireSecondFactorSetup(false);
  setFlash("Login successful!", "success");
  // Back to the page she was on when her session ended.
  window.location.assign(takeReturnPath());
  return true;
}

export function LoginPage() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // A message the page that sent the owner here left (signed out, session ended), shown once.
  const [toast, setToast] = useState<Flash | null>(takeFlash);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);

  useEffect(() => {
    document.title = `Sign in · ${BUSINESS_NAME}`;
  }, []);

  const usernameMissing = touched && !username.trim();
  const passwordMissing = touched && !password;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    try {
      const { login } = await graphqlRequest(LOGIN, { username: username.trim(), password });
      if (login.secondFactor) {
        setPending(login.secondFactor);
        setStepError(null);
        setBusy(false);
        return;
      }
      if (!enter(login)) throw new Error(INVALID_LOGIN);
      setToast({ message: "Login successful!", type: "success" });
    } catch (error) {
      setToast({ message: loginErrorMessage(error), type: "error" });
      setBusy(false);
    }
  }

  async function handleProof(proof: SecondFactorProof) {
    if (!pending) return;
    setBusy(true);
    setStepError(null);
    try {
      const { loginSecondFactor } = await graphqlRequest(LOGIN_SECOND_FACTOR, { challenge: pending.challenge, ...proof });
      if (!enter(loginSecondFactor)) throw new Error("That code did not work");
    } catch (error) {
      setStepError(loginErrorMessage(error, "That code did not work. Try again."));
      setBusy(false);
    }
  }

  /** The passkey sign-in: the browser finds this site's passkey itself, so no username is needed. */
  async function handlePasskey() {
    setBusy(true);
    setStepError(null);
    try {
      const { passkeyLoginOptions } = await graphqlRequest(PASSKEY_LOGIN_OPTIONS);
      const response = await signWithPasskey(passkeyLoginOptions);
      const { verifyPasskeyLogin } = await graphqlRequest(VERIFY_PASSKEY_LOGIN, { response });
      if (!enter(verifyPasskeyLogin)) throw new Error("The passkey did not sign you in");
    } catch (error) {
      const message = error instanceof GraphQLRequestError ? loginErrorMessage(error, "The passkey did not sign you in.") : passkeyErrorMessage(error);
      if (pending) setStepError(message);
      else setToast({ message, type: "error" });
      setBusy(false);
    }
  }

  return (
    <ThemeProvider theme={loginTheme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          minHeight: "100vh",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          px: 2,
          background: "linear-gradient(160deg, #f7f5f0 0%, #eef2ec 55%, #e7efe9 100%)",
        }}
      >
        <Card sx={{ width: "100%", maxWidth: 400, borderTop: 4, borderColor: "secondary.main" }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="overline" color="secondary.dark" sx={{ letterSpacing: 2 }}>
              Back office
            </Typography>
            <Typography variant="h4" component="h1" color="primary" sx={{ mb: 0.5 }}>
              {BUSINESS_NAME}
            </Typography>
            {pending ? (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Your password is right. Now prove it is you with your second factor.
                </Typography>
                <SecondFactorForm
                  methods={pending.methods}
                  busy={busy}
                  error={stepError}
                  submitLabel="Verify"
                  onProof={(proof) => void handleProof(proof)}
                  onPasskey={() => void handlePasskey()}
                  actions={
                    <Button
                      onClick={() => {
                        setPending(null);
                        setPassword("");
                        setTouched(false);
                      }}
                      disabled={busy}
                    >
                      Back
                    </Button>
                  }
                />
              </>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                  Sign in to manage the gallery, master data and enquiries.
                </Typography>
                <Box component="form" noValidate onSubmit={handleSubmit}>
                  <TextField
                    label="Username"
                    name="username"
                    autoComplete="username"
                    autoFocus
                    fullWidth
                    margin="normal"
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                    error={usernameMissing}
                    helperText={usernameMissing ? "Username is required" : " "}
                    disabled={busy}
                    slotProps={{ htmlInput: { required: true } }}
                  />
                  <TextField
                    label="Password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    fullWidth
                    margin="normal"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    error={passwordMissing}
                    helperText={passwordMissing ? "Password is required" : " "}
                    disabled={busy}
                    slotProps={{ htmlInput: { required: true } }}
                  />
                  <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1, py: 1.2 }}>
                    {busy ? "Signing in..." : "Sign In"}
                  </Button>
                </Box>
                {passkeysSupported() && (
                  <>
                    <Divider sx={{ my: 2 }}>or</Divider>
                    <Button fullWidth variant="outlined" startIcon={<KeyIcon />} onClick={() => void handlePasskey()} disabled={busy}>
                      Sign in with a passkey
                    </Button>
                  </>
                )}
              </>
            )}
          </CardContent>
        </Card>
      </Box>
      <Snackbar
        open={toast !== null}
        autoHideDuration={toast?.type === "error" ? 6000 : 4000}
        onClose={(_event, reason) => reason !== "clickaway" && setToast(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {toast ? (
          <Alert severity={toast.type} variant="filled" onClose={() => setToast(null)} sx={{ width: "100%" }}>
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ThemeProvider>
  );
}

export default LoginPage;
