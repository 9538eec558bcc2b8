/**
 * Issue 46: what the index is built from — only what the public site shows: prints with at least one
 * frame (the shop's rule), every gallery group, every post (there are no drafts) and every workshop
 * (the storefront lists coming and past ones) — read through the owning domains' entities.
 *
 * A refresh reads first the cheap part of every kind (ids, updatedAt, a print's frames, a group's
 * locations, all the names of the masters) and then in full only the rows that changed: a new id, or
 * a signature (updatedAt, frames, locations) other than the indexed one — compared row by row, so a
 * transaction that commits after a later one is not missed as it would be behind a watermark. Since
 * updatedAt keeps whole seconds, two changes of one row within a second leave the same stamp: rows
 * stamped within CHANGE_MARGIN_MS of the newest stamp the previous refresh saw are read again too.
 * Ids gone are removed. A renamed category or location re-reads the prints and groups that show it.
 */
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from "typeorm";
import { BlogPost } from "../blog/blog-post.entity.js";
import { plainText } from "../blog/sanitize.js";
import { GalleryItem } from "../gallery/gallery-item.entity.js";
import { blogPostPath, galleryPath, printPath, workshopPath } from "../http/seo.js";
import { FrameSize } from "../masters/frame-size.entity.js";
import { GalleryCategory } from "../masters/gallery-category.entity.js";
import { Location } from "../masters/location.entity.js";
import { ShopCategory, ShopSubcategory } from "../masters/shop-category.entity.js";
import { FramePrice, PortfolioItem } from "../shop/portfolio-item.entity.js";
import { Workshop } from "../workshops/workshop.entity.js";
import type { DocFrame, SearchDoc, SearchIndex, SearchKindName } from "./search-index.js";

/** Rows stamped this close to the newest stamp of the previous refresh are read again (see above): a second of the stamp's truncation, and one for a slow transaction. */
export const CHANGE_MARGIN_MS = 2000;
/** Ids per `IN (…)` read. */
const CHUNK = 500;
/** The most characters of a post's text kept for matching and snippets: a long post's start says what it is about. */
const MAX_TEXT = 4000;

type Name = { id: number; name: string; nameTa: string | null };
const both = (n: Name | undefined) => (n ? [n.name, n.nameTa].filter(Boolean).join(" ") : "");

/** The names of the masters, read whole at each refresh (a few dozen rows). */
export interface Masters {
  shopCategories: Map<number, Name>;
  shopSubcategories: Map<number, Name>;
  locations: Map<number, Name>;
  galleryCategories: Map<number, Name>;
  /** Frame sizes as a facet names them ('12x18 Classic Black'). */
  frameSizes: Map<number, string>;
  /** All of the above as one string: when it changes, prints and groups are read again. */
  signature: string;
}

async function readMasters(ds: DataSource): Promise<Masters> {
  const names = { id: true, name: true, nameTa: true } as const;
  const [sc, ss, loc, gc, fs] = await Promise.all([
    ds.getRepository(ShopCategory).find({ select: names }),
    ds.getRepository(ShopSubcategory).find({ select: names }),
    ds.getRepository(Location).find({ select: names }),
    ds.getRepository(GalleryCategory).find({ select: names }),
    ds.getRepository(FrameSize).find({ select: { id: true, size: true, name: true } }),
  ]);
  const byId = (rows: Name[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    shopCategories: byId(sc),
    shopSubcategories: byId(ss),
    locations: byId(loc),
    galleryCategories: byId(gc),
    frameSizes: new Map(fs.map((f) => [f.id, `${f.size} ${f.name}`.trim()])),
    // Frame sizes too: their names are the facets' labels, though no document holds them.
    signature: JSON.stringify([
      ...[sc, ss, loc, gc].map((rows) => rows.map((r) => [r.id, r.name, r.nameTa]).sort()),
      fs.map((f) => [f.id, f.size, f.name]).sort(),
    ]),
  };
}

/** The cheap part of one row: what says whether it must be read again. */
interface Stamp {
  sig: string;
  updatedAt: number;
}

/**
 * Every row's id and updatedAt (as ms), read raw: hydrating ten thousand entities at each refresh
 * costs several times the query. SQLite answers the stamp as text in UTC, mysql2 as a Date; only
 * comparisons between reads of the same database are made, so one consistent reading is enough.
 */
async function stampsOf(ds: DataSource, entity: EntityTarget<ObjectLiteral>): Promise<{ id: number; updatedAt: number }[]> {
  const rows = await ds
    .createQueryBuilder()
    .select("t.id", "id")
    .addSelect("t.updatedAt", "updatedAt")
    .from(entity, "t")
    .getRawMany<{ id: number | string; updatedAt: Date | string }>();
  return rows.map((r) => ({
    id: Number(r.id),
    updatedAt: r.updatedAt instanceof Date ? r.updatedAt.getTime() : Date.parse(`${String(r.updatedAt).replace(" ", "T")}Z`),
  }));
}

async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/**
 * A document from one object literal, its fields always in this order: every document then shares
 * one hidden class, and the loops over thousands of hits (facets, filters, sorting) stay monomorphic.
 * Built with a spread (`{ ...base, title, … }`), each got a map of its own (6,616 maps for 6,621
 * prints in the bench), and counting a common word's facets took about ten times as long.
 */
function docOf(kind: SearchKindName, id: number, stamp: Stamp | undefined, d: Omit<SearchDoc, "key" | "kind" | "id" | "sig">): SearchDoc {
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    sig: stamp?.sig ?? "",
    title: d.title,
    titleTa: d.titleTa,
    keywords: d.keywords,
    place: d.place,
    category: d.category,
    texts: d.texts,
    url: d.url,
    imageId: d.imageId,
    createdAt: d.createdAt,
    categoryId: d.categoryId,
    locationIds: d.locationIds,
    frames: d.frames,
    minPricePaise: d.minPricePaise,
  };
}

