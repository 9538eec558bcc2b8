/** The masters domain's part of the application's services (locations, categories, subcategories, frame sizes), as `ctx.services` and the REST shims see it. */
import type { MastersServices } from "./masters.service.js";
import type { FrameSizeService, ShopSubcategoryService } from "./shop-masters.service.js";

declare module "../core/context.js" {
  interface Services {
    locations: MastersServices["locations"];
    galleryCategories: MastersServices["galleryCategories"];
    shopCategories: MastersServices["shopCategories"];
    shopSubcategories: ShopSubcategoryService;
    frameSizes: FrameSizeService;
  }
}
