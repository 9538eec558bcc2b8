/**
 * The owner's dashboard: customers, revenue and orders with their change from last month, the top
 * category, revenue and orders per month over the last 12 months, and the best-selling prints.
 *
 * Every figure is computed by the database. Paid orders (new, processing, dispatched, delivered)
 * are added up per month, per print and per buyer in running totals (sales.entities.ts), written in
 * the transaction of the move that makes an order paid (or takes it back out), so the dashboard
 * reads rows per month and per print, not per order. Only this month's and last month's distinct
 * buyers are counted from the orders themselves, on the (status, paidAt, …, phone) index. Months
 * are calendar months in India time.
 */
import { INDIA_OFFSET_MINUTES, INDIA_OFFSET_MS } from "../core/india-time.js";
import type { DataSource, EntityManager } from "typeorm";
import type { OrderMoveListener } from "../orders/order-transitions.js";
import { Order, PAID_STATUSES, type OrderStatus } from "../orders/order.entity.js";

const PAID: readonly OrderStatus[] = PAID_STATUSES;

export interface MonthSales {
  /** "2026-11" */
  month: string;
  orders: number;
  revenuePaise: number;
}

export interface DashboardStats {
  totalCustomers: number;
  customersChange: number;
  totalRevenuePaise: number;
  revenueChange: number;
  totalOrders: number;
  ordersChange: number;
  /** This month's revenue (India time), net of discounts and refunds: what was paid and kept. */
  monthRevenuePaise: number;
  /** The discount codes' discount on this month's paid orders. */
  monthDiscountPaise: number;
  /** Its change from last month's, in percent with one decimal. */
  discountChange: number;
  topCategory: { name: string; totalSales: number };
  months: MonthSales[];
  bestSellers: { portfolioItemId: number | null; title: string; units: number; revenuePaise: number }[];
}

/** The start (as an instant) of the India-time calendar month `offset` months from the one holding `at`. */
export function monthStart(at: Date, offset = 0): Date {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - INDIA_OFFSET_MS);
}

/** The India-time month of an instant, as 'YYYY-MM'. */
export const monthOf = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 7);

/**
 * Percentage change from last month to this one, with one decimal. From an empty month any sale
 * is +100% (and nothing is 0%), so the card never divides by zero.
 *
 * Rounded half away from zero, the same both ways (+12.25% is 12.3, -12.25% is -12.3), on exact
 * integers: the counts and paise are whole, so tenths of a percent are (current - previous) * 1000
 * / previous, divided in BigInt without the binary fraction that makes 12.25 read 12.249999…
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  if (!Number.isSafeInteger(current) || !Number.isSafeInteger(previous)) {
    const tenths = ((current - previous) / previous) * 1000;
    return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 || 0;
  }
  const num = (BigInt(current) - BigInt(previous)) * 1000n;
  const den = BigInt(previous < 0 ? -previous : previous);
  const abs = num < 0n ? -num : num;
  const tenths = (abs * 2n + den) / (den * 2n); // |num / den| rounded half up
  const negative = num < 0n !== previous < 0;
  return tenths === 0n ? 0 : Number(negative ? -tenths : tenths) / 10;
}

/** "waterfowl" → "Waterfowl": the spec's display names are the stored names capitalised. */
export function categoryDisplayName(name: string): string {
  const n = name.trim();
  return n.charAt(0).toUpperCase() + n.slice(1);
}

/** A line of an order as the running totals read it: `amountPaise` is what was paid for it, after its share of the discount. */
export interface SoldLine {
  id: number;
  portfolioItemId: number | null;
  categoryId: number | null;
  title: string;
  categoryName: string | null;
  quantity: number;
  amountPaise: number | string;
}

/**
 * What each line of an order still brings once `refundedPaise` of it was refunded: the refund is
 * shared among the lines by their amounts, each line taking floor(R × its running total / total)
 * less the same for the lines before it (in id order), so the shares add up to the refund to the
 * paisa and the same split is had from SQL (rebuildSales). An order refunded in full sold no prints.
 */
export function netLines<L extends SoldLine>(lines: L[], orderAmountPaise: number, refundedPaise: number): { line: L; units: number; revenuePaise: number }[] {
  const sorted = [...lines].sort((a, b) => a.id - b.id);
  const total = sorted.reduce((sum, l) => sum + BigInt(l.amountPaise), 0n);
  const refunded = BigInt(Math.max(0, refundedPaise));
  const r = refunded < total ? refunded : total;
  const allGone = refundedPaise > 0 && refundedPaise >= orderAmountPaise;
  let before = 0n;
  return sorted.map((line) => {
    const amount = BigInt(line.amountPaise);
    const share = total > 0n ? (r * (before + amount)) / total - (r * before) / total : 0n;
    before += amount;
    return { line, units: allGone ? 0 : Number(line.quantity), revenuePaise: Number(amount - share) };
  });
}

