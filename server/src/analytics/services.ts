/** The analytics domain's part of the application's services (the dashboard's figures), as `ctx.services` and the REST shims see it. */
import type { AnalyticsService } from "./analytics.service.js";
import type { OrdersFloor } from "../orders/services.js";

/** The analytics domain's own services. */
export interface AnalyticsPart {
  analytics: AnalyticsService;
}

/** What analytics' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type AnalyticsFloor = AnalyticsPart & OrdersFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends AnalyticsPart {}
}
