/**
 * The owner's side of orders: the paid orders page by page (by status, or found by mobile number or
 * booking id), the count per status, one order with its history, and the fulfilment moves
 * (processing → dispatched with courier and tracking id → delivered) through OrderTransitions.
 */
import { In, type DataSource, type SelectQueryBuilder } from "typeorm";
import { applyList, type ListParams } from "../core/list.js";
import { badInput, conflict, notFound } from "../core/errors.js";
import { adminMovesFrom, BOOKING_PROCESS_LABELS, findMove, STATUS_NAMES } from "./order-process.js";
import { OrderStatusChange } from "./order-status-change.entity.js";
import type { OrderTransitions } from "./order-transitions.js";
import { Order, OrderLine, PAID_STATUSES, type PaidStatus } from "./order.entity.js";
import { normaliseMobile } from "./order.service.js";

export interface OrderFilterInput {
  q?: string | null;
  ids?: readonly (string | number)[] | null;
  /** One of the paid states; all of them when absent. */
  status?: string | null;
}

export interface CourierInput {
  courierName?: string | null;
  trackingId?: string | null;
}

const COURIER_REQUIRED = "Please fill in courier name and tracking ID";
/** From this offset on, a page past the middle of the list is read from its end. */
const FAR_OFFSET = 500;

/** Sorting of the owner's list; the default is the newest payment first. */
const shape = {
  alias: "o",
  sortable: { paidAt: "o.paidAt", createdAt: "o.createdAt", amountPaise: "o.amountPaise", id: "o.id", bookingGroupId: "o.bookingGroupId" },
  defaultSort: "paidAt",
  search: [],
};

/**
 * A status the owner names: a state ('processing') or its REST label ('Processing', 'New Orders'),
 * in any letter case. Anything else is bad input.
 */
export function parsePaidStatus(text: string | null | undefined): PaidStatus {
  const wanted = String(text ?? "")
    .trim()
    .toLowerCase();
  for (const status of PAID_STATUSES) if (status === wanted || BOOKING_PROCESS_LABELS[status].toLowerCase() === wanted) return status;
  throw badInput(`Unknown status "${String(text ?? "")}". Use one of: ${PAID_STATUSES.map((s) => BOOKING_PROCESS_LABELS[s]).join(", ")}`, { field: "status" });
}

function courierOf(input: CourierInput): { courierName: string; trackingId: string } {
  const courierName = (input.courierName ?? "").trim();
  const trackingId = (input.trackingId ?? "").trim();
  if (!courierName || !trackingId) throw badInput(COURIER_REQUIRED, { field: !courierName ? "courierName" : "trackingId" });
  if (courierName.length > 80) throw badInput("Courier name must be at most 80 characters", { field: "courierName" });
  if (!/^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,59}$/.test(trackingId))
    throw badInput("Tracking ID must be at most 60 letters, digits, spaces and . _ / -", { field: "trackingId" });
  return { courierName, trackingId };
}

