/** Shop's part of masters' port (masters/master-uses.ts): how many prints use a shop category, a subcategory or a frame size. */
import type { DataSource } from "typeorm";
import type { MasterUses } from "../masters/master-uses.js";
import { FramePrice, PortfolioItem } from "./portfolio-item.entity.js";

export function shopMasterUses(ds: DataSource): Pick<MasterUses, "shopCategory" | "shopSubcategory" | "frameSize"> {
  const prints = ds.getRepository(PortfolioItem);
  const frames = ds.getRepository(FramePrice);
  return {
    shopCategory: (categoryId) => prints.countBy({ categoryId }),
    shopSubcategory: (subcategoryId) => prints.countBy({ subcategoryId }),
    frameSize: (frameSizeId) => frames.countBy({ frameSizeId }),
  };
}
