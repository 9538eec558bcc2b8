/**
 * Gallery groups: create a group from uploaded media, list it for the storefront and the back
 * office, remove one image or a whole group. Every write is one transaction.
 */
import { idOf } from "../core/ids.js";
import { randomUUID } from "node:crypto";
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from "typeorm";
import { applyList, pageOfIds, toIds, type ListParams, type ListShape } from "../core/list.js";
import { badInput, notFound } from "../core/errors.js";
import { searchWordsField } from "../core/search-words.js";
import { tamilField } from "../core/tamil.js";
import { GalleryCategory } from "../masters/gallery-category.entity.js";
import { Location } from "../masters/location.entity.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import type { MediaService, UploadedFile } from "../media/media.service.js";
import { GalleryImage } from "./gallery-image.entity.js";
import { GalleryItem } from "./gallery-item.entity.js";

export const GALLERY_REQUIRED = "Please fill in all fields and upload at least one image";
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;
/** Groups per storefront page, and the most a caller may ask for at once. */
export const PUBLIC_PAGE = 12;
export const MAX_PUBLIC_PAGE = 48;

export interface GalleryItemInput {
  title?: string | null;
  description?: string | null;
  /** In Tamil (issue 30): undefined keeps, null or blank clears. */
  titleTa?: string | null;
  descriptionTa?: string | null;
  categoryId?: string | number | null;
  locationIds?: readonly (string | number)[] | null;
  mediaIds?: readonly (string | number)[] | null;
  /** Issue 46: words search finds the group by (core/search-words.ts): undefined keeps, null clears. */
  searchKeywords?: readonly string[] | null;
}

export interface GalleryFilter {
  q?: string | null;
  ids?: string[] | null;
  categoryId?: string | null;
  locationId?: string | null;
}

const shape: ListShape<GalleryItem> = {
  alias: "g",
  sortable: { id: "g.id", title: "g.title", createdAt: "g.createdAt", categoryId: "g.categoryId" },
  defaultSort: "title",
  search: ["g.title", "g.description"],
  where: (qb, filter) => {
    const f = filter as GalleryFilter;
    if (f.categoryId) qb.andWhere("g.categoryId = :fCategory", { fCategory: idOf(f.categoryId) });
    if (f.locationId)
      qb.andWhere("g.id IN (SELECT gl.galleryItemId FROM gallery_item_locations gl WHERE gl.locationId = :fLocation)", {
        fLocation: idOf(f.locationId),
      });
  },
};

