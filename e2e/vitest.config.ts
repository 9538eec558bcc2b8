import { defineConfig } from "vitest/config";

// Browser tests: one production server (started as `npm start` does, with demo content) shared by
// the files, which run one after the other so Chromium has the machine's two cores to itself.
export default defineConfig({
  test: {
    include: ["**/*.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