/** One kind's reader: the stamps of every public row, and the documents of some. */
interface KindSource {
  kind: SearchKindName;
  /** True when a change of the masters' names changes its documents. */
  namesMasters: boolean;
  stamps(): Promise<Map<number, Stamp>>;
  docs(ids: number[], masters: Masters, stamps: Map<number, Stamp>): Promise<SearchDoc[]>;
}

function sources(ds: DataSource): KindSource[] {
  // The frames of the prints, kept from the stamps' read to the documents' (both in one refresh).
  let framesByItem = new Map<number, DocFrame[]>();
  let locationsByGroup = new Map<number, number[]>();

  return [
    {
      kind: "PRINT",
      namesMasters: true,
      async stamps() {
        const [items, frames] = await Promise.all([
          stampsOf(ds, PortfolioItem),
          ds
            .createQueryBuilder()
            .select("f.itemId", "itemId")
            .addSelect("f.frameSizeId", "frameSizeId")
            .addSelect("f.pricePaise", "pricePaise")
            .from(FramePrice, "f")
            .getRawMany<{ itemId: number | string; frameSizeId: number | string; pricePaise: number | string }>(),
        ]);
        framesByItem = new Map();
        for (const f of frames) {
          const list = framesByItem.get(Number(f.itemId)) ?? [];
          list.push({ frameSizeId: Number(f.frameSizeId), pricePaise: Number(f.pricePaise) });
          framesByItem.set(Number(f.itemId), list);
        }
        const stamps = new Map<number, Stamp>();
        for (const item of items) {
          const list = framesByItem.get(item.id);
          // The shop shows a print only with at least one frame.
          if (!list) continue;
          list.sort((a, b) => a.frameSizeId - b.frameSizeId);
          const updatedAt = item.updatedAt;
          stamps.set(item.id, { updatedAt, sig: `${updatedAt}|${list.map((f) => `${f.frameSizeId}:${f.pricePaise}`).join(",")}` });
        }
        return stamps;
      },
      async docs(ids, m, stamps) {
        const rows = await inChunks(ids, (chunk) => ds.getRepository(PortfolioItem).find({ where: { id: In(chunk) } }));
        return rows.map((p) =>
          docOf("PRINT", p.id, stamps.get(p.id), {
            title: p.title,
            titleTa: p.titleTa,
            keywords: p.searchKeywords ?? [],
            place: "",
            category: [both(m.shopCategories.get(p.categoryId)), both(m.shopSubcategories.get(p.subcategoryId))].join(" "),
            texts: [p.description, p.descriptionTa ?? ""],
            url: printPath(p.id, p.title),
            imageId: p.imageId,
            createdAt: p.createdAt.getTime(),
            categoryId: p.categoryId,
            locationIds: [],
            frames: framesByItem.get(p.id) ?? [],
            minPricePaise: framesByItem.has(p.id) ? Math.min(...framesByItem.get(p.id)!.map((f) => f.pricePaise)) : null,
          }),
        );
      },
    },
    {
      kind: "GALLERY",
      namesMasters: true,
      async stamps() {
        const [items, links] = await Promise.all([
          stampsOf(ds, GalleryItem),
          ds
            .createQueryBuilder()
            .select("l.galleryItemId", "itemId")
            .addSelect("l.locationId", "locationId")
            .from("gallery_item_locations", "l")
            .getRawMany<{ itemId: number | string; locationId: number | string }>(),
        ]);
        locationsByGroup = new Map();
        for (const l of links) {
          const list = locationsByGroup.get(Number(l.itemId)) ?? [];
          list.push(Number(l.locationId));
          locationsByGroup.set(Number(l.itemId), list);
        }
        return new Map(
          items.map((g) => {
            const updatedAt = g.updatedAt;
            const locations = (locationsByGroup.get(g.id) ?? []).sort((a, b) => a - b);
            return [g.id, { updatedAt, sig: `${updatedAt}|${locations.join(",")}` }];
          }),
        );
      },
      async docs(ids, m, stamps) {
        const rows = await inChunks(ids, (chunk) => ds.getRepository(GalleryItem).find({ where: { id: In(chunk) } }));
        return rows.map((g) => {
          const locationIds = locationsByGroup.get(g.id) ?? [];
          return docOf("GALLERY", g.id, stamps.get(g.id), {
            title: g.title,
            titleTa: g.titleTa,
            keywords: g.searchKeywords ?? [],
            place: locationIds.map((id) => both(m.locations.get(id))).join(" "),
            category: g.categoryId === null ? "" : both(m.galleryCategories.get(g.categoryId)),
            texts: [g.description, g.descriptionTa ?? ""],
            url: galleryPath(g.id, g.title),
            imageId: null,
            createdAt: g.createdAt.getTime(),
            categoryId: null,
            locationIds,
            frames: [],
            minPricePaise: null,
          });
        });
      },
    },
    {
      kind: "POST",
      namesMasters: false,
      async stamps() {
        const rows = await stampsOf(ds, BlogPost);
        return new Map(rows.map((r) => [r.id, { updatedAt: r.updatedAt, sig: String(r.updatedAt) }]));
      },
      async docs(ids, _m, stamps) {
        const rows = await inChunks(ids, (chunk) => ds.getRepository(BlogPost).find({ where: { id: In(chunk) } }));
        return rows.map((p) =>
          docOf("POST", p.id, stamps.get(p.id), {
            title: p.title,
            titleTa: p.titleTa,
            keywords: p.tagsText ? p.tagsText.split(",").map((t) => t.trim()) : [],
            place: "",
            category: "",
            texts: [p.excerpt, p.excerptTa ?? "", plainText(p.content).slice(0, MAX_TEXT), p.contentTa ? plainText(p.contentTa).slice(0, MAX_TEXT) : ""],
            url: blogPostPath(p.id),
            imageId: p.imageId,
            createdAt: p.createdAt.getTime(),
            categoryId: null,
            locationIds: [],
            frames: [],
            minPricePaise: null,
          }),
        );
      },
    },
    {
      kind: "WORKSHOP",
      namesMasters: false,
      async stamps() {
        const rows = await stampsOf(ds, Workshop);
        return new Map(rows.map((r) => [r.id, { updatedAt: r.updatedAt, sig: String(r.updatedAt) }]));
      },
      async docs(ids, _m, stamps) {
        const rows = await inChunks(ids, (chunk) => ds.getRepository(Workshop).find({ where: { id: In(chunk) } }));
        return rows.map((w) =>
          docOf("WORKSHOP", w.id, stamps.get(w.id), {
            title: w.title,
            titleTa: w.titleTa,
            keywords: w.tags ?? [],
            place: [w.destination, w.destinationTa ?? "", w.meetingPoint].join(" "),
            category: "",
            texts: [w.description, w.descriptionTa ?? ""],
            url: workshopPath(w.id, w.title),
            imageId: w.posterId,
            createdAt: w.createdAt.getTime(),
            categoryId: null,
            locationIds: [],
            frames: [],
            minPricePaise: null,
          }),
        );
      },
    },
  ];
}

