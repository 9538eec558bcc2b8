// GST arithmetic and identifiers: the tax split adds up to the paisa for any cart line and rate,
// and a GSTIN is accepted only with its own check character.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FC_SEED } from "../../test/fc-seed.js";
import { findState, GST_RATES, gstinCheckCharacter, INDIAN_STATES, isValidGstin, splitLine } from "./gst.js";

const SEED = FC_SEED;

describe("the tax in a tax-inclusive line", () => {
  it("splits ₹1,499.00 at 12 % and at 5 % as the issue's rule says", () => {
    expect(splitLine(149_900, 12, true)).toEqual({ taxablePaise: 133_839, cgstPaise: 8_030, sgstPaise: 8_031, igstPaise: 0 });
    expect(splitLine(149_900, 12, false)).toEqual({ taxablePaise: 133_839, cgstPaise: 0, sgstPaise: 0, igstPaise: 16_061 });
    expect(splitLine(149_900, 5, true)).toEqual({ taxablePaise: 142_762, cgstPaise: 3_569, sgstPaise: 3_569, igstPaise: 0 });
    expect(splitLine(1_000, 0, true)).toEqual({ taxablePaise: 1_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it("for any line total, rate and place of supply: the parts add up to the total, the taxable value is the rounded quotient, CGST and SGST differ by at most a paisa", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000_00 }), fc.constantFrom(...GST_RATES), fc.boolean(), (total, rate, intra) => {
        const t = splitLine(total, rate, intra);
        expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(total);
        // Exactly: taxable = round(total × 10000 / (10000 + 100 × rate)), halves up, checked in BigInt.
        const divisor = BigInt(10_000 + Math.round(rate * 100));
        const twice = (2n * BigInt(total) * 10_000n) / divisor; // floor(2q)
        expect(BigInt(t.taxablePaise)).toBe((twice + 1n) / 2n);
        if (intra) {
          expect(t.igstPaise).toBe(0);
          expect(t.sgstPaise - t.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(t.sgstPaise - t.cgstPaise).toBeLessThanOrEqual(1);
        } else expect(t.cgstPaise + t.sgstPaise).toBe(0);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it("a cart's invoice adds up to what was paid, line by line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unit: fc.integer({ min: 100, max: 2_000_000 }), qty: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...GST_RATES),
        fc.boolean(),
        (lines, rate, intra) => {
          const paid = lines.reduce((sum, l) => sum + l.unit * l.qty, 0);
          const parts = lines.map((l) => splitLine(l.unit * l.qty, rate, intra));
          expect(parts.reduce((sum, p) => sum + p.taxablePaise + p.cgstPaise + p.sgstPaise + p.igstPaise, 0)).toBe(paid);
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });

  it("refuses what is not a paise amount or not a GST rate", () => {
    expect(() => splitLine(10.5, 12, true)).toThrow(RangeError);
    expect(() => splitLine(-1, 12, true)).toThrow(RangeError);
    expect(() => splitLine(100, 7, true)).toThrow(RangeError);
  });
});

describe("GSTIN", () => {
  it("accepts a real one and refuses it with any other check character, in lower case, or with an unknown state code", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUWXYZ") expect(isValidGstin(`27AAPFU0939F1Z${c}`)).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    const unknownState = `99AAPFU0939F1Z`;
    expect(isValidGstin(unknownState + gstinCheckCharacter(unknownState))).toBe(false);
  });

  it("for any well-formed first 14 characters exactly one check character is right", () => {
    const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digit = fc.constantFrom(..."0123456789");
    const prefix = fc
      .tuple(
        fc.constantFrom(...INDIAN_STATES.map((s) => s.code)),
        fc.array(upper, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        upper,
        fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([state, pan1, pan2, pan3, entity]) => `${state}${pan1.join("")}${pan2.join("")}${pan3}${entity}Z`);
    fc.assert(
      fc.property(prefix, (first14) => {
        const right = [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"].filter((c) => isValidGstin(first14 + c));
        expect(right).toEqual([gstinCheckCharacter(first14)]);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe("states and union territories", () => {
  it("are the 36 with their GST codes, found by name in any case or by code", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(findState("Tamil Nadu")).toEqual({ code: "33", name: "Tamil Nadu" });
    expect(findState("  tamil   NADU ")).toEqual({ code: "33", name: "Tamil Nadu" });
    expect(findState("33")).toEqual({ code: "33", name: "Tamil Nadu" });
    expect(findState("7")).toEqual({ code: "07", name: "Delhi" });
    expect(findState("25")).toBeUndefined();
    expect(findState("Madras State")).toBeUndefined();
  });
});
