/**
 * Limited editions in an order's life (issue 45): the prints an order reserves when it is sealed, the
 * numbers its paid move gives them, and what goes back when it can no longer be paid or is cancelled
 * after payment. The edition's counts (`editionSold`, `editionReserved` on the print) change only by
 * conditional updates, so sold + reserved never exceeds the size whatever runs at once; the unique
 * index of the certificates keeps any number from being held twice.
 *
 * Locks, on MariaDB, in one order everywhere: the discount code's row, then the prints' rows (by
 * primary key, in id order). A checkout takes the code's use, then reserves; a paid move runs the
 * discounts' listener (which locks the code when it must count a late payment) before this one.
 * Every transaction that gives numbers of a print locks its row first and then reads the numbers in
 * use by a locking read (a plain read may answer from a snapshot taken before the lock), so each sees
 * the others'. SQLite's transactions take turns.
 */
import { randomBytes } from "node:crypto";
import type { EntityManager } from "typeorm";
import { badInput } from "../core/errors.js";
import { lockingReads } from "../db/locking-reads.js";
import { editionOf, PortfolioItem } from "../shop/portfolio-item.entity.js";
import { editionRefusal } from "../shop/shop.service.js";
import { Certificate } from "./certificate.entity.js";
import { Order, OrderLine, PAID_STATUSES, type OrderStatus } from "./order.entity.js";
import type { OrderMoveListener } from "./order-transitions.js";

const PAID = PAID_STATUSES as readonly OrderStatus[];
const UNPAID: readonly OrderStatus[] = ["pending_payment", "payment_failed"];

/**
 * A payment that cannot make its order paid because the edition has no print left for it: its
 * reservation went back when the order expired and the edition sold out (or closed) since. The move
 * is rolled back; the payment is for the owner to review and refund, never a print beyond the size.
 */
export class EditionBarsPayment extends Error {
  constructor(readonly orderId: number) {
    super(`Order ${orderId} cannot be paid: its limited edition has no print left for it; the payment is for the owner to review`);
  }
}

/**
 * The buyer's message when their payment arrived after the edition's last prints were sold (an
 * EditionBarsPayment): not "does not match your order", which it does; a visitor's error with a code
 * (core/visitor-errors.ts, `payment.editionSoldOut`), so a Tamil page says it in Tamil.
 */
export const EDITION_SOLD_WHILE_PAYING =
  "This edition has no print left for your order: it sold out or was closed while your payment was on its way, so the order is not confirmed. The shop has been told and will refund it.";

/** A certificate's code: 16 characters of base32 (80 random bits), unguessable, easy to read out. */
export function certificateCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(16);
  return [...bytes].map((b) => alphabet[b & 31]).join("");
}

/** Prints per edition print, in id order (the order every transaction locks them in). */
function unitsByPrint(lines: readonly { portfolioItemId: number | null; quantity: number }[]): [number, number][] {
  const units = new Map<number, number>();
  for (const l of lines) if (l.portfolioItemId !== null) units.set(l.portfolioItemId, (units.get(l.portfolioItemId) ?? 0) + l.quantity);
  return [...units].sort((a, b) => a[0] - b[0]);
}

export class OrderEditions {
  /** Told, inside the paid move's transaction, of an edition whose last print was just sold (the `edition.sold_out` webhook). */
  onSoldOut?: (em: EntityManager, portfolioItemId: number) => Promise<void>;
  /**
   * Told, inside the transaction, that an edition's counts changed (a print reserved, sold, given
   * back or freed): what the shop's pages say is left is stale once it commits (the public cache's
   * version is bumped after the commit, see app.ts). Not told when no edition count changed.
   */
  countsChanged?: (em: EntityManager) => void;

