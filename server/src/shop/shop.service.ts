/**
 * The catalogue of framed prints: each print is one photograph with a price per frame size, in
 * paise. Visitors page through it; the owner adds, edits and removes prints and single frames.
 * Checkout prices its lines here, so what a cart costs always comes from the catalogue.
 */
import { idOf, NO_ROW } from "../core/ids.js";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.js";
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from "typeorm";
import { applyList, pageOfIds, type ListParams, type ListShape } from "../core/list.js";
import { AppError, badInput, conflict, notFound } from "../core/errors.js";
import { searchWordsField } from "../core/search-words.js";
import { tamilField } from "../core/tamil.js";
import { lockingReads } from "../db/locking-reads.js";
import { FrameSize } from "../masters/frame-size.entity.js";
import { ShopSubcategory } from "../masters/shop-category.entity.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import { urlOf, type MediaService, type UploadedFile } from "../media/media.service.js";
import { editionOf, FramePrice, PortfolioItem } from "./portfolio-item.entity.js";
import { SALES_MEMO_MS, type SaleService } from "../discounts/sale.service.js";
import { salePricePaise, saleFor, type SaleTerms } from "../discounts/sale-rules.js";
import type { DiscountCode } from "../discounts/discount-code.entity.js";
import type { DiscountCodeService } from "../discounts/discount-code.service.js";

export const PORTFOLIO_REQUIRED = "Please fill all fields and set price for each selected frame size";
export const MAX_PRICE_PAISE = 100_000_000; // ₹10,00,000.00
export const MAX_PAGE = 48;

export interface FramePriceInput {
  frameSizeId: string | number;
  pricePaise: number;
}

export interface PortfolioInput {
  title?: string | null;
  description?: string | null;
  /** In Tamil (issue 30): undefined keeps, null or blank clears. */
  titleTa?: string | null;
  descriptionTa?: string | null;
  categoryId?: string | number | null;
  subcategoryId?: string | number | null;
  imageId?: string | number | null;
  framePrices?: readonly FramePriceInput[] | null;
  /** Issue 45: a limited edition's size (1–500), its artist's proofs (0–5), closed early; undefined or null keeps (on create: an open edition). */
  editionSize?: number | null;
  artistProofs?: number | null;
  editionClosed?: boolean | null;
  /** The paper it is printed on, named on its certificates: undefined keeps, null or blank clears. */
  paper?: string | null;
  /** Issue 46: words search finds it by (core/search-words.ts): undefined keeps, null clears. */
  searchKeywords?: readonly string[] | null;
}

export interface CartLine {
  portfolioItemId: string | number;
  frameId: string | number;
  quantity: number;
}

export interface PricedLine {
  portfolioItemId: number;
  framePriceId: number;
  title: string;
  /** Its Tamil title, if it has one (kept with the order's line for a Tamil order's mails). */
  titleTa: string | null;
  /** The print's shop category, kept with the line for sales reports. */
  categoryName: string;
  /** And its id, so the reports follow the category when it is renamed. */
  categoryId: number;
  frameSize: string;
  frameName: string;
  imageUrl: string;
  /** The price of one as charged: the sale price while a sale runs, else the list price. */
  unitPricePaise: number;
  /** The list price of one when a sale priced the line (shown struck through); null: no sale. */
  listUnitPricePaise: number | null;
  /** Priced by a running sale (a code applies only if it combines with sales). */
  onSale: boolean;
  quantity: number;
  amountPaise: number;
  /** Issue 45: the print is a limited edition: the order reserves the line's prints when it is sealed. */
  edition: boolean;
}

export { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.js";

/** A cart priced, with the code's discount when one was given: what the cart shows and the checkout charges. */
export interface PricedCart {
  /** The lines, each with its share of the discount (0 when none). */
  lines: (PricedLine & { discountPaise: number })[];
  /** The lines' sum before the discount. */
  subtotalPaise: number;
  discountPaise: number;
  /** What is paid: the subtotal less the discount. */
  totalPaise: number;
  /** The code applied, or null. */
  code: DiscountCode | null;
}

/** Today's price of one cart line, or that its print or frame size is gone. */
export interface LineQuote {
  portfolioItemId: string;
  frameId: string;
  available: boolean;
  /** As charged: the sale price while a sale runs. */
  unitPricePaise: number | null;
  /** The list price when a sale runs for it (null: no sale). */
  listUnitPricePaise: number | null;
  /** The sale that priced it, when one runs (its start and end, for the Merchant feed). */
  sale: SaleTerms | null;
  title: string | null;
  frameSize: string | null;
  frameName: string | null;
  /** Issue 45: the prints of its limited edition that can still be bought (0: sold out or closed); null for an open edition or when unavailable. */
  editionRemaining: number | null;
}

const shape: ListShape<PortfolioItem> = {
  alias: "p",
  sortable: { id: "p.id", title: "p.title", createdAt: "p.createdAt", categoryId: "p.categoryId" },
  defaultSort: "createdAt",
  search: ["p.title", "p.description"],
  where: (qb, f) => {
    if (f.categoryId) qb.andWhere("p.categoryId = :fCat", { fCat: idOf(f.categoryId) });
  },
};

/** Converts a rupee amount as typed ("1499", "1499.5", 1499.50) to paise; null when it is not one. */
export function rupeesToPaise(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ""] = text.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** The most frames remembered between checkouts (a shop's whole catalogue, usually); past it, the memo starts afresh. */
const FRAME_MEMO_MAX = 5000;

export const paiseToRupees = (paise: number) => Math.round(paise) / 100;

export const EDITION_MAX_SIZE = 500;
export const EDITION_MAX_PROOFS = 5;

/** A print's edition fields from the form, checked; `current` supplies what is kept (null: a new print). */
function editionFields(input: PortfolioInput, current: PortfolioItem | null): Pick<PortfolioItem, "editionSize" | "artistProofs" | "editionClosed"> {
  const size = input.editionSize ?? current?.editionSize ?? null;
  if (size !== null && (!Number.isInteger(size) || size < 1 || size > EDITION_MAX_SIZE))
    throw badInput(`An edition's size must be between 1 and ${EDITION_MAX_SIZE}`, { field: "editionSize" });
  const proofs = input.artistProofs ?? current?.artistProofs ?? 0;
  if (!Number.isInteger(proofs) || proofs < 0 || proofs > EDITION_MAX_PROOFS)
    throw badInput(`Artist's proofs must be between 0 and ${EDITION_MAX_PROOFS}`, { field: "artistProofs" });
  if (size === null && proofs > 0) throw badInput("Artist's proofs belong to a limited edition: set its size first", { field: "artistProofs" });
  const closed = input.editionClosed ?? current?.editionClosed ?? false;
  if (closed && size === null) throw badInput("Only a limited edition can be closed", { field: "editionClosed" });
  return { editionSize: size, artistProofs: proofs, editionClosed: closed };
}

export const PAPER_MAX = 80;

/**
 * The paper a print is printed on ('Hahnemühle Photo Rag 308 gsm'), as a change sets it: undefined
 * keeps `current`, null or blank clears it (the certificate then leaves the line out), else trimmed.
 */
function paperField(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  const v = (value ?? "").trim();
  if (!v) return null;
  if (v.length > PAPER_MAX) throw badInput(`The paper must be at most ${PAPER_MAX} characters`, { field: "paper" });
  return v;
}

/** The buyer's message when a cart asks for more prints of an edition than are left (issue 45). */
export function editionRefusal(remaining: number): string {
  if (remaining <= 0) return "This edition is sold out";
  return remaining === 1 ? "Only 1 print of this edition is left" : `Only ${remaining} prints of this edition are left`;
}

export class ShopService {
  /**
   * The highest number a standing certificate of the print's edition holds (0: none), read in the
   * caller's transaction. The orders domain keeps the certificates and sets this (app/services.ts).
   */
  highestEditionNumber?: (em: EntityManager, portfolioItemId: number) => Promise<number>;

  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly discounts: DiscountCodeService,
    private readonly sales: SaleService,
  ) {}

  /** A page of the shop for visitors, newest first; only prints with at least one frame. */
  async page(opts: { categoryId?: string | number | null; offset?: number | null; limit?: number | null }) {
    const offset = Math.max(0, opts.offset ?? 0);
    const limit = Math.min(Math.max(1, opts.limit ?? 12), MAX_PAGE);
    const ids = this.publicIds(opts.categoryId);
    const { ids: pageIds, total } = await pageOfIds(ids.orderBy("p.createdAt", "DESC").addOrderBy("p.id", "DESC"), "p", offset, limit);
    const items = await this.load(pageIds);
    return { items, total, hasMore: offset + items.length < total };
  }

  /** Every print with a frame, newest first (the old site's `getAdsWithFrames`): two statements whatever the count. */
  async allPublic(categoryId?: string | number | null): Promise<PortfolioItem[]> {
    const ids = this.publicIds(categoryId);
    const rows = await ids.orderBy("p.createdAt", "DESC").addOrderBy("p.id", "DESC").getMany();
    return this.load(rows.map((p) => p.id));
  }

  /**
   * Prints for sale (the shop's own filter: at least one frame), in id order, `size` after `afterId`
   * once `skip` are skipped, with their image, category and frames: the sitemap's and the feeds'
   * batches, two statements each whatever the catalogue's size.
   */
  async forSaleAfter(afterId: number, size: number, skip = 0): Promise<PortfolioItem[]> {
    const rows = await this.publicIds()
      .andWhere("p.id > :after", { after: afterId })
      .orderBy("p.id", "ASC")
      .offset(Math.max(0, skip))
      .limit(Math.min(Math.max(1, size), 1000))
      .getMany();
    return this.load(rows.map((p) => p.id));
  }

  /**
   * The same prints as `forSaleAfter`, with only what a sitemap names (id, title, last change, the
   * photograph's hash and widths): one statement a batch and light rows, for 50 000 at a time.
   */
  forSaleOutlines(afterId: number, size: number, skip = 0): Promise<PortfolioItem[]> {
    return this.publicIds()
      .innerJoin("p.image", "img")
      .addSelect(["p.title", "p.updatedAt", "img.id", "img.hash", "img.variantWidths"])
      .andWhere("p.id > :after", { after: afterId })
      .orderBy("p.id", "ASC")
      .offset(Math.max(0, skip))
      .limit(Math.min(Math.max(1, size), 1000))
      .getMany();
  }

  /** When a print for sale last changed (the newest `updatedAt`), or null when none is. */
  async lastChangeForSale(): Promise<Date | null> {
    const row = await this.publicIds().addSelect("p.updatedAt").orderBy("p.updatedAt", "DESC").addOrderBy("p.id", "DESC").limit(1).getOne();
    return row?.updatedAt ?? null;
  }

  /** How many prints are for sale. */
  countForSale(): Promise<number> {
    return this.publicIds().getCount();
  }

  private publicIds(categoryId?: string | number | null) {
    const ids = this.ds
      .getRepository(PortfolioItem)
      .createQueryBuilder("p")
      .select("p.id")
      .where("EXISTS (SELECT 1 FROM frame_prices fp WHERE fp.itemId = p.id)");
    if (categoryId) ids.andWhere("p.categoryId = :c", { c: idOf(categoryId) });
    return ids;
  }

  async list(params: ListParams<object>): Promise<PortfolioItem[]> {
    const page = await applyList(
      this.ds.getRepository(PortfolioItem).createQueryBuilder("p").select("p.id"),
      shape,
      { sortOrder: "DESC", ...params },
      true,
    ).getMany();
    return this.load(page.map((p) => p.id));
  }

  count(params: ListParams<object>): Promise<number> {
    return applyList(this.ds.getRepository(PortfolioItem).createQueryBuilder("p"), shape, params, false).getCount();
  }

  async get(id: number, em: EntityManager = this.ds.manager): Promise<PortfolioItem | null> {
    return (await this.load([id], em))[0] ?? null;
  }

  /** One print as the shop shows it to visitors: null when there is none or it has no frame (not for sale). */
  async getForSale(id: number): Promise<PortfolioItem | null> {
    const print = await this.get(id);
    return print && print.frames.length > 0 ? print : null;
  }

  /** Prints with category, subcategory, image and frames, in the order of `ids`, in one query. */
  private async load(ids: number[], em: EntityManager = this.ds.manager): Promise<PortfolioItem[]> {
    if (ids.length === 0) return [];
    const rows = await withRelations(em.getRepository(PortfolioItem).createQueryBuilder("p")).where("p.id IN (:...ids)", { ids }).getMany();
    const byId = new Map(rows.map((r) => [r.id, sortFrames(r)]));
    return ids.map((id) => byId.get(id)).filter((r): r is PortfolioItem => !!r);
  }

  async create(input: PortfolioInput): Promise<PortfolioItem> {
    const fields = this.validate(input, true);
    const paper = paperField(input.paper, null);
    const searchKeywords = searchWordsField(input.searchKeywords, []);
    const id = await this.ds.transaction(async (em) => {
      await this.checkReferences(em, fields);
      const item = await em.getRepository(PortfolioItem).save(
        em.getRepository(PortfolioItem).create({
          title: fields.title,
          description: fields.description,
          titleTa: tamilField(input.titleTa, null, 200, "Title"),
          descriptionTa: tamilField(input.descriptionTa, null, 5000, "Description"),
          categoryId: fields.categoryId,
          subcategoryId: fields.subcategoryId,
          imageId: fields.imageId!,
          ...editionFields(input, null),
          paper,
          searchKeywords,
        }),
      );
      await em.getRepository(FramePrice).insert(fields.prices.map((p) => ({ itemId: item.id, frameSizeId: p.frameSizeId, pricePaise: p.pricePaise })));
      return item.id;
    });
    return (await this.get(id))!;
  }

  /** Changes a print. Frames kept keep their id (a cart holding them stays valid). */
  async update(id: number, input: PortfolioInput): Promise<PortfolioItem> {
    await this.ds.transaction(async (em) => {
      const current = await this.get(id, em);
      if (!current) throw notFound("Portfolio item not found");
      const paper = paperField(input.paper, current.paper);
      const searchKeywords = searchWordsField(input.searchKeywords, current.searchKeywords);
      const fields = this.validate(
        {
          title: input.title ?? current.title,
          description: input.description ?? current.description,
          categoryId: input.categoryId ?? current.categoryId,
          subcategoryId: input.subcategoryId ?? current.subcategoryId,
          imageId: input.imageId ?? current.imageId,
          framePrices: input.framePrices ?? current.frames.map((f) => ({ frameSizeId: f.frameSizeId, pricePaise: f.pricePaise })),
        },
        false,
      );
      await this.checkReferences(em, fields);
      await this.changeEdition(em, current, input);
      await em.getRepository(PortfolioItem).update(
        { id },
        {
          title: fields.title,
          description: fields.description,
          titleTa: tamilField(input.titleTa, current.titleTa, 200, "Title"),
          descriptionTa: tamilField(input.descriptionTa, current.descriptionTa, 5000, "Description"),
          categoryId: fields.categoryId,
          subcategoryId: fields.subcategoryId,
          imageId: fields.imageId!,
          paper,
          searchKeywords,
        },
      );
      const prices = em.getRepository(FramePrice);
      const wanted = new Map(fields.prices.map((p) => [p.frameSizeId, p.pricePaise]));
      const gone = current.frames.filter((f) => !wanted.has(f.frameSizeId)).map((f) => f.id);
      if (gone.length) await prices.delete({ id: In(gone) });
      for (const [frameSizeId, pricePaise] of wanted) {
        const existing = current.frames.find((f) => f.frameSizeId === frameSizeId);
        if (existing) await prices.update({ id: existing.id }, { pricePaise });
        else await prices.insert({ itemId: id, frameSizeId, pricePaise });
      }
    });
    return (await this.get(id))!;
  }

  /**
   * The edition's promise (issue 45): a size is set once (an open edition made limited) and then only
   * lowered, never below what is sold and reserved; closing is final. The change is one conditional
   * update, so a checkout reserving meanwhile either counts in it or is refused after it.
   */
  private async changeEdition(em: EntityManager, current: PortfolioItem, input: PortfolioInput): Promise<void> {
    const wanted = editionFields(input, current);
    const size = wanted.editionSize ?? null;
    if (size === current.editionSize && wanted.artistProofs === current.artistProofs && wanted.editionClosed === current.editionClosed) return;
    if (current.editionSize !== null && size !== null && size > current.editionSize)
      throw badInput(`An edition's size can never be raised (it is ${current.editionSize})`, { field: "editionSize" });
    if (current.editionClosed && !wanted.editionClosed) throw badInput("A closed edition cannot be reopened", { field: "editionClosed" });
    // A number already given above the new size would stand on a certificate of a larger edition.
    const highest =
      size !== null && current.editionSize !== null && size < current.editionSize ? ((await this.highestEditionNumber?.(em, current.id)) ?? 0) : 0;
    if (size !== null && highest > size) throw badInput(`The edition cannot be smaller than its highest number sold (${highest})`, { field: "editionSize" });
    const changed = await em
      .createQueryBuilder()
      .update(PortfolioItem)
      .set({ editionSize: size, artistProofs: wanted.artistProofs, editionClosed: wanted.editionClosed })
      .where("id = :id AND editionSold + editionReserved <= :size", { id: current.id, size: size ?? 0 })
      .andWhere(current.editionSize === null ? "editionSize IS NULL" : "editionSize = :was", { was: current.editionSize })
      .execute();
    if (changed.affected === 1) return;
    // Why it failed, read by a locking read: on MariaDB a plain read answers from this transaction's
    // snapshot, fixed by its first read of the print, before the reservations that made the update
    // fail, and the refusal named a count the edition no longer had.
    const read = em.getRepository(PortfolioItem).createQueryBuilder("p").where("p.id = :id", { id: current.id });
    if (lockingReads(em)) read.setLock("pessimistic_write");
    const now = await read.getOne();
    if (!now) throw notFound("Portfolio item not found");
    if (now.editionSize !== current.editionSize) throw conflict("The edition was changed meanwhile. Please reload and try again.");
    throw badInput(`The edition cannot be smaller than the prints sold and reserved (${now.editionSold + now.editionReserved})`, { field: "editionSize" });
  }

  /** The multipart REST path: fields checked first, then the image stored, then the print saved. */
  async saveFromUpload(id: number | null, input: PortfolioInput, file: UploadedFile | undefined): Promise<PortfolioItem> {
    this.validate({ ...input, imageId: input.imageId ?? (file || id ? 1 : null) }, id === null);
    return this.media.ingestAll(file ? [file] : [], ([asset]) =>
      id === null ? this.create({ ...input, imageId: asset?.id }) : this.update(id, { ...input, imageId: asset?.id ?? null }),
    );
  }

  async remove(id: number): Promise<PortfolioItem> {
    const item = await this.get(id);
    if (!item) throw notFound("Portfolio item not found");
    await this.deleteItem(this.ds.manager, id);
    return item;
  }

  /**
   * A print deleted, unless it is a limited edition with prints sold or reserved (issue 45): its
   * ledger and certificates stand for it, and its photograph listed again would start a second
   * 'edition of 25'. One conditional delete, so a checkout reserving at that moment is not lost.
   */
  private async deleteItem(em: EntityManager, id: number): Promise<void> {
    const deleted = await em.createQueryBuilder().delete().from(PortfolioItem).where("id = :id AND editionSold = 0 AND editionReserved = 0", { id }).execute();
    if (!deleted.affected && (await em.getRepository(PortfolioItem).existsBy({ id })))
      throw conflict("A limited edition with prints sold or reserved cannot be deleted: close the edition instead");
  }

  /** Removes one frame of a print; the print goes with its last frame. */
  async removeFrame(framePriceId: number): Promise<{ itemDeleted: boolean }> {
    return this.ds.transaction(async (em) => {
      const frame = await em.getRepository(FramePrice).findOneBy({ id: framePriceId });
      if (!frame) throw notFound("Frame not found");
      await em.getRepository(FramePrice).delete({ id: framePriceId });
      const left = await em.getRepository(FramePrice).countBy({ itemId: frame.itemId });
      if (left === 0) await this.deleteItem(em, frame.itemId);
      return { itemDeleted: left === 0 };
    });
  }

  /** One row per print and frame, as the admin's Portfolio table shows them, newest print first. */
  async frameRows(limit: number, page: number): Promise<{ item: PortfolioItem; frame: FramePrice }[]> {
    const take = Math.min(Math.max(1, limit || 25), 200);
    const rows = await this.ds
      .getRepository(FramePrice)
      .createQueryBuilder("fp")
      .innerJoinAndSelect("fp.item", "p")
      .innerJoinAndSelect("fp.frameSize", "fs")
      .innerJoinAndSelect("p.category", "c")
      .innerJoinAndSelect("p.image", "img")
      .orderBy("p.createdAt", "DESC")
      .addOrderBy("p.id", "DESC")
      .addOrderBy("fs.position", "ASC")
      .addOrderBy("fp.id", "ASC")
      .skip(Math.max(0, page) * take)
      .take(take)
      .getMany();
    return rows.map((frame) => ({ item: frame.item, frame }));
  }

  /**
   * Prices cart lines from the catalogue. Any price a client sent is ignored; an unknown print or
   * frame, or a frame of another print, is refused.
   */
  async priceLines(lines: readonly CartLine[], em: EntityManager = this.ds.manager, at = Date.now()): Promise<PricedLine[]> {
    if (!lines.length) throw badInput("Your cart is empty", { field: "items" });
    if (lines.length > MAX_CART_LINES) throw badInput(`A cart holds at most ${MAX_CART_LINES} lines`, { field: "items" });
    const { byId, sales } = await this.pricing(lines, at, em);
    const priced = lines.map((line) => {
      const quantity = Number(line.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
        throw badInput(`Quantity must be between 1 and ${MAX_LINE_QUANTITY}`, { field: "items" });
      const frame = lineFrame(line, byId);
      if (!frame) throw new AppError("CONFLICT", "A print in your cart is no longer available. Please remove it and try again.", { field: "items" });
      const unit = priceAt(frame, saleFor(sales, frame.item.categoryId, at));
      return {
        portfolioItemId: frame.itemId,
        framePriceId: frame.id,
        title: frame.item.title,
        titleTa: frame.item.titleTa,
        categoryName: frame.item.category.name,
        categoryId: frame.item.categoryId,
        frameSize: frame.frameSize.size,
        frameName: frame.frameSize.name,
        imageUrl: urlOf(frame.item.image),
        unitPricePaise: unit.pricePaise,
        listUnitPricePaise: unit.listPaise,
        onSale: unit.listPaise !== null,
        quantity,
        amountPaise: unit.pricePaise * quantity,
        edition: frame.item.editionSize !== null,
      };
    });
    await this.checkEditions(priced, em);
    return priced;
  }

  /**
   * One edition per print, across its frame sizes (issue 45): a cart's lines of one print count
   * together against what is left, read fresh (the catalogue's frames may come from a cache; the
   * counts change with every checkout). Only a check before the write, for the buyer's message: the
   * checkout's conditional update in its transaction is what holds (orders/order-editions.ts).
   */
  private async checkEditions(lines: readonly PricedLine[], em: EntityManager): Promise<void> {
    const wanted = new Map<number, number>();
    for (const l of lines) if (l.edition) wanted.set(l.portfolioItemId, (wanted.get(l.portfolioItemId) ?? 0) + l.quantity);
    if (!wanted.size) return;
    const items = await em.getRepository(PortfolioItem).find({
      select: { id: true, editionSize: true, artistProofs: true, editionClosed: true, editionSold: true, editionReserved: true },
      where: { id: In([...wanted.keys()]) },
    });
    for (const item of items) {
      const left = editionOf(item)?.remaining;
      if (left !== undefined && wanted.get(item.id)! > left) throw badInput(editionRefusal(left), { field: "items" });
    }
  }

  /**
   * The one pricing function of a cart: its lines from the catalogue and, when a code is given, the
   * code's discount on them (or the buyer's message as a 400). The cart's quote and the checkout both
   * come here, before any write; the checkout then takes the code's use in its transaction.
   * `clientKey` counts codes tried that do not exist against the client (rate limited).
   */
  async priceCart(
    items: readonly CartLine[],
    discountCode?: string | null,
    opts: { now?: Date; clientKey?: string; em?: EntityManager } = {},
  ): Promise<PricedCart> {
    const now = opts.now ?? new Date();
    const lines = await this.priceLines(items, opts.em, now.getTime());
    const subtotalPaise = lines.reduce((s, l) => s + l.amountPaise, 0);
    if (!discountCode?.trim())
      return { lines: lines.map((l) => ({ ...l, discountPaise: 0 })), subtotalPaise, discountPaise: 0, totalPaise: subtotalPaise, code: null };
    const { code, discount } = await this.discounts.apply(discountCode, lines, { now }, opts.clientKey);
    return {
      lines: lines.map((l, i) => ({ ...l, discountPaise: discount.lineDiscounts[i] })),
      subtotalPaise,
      discountPaise: discount.discountPaise,
      totalPaise: subtotalPaise - discount.discountPaise,
      code,
    };
  }

  /** The shop category of each print (by id), in one query; a print not found is left out. */
  async categoriesOf(itemIds: readonly number[]): Promise<Map<number, number>> {
    if (!itemIds.length) return new Map();
    const rows = await this.ds.getRepository(PortfolioItem).find({ select: { id: true, categoryId: true }, where: { id: In([...itemIds]) } });
    return new Map(rows.map((r) => [r.id, r.categoryId]));
  }

  /**
   * Today's unit price of each cart line, in one query whatever the number of lines (at most a
   * cart's). A line whose frame is gone, or belongs to another print, is answered unavailable.
   */
  async quoteLines(lines: readonly Pick<CartLine, "portfolioItemId" | "frameId">[]): Promise<LineQuote[]> {
    if (lines.length > MAX_CART_LINES) throw badInput(`A cart holds at most ${MAX_CART_LINES} lines`, { field: "lines" });
    const at = Date.now();
    const { byId, sales } = await this.pricing(lines, at, this.ds.manager);
    return lines.map((line) => {
      const frame = lineFrame(line, byId);
      const ok = frame !== undefined;
      const sale = ok ? saleFor(sales, frame.item.categoryId, at) : null;
      const unit = ok ? priceAt(frame, sale) : null;
      return {
        portfolioItemId: String(line.portfolioItemId),
        frameId: String(line.frameId),
        available: ok,
        unitPricePaise: unit?.pricePaise ?? null,
        listUnitPricePaise: unit?.listPaise ?? null,
        sale,
        title: ok ? frame.item.title : null,
        frameSize: ok ? frame.frameSize.size : null,
        frameName: ok ? frame.frameSize.name : null,
        editionRemaining: ok ? (editionOf(frame.item)?.remaining ?? null) : null,
      };
    });
  }

  /**
   * The frames cart lines name, with their print, size, image and category, in one query whatever
   * the number of lines (at most a cart's), by id. Pricing and quoting read the same rows, so a line
   * one of them can price the other does not call unavailable.
   */
  private async framesOf(lines: readonly Pick<CartLine, "frameId">[], em: EntityManager, version: string | null): Promise<Map<number, FramePrice>> {
    const ids = [...new Set(lines.map((l) => idOf(l.frameId)).filter((id) => id !== NO_ROW))];
    if (!ids.length) return new Map();
    if (version === null || em !== this.ds.manager) return this.readFrames(ids, em);
    let memo = this.frameMemo;
    if (!memo || memo.version !== version || Date.now() - memo.readAt >= SALES_MEMO_MS || memo.frames.size >= FRAME_MEMO_MAX)
      memo = this.frameMemo = { version, readAt: Date.now(), frames: new Map() };
    const missing = ids.filter((id) => !memo.frames.has(id));
    if (missing.length) for (const [id, frame] of await this.readFrames(missing, em)) memo.frames.set(id, frame);
    const found = new Map<number, FramePrice>();
    for (const id of ids) {
      const frame = memo.frames.get(id);
      if (frame) found.set(id, frame);
    }
    return found;
  }

  /**
   * The frames checkouts price are remembered under the shared cache version, as the sales are (the
   * version read once for both, see SaleService.versionNow). Every write of a price, a frame size, a
   * print, its category or its image bumps it before its answer leaves, on this instance or another,
   * so the next checkout anywhere reads them again; a lost bump is bounded by SALES_MEMO_MS.
   */
  private async pricing(lines: readonly Pick<CartLine, "frameId">[], at: number, em: EntityManager) {
    const version = em === this.ds.manager ? await this.sales.versionNow() : null;
    const [byId, sales] = await Promise.all([this.framesOf(lines, em, version), this.sales.current(at, em, version)]);
    return { byId, sales };
  }

  /** The frames read outside a transaction under the shared cache version `version` (never changed after being read). */
  private frameMemo: { version: string; readAt: number; frames: Map<number, FramePrice> } | null = null;

  private async readFrames(ids: readonly number[], em: EntityManager): Promise<Map<number, FramePrice>> {
    const frames = await em
      .getRepository(FramePrice)
      .createQueryBuilder("fp")
      .innerJoinAndSelect("fp.item", "p")
      .innerJoinAndSelect("fp.frameSize", "fs")
      .innerJoinAndSelect("p.image", "img")
      .innerJoinAndSelect("p.category", "cat")
      .where("fp.id IN (:...ids)", { ids: [...ids] })
      .getMany();
    return new Map(frames.map((f) => [f.id, f]));
  }

  private validate(input: PortfolioInput, creating: boolean) {
    const title = (input.title ?? "").trim();
    const description = (input.description ?? "").trim();
    const categoryId = idOf(input.categoryId);
    const subcategoryId = idOf(input.subcategoryId);
    const imageId = input.imageId == null ? null : idOf(input.imageId);
    const list = input.framePrices ?? [];
    const prices = list.map((p) => ({ frameSizeId: Number(p.frameSizeId), pricePaise: Number(p.pricePaise) }));
    const ok =
      title &&
      description &&
      Number.isInteger(categoryId) &&
      categoryId > 0 &&
      Number.isInteger(subcategoryId) &&
      subcategoryId > 0 &&
      (!creating || (imageId !== null && imageId > 0)) &&
      prices.length > 0 &&
      prices.every((p) => Number.isInteger(p.frameSizeId) && p.frameSizeId > 0 && Number.isInteger(p.pricePaise) && p.pricePaise > 0);
    if (!ok) throw badInput(PORTFOLIO_REQUIRED);
    if (prices.some((p) => p.pricePaise > MAX_PRICE_PAISE)) throw badInput("A price can be at most ₹10,00,000.00");
    if (new Set(prices.map((p) => p.frameSizeId)).size !== prices.length) throw badInput("Each frame size can be priced once");
    if (title.length > 200) throw badInput("Title must be at most 200 characters");
    if (description.length > 5000) throw badInput("Description must be at most 5000 characters");
    return { title, description, categoryId, subcategoryId, imageId, prices };
  }

  private async checkReferences(
    em: EntityManager,
    f: { categoryId: number; subcategoryId: number; imageId: number | null; prices: { frameSizeId: number }[] },
  ) {
    const sub = await em.getRepository(ShopSubcategory).findOneBy({ id: f.subcategoryId });
    if (!sub || sub.categoryId !== f.categoryId) throw badInput("The subcategory does not belong to the chosen category");
    if (f.imageId !== null && !(await em.getRepository(MediaAsset).existsBy({ id: f.imageId }))) throw badInput("The image was not uploaded");
    const sizes = await em.getRepository(FrameSize).countBy({ id: In(f.prices.map((p) => p.frameSizeId)) });
    if (sizes !== f.prices.length) throw badInput("One of the frame sizes does not exist");
  }
}

/** A frame's price under the sale running for its print (null: none): the sale price with the list price, else the list price. */
function priceAt(frame: FramePrice, sale: SaleTerms | null): { pricePaise: number; listPaise: number | null } {
  return sale ? { pricePaise: salePricePaise(frame.pricePaise, sale.percent), listPaise: frame.pricePaise } : { pricePaise: frame.pricePaise, listPaise: null };
}

function withRelations(qb: SelectQueryBuilder<PortfolioItem>) {
  return qb
    .innerJoinAndSelect("p.category", "c")
    .innerJoinAndSelect("p.subcategory", "sc")
    .innerJoinAndSelect("p.image", "img")
    .leftJoinAndSelect("p.frames", "fp")
    .leftJoinAndSelect("fp.frameSize", "fs");
}

function sortFrames(item: PortfolioItem): PortfolioItem {
  item.frames = [...(item.frames ?? [])].sort((a, b) => a.frameSize.position - b.frameSize.position || a.frameSizeId - b.frameSizeId);
  return item;
}

/** The frame a cart line names, when it exists and belongs to the line's print (a frame of another print is no frame of this one). */
function lineFrame(line: Pick<CartLine, "portfolioItemId" | "frameId">, byId: ReadonlyMap<number, FramePrice>): FramePrice | undefined {
  const frame = byId.get(idOf(line.frameId));
  return frame && frame.itemId === idOf(line.portfolioItemId) ? frame : undefined;
}
