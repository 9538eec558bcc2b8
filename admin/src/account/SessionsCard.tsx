/**
 * Where this account is signed in (issue 47): device, address, when it signed in and was last seen,
 * this device marked; end one, or all the others (a lost phone, a shared computer).
 */
import { useState } from "react";
import { Confirm, useNotify } from "react-admin";
import { Box, Button, Card, CardContent, CardHeader, Chip, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import DevicesIcon from "@mui/icons-material/DevicesOutlined";
import type { AdminRequest } from "../graphql/useAdminRequest";
import type { MySessionsQuery } from "../gql/graphql";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LoadState } from "../layout/LoadState";
import { formatDateTime } from "../orders/statuses";
import { VISUALLY_HIDDEN } from "../layout/visuallyHidden";
import { TableScroller } from "../layout/TableScroller";
import { END_SESSION, MY_SESSIONS } from "./operations";

type Session = MySessionsQuery["mySessions"][number];

export function SessionsCard(props: { request: AdminRequest }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ["mySessions"], queryFn: ({ signal }) => props.request(MY_SESSIONS, undefined, { signal }) });
  const sessions = query.data?.mySessions ?? [];
  const onChanged = () => queryClient.invalidateQueries({ queryKey: ["mySessions"] });
  const [ending, setEnding] = useState<Session | "others" | null>(null);
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((s) => !s.current);

  async function end() {
    if (!ending) return;
    setBusy(true);
    try {
      // 'All others' ends each one but this: this tab stays signed in.
      const ids = ending === "others" ? others.map((s) => s.id) : [ending.id];
      await Promise.all(ids.map((id) => props.request(END_SESSION, { id })));
      notify(ids.length === 1 ? "Session ended" : `${ids.length} sessions ended`, { type: "success" });
      await onChanged();
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      setBusy(false);
      setEnding(null);
    }
  }

  return (
    <Card>
      <CardHeader
        avatar={<DevicesIcon color="primary" />}
        title="Where you are signed in"
        subheader="End a session you do not recognise, then change your password."
        action={
          <Button variant="outlined" onClick={() => setEnding("others")} disabled={!others.length}>
            End all other sessions
          </Button>
        }
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <LoadState
          loading={query.isPending}
          failed={!!query.error}
          loadingText="Loading your sessions…"
          failedText={query.error ? `Failed to load your sessions: ${query.error.message}` : "Failed to load your sessions"}
          onRetry={() => void query.refetch()}
        >
          <TableScroller label="Sessions">
            <Table size="small" aria-label="Sessions">
              <TableHead>
                <TableRow>
                  <TableCell>Device</TableCell>
                  <TableCell>IP address</TableCell>
                  <TableCell>Signed in</TableCell>
                  <TableCell>Last seen</TableCell>
                  <TableCell>
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{s.device || "Unknown device"}</TableCell>
                    <TableCell>{s.ip || "—"}</TableCell>
                    <TableCell>{formatDateTime(s.signedInAt)}</TableCell>
                    <TableCell>{formatDateTime(s.lastSeenAt)}</TableCell>
                    <TableCell align="right">
                      {s.current ? (
                        <Chip label="This device" color="primary" size="small" />
                      ) : (
                        <Button color="error" size="small" aria-label={`End the session of ${s.device || "an unknown device"}`} onClick={() => setEnding(s)}>
                          End
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        </LoadState>
      </CardContent>
      <Confirm
        isOpen={ending !== null}
        loading={busy}
        title={ending === "others" ? "End all other sessions?" : "End this session?"}
        content={ending === "others" ? "Every other browser signed in to your account is signed out." : "That browser is signed out at once."}
        confirm="End"
        confirmColor="warning"
        onConfirm={() => void end()}
        onClose={() => !busy && setEnding(null)}
      />
    </Card>
  );
}
