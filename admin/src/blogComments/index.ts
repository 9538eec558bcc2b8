import CommentIcon from "@mui/icons-material/CommentOutlined";
import { BlogCommentList } from "./BlogCommentList";

export default {
  list: BlogCommentList,
  icon: CommentIcon,
  options: { label: "Comments" },
  recordRepresentation: "name",
};
