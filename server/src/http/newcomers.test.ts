import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Newcomers } from "./newcomers.js";

/**
 * A burst of new connections, each with its request sent, waiting in the kernel's queue all at once:
 * a child process connects and sends while this process's event loop is held (a synchronous wait for
 * the child's word on disk), so the listener finds the whole burst there when the loop runs again,
 * and takes it one connection a turn (Node 20). What the server does meanwhile is what is tested:
 * the order of its accepts and of its requests' starts.
 */
/** The index of the last event of this kind. */
const lastIndexOf = (events: string[], kind: string) => events.map((e) => e.startsWith(kind)).lastIndexOf(true);

describe("new connections first (issue 44's burst of buyers)", () => {
  let server: Server | undefined;
  let client: ChildProcess | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    client?.kill();
    if (server) await new Promise((resolve) => server!.close(resolve));
    server?.closeAllConnections();
    if (dir) rmSync(dir, { recursive: true, force: true });
    server = client = dir = undefined;
  });

  /** Serves through `gate` (or at once without one); the events in order, once `n` requests have started. */
  async function burst(n: number, gate?: Newcomers): Promise<string[]> {
    const events: string[] = [];
    let accepted = 0;
    let started = 0;
    let allStarted!: () => void;
    const done = new Promise<void>((resolve) => (allStarted = resolve));
    server = createServer((req, res) => {
      const start = () => {
        events.push(`start ${req.url!.slice(1)}`);
        // A request's own work, as a checkout's on the loop: a turn that starts one is not short.
        const until = performance.now() + 2;
        while (performance.now() < until);
        res.end("ok");
        if (++started === n) allStarted();
      };
      if (gate) gate.admit(start);
      else start();
    });
    server.on("connection", (socket) => {
      // The client's own port says which of its connections this is (it sends the port as its path).
      events.push(`accept ${socket.remotePort}`);
      accepted++;
      gate?.arrived();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    dir = mkdtempSync(path.join(tmpdir(), "shop-newcomers-"));
    const sent = path.join(dir, "sent");
    const script = `
      const net = require("node:net");
      const fs = require("node:fs");
      let written = 0;
      for (let i = 0; i < ${n}; i++) {
        const socket = net.connect(${port}, "127.0.0.1", () => {
          socket.write("GET /" + socket.localPort + " HTTP/1.1\\r\\nHost: shop\\r\\n\\r\\n", () => {
            if (++written === ${n}) fs.writeFileSync(${JSON.stringify(sent)}, "");
          });
        });
        socket.on("data", () => {});
        socket.on("error", () => {});
      }`;
    client = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
    // The loop held until the whole burst waits in the kernel's queue, requests and all.
    const deadline = Date.now() + 20_000;
    while (!existsSync(sent)) if (Date.now() > deadline) throw new Error("the client did not send its burst");
    await done;
    expect(accepted).toBe(n);
    return events;
  }

  it("takes the whole burst before it starts a request, then starts them in the order their connections came", async () => {
    const events = await burst(40, new Newcomers({ maxHeldMs: 10_000 }));
    const firstStart = events.findIndex((e) => e.startsWith("start"));
    expect(events.slice(0, firstStart).every((e) => e.startsWith("accept"))).toBe(true);
    expect(firstStart).toBe(40);
    const acceptOrder = events.slice(0, 40).map((e) => e.split(" ")[1]);
    const startOrder = events.slice(40).map((e) => e.split(" ")[1]);
    expect(startOrder).toEqual(acceptOrder);
  });

  it("without it, the listener takes one connection a turn and the requests already in are started between them", async () => {
    const events = await burst(40);
    const lastAccept = lastIndexOf(events, "accept");
    // What the gate prevents: most of the burst's requests started before its last connection was taken.
    expect(events.slice(0, lastAccept).filter((e) => e.startsWith("start")).length).toBeGreaterThan(20);
  });

  it("holds for a bounded number of turns: a flood of connections delays the work, it never stops it", async () => {
    const events = await burst(40, new Newcomers({ maxHeldTurns: 4, maxHeldMs: 10_000 }));
    const firstStart = events.findIndex((e) => e.startsWith("start"));
    // The first turn took one, and four more turns held on: the sixth accept at most came before any start.
    expect(firstStart).toBeGreaterThan(0);
    expect(firstStart).toBeLessThanOrEqual(6);
    // …and then the work has its time: the connections still coming hold nothing for as long as the hold
    // might have lasted, so a request starts in every turn between them (held again, they would come in
    // runs of five accepts).
    const lastAccept = lastIndexOf(events, "accept");
    const after = events.slice(firstStart, lastAccept + 1).map((e) => (e.startsWith("accept") ? "a" : "s"));
    expect(
      Math.max(
        ...after
          .join("")
          .split("s")
          .map((run) => run.length),
      ),
    ).toBeLessThanOrEqual(2);
  });
});
