/** The discounts domain's part of the application's services (discount codes), as `ctx.services` sees it. */
import type { DiscountCodeService } from "./discount-code.service.js";

declare module "../core/context.js" {
  interface Services {
    discountCodes: DiscountCodeService;
  }
}
