import PlaceIcon from "@mui/icons-material/Place";
import { LocationList } from "./LocationList";

export default {
  list: LocationList,
  icon: PlaceIcon,
  options: { label: "Locations" },
  recordRepresentation: "name",
};
