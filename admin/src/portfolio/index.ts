import FilterFramesIcon from "@mui/icons-material/FilterFrames";
import { PortfolioList } from "./PortfolioList";
import { PortfolioCreate } from "./PortfolioCreate";
import { PortfolioEdit } from "./PortfolioEdit";

export default {
  list: PortfolioList,
  create: PortfolioCreate,
  edit: PortfolioEdit,
  icon: FilterFramesIcon,
  options: { label: "Portfolio" },
  recordRepresentation: "title",
};
