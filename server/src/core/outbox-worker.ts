/**
 * The sender of an outbox table (DESIGN.md "Integrations": the webhook deliveries and the mail
 * outbox). Every instance polls; each due row is claimed with a conditional update of its
 * `lockedUntil`, so one sender takes it however many instances run, and a claim lapses so that a row
 * whose sender died is taken up again. The subclass delivers a claimed row and records the outcome,
 * its next attempt from `nextAttemptAfter`.
 */
import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";

export interface OutboxOptions {
  /** For the log: "Mail", "Webhook". */
  name: string;
  pollMs: number;
  /** How long a claim holds: longer than one delivery may take. */
  claimMs: number;
  /** Rows taken per pass. */
  batch: number;
  /** Deliver the rows of a pass one after another (a mail server prefers one connection) or all at once. */
  oneAtATime: boolean;
  /**
   * How long a pass waits for its sends (those that go at once): a send still running then goes on,
   * its row still claimed, and the next pass is not held by it (stop() and drain() wait for it).
   * Unset: the pass waits for every send.
   */
  passWaitMs?: number;
}

/** When a row that failed its `attempts`-th try is tried next: after `delaysMs[attempts - 1]` (the last delay repeats), or never once that passes `giveUpAfterMs` of its age. */
export function nextAttemptAfter(attempts: number, now: Date, createdAt: Date, delaysMs: readonly number[], giveUpAfterMs: number): Date | null {
  const next = new Date(now.getTime() + delaysMs[Math.min(attempts, delaysMs.length) - 1]);
  return next.getTime() - createdAt.getTime() > giveUpAfterMs ? null : next;
}

export abstract class OutboxWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  /** The sends that outlived their pass's wait (passWaitMs). */
  private readonly inFlight = new Set<Promise<void>>();

  protected constructor(
    protected readonly ds: DataSource,
    private readonly table: EntityTarget<ObjectLiteral>,
    private readonly options: OutboxOptions,
  ) {}

  /** Delivers a claimed row and records what happened (and when to try again). */
  protected abstract deliver(id: number, now: Date): Promise<void>;

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for the deliveries under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.sendsUnderWay();
  }

  /** Runs a pass now (or right after the one under way). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then((tried) => {
        // A pass that found work may have left more (a batch, or a few rows of each endpoint): the next one follows at once.
        if (tried > 0) this.again = true;
      })
      .catch((err) => console.error(`${this.options.name} worker:`, err))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the pass under way, then delivers whatever is due now (tests read the outcome after it). */
  async drain(): Promise<void> {
    do await this.running;
    while (this.running);
    for (;;) {
      const tried = await this.runOnce();
      if (this.inFlight.size) await this.sendsUnderWay();
      else if (tried === 0) return;
    }
  }

  /** Waits for the sends that outlived their pass's wait (tests read the outcome of a runOnce after it). */
  async sendsUnderWay(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** The ids of the rows a pass takes, of those due by `now` and not claimed: by default the oldest first. */
  protected async due(now: Date): Promise<number[]> {
    const due = await this.ds
      .getRepository(this.table)
      .createQueryBuilder("o")
      .select(["o.id"])
      .where("o.status = :pending AND o.nextAttemptAt <= :now AND (o.lockedUntil IS NULL OR o.lockedUntil < :now)", { pending: "pending", now })
      .orderBy("o.nextAttemptAt", "ASC")
      .addOrderBy("o.id", "ASC")
      .limit(this.options.batch)
      .getMany();
    return due.map((row) => row.id as number);
  }

  /** Delivers every row due by `now` that this instance can claim; answers how many it tried. */
  async runOnce(now = new Date()): Promise<number> {
    const ids = await this.due(now);
    const one = async (id: number) => {
      if (!(await this.claim(id, now))) return 0;
      await this.deliver(id, now);
      return 1;
    };
    if (!this.options.oneAtATime) return this.awaitSends(ids.map(one));
    let tried = 0;
    for (const id of ids) tried += await one(id);
    return tried;
  }

  /** Waits for the sends of a pass, at most passWaitMs when set; answers how many it tried (one still running counts). */
  private async awaitSends(sends: Promise<number>[]): Promise<number> {
    const waitMs = this.options.passWaitMs;
    if (waitMs === undefined) return (await Promise.all(sends)).reduce((a, b) => a + b, 0);
    for (const send of sends) {
      const tracked: Promise<void> = send.then(
        () => undefined,
        () => undefined,
      );
      this.inFlight.add(tracked);
      void tracked.finally(() => this.inFlight.delete(tracked));
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      const outcomes = await Promise.all(sends.map((send) => Promise.race([send, late])));
      outcomes.forEach((n, i) => {
        if (n === null) sends[i].catch((err) => console.error(`${this.options.name} worker: a send that outlived its pass:`, err));
      });
      return outcomes.reduce((a: number, n) => a + (n ?? 1), 0);
    } finally {
      clearTimeout(timer);
    }
  }

  private async claim(id: number, now: Date): Promise<boolean> {
    const claimed = await this.ds
      .createQueryBuilder()
      .update(this.table)
      .set({ lockedUntil: new Date(now.getTime() + this.options.claimMs) })
      .where("id = :id AND status = :pending AND (lockedUntil IS NULL OR lockedUntil < :now)", { id, pending: "pending", now })
      .execute();
    return claimed.affected === 1;
  }
}
