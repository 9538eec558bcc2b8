// A discount code's arithmetic and rules, without a database (issue 28): for generated carts the
// discounted lines add up to the total and no line goes below 0, a percentage is round(eligible ×
// percent) spread by largest remainder, a fixed amount is spread in proportion, and each refusal
// reads exactly as the buyer is meant to read it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FC_SEED } from "../../test/fc-seed.js";
import { parseIndiaDateTime } from "../core/india-time.js";
import { codeKeyOf, discountOf, fixedShares, largestRemainder, percentShares, refusalOf, type CodeTerms, type DiscountableLine } from "./discount-rules.js";

const terms = (t: Partial<CodeTerms>): CodeTerms => ({
  kind: "PERCENT",
  value: 10,
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  categoryIds: null,
  active: true,
  combinesWithSales: false,
  uses: 0,
  ...t,
});

/** Lines as a cart prices them: up to 30 lines, a unit price up to ₹10,00,000.00, 1 to 20 of each, in one of four categories. */
const cart = fc.array(
  fc.record({
    amountPaise: fc.tuple(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 20 })).map(([unit, qty]) => unit * qty),
    categoryId: fc.constantFrom(1, 2, 3, 4),
  }),
  { minLength: 1, maxLength: 30 },
);

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe("the arithmetic of a discount", () => {
  it("a percentage: the lines' discounts add up to round(eligible × percent / 100), each within a paisa of its exact share, none above its line", () => {
    fc.assert(
      fc.property(cart, fc.integer({ min: 1, max: 90 }), (lines, percent) => {
        const amounts = lines.map((l) => l.amountPaise);
        const shares = percentShares(amounts, percent);
        const total = sum(amounts);
        // Halves up, exactly, in BigInt.
        expect(BigInt(sum(shares))).toBe((BigInt(total) * BigInt(percent) * 2n + 100n) / 200n);
        shares.forEach((s, i) => {
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(amounts[i]);
          const exact = (amounts[i] * percent) / 100;
          expect(Math.abs(s - exact)).toBeLessThan(1);
        });
      }),
      { seed: FC_SEED, numRuns: 1000 },
    );
  });

  it("a fixed amount less than the lines' sum: spread in proportion, adding up to it exactly, each within a paisa of its share", () => {
    fc.assert(
      fc.property(
        cart.chain((lines) => fc.tuple(fc.constant(lines), fc.integer({ min: 1, max: sum(lines.map((l) => l.amountPaise)) - 1 }))),
        ([lines, value]) => {
          fc.pre(value >= 1);
          const amounts = lines.map((l) => l.amountPaise);
          const shares = fixedShares(amounts, value);
          expect(sum(shares)).toBe(value);
          const total = sum(amounts);
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(amounts[i]);
            expect(Math.abs(s - (value * amounts[i]) / total)).toBeLessThan(1);
          });
        },
      ),
      { seed: FC_SEED, numRuns: 1000 },
    );
  });

  it("for any cart and code it accepts: the discounted lines add up to the order's total, no line below 0, lines outside its categories untouched", () => {
    const code = fc.oneof(
      fc.record({ kind: fc.constant("PERCENT" as const), value: fc.integer({ min: 1, max: 90 }) }),
      fc.record({ kind: fc.constant("FIXED" as const), value: fc.integer({ min: 1, max: 50_000_000 }) }),
    );
    const categories = fc.option(fc.uniqueArray(fc.constantFrom(1, 2, 3, 4), { minLength: 1, maxLength: 3 }), { nil: null });
    fc.assert(
      fc.property(cart, code, categories, (lines, c, categoryIds) => {
        const t = terms({ ...c, categoryIds });
        const at = { now: new Date() };
        if (refusalOf(t, lines, at) !== null) return;
        const { discountPaise, lineDiscounts } = discountOf(t, lines);
        const subtotal = sum(lines.map((l) => l.amountPaise));
        const after = lines.map((l, i) => l.amountPaise - lineDiscounts[i]);
        expect(sum(after)).toBe(subtotal - discountPaise);
        expect(sum(lineDiscounts)).toBe(discountPaise);
        after.forEach((a) => expect(a).toBeGreaterThanOrEqual(0));
        lines.forEach((l, i) => {
          if (categoryIds && !categoryIds.includes(l.categoryId)) expect(lineDiscounts[i]).toBe(0);
        });
        if (c.kind === "FIXED") expect(discountPaise).toBe(c.value);
        // Something is always left to pay for the prints a fixed amount applies to.
        expect(subtotal - discountPaise).toBeGreaterThan(0);
      }),
      { seed: FC_SEED, numRuns: 1000 },
    );
  });

  it("rounds by the largest remainder, the earlier line first on a tie", () => {
    // 10 % of ₹0.05 + ₹0.05 + ₹0.05: round(1.5) = 2 paise; each exact share is 0.5, so the first two get one.
    expect(percentShares([5, 5, 5], 10)).toEqual([1, 1, 0]);
    // ₹100.00 over three equal lines: 3334 + 3333 + 3333.
    expect(fixedShares([1000, 1000, 1000], 10_000)).toEqual([3334, 3333, 3333]);
    // 15 % of ₹1,499.00 + ₹2,399.00 = ₹584.70: 224.85 and 359.85 → 22485 and 35985.
    expect(percentShares([149_900, 239_900], 15)).toEqual([22_485, 35_985]);
    expect(largestRemainder(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(largestRemainder(0, [])).toEqual([]);
  });
});

