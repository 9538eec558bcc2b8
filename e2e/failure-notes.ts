/**
 * A failed browser test says what its pages showed: each open page's address and the start of its
 * text, added to the test's error (and so to the run's list of failed tests, scripts/test.mjs). A
 * `waitFor` that timed out says only what it waited for; whether the page was an error page, another
 * page, or the right page without the element is what tells a flaky test from a broken one.
 */
import { beforeEach } from "vitest";
import { openPages } from "./browser.js";

const TEXT_CHARS = 400;
/** A page held by a dialog or a busy script answers nothing: its note says so rather than hold the run. */
const READ_WITHIN_MS = 2_000;

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const error = task.result?.errors?.[0];
    if (!error) return;
    const pages = await Promise.all(
      openPages().map(async (page) => {
        const read = page
          .evaluate(() => document.body?.innerText ?? "", undefined)
          .then((t) => t.replace(/\s+/g, " ").trim().slice(0, TEXT_CHARS))
          .catch((err: unknown) => `(unreadable: ${(err as Error).message.split("\n")[0]})`);
        const text = await Promise.race([read, new Promise<string>((resolve) => setTimeout(() => resolve("(no answer within 2 s)"), READ_WITHIN_MS).unref())]);
        return `${page.url()} «${text}»`;
      }),
    );
    if (!pages.length) return;
    const note = `\nPages open when it failed: ${pages.join(" | ")}`;
    error.message += note;
    if (error.stack) error.stack = error.stack.replace(/\n/, `${note}\n`);
  });
});
