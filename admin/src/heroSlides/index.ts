import ViewCarouselIcon from "@mui/icons-material/ViewCarouselOutlined";
import { HeroSlideList } from "./HeroSlideList";
import { HeroSlideCreate } from "./HeroSlideCreate";

export default {
  list: HeroSlideList,
  create: HeroSlideCreate,
  icon: ViewCarouselIcon,
  options: { label: "Hero" },
  recordRepresentation: "title",
};
