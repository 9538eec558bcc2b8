import ArticleIcon from "@mui/icons-material/ArticleOutlined";
import { BlogList } from "./BlogList";
import { BlogCreate } from "./BlogCreate";
import { BlogEdit } from "./BlogEdit";

export default {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  icon: ArticleIcon,
  options: { label: "Blog" },
  recordRepresentation: "title",
};
