/**
 * The Change Password card (spec admin §2 "Settings tab", §5): checks the new password in the
 * browser with the spec's messages, then asks the server, which checks the current one. Success
 * counts only when the mutation answers exactly true.
 */
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useDataProvider, useNotify } from "react-admin";
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, TextField } from "@mui/material";
import LockResetIcon from "@mui/icons-material/LockReset";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { MIN_PASSWORD_LENGTH } from "./passwordRules";

export { MIN_PASSWORD_LENGTH };

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The first rule the input breaks, with the field it concerns. */
export function checkPasswordChange(values: Record<Field, string>): { field: Field; message: string } | null {
  if (!values.currentPassword) return { field: "currentPassword", message: "Current password is required" };
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    return { field: "newPassword", message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long` };
  if (values.newPassword !== values.confirmPassword) return { field: "confirmPassword", message: "New passwords don't match" };
  return null;
}

export function ChangePasswordCard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (problem?.field === field) setProblem(null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPasswordChange(values);
    setProblem(found);
    if (found) {
      notify(found.message, { type: "error" });
      return;
    }
    setBusy(true);
    try {
      const { data } = await dataProvider.changePassword(values);
      if (data === true) {
        notify("Password updated successfully", { type: "success" });
        setValues(EMPTY);
      } else {
        notify("Failed to update password", { type: "error" });
      }
    } catch (error) {
      notify(errorMessage(error, "Failed to update password"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  const fieldProps = (field: Field, label: string, autoComplete: string) => ({
    label,
    name: field,
    type: "password",
    autoComplete,
    fullWidth: true,
    // Required on the input rather than as a label asterisk, so the label is exactly the field's name.
    slotProps: { htmlInput: { required: true } },
    variant: "outlined" as const,
    margin: "normal" as const,
    size: "medium" as const,
    value: values[field],
    onChange: update(field),
    error: problem?.field === field,
    helperText: problem?.field === field ? problem.message : field === "newPassword" ? `At least ${MIN_PASSWORD_LENGTH} characters` : " ",
    disabled: busy,
  });

  return (
    <Card sx={{ maxWidth: 520 }}>
      <CardHeader
        avatar={<LockResetIcon color="primary" />}
        title="Change Password"
        subheader="Use a password you do not use on other sites."
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <TextField {...fieldProps("currentPassword", "Current password", "current-password")} />
          <TextField {...fieldProps("newPassword", "New password", "new-password")} />
          <TextField {...fieldProps("confirmPassword", "Confirm new password", "new-password")} />
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ mt: 2 }}
          >
            {busy ? "Updating..." : "Update Password"}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
