/** The content domain's part of the application's services (the site's content (hero, author, business details, Instagram)), as `ctx.services` and the REST shims see it. */
import type { ContentService } from "./content.service.js";

declare module "../core/context.js" {
  interface Services {
    content: ContentService;
  }
}
