/**
 * One contact message in full. Opening it marks it read (updateContactMessage read: true);
 * 'Mark as unread' undoes that, 'Reply by email' opens the mail program with 'Re: <subject>', and
 * Delete asks first.
 */
import { useEffect, useRef, useState } from "react";
import { DeleteButton, ListButton, Show, TopToolbar, useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh } from "react-admin";
import { Box, Button, Chip, Divider, Link, Typography } from "@mui/material";
import ReplyIcon from "@mui/icons-material/Reply";
import MarkEmailUnreadIcon from "@mui/icons-material/MarkEmailUnreadOutlined";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { replyHref, type ContactMessageRecord } from "./types";

/** Marks the shown message read once, when it is first seen unread. */
function MarkReadOnOpen() {
  const record = useRecordContext<ContactMessageRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!record || record.read || done.current === record.id) return;
    done.current = record.id;
    dataProvider
      .setContactMessageRead(record.id, true)
      .then(() => refresh())
      .catch(() => undefined);
  }, [record, dataProvider, refresh]);
  return null;
}

function Actions() {
  const record = useRecordContext<ContactMessageRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);

  async function markUnread() {
    if (!record) return;
    setBusy(true);
    try {
      await dataProvider.setContactMessageRead(record.id, false);
      notify("Marked as unread", { type: "success" });
      redirect("list", "ContactMessage");
    } catch (error) {
      notify(errorMessage(error, "Failed to update the message"), { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <TopToolbar sx={{ alignItems: "center" }}>
      <ListButton label="Back to messages" />
      {record && (
        <>
          <Button component="a" href={replyHref(record)} variant="contained" size="small" startIcon={<ReplyIcon />}>
            Reply by email
          </Button>
          <Button onClick={markUnread} disabled={busy} size="small" startIcon={<MarkEmailUnreadIcon />}>
            Mark as unread
          </Button>
          <DeleteButton
            mutationMode="pessimistic"
            label="Delete"
            aria-label={`Delete message from ${record.name}`}
            confirmTitle={`Delete the message from ${record.name}?`}
            confirmContent={`“${record.subject}” will be removed. This action cannot be undone.`}
            mutationOptions={{
              onSuccess: () => {
                notify("Message deleted", { type: "success" });
                redirect("list", "ContactMessage");
              },
              onError: (error) => notify(errorMessage(error, "Delete failed"), { type: "error" }),
            }}
          />
        </>
      )}
    </TopToolbar>
  );
}

function MessageBody() {
  const record = useRecordContext<ContactMessageRecord>();
  if (!record) return null;
  const received = new Date(record.createdAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });
  return (
    <Box component="article" aria-label={`Message from ${record.name}`} sx={{ p: { xs: 2, md: 3 }, maxWidth: 820 }}>
      <MarkReadOnOpen />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {record.subject}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
        <Chip size="small" label={record.inquiryType} color="primary" variant="outlined" />
        <Typography variant="body2" color="text.secondary">
          Received {received}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          From
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {record.name}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Email
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          <Link href={replyHref(record)}>{record.email}</Link>
        </Typography>
      </Box>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="body1" sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {record.message}
      </Typography>
    </Box>
  );
}

export function ContactMessageShow() {
  const notify = useNotify();
  return (
    <Show
      resource="ContactMessage"
      title="Contact message"
      actions={<Actions />}
      queryOptions={{ onError: () => notify("Failed to load the message", { type: "error" }) }}
    >
      <MessageBody />
    </Show>
  );
}
