/**
 * Discount codes (issue 28): the owner's list, create, edit and delete; finding a code the buyer
 * typed; and the two statements that take a use and give it back, which the checkout runs in its
 * own transactions. Whether a code may be used on a cart, and how much it takes off, are the pure
 * rules of discount-rules.ts.
 */
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientKeyOf } from "../core/client-address.js";
import type { DataSource, EntityManager, Repository } from "typeorm";
import { AppError, badInput, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import { NO_ROW } from "../core/ids.js";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { DiscountCode } from "./discount-code.entity.js";
import { categoryIdsOf, instantOf } from "./terms.js";
import { applyCode, CODE_REFUSALS, codeKeyOf, DISCOUNT_KINDS, type AppliedDiscount, type DiscountableLine, type UseContext } from "./discount-rules.js";

/** The largest fixed amount or minimum order: ₹1,00,00,000.00. */
export const MAX_DISCOUNT_PAISE = 1_000_000_000;
/** Codes tried that do not exist, per client, in LOOKUP_WINDOW_S: enough for typos, too few to guess codes. */
export const CODE_MISSES = 20;
const LOOKUP_WINDOW_S = 10 * 60;

/** What the owner sends: every field optional on update (left out: kept; null: cleared where it may be). */
export interface DiscountCodeInput {
  code?: string | null;
  kind?: string | null;
  value?: number | null;
  minOrderPaise?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
  maxUsesPerCustomer?: number | null;
  categoryIds?: readonly (string | number)[] | null;
  active?: boolean | null;
  combinesWithSales?: boolean | null;
}

/** The discount given with each code, by the orders that hold it (the orders domain answers; the root wires it). */
export type DiscountGiven = (codeIds: readonly number[]) => Promise<Map<number, number>>;

const shape: ListShape<DiscountCode> = {
  alias: "d",
  sortable: {
    id: "d.id",
    code: "d.codeKey",
    kind: "d.kind",
    value: "d.value",
    startsAt: "d.startsAt",
    endsAt: "d.endsAt",
    uses: "d.uses",
    active: "d.active",
    createdAt: "d.createdAt",
  },
  defaultSort: "createdAt",
  search: ["d.codeKey"],
  where: (qb, f) => {
    if (typeof f.active === "boolean") qb.andWhere("d.active = :active", { active: f.active });
  },
};

const isWhole = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n);

export class DiscountCodeService {
  private readonly repo: Repository<DiscountCode>;
  /** Codes tried that do not exist, per client, counted across instances. */
  private readonly misses: RateLimiterAbstract;
  /** Set by the composition root: the orders domain sums what each code gave. */
  given: DiscountGiven = (ids) => Promise.resolve(new Map(ids.map((id) => [id, 0])));

