/** The enquiries domain's part of the application's services (interest, the newsletter list and contact messages), as `ctx.services` and the REST shims see it. */
import type { ContactService } from "./contact.service.js";
import type { InterestService } from "./interest.service.js";
import type { NewsletterService } from "./newsletter.service.js";
import type { BlogFloor } from "../blog/services.js";

/** The enquiries domain's own services. */
export interface EnquiriesPart {
  interest: InterestService;
  newsletter: NewsletterService;
  contact: ContactService;
}

/** What enquiries' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type EnquiriesFloor = EnquiriesPart & BlogFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends EnquiriesPart {}
}
