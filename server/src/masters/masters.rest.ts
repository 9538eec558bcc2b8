/** REST shims of the master data (spec storefront §7 and admin §7 "Masters"). */
import { idOf } from "../core/ids.js";
import type { Router } from "express";
import { z } from "zod";
import { Done, envelope, required, route, text, whole } from "../http/api-route.js";
import type { GalleryCategory } from "./gallery-category.entity.js";
import type { Location } from "./location.entity.js";
import type { MastersFloor } from "./services.js";
import { EDITORS } from "../core/roles.js";

const locationRow = (l: Location) => ({ id: l.id, location: l.name });
const categoryRow = (c: GalleryCategory) => ({ id: c.id, category_name: c.name });

const LocationRow = z.object({ id: z.number().int(), location: z.string() });
const CategoryRow = z.object({ id: z.number().int(), category_name: z.string() });
const ById = z.object({ id: required(whole("The record's id.")) });

export function mountMastersRest(r: Router, s: MastersFloor) {
  const tags = ["Masters"];
  route(r, "get", "/locations", { summary: "Locations, A to Z", tags, response: envelope(z.array(LocationRow)) }, async (_req, res) => {
    res.json({ status: true, data: (await s.locations.all()).map(locationRow) });
  });
  route(r, "get", "/view-location", { summary: "Locations, A to Z (bare list)", tags, response: z.array(LocationRow) }, async (_req, res) => {
    res.json((await s.locations.all()).map(locationRow));
  });
  route(r, "get", "/gallery-categories", { summary: "Gallery categories, A to Z", tags, response: envelope(z.array(CategoryRow)) }, async (_req, res) => {
    res.json({ status: true, data: (await s.galleryCategories.all()).map(categoryRow) });
  });
  route(r, "get", "/view-gallerycat", { summary: "Gallery categories, A to Z (bare list)", tags, response: z.array(CategoryRow) }, async (_req, res) => {
    res.json((await s.galleryCategories.all()).map(categoryRow));
  });

  route(
    r,
    "post",
    "/add-location",
    {
      summary: "Add a location",
      tags,
      access: ["catalogue:write", ...EDITORS],
      body: z.object({ location: required(text("Its name (unique, any letter case).")) }),
      status: 201,
      response: Done.extend({ data: LocationRow }),
      errors: [400, 409],
    },
    async (req, res) => {
      const location = await s.locations.create(req.body?.location);
      res.status(201).json({ status: true, message: "Location added successfully", data: locationRow(location) });
    },
  );
  route(
    r,
    "put",
    "/delete-location/:id",
    { summary: "Delete a location", tags, access: ["catalogue:write", ...EDITORS], params: ById, response: Done, errors: [404, 409] },
    async (req, res) => {
      await s.locations.remove(idOf(req.params.id));
      res.json({ status: true, message: "Location deleted successfully" });
    },
  );
  route(
    r,
    "post",
    "/add-gallerycat",
    {
      summary: "Add a gallery category",
      tags,
      access: ["catalogue:write", ...EDITORS],
      body: z.object({ categoryName: required(text("Its name (unique).")), category_name: text("The same, as the old client sends it.") }),
      status: 201,
      response: Done.extend({ data: CategoryRow }),
      errors: [400, 409],
    },
    async (req, res) => {
      const category = await s.galleryCategories.create(req.body?.categoryName ?? req.body?.category_name);
      res.status(201).json({ status: true, message: "Category added successfully", data: categoryRow(category) });
    },
  );
  route(
    r,
    "put",
    "/delete-gallerycat/:id",
    { summary: "Delete a gallery category", tags, access: ["catalogue:write", ...EDITORS], params: ById, response: Done, errors: [404, 409] },
    async (req, res) => {
      await s.galleryCategories.remove(idOf(req.params.id));
      res.json({ status: true, message: "Category deleted successfully" });
    },
  );
}
