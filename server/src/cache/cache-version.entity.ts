/** One row per cache of the process's public reads: its version, bumped by every write that may change it. */
import { Column, Entity, PrimaryColumn } from "typeorm";

@Entity("cache_versions")
export class CacheVersionRow {
  @PrimaryColumn({ type: "varchar", length: 40 })
  name: string;

  /** Drawn when the row is created: with the counter, a version that never comes round again. */
  @Column({ type: "varchar", length: 32, default: "" })
  epoch: string;

  @Column({ type: "int", default: 0 })
  version: number;
}
