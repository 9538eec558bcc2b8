/**
 * The port through which masters asks whether one of its records is in use (issue 43): the rows
 * that use a location, a category, a subcategory or a frame size belong to gallery and shop, which
 * stand above masters, and only the domain that owns a table names it. Gallery and shop implement
 * their part (gallery/master-uses.ts, shop/master-uses.ts) and the composition root (app/services.ts)
 * hands the whole to masters' services. Each answers how many rows use the record: 0 is "free to delete".
 */
export interface MasterUses {
  /** Gallery groups taken at the location. */
  location(locationId: number): Promise<number>;
  /** Gallery groups in the gallery category. */
  galleryCategory(categoryId: number): Promise<number>;
  /** Prints in the shop category. */
  shopCategory(categoryId: number): Promise<number>;
  /** Prints in the shop subcategory. */
  shopSubcategory(subcategoryId: number): Promise<number>;
  /** Prints offered in the frame size. */
  frameSize(frameSizeId: number): Promise<number>;
}
