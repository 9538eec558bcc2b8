import CropIcon from "@mui/icons-material/CropOriginal";
import { FrameSizeList } from "./FrameSizeList";

export default {
  list: FrameSizeList,
  icon: CropIcon,
  options: { label: "Frame Sizes" },
  recordRepresentation: "label",
};
