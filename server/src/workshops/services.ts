/** The workshops domain's part of the application's services (workshops and their joins), as `ctx.services` and the REST shims see it. */
import type { WorkshopService } from "./workshop.service.js";
import type { EnquiriesFloor } from "../enquiries/services.js";

/** The workshops domain's own services. */
export interface WorkshopsPart {
  workshops: WorkshopService;
}

/** What workshops' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type WorkshopsFloor = WorkshopsPart & EnquiriesFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends WorkshopsPart {}
}
