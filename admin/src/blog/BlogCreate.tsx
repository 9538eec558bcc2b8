/** Write a new blog post. */
import { Create, ListButton, TopToolbar } from "react-admin";
import { BlogForm } from "./BlogForm";

export function BlogCreate() {
  return (
    <Create
      resource="BlogPost"
      title="New blog post"
      actions={
        <TopToolbar>
          <ListButton label="Back to blog" />
        </TopToolbar>
      }
    >
      <BlogForm />
    </Create>
  );
}
