import HikingIcon from "@mui/icons-material/HikingOutlined";
import { WorkshopList } from "./WorkshopList";
import { WorkshopCreate } from "./WorkshopCreate";
import { WorkshopEdit } from "./WorkshopEdit";

export default {
  list: WorkshopList,
  create: WorkshopCreate,
  edit: WorkshopEdit,
  icon: HikingIcon,
  options: { label: "Workshops" },
  recordRepresentation: "title",
};
