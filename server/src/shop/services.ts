/** The shop domain's part of the application's services (the shop's prints and cart pricing), as `ctx.services` and the REST shims see it. */
import type { ShopService } from "./shop.service.js";
import type { DiscountsFloor } from "../discounts/services.js";

/** The shop domain's own services. */
export interface ShopPart {
  shop: ShopService;
}

/** What shop' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type ShopFloor = ShopPart & DiscountsFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends ShopPart {}
}
