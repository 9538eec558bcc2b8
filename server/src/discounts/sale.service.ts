/**
 * Timed sales (issue 28): the owner's list, create, edit and delete, and the sales that price the
 * shop at an instant. Nothing is written when a sale starts or ends: readers load the sales not yet
 * ended (`current`) and the pure rules of sale-rules.ts pick the one running; the service remembers
 * the next start or end it has seen, so that the public cache keeps no answer past it.
 */
import type { DataSource, EntityManager, Repository } from "typeorm";
import { badInput, notFound } from "../core/errors.js";
import { NO_ROW } from "../core/ids.js";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { singleLine } from "../core/text.js";
import { Sale } from "./sale.entity.js";
import { nextChange, type SaleTerms } from "./sale-rules.js";
import { categoryIdsOf, instantOf } from "./terms.js";

/** What the owner sends: every field optional on update (left out: kept; null: cleared where it may be). */
export interface SaleInput {
  name?: string | null;
  percent?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  categoryIds?: readonly (string | number)[] | null;
}

export const SALE_NAME_MAX = 80;

/**
 * The longest the sales are remembered under one cache version: the bound on a price left stale
 * when another instance's version bump was lost (the bump is retried; this is the last resort).
 */
export const SALES_MEMO_MS = 60_000;

const shape: ListShape<Sale> = {
  alias: "s",
  sortable: { id: "s.id", name: "s.name", percent: "s.percent", startsAt: "s.startsAt", endsAt: "s.endsAt", createdAt: "s.createdAt" },
  defaultSort: "createdAt",
  search: ["s.name"],
};

export class SaleService {
  private readonly repo: Repository<Sale>;
  /** The sales not ended as last read (by any reader): their starts and ends bound the public cache's entries. */
  private known: readonly SaleTerms[] = [];

  constructor(private readonly ds: DataSource) {
    this.repo = ds.getRepository(Sale);
  }

  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("s"), shape, { sortOrder: "DESC", ...p }, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("s"), shape, p, false).getCount();
  }
  get(id: number) {
    return id === NO_ROW ? Promise.resolve(null) : this.repo.findOneBy({ id });
  }

  private async found(id: number): Promise<Sale> {
    const sale = await this.get(id);
    if (!sale) throw notFound("Sale not found");
    return sale;
  }

  /**
   * The sales not ended at `at` (running, or to come): what prices the shop now and until the next
   * change. Outside a transaction they are remembered under the shared cache version (see
   * `useVersion`): a rush of checkouts reads them once, not once each. A remembered list read at an
   * instant answers for any later one by dropping the sales ended since (the sales to come are in it
   * already), so a sale still starts and ends at its minute; a write on this instance forgets it at
   * once, a write on another bumps the version before its answer leaves. `version`: the shared
   * version as the caller has just read it. In a transaction (`em`), always one small query (by the
   * index on the end).
   */
  async current(at = Date.now(), em?: EntityManager, version?: string | null): Promise<SaleTerms[]> {
    if (em && em !== this.ds.manager) return this.read(at, em);
    if (version === undefined) version = await this.versionNow();
    if (version === null) return this.read(at, this.ds.manager);
    const memo = this.memo;
    if (memo && memo.version === version && at >= memo.at && Date.now() - memo.readAt < SALES_MEMO_MS)
      return memo.sales.filter((s) => s.endsAt === null || s.endsAt.getTime() > at);
    const generation = this.generation;
    const readAt = Date.now();
    const sales = await this.read(at, this.ds.manager);
    // A write of this instance since the read began may be missing from it: not remembered.
    if (generation === this.generation) this.memo = { version, at, readAt, sales };
    return sales;
  }

  /**
   * Where the shared cache version is read (the public cache's, one read shared by the requests that
   * arrive together): set by the composition root. Without it, every `current` reads the database.
   */
  useVersion(read: () => Promise<string>): void {
    this.version = read;
    this.memo = null;
  }

  private version?: () => Promise<string>;

  /**
   * The shared cache version now, for a reader that remembers under it (the checkout's frames too:
   * one read for both); null without one, or when it cannot be read (then nothing is remembered).
   */
  async versionNow(): Promise<string | null> {
    if (!this.version) return null;
    try {
      return await this.version();
    } catch {
      return null;
    }
  }
  /** The sales not ended at `at`, read at `readAt` under the shared cache version `version`. */
  private memo: { version: string; at: number; readAt: number; sales: readonly SaleTerms[] } | null = null;
  /** Counts this instance's writes to sales: a read that began before one is not remembered. */
  private generation = 0;

  private async read(at: number, em: EntityManager): Promise<SaleTerms[]> {
    const sales = await em
      .getRepository(Sale)
      .createQueryBuilder("s")
      .where("s.endsAt IS NULL OR s.endsAt > :at", { at: new Date(at) })
      .getMany();
    this.known = sales;
    return sales;
  }

  /** After a write to sales on this instance: nothing remembered before it is answered again. */
  private written(): void {
    this.generation++;
    this.memo = null;
  }

  /**
   * The first instant after `at` at which a sale this instance knows of starts or ends. A sale written
   * on another instance is learnt by the next page that prices a print (its write bumps the public
   * cache's version, so no answer priced without it is served).
   */
  nextChange(at: number): number | null {
    return nextChange(this.known, at);
  }

  async create(input: SaleInput): Promise<Sale> {
    const values = await this.clean(input, null);
    const { identifiers } = await this.repo.insert(values);
    this.written();
    const sale = await this.found(Number(identifiers[0].id));
    await this.current();
    return sale;
  }

  async update(id: number, input: SaleInput): Promise<Sale> {
    const current = await this.found(id);
    await this.repo.update({ id }, await this.clean(input, current));
    this.written();
    const sale = await this.found(id);
    await this.current();
    return sale;
  }

  async remove(id: number): Promise<Sale> {
    const sale = await this.found(id);
    await this.repo.delete({ id });
    this.written();
    await this.current();
    return sale;
  }

  /** Checks the owner's input against the sale as it is (null: a new one); answers the columns to write. */
  private async clean(input: SaleInput, current: Sale | null): Promise<Partial<Sale>> {
    const out: Partial<Sale> = {};
    const sent = <K extends keyof SaleInput>(k: K) => input[k] !== undefined;
    if (!current || input.name != null) {
      const name = singleLine(input.name ?? "");
      if (!name) throw badInput("Please enter the sale's name", { field: "name" });
      if (name.length > SALE_NAME_MAX) throw badInput(`The sale's name must be at most ${SALE_NAME_MAX} characters`, { field: "name" });
      out.name = name;
    }
    if (!current || input.percent != null) {
      const percent = input.percent;
      if (!(typeof percent === "number" && Number.isInteger(percent) && percent >= 1 && percent <= 90))
        throw badInput("A sale's percentage must be a whole number from 1 to 90", { field: "percent" });
      out.percent = percent;
    }
    const startsAt = sent("startsAt") ? instantOf(input.startsAt, "The start", "startsAt") : (current?.startsAt ?? null);
    const endsAt = sent("endsAt") ? instantOf(input.endsAt, "The end", "endsAt") : (current?.endsAt ?? null);
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) throw badInput("The end must be after the start", { field: "endsAt" });
    if (sent("startsAt") || !current) out.startsAt = startsAt;
    if (sent("endsAt") || !current) out.endsAt = endsAt;
    if (sent("categoryIds") || !current) out.categoryIds = await categoryIdsOf(this.ds, input.categoryIds);
    return out;
  }
}
