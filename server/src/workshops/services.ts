/** The workshops domain's part of the application's services (workshops and their joins), as `ctx.services` and the REST shims see it. */
import type { WorkshopService } from "./workshop.service.js";

declare module "../core/context.js" {
  interface Services {
    workshops: WorkshopService;
  }
}