export class OrderAdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly transitions: OrderTransitions,
  ) {}

  /**
   * One page of paid orders with their lines: two statements, whatever the page size. A page in
   * the far half of a long list (the 'Last' button) is read from the other end, so its cost does
   * not grow with the offset; that costs one count more.
   */
  async list(params: ListParams<OrderFilterInput>): Promise<Order[]> {
    const orders = (await this.farPage(params)) ?? (await this.query(params, true).getMany());
    if (!orders.length) return orders;
    const lines = await this.ds.getRepository(OrderLine).find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { id: "ASC" } });
    for (const o of orders) o.lines = lines.filter((l) => l.orderId === o.id);
    return orders;
  }

  private async farPage(params: ListParams<OrderFilterInput>): Promise<Order[] | null> {
    const perPage = params.perPage ?? 0;
    const offset = Math.max(0, params.page ?? 0) * perPage;
    if (perPage < 1 || offset < FAR_OFFSET) return null;
    const total = await this.count(params);
    if (offset >= total) return [];
    if (offset <= total / 2) return null;
    const take = Math.min(perPage, total - offset);
    const reversedOrder = String(params.sortOrder ?? "DESC").toUpperCase() === "DESC" ? "ASC" : "DESC";
    const rows = await this.query({ ...params, sortOrder: reversedOrder, page: null, perPage: null }, true)
      .offset(total - offset - take)
      .limit(take)
      .getMany();
    return rows.reverse();
  }

  count(params: ListParams<OrderFilterInput>): Promise<number> {
    return this.query(params, false).getCount();
  }

  get(id: number): Promise<Order | null> {
    return this.ds.getRepository(Order).findOne({ where: { id }, relations: { lines: true }, order: { lines: { id: "ASC" } } });
  }

  async byBookingGroup(bookingGroupId: string): Promise<Order> {
    const order = await this.ds.getRepository(Order).findOneBy({ bookingGroupId: String(bookingGroupId ?? "").trim() });
    if (!order) throw notFound("Order not found");
    return order;
  }

  /** Every move of the order, oldest first. */
  history(orderId: number): Promise<OrderStatusChange[]> {
    return this.ds.getRepository(OrderStatusChange).find({ where: { orderId }, order: { id: "ASC" } });
  }

  /** How many orders were cancelled after they were paid (the owner's cancellations). */
  async cancelledCount(): Promise<number> {
    return this.ds.getRepository(Order).createQueryBuilder("o").where("o.status = :s AND o.paidAt IS NOT NULL", { s: "cancelled" }).getCount();
  }

  /** How many orders are in each paid state: one grouped count on the status index. */
  async statusCounts(): Promise<Record<PaidStatus, number>> {
    const rows: { status: PaidStatus; n: string | number }[] = await this.ds
      .getRepository(Order)
      .createQueryBuilder("o")
      .select("o.status", "status")
      .addSelect("COUNT(*)", "n")
      .where("o.status IN (:...paid)", { paid: [...PAID_STATUSES] })
      .groupBy("o.status")
      .getRawMany();
    const counts = Object.fromEntries(PAID_STATUSES.map((s) => [s, 0])) as Record<PaidStatus, number>;
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }

  /** The statuses the owner can move an order to from where it is. */
  nextStatuses(order: Order) {
    return adminMovesFrom(order.status);
  }

  /**
   * The owner moves an order on. Dispatching needs the courier's name and tracking id, given here
   * or saved before with setCourier. An illegal move, or one someone else made first, is a 409.
   */
  async move(id: number, statusText: string, adminUsername: string, courier: CourierInput = {}): Promise<Order> {
    const to = parsePaidStatus(statusText);
    const order = await this.ds.getRepository(Order).findOneBy({ id });
    if (!order) throw notFound("Order not found");
    const move = findMove(order.status, to, "admin");
    if (!move) throw conflict(this.illegal(order, to));
    const details = move.needsCourier
      ? courierOf({ courierName: courier.courierName?.trim() || order.courierName, trackingId: courier.trackingId?.trim() || order.trackingId })
      : {};
    const outcome = await this.transitions.move(id, to, { kind: "admin", username: adminUsername }, details);
    if (outcome.moved) return outcome.order;
    if (outcome.reason === "not_found" || !outcome.order) throw notFound("Order not found");
    throw conflict(`Order ${order.bookingGroupId} was just changed by someone else: it is now ${STATUS_NAMES[outcome.order.status]}. Reload to see it.`);
  }

  async moveByBookingGroup(bookingGroupId: string, statusText: string, adminUsername: string): Promise<Order> {
    const to = parsePaidStatus(statusText);
    return this.move((await this.byBookingGroup(bookingGroupId)).id, to, adminUsername);
  }

  /**
   * Saves the courier's name and tracking id of an order being processed (before the move to
   * dispatched) or corrects them on a dispatched one. It moves nothing.
   */
  async setCourier(id: number, input: CourierInput): Promise<Order> {
    const courier = courierOf(input);
    const order = await this.ds.getRepository(Order).findOneBy({ id });
    if (!order) throw notFound("Order not found");
    const updated = await this.ds
      .createQueryBuilder()
      .update(Order)
      .set(courier)
      .where("id = :id AND status IN (:...open)", { id, open: ["processing", "dispatched"] })
      .execute();
    if (!updated.affected)
      throw conflict(`Order ${order.bookingGroupId} is ${STATUS_NAMES[order.status]}: courier details are saved for orders being processed or dispatched.`);
    return (await this.get(id))!;
  }

  async setCourierByBookingGroup(bookingGroupId: string, input: CourierInput): Promise<Order> {
    if (!String(bookingGroupId ?? "").trim()) throw badInput("booking_group_id is required", { field: "booking_group_id" });
    courierOf(input);
    return this.setCourier((await this.byBookingGroup(bookingGroupId)).id, input);
  }

  private illegal(order: Order, to: PaidStatus): string {
    const next = adminMovesFrom(order.status);
    const now = `Order ${order.bookingGroupId} is ${STATUS_NAMES[order.status]}`;
    if (order.status === to) return `${now} already.`;
    return next.length
      ? `${now}: it can be marked as ${next.map((s) => STATUS_NAMES[s]).join(" or ")}, not ${STATUS_NAMES[to]}.`
      : `${now}: it cannot be marked as ${STATUS_NAMES[to]}.`;
  }

  private query(params: ListParams<OrderFilterInput>, paginate: boolean): SelectQueryBuilder<Order> {
    const filter = params.filter ?? {};
    // 'cancelled': the orders cancelled after they were paid (the owner's cancellations, refunded).
    const cancelled =
      String(filter.status ?? "")
        .trim()
        .toLowerCase() === "cancelled";
    const status = filter.status && !cancelled ? parsePaidStatus(filter.status) : null;
    const qb = this.ds.getRepository(Order).createQueryBuilder("o");
    if (cancelled) qb.where("o.status = :status AND o.paidAt IS NOT NULL", { status: "cancelled" });
    else qb.where(status ? "o.status = :status" : "o.status IN (:...paid)", status ? { status } : { paid: [...PAID_STATUSES] });
    // A mobile number in any of its written forms, or a booking id / payment order id.
    const q = (filter.q ?? "").trim();
    if (q) {
      const phone = normaliseMobile(q);
      if (phone) qb.andWhere("o.phone = :phone", { phone });
      else qb.andWhere("(o.bookingGroupId = :ref OR o.providerOrderId = :ref)", { ref: /^bg/i.test(q) ? q.toUpperCase() : q });
    }
    return applyList(qb, shape, { sortOrder: "DESC", ...params, filter: { ids: filter.ids ?? null } }, paginate);
  }
}
