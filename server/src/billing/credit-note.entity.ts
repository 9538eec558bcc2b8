import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from "typeorm";
import { Invoice } from "./invoice.entity.js";
import { Refund } from "./refund.entity.js";

/**
 * A credit note (CGST Act, section 34): issued when a refund of an invoiced order is processed, in its
 * own series, naming the original invoice and the tax given back; stored as issued, like the
 * invoice, and drawn as a PDF from `document`.
 */
@Entity({ name: "credit_notes" })
export class CreditNote {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: "int" })
  refundId: number;

  @OneToOne(() => Refund, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "refundId" })
  refund?: Refund;

  @Index()
  @Column({ type: "int" })
  invoiceId: number;

  @ManyToOne(() => Invoice, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "invoiceId" })
  invoice?: Invoice;

  @Index({ unique: true })
  @Column({ type: "varchar", length: 16 })
  number: string;

  @Index()
  @Column({ type: "datetime", precision: 3 })
  issuedAt: Date;

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

  /** The document (an InvoiceDocument with `against`) as issued, JSON. */
  @Column({ type: "text" })
  document: string;
}