export class AnalyticsService {
  private readonly sqlite: boolean;

  constructor(private readonly ds: DataSource) {
    this.sqlite = ds.options.type === "better-sqlite3";
  }

  /** `INSERT … <rows> ` followed by this database's "on a duplicate key, add": the running totals' upsert. */
  private addOnConflict(keys: string[], adds: string[]): string {
    return this.sqlite
      ? `ON CONFLICT (${keys.join(", ")}) DO UPDATE SET ${adds.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")}`
      : `ON DUPLICATE KEY UPDATE ${adds.map((c) => `${c} = ${c} + VALUES(${c})`).join(", ")}`;
  }

  /** A text compared byte for byte: MariaDB's default collation would take 'Birds' and 'birds' for one. */
  private exact(sql: string): string {
    return this.sqlite ? sql : `BINARY ${sql}`;
  }

  /**
   * A text compared by its bytes where it is grouped, as SQLite compares it (and as the unique key of
   * sales_monthly_prints, utf8mb4_bin on MariaDB, does): titles differing only in case stay apart.
   */
  private bytes(sql: string): string {
    return this.sqlite ? sql : `${sql} COLLATE utf8mb4_bin`;
  }

  /** The India-time month of a datetime column as 'YYYY-MM', in this database's SQL. */
  private monthSql(column: string): string {
    return this.sqlite
      ? `strftime('%Y-%m', ${column}, '+${INDIA_OFFSET_MINUTES} minutes')`
      : `DATE_FORMAT(DATE_ADD(${column}, INTERVAL ${INDIA_OFFSET_MINUTES} MINUTE), '%Y-%m')`;
  }

  /**
   * Keeps the running totals with the order process: called by OrderTransitions inside the
   * transaction of every move. A move into a paid state adds the order; a move out of one takes
   * it away again; the others change nothing.
   */
  readonly onOrderMove: OrderMoveListener = async (em, { orderId, from, to }) => {
    const sign = PAID.includes(to) && !PAID.includes(from) ? 1 : !PAID.includes(to) && PAID.includes(from) ? -1 : 0;
    if (sign) await this.addOrder(em, orderId, sign);
  };

  /**
   * Revenue is net of refunds: a refund asked for on a paid order takes its amount off the revenue of
   * the order's month (`deltaPaise` negative), a failed one puts it back. Called by the refunds in
   * their transaction. A cancelled order left the totals whole when it was cancelled.
   */
  async onRefund(em: EntityManager, orderId: number, deltaPaise: number): Promise<void> {
    const order = await em
      .getRepository(Order)
      .findOneOrFail({ where: { id: orderId }, select: { id: true, status: true, paidAt: true, amountPaise: true, refundedPaise: true } });
    if (!PAID.includes(order.status) || !deltaPaise) return;
    const month = monthOf(order.paidAt ?? new Date());
    await em.query(`INSERT INTO sales_monthly (month, orders, revenuePaise) VALUES (?, 0, ?) ${this.addOnConflict(["month"], ["revenuePaise"])}`, [
      month,
      deltaPaise,
    ]);
    // The prints' share of it: what each line brings now (the refund already booked) less what it brought before.
    const lines = await this.linesOf(em, orderId);
    const before = netLines(lines, order.amountPaise, order.refundedPaise + deltaPaise);
    const after = netLines(lines, order.amountPaise, order.refundedPaise);
    await this.addPrints(
      em,
      month,
      after.map((a, i) => ({ line: a.line, units: a.units - before[i].units, revenuePaise: a.revenuePaise - before[i].revenuePaise })),
    );
  }

  private linesOf(em: EntityManager, orderId: number): Promise<SoldLine[]> {
    // Net of the line's share of the order's discount code: the lines then add up to what was paid.
    return em.query(
      `SELECT id, portfolioItemId, categoryId, title, categoryName, quantity, amountPaise - discountPaise AS amountPaise FROM order_lines WHERE orderId = ? ORDER BY id`,
      [orderId],
    );
  }

  /** Adds units and revenue to the prints' running totals of a month, one row per print, category and name. */
  private async addPrints(em: EntityManager, month: string, rows: { line: SoldLine; units: number; revenuePaise: number }[]) {
    const moved = rows.filter((r) => r.units || r.revenuePaise);
    if (!moved.length) return;
    await em.query(
      `INSERT INTO sales_monthly_prints (month, portfolioItemId, categoryId, title, categoryName, units, revenuePaise)
       VALUES ${moved.map(() => "(?, ?, ?, ?, ?, ?, ?)").join(", ")}
       ${this.addOnConflict(["month", "portfolioItemId", "categoryId", "title", "categoryName"], ["units", "revenuePaise"])}`,
      moved.flatMap(({ line, units, revenuePaise }) => [
        month,
        line.portfolioItemId ?? 0,
        line.categoryId ?? 0,
        line.title,
        line.categoryName ?? "",
        units,
        revenuePaise,
      ]),
    );
  }

