/** The enquiries domain's part of the application's services (interest, the newsletter list and contact messages), as `ctx.services` and the REST shims see it. */
import type { ContactService } from "./contact.service.js";
import type { InterestService } from "./interest.service.js";
import type { NewsletterService } from "./newsletter.service.js";

declare module "../core/context.js" {
  interface Services {
    interest: InterestService;
    newsletter: NewsletterService;
    contact: ContactService;
  }
}
