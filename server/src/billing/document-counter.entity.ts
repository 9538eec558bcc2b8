import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * The last number given in one series of money documents ('invoice', later 'credit') in one
 * financial year ('26-27'). Taken by an UPDATE … SET last = last + 1 inside the transaction that
 * issues the document: the row lock makes concurrent issues wait for each other, and a rolled-back
 * issue gives its number back, so a series has no gaps and no duplicates (never MAX()+1).
 */
@Entity({ name: "document_counters" })
export class DocumentCounter {
  @PrimaryColumn({ type: "varchar", length: 10 })
  series: string;

  @PrimaryColumn({ type: "varchar", length: 5 })
  financialYear: string;

  @Column({ type: "int", default: 0 })
  last: number;
}
