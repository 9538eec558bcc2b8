/** The discounts domain's part of the application's services (discount codes and timed sales), as `ctx.services` sees it. */
import type { DiscountCodeService } from "./discount-code.service.js";
import type { SaleService } from "./sale.service.js";
import type { GalleryFloor } from "../gallery/services.js";

/** The discounts domain's own services. */
export interface DiscountsPart {
  discountCodes: DiscountCodeService;
  sales: SaleService;
}

/** What discounts' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type DiscountsFloor = DiscountsPart & GalleryFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends DiscountsPart {}
}
