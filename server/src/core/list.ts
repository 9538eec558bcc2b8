/**
 * react-admin's list parameters (ra-data-graphql-simple: zero-based page, perPage, sortField,
 * sortOrder, filter) applied to a query builder with a whitelist of sortable columns.
 */
import { ArgsType, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { badInput } from "./errors.js";
import { idOf, NO_ROW } from "./ids.js";

export const MAX_PER_PAGE = 200;

export interface ListParams<F = BaseFilter> {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: F | null;
}

@InputType({ description: "Filter shared by every admin list: a search text and a set of ids." })
export class BaseFilter {
  @Field(() => String, { nullable: true, description: "Text to search for." })
  q?: string | null;

  @Field(() => [ID], { nullable: true, description: "Only these records (react-admin's getMany)." })
  ids?: string[] | null;
}

@ObjectType({ description: "The size of a list, for react-admin's pagination." })
export class ListMetadata {
  @Field(() => Int, { description: "Number of records matching the filter." })
  count: number;
}

/** The argument class of an admin list query for one filter type. */
export function listArgsFor<F>(filter: new () => F) {
  @ArgsType()
  class ListArgs implements ListParams<F> {
    @Field(() => Int, { nullable: true, description: "Zero-based page index." })
    page?: number | null;

    @Field(() => Int, { nullable: true, description: `Records per page (at most ${MAX_PER_PAGE}).` })
    perPage?: number | null;

    @Field(() => String, { nullable: true, description: "Field to sort by." })
    sortField?: string | null;

    @Field(() => String, { nullable: true, description: "ASC or DESC." })
    sortOrder?: string | null;

    @Field(() => filter, { nullable: true, description: "Filter of the list." })
    filter?: F | null;
  }
  return ListArgs;
}

export interface ListShape<T extends ObjectLiteral> {
  alias: string;
  /** GraphQL field name → SQL expression it sorts by. */
  sortable: Record<string, string>;
  defaultSort: string;
  /** SQL expressions a `q` search matches (case-insensitive LIKE). */
  search: string[];
  /** Extra filter rules beyond q and ids. */
  where?: (qb: SelectQueryBuilder<T>, filter: Record<string, unknown>) => void;
}

export function toIds(ids: readonly (string | number)[] | null | undefined): number[] {
  return (ids ?? []).map(idOf).filter((n) => n !== NO_ROW);
}

/** Applies filter and sort; `paginate` also applies the page window. */
export function applyList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  shape: ListShape<T>,
  params: ListParams<object>,
  paginate: boolean,
): SelectQueryBuilder<T> {
  const filter = (params.filter ?? {}) as Record<string, unknown> & BaseFilter;
  if (filter.ids) qb.andWhere(`${shape.alias}.id IN (:...listIds)`, { listIds: [0, ...toIds(filter.ids)] });
  const q = typeof filter.q === "string" ? filter.q.trim().toLowerCase() : "";
  if (q) {
    const like = `%${q.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    qb.andWhere(`(${shape.search.map((col) => `LOWER(${col}) LIKE :listQ ESCAPE '!'`).join(" OR ")})`, { listQ: like });
  }
  shape.where?.(qb, filter);
  if (!paginate) return qb;

  const sortField = params.sortField ?? shape.defaultSort;
  // Own keys only: "toString" or "constructor" would find Object.prototype's.
  const column = Object.hasOwn(shape.sortable, sortField) ? shape.sortable[sortField] : undefined;
  if (!column) throw badInput(`Cannot sort by ${sortField}`);
  const order = String(params.sortOrder ?? "ASC").toUpperCase() === "DESC" ? "DESC" : "ASC";
  qb.orderBy(column, order).addOrderBy(`${shape.alias}.id`, order);
  if (params.perPage != null) {
    const perPage = Math.min(Math.max(1, params.perPage), MAX_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    qb.skip(page * perPage).take(perPage);
  }
  return qb;
}

/**
 * One page of ids and the total in one statement (`COUNT(*) OVER ()`, counted before the window is
 * applied; SQLite ≥ 3.25 and MariaDB ≥ 10.2 have it), so a page costs the same statements at 10 and
 * at 1 000 rows. `qb` selects only `${alias}.id`, ordered, with no joins. A page past the end has
 * no row to carry the total: that rare case counts separately.
 */
export async function pageOfIds<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const rows = await qb.clone().addSelect("COUNT(*) OVER ()", "total").offset(offset).limit(limit).getRawMany<Record<string, unknown>>();
  if (rows.length > 0) return { ids: rows.map((r) => Number(r[`${alias}_id`])), total: Number(rows[0].total) };
  return { ids: [], total: offset === 0 ? 0 : await qb.getCount() };
}
