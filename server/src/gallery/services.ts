/** The gallery domain's part of the application's services (the gallery), as `ctx.services` and the REST shims see it. */
import type { GalleryService } from "./gallery.service.js";
import type { MastersFloor } from "../masters/services.js";

/** The gallery domain's own services. */
export interface GalleryPart {
  gallery: GalleryService;
}

/** What gallery' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type GalleryFloor = GalleryPart & MastersFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends GalleryPart {}
}
