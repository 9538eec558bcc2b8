/** The audit domain's part of the application's services (issue 47), as `ctx.services` sees it. */
import type { AuditService } from "./audit.service.js";

/** The audit domain's own services. */
export interface AuditPart {
  /** The audit log: recorded by every domain's writes, read by the owner and managers. */
  audit: AuditService;
}

/** What audit's resolvers may reach: its own services (the lowest domain: nothing below it). */
export type AuditFloor = AuditPart;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends AuditPart {}
}
