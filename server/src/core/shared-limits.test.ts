// Rate limits counted in the database all instances share (core/rate-limit.ts, the rate_limits table):
// a point taken is kept whatever another request's transaction does. On SQLite every statement of the
// process runs on one connection, and the limiter's store wrote on it straight away: a point taken while
// another request's transaction was open was written inside that transaction, and its rollback took the
// point back (review of issue 42, finding 9), so a client able to make requests roll back thinned out
// the count of its wrong guesses. On MariaDB each point is written on a connection of the pool, alone.
import { setImmediate as oneTurnOfTheLoop } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect, startTestApp, type TestApp } from "../../test/harness.js";
import { CODE_MISSES } from "../discounts/discount-code.service.js";
import { CODE_REFUSALS } from "../discounts/discount-rules.js";

describe(`rate limits in the shared store (${dialect})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("codes guessed while another request's transaction is open still count after it rolls back: the next guess waits (429)", async () => {
    const client = "guesser-beside-a-rollback";
    const now = new Date();
    const guess = (i: number) =>
      app.services.discountCodes.apply(`GUESS-${i}`, [], { now }, client).then(
        () => "applied",
        (err: Error) => err.message,
      );
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let rollBack!: () => void;
    const rolledBack = new Promise<void>((resolve) => (rollBack = resolve));
    // Another request's transaction (a checkout, say) that has written and then fails.
    const other = app.ds.transaction(async (em) => {
      await em.query("UPDATE discount_codes SET uses = uses + 1");
      opened();
      await rolledBack;
      throw new Error("rolled back");
    });
    await open;
    const guesses = Array.from({ length: CODE_MISSES }, (_, i) => guess(i));
    // A guess reaches the limiter's store through promise jobs alone (no I/O before it): after one turn of
    // the event loop every guess has written its point, or waits to.
    await oneTurnOfTheLoop();
    rollBack();
    await expect(other).rejects.toThrow("rolled back");
    expect(await Promise.all(guesses)).toEqual(Array.from({ length: CODE_MISSES }, () => CODE_REFUSALS.invalid));
    expect(await guess(CODE_MISSES)).toBe("Too many codes tried. Please try again in a few minutes.");
  });
});
