import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverDir = path.join(root, "server");

/**
 * A test file touches a database when it imports the part of the test harness that starts an app or
 * reaches a database (an app in process or as a child, a MariaDB of its own, checkouts and the orders
 * they left, mails read from an app) or opens a data source itself. The others (config, money, GST,
 * XML, credit notes, discount and sale rules, catalogues, the renderer's build, the SMTP socket, the
 * import rules…), helpers such as the XML parser or the property tests' seed aside, would prove the
 * same thing twice on two dialects: they run once, in the `unit` project.
 */
function touchesDatabase(file: string): boolean {
  const text = readFileSync(path.join(serverDir, file), "utf8");
  return /from "(\.\.\/)+test\/(harness|child-server|private-mariadb|checkouts|raw-mails|database-template)\.js"|openDatabase|dataSourceOptions|new DataSource\(/.test(
    text,
  );
}

const testFiles = (readdirSync(path.join(serverDir, "src"), { recursive: true }) as string[])
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => path.join("src", f).split(path.sep).join("/"));
const withoutDatabase = testFiles.filter((f) => !touchesDatabase(f));

/**
 * Files that use a database only to serve what they check through the same reads on both dialects
 * (headers, logs, the test-mode bar, robots.txt): the dialect cannot change what they prove, so they
 * run on SQLite alone. Each one's reason is beside it.
 */
const sqliteOnly = [
  // robots.txt, the back office's noindex header and canonical paths: no row is read.
  "src/http/seo.test.ts",
  // The built front ends' files, their encodings and security headers.
  "src/http/static.test.ts",
  // The test-mode bar of the payment mode, drawn in every page's shell.
  "src/http/test-mode-bar.test.ts",
  // /healthz, a JSON 404, the GraphQL armour's limits and CSRF prevention: before any resolver runs.
  "src/http/http.test.ts",
  // The warning logged for X-Forwarded-For without TRUST_PROXY.
  "src/observability/proxy-warning.test.ts",
  // The listener's queue at a shutdown: no row is read.
  "src/observability/drain-backlog.test.ts",
  // Every admin operation called as each staff role (~800 requests): the role check runs before any
  // resolver reads a row; the session it reads is checked on both dialects by the staff and sign-in tests.
  "src/auth/role-table.test.ts",
];

// Server tests on SQLite and on MariaDB/MySQL (TEST_MYSQL_URL), and those that touch no database once.
// Each dialect's migrations run once a run, into a template every test's database is copied from
// (test/template-setup.ts). docs/testing.md says what runs where.
export default defineConfig({
  resolve: {
    // One copy of graphql, or type-graphql and Apollo see "another module or realm".
    alias: { graphql: path.join(root, "node_modules/graphql/index.js") },
  },
  test: {
    testTimeout: 60_000,
    globalSetup: ["./test/storefront-build.ts", "./test/template-setup.ts"],
    hookTimeout: 120_000,
    // Vitest's default on two cores is one worker; a server test waits on its server, the database and
    // its clients about half of the time, so four keep both cores busy.
    maxWorkers: 4,
    // A worker keeps its modules from one file to the next (of the same project, so of the same
    // dialect): importing the app and its libraries again for each file cost ~1.5 s of a core a file.
    // Every file starts and closes its own apps and databases, so nothing else carries over.
    isolate: false,
    projects: [
      { extends: true, test: { name: "unit", include: withoutDatabase } },
      { extends: true, test: { name: "sqlite", include: ["src/**/*.test.ts"], exclude: withoutDatabase, env: { TEST_DB: "sqlite" } } },
      {
        extends: true,
        test: { name: "mysql", include: ["src/**/*.test.ts"], exclude: [...withoutDatabase, ...sqliteOnly], env: { TEST_DB: "mysql" } },
      },
    ],
  },
});
