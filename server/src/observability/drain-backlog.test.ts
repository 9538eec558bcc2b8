import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../../test/harness.js";

/**
 * The buyers, in a process of their own: COUNT connections to PORT, each sending one request; once the
 * kernel has every connection and every request, the file SENT says so (or why not). When every
 * connection has closed, the outcomes are printed as JSON. In this test's process they would share the
 * server's loop, which would accept and answer them before the signal (CI, ee027e2).
 */
const BUYERS = `
const net = require("node:net");
const fs = require("node:fs");
const port = Number(process.env.PORT), count = Number(process.env.COUNT), sent = process.env.SENT;
const outcomes = [];
let written = 0;
// Never left behind by a test that timed out.
setTimeout(() => process.exit(2), 100000).unref();
/** The file appears whole (written beside it, then renamed): the test never reads it half-written. */
const report = (text) => {
  fs.writeFileSync(sent + ".part", text);
  fs.renameSync(sent + ".part", sent);
};
for (let i = 0; i < count; i++) {
  let answer = "", done = false;
  const finish = (outcome) => {
    if (done) return;
    done = true;
    outcomes.push(outcome);
    if (outcomes.length === count) process.stdout.write(JSON.stringify(outcomes));
  };
  const socket = net.connect(port, "127.0.0.1", () =>
    socket.write("GET /healthz HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n\\r\\n", () => {
      if (++written === count) report("sent");
    }),
  );
  socket.setEncoding("utf8").on("data", (c) => {
    answer += c;
    // The server's answer (200 kept alive, or 503 and Connection: close): then the buyer hangs up.
    if (answer.includes("\\r\\n\\r\\n")) socket.end();
  });
  socket.on("error", (err) => {
    if (written < count && !fs.existsSync(sent)) report("failed before every request was sent: " + (err.code || err.message));
    finish({ error: err.code || err.message });
  });
  socket.on("close", () =>
    finish({
      status: (/^HTTP\\/1\\.1 (\\d+)/.exec(answer) || [])[1] || "no answer: " + JSON.stringify(answer),
      close: /\\r\\nConnection: close\\r\\n/i.test(answer),
    }),
  );
}
`;

/** Sleeps the thread itself: nothing of the loop (no accept, no timer) runs meanwhile. */
const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The listener's queue at a shutdown, on a loop kept busy: Node (libuv 1.46) takes one connection
 * from the kernel's queue per turn of the loop, so a rush sent just before the signal is taken slowly
 * when each turn is long (a loaded host under checkouts). Closing the listener resets whatever is still
 * queued; those buyers sent their requests before the signal and must get an answer: served, or
 * refused with nothing done (503) once the connection was taken more than 5 s after the signal.
 */
describe("a shutdown with the kernel's queue still full", () => {
  it("takes every connection queued before the signal, one a turn, for more than a few seconds; none is reset", { timeout: 120_000 }, async () => {
    const app = await startTestApp();
    const dir = mkdtempSync(path.join(tmpdir(), "shop-drain-"));
    const sent = path.join(dir, "sent");
    const buyers = spawn(process.execPath, ["-e", BUYERS], {
      env: { PATH: process.env.PATH, PORT: new URL(app.url).port, COUNT: "60", SENT: sent },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Kept apart: the outcomes are parsed as JSON, and a warning the child prints must not break that.
    let output = "";
    let errors = "";
    buyers.stdout.setEncoding("utf8").on("data", (c: string) => (output += c));
    buyers.stderr.setEncoding("utf8").on("data", (c: string) => (errors += c));
    // "close", not "exit": the process may exit before its output has all been read.
    const exited = new Promise<number | null>((resolve) => buyers.once("close", resolve));
    // Each turn of the loop busy for 120 ms, as under a rush: 60 queued connections take about 7 s.
    let busy = true;
    const turn = () => {
      const until = performance.now() + 120;
      while (performance.now() < until);
      if (busy) setImmediate(turn);
    };
    let report;
    try {
      // The loop held from here until the kernel has every connection queued and every request:
      // the server accepts none of them before the signal.
      const deadline = performance.now() + 30_000;
      while (!existsSync(sent)) {
        if (performance.now() > deadline) throw new Error("The buyers' process did not send its requests within 30 s");
        block(5);
      }
      const state = readFileSync(sent, "utf8");
      if (state !== "sent") throw new Error(`The buyers' process ${state}`);
      setImmediate(turn);
      // A grace of 30 s: the queue is taken for up to 15 s (60 turns of 120 ms need about 7, more on a loaded host).
      report = await app.close(30_000);
    } finally {
      busy = false;
      // On a failure above: the server is stopped (close is idempotent) and the buyers with it.
      await app.close().catch(() => undefined);
      if ((await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("running"), 10_000))])) === "running") buyers.kill();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await exited, `${output}\n${errors}`).toBe(0);
    let results: { status?: string; close?: boolean; error?: string }[];
    try {
      results = JSON.parse(output) as typeof results;
    } catch {
      throw new Error(`The buyers' process printed no outcomes: ${output}\n${errors}`);
    }
    expect(results).toHaveLength(60);
    // Answered, or refused with nothing done; never reset.
    expect(results.filter((o) => o.error || !(o.status === "200" || (o.status === "503" && o.close)))).toEqual([]);
    expect(report.backlog.limited).toBe(false);
    // The queue was still being taken after 5 s (the old limit, at which the listener closed on the
    // rest); what it took after that was refused rather than served.
    expect(report.backlog.taken).toBe(60);
    expect(results.filter((o) => o.status === "200").length).toBeGreaterThan(0);
    expect(results.filter((o) => o.status === "503").length).toBeGreaterThan(0);
  });
});
