/** The services of the application, built once per process around one data source. */
import type { DataSource } from "typeorm";
import { AuthService } from "../auth/auth.service.js";
import type { AppConfig } from "../config/config.js";
import { InterestService } from "../enquiries/interest.service.js";
import { GalleryService } from "../gallery/gallery.service.js";
import { createMastersServices } from "../masters/masters.service.js";
import { MediaService } from "../media/media.service.js";

export function createServices(ds: DataSource, config: AppConfig) {
  const masters = createMastersServices(ds);
  const media = new MediaService(ds, config, config.maxUploadBytes);
  const gallery = new GalleryService(ds, media);
  return {
    auth: new AuthService(ds, config.jwtSecret),
    media,
    locations: masters.locations,
    galleryCategories: masters.galleryCategories,
    gallery,
    interest: new InterestService(ds, gallery),
  };
}

export type Services = ReturnType<typeof createServices>;
