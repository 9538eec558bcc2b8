/** The content domain's part of the application's services (the site's content (hero, author, business details, Instagram)), as `ctx.services` and the REST shims see it. */
import type { ContentService } from "./content.service.js";
import type { ShopFloor } from "../shop/services.js";

/** The content domain's own services. */
export interface ContentPart {
  content: ContentService;
}

/** What content' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type ContentFloor = ContentPart & ShopFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends ContentPart {}
}
