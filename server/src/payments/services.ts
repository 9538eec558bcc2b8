/** The payments domain's part of the application's services (the payment provider (Razorpay, or the simulated one)), as `ctx.services` and the REST shims see it. */
import type { PaymentProvider } from "./payment-provider.js";

declare module "../core/context.js" {
  interface Services {
    payments: PaymentProvider;
  }
}
