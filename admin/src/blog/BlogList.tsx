/**
 * The blog (spec admin §2 "Blog tab"): every post with its title, date and comment count; View
 * opens it on the site, Edit changes it, Delete asks 'Are you sure you want to delete this blog
 * post?' and says 'Blog post deleted successfully!'.
 */
import { CreateButton, DataTable, DateField, DeleteButton, EditButton, List, SearchInput, TopToolbar, useNotify, useRecordContext } from "react-admin";
import { Box, Button, Typography } from "@mui/material";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { errorMessage } from "../graphql/request";
import { BLOG_DELETE_CONFIRM, BLOG_DELETED, type BlogPostRecord } from "./types";

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search posts" />];

function RowActions() {
  const record = useRecordContext<BlogPostRecord>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Box sx={{ display: "flex", gap: 0.5, justifyContent: "flex-end", flexWrap: "wrap" }}>
      <Button
        size="small"
        href={`/blog/${record.id}`}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNewIcon />}
        aria-label={`View ${record.title} on the site`}
        onClick={(e) => e.stopPropagation()}
      >
        View
      </Button>
      <EditButton label="Edit" aria-label={`Edit ${record.title}`} />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Delete"
        aria-label={`Delete ${record.title}`}
        confirmTitle={`Delete “${record.title}”?`}
        confirmContent={BLOG_DELETE_CONFIRM}
        mutationOptions={{
          onSuccess: () => notify(BLOG_DELETED, { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Failed to delete blog post"), { type: "error" }),
        }}
      />
    </Box>
  );
}

function NoPosts() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No blog posts yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Write the first story from the field.
      </Typography>
      <CreateButton label="New post" variant="contained" />
    </Box>
  );
}

export function BlogList() {
  const notify = useNotify();
  return (
    <List
      resource="BlogPost"
      title="Blog"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      exporter={false}
      empty={<NoPosts />}
      actions={
        <TopToolbar>
          <CreateButton label="New post" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify("Failed to load blogs", { type: "error" }) }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick={false} size="small">
          <DataTable.Col source="title" label="Title" />
          <DataTable.Col source="createdAt" label="Date" sx={{ whiteSpace: "nowrap" }}>
            <DateField source="createdAt" options={{ dateStyle: "medium" }} />
          </DataTable.Col>
          <DataTable.NumberCol source="commentCount" label="Comments" disableSort />
          <DataTable.Col label="Actions" disableSort align="right">
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </Box>
    </List>
  );
}
