import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn } from "typeorm";
import { Order } from "../orders/order.entity.js";

/**
 * An issued invoice (or receipt, without a GSTIN): its tax worked out once, in paise, when the order
 * was paid, and stored with the whole document as it was issued (DESIGN.md "Money documents"): a
 * later change of the business's settings never changes it. The PDF is drawn from `document`.
 */
@Entity({ name: "invoices" })
export class Invoice {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: "int" })
  orderId: number;

  @OneToOne(() => Order, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "orderId" })
  order?: Order;

  @Index({ unique: true })
  @Column({ type: "varchar", length: 16 })
  number: string;

  @Index()
  @Column({ type: "datetime", precision: 3 })
  issuedAt: Date;

  /** False for a receipt: the business had no GSTIN when it was issued. */
  @Column({ type: "boolean" })
  taxed: boolean;

  @Column({ type: "varchar", length: 2 })
  customerStateCode: string;

  @Column({ type: "double" })
  ratePercent: number;

  @Column({ type: "int" }) taxablePaise: number;
  @Column({ type: "int" }) cgstPaise: number;
  @Column({ type: "int" }) sgstPaise: number;
  @Column({ type: "int" }) igstPaise: number;
  @Column({ type: "int" }) totalPaise: number;

  /** The InvoiceDocument as issued, JSON. */
  @Column({ type: "text" })
  document: string;
}
