import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../../test/harness.js";

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
    const port = Number(new URL(app.url).port);
    // Each turn of the loop busy for 120 ms, as under a rush: 60 queued connections take about 7 s.
    let busy = true;
    const turn = () => {
      const until = performance.now() + 120;
      while (performance.now() < until);
      if (busy) setImmediate(turn);
    };
    type Outcome = { status?: string; close?: boolean; error?: string };
    const sockets: Socket[] = [];
    const outcomes = Array.from(
      { length: 60 },
      () =>
        new Promise<Outcome>((resolve) => {
          let answer = "";
          const socket = connect(port, "127.0.0.1", () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
          sockets.push(socket);
          socket.setEncoding("utf8").on("data", (c: string) => {
            answer += c;
            // The server's answer (200 kept alive, or 503 and Connection: close): then the client hangs up.
            if (answer.includes("\r\n\r\n")) socket.end();
          });
          socket.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
          socket.on("close", () =>
            resolve({
              status: /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? `no answer: ${JSON.stringify(answer)}`,
              close: /\r\nConnection: close\r\n/i.test(answer),
            }),
          );
        }),
    );
    // Every connection made (the kernel has them all queued) and its request sent: then the signal.
    // (Bounded: a connection that failed before it opened says so, rather than leaving the test waiting.)
    const until = Date.now() + 20_000;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (sockets.every((s) => s.readyState === "open" && s.bytesWritten > 0)) resolve();
        else if (Date.now() > until) reject(new Error(`Not every connection opened: ${JSON.stringify(sockets.map((s) => s.readyState))}`));
        else setTimeout(check, 5);
      };
      check();
    });
    setImmediate(turn);
    let report;
    try {
      // A grace of 20 s: the queue is taken for up to 10 s (60 turns of 120 ms need about 7).
      report = await app.close(20_000);
    } finally {
      busy = false;
    }
    const results = await Promise.all(outcomes);
    // Answered, or refused with nothing done; never reset.
    expect(results.filter((o) => o.error || !(o.status === "200" || (o.status === "503" && o.close)))).toEqual([]);
    expect(report.backlog.limited).toBe(false);
    // The queue was still being taken after 5 s (the old limit, at which the listener closed on the
    // rest); what it took after that was refused rather than served.
    expect(report.backlog.taken).toBeGreaterThanOrEqual(45);
    expect(results.filter((o) => o.status === "200").length).toBeGreaterThan(0);
    expect(results.filter((o) => o.status === "503").length).toBeGreaterThan(0);
  });
});
