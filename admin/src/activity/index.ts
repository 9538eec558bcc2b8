import HistoryIcon from "@mui/icons-material/HistoryOutlined";
import { ActivityList } from "./ActivityList";

/** The audit log: a list only (no operation changes or deletes an entry). */
export default {
  list: ActivityList,
  icon: HistoryIcon,
  options: { label: "Activity" },
};
