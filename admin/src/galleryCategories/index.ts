import CategoryIcon from "@mui/icons-material/Category";
import { GalleryCategoryList } from "./GalleryCategoryList";

export default {
  list: GalleryCategoryList,
  icon: CategoryIcon,
  options: { label: "Gallery Categories" },
  recordRepresentation: "displayName",
};
