/** The mail domain's part of the application's services (the mail outbox and its worker), as `ctx.services` and the REST shims see it. */
import type { MailWorker } from "./mail-worker.js";
import type { MailService } from "./mail.service.js";

declare module "../core/context.js" {
  interface Services {
    mail: MailService;
    mailWorker: MailWorker;
  }
}
