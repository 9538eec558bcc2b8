/**
 * Where an invitation's link leads, /admin-invitation?token=… (issue 47): the invitee chooses a
 * password (typed twice) and is sent to the sign-in page. Outside react-admin, as the sign-in page is.
 * An expired, used or revoked invitation says so and what to do.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Alert, Box, Button, Card, CardContent, CssBaseline, TextField, ThemeProvider, Typography, createTheme } from "@mui/material";
import { GraphQLRequestError, graphqlRequest } from "../graphql/request";
import { brand, BUSINESS_NAME } from "../layout/brand";
import { MIN_PASSWORD_LENGTH } from "../settings/passwordRules";
import { ACCEPT_INVITATION } from "./operations";
import { LOGIN_PATH, setFlash } from "./session";

const invitationTheme = createTheme(brand);

const ASK_AGAIN = "Ask the owner to send you a new invitation.";

/** The server's reason for a token it refused (expired, used, revoked), or a plain fallback. */
function invitationError(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    if (error.code === "NETWORK_ERROR" || error.code === "TOO_MANY_REQUESTS" || error.status === 429) return error.message;
    if (error.code === "BAD_USER_INPUT" && /password/i.test(error.message)) return error.message;
    if (error.code && error.code !== "INTERNAL_SERVER_ERROR") return `${error.message} ${ASK_AGAIN}`;
  }
  return "The invitation could not be accepted. Try again in a moment.";
}

export function InvitationPage() {
  const token = new URLSearchParams(window.location.search).get("token")?.trim() ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<{ field: "password" | "confirm" | null; message: string } | null>(
    token ? null : { field: null, message: `This link has no invitation in it. ${ASK_AGAIN}` },
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `Accept your invitation · ${BUSINESS_NAME}`;
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    if (password.length < MIN_PASSWORD_LENGTH)
      return setProblem({ field: "password", message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long` });
    if (password !== confirm) return setProblem({ field: "confirm", message: "The passwords don't match" });
    setBusy(true);
    setProblem(null);
    try {
      const { acceptInvitation } = await graphqlRequest(ACCEPT_INVITATION, { token, password });
      if (acceptInvitation !== true) throw new Error("not accepted");
      setFlash("Your password is set. Sign in with your username and the new password.", "success");
      window.location.assign(LOGIN_PATH);
    } catch (error) {
      setProblem({ field: null, message: invitationError(error) });
      setBusy(false);
    }
  }

  return (
    <ThemeProvider theme={invitationTheme}>
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
        <Card sx={{ width: "100%", maxWidth: 420, borderTop: 4, borderColor: "secondary.main" }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="overline" color="secondary.dark" sx={{ letterSpacing: 2 }}>
              Back office
            </Typography>
            <Typography variant="h4" component="h1" color="primary" sx={{ mb: 0.5 }}>
              {BUSINESS_NAME}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              You have been invited to the back office. Choose your password to accept.
            </Typography>
            {problem && !problem.field && (
              <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                {problem.message}
              </Alert>
            )}
            <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)}>
              <TextField
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                autoFocus
                fullWidth
                margin="normal"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={problem?.field === "password"}
                helperText={problem?.field === "password" ? problem.message : `At least ${MIN_PASSWORD_LENGTH} characters`}
                disabled={busy || !token}
                slotProps={{ htmlInput: { required: true } }}
              />
              <TextField
                label="Confirm new password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                fullWidth
                margin="normal"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                error={problem?.field === "confirm"}
                helperText={problem?.field === "confirm" ? problem.message : " "}
                disabled={busy || !token}
                slotProps={{ htmlInput: { required: true } }}
              />
              <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || !token} sx={{ mt: 1, py: 1.2 }}>
                {busy ? "Saving..." : "Set password"}
              </Button>
            </Box>
            <Typography variant="body2" sx={{ mt: 2 }}>
              Already set? <a href={LOGIN_PATH}>Sign in</a>
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}

export default InvitationPage;
