import InstagramIcon from "@mui/icons-material/Instagram";
import { InstagramPostList } from "./InstagramPostList";
import { InstagramPostCreate } from "./InstagramPostCreate";

export default {
  list: InstagramPostList,
  create: InstagramPostCreate,
  icon: InstagramIcon,
  options: { label: "Instagram posts" },
  recordRepresentation: "captionTitle",
};
