/** REST shims of the shop (spec storefront §7 "Shop items", admin §7 "Portfolio"), in rupees as the old site spoke. */
import type { RequestHandler, Router } from "express";
import multer from "multer";
import type { Services } from "../core/services.js";
import { badInput } from "../http/errors.js";
import { urlOf } from "../media/media.service.js";
import type { PortfolioItem } from "./portfolio-item.entity.js";
import { paiseToRupees, rupeesToPaise, type PortfolioInput } from "./shop.service.js";

export function shopItemRow(item: PortfolioItem) {
  return {
    adId: item.id,
    title: item.title,
    description: item.description,
    imageUrl: urlOf(item.image),
    categoryName: item.category.name,
    categoryId: item.categoryId,
    frames: item.frames.map((f) => ({ frameId: f.id, frameSize: f.size, frameName: f.name, price: paiseToRupees(f.pricePaise) })),
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
    frameSizeId: String(p.frameSizeId ?? p.frameId ?? ""),
    pricePaise: rupeesToPaise(p.price) ?? -1,
  }));
}

export function mountShopRest(r: Router, s: Services, admin: RequestHandler, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });

  r.get("/getAdsWithFrames", async (req, res) => {
    // Every print, as the old site answered; a caller that wants pages asks with limit (and page, from 1).
    const categoryId = req.query.categoryId ? String(req.query.categoryId) : null;
    const limit = Number(req.query.limit);
    if (req.query.limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw badInput("limit must be a positive whole number");
    const pageNo = req.query.page === undefined ? 1 : Number(req.query.page);
    if (!(Number.isInteger(pageNo) && pageNo > 0)) throw badInput("page must be a whole number from 1");
    const items = req.query.limit === undefined ? await s.shop.allPublic(categoryId) : (await s.shop.page({ categoryId, offset: (pageNo - 1) * limit, limit })).items;
    res.json(items.map(shopItemRow));
  });

  r.get("/framemaster", admin, async (_req, res) => {
    res.json((await s.frameSizes.all()).map((f) => ({ id: f.id, frame_size: f.size, frame_name: f.name })));
  });
  r.get("/getcategorymaster", admin, async (_req, res) => {
    res.json((await s.shopCategories.all()).map((c) => ({ id: c.id, category_name: c.name })));
  });
  r.get("/getsubcategorymaster", admin, async (req, res) => {
    res.json((await s.shopSubcategories.ofCategory(Number(req.query.catid))).map((c) => ({ id: c.id, sub_category_name: c.name })));
  });

  r.get("/get-Portfolio-Items", admin, async (req, res) => {
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

  r.post("/add-ads", admin, upload.single("image"), async (req, res) => {
    await s.shop.saveFromUpload(null, fields(req.body ?? {}), file(req.file));
    res.status(201).json({ status: true, message: "Portfolio item added successfully" });
  });
  r.put("/update-ads/:id", admin, upload.single("image"), async (req, res) => {
    await s.shop.saveFromUpload(Number(req.params.id), fields(req.body ?? {}), file(req.file));
    res.json({ status: true, message: "Portfolio item updated successfully" });
  });
  r.patch("/delete-ads/:frameId", admin, async (req, res) => {
    await s.shop.removeFrame(Number(req.params.frameId));
    res.json({ status: true, message: "Frame deleted successfully" });
  });
}
