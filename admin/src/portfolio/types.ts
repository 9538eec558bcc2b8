/** The shop records as the back office reads them (see PORTFOLIO_ITEM_FIELDS, SHOP_CATEGORY_FIELDS). */
export interface FramePriceRecord {
  id: string;
  frameSizeId: string;
  size: string;
  name: string;
  pricePaise: number;
}

export interface PortfolioItemRecord {
  id: string;
  title: string;
  description: string;
  titleTa?: string | null;
  descriptionTa?: string | null;
  categoryId: string;
  subcategoryId: string;
  imageId: string;
  basePricePaise: number;
  createdAt: string;
  category?: { id: string; name: string } | null;
  subcategory?: { id: string; name: string } | null;
  image?: { id: string; url: string; srcset: string; width: number; height: number } | null;
  frames: FramePriceRecord[];
  /** The paper it is printed on, named on its certificates; null: not given. */
  paper?: string | null;
  /** Issue 46: other names search finds it by. */
  searchKeywords?: string[];
  /** Issue 45: null for an open edition. */
  edition?: { size: number; artistProofs: number; sold: number; reserved: number; remaining: number; closed: boolean } | null;
}

export interface FrameSizeRecord {
  id: string;
  size: string;
  name: string;
  /** Outer size in whole centimetres, frame included, for the size as written; null when never measured. */
  widthCm?: number | null;
  heightCm?: number | null;
  label?: string;
  createdAt: string;
}

export interface ShopSubcategoryRecord {
  id: string;
  name: string;
  categoryId: string;
  createdAt: string;
}

export interface ShopCategoryRecord {
  id: string;
  name: string;
  createdAt: string;
  subcategories?: ShopSubcategoryRecord[];
}

/** "12x18 (Classic Black)", as the spec's frame master is displayed. */
export const frameLabel = (frame: { size: string; name: string; label?: string }): string => frame.label || `${frame.size} (${frame.name})`;
