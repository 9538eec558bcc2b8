/** The discounts domain's part of the application's services (discount codes and timed sales), as `ctx.services` sees it. */
import type { DiscountCodeService } from "./discount-code.service.js";
import type { SaleService } from "./sale.service.js";

declare module "../core/context.js" {
  interface Services {
    discountCodes: DiscountCodeService;
    sales: SaleService;
  }
}
