import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Written by hand (data, not schema), frozen as it ran: orders paid before this release get what
 * the order process now keeps for them. Their lines take the shop category their print has now,
 * and the dashboard's running totals (sales per month, per print and per buyer) are computed from
 * the paid orders. Months are India time (UTC+05:30).
 */
export class BackfillOrderSales1795385377783 implements MigrationInterface {
  name = "BackfillOrderSales1795385377783";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE order_lines SET categoryName = (SELECT c.name FROM portfolio_items p JOIN shop_categories c ON c.id = p.categoryId WHERE p.id = order_lines.portfolioItemId) WHERE categoryName IS NULL AND portfolioItemId IS NOT NULL`,
    );
    await queryRunner.query(
      `INSERT INTO sales_monthly (month, orders, revenuePaise) SELECT DATE_FORMAT(DATE_ADD(paidAt, INTERVAL 330 MINUTE), '%Y-%m'), COUNT(*), SUM(amountPaise) FROM orders WHERE status IN ('new', 'processing', 'dispatched', 'delivered') GROUP BY DATE_FORMAT(DATE_ADD(paidAt, INTERVAL 330 MINUTE), '%Y-%m')`,
    );
    await queryRunner.query(
      `INSERT INTO sales_monthly_prints (month, portfolioItemId, title, categoryName, units, revenuePaise) SELECT DATE_FORMAT(DATE_ADD(o.paidAt, INTERVAL 330 MINUTE), '%Y-%m'), COALESCE(l.portfolioItemId, 0), l.title, COALESCE(l.categoryName, ''), SUM(l.quantity), SUM(l.amountPaise) FROM order_lines l JOIN orders o ON o.id = l.orderId WHERE o.status IN ('new', 'processing', 'dispatched', 'delivered') GROUP BY DATE_FORMAT(DATE_ADD(o.paidAt, INTERVAL 330 MINUTE), '%Y-%m'), COALESCE(l.portfolioItemId, 0), l.title, COALESCE(l.categoryName, '')`,
    );
    await queryRunner.query(`INSERT INTO sales_customers (phone, paidOrders) SELECT phone, COUNT(*) FROM orders WHERE status IN ('new', 'processing', 'dispatched', 'delivered') GROUP BY phone`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The tables and the column go with OrderFulfilment's down; emptying them is enough here.
    for (const table of ["sales_monthly", "sales_monthly_prints", "sales_customers"]) await queryRunner.query(`DELETE FROM ${table}`);
  }
}
