// The timed sales' rules as pure functions (issue 28): which sale prices a print, to the paisa, and
// when the next start or end is.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRunning, nextChange, saleFor, salePricePaise, type SaleTerms } from "./sale-rules.js";

const T0 = Date.parse("2027-01-14T00:00:00+05:30");
const MIN = 60_000;
const sale = (s: Partial<SaleTerms>): SaleTerms => ({ id: 1, name: "Pongal sale", percent: 20, startsAt: null, endsAt: null, categoryIds: null, ...s });

describe("sale rules", () => {
  it("runs from its start, included, to its end, excluded", () => {
    const s = sale({ startsAt: new Date(T0), endsAt: new Date(T0 + 60 * MIN) });
    expect([isRunning(s, T0 - 1), isRunning(s, T0), isRunning(s, T0 + 60 * MIN - 1), isRunning(s, T0 + 60 * MIN)]).toEqual([false, true, true, false]);
    expect(isRunning(sale({}), T0)).toBe(true);
  });

  it("prices a print by the largest running sale of its category; others and ended ones do not count", () => {
    const sales = [
      sale({ id: 1, percent: 10 }),
      sale({ id: 2, percent: 30, categoryIds: [7] }),
      sale({ id: 3, percent: 50, endsAt: new Date(T0) }), // ended
      sale({ id: 4, percent: 60, startsAt: new Date(T0 + MIN) }), // to come
    ];
    expect(saleFor(sales, 7, T0)?.id).toBe(2);
    expect(saleFor(sales, 8, T0)?.id).toBe(1);
    expect(saleFor(sales, 8, T0 + MIN)?.id).toBe(4);
    expect(saleFor([sale({ categoryIds: [7] })], 8, T0)).toBeNull();
    // A tie: the one ending first, then the older.
    const tie = [
      sale({ id: 5, percent: 20 }),
      sale({ id: 6, percent: 20, endsAt: new Date(T0 + MIN) }),
      sale({ id: 4, percent: 20, endsAt: new Date(T0 + MIN) }),
    ];
    expect(saleFor(tie, 1, T0)?.id).toBe(4);
  });

  it("takes the percentage off to the paisa, halves up, never below nothing", () => {
    expect(salePricePaise(149_900, 20)).toBe(119_920);
    expect(salePricePaise(99_950, 15)).toBe(84_957); // 14 992.5 off → 14 993
    expect(salePricePaise(1, 50)).toBe(0); // half a paisa off rounds up
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 90 }), (list, percent) => {
        const price = salePricePaise(list, percent);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThan(list + 1);
        expect(Math.abs(list - price - (list * percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("knows the next start or end after an instant", () => {
    const sales = [sale({ startsAt: new Date(T0 + 5 * MIN), endsAt: new Date(T0 + 65 * MIN) }), sale({ endsAt: new Date(T0 + 30 * MIN) })];
    expect(nextChange(sales, T0)).toBe(T0 + 5 * MIN);
    expect(nextChange(sales, T0 + 5 * MIN)).toBe(T0 + 30 * MIN);
    expect(nextChange(sales, T0 + 30 * MIN)).toBe(T0 + 65 * MIN);
    expect(nextChange(sales, T0 + 65 * MIN)).toBeNull();
  });
});
