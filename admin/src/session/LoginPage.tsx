/**
 * The standalone admin sign-in screen served at /admin-login (spec admin §2 "Admin login"). It is
 * deliberately outside react-admin so it loads only React and MUI. Success stores the token and
 * userId and moves to /admin/, carrying the 'Login successful!' toast across the page load.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Alert, Box, Button, Card, CardContent, CssBaseline, Snackbar, TextField, ThemeProvider, Typography, createTheme } from "@mui/material";
import { GraphQLRequestError, graphqlRequest } from "../graphql/request";
import { LOGIN } from "../graphql/operations";
import { brand, BUSINESS_NAME } from "../layout/brand";
import { setFlash, storeSession, takeFlash, takeReturnPath, type Flash } from "./session";

const loginTheme = createTheme(brand);

const INVALID_LOGIN = "Invalid username or password";

/** The server's rate-limit and input messages are worth showing; anything else reads as a failed sign-in. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    if (error.code === "TOO_MANY_REQUESTS" || error.status === 429) return error.message;
    if (error.code === "NETWORK_ERROR") return error.message;
  }
  return INVALID_LOGIN;
}

export function LoginPage() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // A message the page that sent the owner here left (signed out, session ended), shown once.
  const [toast, setToast] = useState<Flash | null>(takeFlash);
  const [touched, setTouched] = useState(false);

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
      if (!login?.token) throw new Error(INVALID_LOGIN);
      storeSession(login.token, String(login.userId));
      setFlash("Login successful!", "success");
      setToast({ message: "Login successful!", type: "success" });
      // Back to the page she was on when her session ended.
      window.location.assign(takeReturnPath());
    } catch (error) {
      setToast({ message: loginErrorMessage(error), type: "error" });
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
