/**
 * The gallery's part of the sitemap (issue 25): every group the storefront lists, at its page
 * (@shop/seo's `galleryPath`), with each of its photographs (the largest variant) for Google's image
 * extension. Read a batch at a time in id order (http/sitemap.ts writes it).
 */
import type { SitemapSource } from "../http/sitemap.js";
import { galleryPath } from "../http/seo.js";
import { urlOf } from "../media/media.service.js";
import type { GalleryService } from "./gallery.service.js";

export function gallerySitemap(gallery: GalleryService): SitemapSource {
  return {
    name: "gallery",
    count: () => gallery.countPublic(),
    lastModified: () => gallery.lastChange(),
    async entries(afterId, size, skip) {
      const groups = await gallery.batchAfter(afterId, size, skip);
      return groups.map((g) => ({
        id: g.id,
        path: galleryPath(g.id, g.title),
        lastmod: g.updatedAt,
        images: g.images.filter((i) => i.image.variantWidths.length).map((i) => urlOf(i.image)),
      }));
    },
  };
}
