/**
 * How many browser test files run at once, each with a production server of its own (E2E_WORKERS,
 * two by default). Much of a browser test's time is waiting (a throttled network, the minute's
 * payment sweep, a lock going stale), and with two files a third of the two cores stood idle (vmstat,
 * 2026-11-29). Three were tried: the run took as long (7.0 min against 6.9: the cores were full, and
 * every file took longer), and the back office's heavier screens then drew past their tests' waits
 * (a campaign's form not drawn within 15 s). The early-tap timings, which another file's burst would
 * skew, run after, alone (scripts/test.mjs).
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
