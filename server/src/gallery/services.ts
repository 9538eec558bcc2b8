/** The gallery domain's part of the application's services (the gallery), as `ctx.services` and the REST shims see it. */
import type { GalleryService } from "./gallery.service.js";

declare module "../core/context.js" {
  interface Services {
    gallery: GalleryService;
  }
}
