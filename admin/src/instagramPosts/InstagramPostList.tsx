/**
 * The Instagram strip of the home page: thumbnail, caption title, likes and date, newest first,
 * each deletable (asks first).
 */
import { CreateButton, DataTable, DateField, DeleteButton, List, TopToolbar, useNotify, useRecordContext } from "react-admin";
import { Box, Link, Typography } from "@mui/material";
import { errorMessage } from "../graphql/request";
import { Thumbnail, type ImageRef } from "../media/Thumbnail";

export interface InstagramPostRecord {
  id: string;
  shortCode: string;
  caption: string;
  captionTitle: string;
  likes?: number | null;
  timestamp: string;
  imageUrl: string;
  image?: ImageRef | null;
  permalink?: string | null;
}

function PostThumbnail() {
  const record = useRecordContext<InstagramPostRecord>();
  if (!record) return null;
  return <Thumbnail image={record.image} fallbackUrl={record.imageUrl} alt={`Instagram post ${record.captionTitle}`} />;
}

function CaptionTitle() {
  const record = useRecordContext<InstagramPostRecord>();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
        {record.captionTitle}
      </Typography>
      {record.permalink && (
        <Link href={record.permalink} target="_blank" rel="noopener noreferrer" variant="caption" aria-label={`Open ${record.captionTitle} on Instagram`}>
          Open on Instagram
        </Link>
      )}
    </Box>
  );
}

function Likes() {
  const record = useRecordContext<InstagramPostRecord>();
  if (!record) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ fontVariantNumeric: "tabular-nums" }}
      title={record.likes == null ? "No count: the site shows a random 50-149" : undefined}
    >
      {record.likes ?? "—"}
    </Typography>
  );
}

function DeletePost() {
  const record = useRecordContext<InstagramPostRecord>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="Delete"
      aria-label={`Delete Instagram post ${record.captionTitle}`}
      confirmTitle={`Delete the Instagram post “${record.captionTitle}”?`}
      confirmContent="The post disappears from the home page's Instagram strip (not from Instagram). This action cannot be undone."
      mutationOptions={{
        onSuccess: () => notify("Instagram post deleted", { type: "success" }),
        onError: (error) => notify(errorMessage(error, "Delete failed"), { type: "error" }),
      }}
    />
  );
}

function NoPosts() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No Instagram posts yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        The posts of the home page's Instagram strip appear here.
      </Typography>
      <CreateButton label="Add Instagram post" variant="contained" />
    </Box>
  );
}

export function InstagramPostList() {
  const notify = useNotify();
  return (
    <List
      resource="InstagramPost"
      title="Instagram posts"
      sort={{ field: "timestamp", order: "DESC" }}
      perPage={25}
      exporter={false}
      empty={<NoPosts />}
      actions={
        <TopToolbar>
          <CreateButton label="Add Instagram post" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify("Failed to load Instagram posts", { type: "error" }) }}
    >
      <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
        <DataTable.Col label="Image" disableSort>
          <PostThumbnail />
        </DataTable.Col>
        <DataTable.Col label="Caption" disableSort>
          <CaptionTitle />
        </DataTable.Col>
        <DataTable.Col label="Likes" align="right" disableSort>
          <Likes />
        </DataTable.Col>
        <DataTable.Col source="timestamp" label="Date" sx={{ whiteSpace: "nowrap" }}>
          <DateField source="timestamp" options={{ dateStyle: "medium" }} />
        </DataTable.Col>
        <DataTable.Col label="Actions" align="right" disableSort>
          <DeletePost />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
