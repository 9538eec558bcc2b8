/** The blog domain's part of the application's services (the blog), as `ctx.services` and the REST shims see it. */
import type { BlogService } from "./blog.service.js";
import type { ContentFloor } from "../content/services.js";

/** The blog domain's own services. */
export interface BlogPart {
  blog: BlogService;
}

/** What blog' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type BlogFloor = BlogPart & ContentFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends BlogPart {}
}
