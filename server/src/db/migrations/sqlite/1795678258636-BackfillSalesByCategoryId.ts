import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Written by hand (data, not schema), frozen as it ran. Lines bought before this release get the id
 * of their shop category: the category that still has the exact name the line kept, else the
 * category of its print now (the category was renamed since), else none (grouped by the name
 * kept). The prints' running totals are then counted again from the paid orders, by category id
 * and net of refunds: each order's refunds shared among its lines by their amounts (floor of the
 * refund times the running total of the lines, in id order, over their total), no prints sold for
 * an order refunded in full. Months are India time (UTC+05:30).
 */
export class BackfillSalesByCategoryId1795678258636 implements MigrationInterface {
  name = "BackfillSalesByCategoryId1795678258636";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE order_lines SET categoryId = (SELECT c.id FROM shop_categories c WHERE c.name = order_lines.categoryName) WHERE categoryId IS NULL AND categoryName IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE order_lines SET categoryId = (SELECT p.categoryId FROM portfolio_items p WHERE p.id = order_lines.portfolioItemId) WHERE categoryId IS NULL AND portfolioItemId IS NOT NULL`,
    );
    await queryRunner.query(`DELETE FROM sales_monthly_prints`);
    await queryRunner.query(
      `INSERT INTO sales_monthly_prints (month, portfolioItemId, categoryId, title, categoryName, units, revenuePaise) SELECT month, portfolioItemId, categoryId, title, categoryName, SUM(units), SUM(revenue) FROM (SELECT strftime('%Y-%m', o.paidAt, '+330 minutes') AS month, COALESCE(l.portfolioItemId, 0) AS portfolioItemId, COALESCE(l.categoryId, 0) AS categoryId, l.title AS title, COALESCE(l.categoryName, '') AS categoryName, CASE WHEN o.refundedPaise > 0 AND o.refundedPaise >= o.amountPaise THEN 0 ELSE l.quantity END AS units, l.amountPaise - ((((CASE WHEN o.refundedPaise < r.total THEN o.refundedPaise ELSE r.total END) * r.upTo) / (r.total)) - (((CASE WHEN o.refundedPaise < r.total THEN o.refundedPaise ELSE r.total END) * (r.upTo - l.amountPaise)) / (r.total))) AS revenue FROM order_lines l JOIN orders o ON o.id = l.orderId JOIN (SELECT x.id, (SELECT SUM(y.amountPaise) FROM order_lines y WHERE y.orderId = x.orderId AND y.id <= x.id) AS upTo, (SELECT SUM(y.amountPaise) FROM order_lines y WHERE y.orderId = x.orderId) AS total FROM order_lines x) r ON r.id = l.id WHERE o.status IN ('new', 'processing', 'dispatched', 'delivered')) t GROUP BY month, portfolioItemId, categoryId, title, categoryName`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The columns go with SalesByCategoryId's down; the totals are counted again as before, by name and gross.
    await queryRunner.query(`DELETE FROM sales_monthly_prints`);
    await queryRunner.query(
      `INSERT INTO sales_monthly_prints (month, portfolioItemId, categoryId, title, categoryName, units, revenuePaise) SELECT strftime('%Y-%m', o.paidAt, '+330 minutes'), COALESCE(l.portfolioItemId, 0), 0, l.title, COALESCE(l.categoryName, ''), SUM(l.quantity), SUM(l.amountPaise) FROM order_lines l JOIN orders o ON o.id = l.orderId WHERE o.status IN ('new', 'processing', 'dispatched', 'delivered') GROUP BY strftime('%Y-%m', o.paidAt, '+330 minutes'), COALESCE(l.portfolioItemId, 0), l.title, COALESCE(l.categoryName, '')`,
    );
  }
}
