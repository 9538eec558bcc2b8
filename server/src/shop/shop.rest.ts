/** REST shims of the shop (spec storefront §7 "Shop items", admin §7 "Portfolio"), in rupees as the old site spoke. */
import { textOf } from "../core/text.js";
import { multipart } from "../http/multipart.js";
import { idOf } from "../core/ids.js";
import type { Router } from "express";
import multer from "multer";
import { z } from "zod";
import { Done, required, route, text, whole } from "../http/api-route.js";
import { badInput } from "../core/errors.js";
import { urlOf } from "../media/media.service.js";
import { editionOf, type PortfolioItem } from "./portfolio-item.entity.js";
import { paiseToRupees, rupeesToPaise, type PortfolioInput } from "./shop.service.js";
import type { ShopFloor } from "./services.js";
import { ALL_STAFF, EDITORS } from "../core/roles.js";

export function shopItemRow(item: PortfolioItem) {
  return {
    adId: item.id,
    title: item.title,
    description: item.description,
    imageUrl: urlOf(item.image),
    categoryName: item.category.name,
    categoryId: item.categoryId,
    frames: item.frames.map((f) => ({ frameId: f.id, frameSize: f.size, frameName: f.name, price: paiseToRupees(f.pricePaise) })),
    // Issue 45: the limited edition's size and the prints left of it (0 when sold out or closed); null for an open edition.
    edition_size: item.editionSize ?? null,
    edition_remaining: editionOf(item)?.remaining ?? null,
  };
}

/** The old form's framePrices: a JSON list of { frameId (a frame size), price (rupees) }. */
function framePricesFrom(raw: unknown): PortfolioInput["framePrices"] {
  if (raw == null || raw === "") return undefined;
  let list: unknown = raw;
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      throw badInput("framePrices must be a JSON list of { frameId, price }");
    }
  }
  if (!Array.isArray(list)) throw badInput("framePrices must be a JSON list of { frameId, price }");
  return list.map((p: { frameId?: unknown; frameSizeId?: unknown; price?: unknown }) => ({
    frameSizeId: textOf(p.frameSizeId ?? p.frameId),
    pricePaise: rupeesToPaise(p.price) ?? -1,
  }));
}

const ShopItemRow = z.object({
  adId: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  categoryName: z.string(),
  categoryId: z.number().int(),
  frames: z.array(z.object({ frameId: z.number().int(), frameSize: z.string(), frameName: z.string(), price: z.number().describe("Rupees.") })),
  edition_size: z.number().int().nullable().describe("The limited edition's size (1–500), across all frame sizes; null for an open edition."),
  edition_remaining: z
    .number()
    .int()
    .nullable()
    .describe("Prints of the limited edition that can still be bought (0 when sold out or closed); null for an open edition."),
});
const PortfolioRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  categoryName: z.string(),
  categoryId: z.number().int(),
  frameSize: z.string(),
  frameName: z.string(),
  framePrice: z.number().describe("Rupees."),
  frameId: z.number().int(),
});
const PortfolioForm = z.object({
  title: required(text("Title.")),
  description: text("Description."),
  categoryId: required(whole("Shop category.")),
  subcategoryId: whole("Shop subcategory (of that category)."),
  framePrices: required(
    z
      .union([
        z.string(),
        z.array(
          z.object({ frameId: whole("A frame size's id."), frameSizeId: whole("The same."), price: z.union([z.number(), z.string()]).describe("Rupees.") }),
        ),
      ])
      .nullish()
      .describe("The frames it is sold in: a JSON list (or its text) of { frameId: a frame size's id, price: rupees }."),
  ),
});
const ById = (name: string, description: string) => z.object({ [name]: required(whole(description)) });

