/**
 * The sender of an outbox table (DESIGN.md "Integrations": the webhook deliveries and the mail
 * outbox). Every instance polls; each due row is claimed with a conditional update that writes a
 * random `claimToken` and a `lockedUntil` counted from the moment the claim is taken, so one sender
 * takes it however many instances run. While the row is being delivered its claim is renewed (every
 * third of `claimMs`, only while a delivery is under way), and the outcome is written only where the
 * token is still this sender's: a sender that lost its claim writes nothing. An outcome the database
 * refuses is written again (the claim still renewed) until it is written or the claim lapses. A
 * shutdown waits for the sends already under way (`beginSend`) and gives back only the claims of
 * deliveries that had not reached theirs. A claim lapses, so a row whose sender died (or could not
 * record the outcome before its claim lapsed) is taken up again: delivery is at least once, and a
 * second send happens only then (docs/mail.md, 'What holds'). The subclass delivers a claimed row and
 * answers its outcome; every attempt is counted (a throw too), and the next is due after
 * `nextAttemptAfter`.
 */
import { outsideAudit } from "./audit.js";
import { randomUUID } from "node:crypto";
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from "typeorm";

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
  /** The status of a delivered row ("sent", "succeeded"). */
  doneStatus: string;
  /** After a failed attempt n the next is tried `retryDelaysMs[n - 1]` later (see nextAttemptAfter). */
  retryDelaysMs: readonly number[];
  /** A row that has failed for this long (from its creation) is given up: status "failed". */
  giveUpAfterMs: number;
  /**
   * After a pass that found work, how long the worker rests before the next one (given the pass's
   * length in ms): unset, the next pass follows at once. A kick or a poll during the rest waits for its
   * end. The images' re-encode rests between images so the visitors' requests get the cores (issue 43).
   * drain() and runOnce() never rest. A worker may rest after fewer passes (restAfterPass).
   */
  restAfterWorkMs?: (passMs: number) => number;
}

/** A row this sender holds: its token proves it still does. */
export interface Claim {
  id: number;
  token: string;
  /** When the claim was taken: the time of this attempt, from which its next one is counted. */
  at: Date;
}

/**
 * What a delivery came to. "failed" is an attempt counted, tried again on the schedule (failed at once
 * when `permanent`); "postponed" was not attempted (something it needs is not ready): due again at
 * `until`, no attempt counted. `columns` are the subclass's own (its last error, its answer); `label`
 * names the row in the log line of a failure (a mail's Message-ID and recipient; the logger masks it).
 */
export type Outcome =
  | { kind: "delivered"; columns?: Record<string, unknown> }
  | { kind: "failed"; error: string; permanent?: boolean; columns?: Record<string, unknown>; label?: string }
  /**
   * Always a time: a null written here (a paused campaign's copy, "not due until resumed") undid a resume
   * that committed between the delivery's look and this outcome, and the row was never due again.
   */
  | { kind: "postponed"; until: Date; columns?: Record<string, unknown> }
  /** Not to be delivered any more (its reason gone: a subscriber who left): status "dropped", never tried again. */
  | { kind: "dropped"; columns?: Record<string, unknown> };

/** The final status a row's outcome left it in: delivered (the done status), failed for good, or dropped. */
export type Settlement = { status: string; outcome: Outcome };

/** A delivery under way: renewed until it ends, given back if the shutdown cannot wait for it. */
interface Held {
  claim: Claim;
  /** How far the pass's clock runs ahead of the real one (a test's pass "in an hour"); 0 otherwise. */
  skewMs: number;
  renewal: NodeJS.Timeout;
  /** The renewal being written, if any (the outcome waits for it). */
  renewing?: Promise<void>;
  /** When the claim was last taken or renewed (real time): it holds until then plus claimMs. */
  renewedAt: number;
  /** The outcome is being written: no renewal meanwhile (it would find the claim gone and say it was lost). */
  settling: boolean;
  /** The delivery has begun what cannot be taken back (an SMTP send): a shutdown waits for it rather than give its claim back. */
  sending: boolean;
  /** Nothing more is written for it (its claim given back, or left to lapse at shutdown). */
  released: boolean;
  done?: Promise<void>;
}

