/**
 * The one place an order's status changes. A move is allowed only when order-process.ts declares
 * it for that actor; it is one transaction holding a conditional UPDATE (… WHERE status = <from>)
 * and the history row, so two moves at once give one. Listeners of other domains (the sales
 * totals of the dashboard) run inside that transaction, and the move's mails are written to the
 * mail outbox in it; the mail worker sends them once it has committed.
 */
import type { DataSource, EntityManager } from "typeorm";
import { findMove, type ActorKind } from "./order-process.js";
import type { OrderMails } from "./order-mails.js";
import { OrderStatusChange } from "./order-status-change.entity.js";
import { Order, type OrderStatus } from "./order.entity.js";

export type Actor = { kind: Exclude<ActorKind, "admin"> } | { kind: "admin"; username: string };

export interface MoveDetails {
  paymentId?: string;
  cancelReason?: string;
  courierName?: string;
  trackingId?: string;
  /** A note for the history row (the owner's reason for cancelling). */
  note?: string;
  /**
   * Work of the caller's domain done inside the move's transaction, after the status changed (the
   * refund that comes with the owner's cancellation). A move the process marks `refunds` needs it.
   */
  within?: (em: EntityManager) => Promise<void>;
}

export type MoveOutcome =
  | { moved: true; order: Order }
  /** illegal: the process has no such move from where the order is; changed: someone moved it first. */
  | { moved: false; order: Order | null; reason: "not_found" | "illegal" | "changed" };

/** Work another domain does in the transaction of every move (e.g. keeping sales totals). */
export type OrderMoveListener = (em: EntityManager, change: { orderId: number; from: OrderStatus; to: OrderStatus }) => Promise<void>;

/** Told of every move once it is committed (the metrics' counters); it must not throw or wait. */
export type OrderMoveObserver = (change: { from: OrderStatus; to: OrderStatus; cancelReason: string | null }) => void;

const actorName = (a: Actor) => (a.kind === "admin" ? `admin:${a.username}` : a.kind);

export class OrderTransitions {
  constructor(
    private readonly ds: DataSource,
    private readonly mails: OrderMails,
    private readonly listeners: readonly OrderMoveListener[] = [],
    private readonly observers: readonly OrderMoveObserver[] = [],
  ) {}

  /** The first history row of an order, written in the transaction that creates it. */
  static async placed(em: EntityManager, orderId: number): Promise<void> {
    // By the query builder alone: no entity is updated with the generated values afterwards (a rush makes many).
    await em
      .createQueryBuilder()
      .insert()
      .into(OrderStatusChange)
      .values({ orderId, fromStatus: null, toStatus: "pending_payment", actor: "checkout" })
      .updateEntity(false)
      .execute();
  }

  async move(orderId: number, to: OrderStatus, actor: Actor, details: MoveDetails = {}): Promise<MoveOutcome> {
    const repo = this.ds.getRepository(Order);
    const current = await repo.findOneBy({ id: orderId });
    if (!current) return { moved: false, order: null, reason: "not_found" };
    const move = findMove(current.status, to, actor.kind, current.cancelReason);
    if (!move || (move.refunds && !details.within)) return { moved: false, order: current, reason: "illegal" };

    const set: Partial<Order> = { status: to };
    if (to === "new") Object.assign(set, { paymentId: details.paymentId ?? null, paidAt: new Date(), cancelReason: null });
    if (to === "cancelled") set.cancelReason = details.cancelReason ?? null;
    if (move.needsCourier) Object.assign(set, { courierName: details.courierName, trackingId: details.trackingId });

    const moved = await this.ds.transaction(async (em) => {
      const update = em.createQueryBuilder().update(Order).set(set).where("id = :id AND status = :from", { id: orderId, from: move.from });
      if (move.onlyIfCancelReason) update.andWhere("cancelReason = :reason", { reason: move.onlyIfCancelReason });
      if (!(await update.execute()).affected) return false;
      await em.getRepository(OrderStatusChange).insert({
        orderId,
        fromStatus: move.from,
        toStatus: to,
        actor: actorName(actor),
        courierName: move.needsCourier ? (details.courierName ?? null) : null,
        trackingId: move.needsCourier ? (details.trackingId ?? null) : null,
        note: details.note ?? details.cancelReason ?? null,
      });
      // The listeners see the order as the move left it, before the caller's own work (a cancellation's refund).
      for (const listener of this.listeners) await listener(em, { orderId, from: move.from, to });
      if (details.within) await details.within(em);
      await this.mails.afterMove(
        em,
        await em.getRepository(Order).findOneOrFail({ where: { id: orderId }, relations: { lines: true }, order: { lines: { id: "ASC" } } }),
        to,
      );
      return true;
    });

    const order = await repo.findOneOrFail({ where: { id: orderId }, relations: { lines: true }, order: { lines: { id: "ASC" } } });
    if (!moved) return { moved: false, order, reason: "changed" };
    for (const observe of this.observers) observe({ from: move.from, to, cancelReason: order.cancelReason });
    this.mails.flush();
    return { moved: true, order };
  }
}
