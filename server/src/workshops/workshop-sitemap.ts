/**
 * The workshops' part of the sitemap (issue 25): every workshop the storefront lists (coming and
 * past), at its page (@shop/seo's `workshopPath`). Read a batch at a time in id order.
 */
import type { SitemapSource } from "../http/sitemap.js";
import { workshopPath } from "../http/seo.js";
import type { WorkshopService } from "./workshop.service.js";

export function workshopsSitemap(workshops: WorkshopService): SitemapSource {
  return {
    name: "workshops",
    count: () => workshops.countPublic(),
    lastModified: () => workshops.lastChange(),
    async entries(afterId, size, skip) {
      const rows = await workshops.batchAfter(afterId, size, skip);
      return rows.map((w) => ({ id: w.id, path: workshopPath(w.id, w.title), lastmod: w.updatedAt }));
    },
  };
}