export class GalleryService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
  ) {}

  /** The storefront's gallery: every group with its category, locations and images, sorted by title. */
  async listPublic(filter: GalleryFilter = {}): Promise<GalleryItem[]> {
    const qb = this.withRelations(this.ds.getRepository(GalleryItem).createQueryBuilder("g"));
    shape.where!(qb, filter as Record<string, unknown>);
    const items = await qb.orderBy("g.title", "ASC").addOrderBy("g.id", "ASC").getMany();
    return items.map(tidy);
  }

  /**
   * A page of the storefront's gallery, sorted by title: the page's ids and the total, then the groups
   * with their relations — two statements whatever the page size or the gallery's size.
   */
  async page(filter: GalleryFilter, offset: number, limit: number): Promise<{ items: GalleryItem[]; total: number; hasMore: boolean }> {
    const skip = Math.max(0, Math.floor(offset) || 0);
    const take = Math.min(Math.max(1, Math.floor(limit) || PUBLIC_PAGE), MAX_PUBLIC_PAGE);
    const ids = this.ds.getRepository(GalleryItem).createQueryBuilder("g").select("g.id");
    shape.where!(ids, filter as Record<string, unknown>);
    const { ids: pageIds, total } = await pageOfIds(ids.orderBy("g.title", "ASC").addOrderBy("g.id", "ASC"), "g", skip, take);
    const items = await this.load(pageIds);
    return { items, total, hasMore: skip + items.length < total };
  }

  /**
   * Groups as the storefront lists them (every group), in id order, `size` after `afterId` once `skip`
   * are skipped, with their images: the sitemap's batches, two statements each.
   */
  async batchAfter(afterId: number, size: number, skip = 0): Promise<GalleryItem[]> {
    const rows = await this.ds
      .getRepository(GalleryItem)
      .createQueryBuilder("g")
      .select("g.id")
      .where("g.id > :after", { after: afterId })
      .orderBy("g.id", "ASC")
      .offset(Math.max(0, skip))
      .limit(Math.min(Math.max(1, size), 1000))
      .getMany();
    return this.load(rows.map((g) => g.id));
  }

  /** When a group last changed (the newest `updatedAt`), or null when there is none. */
  async lastChange(): Promise<Date | null> {
    const row = await this.ds
      .getRepository(GalleryItem)
      .createQueryBuilder("g")
      .select(["g.id", "g.updatedAt"])
      .orderBy("g.updatedAt", "DESC")
      .addOrderBy("g.id", "DESC")
      .limit(1)
      .getOne();
    return row?.updatedAt ?? null;
  }

  /** How many groups the storefront lists. */
  countPublic(): Promise<number> {
    return this.ds.getRepository(GalleryItem).count();
  }

  /** Groups with their relations, in the order of `ids`, in one query. */
  private async load(ids: number[]): Promise<GalleryItem[]> {
    if (ids.length === 0) return [];
    const full = await this.withRelations(this.ds.getRepository(GalleryItem).createQueryBuilder("g")).where("g.id IN (:...ids)", { ids }).getMany();
    const byId = new Map(full.map((g) => [g.id, tidy(g)]));
    return ids.map((id) => byId.get(id)).filter((g): g is GalleryItem => !!g);
  }

  /** One page of the admin list, in two queries whatever the page size. */
  async list(params: ListParams<GalleryFilter>): Promise<GalleryItem[]> {
    const page = await applyList(this.ds.getRepository(GalleryItem).createQueryBuilder("g").select("g.id"), shape, params, true).getMany();
    return this.load(page.map((g) => g.id));
  }

  count(params: ListParams<GalleryFilter>): Promise<number> {
    return applyList(this.ds.getRepository(GalleryItem).createQueryBuilder("g"), shape, params, false).getCount();
  }

  async get(id: number, em: EntityManager = this.ds.manager): Promise<GalleryItem | null> {
    const item = await this.withRelations(em.getRepository(GalleryItem).createQueryBuilder("g")).where("g.id = :id", { id }).getOne();
    return item ? tidy(item) : null;
  }

  async getByGroupId(groupId: string): Promise<GalleryItem | null> {
    const item = await this.withRelations(this.ds.getRepository(GalleryItem).createQueryBuilder("g")).where("g.groupId = :groupId", { groupId }).getOne();
    return item ? tidy(item) : null;
  }

  /** Checks the fields of a new group before any file is processed. */
  validateNew(input: GalleryItemInput): { title: string; description: string; categoryId: number; locationIds: number[] } {
    const title = (input.title ?? "").trim();
    const categoryId = idOf(input.categoryId);
    const locationIds = [...new Set(toIds(input.locationIds))];
    if (!title || !Number.isInteger(categoryId) || categoryId <= 0 || locationIds.length === 0) throw badInput(GALLERY_REQUIRED);
    if (title.length > MAX_TITLE) throw badInput(`Title must be at most ${MAX_TITLE} characters`);
    const description = (input.description ?? "").trim();
    if (description.length > MAX_DESCRIPTION) throw badInput(`Description must be at most ${MAX_DESCRIPTION} characters`);
    return { title, description, categoryId, locationIds };
  }

  async create(input: GalleryItemInput): Promise<GalleryItem> {
    const fields = this.validateNew(input);
    const searchKeywords = searchWordsField(input.searchKeywords, []);
    const mediaIds = toIds(input.mediaIds);
    if (mediaIds.length === 0) throw badInput(GALLERY_REQUIRED);
    const id = await this.ds.transaction(async (em) => {
      const { category, locations } = await this.references(em, fields.categoryId, fields.locationIds);
      const assets = await this.assets(em, mediaIds);
      const item = await em.getRepository(GalleryItem).save(
        em.getRepository(GalleryItem).create({
          title: fields.title,
          description: fields.description,
          titleTa: tamilField(input.titleTa, null, MAX_TITLE, "Title"),
          descriptionTa: tamilField(input.descriptionTa, null, MAX_DESCRIPTION, "Description"),
          groupId: randomUUID(),
          category,
          categoryId: category.id,
          locations,
          searchKeywords,
        }),
      );
      await em.getRepository(GalleryImage).insert(assets.map((asset, position) => ({ itemId: item.id, assetId: asset.id, title: fields.title, position })));
      return item.id;
    });
    return (await this.get(id))!;
  }

  /** The multipart path: fields are checked before any file is processed, then the group is created. */
  async createFromFiles(input: Omit<GalleryItemInput, "mediaIds">, files: UploadedFile[]): Promise<GalleryItem> {
    this.validateNew(input);
    searchWordsField(input.searchKeywords, []);
    if (files.length === 0) throw badInput(GALLERY_REQUIRED);
    return this.media.ingestAll(files, (assets) => this.create({ ...input, mediaIds: assets.map((a) => a.id) }));
  }

  async update(id: number, input: GalleryItemInput): Promise<GalleryItem> {
    await this.ds.transaction(async (em) => {
      const item = await this.get(id, em);
      if (!item) throw notFound("Gallery item not found");
      const title = input.title == null ? item.title : input.title.trim();
      if (!title) throw badInput(GALLERY_REQUIRED);
      if (title.length > MAX_TITLE) throw badInput(`Title must be at most ${MAX_TITLE} characters`);
      const description = input.description == null ? item.description : input.description.trim();
      const titleTa = tamilField(input.titleTa, item.titleTa, MAX_TITLE, "Title");
      const descriptionTa = tamilField(input.descriptionTa, item.descriptionTa, MAX_DESCRIPTION, "Description");
      const searchKeywords = searchWordsField(input.searchKeywords, item.searchKeywords);
      const categoryId = input.categoryId == null ? item.categoryId! : idOf(input.categoryId);
      const locationIds = input.locationIds == null ? item.locations.map((l) => l.id) : [...new Set(toIds(input.locationIds))];
      if (locationIds.length === 0) throw badInput(GALLERY_REQUIRED);
      const { category, locations } = await this.references(em, categoryId, locationIds);
      await em
        .getRepository(GalleryItem)
        .save({ id, title, description, titleTa, descriptionTa, category, categoryId: category.id, locations, searchKeywords });
      const images = em.getRepository(GalleryImage);
      if (input.mediaIds != null) {
        const assets = await this.assets(em, toIds(input.mediaIds));
        if (assets.length === 0) throw badInput(GALLERY_REQUIRED);
        await images.delete({ itemId: id });
        await images.insert(assets.map((asset, position) => ({ itemId: id, assetId: asset.id, title, position })));
      } else if (title !== item.title) {
        await images.update({ itemId: id }, { title });
      }
    });
    return (await this.get(id))!;
  }

  /** Removes one image; a group whose last image goes is removed too. */
  async deleteImage(imageId: number): Promise<{ itemDeleted: boolean }> {
    return this.ds.transaction(async (em) => {
      const image = await em.getRepository(GalleryImage).findOneBy({ id: imageId });
      if (!image) throw notFound("Gallery image not found");
      await em.getRepository(GalleryImage).delete({ id: imageId });
      const left = await em.getRepository(GalleryImage).countBy({ itemId: image.itemId });
      if (left === 0) await em.getRepository(GalleryItem).delete({ id: image.itemId });
      return { itemDeleted: left === 0 };
    });
  }

  /** Removes a whole group; answers how many images went with it. */
  async deleteGroup(groupId: string): Promise<number> {
    return this.ds.transaction(async (em) => {
      const item = await em.getRepository(GalleryItem).findOneBy({ groupId: String(groupId) });
      if (!item) throw notFound("Gallery group not found");
      const count = await em.getRepository(GalleryImage).countBy({ itemId: item.id });
      await em.getRepository(GalleryImage).delete({ itemId: item.id });
      await em.getRepository(GalleryItem).delete({ id: item.id });
      return count;
    });
  }

  async deleteItem(id: number): Promise<GalleryItem> {
    const item = await this.get(id);
    if (!item) throw notFound("Gallery item not found");
    await this.deleteGroup(item.groupId);
    return item;
  }

  /** Totals for the back office: groups and images. */
  async totals(): Promise<{ items: number; images: number }> {
    const [items, images] = await Promise.all([this.ds.getRepository(GalleryItem).count(), this.ds.getRepository(GalleryImage).count()]);
    return { items, images };
  }

  private withRelations(qb: SelectQueryBuilder<GalleryItem>): SelectQueryBuilder<GalleryItem> {
    return qb.leftJoinAndSelect("g.category", "c").leftJoinAndSelect("g.locations", "l").leftJoinAndSelect("g.images", "i").leftJoinAndSelect("i.image", "a");
  }

  private async references(em: EntityManager, categoryId: number, locationIds: number[]) {
    const category = await em.getRepository(GalleryCategory).findOneBy({ id: categoryId });
    if (!category) throw badInput("The chosen category does not exist");
    const locations = await em.getRepository(Location).findBy({ id: In(locationIds) });
    if (locations.length !== locationIds.length) throw badInput("One of the chosen locations does not exist");
    return { category, locations };
  }

  private async assets(em: EntityManager, mediaIds: number[]): Promise<MediaAsset[]> {
    const found = await em.getRepository(MediaAsset).findBy({ id: In(mediaIds) });
    const byId = new Map(found.map((a) => [a.id, a]));
    const missing = mediaIds.filter((id) => !byId.has(id));
    if (missing.length) throw badInput("One of the images was not uploaded");
    return mediaIds.map((id) => byId.get(id)!);
  }
}

/** Locations by name and images by position, whatever order the joins came back in. */
function tidy(item: GalleryItem): GalleryItem {
  item.locations = [...(item.locations ?? [])].sort((a, b) => a.nameKey.localeCompare(b.nameKey));
  item.images = [...(item.images ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  return item;
}