  constructor(
    private readonly ds: DataSource,
    limiter: LimiterFactory = inMemory,
  ) {
    this.repo = ds.getRepository(DiscountCode);
    this.misses = limiter({ keyPrefix: "discount-code-misses", points: CODE_MISSES, duration: LOOKUP_WINDOW_S });
  }

  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("d"), shape, { sortOrder: "DESC", ...p }, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("d"), shape, p, false).getCount();
  }
  get(id: number, em: EntityManager = this.ds.manager) {
    return em.getRepository(DiscountCode).findOneBy({ id });
  }

  private async found(id: number): Promise<DiscountCode> {
    const c = id === NO_ROW ? null : await this.get(id);
    if (!c) throw notFound("Discount code not found");
    return c;
  }

  async create(input: DiscountCodeInput): Promise<DiscountCode> {
    const values = await this.clean(input, null);
    try {
      const { identifiers } = await this.repo.insert({ uses: 0, ...values });
      return this.found(Number(identifiers[0].id));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(duplicate(values.code!));
      throw err;
    }
  }

  async update(id: number, input: DiscountCodeInput): Promise<DiscountCode> {
    const current = await this.found(id);
    const values = await this.clean(input, current);
    try {
      // `uses` is never written here: the checkout's conditional updates own it.
      await this.repo.update({ id }, values);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(duplicate(values.code ?? current.code));
      throw err;
    }
    return this.found(id);
  }

  /** A code no order ever held may go; one that was used stays (switch it off instead), so the orders' history keeps it. */
  async remove(id: number): Promise<DiscountCode> {
    const current = await this.found(id);
    const given = await this.given([id]);
    if (current.uses > 0 || given.get(id)) throw conflict("This code has been used by orders; switch it off (active: false) instead of deleting it");
    const res = await this.repo.createQueryBuilder().delete().from(DiscountCode).where("id = :id AND uses = 0", { id }).execute();
    if (!res.affected) throw conflict("This code has been used by orders; switch it off (active: false) instead of deleting it");
    return current;
  }

  /**
   * The code the buyer typed, with its discount on these lines, or the buyer's message as a 400.
   * Every code tried takes a point of the client's (`clientKey`) limit before it is looked up, as
   * sign-in does: parallel tries (16 aliased fields, requests at once) cannot all pass a check made
   * before any of them is counted. A code that exists and has started gives the point back; one that
   * does not, is switched off or has not started yet (an unreleased campaign's code is not
   * confirmed) keeps it. Too many, and the client waits (429): codes cannot be guessed by trying them all.
   * More than CODE_MISSES tries in flight at once from one client are refused too, real codes included.
   */
  async apply(raw: string, lines: readonly DiscountableLine[], at: UseContext, client?: string): Promise<{ code: DiscountCode; discount: AppliedDiscount }> {
    // The client as every limit counts it (an IPv6 address by its /64; an empty or unreadable address
    // as 'unknown', counted like any other). Only a call that names no client (the server's own) is not.
    const clientKey = client === undefined ? undefined : clientKeyOf(client);
    if (clientKey)
      await this.misses.consume(clientKey).catch(async (err: unknown) => {
        if (err instanceof RateLimiterRes) {
          // Not tried: the count stays at the limit, so tries refused do not keep a client's own codes (used
          // at once by many buyers behind one address) refused once those in flight are given back.
          await this.misses.reward(clientKey, 1).catch(() => undefined);
          throw tooMany();
        }
        // The limiter's store cannot be reached: the code is still looked up (as before this limit).
        console.error("Discount code limiter:", err);
      });
    const key = codeKeyOf(raw);
    const code = key ? await this.repo.findOneBy({ codeKey: key }) : null;
    if (!code || !code.active || (code.startsAt && at.now.getTime() < code.startsAt.getTime()))
      throw badInput(CODE_REFUSALS.invalid, { field: "discountCode" });
    if (clientKey) await this.misses.reward(clientKey, 1).catch(() => undefined);
    return { code, discount: applyCode(code, lines, at) };
  }

  /**
   * Takes one use of a code, in the caller's transaction: one conditional update, so that however
   * many checkouts run at once no more than `maxUses` orders hold it. False when none is left (or
   * the code was switched off meanwhile). On MariaDB the row stays locked until the caller commits,
   * so a buyer's own count of uses read after it sees every order committed before.
   */
  async takeUse(em: EntityManager, id: number): Promise<boolean> {
    const res = await em
      .createQueryBuilder()
      .update(DiscountCode)
      .set({ uses: () => "uses + 1" })
      .where("id = :id AND active = :on AND (maxUses IS NULL OR uses < maxUses)", { id, on: true })
      .execute();
    return res.affected === 1;
  }

  /** Gives uses back (one, or `count`), in the caller's transaction (which guards that an order gives its use back once). */
  async giveBack(em: EntityManager, id: number, count = 1): Promise<void> {
    if (!Number.isSafeInteger(count) || count < 1) return;
    await em
      .createQueryBuilder()
      .update(DiscountCode)
      .set({ uses: () => `CASE WHEN uses > ${count} THEN uses - ${count} ELSE 0 END` })
      .where("id = :id AND uses > 0", { id })
      .execute();
  }

  /** Checks the owner's input against the code as it is (null: a new one); answers the columns to write. */
  private async clean(input: DiscountCodeInput, current: DiscountCode | null): Promise<Partial<DiscountCode>> {
    const out: Partial<DiscountCode> = {};
    const given = <K extends keyof DiscountCodeInput>(k: K) => input[k] !== undefined && (input[k] !== null || !current);
    const clears = <K extends keyof DiscountCodeInput>(k: K) => input[k] !== undefined;

    if (!current || input.code != null) {
      const key = codeKeyOf(input.code);
      if (!key) throw badInput("The code must be 3 to 32 letters, digits or '-'", { field: "code" });
      out.code = key;
      out.codeKey = key;
    }
    const kind = (given("kind") ? input.kind : current?.kind) ?? null;
    if (!kind || !(DISCOUNT_KINDS as readonly string[]).includes(kind)) throw badInput("The kind must be PERCENT or FIXED", { field: "kind" });
    out.kind = kind as DiscountCode["kind"];
    const value = given("value") ? input.value : current?.value;
    if (kind === "PERCENT" && !(isWhole(value) && value >= 1 && value <= 90))
      throw badInput("A percentage must be a whole number from 1 to 90", { field: "value" });
    if (kind === "FIXED" && !(isWhole(value) && value >= 1 && value <= MAX_DISCOUNT_PAISE))
      throw badInput("A fixed amount must be a whole number of paise, at least 1 (₹0.01)", { field: "value" });
    out.value = value!;

    if (given("minOrderPaise") || !current) {
      const min = input.minOrderPaise ?? 0;
      if (!(isWhole(min) && min >= 0 && min <= MAX_DISCOUNT_PAISE))
        throw badInput("The minimum order must be a whole number of paise, 0 or more", { field: "minOrderPaise" });
      out.minOrderPaise = min;
    }

    const instant = (k: "startsAt" | "endsAt", label: string): Date | null => (clears(k) ? instantOf(input[k], label, k) : current ? current[k] : null);
    const startsAt = instant("startsAt", "The start");
    const endsAt = instant("endsAt", "The end");
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) throw badInput("The end must be after the start", { field: "endsAt" });
    if (clears("startsAt") || !current) out.startsAt = startsAt ?? null;
    if (clears("endsAt") || !current) out.endsAt = endsAt ?? null;

    for (const [k, label] of [
      ["maxUses", "The number of uses"],
      ["maxUsesPerCustomer", "The number of uses per customer"],
    ] as const) {
      if (!clears(k) && current) continue;
      const n = input[k] ?? null;
      if (n !== null && !(isWhole(n) && n >= 1 && n <= 1_000_000_000))
        throw badInput(`${label} must be a whole number, at least 1 (or empty: no limit)`, { field: k });
      out[k] = n;
    }

    if (clears("categoryIds") || !current) out.categoryIds = await categoryIdsOf(this.ds, input.categoryIds);

    for (const k of ["active", "combinesWithSales"] as const) {
      if (given(k) && input[k] !== null) out[k] = Boolean(input[k]);
      else if (!current) out[k] = k === "active";
    }
    return out;
  }
}

const duplicate = (code: string) => `A discount code ${code} already exists (codes are the same whatever their letter case)`;
const tooMany = () => new AppError("TOO_MANY_REQUESTS", "Too many codes tried. Please try again in a few minutes.");