  /**
   * In the transaction that seals an order, before the discount code's use: each edition print's
   * units reserved by one conditional update. Refused (the transaction rolled back) with the buyer's
   * message when fewer are left. Answers whether anything was reserved (the order's `editionHeld`).
   */
  async reserve(em: EntityManager, lines: readonly { portfolioItemId: number | null; quantity: number; edition: boolean }[]): Promise<boolean> {
    const wanted = unitsByPrint(lines.filter((l) => l.edition));
    for (const [id, units] of wanted) {
      const taken = await em
        .createQueryBuilder()
        .update(PortfolioItem)
        .set({ editionReserved: () => "editionReserved + :units" })
        .where("id = :id AND editionSize IS NOT NULL AND editionClosed = :open AND editionSize - editionSold - editionReserved >= :units", {
          id,
          open: false,
          units,
        })
        .execute();
      if (taken.affected === 1) {
        this.countsChanged?.(em);
        continue;
      }
      const item = await em.getRepository(PortfolioItem).findOneBy({ id });
      throw badInput(editionRefusal(item ? (editionOf(item)?.remaining ?? 0) : 0), { field: "items" });
    }
    return wanted.length > 0;
  }

  /**
   * In the transaction of every move; first of the listeners (see the locks above).
   * - Paid: the order's edition prints become sold and each unit takes the lowest free number, once.
   *   Prints it no longer holds (its reservation went back at expiry) are taken anew if the edition
   *   has them, else the payment is refused (EditionBarsPayment: a payment review).
   * - Unpaid and cancelled (expired, or no payment order could be made): its reservation goes back, once.
   * - Paid and cancelled by the owner: its certificates are void and their numbers free again.
   */
  readonly onMove: OrderMoveListener = async (em, { orderId, from, to }) => {
    if (PAID.includes(to) && !PAID.includes(from)) return this.paid(em, orderId);
    if (UNPAID.includes(from) && to === "cancelled") return this.giveBack(em, orderId);
    if (PAID.includes(from) && to === "cancelled") return this.voidAll(em, orderId, "The order was cancelled");
  };

  /**
   * The rows of the order's prints locked (by their primary keys, in id order: never a scan of the
   * catalogue), before any number is read. Answers the order's lines. The lines are read plainly:
   * they never change once the order is sealed.
   */
  private async lockPrints(em: EntityManager, orderId: number): Promise<OrderLine[]> {
    const lines = await em.getRepository(OrderLine).find({ where: { orderId }, order: { id: "ASC" } });
    const ids = [...new Set(lines.flatMap((l) => (l.portfolioItemId === null ? [] : [l.portfolioItemId])))].sort((a, b) => a - b);
    if (ids.length) await em.query(`UPDATE portfolio_items SET editionSold = editionSold WHERE id IN (${ids.map(() => "?").join(", ")})`, ids);
    return lines;
  }

  /**
   * The prints as they are now, once their rows are locked. On MariaDB a plain read answers from the
   * transaction's snapshot, which an earlier read of the move (the discounts' listener reads the
   * order) may have fixed before the lock: a locking read answers what is committed.
   */
  private async currentPrints(em: EntityManager, ids: readonly number[]): Promise<Map<number, PortfolioItem>> {
    if (!ids.length) return new Map();
    const qb = em
      .getRepository(PortfolioItem)
      .createQueryBuilder("p")
      .where("p.id IN (:...ids)", { ids: [...ids] });
    if (lockingReads(em)) qb.setLock("pessimistic_write");
    return new Map((await qb.getMany()).map((p) => [p.id, p]));
  }

  /** Clears the order's `editionHeld`, once: answers whether it held its reservation until now. */
  private async release(em: EntityManager, orderId: number): Promise<boolean> {
    const cleared = await em
      .createQueryBuilder()
      .update(Order)
      .set({ editionHeld: false })
      .where("id = :id AND editionHeld = :held", { id: orderId, held: true })
      .execute();
    return cleared.affected === 1;
  }

