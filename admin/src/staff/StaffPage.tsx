/**
 * Staff (Settings › Staff, the owner's alone; issue 47): who may use the back office, with their role,
 * status and second factor. Invite someone (an email with a link valid 72 hours), change a role,
 * disable or enable an account (its sessions end at once), re-send or revoke an invitation, end
 * someone's sessions. The server keeps at least one active owner and says so when a change would not.
 */
import { Fragment, useId, useState, type FormEvent } from "react";
import { Confirm, Title, useGetIdentity, useNotify } from "react-admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useAdminRequest, type AdminRequest } from "../graphql/useAdminRequest";
import type { StaffUsersQuery } from "../gql/graphql";
import { ROLES, ROLE_LABELS, isRole, type Role } from "../access/permissions";
import { LoadState } from "../layout/LoadState";
import { VISUALLY_HIDDEN } from "../layout/visuallyHidden";
import { TableScroller } from "../layout/TableScroller";
import { formatDateTime } from "../orders/statuses";
import { END_ALL_SESSIONS_OF, INVITE_STAFF, RESEND_INVITATION, REVOKE_INVITATION, STAFF_USERS, UPDATE_STAFF } from "./operations";

type StaffUser = StaffUsersQuery["staffUsers"][number];

const STATUS: Record<string, { label: string; color: "default" | "success" | "warning" }> = {
  active: { label: "Active", color: "success" },
  invited: { label: "Invited", color: "warning" },
  disabled: { label: "Disabled", color: "default" },
};

const roleName = (role: string) => (isRole(role) ? ROLE_LABELS[role].name : role);

