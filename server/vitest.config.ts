import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Each test file runs twice: once on SQLite, once on MariaDB/MySQL (TEST_MYSQL_URL).
export default defineConfig({
  resolve: {
    // One copy of graphql, or type-graphql and Apollo see "another module or realm".
    alias: { graphql: path.join(root, "node_modules/graphql/index.js") },
  },
  test: {
    testTimeout: 60_000,
    globalSetup: ["./test/storefront-build.ts"],
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "sqlite", include: ["src/**/*.test.ts"], env: { TEST_DB: "sqlite" } } },
      { extends: true, test: { name: "mysql", include: ["src/**/*.test.ts"], env: { TEST_DB: "mysql" } } },
    ],
  },
});
