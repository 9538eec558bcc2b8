import MailOutlineIcon from "@mui/icons-material/MailOutlined";
import { InterestList } from "./InterestList";

export default {
  list: InterestList,
  icon: MailOutlineIcon,
  options: { label: "Interest submissions" },
  recordRepresentation: "name",
};
