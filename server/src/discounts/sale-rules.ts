/**
 * The rules of timed sales as pure functions (issue 28): which sale, if any, prices a print at an
 * instant, the sale price to the paisa, and when the next sale starts or ends. A sale starts and
 * ends at its minute without any write: readers ask these with the time, and the public cache keeps
 * no answer past the next change (`nextChange`).
 */

/** What the rules read of a sale (the entity has these fields). */
export interface SaleTerms {
  id: number;
  name: string;
  /** 1–90. */
  percent: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** The shop categories it applies to; null: every print. */
  categoryIds: readonly number[] | null;
}

/** Whether the sale runs at `at` (ms since the epoch): from its start (included) to its end (excluded). */
export function isRunning(sale: SaleTerms, at: number): boolean {
  return (!sale.startsAt || sale.startsAt.getTime() <= at) && (!sale.endsAt || at < sale.endsAt.getTime());
}

/**
 * The sale that prices a print of `categoryId` at `at`: of those running that apply to it, the
 * largest percentage (the buyer's best price), the one ending first on a tie, then the older. Null:
 * none, the list price holds.
 */
export function saleFor(sales: readonly SaleTerms[], categoryId: number | null, at: number): SaleTerms | null {
  let best: SaleTerms | null = null;
  for (const sale of sales) {
    if (!isRunning(sale, at)) continue;
    if (sale.categoryIds && (categoryId === null || !sale.categoryIds.includes(categoryId))) continue;
    if (
      !best ||
      sale.percent > best.percent ||
      (sale.percent === best.percent && endOf(sale) < endOf(best)) ||
      (sale.percent === best.percent && endOf(sale) === endOf(best) && sale.id < best.id)
    )
      best = sale;
  }
  return best;
}

const endOf = (sale: SaleTerms) => sale.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;

/** The price of one at `percent` off, in paise: the reduction rounded to the paisa, halves up. */
export function salePricePaise(listPaise: number, percent: number): number {
  return listPaise - Math.floor((listPaise * percent + 50) / 100);
}

/** The first instant after `at` at which a sale starts or ends (ms since the epoch), or null when none will. */
export function nextChange(sales: readonly SaleTerms[], at: number): number | null {
  let next: number | null = null;
  for (const sale of sales)
    for (const edge of [sale.startsAt, sale.endsAt]) {
      const t = edge?.getTime();
      if (t !== undefined && t > at && (next === null || t < next)) next = t;
    }
  return next;
}
