/** Gallery's part of masters' port (masters/master-uses.ts): how many gallery groups use a location or a gallery category. */
import type { DataSource } from "typeorm";
import type { MasterUses } from "../masters/master-uses.js";
import { GalleryItem } from "./gallery-item.entity.js";

export function galleryMasterUses(ds: DataSource): Pick<MasterUses, "location" | "galleryCategory"> {
  const items = ds.getRepository(GalleryItem);
  return {
    location: (locationId) => items.createQueryBuilder("g").innerJoin("g.locations", "l").where("l.id = :locationId", { locationId }).getCount(),
    galleryCategory: (categoryId) => items.countBy({ categoryId }),
  };
}
