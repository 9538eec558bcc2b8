/** REST shims of the gallery (spec storefront §7 and admin §7 "Gallery"): the old site's row shapes. */
import type { RequestHandler, Router } from "express";
import multer from "multer";
import type { Services } from "../core/services.js";
import { urlOf } from "../media/media.service.js";
import type { GalleryItem } from "./gallery-item.entity.js";

export function galleryRow(item: GalleryItem) {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    tittle_id: item.groupId,
    category_id: item.categoryId,
    category_name: item.category?.name ?? "",
    locations: item.locations.map((l) => l.name),
    location_ids: item.locations.map((l) => l.id),
    location_name: item.locations.map((l) => l.name).join(", "),
    images: item.images.map((i) => ({ id: i.id, image_url: urlOf(i.image), title: i.title, width: i.image.width, height: i.image.height })),
  };
}

const asList = (v: unknown): string[] => (v == null ? [] : Array.isArray(v) ? v.map(String) : String(v).split(","));

export function mountGalleryRest(r: Router, s: Services, admin: RequestHandler, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 20, fields: 50 } });

  r.get("/view-gallery", async (_req, res) => {
    res.json((await s.gallery.listPublic()).map(galleryRow));
  });
  r.get("/gallery", async (_req, res) => {
    res.json({ status: true, data: (await s.gallery.listPublic()).map(galleryRow) });
  });

  r.post("/add-gallery", admin, upload.array("images", 20), async (req, res) => {
    const b = req.body ?? {};
    const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ buffer: f.buffer, originalName: f.originalname }));
    const item = await s.gallery.createFromFiles(
      { title: b.title, description: b.description, categoryId: b.categoryId, locationIds: asList(b.locationIds ?? b["locationIds[]"]) },
      files,
    );
    res.status(201).json({ status: true, message: "Gallery item added successfully!", data: galleryRow(item) });
  });

  r.delete("/delete-gallery/:id", admin, async (req, res) => {
    await s.gallery.deleteImage(Number(req.params.id));
    res.json({ status: true, message: "Gallery item deleted successfully!" });
  });

  r.delete("/delete-gallery-group/:tittleId", admin, async (req, res) => {
    const deletedCount = await s.gallery.deleteGroup(String(req.params.tittleId));
    res.json({ status: true, message: `Gallery group deleted successfully! (${deletedCount} images removed)`, deletedCount });
  });
}
