/**
 * Reference data of the shop: frame sizes, shop categories and their subcategories. The spec only
 * reads them; the owner adds and removes them here. Anything still used by a print cannot go: shop,
 * which owns the prints, answers whether one is (MasterUses, master-uses.ts).
 */
import { idOf } from "../core/ids.js";
import type { DataSource, Repository } from "typeorm";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { badInput, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import { tamilField } from "../core/tamil.js";
import { cleanName, nameKeyOf } from "../core/names.js";
import { FrameSize } from "./frame-size.entity.js";
import { CM_PER_INCH, OUTER_CM_MAX, OUTER_CM_MIN, printInches } from "./frame-geometry.js";
import type { MasterUses } from "./master-uses.js";
import { ShopCategory, ShopSubcategory } from "./shop-category.entity.js";

const clean = cleanName;
const prints = (n: number) => `${n} print${n === 1 ? "" : "s"}`;

/** What the owner types for a frame size; the outer size in centimetres, frame included. */
export interface FrameSizeInput {
  size?: string | null;
  name?: string | null;
  widthCm?: number | null;
  heightCm?: number | null;
}

export class FrameSizeService {
  private readonly repo: Repository<FrameSize>;
  private readonly shape: ListShape<FrameSize> = {
    alias: "f",
    sortable: { id: "f.id", size: "f.size", name: "f.name", position: "f.position", label: "f.sizeKey" },
    defaultSort: "position",
    search: ["f.size", "f.name"],
  };

  constructor(
    ds: DataSource,
    private readonly uses: Pick<MasterUses, "frameSize">,
  ) {
    this.repo = ds.getRepository(FrameSize);
  }

  all(): Promise<FrameSize[]> {
    return this.repo.find({ order: { position: "ASC", id: "ASC" } });
  }
  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("f"), this.shape, p, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("f"), this.shape, p, false).getCount();
  }
  get(id: number) {
    return this.repo.findOneBy({ id });
  }

  async create(input: FrameSizeInput): Promise<FrameSize> {
    const { size, name } = this.validate(input.size, input.name);
    const { widthCm, heightCm } = this.validateOuter(size, input.widthCm, input.heightCm);
    const last = await this.repo.createQueryBuilder("f").select("MAX(f.position)", "p").getRawOne<{ p: number | null }>();
    try {
      return await this.repo.save(
        this.repo.create({ size, name, widthCm, heightCm, sizeKey: nameKeyOf(`${size}|${name}`), position: Number(last?.p ?? 0) + 1 }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("Duplicate: Frame size already exists!");
      throw err;
    }
  }

  /** Changes what is given; a frame never measured may stay so until both sides are given. */
  async update(id: number, input: FrameSizeInput): Promise<FrameSize> {
    const current = await this.get(id);
    if (!current) throw notFound("Frame size not found");
    const { size, name } = this.validate(input.size ?? current.size, input.name ?? current.name);
    const width = input.widthCm ?? current.widthCm;
    const height = input.heightCm ?? current.heightCm;
    const outer = width == null && height == null ? { widthCm: null, heightCm: null } : this.validateOuter(size, width, height);
    try {
      await this.repo.update({ id }, { size, name, ...outer, sizeKey: nameKeyOf(`${size}|${name}`) });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("Duplicate: Frame size already exists!");
      throw err;
    }
    return (await this.get(id))!;
  }

  async remove(id: number): Promise<FrameSize> {
    const current = await this.get(id);
    if (!current) throw notFound("Frame size not found");
    const used = await this.uses.frameSize(id);
    if (used) throw conflict(`This frame size is offered by ${prints(used)}; remove it from them first`);
    await this.repo.delete({ id });
    // The instance read before the delete (a copy as a plain object would lose its computed label).
    return current;
  }

  private validate(rawSize: string | null | undefined, rawName: string | null | undefined) {
    const size = clean(rawSize);
    const name = clean(rawName);
    if (!size) throw badInput("Frame size is required", { field: "size" });
    if (!name) throw badInput("Frame name is required", { field: "name" });
    if (size.length > 40) throw badInput("Frame size must be at most 40 characters", { field: "size" });
    if (name.length > 80) throw badInput("Frame name must be at most 80 characters", { field: "name" });
    return { size, name };
  }

  /**
   * Whole centimetres within bounds; a size written in inches must fit inside its frame, which also
   * catches width and height given the wrong way round (width goes with the first number).
   */
  private validateOuter(size: string, rawWidth: number | null | undefined, rawHeight: number | null | undefined) {
    const side = (raw: number | null | undefined, label: "width" | "height", field: string) => {
      const Label = label === "width" ? "Outer width" : "Outer height";
      if (raw == null) throw badInput(`${Label} is required (in centimetres, frame included)`, { field });
      if (!Number.isInteger(raw)) throw badInput(`${Label} must be a whole number of centimetres`, { field });
      if (raw < OUTER_CM_MIN || raw > OUTER_CM_MAX) throw badInput(`${Label} must be between ${OUTER_CM_MIN} and ${OUTER_CM_MAX} cm`, { field });
      return raw;
    };
    const widthCm = side(rawWidth, "width", "widthCm");
    const heightCm = side(rawHeight, "height", "heightCm");
    const inches = printInches(size);
    if (inches) {
      const [w, h] = inches.map((i) => i * CM_PER_INCH);
      const cm = (n: number) => (Math.round(n * 10) / 10).toString();
      if (widthCm < w)
        throw badInput(
          `Outer width ${widthCm} cm is smaller than the ${inches[0]} in side of the print (${cm(w)} cm); the width goes with the first number of the size`,
          { field: "widthCm" },
        );
      if (heightCm < h)
        throw badInput(
          `Outer height ${heightCm} cm is smaller than the ${inches[1]} in side of the print (${cm(h)} cm); the height goes with the second number of the size`,
          { field: "heightCm" },
        );
    }
    return { widthCm, heightCm };
  }
}

export class ShopSubcategoryService {
  private readonly repo: Repository<ShopSubcategory>;
  private readonly shape: ListShape<ShopSubcategory> = {
    alias: "s",
    sortable: { id: "s.id", name: "s.nameKey", categoryId: "s.categoryId" },
    defaultSort: "name",
    search: ["s.name"],
    where: (qb, f) => {
      if (f.categoryId) qb.andWhere("s.categoryId = :fCat", { fCat: idOf(f.categoryId) });
    },
  };

  private readonly categories: Repository<ShopCategory>;

  constructor(
    ds: DataSource,
    private readonly uses: Pick<MasterUses, "shopSubcategory">,
  ) {
    this.repo = ds.getRepository(ShopSubcategory);
    this.categories = ds.getRepository(ShopCategory);
  }

  ofCategory(categoryId: number): Promise<ShopSubcategory[]> {
    return this.repo.find({ where: { categoryId }, order: { nameKey: "ASC" } });
  }
  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("s"), this.shape, p, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("s"), this.shape, p, false).getCount();
  }
  get(id: number) {
    return this.repo.findOneBy({ id });
  }

  async create(categoryId: number, rawName: string | null | undefined, rawNameTa?: string | null): Promise<ShopSubcategory> {
    const name = clean(rawName);
    if (!name) throw badInput("Subcategory name is required", { field: "name" });
    if (name.length > 120) throw badInput("Subcategory name must be at most 120 characters", { field: "name" });
    const nameTa = tamilField(rawNameTa, null, 120, "Subcategory name");
    if (!(await this.categories.existsBy({ id: categoryId }))) throw badInput("The chosen category does not exist", { field: "categoryId" });
    try {
      return await this.repo.save(this.repo.create({ categoryId, name, nameKey: nameKeyOf(name), nameTa }));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("Duplicate: Subcategory already exists in this category!");
      throw err;
    }
  }

  async rename(id: number, rawName: string | null | undefined, rawNameTa?: string | null): Promise<ShopSubcategory> {
    const current = await this.get(id);
    if (!current) throw notFound("Subcategory not found");
    if (rawNameTa !== undefined) await this.repo.update({ id }, { nameTa: tamilField(rawNameTa, null, 120, "Subcategory name") });
    if (rawName == null) return rawNameTa === undefined ? current : (await this.get(id))!;
    const name = clean(rawName);
    if (!name) throw badInput("Subcategory name is required", { field: "name" });
    try {
      await this.repo.update({ id }, { name, nameKey: nameKeyOf(name) });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("Duplicate: Subcategory already exists in this category!");
      throw err;
    }
    return (await this.get(id))!;
  }

  async remove(id: number): Promise<ShopSubcategory> {
    const current = await this.get(id);
    if (!current) throw notFound("Subcategory not found");
    const used = await this.uses.shopSubcategory(id);
    if (used) throw conflict(`This subcategory has ${prints(used)}; move them first`);
    await this.repo.delete({ id });
    return { ...current, id };
  }
}