  private async addOrder(em: EntityManager, orderId: number, sign: 1 | -1) {
    const order = await em
      .getRepository(Order)
      .findOneOrFail({ where: { id: orderId }, select: { id: true, phone: true, paidAt: true, amountPaise: true, refundedPaise: true } });
    const month = monthOf(order.paidAt ?? new Date());
    // What the order still brings: its amount less what was already refunded of it.
    const net = order.amountPaise - order.refundedPaise;
    await em.query(`INSERT INTO sales_monthly (month, orders, revenuePaise) VALUES (?, ?, ?) ${this.addOnConflict(["month"], ["orders", "revenuePaise"])}`, [
      month,
      sign,
      sign * net,
    ]);
    const lines = netLines(await this.linesOf(em, orderId), order.amountPaise, order.refundedPaise);
    await this.addPrints(
      em,
      month,
      lines.map((l) => ({ ...l, units: sign * l.units, revenuePaise: sign * l.revenuePaise })),
    );
    await em.query(`INSERT INTO sales_customers (phone, paidOrders) VALUES (?, ?) ${this.addOnConflict(["phone"], ["paidOrders"])}`, [order.phone, sign]);
  }

  /** Recomputes the running totals from the orders (after a bulk import, or to repair them). */
  async rebuildSales(): Promise<void> {
    const paid = PAID.map(() => "?").join(", ");
    await this.ds.transaction(async (em) => {
      for (const table of ["sales_monthly", "sales_monthly_prints", "sales_customers"]) await em.query(`DELETE FROM ${table}`);
      await em.query(
        `INSERT INTO sales_monthly (month, orders, revenuePaise) SELECT ${this.monthSql("paidAt")}, COUNT(*), SUM(amountPaise - refundedPaise) FROM orders WHERE status IN (${paid}) GROUP BY ${this.monthSql("paidAt")}`,
        [...PAID],
      );
      // Each line net of its share of the discount and of the order's refunds, split as netLines splits it.
      const div = (a: string, b: string) => (this.sqlite ? `((${a}) / (${b}))` : `((${a}) DIV (${b}))`);
      const refunded = "(CASE WHEN o.refundedPaise < r.total THEN o.refundedPaise ELSE r.total END)";
      await em.query(
        `INSERT INTO sales_monthly_prints (month, portfolioItemId, categoryId, title, categoryName, units, revenuePaise)
         SELECT month, portfolioItemId, categoryId, title, categoryName, SUM(units), SUM(revenue) FROM (
           SELECT ${this.monthSql("o.paidAt")} AS month, COALESCE(l.portfolioItemId, 0) AS portfolioItemId, COALESCE(l.categoryId, 0) AS categoryId,
             ${this.bytes("l.title")} AS title, ${this.bytes("COALESCE(l.categoryName, '')")} AS categoryName,
             CASE WHEN o.refundedPaise > 0 AND o.refundedPaise >= o.amountPaise THEN 0 ELSE l.quantity END AS units,
             (l.amountPaise - l.discountPaise) - (${div(`${refunded} * r.upTo`, "r.total")} - ${div(`${refunded} * (r.upTo - (l.amountPaise - l.discountPaise))`, "r.total")}) AS revenue
           FROM order_lines l JOIN orders o ON o.id = l.orderId
           JOIN (
             SELECT x.id,
               (SELECT SUM(y.amountPaise - y.discountPaise) FROM order_lines y WHERE y.orderId = x.orderId AND y.id <= x.id) AS upTo,
               (SELECT SUM(y.amountPaise - y.discountPaise) FROM order_lines y WHERE y.orderId = x.orderId) AS total
             FROM order_lines x
           ) r ON r.id = l.id
           WHERE o.status IN (${paid})
         ) t GROUP BY month, portfolioItemId, categoryId, title, categoryName`,
        [...PAID],
      );
      await em.query(`INSERT INTO sales_customers (phone, paidOrders) SELECT phone, COUNT(*) FROM orders WHERE status IN (${paid}) GROUP BY phone`, [...PAID]);
    });
  }

