/**
 * A campaign's page (issue 26): its counts (sent, failed, skipped, remaining of the recipients,
 * refreshed every two seconds while it is sending), the mail exactly as sent at phone and desktop
 * width, a test copy to an address the owner types, and 'Send' (a draft only), which asks first,
 * naming how many subscribed addresses it goes to. Once sent, who unsubscribed by its link, and its
 * copies the mail server refused, by reason. Paused (most of its first copies refused alike), why,
 * and 'Resume sending'.
 */
import { useEffect, useState } from "react";
import {
  Confirm,
  Datagrid,
  DateField,
  CanAccess,
  EditButton,
  ListButton,
  Pagination,
  ReferenceManyField,
  Show,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, TextField as Input, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import SendIcon from "@mui/icons-material/Send";
import ResumeIcon from "@mui/icons-material/PlayArrow";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { StatusChip } from "./StatusChip";
import type { CampaignRecord } from "./types";

/** The widths the preview shows: a phone's, and a desktop mail client's reading pane. */
const WIDTHS = { phone: 375, desktop: 700 } as const;

function Counts({ c }: { c: CampaignRecord }) {
  const items = [
    ["Recipients", c.recipients],
    ["Sent", c.sent],
    ["Failed", c.failed],
    ["Skipped", c.skipped],
    ["Remaining", c.remaining],
    ["Unsubscribes", c.unsubscribes],
  ] as const;
  return (
    <Box component="dl" aria-label="Delivery" sx={{ display: "flex", flexWrap: "wrap", gap: 3, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`campaign-${label.toLowerCase()}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Preview({ c }: { c: CampaignRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [width, setWidth] = useState<keyof typeof WIDTHS>("desktop");
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.campaignPreview(c.id).then(
      ({ data }) => live && setHtml(data),
      (err: unknown) => live && setError(errorMessage(err, "The preview could not be made")),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, c.id, c.status]);
  return (
    <Box component="section" aria-labelledby="campaign-preview-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Typography id="campaign-preview-title" variant="h6" component="h2">
          Preview
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_e, v: keyof typeof WIDTHS | null) => v && setWidth(v)} aria-label="Preview width">
          <ToggleButton value="phone">Phone</ToggleButton>
          <ToggleButton value="desktop">Desktop</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {error && <Typography color="error">{error}</Typography>}
      {html === null && !error && <CircularProgress aria-label="Loading the preview" />}
      {html !== null && (
        // Sandboxed without allow-same-origin: the frame is an origin of its own, so nothing in the mail can reach the
        // back office (its token, its pages) nor navigate it; the page's CSP (script-src 'self') also holds in a srcdoc
        // frame, so no inline script runs there (the sanitised mail has none). allow-scripts only lets the page's
        // checkers (axe) read the frame: a frame with scripts disabled cannot be evaluated and the audit hangs.
        <Box
          component="iframe"
          title={`The campaign at ${width} width`}
          sandbox="allow-scripts"
          srcDoc={html}
          data-testid="campaign-preview"
          data-width={width}
          sx={{ width: WIDTHS[width], maxWidth: "100%", height: 720, border: "1px solid #ddd", borderRadius: 1, bgcolor: "#fff", display: "block" }}
        />
      )}
    </Box>
  );
}

function SendTest({ c }: { c: CampaignRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      await dataProvider.sendCampaignTest(c.id, email.trim());
      notify(`A test copy is on its way to ${email.trim()}`, { type: "success" });
    } catch (error) {
      notify(errorMessage(error, "The test copy could not be sent"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Input size="small" type="email" label="Send a test to" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button variant="outlined" onClick={send} disabled={busy || !email.trim()}>
        Send test
      </Button>
    </Stack>
  );
}

function SendCampaign({ c }: { c: CampaignRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  async function ask() {
    setBusy(true);
    try {
      const { total } = await dataProvider.getList("NewsletterSubscriber", {
        filter: { status: "subscribed" },
        pagination: { page: 1, perPage: 1 },
        sort: { field: "id", order: "ASC" },
      });
      setCount(total ?? 0);
    } catch (error) {
      notify(errorMessage(error, "The subscribers could not be counted"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }
  async function send() {
    setBusy(true);
    try {
      const { data } = await dataProvider.sendCampaign(c.id);
      notify(`Sending to ${data.recipients} ${data.recipients === 1 ? "subscriber" : "subscribers"}`, { type: "success" });
      refresh();
    } catch (error) {
      notify(errorMessage(error, "The campaign could not be sent"), { type: "error" });
    } finally {
      setCount(null);
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} onClick={ask} disabled={busy}>
        Send campaign
      </Button>
      <Confirm
        isOpen={count !== null}
        loading={busy}
        title={`Send “${c.subject}”?`}
        content={`It goes to ${count ?? 0} subscribed ${count === 1 ? "address" : "addresses"}, once each. A campaign cannot be changed once sent.`}
        confirm={`Send to ${count ?? 0}`}
        onConfirm={send}
        onClose={() => setCount(null)}
      />
    </>
  );
}

/** Why the campaign paused itself, and the button that resumes it (the owner has fixed the cause). */
function Paused({ c }: { c: CampaignRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  async function resume() {
    setBusy(true);
    try {
      await dataProvider.resumeCampaign(c.id);
      notify("Sending resumed", { type: "success" });
      refresh();
    } catch (error) {
      notify(errorMessage(error, "The campaign could not be resumed"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert
      severity="error"
      data-testid="campaign-paused"
      action={
        <Button color="inherit" variant="outlined" startIcon={<ResumeIcon />} onClick={resume} disabled={busy} sx={{ whiteSpace: "nowrap" }}>
          Resume sending
        </Button>
      }
    >
      <AlertTitle>Sending paused</AlertTitle>
      <Typography variant="body2">{c.pausedReason}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        A refusal of the sender or of policy bounces nobody; only a mailbox the server said does not exist is marked bounced (listed below). Fix the mail
        settings (the From address, the relay's sign-in or allowed senders), then resume: the waiting copies go, and those refused this way are sent again.
      </Typography>
    </Alert>
  );
}

/** The copies the mail server refused for good, by reason (a relay's refusal, a mailbox that does not exist). */
function Refusals({ c }: { c: CampaignRecord }) {
  if (!c.refusals?.length) return null;
  return (
    <Box component="section" aria-labelledby="campaign-refusals-title">
      <Typography id="campaign-refusals-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Refused by the mail server
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {c.refusals.map((r) => (
          <Typography component="li" key={r.refusal} variant="body2" data-testid="campaign-refusal">
            <strong>{r.refusal}</strong>: {r.count} {r.count === 1 ? "copy" : "copies"} ({r.example})
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Who left by this campaign's unsubscribe link (its footer, or the one-click header), latest first. */
function Unsubscribes() {
  return (
    <Box component="section" aria-labelledby="campaign-unsubscribes-title">
      <Typography id="campaign-unsubscribes-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Unsubscribed after this campaign
      </Typography>
      <ReferenceManyField
        reference="NewsletterSubscriber"
        target="unsubscribedCampaignId"
        sort={{ field: "unsubscribedAt", order: "DESC" }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={<Typography color="text.secondary">Nobody has unsubscribed by this campaign's link.</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="email" label="Email" />
          <DateField source="unsubscribedAt" label="Unsubscribed" showTime />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

function CampaignPage() {
  const c = useRecordContext<CampaignRecord>();
  if (!c) return <CircularProgress aria-label="Loading the campaign" />;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="h5" component="h1">
            {c.subject}
          </Typography>
          <StatusChip status={c.status} />
        </Stack>
        {c.preheader && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {c.preheader}
          </Typography>
        )}
      </Box>
      {c.status === "paused" && <Paused c={c} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Counts c={c} />
      </Paper>
      <Refusals c={c} />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "center" } }}>
        <SendTest c={c} />
        {/* Sending is the manager's and the owner's; an editor writes drafts (issue 47). */}
        {c.status === "draft" && (
          <CanAccess resource="Campaign" action="send">
            <SendCampaign c={c} />
          </CanAccess>
        )}
      </Stack>
      {c.status !== "draft" && <Unsubscribes />}
      <Preview c={c} />
    </Stack>
  );
}

function Actions() {
  const c = useRecordContext<CampaignRecord>();
  return (
    <TopToolbar>
      <ListButton label="Back to newsletter" />
      {c?.status === "draft" && <EditButton label="Edit" />}
    </TopToolbar>
  );
}

export function CampaignShow() {
  return (
    <Show
      resource="Campaign"
      title="Campaign"
      actions={<Actions />}
      // While it is sending, its counts are read again every two seconds.
      queryOptions={{ refetchInterval: (query: { state: { data?: CampaignRecord } }) => (query.state.data?.status === "sending" ? 2000 : false) }}
    >
      <CampaignPage />
    </Show>
  );
}
