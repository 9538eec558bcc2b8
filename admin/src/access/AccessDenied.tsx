/**
 * What a page the signed-in role may not use shows (issue 47), instead of a blank page: what happened,
 * whom to ask, and the way back. react-admin shows it for a resource (its `accessDenied` page) and
 * RoleGate for a custom page.
 */
import type { ReactNode } from "react";
import { CanAccess, useGetIdentity } from "react-admin";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { ROLE_LABELS, isRole } from "./permissions";

export function AccessDenied() {
  const { identity } = useGetIdentity();
  const role = isRole(identity?.role) ? ROLE_LABELS[identity.role].name.toLowerCase() : null;
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }} role="alert">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        Not available to your role
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {role ? `Your role (${role}) may not open this page.` : "Your role may not open this page."} Ask the owner if you need it.
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
        Back to the start
      </Button>
    </Box>
  );
}

/** A custom page (a <Route> of <CustomRoutes>) for the roles that may open it; the others read why not. */
export function RoleGate(props: { resource: string; action?: string; children: ReactNode }) {
  return (
    <CanAccess
      resource={props.resource}
      action={props.action ?? "list"}
      accessDenied={<AccessDenied />}
      loading={
        <Box sx={{ py: 4, display: "flex", justifyContent: "center" }} role="status" aria-label="Loading">
          <CircularProgress size={24} />
        </Box>
      }
    >
      {props.children}
    </CanAccess>
  );
}