  private async paid(em: EntityManager, orderId: number): Promise<void> {
    const all = await this.lockPrints(em, orderId);
    const prints = await this.currentPrints(em, [...new Set(all.flatMap((l) => (l.portfolioItemId === null ? [] : [l.portfolioItemId])))]);
    // The lines of prints that are limited editions now, or were when the order was placed.
    const lines = all.filter((l) => l.portfolioItemId !== null && (l.edition || prints.get(l.portfolioItemId)?.editionSize != null));
    if (!lines.length) return;
    const held = await this.release(em, orderId);
    const reserved = held ? unitsByPrint(lines.filter((l) => l.edition)) : [];
    const fresh = unitsByPrint(lines.filter((l) => !(held && l.edition)));
    for (const [id, units] of reserved) {
      const moved = await em
        .createQueryBuilder()
        .update(PortfolioItem)
        .set({ editionReserved: () => "editionReserved - :units", editionSold: () => "editionSold + :units" })
        .where("id = :id AND editionReserved >= :units", { id, units })
        .execute();
      if (moved.affected !== 1) throw new Error(`Print ${id}: the edition's reserved count is below order ${orderId}'s reservation`);
      this.countsChanged?.(em);
    }
    for (const [id, units] of fresh) {
      const taken = await em
        .createQueryBuilder()
        .update(PortfolioItem)
        .set({ editionSold: () => "editionSold + :units" })
        .where("id = :id AND editionSize IS NOT NULL AND editionClosed = :open AND editionSize - editionSold - editionReserved >= :units", {
          id,
          open: false,
          units,
        })
        .execute();
      if (taken.affected !== 1) throw new EditionBarsPayment(orderId);
      this.countsChanged?.(em);
    }
    await this.number(em, lines, await this.currentPrints(em, [...new Set(lines.map((l) => l.portfolioItemId!))]));
  }

  /** Each unit of each line the lowest number of its edition that no standing certificate holds. */
  private async number(em: EntityManager, lines: readonly OrderLine[], items: ReadonlyMap<number, PortfolioItem>): Promise<void> {
    const ids = [...items.keys()];
    const taken = new Map<number, Set<number>>(ids.map((id) => [id, new Set()]));
    // A locking read: the numbers every transaction that waited on these prints' rows before us committed.
    const query = em
      .getRepository(Certificate)
      .createQueryBuilder("c")
      .select(["c.id", "c.portfolioItemId", "c.activeNumber"])
      .where("c.portfolioItemId IN (:...ids) AND c.activeNumber IS NOT NULL", { ids });
    if (lockingReads(em)) query.setLock("pessimistic_write");
    const rows = await query.getMany();
    for (const r of rows) taken.get(r.portfolioItemId)!.add(r.activeNumber!);
    const certificates: Partial<Certificate>[] = [];
    for (const line of lines) {
      const item = items.get(line.portfolioItemId!)!;
      const used = taken.get(item.id)!;
      const numbers: number[] = [];
      for (let n = 1; n <= item.editionSize! && numbers.length < line.quantity; n++) if (!used.has(n)) numbers.push(n);
      // The counts above allowed these units: numbers short of them mean the counts and the certificates disagree.
      if (numbers.length < line.quantity) throw new Error(`Print ${item.id}: no free edition number for order line ${line.id}`);
      for (const n of numbers) {
        used.add(n);
        certificates.push({
          code: certificateCode(),
          portfolioItemId: item.id,
          number: n,
          activeNumber: n,
          editionSize: item.editionSize!,
          paper: item.paper,
          orderId: line.orderId,
          orderLineId: line.id,
        });
      }
      await em.getRepository(OrderLine).update({ id: line.id }, { editionNumbers: numbers });
    }
    if (certificates.length) await em.createQueryBuilder().insert().into(Certificate).values(certificates).updateEntity(false).execute();
    for (const [id, now] of await this.currentPrints(em, ids))
      if (now.editionSize !== null && now.editionSold >= now.editionSize) await this.onSoldOut?.(em, id);
  }

  /** The highest number a standing certificate of the print holds, 0 when none (the shop's check before a size is lowered). */
  async highestNumber(em: EntityManager, portfolioItemId: number): Promise<number> {
    const row = await em
      .getRepository(Certificate)
      .createQueryBuilder("c")
      .select("MAX(c.activeNumber)", "highest")
      .where("c.portfolioItemId = :portfolioItemId AND c.activeNumber IS NOT NULL", { portfolioItemId })
      .getRawOne<{ highest: number | string | null }>();
    return Number(row?.highest ?? 0);
  }

