/** The app bar: the business name, then the current page's title, then the user menu with My account and Logout. */
import { forwardRef } from "react";
import { AppBar as RaAppBar, Logout, TitlePortal, useGetIdentity, UserMenu, useUserMenu } from "react-admin";
import { Link } from "react-router-dom";
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from "@mui/material";
import AccountIcon from "@mui/icons-material/ManageAccountsOutlined";
import { BUSINESS_NAME } from "./brand";

/** The account page (issue 47): second factor, passkeys, sessions, password; every role has one. */
const AccountMenuItem = forwardRef<HTMLAnchorElement>(function AccountMenuItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/account" ref={ref} {...props} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>My account</ListItemText>
    </MenuItem>
  );
});

/** The user menu's button shows who is signed in; its accessible name says so too (not only 'Profile'). */
function AccountMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}: account menu` : "Account menu"}>
      <AccountMenuItem />
      <Logout />
    </UserMenu>
  );
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
