/**
 * Running totals of paid sales, kept by the database in the transaction of each payment (and of
 * any move that takes a paid order back out), so the dashboard reads a few rows per month instead
 * of every order: its cost grows with months and prints, not with orders. AnalyticsService writes
 * them (and can rebuild them from the orders); nothing else does.
 */
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";

/** Paid orders and revenue of one calendar month (India time). */
@Entity({ name: "sales_monthly" })
export class SalesMonth {
  /** 'YYYY-MM' */
  @PrimaryColumn({ type: "varchar", length: 7 })
  month: string;

  @Column({ type: "int", default: 0 })
  orders: number;

  @Column({ type: "bigint", default: 0 })
  revenuePaise: string;
}

/**
 * Prints sold of one print in one month, with its title and shop category when sold; units and
 * revenue net of refunds (a refund is shared among an order's lines by their amounts; an order
 * refunded in full sold no prints).
 */
@Entity({ name: "sales_monthly_prints" })
@Index(["month", "portfolioItemId", "categoryId", "title", "categoryName"], { unique: true })
export class SalesMonthPrint {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 7 })
  month: string;

  /** The print when sold (0 for a line whose print had already left the catalogue); no foreign key: history stays. */
  @Column({ type: "int" })
  portfolioItemId: number;

  @Column({ type: "varchar", length: 200 })
  title: string;

  /** The shop category when sold (0 when unknown); no foreign key: history stays. The dashboard groups by it. */
  @Column({ type: "int", default: 0 })
  categoryId: number;

  /** Its name when sold ('' when the line kept no category). */
  @Column({ type: "varchar", length: 120 })
  categoryName: string;

  @Column({ type: "int", default: 0 })
  units: number;

  @Column({ type: "bigint", default: 0 })
  revenuePaise: string;
}

/** Paid orders per buyer (a mobile number): the dashboard's customers are the rows above zero. */
@Entity({ name: "sales_customers" })
export class SalesCustomer {
  @PrimaryColumn({ type: "varchar", length: 10 })
  phone: string;

  @Column({ type: "int", default: 0 })
  paidOrders: number;
}
