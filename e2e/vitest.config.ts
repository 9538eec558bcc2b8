import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { WORKERS } from "./workers.js";

/**
 * The files that take longest, slowest first (seconds on CI's two cores, quiet, 2026-11-29: most of
 * each is waiting, on the minute's payment sweep, a lock going stale, a throttled network, the
 * background re-encode). Vitest starts the files it has no times for (a fresh clone) largest first,
 * and size says little here: the 80-line pages audit (65 s) started last and ran alone at the end. A
 * file missing from the list runs after these, larger first; a renamed one only loses its place.
 */
export const LONGEST_FIRST = [
  "checkout.e2e.ts", // 105: the last test waits for the payment sweep (each minute, orders over a minute old)
  "editions.e2e.ts", // 85 alone on one worker, and its own server's start: the shop, two prints' pages and the cart at two widths in two languages, each audited by axe
  "admin-session.e2e.ts", // 67
  "two-factor.e2e.ts", // 65 on a quiet machine, and its own server's start (a passkey needs the page at localhost)
  "pages-audit.e2e.ts", // 65
  "taps-no-code.e2e.ts", // 55: the early-tap recorder's real-time give-up (10 s, then 20 s more)
  "ssr.e2e.ts", // 53
  "image-rights.e2e.ts", // 45
  "orders-admin.e2e.ts", // 42
  "staff-admin.e2e.ts", // 40 on a quiet machine
  "content-admin.e2e.ts", // 39
  "tamil.e2e.ts", // 33
  "admin-phone.e2e.ts", // 33
  "wall-view.e2e.ts", // 30
  "newsletter-campaigns.e2e.ts", // 29
  "admin-audit.e2e.ts", // 27
  "search.e2e.ts", // 25 on one worker: four searches at two widths, three of them audited by axe and the Nu checker
  "workshops.e2e.ts", // 24
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the files off the list keep vitest's order among themselves.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Browser tests: a production server for each worker (started as `npm start` does, with demo content;
// global-setup.ts), two workers by default (E2E_WORKERS, workers.ts). A file has its worker's server
// to itself while it runs (server.ts), as it had the one server when the files ran one after another.
export default defineConfig({
  test: {
    include: ["**/*.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    setupFiles: ["./failure-notes.ts"],
    maxWorkers: WORKERS,
    sequence: { sequencer: LongestFirst },
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
