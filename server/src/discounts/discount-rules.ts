/**
 * The rules of a discount code as pure functions (issue 28): whether a code may be used on a cart,
 * with exactly the messages the buyer reads, and how much it takes off each line, to the paisa. No
 * database here: the shop's pricing and the checkout both call these with what they read, so the
 * cart's quote and the amount the payment order asks for cannot disagree.
 */
import { badInput } from "../core/errors.js";
import { formatPaise } from "../core/money.js";

export const DISCOUNT_KINDS = ["PERCENT", "FIXED"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The buyer's messages (issue 28), word for word; the amount still needed is filled in. */
export const CODE_REFUSALS = {
  invalid: "This code is not valid",
  expired: "This code has expired",
  usedUp: "This code has been used up",
  notForThesePrints: "This code does not apply to these prints",
  alreadyUsed: "You have already used this code",
  addMore: (paise: number) => `Add ${formatPaise(paise)} more to use this code`,
} as const;

/** What the rules read of a code (the entity has these fields). */
export interface CodeTerms {
  kind: DiscountKind;
  /** PERCENT: 1–90; FIXED: paise. */
  value: number;
  minOrderPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** The shop categories it applies to; null: every print. */
  categoryIds: readonly number[] | null;
  active: boolean;
  /** Whether it applies to prints a running sale has already reduced. */
  combinesWithSales: boolean;
  uses: number;
}

/** A priced line as the rules see it. */
export interface DiscountableLine {
  amountPaise: number;
  categoryId: number | null;
  /** Priced by a running sale: a code applies to it only when it says it combines with sales. */
  onSale?: boolean;
}

/**
 * The code letters, digits and '-', 3 to 32 of them, compared without regard to case: the key is
 * its upper-case form, trimmed. Anything else is no code (null).
 */
export function codeKeyOf(raw: unknown): string | null {
  const text = typeof raw === "string" ? raw.trim().toUpperCase() : "";
  return /^[A-Z0-9-]{3,32}$/.test(text) ? text : null;
}

/**
 * Splits `total` paise over `weights` by the largest remainder: each gets floor(total × w / Σw), and
 * the paise left go one each to the largest remainders (the earlier line first on a tie). The
 * shares add up to `total` exactly. BigInt, so that a large order's products stay exact.
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (weights.length === 0 || sum === 0n) return weights.map(() => 0);
  const T = BigInt(total);
  const parts = weights.map((w, index) => {
    const product = T * BigInt(w);
    return { index, share: product / sum, remainder: product % sum };
  });
  let left = T - parts.reduce((s, p) => s + p.share, 0n);
  const order = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const p of order) {
    if (left <= 0n) break;
    p.share += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.share));
}

/**
 * A percentage off each of `amounts`: the lines' discounts add up to round(Σ × percent / 100)
 * (halves up), and each line's is its exact share rounded by the largest remainder.
 */
export function percentShares(amounts: readonly number[], percent: number): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  const total = Math.floor((sum * percent + 50) / 100);
  return largestRemainder(total, amounts);
}

/** A fixed amount spread over `amounts` in proportion (largest remainder); it must be less than their sum. */
export function fixedShares(amounts: readonly number[], value: number): number[] {
  return largestRemainder(value, amounts);
}

/** Whether a line is one the code applies to: of its categories, and not on sale unless the code combines with sales. */
export function isEligible(terms: Pick<CodeTerms, "categoryIds" | "combinesWithSales">, line: DiscountableLine): boolean {
  if (line.onSale && !terms.combinesWithSales) return false;
  return terms.categoryIds === null || (line.categoryId !== null && terms.categoryIds.includes(line.categoryId));
}

export interface AppliedDiscount {
  /** The whole discount, in paise. */
  discountPaise: number;
  /** Each line's share, in the lines' order (0 for a line the code does not apply to). */
  lineDiscounts: number[];
}

export interface UseContext {
  now: Date;
  /**
   * The buyer's paid and pending orders with this code, when the buyer is known (at checkout); the
   * cart's quote knows no buyer, and the checkout says it again.
   */
  customerUses?: number;
}

/**
 * Why a code cannot be used on these lines (the buyer's message), or null when it can. One rule
 * after the other, in the order the buyer would want to hear them: no such code (or not yet), no
 * longer, none left, already used by this buyer, not for these prints, not enough in the cart.
 */
export function refusalOf(terms: CodeTerms | null, lines: readonly DiscountableLine[], at: UseContext): string | null {
  if (!terms || !terms.active) return CODE_REFUSALS.invalid;
  const now = at.now.getTime();
  // A code that has not started answers as one that does not exist: it must not confirm an unreleased campaign.
  if (terms.startsAt && now < terms.startsAt.getTime()) return CODE_REFUSALS.invalid;
  if (terms.endsAt && now >= terms.endsAt.getTime()) return CODE_REFUSALS.expired;
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) return CODE_REFUSALS.usedUp;
  if (terms.maxUsesPerCustomer !== null && at.customerUses !== undefined && at.customerUses >= terms.maxUsesPerCustomer) return CODE_REFUSALS.alreadyUsed;
  const eligible = lines.filter((l) => isEligible(terms, l));
  if (eligible.length === 0) return CODE_REFUSALS.notForThesePrints;
  const subtotal = eligible.reduce((s, l) => s + l.amountPaise, 0);
  // A fixed amount must leave something to pay for the prints it applies to.
  const needed = Math.max(terms.minOrderPaise, terms.kind === "FIXED" ? terms.value + 1 : 0);
  if (subtotal < needed) return CODE_REFUSALS.addMore(needed - subtotal);
  return null;
}

/** The discount of a code that may be used on these lines (refusalOf said null): each line's share. */
export function discountOf(terms: CodeTerms, lines: readonly DiscountableLine[]): AppliedDiscount {
  const eligible = lines.map((l) => isEligible(terms, l));
  const amounts = lines.filter((_, i) => eligible[i]).map((l) => l.amountPaise);
  const shares = terms.kind === "PERCENT" ? percentShares(amounts, terms.value) : fixedShares(amounts, terms.value);
  let next = 0;
  const lineDiscounts = lines.map((_, i) => (eligible[i] ? shares[next++] : 0));
  return { discountPaise: lineDiscounts.reduce((s, d) => s + d, 0), lineDiscounts };
}

/** The discount of a code on these lines, or the buyer's message as a 400. */
export function applyCode(terms: CodeTerms | null, lines: readonly DiscountableLine[], at: UseContext): AppliedDiscount {
  const refusal = refusalOf(terms, lines, at);
  if (refusal) throw badInput(refusal, { field: "discountCode" });
  return discountOf(terms!, lines);
}
