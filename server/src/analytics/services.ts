/** The analytics domain's part of the application's services (the dashboard's figures), as `ctx.services` and the REST shims see it. */
import type { AnalyticsService } from "./analytics.service.js";

declare module "../core/context.js" {
  interface Services {
    analytics: AnalyticsService;
  }
}