  async dashboard(now = new Date()): Promise<DashboardStats> {
    // Sums and counts come back as numbers on SQLite, as decimal strings on MySQL.
    type Numeric = number | string;
    const firstMonth = monthOf(monthStart(now, -11));
    const lastStart = monthStart(now, -1);
    const thisStart = monthStart(now);
    const [[totals], [customers], monthly, recentBuyers, [top], best] = await Promise.all([
      this.ds.query<{ orders: Numeric; revenue: Numeric }[]>(
        `SELECT COALESCE(SUM(orders), 0) AS orders, COALESCE(SUM(revenuePaise), 0) AS revenue FROM sales_monthly`,
      ),
      this.ds.query<{ n: Numeric }[]>(`SELECT COUNT(*) AS n FROM sales_customers WHERE paidOrders > 0`),
      this.ds.query<{ month: string; orders: Numeric; revenue: Numeric }[]>(
        `SELECT month, orders, revenuePaise AS revenue FROM sales_monthly WHERE month >= ? ORDER BY month`,
        [firstMonth],
      ),
      // Distinct buyers, and the discount given, of last month and this one: a range of the
      // (status, paidAt, …, phone) index, the two months' paid orders.
      this.ds
        .getRepository(Order)
        .createQueryBuilder("o")
        .select("CASE WHEN o.paidAt >= :thisStart THEN 'this' ELSE 'last' END", "period")
        .addSelect("COUNT(DISTINCT o.phone)", "buyers")
        .addSelect("COALESCE(SUM(o.discountPaise), 0)", "discount")
        .where("o.status IN (:...paid) AND o.paidAt >= :lastStart", { paid: [...PAID], lastStart, thisStart })
        .groupBy("period")
        .getRawMany<{ period: "this" | "last"; buyers: Numeric; discount: Numeric }>(),
      // By the category's id, under its name now (the name when sold once it is gone): a renamed
      // category is one group, and names that differ only in case are two on either database.
      // Ties go to the older category. Lines of an unknown category group by their exact name.
      this.ds.query<{ name: string; sales: Numeric }[]>(
        `SELECT COALESCE(c.name, MAX(s.categoryName)) AS name, SUM(s.units) AS sales
         FROM sales_monthly_prints s LEFT JOIN shop_categories c ON c.id = s.categoryId
         WHERE s.categoryId <> 0 OR s.categoryName <> ''
         GROUP BY s.categoryId, CASE WHEN s.categoryId = 0 THEN ${this.exact("s.categoryName")} ELSE '' END, c.name
         HAVING SUM(s.units) > 0
         ORDER BY sales DESC, CASE WHEN s.categoryId = 0 THEN 1 ELSE 0 END, s.categoryId ASC, ${this.exact("MAX(s.categoryName)")} ASC LIMIT 1`,
      ),
      // By the print's id, under its title now (the title when sold once it has left the catalogue).
      this.ds.query<{ portfolioItemId: Numeric | null; title: string; units: Numeric; revenue: Numeric }[]>(
        `SELECT s.portfolioItemId AS portfolioItemId, COALESCE(p.title, MAX(s.title)) AS title, SUM(s.units) AS units, SUM(s.revenuePaise) AS revenue
         FROM sales_monthly_prints s LEFT JOIN portfolio_items p ON p.id = s.portfolioItemId
         WHERE s.month >= ?
         GROUP BY s.portfolioItemId, CASE WHEN s.portfolioItemId = 0 THEN ${this.exact("s.title")} ELSE '' END, p.title
         HAVING SUM(s.units) > 0
         ORDER BY units DESC, revenue DESC, CASE WHEN s.portfolioItemId = 0 THEN 1 ELSE 0 END, s.portfolioItemId ASC, ${this.exact("MAX(s.title)")} ASC LIMIT 5`,
        [firstMonth],
      ),
    ]);

    const byMonth = new Map(monthly.map((m) => [m.month, m]));
    const months: MonthSales[] = Array.from({ length: 12 }, (_, i) => {
      const month = monthOf(monthStart(now, i - 11));
      const row = byMonth.get(month);
      return { month, orders: Number(row?.orders ?? 0), revenuePaise: Number(row?.revenue ?? 0) };
    });
    const [last, current] = months.slice(-2);
    const buyers = (period: "this" | "last") => Number(recentBuyers.find((r) => r.period === period)?.buyers ?? 0);
    const discount = (period: "this" | "last") => Number(recentBuyers.find((r) => r.period === period)?.discount ?? 0);
    return {
      totalCustomers: Number(customers?.n ?? 0),
      customersChange: percentChange(buyers("this"), buyers("last")),
      totalRevenuePaise: Number(totals?.revenue ?? 0),
      revenueChange: percentChange(current.revenuePaise, last.revenuePaise),
      totalOrders: Number(totals?.orders ?? 0),
      ordersChange: percentChange(current.orders, last.orders),
      monthRevenuePaise: current.revenuePaise,
      monthDiscountPaise: discount("this"),
      discountChange: percentChange(discount("this"), discount("last")),
      topCategory: top ? { name: String(top.name), totalSales: Number(top.sales) } : { name: "NULL", totalSales: 0 },
      months,
      bestSellers: best.map((b) => ({
        portfolioItemId: Number(b.portfolioItemId) || null,
        title: b.title,
        units: Number(b.units),
        revenuePaise: Number(b.revenue),
      })),
    };
  }
}
