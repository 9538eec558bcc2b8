/** The app bar: the business name, then the current page's title, then the user menu with Logout. */
import { AppBar as RaAppBar, TitlePortal, useGetIdentity, UserMenu } from "react-admin";
import { Box, Typography } from "@mui/material";
import { BUSINESS_NAME } from "./brand";

/** The user menu's button shows who is signed in; its accessible name says so too (not only 'Profile'). */
function AccountMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName}: account menu` : "Account menu"} />;
}

export function AppBar() {
  return (
    <RaAppBar color="primary" userMenu={<AccountMenu />}>
      <Typography component="span" variant="h6" noWrap sx={{ fontFamily: "Georgia, 'Times New Roman', serif", fontWeight: 600, mr: 2, flexShrink: 0 }}>
        {BUSINESS_NAME}
      </Typography>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 6, height: 6, borderRadius: "50%", bgcolor: "secondary.main", mr: 2, flexShrink: 0, display: { xs: "none", sm: "block" } }}
      />
      <TitlePortal sx={{ opacity: 0.9, display: { xs: "none", sm: "block" } }} />
    </RaAppBar>
  );
}
