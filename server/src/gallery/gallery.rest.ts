/** REST shims of the gallery (spec storefront §7 and admin §7 "Gallery"): the old site's row shapes. */
import { textOf } from "../core/text.js";
import { multipart } from "../http/multipart.js";
import { idOf } from "../core/ids.js";
import type { Router } from "express";
import multer from "multer";
import { z } from "zod";
import { Done, envelope, list, required, route, text, whole } from "../http/api-route.js";
import { urlOf } from "../media/media.service.js";
import type { GalleryItem } from "./gallery-item.entity.js";
import type { GalleryFloor } from "./services.js";
import { EDITORS } from "../core/roles.js";

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

const GalleryRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  tittle_id: z.string().describe("The group's id: the images uploaded together."),
  category_id: z.number().int(),
  category_name: z.string(),
  locations: z.array(z.string()),
  location_ids: z.array(z.number().int()),
  location_name: z.string(),
  images: z.array(z.object({ id: z.number().int(), image_url: z.string(), title: z.string(), width: z.number().int(), height: z.number().int() })),
});

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(textOf) : textOf(v).split(","));

export function mountGalleryRest(r: Router, s: GalleryFloor, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 20, fields: 50 } });

  const tags = ["Gallery"];
  route(r, "get", "/view-gallery", { summary: "The gallery, newest first (bare list)", tags, response: z.array(GalleryRow) }, async (_req, res) => {
    res.json((await s.gallery.listPublic()).map(galleryRow));
  });
  route(r, "get", "/gallery", { summary: "The gallery, newest first", tags, response: envelope(z.array(GalleryRow)) }, async (_req, res) => {
    res.json({ status: true, data: (await s.gallery.listPublic()).map(galleryRow) });
  });

  const addSpec = {
    summary: "Add a gallery group: up to 20 images with one title, category and locations",
    tags,
    access: ["catalogue:write", ...EDITORS] as const,
    body: z.object({
      title: required(text("Title of the group.")),
      description: text("Description."),
      categoryId: required(whole("Gallery category.")),
      locationIds: list("Locations: a list, comma-separated ids, or the field repeated."),
      "locationIds[]": list("The same, as a form array."),
    }),
    encodings: ["multipart" as const],
    files: { images: "JPEG, PNG or WebP images (repeat the field, up to 20)." },
    status: 201,
    response: Done.extend({ data: GalleryRow }),
    errors: [400, 413],
  };
  route(r, "post", "/add-gallery", addSpec, multipart(upload.array("images", 20)), async (req, res) => {
    const b = req.body ?? {};
    const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ buffer: f.buffer, originalName: f.originalname }));
    const item = await s.gallery.createFromFiles(
      { title: b.title, description: b.description, categoryId: b.categoryId, locationIds: asList(b.locationIds ?? b["locationIds[]"]) },
      files,
    );
    res.status(201).json({ status: true, message: "Gallery item added successfully!", data: galleryRow(item) });
  });

  route(
    r,
    "delete",
    "/delete-gallery/:id",
    {
      summary: "Delete one image of the gallery",
      tags,
      access: ["catalogue:write", ...EDITORS],
      params: z.object({ id: required(whole("The image's id.")) }),
      response: Done,
      errors: [404],
    },
    async (req, res) => {
      await s.gallery.deleteImage(idOf(req.params.id));
      res.json({ status: true, message: "Gallery item deleted successfully!" });
    },
  );

  route(
    r,
    "delete",
    "/delete-gallery-group/:tittleId",
    {
      summary: "Delete a whole gallery group",
      tags,
      access: ["catalogue:write", ...EDITORS],
      params: z.object({ tittleId: required(text("The group's id (tittle_id).")) }),
      response: Done.extend({ deletedCount: z.number().int() }),
      errors: [404],
    },
    async (req, res) => {
      const deletedCount = await s.gallery.deleteGroup(String(req.params.tittleId));
      res.json({ status: true, message: `Gallery group deleted successfully! (${deletedCount} images removed)`, deletedCount });
    },
  );
}