describe("whether a code may be used, in the buyer's words", () => {
  const now = new Date("2026-11-01T12:00:00Z");
  const lines: DiscountableLine[] = [
    { amountPaise: 100_000, categoryId: 1 },
    { amountPaise: 50_000, categoryId: 2 },
  ];

  it("says each refusal exactly as the issue writes it", () => {
    expect(refusalOf(null, lines, { now })).toBe("This code is not valid");
    expect(refusalOf(terms({ active: false }), lines, { now })).toBe("This code is not valid");
    expect(refusalOf(terms({ endsAt: new Date("2026-11-01T12:00:00Z") }), lines, { now })).toBe("This code has expired");
    expect(refusalOf(terms({ startsAt: new Date("2026-11-01T12:00:01Z") }), lines, { now })).toBe("This code is not valid");
    expect(refusalOf(terms({ maxUses: 3, uses: 3 }), lines, { now })).toBe("This code has been used up");
    expect(refusalOf(terms({ minOrderPaise: 200_000 }), lines, { now })).toBe("Add ₹500.00 more to use this code");
    expect(refusalOf(terms({ categoryIds: [3] }), lines, { now })).toBe("This code does not apply to these prints");
    expect(refusalOf(terms({ maxUsesPerCustomer: 1 }), lines, { now, customerUses: 1 })).toBe("You have already used this code");
  });

  it("accepts a code within its time, uses and minimum; the minimum and a fixed amount count only the prints it applies to", () => {
    expect(refusalOf(terms({ startsAt: now, endsAt: new Date(now.getTime() + 1) }), lines, { now })).toBeNull();
    expect(refusalOf(terms({ maxUses: 3, uses: 2, maxUsesPerCustomer: 1 }), lines, { now, customerUses: 0 })).toBeNull();
    expect(refusalOf(terms({ minOrderPaise: 150_000 }), lines, { now })).toBeNull();
    // Only category 2 (₹500.00) counts towards a ₹600.00 minimum: ₹100.00 more.
    expect(refusalOf(terms({ minOrderPaise: 60_000, categoryIds: [2] }), lines, { now })).toBe("Add ₹100.00 more to use this code");
    // A fixed ₹500.00 on ₹500.00 of eligible prints would leave nothing to pay: a paisa more.
    expect(refusalOf(terms({ kind: "FIXED", value: 50_000, categoryIds: [2] }), lines, { now })).toBe("Add ₹0.01 more to use this code");
    expect(refusalOf(terms({ kind: "FIXED", value: 49_999, categoryIds: [2] }), lines, { now })).toBeNull();
    expect(discountOf(terms({ kind: "FIXED", value: 49_999, categoryIds: [2] }), lines).lineDiscounts).toEqual([0, 49_999]);
  });

  it("reads a code without regard to case, and only letters, digits and '-', 3 to 32", () => {
    expect(codeKeyOf(" diwali-10 ")).toBe("DIWALI-10");
    expect(codeKeyOf("ab")).toBeNull();
    expect(codeKeyOf("A".repeat(33))).toBeNull();
    expect(codeKeyOf("DIWALI 10")).toBeNull();
    expect(codeKeyOf("DIWALI_10")).toBeNull();
    expect(codeKeyOf(null)).toBeNull();
  });

  it("reads the owner's times as ISO 8601, in India time when no offset is written", () => {
    expect(parseIndiaDateTime("2026-11-01")?.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(parseIndiaDateTime("2026-11-01T09:30")?.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(parseIndiaDateTime("2026-11-01T09:30:00Z")?.toISOString()).toBe("2026-11-01T09:30:00.000Z");
    expect(parseIndiaDateTime("2026-11-01T09:30:00.000+05:30")?.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(parseIndiaDateTime("2026-11-01T09:30-0500")?.toISOString()).toBe("2026-11-01T14:30:00.000Z");
    expect(parseIndiaDateTime("2026-11-31")).toBeNull();
    expect(parseIndiaDateTime("2026-11-01T24:00")).toBeNull();
    expect(parseIndiaDateTime("next diwali")).toBeNull();
  });
});
