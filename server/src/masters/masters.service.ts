/**
 * Master data of the gallery: locations and gallery categories. Names are cleaned and unique
 * regardless of case, spaces and composition (core/names.ts; a unique `nameKey` column, so two
 * admins racing cannot both add one).
 * A location or category still in use (by a gallery group, or a print for a shop category) cannot be
 * deleted; whether it is, masters asks the domain that owns the using rows (MasterUses, master-uses.ts).
 */
import { cleanName, nameKeyOf } from "../core/names.js";
import type { DataSource, EntityTarget, ObjectLiteral, Repository } from "typeorm";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { badInput, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import { tamilField } from "../core/tamil.js";
import { GalleryCategory } from "./gallery-category.entity.js";
import { Location } from "./location.entity.js";
import type { MasterUses } from "./master-uses.js";
import { ShopCategory } from "./shop-category.entity.js";

const MAX_NAME = 120;

interface NamedEntity extends ObjectLiteral {
  id: number;
  name: string;
  nameKey: string;
}

interface NamedKind {
  label: string;
  required: string;
  duplicate: string;
  inUse: (count: number) => string;
  /** Counts the rows (of a domain above) using the record. */
  usage: (id: number) => Promise<number>;
}

/** Create, rename, delete and list for a master-data table with a unique name. */
export class NamedMasterService<T extends NamedEntity> {
  private readonly repo: Repository<T>;
  private readonly shape: ListShape<T>;

  constructor(
    ds: DataSource,
    entity: EntityTarget<T>,
    private readonly kind: NamedKind,
  ) {
    this.repo = ds.getRepository(entity);
    this.shape = {
      alias: "m",
      sortable: { id: "m.id", name: "m.nameKey", createdAt: "m.createdAt" },
      defaultSort: "name",
      search: ["m.name"],
    };
  }

  /** Every record, sorted by name: the storefront's filter options. */
  all(): Promise<T[]> {
    return this.repo.createQueryBuilder("m").orderBy("m.nameKey", "ASC").getMany();
  }

  list(params: ListParams<object>): Promise<T[]> {
    return applyList(this.repo.createQueryBuilder("m"), this.shape, params, true).getMany();
  }

  count(params: ListParams<object>): Promise<number> {
    return applyList(this.repo.createQueryBuilder("m"), this.shape, params, false).getCount();
  }

  get(id: number): Promise<T | null> {
    return this.repo.findOneBy({ id } as never);
  }

  /** `nameTa`: the name in Tamil (issue 30), optional. */
  async create(rawName: string | null | undefined, rawNameTa?: string | null): Promise<T> {
    const name = this.cleanName(rawName);
    const nameTa = tamilField(rawNameTa, null, 120, "Name");
    try {
      return await this.repo.save(this.repo.create({ name, nameKey: nameKeyOf(name), nameTa } as unknown as T));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(this.kind.duplicate);
      throw err;
    }
  }

  /** `rawNameTa` undefined keeps the Tamil name, null or blank clears it. */
  async rename(id: number, rawName: string | null | undefined, rawNameTa?: string | null): Promise<T> {
    const record = await this.getOrFail(id);
    if (rawNameTa !== undefined) await this.repo.update({ id } as never, { nameTa: tamilField(rawNameTa, null, 120, "Name") } as never);
    if (rawName == null) return rawNameTa === undefined ? record : this.getOrFail(id);
    const name = this.cleanName(rawName);
    try {
      await this.repo.update({ id } as never, { name, nameKey: nameKeyOf(name) } as never);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(this.kind.duplicate);
      throw err;
    }
    return this.getOrFail(id);
  }

  async remove(id: number): Promise<T> {
    const record = await this.getOrFail(id);
    const used = await this.kind.usage(id);
    if (used > 0) throw conflict(this.kind.inUse(used));
    await this.repo.delete({ id } as never);
    return { ...record, id };
  }

  private async getOrFail(id: number): Promise<T> {
    const record = await this.get(id);
    if (!record) throw notFound(`${this.kind.label} not found`);
    return record;
  }

  private cleanName(raw: string | null | undefined): string {
    const name = cleanName(raw);
    if (!name) throw badInput(this.kind.required);
    if (name.length > MAX_NAME) throw badInput(`${this.kind.label} name must be at most ${MAX_NAME} characters`);
    return name;
  }
}

const groups = (n: number) => `${n} gallery group${n === 1 ? "" : "s"}`;

export function createMastersServices(ds: DataSource, uses: MasterUses) {
  return {
    locations: new NamedMasterService<Location>(ds, Location, {
      label: "Location",
      required: "Location name is required",
      duplicate: "Duplicate: Location already exists!",
      inUse: (n) => `This location is used by ${groups(n)}; remove it from them first`,
      usage: (id) => uses.location(id),
    }),
    galleryCategories: new NamedMasterService<GalleryCategory>(ds, GalleryCategory, {
      label: "Category",
      required: "Category name is required",
      duplicate: "Duplicate: Already exists!",
      inUse: (n) => `This category is used by ${groups(n)}; move them to another category first`,
      usage: (id) => uses.galleryCategory(id),
    }),
    shopCategories: new NamedMasterService<ShopCategory>(ds, ShopCategory, {
      label: "Category",
      required: "Category name is required",
      duplicate: "Duplicate: Category already exists!",
      inUse: (n) => `This category has ${n} print${n === 1 ? "" : "s"}; move them first`,
      usage: (id) => uses.shopCategory(id),
    }),
  };
}

/** The three named masters, as the composition root builds them. */
export type MastersServices = ReturnType<typeof createMastersServices>;
