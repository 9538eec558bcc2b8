import { lazy } from "react";
import ArticleIcon from "@mui/icons-material/ArticleOutlined";
import { BlogList } from "./BlogList";

// The rich text editor (tiptap and ProseMirror) is only fetched when a post is written or edited.
const BlogCreate = lazy(() => import("./BlogCreate").then((m) => ({ default: m.BlogCreate })));
const BlogEdit = lazy(() => import("./BlogEdit").then((m) => ({ default: m.BlogEdit })));

export default {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  icon: ArticleIcon,
  options: { label: "Blog" },
  recordRepresentation: "title",
};
