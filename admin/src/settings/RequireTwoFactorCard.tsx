/**
 * 'Require a second factor for everyone' (the owner's, issue 47): off by default, so that an upgrade
 * locks nobody out; when on, an account without one is led to set it up at its next sign-in.
 */
import { useState } from "react";
import { useNotify } from "react-admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, FormControlLabel, Switch, Typography } from "@mui/material";
import VerifiedUserIcon from "@mui/icons-material/VerifiedUserOutlined";
import { useAdminRequest } from "../graphql/useAdminRequest";
import { LoadState } from "../layout/LoadState";
import { TWO_FACTOR_SETTINGS, UPDATE_TWO_FACTOR_SETTINGS } from "../staff/operations";

export function RequireTwoFactorCard() {
  const notify = useNotify();
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ["twoFactorSettings"], queryFn: ({ signal }) => request(TWO_FACTOR_SETTINGS, undefined, { signal }) });
  const [busy, setBusy] = useState(false);

  async function change(requireTwoFactor: boolean) {
    setBusy(true);
    try {
      const { updateTwoFactorSettings } = await request(UPDATE_TWO_FACTOR_SETTINGS, { requireTwoFactor });
      queryClient.setQueryData(["twoFactorSettings"], { twoFactorSettings: updateTwoFactorSettings });
      notify(
        updateTwoFactorSettings.requireTwoFactor
          ? "A second factor is now required: accounts without one set it up at their next sign-in"
          : "A second factor is no longer required",
        { type: "success" },
      );
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ maxWidth: 520 }}>
      <CardHeader
        avatar={<VerifiedUserIcon color="primary" />}
        title="Second factor"
        subheader="A code or a passkey after the password keeps a stolen password from opening the back office."
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <LoadState
          loading={settings.isPending}
          failed={!!settings.error}
          loadingText="Loading…"
          failedText="Failed to load the second-factor setting"
          onRetry={() => void settings.refetch()}
        >
          <FormControlLabel
            control={
              <Switch checked={settings.data?.twoFactorSettings.requireTwoFactor ?? false} onChange={(e) => void change(e.target.checked)} disabled={busy} />
            }
            label="Require a second factor for everyone"
          />
          <Typography variant="body2" color="text.secondary">
            Staff without one are asked to set it up at their next sign-in, before anything else.
          </Typography>
        </LoadState>
      </CardContent>
    </Card>
  );
}
