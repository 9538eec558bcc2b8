import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../../test/harness.js";

/**
 * The listener's queue at a shutdown, on a loop kept busy: Node (libuv 1.46) takes one connection
 * from the kernel's queue per turn of the loop, so a rush sent just before the signal is taken slowly
 * when each turn is long (a loaded host under checkouts). Closing the listener resets whatever is still
 * queued; those buyers sent their requests before the signal and must get an answer.
 */
describe("a shutdown with the kernel's queue still full", () => {
  it("takes every connection queued before the signal, one a turn, for more than a few seconds; none is reset", { timeout: 60_000 }, async () => {
    const app = await startTestApp();
    const port = Number(new URL(app.url).port);
    // Each turn of the loop busy for 120 ms, as under a rush: 50 queued connections take about 6 s.
    let busy = true;
    const turn = () => {
      const until = performance.now() + 120;
      while (performance.now() < until);
      if (busy) setImmediate(turn);
    };
    type Outcome = { status?: string; error?: string };
    const sockets: Socket[] = [];
    const outcomes = Array.from(
      { length: 50 },
      () =>
        new Promise<Outcome>((resolve) => {
          let answer = "";
          const socket = connect(port, "127.0.0.1", () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
          sockets.push(socket);
          socket.setEncoding("utf8").on("data", (c: string) => (answer += c));
          socket.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
          socket.on("close", () => resolve({ status: /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? `no answer: ${JSON.stringify(answer)}` }));
        }),
    );
    // Every connection made (the kernel has them all queued) and its request sent: then the signal.
    await new Promise<void>((resolve) => {
      const check = () => (sockets.every((s) => s.readyState === "open" && s.bytesWritten > 0) ? resolve() : setTimeout(check, 5));
      check();
    });
    setImmediate(turn);
    const report = await app.close(30_000);
    busy = false;
    const results = await Promise.all(outcomes);
    expect(results.filter((o) => o.error || o.status !== "200")).toEqual([]);
    expect(report.backlog.limited).toBe(false);
    // The queue was still being taken after 5 s, the old limit, at which it used to close on the rest.
    expect(report.backlog.ms).toBeGreaterThan(5_000);
  });
});
