import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees } from "./money.js";

describe("money as people read it", () => {
  it("groups digits the Indian way with two decimals", () => {
    expect(formatPaise(149900)).toBe("₹1,499.00");
    expect(formatPaise(14999950)).toBe("₹1,49,999.50");
    expect(formatPaise(1000000000)).toBe("₹1,00,00,000.00");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(formatRupees(999)).toBe("₹999.00");
  });

  it("puts the sign before the rupee sign and reads what is not a number as zero", () => {
    expect(formatPaise(-125050)).toBe("-₹1,250.50");
    expect(formatRupees(Number.NaN)).toBe("₹0.00");
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe("₹0.00");
  });
});