function RoleSelect(props: { value: string; onChange: (role: Role) => void; label: string; disabled?: boolean; hiddenLabel?: boolean; helperText?: string }) {
  return (
    <TextField
      select
      size={props.hiddenLabel ? "small" : "medium"}
      label={props.hiddenLabel ? undefined : props.label}
      value={props.value}
      onChange={(e) => isRole(e.target.value) && props.onChange(e.target.value)}
      disabled={props.disabled}
      helperText={props.helperText}
      fullWidth={!props.hiddenLabel}
      margin={props.hiddenLabel ? "none" : "normal"}
      // Without a visible label (a table's cell) the select is named by its aria-label.
      slotProps={{ select: { SelectDisplayProps: props.hiddenLabel ? { "aria-label": props.label } : undefined } }}
    >
      {ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {ROLE_LABELS[r].name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function InviteDialog(props: { request: AdminRequest; onClose: () => void; onInvited: (email: string) => Promise<unknown> }) {
  const titleId = useId();
  const [values, setValues] = useState({ name: "", username: "", email: "", role: "editor" as Role });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: "name" | "username" | "email") => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const v = { ...values, name: values.name.trim(), username: values.username.trim(), email: values.email.trim() };
    if (!v.name) return setError("Name is required");
    if (!v.username) return setError("Username is required");
    if (!/^\S+@\S+\.\S+$/.test(v.email)) return setError("Enter a valid email address");
    setBusy(true);
    setError(null);
    try {
      await props.request(INVITE_STAFF, v);
      await props.onInvited(v.email);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => !busy && props.onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>Invite a staff member</DialogTitle>
        <DialogContent>
          <DialogContentText>They get an email with a link to choose their password. The link works once, for 72 hours.</DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <TextField label="Name" value={values.name} onChange={set("name")} autoFocus fullWidth margin="normal" required disabled={busy} />
          <TextField
            label="Username"
            value={values.username}
            onChange={set("username")}
            fullWidth
            margin="normal"
            required
            disabled={busy}
            autoComplete="off"
          />
          <TextField label="Email" type="email" value={values.email} onChange={set("email")} fullWidth margin="normal" required disabled={busy} />
          <RoleSelect
            label="Role"
            value={values.role}
            onChange={(role) => setValues((v) => ({ ...v, role }))}
            disabled={busy}
            helperText={ROLE_LABELS[values.role].description}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? "Sending..." : "Send invitation"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A change to ask about first: what it does, and the call that does it. */
interface Pending {
  title: string;
  content: string;
  confirm: string;
  run: () => Promise<string>;
}

export function StaffPage() {
  const notify = useNotify();
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const staff = useQuery({ queryKey: ["staff"], queryFn: ({ signal }) => request(STAFF_USERS, undefined, { signal }) });
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["staff"] });

  async function act(run: () => Promise<string>) {
    setBusy(true);
    try {
      notify(await run(), { type: "success" });
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      setBusy(false);
      setPending(null);
      await refresh();
    }
  }

  const who = (u: StaffUser) => u.name || u.username;
  const changeRole = (u: StaffUser, role: Role) =>
    setPending({
      title: `Make ${who(u)} ${ROLE_LABELS[role].name.toLowerCase()}?`,
      content: `${ROLE_LABELS[role].name}: ${ROLE_LABELS[role].description}`,
      confirm: "Change role",
      run: async () => {
        await request(UPDATE_STAFF, { id: u.id, role });
        return `${who(u)} is now ${ROLE_LABELS[role].name.toLowerCase()}`;
      },
    });

  const actions = (u: StaffUser) => {
    const self = String(identity?.id) === String(u.id);
    const buttons: { label: string; pending: Pending }[] = [];
    if (u.status === "invited") {
      buttons.push({
        label: "Re-send invitation",
        pending: {
          title: `Send ${who(u)} a new invitation?`,
          content: `A new link goes to ${u.email ?? "their email"}, valid 72 hours; the old one stops working.`,
          confirm: "Send",
          run: async () => {
            await request(RESEND_INVITATION, { id: u.id });
            return `Invitation sent again to ${u.email ?? who(u)}`;
          },
        },
      });
      buttons.push({
        label: "Revoke invitation",
        pending: {
          title: `Revoke the invitation of ${who(u)}?`,
          content: "The link stops working and the account is removed.",
          confirm: "Revoke",
          run: async () => {
            await request(REVOKE_INVITATION, { id: u.id });
            return `Invitation of ${who(u)} revoked`;
          },
        },
      });
    } else if (!self) {
      buttons.push(
        u.disabled
          ? {
              label: "Enable",
              pending: {
                title: `Enable ${who(u)}?`,
                content: "They can sign in again with their password.",
                confirm: "Enable",
                run: async () => {
                  await request(UPDATE_STAFF, { id: u.id, disabled: false });
                  return `${who(u)} enabled`;
                },
              },
            }
          : {
              label: "Disable",
              pending: {
                title: `Disable ${who(u)}?`,
                content: "They are signed out everywhere at once and cannot sign in until enabled again.",
                confirm: "Disable",
                run: async () => {
                  await request(UPDATE_STAFF, { id: u.id, disabled: true });
                  return `${who(u)} disabled`;
                },
              },
            },
      );
      if (!u.disabled)
        buttons.push({
          label: "End sessions",
          pending: {
            title: `Sign ${who(u)} out everywhere?`,
            content: "Every browser signed in to this account is signed out; they can sign in again.",
            confirm: "Sign out",
            run: async () => {
              const { endAllSessions } = await request(END_ALL_SESSIONS_OF, { userId: u.id });
              return `${endAllSessions} ${endAllSessions === 1 ? "session" : "sessions"} of ${who(u)} ended`;
            },
          },
        });
    }
    return (
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: "wrap", justifyContent: "flex-end" }}>
        {buttons.map((b) => (
          <Button
            key={b.label}
            size="small"
            color={/Disable|Revoke/.test(b.label) ? "error" : "primary"}
            aria-label={`${b.label}: ${who(u)}`}
            disabled={busy}
            onClick={() => setPending(b.pending)}
          >
            {b.label}
          </Button>
        ))}
      </Stack>
    );
  };

  const users = staff.data?.staffUsers;
  return (
    <Box sx={{ mt: 2, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2, maxWidth: 1200 }}>
      <Title title="Staff" />
      <Typography variant="h5" component="h1">
        Staff
      </Typography>
      <Typography color="text.secondary">Everyone who signs in to the back office, and what their role lets them do.</Typography>
      <LoadState
        loading={staff.isPending}
        failed={!!staff.error}
        loadingText="Loading staff…"
        failedText={staff.error ? `Failed to load staff: ${staff.error.message}` : "Failed to load staff"}
        onRetry={() => void staff.refetch()}
      >
        <Card variant="outlined">
          <CardHeader
            title="Staff members"
            subheader="Each role sees only its part of the back office (below)."
            action={
              <Button variant="contained" onClick={() => setInviting(true)}>
                Invite
              </Button>
            }
            slotProps={{ title: { variant: "h6", component: "h2" }, subheader: { variant: "body2" } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <TableScroller label="Staff members">
              <Table size="small" aria-label="Staff members">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Username</TableCell>
                    <TableCell>Email</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Second factor</TableCell>
                    <TableCell>Last sign-in</TableCell>
                    <TableCell>
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        Actions
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(users ?? []).map((u) => (
                    <TableRow key={u.id} data-testid={`staff-${u.username}`}>
                      <TableCell>{u.name || "—"}</TableCell>
                      <TableCell>{u.username}</TableCell>
                      <TableCell sx={{ wordBreak: "break-all" }}>{u.email || "—"}</TableCell>
                      <TableCell sx={{ minWidth: 150 }}>
                        {u.status === "invited" || String(identity?.id) === String(u.id) ? (
                          roleName(u.role)
                        ) : (
                          <RoleSelect hiddenLabel label={`Role of ${who(u)}`} value={u.role} onChange={(r) => changeRole(u, r)} disabled={busy} />
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={STATUS[u.status]?.label ?? u.status} color={STATUS[u.status]?.color ?? "default"} />
                        {u.status === "invited" && u.invitationExpiresAt && (
                          <Typography variant="body2" sx={{ mt: 0.5 }}>
                            Link valid until {formatDateTime(u.invitationExpiresAt)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{u.twoFactor ? "On" : "Off"}</TableCell>
                      <TableCell>{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : "Never"}</TableCell>
                      <TableCell align="right">{actions(u)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroller>
            <Box
              component="dl"
              aria-label="Roles"
              sx={{ mt: 3, mb: 0, display: "grid", gridTemplateColumns: { sm: "max-content 1fr" }, columnGap: 2, rowGap: 0.5 }}
            >
              {ROLES.map((r) => (
                <Fragment key={r}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {ROLE_LABELS[r].name}
                  </Box>
                  <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                    {ROLE_LABELS[r].description}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </CardContent>
        </Card>
      </LoadState>
      {inviting && (
        <InviteDialog
          request={request}
          onClose={() => setInviting(false)}
          onInvited={async (email) => {
            setInviting(false);
            notify(`Invitation sent to ${email}`, { type: "success" });
            await refresh();
          }}
        />
      )}
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={pending?.title ?? ""}
        content={pending?.content ?? ""}
        confirm={pending?.confirm ?? "Confirm"}
        confirmColor="warning"
        onConfirm={() => pending && void act(pending.run)}
        onClose={() => !busy && setPending(null)}
      />
    </Box>
  );
}
