/**
 * The Settings page (spec admin §2 "Settings tab"): the Change Password card, and for the owner the
 * switch that requires a second factor of everyone (issue 47).
 */
import { CanAccess, Title } from "react-admin";
import { Box } from "@mui/material";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { RequireTwoFactorCard } from "./RequireTwoFactorCard";

export function SettingsPage() {
  return (
    <Box sx={{ mt: 2, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <Title title="Settings" />
      <ChangePasswordCard />
      <CanAccess resource="settings" action="requireTwoFactor">
        <RequireTwoFactorCard />
      </CanAccess>
    </Box>
  );
}
