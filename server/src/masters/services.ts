/** The masters domain's part of the application's services (locations, categories, subcategories, frame sizes), as `ctx.services` and the REST shims see it. */
import type { MastersServices } from "./masters.service.js";
import type { FrameSizeService, ShopSubcategoryService } from "./shop-masters.service.js";
import type { MediaFloor } from "../media/services.js";

/** The masters domain's own services. */
export interface MastersPart {
  locations: MastersServices["locations"];
  galleryCategories: MastersServices["galleryCategories"];
  shopCategories: MastersServices["shopCategories"];
  shopSubcategories: ShopSubcategoryService;
  frameSizes: FrameSizeService;
}

/** What masters' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type MastersFloor = MastersPart & MediaFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends MastersPart {}
}
