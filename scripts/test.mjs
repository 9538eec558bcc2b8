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

const scriptStarted = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv[2];
const reports = mkdtempSync(path.join(tmpdir(), "shop-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test, by file and name, with the first line of why: printed again at the end, where a CI log's tail shows it. */
const failedTests = [];
/** Each phase's label and seconds, in the order run: the table printed at the end says where the time went. */
const phases = [];
/** Each test file's seconds (label › project › path), for the table of the slowest. */
const fileTimes = [];

/** The commands under way: a signal to this script stops them, and whatever they started, too. */
const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const child of running) stopGroup(child);
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
 * that stops its test server, which would otherwise run on and keep CI's output open). With
 * `opts.quiet`, what it prints is kept and printed in one piece when it ends, under its label: checks
 * running side by side do not mix their lines.
 */
function run(label, cmd, args, opts = {}) {
  if (!opts.quiet) console.log(`\n▶ ${label}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: opts.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...opts.env },
      detached: true,
    });
    running.add(child);
    let output = "";
    if (opts.quiet) for (const stream of [child.stdout, child.stderr]) stream.on("data", (d) => (output += d));
    const cap = opts.timeoutMs
      ? setTimeout(() => {
          console.log(`\n${label}: stopped after ${opts.timeoutMs / 60_000} minutes (a test that never ends?)`);
          stopGroup(child);
        }, opts.timeoutMs)
      : undefined;
    child.once("error", (err) => (output += `\n${label}: ${err.message}`));
    child.once("close", (code) => {
      clearTimeout(cap);
      stopGroup(child);
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      phases.push({ label, seconds });
      if (opts.quiet)
        console.log(`\n▶ ${label}: ${code === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s${output.trim() ? `\n${output.trimEnd()}` : ""}`);
      resolve(code === 0);
    });
  });
}

function count(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
  return ok;
}

/** Runs the checks `concurrency` at a time (each counts as one test); answers whether all passed. */
async function checks(list, concurrency) {
  const queue = [...list];
  let allOk = true;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [label, cmd, args] = next;
      if (!count(label, await run(label, cmd, args, { quiet: true }))) allOk = false;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return allOk;
}

/**
 * A suite is stopped after `timeoutMs`, so that one that never ends still leaves this script time to
 * run the rest and say so, within CI's 90 minutes. Machines of CI's kind (two cores) differ by twice
 * from one day to the next: on the slower (2026-11-28) the server tests took 5.6 minutes, the browser
 * tests 11 + 3; on the faster (2026-11-29) 2.7 and 4.8 + 1.5 quiet, 4.8 and 6.4 + 2.0 with a core kept
 * busy; on the slowest yet (2026-11-30, quiet) 9.0 and 19.9 + 2.8, a breath under the browser's old cap
 * of 20. The caps (25, 35 + 12) leave room for that machine kept busy, and with the install and the
 * checks (about 8 there) all of it still ends within 80 minutes if every suite ran to its cap.
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
    if (file.endTime && file.startTime)
      fileTimes.push({ file: `${label}${file.projectName ? ` (${file.projectName})` : ""}: ${name}`, seconds: (file.endTime - file.startTime) / 1000 });
    for (const a of file.assertionResults.filter((a) => a.status === "failed"))
      failedTests.push(`${label}: ${name} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}${pagesNote(a.failureMessages?.[0])}`);
  }
  for (const file of broken) failedTests.push(`${label}: ${path.relative(root, file.name)} (did not run): ${firstLine(file.message)}`);
  if (!ok || r.numFailedTests || broken.length) failures.push(label);
}

/**
 * Where the time went: every phase's minutes (the ones .ci/run measured before this script, passed in
 * CI_PHASES as "label=seconds;…", first), and the 15 slowest test files with their seconds.
 */
function printTimes() {
  const before = (process.env.CI_PHASES ?? "")
    .split(";")
    .filter(Boolean)
    .map((entry) => {
      const at = entry.lastIndexOf("=");
      return { label: entry.slice(0, at), seconds: Number(entry.slice(at + 1)) };
    });
  const all = [...before, ...phases];
  const width = Math.max(...all.map((p) => p.label.length), 5);
  // The checks run two at a time: the total is the time that passed, not the phases' sum.
  const total = before.reduce((sum, p) => sum + p.seconds, 0) + (performance.now() - scriptStarted) / 1000;
  console.log(`\nPhases (minutes; the build and checks ran two at a time):`);
  for (const p of all) console.log(`  ${p.label.padEnd(width)}  ${(p.seconds / 60).toFixed(1).padStart(5)}`);
  console.log(`  ${"total, as it passed".padEnd(width)}  ${(total / 60).toFixed(1).padStart(5)}`);
  const slowest = fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 15);
  if (slowest.length) {
    console.log(`\nThe 15 slowest test files (seconds):`);
    for (const f of slowest) console.log(`  ${f.seconds.toFixed(1).padStart(6)}  ${f.file}`);
  }
}

/** A browser test's note of the pages it had open when it failed (e2e/failure-notes.ts), on a line of its own. */
function pagesNote(text) {
  const note = String(text ?? "")
    .split("\n")
    .find((line) => line.startsWith("Pages open when it failed: "));
  return note ? `\n    ${note.slice(0, 800)}` : "";
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

/**
 * The static checks and the production build, two at a time: most of them are one thread each (tsc,
 * ESLint, Prettier), so two keep both cores busy. The build comes first, so that the longest job is
 * not left alone at the end. Built before the server tests: those of the server-drawn pages run
 * against the real storefront build, and the tests' own servers start from the server's build.
 */
const buildStep = ["production build", "npm", ["run", "build", "--silent"]];
const staticChecks = [
  ["typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["lint (ESLint, no warning)", "npm", ["run", "lint", "--silent"]],
  ["dependency rules (dependency-cruiser)", "npm", ["run", "depcruise", "--silent"]],
  ["formatting (Prettier)", "npm", ["run", "format:check", "--silent"]],
  ["schema.graphql is up to date", "npm", ["run", "schema:check", "--silent"]],
  ["codegen output is up to date", "npx", ["graphql-codegen", "--config", "codegen.ts", "--check"]],
];
await checks([buildStep, ...(only === "browser" ? [] : staticChecks)], 2);
const built = !failures.includes(buildStep[0]);

if (only !== "browser") {
  const mysqlUrl = process.env.TEST_MYSQL_URL ?? "mysql://root@127.0.0.1:3306/shop_test";
  const projects = ["--project", "unit", "--project", "sqlite"];
  if (process.env.CI === "true" || (await mysqlReachable(mysqlUrl))) projects.push("--project", "mysql");
  else console.log(`\nMariaDB/MySQL not reachable at ${mysqlUrl}: server tests run on SQLite only (CI=true makes it required).`);
  await vitest("server tests", "server", projects, { TEST_MYSQL_URL: mysqlUrl }, 25 * 60_000);
}

/**
 * The browser tests, two files at a time (each worker with a server of its own), and then, with the
 * machine to themselves, those that measure how fast a slowed phone answers (INP at 4× CPU, taps at
 * 6×): another process's burst on the two cores shows in their figures as input delay.
 */
const ALONE = ["taps.e2e.ts"];
if (built) {
  await vitest(
    "browser tests",
    "e2e",
    ALONE.flatMap((f) => ["--exclude", f]),
    {},
    35 * 60_000,
  );
  await vitest("browser tests, timed alone", "e2e", ALONE, { E2E_WORKERS: "1" }, 12 * 60_000);
}

printTimes();
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join("\n")}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed ? 1 : 0);