export function mountShopRest(r: Router, s: ShopFloor, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
  const tags = ["Shop"];

  const shopItems = {
    summary: "Every print for sale with its frames and prices (in rupees)",
    tags,
    query: z.object({
      categoryId: whole("Only this shop category."),
      limit: text("Prints per page, a positive whole number (without it, every print)."),
      page: text("Page, from 1 (with limit)."),
    }),
    response: z.array(ShopItemRow),
    errors: [400],
  };
  route(r, "get", "/getAdsWithFrames", shopItems, async (req, res) => {
    // Every print, as the old site answered; a caller that wants pages asks with limit (and page, from 1).
    const categoryId = req.query.categoryId ? String(req.query.categoryId) : null;
    const limit = Number(req.query.limit);
    if (req.query.limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw badInput("limit must be a positive whole number");
    const pageNo = req.query.page === undefined ? 1 : Number(req.query.page);
    if (!(Number.isInteger(pageNo) && pageNo > 0)) throw badInput("page must be a whole number from 1");
    const items =
      req.query.limit === undefined ? await s.shop.allPublic(categoryId) : (await s.shop.page({ categoryId, offset: (pageNo - 1) * limit, limit })).items;
    res.json(items.map(shopItemRow));
  });

  const frames = {
    summary: "Frame sizes",
    tags,
    access: ["catalogue:read", ...ALL_STAFF] as const,
    response: z.array(z.object({ id: z.number().int(), frame_size: z.string(), frame_name: z.string() })),
  };
  route(r, "get", "/framemaster", frames, async (_req, res) => {
    res.json((await s.frameSizes.all()).map((f) => ({ id: f.id, frame_size: f.size, frame_name: f.name })));
  });
  const categories = {
    summary: "Shop categories",
    tags,
    access: ["catalogue:read", ...ALL_STAFF] as const,
    response: z.array(z.object({ id: z.number().int(), category_name: z.string() })),
  };
  route(r, "get", "/getcategorymaster", categories, async (_req, res) => {
    res.json((await s.shopCategories.all()).map((c) => ({ id: c.id, category_name: c.name })));
  });
  const subcategories = {
    summary: "The subcategories of a shop category",
    tags,
    access: ["catalogue:read", ...ALL_STAFF] as const,
    query: z.object({ catid: required(whole("The category's id.")) }),
    response: z.array(z.object({ id: z.number().int(), sub_category_name: z.string() })),
  };
  route(r, "get", "/getsubcategorymaster", subcategories, async (req, res) => {
    res.json((await s.shopSubcategories.ofCategory(idOf(req.query.catid))).map((c) => ({ id: c.id, sub_category_name: c.name })));
  });

  const portfolio = {
    summary: "Prints for sale, a row per frame",
    tags,
    access: ["catalogue:read", ...ALL_STAFF] as const,
    query: z.object({ limit: whole("Rows per page (default 25)."), page: whole("Page, from 0.") }),
    response: z.array(PortfolioRow),
    errors: [400],
  };
  route(r, "get", "/get-Portfolio-Items", portfolio, async (req, res) => {
    const rows = await s.shop.frameRows(Number(req.query.limit ?? 25), Number(req.query.page ?? 0));
    res.json(
      rows.map(({ item, frame }) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        imageUrl: urlOf(item.image),
        categoryName: item.category.name,
        categoryId: item.categoryId,
        frameSize: frame.frameSize.size,
        frameName: frame.frameSize.name,
        framePrice: paiseToRupees(frame.pricePaise),
        frameId: frame.id,
      })),
    );
  });

  const fields = (b: Record<string, unknown>): PortfolioInput => ({
    title: b.title as string,
    description: b.description as string,
    categoryId: b.categoryId as string,
    subcategoryId: b.subcategoryId as string,
    framePrices: framePricesFrom(b.framePrices),
  });
  const file = (f: Express.Multer.File | undefined) => (f ? { buffer: f.buffer, originalName: f.originalname } : undefined);

  const form = {
    tags,
    access: ["catalogue:write", ...EDITORS] as const,
    body: PortfolioForm,
    encodings: ["multipart" as const, "json" as const],
    files: { image: "The photograph: JPEG, PNG or WebP." },
    response: Done,
  };
  route(
    r,
    "post",
    "/add-ads",
    { ...form, summary: "Add a print for sale with its frames and prices", status: 201, errors: [400, 404, 413] },
    multipart(upload.single("image")),
    async (req, res) => {
      await s.shop.saveFromUpload(null, fields(req.body ?? {}), file(req.file));
      res.status(201).json({ status: true, message: "Portfolio item added successfully" });
    },
  );
  const update = {
    ...form,
    summary: "Change a print: its fields, frames and prices, and the photograph when one is sent",
    params: ById("id", "The print's id."),
    errors: [400, 404, 413],
  };
  route(r, "put", "/update-ads/:id", update, multipart(upload.single("image")), async (req, res) => {
    await s.shop.saveFromUpload(idOf(req.params.id), fields(req.body ?? {}), file(req.file));
    res.json({ status: true, message: "Portfolio item updated successfully" });
  });
  const removeFrame = {
    summary: "Stop selling a print in one frame (the admin table passes the frame's id)",
    tags,
    access: ["catalogue:write", ...EDITORS] as const,
    params: ById("frameId", "The frame's id."),
    response: Done,
    errors: [404, 409],
  };
  route(r, "patch", "/delete-ads/:frameId", removeFrame, async (req, res) => {
    await s.shop.removeFrame(idOf(req.params.frameId));
    res.json({ status: true, message: "Frame deleted successfully" });
  });
}
