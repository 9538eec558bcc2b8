/** The Settings page (spec admin §2 "Settings tab"): for now only the Change Password card. */
import { Title } from "react-admin";
import { Box } from "@mui/material";
import { ChangePasswordCard } from "./ChangePasswordCard";

export function SettingsPage() {
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Settings" />
      <ChangePasswordCard />
    </Box>
  );
}
