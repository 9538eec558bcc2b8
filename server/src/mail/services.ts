/** The mail domain's part of the application's services (the mail outbox and its worker), as `ctx.services` and the REST shims see it. */
import type { MailWorker } from "./mail-worker.js";
import type { MailService } from "./mail.service.js";
import type { AuthFloor } from "../auth/services.js";

/** The mail domain's own services. */
export interface MailPart {
  mail: MailService;
  mailWorker: MailWorker;
}

/** What mail' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type MailFloor = MailPart & AuthFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends MailPart {}
}
