import LocalOfferIcon from "@mui/icons-material/LocalOfferOutlined";
import { DiscountCodeList } from "./DiscountCodeList";
import { DiscountCodeCreate } from "./DiscountCodeCreate";
import { DiscountCodeEdit } from "./DiscountCodeEdit";

export default {
  list: DiscountCodeList,
  create: DiscountCodeCreate,
  edit: DiscountCodeEdit,
  icon: LocalOfferIcon,
  options: { label: "Discount codes" },
  recordRepresentation: "code",
};
