/** The media domain's part of the application's services (the image pipeline), as `ctx.services` and the REST shims see it. */
import type { MediaService } from "./media.service.js";
import type { ReencodeWorker } from "./reencode-worker.js";

declare module "../core/context.js" {
  interface Services {
    media: MediaService;
    /** Re-encodes the images when the rights change, and removes their old variants later. */
    reencodeWorker: ReencodeWorker;
  }
}
