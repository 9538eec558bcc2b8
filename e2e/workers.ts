/**
 * How many browser test files run at once, each with a production server of its own (E2E_WORKERS,
 * three by default). Much of a browser test's time is spent waiting (a throttled network, the
 * minute's payment sweep, a lock going stale, a background re-encode): with two files at once, a
 * third of the two cores stood idle through the browser run (vmstat, 2026-11-29); a third file fills
 * that. The early-tap timings, which another file's burst would skew, run after, alone
 * (scripts/test.mjs).
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
