/**
 * New connections first. Node 20's listener (libuv 1.46) takes one connection from the kernel's queue
 * a turn of the event loop, and a turn does all the work that is ready: every request read in it and
 * every transaction handed on. A burst of new visitors under load (issue 44's closed loop: 100 buyers
 * opening their connections at once) was taken one a turn, each turn as long as the work of the
 * requests already in: the last buyer's request was read after a second, while the first ones had
 * been served twice. Node 22's `reusePort` would let the kernel split such a queue; here the loop is
 * kept short instead, for as long as a burst is being taken.
 *
 * So a request, and a transaction's hand-on to the next in SQLite's line (db/sqlite-transactions.ts),
 * starts at once unless a connection was taken in this turn of the loop. Then it waits, first come,
 * first served, until a turn takes none: the turns in between do nothing else of ours, and the
 * listener takes the queue in as many short turns. The hold is bounded (256 turns, 50 ms), and a hold
 * cut short by its bound is followed by as long a time in which new connections hold nothing: a flood
 * of them delays the work by 50 ms at most and takes at most half the time from it, never all.
 * A lone visitor's new connection holds what the next turn of the loop would start, by a turn.
 *
 * One per process, as the event loop is: every server of the process reports its connections here.
 */

export interface NewcomersOptions {
  /** The most turns of the loop in a row that start nothing while connections keep coming. */
  maxHeldTurns?: number;
  /** …and the longest they hold, in ms (from the first turn's end). */
  maxHeldMs?: number;
}

export class Newcomers {
  private readonly maxHeldTurns: number;
  private readonly maxHeldMs: number;

  /** A connection was taken in the loop's current turn (its poll). */
  private taken = false;
  /** The starts held, in the order they came. */
  private held: (() => void)[] = [];
  /** Starts let go and not run yet (each runs in a callback of its own, in the next turn's check phase). */
  private releasing = 0;
  /** A check is due at the end of this turn (setImmediate runs just after the poll). */
  private checking = false;
  /** Turns in a row that held their starts, and since when. */
  private heldTurns = 0;
  private heldSince = 0;
  /** Until then, connections hold nothing: the time the work gets after a hold cut short by its bounds. */
  private freeUntil = 0;

  constructor(options: NewcomersOptions = {}) {
    this.maxHeldTurns = options.maxHeldTurns ?? 256;
    this.maxHeldMs = options.maxHeldMs ?? 50;
  }

  /** For a server's "connection" event: a connection was taken in this turn. */
  readonly arrived = (): void => {
    if (this.freeUntil !== 0 && performance.now() < this.freeUntil) return;
    this.taken = true;
    this.checkAtTurnEnd();
  };

  /** Whether work would be held now: a burst is being taken, or what it held is not started yet. */
  get holding(): boolean {
    return this.taken || this.held.length > 0 || this.releasing > 0;
  }

  /** Runs `start` now, or after the burst of new connections being taken, behind what came before it. */
  admit(start: () => void): void {
    if (!this.holding) return start();
    this.held.push(start);
    this.checkAtTurnEnd();
  }

  private checkAtTurnEnd(): void {
    if (this.checking) return;
    this.checking = true;
    setImmediate(this.turnEnded);
  }

  /** At the end of a turn: hold on for one more if it took a connection (within the bounds), else start what waits. */
  private readonly turnEnded = (): void => {
    this.checking = false;
    if (this.heldTurns === 0) this.heldSince = performance.now();
    if (this.taken && this.heldTurns < this.maxHeldTurns && performance.now() - this.heldSince < this.maxHeldMs) {
      this.taken = false;
      this.heldTurns++;
      // The next turn's poll takes the next connection, if there is one; this check runs after it.
      this.checkAtTurnEnd();
      return;
    }
    // Still taking connections: the bounds cut this hold short, and the work has its time before the next.
    if (this.taken) this.freeUntil = performance.now() + this.maxHeldMs;
    this.taken = false;
    this.heldTurns = 0;
    // Each in a callback of its own, as the poll would have called it: the promises one start makes
    // settle before the next begins. Started in one loop, the requests' flows ran interleaved, and two
    // instances on one SQLite file in one process (the tests' second instance) each began a
    // transaction inside the other's: the second waited, the thread with it, for the first's lock.
    const starts = this.held;
    this.held = [];
    this.releasing += starts.length;
    for (const start of starts)
      setImmediate(() => {
        this.releasing--;
        start();
      });
  };
}

/** The process's one. */
export const newcomers = new Newcomers();
