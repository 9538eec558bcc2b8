import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * "reencode": make an image's variants again from its original with the rights in force;
 * "remove": take away the variants an image no longer names (`oldKey`, null for those of before the
 * rights were embedded), once no cached page can name them any more.
 */
export const MEDIA_JOB_KINDS = ["reencode", "remove"] as const;
export type MediaJobKind = (typeof MEDIA_JOB_KINDS)[number];

/**
 * One step of the images' background work (issue 29), claimed by one instance like an outbox row
 * (core/outbox-worker.ts): written when the rights or watermark settings change, one row per image,
 * done one image at a time by whichever instance claims it, taken up again after a restart.
 */
@Entity({ name: "media_jobs" })
@Index(["status", "nextAttemptAt"])
@Index(["kind", "generation", "status"])
export class MediaJob {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 12 })
  kind: MediaJobKind;

  @Column({ type: "int" })
  assetId: number;

  /** Which settings change enqueued it: the progress counts the latest one's rows. */
  @Column({ type: "int", default: 0 })
  generation: number;

  /** A "remove" row's directory of old variants (null: the image's own directory, the variants of before rights). */
  @Column({ type: "varchar", length: 16, nullable: true })
  oldKey: string | null;

  /** pending, done, failed, or dropped (a later settings change superseded it). */
  @Column({ type: "varchar", length: 12 })
  status: string;

  @Column({ type: "int", default: 0 })
  attempts: number;

  @Column({ type: "datetime", precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  @Column({ type: "datetime", precision: 3, nullable: true })
  lockedUntil: Date | null;

  @Column({ type: "varchar", length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: "varchar", length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
