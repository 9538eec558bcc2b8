/**
 * Discount codes between the API and the owner (issue 28): the API counts paise and instants; the
 * owner reads and types rupees and India time. A PERCENT code's value is a percentage, a FIXED
 * code's is paise.
 */
import { formatPaise } from "@shop/money";
import { fromIndiaLocal, toIndiaLocal } from "../lib/indiaTime";
import { percentError, percentLabel } from "../lib/percent";

export interface DiscountCodeRecord {
  id: string;
  code: string;
  kind: "PERCENT" | "FIXED";
  value: number;
  minOrderPaise: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  categoryIds: string[] | null;
  active: boolean;
  combinesWithSales: boolean;
  uses: number;
  discountGivenPaise: number;
}

/** What the form holds: amounts as typed (rupees), instants as India-time 'YYYY-MM-DDTHH:mm'. */
export interface DiscountCodeFormValues {
  id?: string;
  code: string;
  kind: "PERCENT" | "FIXED";
  valueText: string;
  minOrderText: string;
  startsAtLocal: string;
  endsAtLocal: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  categoryIds: string[];
  active: boolean;
  combinesWithSales: boolean;
}

/** '10%' or '₹500.00'. */
export const valueLabel = (c: Pick<DiscountCodeRecord, "kind" | "value">): string => (c.kind === "PERCENT" ? percentLabel(c.value) : formatPaise(c.value));

/** '1500', '1,500.50', '₹ 99.5' → paise (0 allowed); null unless a number with at most two decimals. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const paiseToText = (paise: number): string => (paise / 100).toFixed(2);

export function toFormValues(r: DiscountCodeRecord | undefined): DiscountCodeFormValues {
  return {
    ...(r ? { id: r.id } : {}),
    code: r?.code ?? "",
    kind: r?.kind ?? "PERCENT",
    valueText: r ? (r.kind === "FIXED" ? paiseToText(r.value) : String(r.value)) : "",
    minOrderText: r?.minOrderPaise ? paiseToText(r.minOrderPaise) : "",
    startsAtLocal: toIndiaLocal(r?.startsAt),
    endsAtLocal: toIndiaLocal(r?.endsAt),
    maxUses: r?.maxUses ?? null,
    maxUsesPerCustomer: r?.maxUsesPerCustomer ?? null,
    categoryIds: r?.categoryIds ?? [],
    active: r?.active ?? true,
    combinesWithSales: r?.combinesWithSales ?? false,
  };
}

/** A number field left empty (or cleared) is no limit. */
const limit = (n: unknown): number | null => (n === "" || n === null || n === undefined ? null : Number(n));

/** The form's values as the API's arguments (the server checks them again and answers its messages). */
export function toApi(v: DiscountCodeFormValues) {
  const value = v.kind === "FIXED" ? rupeesToPaise(v.valueText) : Number(v.valueText.trim());
  return {
    ...(v.id ? { id: v.id } : {}),
    code: v.code.trim(),
    kind: v.kind,
    value: value ?? 0,
    minOrderPaise: v.minOrderText.trim() ? (rupeesToPaise(v.minOrderText) ?? 0) : 0,
    startsAt: fromIndiaLocal(v.startsAtLocal),
    endsAt: fromIndiaLocal(v.endsAtLocal),
    maxUses: limit(v.maxUses),
    maxUsesPerCustomer: limit(v.maxUsesPerCustomer),
    categoryIds: v.categoryIds ?? [],
    active: Boolean(v.active),
    combinesWithSales: Boolean(v.combinesWithSales),
  };
}

/** The form's own checks, in the owner's words; null when the value is fine. */
export function valueError(kind: string, text: string): string | null {
  if (kind !== "FIXED") return percentError(text);
  const t = (text ?? "").trim();
  if (!t) return "Enter the amount off, in rupees";
  const paise = rupeesToPaise(t);
  return paise === null || paise < 1 ? "Enter an amount in rupees, e.g. 500 or 499.50" : null;
}