  /** An order that can no longer be paid gives its reservation back, once. */
  private async giveBack(em: EntityManager, orderId: number): Promise<void> {
    if (!(await this.release(em, orderId))) return;
    const lines = await em.getRepository(OrderLine).find({ where: { orderId, edition: true }, select: { id: true, portfolioItemId: true, quantity: true } });
    for (const [id, units] of unitsByPrint(lines)) {
      const given = await em
        .createQueryBuilder()
        .update(PortfolioItem)
        .set({ editionReserved: () => "editionReserved - :units" })
        .where("id = :id AND editionReserved >= :units", { id, units })
        .execute();
      if (given.affected) this.countsChanged?.(em);
    }
  }

  /**
   * One standing certificate made void by the owner (issue 45), in the caller's transaction: its
   * print's row locked first (as a paid move and a cancellation lock it, so a void never crosses
   * them), then a conditional update, so two voids at once void it once; its number goes back to
   * the pool (`editionSold - 1`) and leaves its line's numbers. Answers false when it no longer
   * stood (another void, or its order's cancellation, came first).
   */
  async voidOne(em: EntityManager, cert: Pick<Certificate, "id" | "portfolioItemId" | "orderLineId">, reason: string): Promise<boolean> {
    // The print's row locked before any read (the certificate's print, read before the transaction,
    // never changes), so that what follows reads what the transactions it waited for wrote. Not by a
    // subquery of the certificates: its shared lock on the certificate's row would deadlock two voids.
    await em.query("UPDATE portfolio_items SET editionSold = editionSold WHERE id = ?", [cert.portfolioItemId]);
    const voided = await em
      .createQueryBuilder()
      .update(Certificate)
      .set({ activeNumber: null, voidedAt: new Date(), voidReason: reason })
      .where("id = :id AND activeNumber IS NOT NULL", { id: cert.id })
      .execute();
    if (voided.affected !== 1) return false;
    await em
      .createQueryBuilder()
      .update(PortfolioItem)
      .set({ editionSold: () => "editionSold - 1" })
      .where("id = :id AND editionSold >= 1", { id: cert.portfolioItemId })
      .execute();
    // The line's numbers: those its standing certificates hold, whatever else was voided before.
    const standing = await em
      .getRepository(Certificate)
      .createQueryBuilder("c")
      .select(["c.id", "c.activeNumber"])
      .where("c.orderLineId = :line AND c.activeNumber IS NOT NULL", { line: cert.orderLineId })
      .orderBy("c.activeNumber", "ASC")
      .getMany();
    await em.getRepository(OrderLine).update({ id: cert.orderLineId }, { editionNumbers: standing.map((c) => c.activeNumber!) });
    return true;
  }

  /** The order's standing certificates made void, each once, and their numbers returned to their editions. */
  private async voidAll(em: EntityManager, orderId: number, reason: string): Promise<void> {
    await this.lockPrints(em, orderId);
    const query = em
      .getRepository(Certificate)
      .createQueryBuilder("c")
      .select(["c.id", "c.portfolioItemId", "c.activeNumber"])
      .where("c.orderId = :orderId", { orderId });
    if (lockingReads(em)) query.setLock("pessimistic_write");
    const standing = await query.getMany();
    const live = standing.filter((c) => c.activeNumber !== null);
    if (!live.length) return;
    const voided = await em
      .createQueryBuilder()
      .update(Certificate)
      .set({ activeNumber: null, voidedAt: new Date(), voidReason: reason })
      .where("orderId = :orderId AND activeNumber IS NOT NULL", { orderId })
      .execute();
    if (voided.affected !== live.length) throw new Error(`Order ${orderId}: its certificates changed while they were made void`);
    for (const [id, units] of unitsByPrint(live.map((c) => ({ portfolioItemId: c.portfolioItemId, quantity: 1 })))) {
      const freed = await em
        .createQueryBuilder()
        .update(PortfolioItem)
        .set({ editionSold: () => "editionSold - :units" })
        .where("id = :id AND editionSold >= :units", { id, units })
        .execute();
      if (freed.affected) this.countsChanged?.(em);
    }
    await em.getRepository(OrderLine).update({ orderId }, { editionNumbers: [] });
  }
}
