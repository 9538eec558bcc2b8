#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint (ESLint), the import rules (dependency-cruiser) and formatting (Prettier), generated-file staleness (schema.graphql, codegen output), a production
 * build, server tests on SQLite and on MariaDB/MySQL (required when CI=true, otherwise when
 * reachable; the server-drawn pages are tested against the build), and the browser tests against it. Each check counts as one test; the last line is the total.
 * `node scripts/test.mjs browser` runs only the build and the browser tests.
 */
import { spawn } from "node:child_process";
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

/** The command under way: a signal to this script stops it, and whatever it started, too. */
let current;
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    if (current) stopGroup(current);
    process.exit(130);
  });

/** Stops the child and everything it started (test servers, browsers): they share its process group. */
function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Nothing of it left.
  }
}

/**
 * Runs one command in its own process group, stopped with all it started after `opts.timeoutMs`; once
 * it exits, whatever it left running is stopped too (a suite killed by its cap never ran the teardown
 * that stops its test server, which would otherwise run on and keep CI's output open).
 */
function run(label, cmd, args, opts = {}) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...opts.env }, detached: true });
    current = child;
    const cap = opts.timeoutMs
      ? setTimeout(() => {
          console.log(`\n${label}: stopped after ${opts.timeoutMs / 60_000} minutes (a test that never ends?)`);
          stopGroup(child);
        }, opts.timeoutMs)
      : undefined;
    child.once("error", (err) => console.log(`\n${label}: ${err.message}`));
    child.once("close", (code) => {
      clearTimeout(cap);
      stopGroup(child);
      current = undefined;
      resolve(code === 0);
    });
  });
}

async function check(label, cmd, args) {
  if (await run(label, cmd, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/**
 * A suite is stopped after `timeoutMs`, so that one that never ends still leaves this script time to
 * run the rest and say so, within CI's 90 minutes. On CI's two cores the server tests take 20–25
 * minutes and the browser tests 12–21, as busy as the machine is: with the install, the checks and
 * the build (about 6), the two caps (35 + 40) still end within 90.
 */
async function vitest(label, dir, args, env, timeoutMs) {
  const out = path.join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const cli = path.join(root, "node_modules/vitest/vitest.mjs");
  const ok = await run(label, process.execPath, [cli, "run", "--root", dir, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args], {
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
  await check("typecheck", "npm", ["run", "typecheck", "--silent"]);
  await check("lint (ESLint, no warning)", "npm", ["run", "lint", "--silent"]);
  await check("dependency rules (dependency-cruiser)", "npm", ["run", "depcruise", "--silent"]);
  await check("formatting (Prettier)", "npm", ["run", "format:check", "--silent"]);
  await check("schema.graphql is up to date", "npm", ["run", "schema:check", "--silent"]);
  await check("codegen output is up to date", "npx", ["graphql-codegen", "--config", "codegen.ts", "--check"]);
}

// Built before the server tests: those of the server-drawn pages run against the real storefront build.
const built = await run("production build", "npm", ["run", "build", "--silent"]);
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
  await vitest("server tests", "server", projects, { TEST_MYSQL_URL: mysqlUrl }, 35 * 60_000);
}

if (built) await vitest("browser tests", "e2e", [], {}, 40 * 60_000);

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join("\n")}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed ? 1 : 0);
