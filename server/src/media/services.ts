/** The media domain's part of the application's services (the image pipeline), as `ctx.services` and the REST shims see it. */
import type { MediaService } from "./media.service.js";
import type { ReencodeWorker } from "./reencode-worker.js";
import type { MailFloor } from "../mail/services.js";

/** The media domain's own services. */
export interface MediaPart {
  media: MediaService;
  /** Re-encodes the images when the rights change, and removes their old variants later. */
  reencodeWorker: ReencodeWorker;
}

/** What media' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type MediaFloor = MediaPart & MailFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends MediaPart {}
}
