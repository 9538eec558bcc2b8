import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * The counters of the rate limits shared by every instance (rate-limiter-flexible's MySQL and SQLite
 * stores read and write this table; with REDIS_URL they live in Redis instead). Its shape is the
 * library's own; it is made by a migration like every other table.
 */
@Entity({ name: "rate_limits" })
export class RateLimitRow {
  @PrimaryColumn({ type: "varchar", length: 255 })
  key: string;

  @Column({ type: "int", default: 0 })
  points: number;

  @Column({ type: "bigint", nullable: true })
  expire: string | null;
}
