/** The shop domain's part of the application's services (the shop's prints and cart pricing), as `ctx.services` and the REST shims see it. */
import type { ShopService } from "./shop.service.js";

declare module "../core/context.js" {
  interface Services {
    shop: ShopService;
  }
}
