/** REST shims of the master data (spec storefront §7 and admin §7 "Masters"). */
import type { RequestHandler, Router } from "express";
import type { Services } from "../core/services.js";
import type { GalleryCategory } from "./gallery-category.entity.js";
import type { Location } from "./location.entity.js";

const locationRow = (l: Location) => ({ id: l.id, location: l.name });
const categoryRow = (c: GalleryCategory) => ({ id: c.id, category_name: c.name });

export function mountMastersRest(r: Router, s: Services, admin: RequestHandler) {
  r.get("/locations", async (_req, res) => {
    res.json({ status: true, data: (await s.locations.all()).map(locationRow) });
  });
  r.get("/view-location", async (_req, res) => {
    res.json((await s.locations.all()).map(locationRow));
  });
  r.get("/gallery-categories", async (_req, res) => {
    res.json({ status: true, data: (await s.galleryCategories.all()).map(categoryRow) });
  });
  r.get("/view-gallerycat", async (_req, res) => {
    res.json((await s.galleryCategories.all()).map(categoryRow));
  });

  r.post("/add-location", admin, async (req, res) => {
    const location = await s.locations.create(req.body?.location);
    res.status(201).json({ status: true, message: "Location added successfully", data: locationRow(location) });
  });
  r.put("/delete-location/:id", admin, async (req, res) => {
    await s.locations.remove(Number(req.params.id));
    res.json({ status: true, message: "Location deleted successfully" });
  });
  r.post("/add-gallerycat", admin, async (req, res) => {
    const category = await s.galleryCategories.create(req.body?.categoryName ?? req.body?.category_name);
    res.status(201).json({ status: true, message: "Category added successfully", data: categoryRow(category) });
  });
  r.put("/delete-gallerycat/:id", admin, async (req, res) => {
    await s.galleryCategories.remove(Number(req.params.id));
    res.json({ status: true, message: "Category deleted successfully" });
  });
}
