import { defineConfig } from "vitest/config";

// Browser tests: a production server for each worker (started as `npm start` does, with demo content;
// global-setup.ts), two workers by default (E2E_WORKERS). A file has its worker's server to itself
// while it runs (server.ts), as it had the one server when the files ran one after another. Much of a
// browser test's time is spent waiting (a throttled network, the minute's payment sweep, a lock going
// stale), so two files at once keep the machine's two cores busy without starving each other.
export default defineConfig({
  test: {
    include: ["**/*.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)),
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
