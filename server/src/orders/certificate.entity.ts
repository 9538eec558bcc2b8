import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * Issue 45: one numbered print of a limited edition, sold. `activeNumber` is the number while the
 * certificate stands and null once it is void: the unique index over (print, activeNumber) is the
 * database's own promise that no number is held by two prints, whatever two transactions do.
 */
@Entity({ name: "edition_certificates" })
@Index("IDX_certificates_active_number", ["portfolioItemId", "activeNumber"], { unique: true })
export class Certificate {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** Unguessable (16 characters of base32, 80 bits): the verify address's. */
  @Index({ unique: true })
  @Column({ type: "varchar", length: 32 })
  code: string;

  @Column({ type: "int" })
  portfolioItemId: number;

  /** The number, kept when the certificate is void (its history), e.g. 7 of 25. */
  @Column({ type: "int" })
  number: number;

  /** The edition's size when it was sold ('Edition 7 of 25'). */
  @Column({ type: "int" })
  editionSize: number;

  @Column({ type: "int", nullable: true })
  activeNumber: number | null;

  /**
   * The paper the print named when this one was sold (null: none named). Kept here, as the order line
   * keeps the title and frame: a certificate says what was sold, and the owner may name another paper
   * for the prints she sells later.
   */
  @Column({ type: "varchar", length: 80, nullable: true })
  paper: string | null;

  @Index()
  @Column({ type: "int" })
  orderId: number;

  @Index()
  @Column({ type: "int" })
  orderLineId: number;

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @Column({ type: "datetime", precision: 3, nullable: true })
  voidedAt: Date | null;

  @Column({ type: "varchar", length: 300, nullable: true })
  voidReason: string | null;
}