/** What one refresh did, for logs and the bench. */
export interface RefreshReport {
  read: number;
  removed: number;
  /** Documents added or changed (not those read again the same). */
  changed: number;
}

/**
 * Brings an index up to the database: the first call (an empty index) reads everything; later ones
 * read what changed since the last look and remove what is gone.
 */
export class CatalogueReader {
  private readonly kinds: KindSource[];
  private mastersSignature: string | null = null;
  /** The newest updatedAt each kind had at the previous refresh. */
  private readonly newest = new Map<SearchKindName, number>();
  /** The masters' names as last read, for the facets' labels. */
  masters: Masters | null = null;

  constructor(private readonly ds: DataSource) {
    this.kinds = sources(ds);
  }

  async refresh(index: SearchIndex): Promise<RefreshReport> {
    const m = await readMasters(this.ds);
    const mastersChanged = this.mastersSignature !== null && this.mastersSignature !== m.signature;
    let read = 0;
    let removed = 0;
    let changed = 0;
    for (const kind of this.kinds) {
      const stamps = await kind.stamps();
      let newest = 0;
      for (const s of stamps.values()) newest = Math.max(newest, s.updatedAt);
      const recent = (this.newest.get(kind.kind) ?? Infinity) - CHANGE_MARGIN_MS;
      const wanted: number[] = [];
      for (const [id, stamp] of stamps) {
        const doc = index.docs.get(`${kind.kind}:${id}`);
        if (!doc || doc.sig !== stamp.sig || stamp.updatedAt >= recent || (mastersChanged && kind.namesMasters)) wanted.push(id);
      }
      this.newest.set(kind.kind, newest);
      for (const doc of await kind.docs(wanted, m, stamps)) if (index.upsert(doc)) changed++;
      read += wanted.length;
      for (const key of index.keysOf(kind.kind))
        if (!stamps.has(Number(key.slice(key.indexOf(":") + 1)))) {
          index.remove(key);
          removed++;
        }
    }
    this.mastersSignature = m.signature;
    this.masters = m;
    // New names of categories, places or frame sizes change the facets' labels even where no document changed.
    return { read, removed, changed: changed + (mastersChanged ? 1 : 0) };
  }
}
