/** Change a blog post: the same form as for a new one, filled with the post. */
import { Edit, ListButton, TopToolbar, useRecordContext, type EditProps } from "react-admin";
import { Box, CircularProgress } from "@mui/material";
import { BlogForm } from "./BlogForm";
import type { BlogPostRecord } from "./types";

function LoadedForm() {
  const record = useRecordContext<BlogPostRecord>();
  if (!record) {
    return (
      <Box sx={{ p: 4, display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading the post" />
      </Box>
    );
  }
  return <BlogForm key={record.id} record={record} />;
}

function EditTitle() {
  const record = useRecordContext<BlogPostRecord>();
  return <>{record ? `Edit: ${record.title}` : "Edit blog post"}</>;
}

export function BlogEdit(props: EditProps) {
  return (
    <Edit
      {...props}
      resource="BlogPost"
      title={<EditTitle />}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton label="Back to blog" />
        </TopToolbar>
      }
    >
      <LoadedForm />
    </Edit>
  );
}
