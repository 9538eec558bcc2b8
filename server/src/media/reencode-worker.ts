/**
 * The images' background work (issue 29), an outbox worker (core/outbox-worker.ts): every instance
 * polls `media_jobs`, each row is claimed by one of them, one row at a time (one image decoded at a
 * time, so memory stays flat), and a row whose instance died is taken up again once its claim
 * lapses. A "reencode" row makes an image's variants again with the rights in force and switches the
 * image to them (an image already encoded with them is passed over: no image is done twice), then
 * bumps the public cache's version, so the next page names the new URLs — at most every
 * BUMP_EVERY_MS while more images wait, and at once for the last, so that the cache still answers
 * the shop's pages through a job of hundreds of images; its old variants are
 * removed by a "remove" row due after every cached page that named them has expired
 * (`REMOVAL_DELAY_MS`).
 */
import type { DataSource } from "typeorm";
import { ENTRY_TTL_MS } from "../cache/public-cache.js";
import { OutboxWorker, type Claim, type Outcome } from "../core/outbox-worker.js";
import { MediaJob } from "./media-job.entity.js";
import { CannotReencode, oneThreadForJob, type MediaService } from "./media.service.js";

/**
 * The old variants stay this long after the switch: the public cache's longest life of an entry,
 * and an hour more for the pages already open in a browser that load their images lazily.
 */
export const REMOVAL_DELAY_MS = ENTRY_TTL_MS + 3600_000;
/** A 24-megapixel photograph takes a few seconds; the claim is renewed while it is encoded. */
const CLAIM_MS = 120_000;
const POLL_MS = 10_000;
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000];
const GIVE_UP_AFTER_MS = 24 * 3600_000;
/**
 * While more images wait, the public cache is made stale at most this often (a bump empties every
 * instance's cache). An image switched meanwhile is named by the pages a few seconds later; its old
 * files are kept far longer (REMOVAL_DELAY_MS), so no page names a missing file.
 */
export const BUMP_EVERY_MS = 15_000;
/**
 * The rest after each image (issue 43): as long as the image took, within these bounds, so that a job
 * keeps at most about half of one core busy over its length and the visitors' requests get the rest.
 */
export const REST_MIN_MS = 250;
export const REST_MAX_MS = 10_000;
/** The leftover sweep (MediaService.sweepLeftovers) runs at start and then this often, on every instance. */
export const SWEEP_EVERY_MS = 24 * 3600_000;

export class ReencodeWorker extends OutboxWorker {
  /** Makes every cached public answer stale (the public cache's version): wired by the application. */
  bump?: () => Promise<void>;
  /** The images this worker encoded, in order (the log's count, and what the tests read). */
  readonly encoded: number[] = [];
  private lastBump = 0;
  /** The bump put off while more images wait (made when it is due, or when the job ends or stops). */
  private owed: ReturnType<typeof setTimeout> | null = null;

  constructor(
    ds: DataSource,
    private readonly media: MediaService,
    private readonly tuning: { removalDelayMs?: number; claimMs?: number; bumpEveryMs?: number; restAfterWorkMs?: (passMs: number) => number } = {},
  ) {
    super(ds, MediaJob, {
      name: "Image re-encode",
      pollMs: POLL_MS,
      claimMs: tuning.claimMs ?? CLAIM_MS,
      batch: 1,
      oneAtATime: true,
      doneStatus: "done",
      retryDelaysMs: RETRY_DELAYS_MS,
      giveUpAfterMs: GIVE_UP_AFTER_MS,
      restAfterWorkMs: tuning.restAfterWorkMs ?? ((passMs) => Math.min(REST_MAX_MS, Math.max(REST_MIN_MS, passMs))),
    });
  }

  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;

  /** Starts polling, first queuing the images a settings change left stale without rows (it was cut off before queuing them). */
  override start(): void {
    super.start();
    this.media.enqueueStale({ newGeneration: false }).catch((err) => console.error("Image re-encode: the stale images could not be queued:", err));
    // The leftovers of crashes and lost encodes: at start, then daily (every instance; the sweep is idempotent).
    this.sweepNow();
    this.sweepTimer = setInterval(() => this.sweepNow(), SWEEP_EVERY_MS);
    this.sweepTimer.unref();
  }

  private sweepNow(): void {
    this.sweeping ??= this.media
      .sweepLeftovers()
      .catch((err) => console.error("Image leftovers: the sweep failed:", err))
      .finally(() => (this.sweeping = undefined));
  }

  /** Whether the last pass encoded an image (a rest follows only such a pass). */
  private passEncoded = false;

  /** A pass that finds nothing to do ends the job: libvips gets its threads back. */
  override async runOnce(now?: Date): Promise<number> {
    const before = this.media.reencodes;
    const tried = await super.runOnce(now);
    this.passEncoded = this.media.reencodes > before;
    if (tried === 0) await oneThreadForJob(false);
    return tried;
  }

  /**
   * The rest follows only a pass that encoded an image (whatever the encode came to): a removal, or an
   * image found current or gone before its encode, costs a query or two, and 10,000 removal rows resting 250 ms each would take 42 minutes.
   */
  protected override restAfterPass(passMs: number): number {
    return this.passEncoded ? super.restAfterPass(passMs) : 0;
  }

  protected async deliver(claim: Claim): Promise<Outcome> {
    const row = await this.ds.getRepository(MediaJob).findOneBy({ id: claim.id });
    if (!row) return { kind: "dropped" };
    if (row.kind === "remove") {
      await this.media.removeVariants(row.assetId, row.oldKey);
      return { kind: "delivered", columns: { lastError: null } };
    }
    await oneThreadForJob(true);
    let result: Awaited<ReturnType<MediaService["reencode"]>>;
    try {
      result = await this.media.reencode(row.assetId, this.tuning.removalDelayMs ?? REMOVAL_DELAY_MS);
    } catch (err) {
      if (err instanceof CannotReencode) return { kind: "failed", error: err.message, permanent: true, columns: { lastError: err.message } };
      throw err;
    }
    if (result === "reencoded") {
      this.encoded.push(row.assetId);
      await this.pagesChanged();
    }
    return result === "gone" ? { kind: "dropped" } : { kind: "delivered", columns: { lastError: null } };
  }

  /** An image was switched: the pages name it after the next bump, now or when one is due. */
  private async pagesChanged(): Promise<void> {
    const wait = this.lastBump + (this.tuning.bumpEveryMs ?? BUMP_EVERY_MS) - Date.now();
    if (wait > 0) {
      // This image's row is still pending while it is delivered: more than one means others wait.
      const { done, failed, total } = await this.media.imageUpdate();
      if (total - done - failed > 1) {
        this.owed ??= setTimeout(() => void this.bumpNow(), wait);
        this.owed.unref();
        return;
      }
    }
    await this.bumpNow();
  }

  private async bumpNow(): Promise<void> {
    if (this.owed) clearTimeout(this.owed);
    this.owed = null;
    this.lastBump = Date.now();
    // A failed bump is not a row's failure: every cached entry expires within ENTRY_TTL_MS anyway.
    await this.bump?.().catch((err) => console.error("Image re-encode: the public cache's version could not be bumped:", err));
  }

  /** Stops as every outbox worker does, first making the bump it owes (the pages must name what was switched). */
  override async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    await super.stop();
    await this.sweeping;
    if (this.owed) await this.bumpNow();
    await oneThreadForJob(false);
  }

  protected errorColumns(error: string): Record<string, unknown> {
    return { lastError: error };
  }
}
