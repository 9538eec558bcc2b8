/**
 * Every comment on the blog, newest first, with the post it is on. The owner hides a comment (it
 * leaves the site and its count at once), shows it again, or deletes it. Comments are visitors'
 * plain text and are shown as text.
 */
import { DataTable, DateField, DeleteButton, List, SearchInput, SelectInput, useNotify, useRecordContext, useUpdate } from "react-admin";
import { Box, Button, Chip, Typography } from "@mui/material";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOffOutlined";
import VisibilityIcon from "@mui/icons-material/VisibilityOutlined";
import { errorMessage } from "../graphql/request";

export interface BlogCommentRecord {
  id: string;
  name: string;
  email: string;
  comment: string;
  hidden: boolean;
  createdAt: string;
  postId: string;
  post: { id: string; title: string } | null;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search comments" />,
  <SelectInput
    key="hidden"
    source="hidden"
    label="Show"
    alwaysOn
    emptyText="All comments"
    helperText={false}
    choices={[
      { id: "shown", name: "Shown on the site" },
      { id: "hidden", name: "Hidden" },
    ]}
    // The API's filter is a Boolean; the select works with strings.
    format={(value: unknown) => (value === true ? "hidden" : value === false ? "shown" : "")}
    parse={(value: string) => (value === "hidden" ? true : value === "shown" ? false : undefined)}
  />,
];

function PostTitle() {
  const record = useRecordContext<BlogCommentRecord>();
  if (!record?.post) return null;
  return (
    <a href={`/blog/${record.post.id}`} target="_blank" rel="noopener">
      {record.post.title}
    </a>
  );
}

function CommentText() {
  const record = useRecordContext<BlogCommentRecord>();
  if (!record) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: "block", maxWidth: 420, whiteSpace: "pre-line", overflowWrap: "anywhere", opacity: record.hidden ? 0.6 : 1 }}
    >
      {record.comment}
    </Typography>
  );
}

function Status() {
  const record = useRecordContext<BlogCommentRecord>();
  if (!record) return null;
  return record.hidden ? <Chip size="small" label="Hidden" /> : <Chip size="small" color="primary" variant="outlined" label="Shown" />;
}

function Actions() {
  const record = useRecordContext<BlogCommentRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const toggle = () =>
    update(
      "BlogComment",
      { id: record.id, data: { hidden: !record.hidden }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify(record.hidden ? `Comment by ${record.name} is shown again` : `Comment by ${record.name} is hidden`, { type: "success" }),
        onError: (error) => notify(errorMessage(error, "Failed to change the comment"), { type: "error" }),
      },
    );
  return (
    <Box sx={{ display: "flex", gap: 0.5, justifyContent: "flex-end" }}>
      <Button
        size="small"
        onClick={toggle}
        disabled={isPending}
        startIcon={record.hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
        aria-label={`${record.hidden ? "Show" : "Hide"} comment by ${record.name}`}
      >
        {record.hidden ? "Show" : "Hide"}
      </Button>
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Delete"
        aria-label={`Delete comment by ${record.name}`}
        confirmTitle={`Delete the comment by ${record.name}?`}
        confirmContent="The comment will be removed from the post. This action cannot be undone."
        mutationOptions={{
          onSuccess: () => notify("Comment deleted", { type: "success" }),
          onError: (error) => notify(errorMessage(error, "Delete failed"), { type: "error" }),
        }}
      />
    </Box>
  );
}

function NoComments() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No comments yet
      </Typography>
      <Typography variant="body2">Comments visitors leave on blog posts appear here.</Typography>
    </Box>
  );
}

export function BlogCommentList() {
  const notify = useNotify();
  return (
    <List
      resource="BlogComment"
      title="Comments"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={<NoComments />}
      queryOptions={{ onError: () => notify("Failed to load comments", { type: "error" }) }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ "& thead th": { whiteSpace: "nowrap" } }}>
          <DataTable.Col source="createdAt" label="Posted" sx={{ whiteSpace: "nowrap" }}>
            <DateField source="createdAt" showTime options={{ dateStyle: "medium", timeStyle: "short" }} />
          </DataTable.Col>
          <DataTable.Col label="Post" disableSort>
            <PostTitle />
          </DataTable.Col>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="email" label="Email" disableSort />
          <DataTable.Col label="Comment" disableSort>
            <CommentText />
          </DataTable.Col>
          <DataTable.Col source="hidden" label="Status">
            <Status />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort align="right">
            <Actions />
          </DataTable.Col>
        </DataTable>
      </Box>
    </List>
  );
}
