import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import { GalleryList } from "./GalleryList";
import { GalleryCreate } from "./GalleryCreate";
import { GalleryShow } from "./GalleryShow";

export default {
  list: GalleryList,
  create: GalleryCreate,
  show: GalleryShow,
  icon: PhotoLibraryIcon,
  options: { label: "Gallery" },
  recordRepresentation: "title",
};
