/**
 * Integrations (Settings › Integrations): API keys with scopes for other systems (shown once, then
 * only their first characters), webhook endpoints with the events they receive (their signing
 * secret shown once), and the latest deliveries with their status, attempts and the endpoint's
 * answer, each of which can be sent again.
 */
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Confirm, Title, useNotify } from "react-admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useAdminRequest } from "../graphql/useAdminRequest";
import { LoadState } from "../layout/LoadState";
import { formatDateTime } from "../orders/statuses";
import { CREATE_API_KEY, CREATE_WEBHOOK_ENDPOINT, DELETE_WEBHOOK_ENDPOINT, INTEGRATIONS, REDELIVER_WEBHOOK, REVOKE_API_KEY } from "./operations";

type Choice = { name: string; description: string };

/** Read by screen readers, not shown: the heading of the action columns. */
const HIDDEN = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;

/** A name and a set of choices (scopes or events), each with what it means. */
function ChoiceDialog(props: {
  title: string;
  nameLabel: string;
  nameHelp?: string;
  choicesLabel: string;
  choices: Choice[];
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string, chosen: string[]) => Promise<string | null>;
  /** What to show once it is made (the key or the secret), with a warning. */
  revealLabel: string;
}) {
  const titleId = useId();
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(`${props.nameLabel} is required`);
    if (!chosen.length) return setError(`Choose at least one ${props.choicesLabel.toLowerCase().replace(/s$/, "")}`);
    setBusy(true);
    setError("");
    try {
      setRevealed(await props.onSubmit(name.trim(), chosen));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // Once the key or secret is shown, only Done closes the dialog (Escape or a tap outside would lose
  // it for ever); while it is being made nothing closes it, or it would be made and never seen.
  const close = (_event: unknown, reason?: "backdropClick" | "escapeKeyDown") => {
    if (busy || (revealed && reason)) return;
    props.onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {revealed ? (
        <>
          <DialogTitle id={titleId}>{props.revealLabel}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              Copy it now: it is shown this once and cannot be read again.
            </Alert>
            <TextField
              label={props.revealLabel}
              value={revealed}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, "data-testid": "revealed" } }}
              onFocus={(e) => e.target.select()}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void navigator.clipboard?.writeText(revealed)}>Copy</Button>
            <Button variant="contained" onClick={props.onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id={titleId}>{props.title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ mt: 1 }}>
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <TextField
                label={props.nameLabel}
                helperText={props.nameHelp}
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                autoFocus
                fullWidth
              />
              <FormGroup>
                <FormLabel component="legend">{props.choicesLabel}</FormLabel>
                {props.choices.map((c) => (
                  <FormControlLabel
                    key={c.name}
                    control={
                      <Checkbox
                        checked={chosen.includes(c.name)}
                        onChange={(e) => setChosen(e.target.checked ? [...chosen, c.name] : chosen.filter((x) => x !== c.name))}
                      />
                    }
                    label={
                      <span>
                        <strong>{c.name}</strong>
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                          {c.description}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </FormGroup>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => close(null)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? "Working…" : props.submitLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/**
 * A destructive action of a row (revoke a key, delete an endpoint): asks first, and is busy (both
 * buttons off) until the server answered, so a double tap sends one call.
 */
function ConfirmedAction(props: { label: string; ariaLabel: string; title: string; content: string; run: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await props.run();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button color="error" size="small" aria-label={props.ariaLabel} disabled={busy} onClick={() => setOpen(true)}>
        {busy ? "Working…" : props.label}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={props.title}
        content={props.content}
        confirm={props.label}
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => !busy && setOpen(false)}
      />
    </>
  );
}

function Section(props: { title: string; subheader: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={props.title} subheader={props.subheader} action={props.action} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0, overflowX: "auto" }}>{props.children}</CardContent>
    </Card>
  );
}

export function IntegrationsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const graphqlRequest = useAdminRequest();
  const data = useQuery({ queryKey: ["integrations"], queryFn: ({ signal }) => graphqlRequest(INTEGRATIONS, undefined, { signal }) });
  const [dialog, setDialog] = useState<"key" | "endpoint" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["integrations"] });

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, { type: "success" });
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      await refresh();
    }
  };

  const d = data.data;
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 1100 }}>
      <Title title="Integrations" />
      <Typography variant="h5" component="h1">
        Integrations
      </Typography>
      <Typography color="text.secondary">
        Keys let other systems use the shop's API (see <a href="/developers">the developers' page</a>); webhooks tell them when something happens.
      </Typography>
      <LoadState
        loading={data.isPending}
        failed={!!data.error}
        loadingText="Loading integrations…"
        failedText="Failed to load integrations"
        onRetry={() => void data.refetch()}
      >
        {d && (
          <>
            <Section
              title="API keys"
              subheader="Sent as Authorization: Bearer <key>. Each key may do only what its scopes allow, at most 600 requests a minute."
              action={
                <Button variant="contained" onClick={() => setDialog("key")}>
                  Create API key
                </Button>
              }
            >
              {d.allApiKeys.length === 0 ? (
                <Typography>No API keys yet.</Typography>
              ) : (
                <Table size="small" aria-label="API keys">
                  <TableHead>
                    <TableRow>
                      <TableCell>Name</TableCell>
                      <TableCell>Scopes</TableCell>
                      <TableCell>Key</TableCell>
                      <TableCell>Created</TableCell>
                      <TableCell>Last used</TableCell>
                      <TableCell>
                        <Box component="span" sx={HIDDEN}>
                          Actions
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.allApiKeys.map((k) => (
                      <TableRow key={k.id}>
                        <TableCell>{k.name}</TableCell>
                        <TableCell>
                          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
                            {k.scopes.map((s) => (
                              <Chip key={s} label={s} size="small" />
                            ))}
                          </Stack>
                        </TableCell>
                        <TableCell sx={{ fontFamily: "monospace" }}>{k.prefix}…</TableCell>
                        <TableCell>{formatDateTime(k.createdAt)}</TableCell>
                        <TableCell>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : "Never"}</TableCell>
                        <TableCell>
                          {k.revokedAt ? (
                            <Chip label="Revoked" size="small" />
                          ) : (
                            <ConfirmedAction
                              label="Revoke"
                              ariaLabel={`Revoke ${k.name}`}
                              title={`Revoke the key ${k.name}?`}
                              content="Every system using it is refused from now on. A revoked key cannot be brought back."
                              run={() => act(() => graphqlRequest(REVOKE_API_KEY, { id: k.id }), `Key ${k.name} revoked`)}
                            />
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Section>

            <Section
              title="Webhook endpoints"
              subheader="Each event is POSTed as JSON, signed by the Standard Webhooks scheme with the endpoint's secret, and retried for 24 hours until it is answered with 2xx."
              action={
                <Button variant="contained" onClick={() => setDialog("endpoint")}>
                  Add endpoint
                </Button>
              }
            >
              {d.allWebhookEndpoints.length === 0 ? (
                <Typography>No webhook endpoints yet.</Typography>
              ) : (
                <Table size="small" aria-label="Webhook endpoints">
                  <TableHead>
                    <TableRow>
                      <TableCell>URL</TableCell>
                      <TableCell>Events</TableCell>
                      <TableCell>Created</TableCell>
                      <TableCell>
                        <Box component="span" sx={HIDDEN}>
                          Actions
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.allWebhookEndpoints.map((e) => (
                      <TableRow key={e.id}>
                        <TableCell sx={{ wordBreak: "break-all" }}>{e.url}</TableCell>
                        <TableCell>{e.events.join(", ")}</TableCell>
                        <TableCell>{formatDateTime(e.createdAt)}</TableCell>
                        <TableCell>
                          <ConfirmedAction
                            label="Delete"
                            ariaLabel={`Delete ${e.url}`}
                            title="Delete this webhook endpoint?"
                            content={`${e.url} receives no more events.`}
                            run={() => act(() => graphqlRequest(DELETE_WEBHOOK_ENDPOINT, { id: e.id }), "Endpoint deleted")}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Section>

            <Section
              title="Recent deliveries"
              subheader="The latest 25 events sent to the endpoints, with the endpoint's last answer."
              action={<Button onClick={() => void refresh()}>Refresh deliveries</Button>}
            >
              {d.allWebhookDeliveries.length === 0 ? (
                <Typography>No deliveries yet.</Typography>
              ) : (
                <Table size="small" aria-label="Webhook deliveries">
                  <TableHead>
                    <TableRow>
                      <TableCell>Event</TableCell>
                      <TableCell>Status</TableCell>
                      <TableCell align="right">Attempts</TableCell>
                      <TableCell>Endpoint's answer</TableCell>
                      <TableCell>When</TableCell>
                      <TableCell>
                        <Box component="span" sx={HIDDEN}>
                          Actions
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.allWebhookDeliveries.map((x) => (
                      <TableRow key={x.id}>
                        <TableCell>
                          {x.type}
                          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: "monospace", fontSize: 12 }}>
                            {x.eventId}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <Chip
                            label={x.status}
                            size="small"
                            color={x.status === "succeeded" ? "success" : x.status === "failed" ? "error" : "default"}
                            variant="outlined"
                          />
                          {x.status === "pending" && x.nextAttemptAt && (
                            <Typography variant="body2" color="text.secondary">
                              next {formatDateTime(x.nextAttemptAt)}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right">{x.attempts}</TableCell>
                        <TableCell sx={{ maxWidth: 280, wordBreak: "break-word" }}>
                          {x.lastStatusCode ?? "—"} {x.lastResponse ? `· ${x.lastResponse.slice(0, 120)}` : ""}
                        </TableCell>
                        <TableCell>{formatDateTime(x.lastAttemptAt ?? x.createdAt)}</TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            aria-label={`Redeliver ${x.type} ${x.eventId}`}
                            onClick={() => void act(() => graphqlRequest(REDELIVER_WEBHOOK, { id: x.id }), "Delivery queued again")}
                          >
                            Redeliver
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Section>

            {dialog === "key" && (
              <ChoiceDialog
                title="Create API key"
                nameLabel="Name"
                nameHelp="What the key is for, e.g. Accountant's export"
                choicesLabel="Scopes"
                choices={d.apiScopes}
                submitLabel="Create key"
                revealLabel="Your new API key"
                onClose={() => {
                  setDialog(null);
                  void refresh();
                }}
                onSubmit={async (name, scopes) => (await graphqlRequest(CREATE_API_KEY, { name, scopes })).createApiKey.key}
              />
            )}
            {dialog === "endpoint" && (
              <ChoiceDialog
                title="Add webhook endpoint"
                nameLabel="URL"
                nameHelp="https, a public address, e.g. https://example.in/hooks/shop"
                choicesLabel="Events"
                choices={d.webhookEvents}
                submitLabel="Add endpoint"
                revealLabel="Signing secret"
                onClose={() => {
                  setDialog(null);
                  void refresh();
                }}
                onSubmit={async (url, events) => (await graphqlRequest(CREATE_WEBHOOK_ENDPOINT, { url, events })).createWebhookEndpoint.secret}
              />
            )}
          </>
        )}
      </LoadState>
    </Box>
  );
}
