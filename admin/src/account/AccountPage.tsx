/**
 * My account (issue 47), for every role, from the user menu: the second factor (authenticator app
 * and recovery codes, passkeys), where this account is signed in, and the password. An account the
 * owner requires a second factor of, and that has none, is brought here first and stays until it has one.
 */
import { useEffect } from "react";
import { Title } from "react-admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Box, Typography } from "@mui/material";
import { useAdminRequest } from "../graphql/useAdminRequest";
import { LoadState } from "../layout/LoadState";
import { ROLE_LABELS, isRole } from "../access/permissions";
import { ChangePasswordCard } from "../settings/ChangePasswordCard";
import { mustSetUpSecondFactor, requireSecondFactorSetup } from "../session/session";
import { ACCOUNT } from "./operations";
import { PasskeysCard } from "./PasskeysCard";
import { SessionsCard } from "./SessionsCard";
import { TotpCard } from "./TotpCard";

export function AccountPage() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const account = useQuery({ queryKey: ["account"], queryFn: ({ signal }) => request(ACCOUNT, undefined, { signal }) });
  const me = account.data?.me;
  const hasSecondFactor = !!me && (me.twoFactor.totp || me.twoFactor.passkeys.length > 0);
  const mustSetUp = mustSetUpSecondFactor() && !hasSecondFactor;
  useEffect(() => {
    if (hasSecondFactor) requireSecondFactorSetup(false);
  }, [hasSecondFactor]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ["account"] });
  const role = me && isRole(me.role) ? ROLE_LABELS[me.role] : null;

  return (
    <Box sx={{ mt: 2, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2, maxWidth: 960 }}>
      <Title title="My account" />
      <Typography variant="h5" component="h1">
        My account
      </Typography>
      {mustSetUp && (
        <Alert severity="warning" role="alert">
          The owner requires a second factor for every account. Set up an authenticator app or a passkey to continue.
        </Alert>
      )}
      <LoadState
        loading={account.isPending}
        failed={!!account.error}
        loadingText="Loading your account…"
        failedText="Failed to load your account"
        onRetry={() => void account.refetch()}
      >
        {me && (
          <>
            <Typography color="text.secondary">
              Signed in as <strong>{me.username}</strong>
              {me.name ? ` (${me.name})` : ""}
              {role ? `, ${role.name.toLowerCase()}` : ""}.
            </Typography>
            <TotpCard on={me.twoFactor.totp} recoveryCodesLeft={me.twoFactor.recoveryCodesLeft} username={me.username} request={request} onChanged={refresh} />
            <PasskeysCard passkeys={me.twoFactor.passkeys} request={request} onChanged={refresh} />
            {!mustSetUp && <SessionsCard request={request} />}
          </>
        )}
      </LoadState>
      <ChangePasswordCard />
    </Box>
  );
}
