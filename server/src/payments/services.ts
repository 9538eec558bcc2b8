/** The payments domain's part of the application's services (the payment provider (Razorpay, or the simulated one)), as `ctx.services` and the REST shims see it. */
import type { PaymentProvider } from "./payment-provider.js";
import type { CampaignsFloor } from "../campaigns/services.js";

/** The payments domain's own services. */
export interface PaymentsPart {
  payments: PaymentProvider;
}

/** What payments' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type PaymentsFloor = PaymentsPart & CampaignsFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends PaymentsPart {}
}
