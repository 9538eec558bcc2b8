import CelebrationIcon from "@mui/icons-material/CelebrationOutlined";
import { SaleList } from "./SaleList";
import { SaleCreate } from "./SaleCreate";
import { SaleEdit } from "./SaleEdit";

export default {
  list: SaleList,
  create: SaleCreate,
  edit: SaleEdit,
  icon: CelebrationIcon,
  options: { label: "Sales" },
  recordRepresentation: "name",
};
