/** The blog domain's part of the application's services (the blog), as `ctx.services` and the REST shims see it. */
import type { BlogService } from "./blog.service.js";

declare module "../core/context.js" {
  interface Services {
    blog: BlogService;
  }
}
