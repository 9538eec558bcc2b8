/**
 * India's Goods and Services Tax as this shop needs it: the GSTIN's format and check character,
 * the states and union territories with their GST codes (the place of supply), the rates the law
 * uses, and the split of a tax-inclusive price into taxable value and tax, in paise. Import-free
 * kernel arithmetic: billing, orders and content use it, and the storefront and the back office
 * import this file through their `@shop/gst` alias, so it must stay browser-safe.
 */

/** The 36 states and union territories and their two-digit GST state codes. */
export const INDIAN_STATES: readonly { code: string; name: string }[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
];

const byCode = new Map(INDIAN_STATES.map((s) => [s.code, s]));
const byName = new Map(INDIAN_STATES.map((s) => [s.name.toLowerCase(), s]));

/** A state given by its name (any letter case, spaces trimmed) or its GST code ('33' or '3'); undefined otherwise. */
export function findState(value: string): { code: string; name: string } | undefined {
  const v = value.trim().replace(/\s+/g, " ");
  if (/^\d{1,2}$/.test(v)) return byCode.get(v.padStart(2, "0"));
  return byName.get(v.toLowerCase());
}

/** The rates the GST law uses, in percent. */
export const GST_RATES: readonly number[] = [0, 0.25, 3, 5, 12, 18, 28, 40];

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN: 15 characters in its format, a known state code, and its check character right. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_SHAPE.test(gstin) && byCode.has(gstin.slice(0, 2)) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

export interface LineTax {
  /** round(total × 100 ÷ (100 + rate)), in paise. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive line total (paise) at `ratePercent`: taxable value = round(total × 100 ÷
 * (100 + rate)) (halves up), tax = total − taxable; within the business's state CGST = floor(tax ÷ 2)
 * and SGST the rest, elsewhere all of it IGST. The parts always add up to the total.
 */
export function splitLine(totalPaise: number, ratePercent: number, intraState: boolean): LineTax {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`a line total in paise, got ${totalPaise}`);
  if (!GST_RATES.includes(ratePercent)) throw new RangeError(`not a GST rate: ${ratePercent}`);
  // In hundredths of a percent, so that 0.25 % stays an integer: taxable = total × 10000 ÷ (10000 + bp).
  const divisor = 10_000 + Math.round(ratePercent * 100);
  const taxablePaise = Math.floor((2 * totalPaise * 10_000 + divisor) / (2 * divisor));
  const tax = totalPaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}
