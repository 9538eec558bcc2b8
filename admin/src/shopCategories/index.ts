import AccountTreeIcon from "@mui/icons-material/AccountTree";
import { ShopCategoryList } from "./ShopCategoryList";

export default {
  list: ShopCategoryList,
  icon: AccountTreeIcon,
  options: { label: "Shop Categories" },
  recordRepresentation: "name",
};
