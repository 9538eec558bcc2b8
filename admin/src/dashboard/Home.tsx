/**
 * The back office's start page: the analytics dashboard for the roles that may read the shop's
 * revenue (owner, manager), a short welcome with the way to the work of the others (fulfilment,
 * editor; issue 47), so no one lands on figures the server would refuse them.
 */
import { Title, useCanAccess, useGetIdentity } from "react-admin";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { ROLE_LABELS, isRole } from "../access/permissions";
import { Dashboard } from "./Dashboard";

/** Where each role's work starts, in the order it comes up most. */
const STARTS: { resource: string; to: string; label: string }[] = [
  { resource: "orders", to: "/orders", label: "Orders" },
  { resource: "workshop-joins", to: "/workshop-joins", label: "Workshop joins" },
  { resource: "BlogComment", to: "/BlogComment", label: "Blog comments" },
  { resource: "GalleryItem", to: "/GalleryItem", label: "Gallery" },
  { resource: "PortfolioItem", to: "/PortfolioItem", label: "Prints" },
  { resource: "BlogPost", to: "/BlogPost", label: "Blog posts" },
  { resource: "Workshop", to: "/Workshop", label: "Workshops" },
  { resource: "Campaign", to: "/Campaign", label: "Campaigns" },
];

function Start({ resource, to, label }: (typeof STARTS)[number]) {
  const { canAccess } = useCanAccess({ resource, action: "list" });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={to} variant="outlined">
      {label}
    </Button>
  );
}

function Welcome() {
  const { identity } = useGetIdentity();
  const role = isRole(identity?.role) ? ROLE_LABELS[identity.role] : null;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Welcome" />
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            Welcome{identity?.fullName ? `, ${identity.fullName}` : ""}
          </Typography>
          {role && (
            <Typography sx={{ mt: 1 }}>
              You are signed in as {role.name.toLowerCase()}. {role.description}
            </Typography>
          )}
          <Stack direction="row" sx={{ mt: 3, flexWrap: "wrap", gap: 1 }}>
            {STARTS.map((s) => (
              <Start key={s.resource} {...s} />
            ))}
            <Button component={Link} to="/account" variant="outlined">
              My account
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export function Home() {
  const { canAccess, isPending } = useCanAccess({ resource: "dashboard", action: "list" });
  if (isPending) return null;
  return canAccess ? <Dashboard /> : <Welcome />;
}
