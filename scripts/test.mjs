#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint (ESLint), the import rules (dependency-cruiser) and formatting (Prettier), generated-file staleness (schema.graphql, codegen output), a production
 * build, server tests on SQLite and on MariaDB/MySQL (required when CI=true, otherwise when
 * reachable; the server-drawn pages are tested against the build), and the browser tests against it. Each check counts as one test; the last line is the total.
 * `node scripts/test.mjs browser` runs only the build and the browser tests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv[2];
const reports = mkdtempSync(path.join(tmpdir(), "shop-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test, by file and name, with the first line of why: printed again at the end, where a CI log's tail shows it. */
const failedTests = [];

function run(label, cmd, args, opts = {}) {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...opts.env }, timeout: opts.timeoutMs, killSignal: "SIGKILL" });
  if (res.error?.code === "ETIMEDOUT") console.log(`\n${label}: stopped after ${opts.timeoutMs / 60_000} minutes (a test that never ends?)`);
  return res.status === 0;
}

function check(label, cmd, args) {
  if (run(label, cmd, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/**
 * A suite is stopped after `timeoutMs`, so that one that never ends still leaves this script time to
 * run the rest and say so, within CI's 90 minutes. The server tests take 20–25 minutes, the browser
 * tests 12–21 (as fast or as slow as the machine of the day: the same suite took 12 minutes one evening
 * and 16 and over 20 the next): with the install, the checks and the build (about 6), the two caps
 * (35 + 40) still end within 90.
 */
function vitest(label, dir, args, env, timeoutMs) {
  const out = path.join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const cli = path.join(root, "node_modules/vitest/vitest.mjs");
  const ok = run(label, process.execPath, [cli, "run", "--root", dir, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args], {
    env,
    timeoutMs,
  });
  if (!existsSync(out)) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const r = JSON.parse(readFileSync(out, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  // A suite that failed to load counts as a failure even with no failed test in it.
  const broken = r.testResults.filter((f) => f.status === "failed" && f.assertionResults.every((a) => a.status !== "failed"));
  totals.failed += broken.length;
  for (const file of r.testResults) {
    const name = path.relative(root, file.name);
    for (const a of file.assertionResults.filter((a) => a.status === "failed"))
      failedTests.push(`${label}: ${name} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }
  for (const file of broken) failedTests.push(`${label}: ${path.relative(root, file.name)} (did not run): ${firstLine(file.message)}`);
  if (!ok || r.numFailedTests || broken.length) failures.push(label);
}

function firstLine(text) {
  return String(text ?? "")
    .split("\n")[0]
    .slice(0, 300);
}

async function mysqlReachable(url) {
  const { createConnection } = await import(path.join(root, "node_modules/mysql2/promise.js"));
  try {
    const c = await createConnection(url.replace(/\/[^/]*$/, ""));
    await c.end();
    return true;
  } catch {
    return false;
  }
}

if (only !== "browser") {
  check("typecheck", "npm", ["run", "typecheck", "--silent"]);
  check("lint (ESLint, no warning)", "npm", ["run", "lint", "--silent"]);
  check("dependency rules (dependency-cruiser)", "npm", ["run", "depcruise", "--silent"]);
  check("formatting (Prettier)", "npm", ["run", "format:check", "--silent"]);
  check("schema.graphql is up to date", "npm", ["run", "schema:check", "--silent"]);
  check("codegen output is up to date", "npx", ["graphql-codegen", "--config", "codegen.ts", "--check"]);
}

// Built before the server tests: those of the server-drawn pages run against the real storefront build.
const built = run("production build", "npm", ["run", "build", "--silent"]);
if (built) totals.passed += 1;
else {
  totals.failed += 1;
  failures.push("production build");
}

if (only !== "browser") {
  const mysqlUrl = process.env.TEST_MYSQL_URL ?? "mysql://root@127.0.0.1:3306/shop_test";
  const projects = ["--project", "sqlite"];
  if (process.env.CI === "true" || (await mysqlReachable(mysqlUrl))) projects.push("--project", "mysql");
  else console.log(`\nMariaDB/MySQL not reachable at ${mysqlUrl}: server tests run on SQLite only (CI=true makes it required).`);
  vitest("server tests", "server", projects, { TEST_MYSQL_URL: mysqlUrl }, 35 * 60_000);
}

if (built) vitest("browser tests", "e2e", [], {}, 40 * 60_000);

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join("\n")}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed ? 1 : 0);
