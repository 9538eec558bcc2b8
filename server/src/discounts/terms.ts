/** The owner's input both discount codes and sales share: instants in India time, and the shop categories they apply to. */
import { In, type DataSource } from "typeorm";
import { badInput } from "../core/errors.js";
import { idOf, NO_ROW } from "../core/ids.js";
import { parseIndiaDateTime } from "../core/india-time.js";
import { ShopCategory } from "../masters/shop-category.entity.js";

export const MAX_CATEGORIES = 100;

/** An instant the owner typed (ISO 8601; without an offset, India time); empty: none. `label` starts the message. */
export function instantOf(raw: string | null | undefined, label: string, field: string): Date | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  const at = parseIndiaDateTime(text);
  if (!at) throw badInput(`${label} must be a date or date and time in ISO 8601, e.g. 2026-11-01T09:00+05:30`, { field });
  return at;
}

/** The shop categories named (each must exist), sorted and once each; null or empty: every print (null). */
export async function categoryIdsOf(ds: DataSource, raw: readonly (string | number)[] | null | undefined): Promise<number[] | null> {
  if (!raw || raw.length === 0) return null;
  const ids = [...new Set(raw.map(idOf))];
  if (ids.length > MAX_CATEGORIES) throw badInput(`At most ${MAX_CATEGORIES} categories`, { field: "categoryIds" });
  const known = ids.includes(NO_ROW) ? 0 : await ds.getRepository(ShopCategory).countBy({ id: In(ids) });
  if (known !== ids.length) throw badInput("One of the categories does not exist", { field: "categoryIds" });
  return ids.sort((a, b) => a - b);
}