/** The first wait before an outcome the database refused is written again; it doubles, up to a sixth of the claim. */
const SETTLE_RETRY_MS = 250;

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
  /** Set by stop(): no row is claimed any more, even in the middle of a pass (start() clears it). */
  private halted = false;
  /** The deliveries under way, by claim token. */
  private readonly held = new Map<string, Held>();
  /** The rest after a pass that found work (restAfterWorkMs): no pass starts before it ends. */
  private rest?: NodeJS.Timeout;
  /** How many rests the worker has taken (what the tests read). */
  rests = 0;

  protected constructor(
    protected readonly ds: DataSource,
    private readonly table: EntityTarget<ObjectLiteral>,
    private readonly options: OutboxOptions,
  ) {}

  /** Delivers a claimed row and answers what happened; a throw is a failed attempt (counted, retried on the schedule). */
  protected abstract deliver(claim: Claim): Promise<Outcome>;

  /** The subclass's columns recording an error thrown by `deliver` (its last error). */
  protected abstract errorColumns(error: string, claim: Claim): Record<string, unknown>;

  /**
   * Whether the final outcome of this claim (delivered, failed for good, dropped) is to be followed by
   * `settled`, in the transaction that writes it (a campaign's counts): false by default, one statement.
   */
  protected settles(_claim: Claim): boolean {
    return false;
  }

  /** The claim is over (its outcome written or not): the subclass drops what it kept of it. */
  protected forget(_claim: Claim): void {}

  /** Runs in the transaction writing a final outcome of a claim `settles` named, only when the outcome was written (the claim still ours). */
  protected settled(_em: EntityManager, _claim: Claim, _settlement: Settlement): Promise<void> {
    return Promise.resolve();
  }

  start(): void {
    this.stopped = false;
    this.halted = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and claiming (at once, between the rows of a pass too), and waits for the deliveries under way and their outcomes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halted = true;
    clearInterval(this.timer);
    clearTimeout(this.rest);
    this.rest = undefined;
    do {
      await this.running;
      await this.sendsUnderWay();
    } while (this.running);
  }

  /**
   * Called by `deliver` just before what cannot be taken back (the SMTP send): from then on a shutdown
   * waits for the delivery and writes its outcome instead of giving its claim back. False when the claim
   * was already given back: the delivery must not send.
   */
  protected beginSend(claim: Claim): boolean {
    const h = this.held.get(claim.token);
    if (!h || h.released) return false;
    h.sending = true;
    return true;
  }

  /**
   * A shutdown whose grace is over, before the database closes. The deliveries whose send is under way
   * (`beginSend`) are waited for, at most `waitMs` (a send ends by its own timeouts well within it), and
   * their outcomes written: given back, another instance would send them again while this one finished.
   * The claims of the deliveries that have not begun to send are given back first, before that wait:
   * another instance takes them up now rather than after their claims lapse (even if this process is
   * killed during the wait), and whatever they come to here is not written. A send
   * still not over after `waitMs` keeps its claim, which lapses: only then may it go a second time.
   * Answers how many claims it gave back.
   */
  async release(waitMs = this.options.claimMs / 2): Promise<number> {
    const sending = [...this.held.values()].filter((h) => h.sending && !h.released);
    const giveBack = [...this.held.values()].filter((h) => !h.sending && !h.released);
    for (const h of giveBack) {
      h.released = true;
      clearInterval(h.renewal);
    }
    // Written first, before the wait for the sends: written after it, a process killed during the wait (a
    // SIGKILL soon after the grace) left them claimed, for no one to send until the claims lapsed.
    let released = 0;
    for (const { claim } of giveBack) {
      // One that fails lapses as before; the wait for the sends below still happens (their outcomes keep them from going twice).
      try {
        const res = await this.ds
          .createQueryBuilder()
          .update(this.table)
          .set({ lockedUntil: null, claimToken: null })
          .where("id = :id AND claimToken = :token", { id: claim.id, token: claim.token })
          .execute();
        released += res.affected ?? 0;
      } catch (err) {
        console.error(`${this.options.name} #${claim.id}: its claim could not be given back at shutdown; it lapses:`, err);
      }
    }
    if (released)
      console.error(`${this.options.name} worker: gave back ${released} claim(s) still being delivered at shutdown; another instance delivers them`);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(sending.map((h) => h.done ?? Promise.resolve())),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    const unfinished = sending.filter((h) => this.held.has(h.claim.token));
    for (const h of unfinished) {
      h.released = true;
      clearInterval(h.renewal);
    }
    if (unfinished.length)
      console.error(
        `${this.options.name} worker: ${unfinished.length} send(s) still under way at shutdown keep their claims; another instance takes them up when the claims lapse, and may send them a second time`,
      );
    return released;
  }

  /** Whether a pass started by kick() (or the poll) is under way. */
  get passing(): boolean {
    return this.running !== undefined;
  }

  /** Whether the worker rests after a pass that found work (restAfterWorkMs): a kick now runs when the rest ends. */
  get resting(): boolean {
    return this.rest !== undefined;
  }

  /**
   * How long to rest after a pass that found work and took `passMs` (0: none): restAfterWorkMs, by
   * default. A worker whose rows are not all heavy rests only after the heavy ones.
   */
  protected restAfterPass(passMs: number): number {
    return this.options.restAfterWorkMs?.(passMs) ?? 0;
  }

  /** Runs a pass now (or right after the one under way, or when the rest after the last one ends). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.rest) return;
    const began = performance.now();
    let worked = false;
    // A pass kicked by a staff member's write is the system's work, not theirs (issue 47's audit log).
    this.running = outsideAudit(() => this.runOnce())
      .then((tried) => {
        // A pass that found work may have left more (a batch, or a few rows of each endpoint): the next one follows (after the rest, if any).
        if (tried > 0) worked = this.again = true;
      })
      .catch((err) => console.error(`${this.options.name} worker:`, err))
      .finally(() => {
        this.running = undefined;
        const restMs = worked ? this.restAfterPass(performance.now() - began) : 0;
        if (restMs > 0 && !this.stopped) {
          this.again = false;
          this.rests++;
          this.rest = setTimeout(() => {
            this.rest = undefined;
            this.kick();
          }, restMs);
          this.rest.unref();
        } else if (this.again) {
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
      if (this.inFlight.size || this.held.size) await this.sendsUnderWay();
      else if (tried === 0) return;
    }
  }

  /** Waits for every send under way, those that outlived their pass's wait too, and their outcomes (tests read the outcome of a runOnce after it). */
  async sendsUnderWay(): Promise<void> {
    while (this.inFlight.size || this.held.size)
      await Promise.allSettled([...this.inFlight, ...[...this.held.values()].map((h) => h.done ?? Promise.resolve())]);
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
      // Stopped: nothing more is claimed, though the pass had more rows.
      if (this.halted) return 0;
      const claim = await this.claim(id, now);
      if (!claim) return 0;
      await this.send(claim, now);
      return 1;
    };
    if (!this.options.oneAtATime) return this.awaitSends(ids.map(one));
    let tried = 0;
    for (const id of ids) tried += await one(id);
    return tried;
  }

  /**
   * Waits for the sends of a pass, whatever another one came to, but at most passWaitMs when set: a
   * send still running then goes on (its row claimed and renewed; stop() and drain() wait for it).
   * Answers how many it tried (one still running counts); rethrows the first that failed to be claimed.
   */
  private async awaitSends(sends: Promise<number>[]): Promise<number> {
    const waitMs = this.options.passWaitMs;
    for (const send of sends) {
      const tracked: Promise<void> = send.then(
        () => undefined,
        () => undefined,
      );
      this.inFlight.add(tracked);
      void tracked.finally(() => this.inFlight.delete(tracked));
    }
    let timer: NodeJS.Timeout | undefined;
    const late =
      waitMs === undefined
        ? undefined
        : new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), waitMs);
          });
    try {
      const results = await Promise.allSettled(sends.map((send) => (late ? Promise.race([send, late]) : send)));
      results.forEach((r, i) => {
        if (r.status === "fulfilled" && r.value === null)
          sends[i].catch((err) => console.error(`${this.options.name} worker: a send that outlived its pass:`, err));
      });
      const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (rejected) throw rejected.reason;
      return results.reduce((n, r) => n + (r.status === "fulfilled" ? (r.value ?? 1) : 0), 0);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Takes a row if it is still pending, due by the pass's `now` and unclaimed (or its claim lapsed),
   * writing a fresh token and a claim counted from this moment (not from the pass's start).
   */
  private async claim(id: number, now: Date): Promise<Claim | null> {
    const at = new Date(Math.max(now.getTime(), Date.now()));
    const token = randomUUID();
    const claimed = await this.ds
      .createQueryBuilder()
      .update(this.table)
      .set({ lockedUntil: new Date(at.getTime() + this.options.claimMs), claimToken: token })
      .where("id = :id AND status = :pending AND nextAttemptAt <= :now AND (lockedUntil IS NULL OR lockedUntil < :at)", { id, pending: "pending", now, at })
      .execute();
    return claimed.affected === 1 ? { id, token, at } : null;
  }

  /** Delivers a claimed row, renewing its claim meanwhile, and writes the outcome where the claim is still ours. Never rejects. */
  private send(claim: Claim, now: Date): Promise<void> {
    const h: Held = {
      claim,
      skewMs: Math.max(0, now.getTime() - Date.now()),
      renewal: setInterval(
        () => {
          if (!h.renewing && !h.released && !h.settling) h.renewing = this.renew(h).finally(() => (h.renewing = undefined));
        },
        Math.max(1, Math.floor(this.options.claimMs / 3)),
      ),
      renewedAt: Date.now(),
      settling: false,
      sending: false,
      released: false,
    };
    h.renewal.unref();
    this.held.set(claim.token, h);
    h.done = (async () => {
      let outcome: Outcome;
      try {
        outcome = await this.deliver(claim);
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        outcome = { kind: "failed", error, columns: this.errorColumns(error, claim) };
      }
      await this.settle(h, outcome);
    })()
      .catch((err) => console.error(`${this.options.name} #${claim.id}: its outcome could not be written:`, err))
      .finally(() => {
        clearInterval(h.renewal);
        this.held.delete(claim.token);
        this.forget(claim);
      });
    return h.done;
  }

  /**
   * Writes the outcome; one the database refuses (a lock, a failover) is written again, the claim still
   * renewed meanwhile, until it is written or the claim has lapsed (another instance may then take the
   * row up): dropped at the first failure, the row stayed claimed until it lapsed and was sent again.
   */
  private async settle(h: Held, outcome: Outcome): Promise<void> {
    const { claim } = h;
    for (let wait = SETTLE_RETRY_MS; ; wait = Math.min(wait * 2, Math.max(SETTLE_RETRY_MS, this.options.claimMs / 6))) {
      if (h.released) {
        console.error(`${this.options.name} #${claim.id}: its claim was given back at shutdown; its outcome (${outcome.kind}) is not written`);
        return;
      }
      h.settling = true;
      await h.renewing;
      try {
        await this.finish(claim, outcome);
        return;
      } catch (err) {
        h.settling = false;
        const lapsed = Date.now() + wait >= h.renewedAt + this.options.claimMs;
        console.error(
          `${this.options.name} #${claim.id}: its outcome (${outcome.kind}) could not be written${lapsed ? ", and its claim is lapsing: another instance may send it again" : ", trying again"}:`,
          err,
        );
        if (lapsed) return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** Extends the claim of a delivery under way, only where it is still ours. */
  private async renew(h: Held): Promise<void> {
    try {
      const res = await this.ds
        .createQueryBuilder()
        .update(this.table)
        .set({ lockedUntil: new Date(Date.now() + h.skewMs + this.options.claimMs) })
        .where("id = :id AND claimToken = :token", { id: h.claim.id, token: h.claim.token })
        .execute();
      if (res.affected === 1) h.renewedAt = Date.now();
      else {
        clearInterval(h.renewal);
        console.error(`${this.options.name} #${h.claim.id}: this sender lost its claim while delivering (another took it after it lapsed)`);
      }
    } catch (err) {
      console.error(`${this.options.name} #${h.claim.id}: its claim could not be renewed:`, err);
    }
  }

  /** Writes the outcome of an attempt, only where the claim is still ours: a sender that lost it writes nothing. */
  private async finish(claim: Claim, outcome: Outcome): Promise<void> {
    let values: Record<string, unknown>;
    let failure: string | undefined;
    // One statement for a delivery (the common case); a failure reads the row's count and age first, for its schedule.
    if (outcome.kind === "delivered") values = { status: this.options.doneStatus, attempts: () => "attempts + 1", nextAttemptAt: null };
    else if (outcome.kind === "postponed") values = { status: "pending", nextAttemptAt: outcome.until };
    else if (outcome.kind === "dropped") values = { status: "dropped", nextAttemptAt: null };
    else {
      const row = await this.ds.getRepository(this.table).findOne({ select: { id: true, attempts: true, createdAt: true }, where: { id: claim.id } });
      if (!row) return;
      const attempts = Number(row.attempts) + 1;
      const next = outcome.permanent
        ? null
        : nextAttemptAfter(attempts, claim.at, row.createdAt as Date, this.options.retryDelaysMs, this.options.giveUpAfterMs);
      const why = outcome.permanent ? ", refused for good: not retried" : next === null ? ", giving up" : "";
      failure = `${this.options.name} ${outcome.label ?? `#${claim.id}`} failed (attempt ${attempts}${why}): ${outcome.error}`;
      values = { status: next === null ? "failed" : "pending", attempts, nextAttemptAt: next };
    }
    const write = async (em: EntityManager) => {
      const res = await em
        .createQueryBuilder()
        .update(this.table)
        .set({ ...outcome.columns, ...values, lockedUntil: null, claimToken: null })
        .where("id = :id AND claimToken = :token", { id: claim.id, token: claim.token })
        .execute();
      const status = values.status as string;
      if (res.affected === 1 && status !== "pending") await this.settled(em, claim, { status, outcome });
      return res;
    };
    const res = this.settles(claim) ? await this.ds.transaction(write) : await write(this.ds.manager);
    if (res.affected !== 1)
      console.error(
        `${this.options.name} #${claim.id}: this sender lost its claim (another took it after it lapsed); its outcome (${outcome.kind}) is not written`,
      );
    else if (failure) console.error(failure);
  }
}
