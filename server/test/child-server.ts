/**
 * Runs the real server as a child process, as `npm start` runs it (server-entry.ts: the build, or the
 * sources through tsx when they are newer), so that a test can send it real signals: SIGTERM in the middle of a load, a restart on the
 * same port. Its output is kept line by line (JSON lines once parsed) for the test to read.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { ADMIN, TEST_BCRYPT_COST, TEST_KEY_SECRET } from "./harness.js";
import { serverDir, serverEntry } from "./server-entry.js";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

export interface ChildServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** The lines it printed that are JSON (its log), parsed. */
  logLines(): Record<string, any>[];
  /** Sends the signal and answers the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts a server on `port` (a free one when not given) with the environment given on top of the
 * test's usual one (its admin, the signing key secret, no demo content), and waits until /healthz
 * answers 200. `nodeArgs` go to Node before the entry (a bench's `--cpu-prof`, say).
 */
export async function spawnServer(env: Record<string, string>, port?: number, nodeArgs: string[] = []): Promise<ChildServer> {
  port ??= await freePort();
  let output = "";
  const child = spawn(process.execPath, [...nodeArgs, ...serverEntry()], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      SEED_DEMO: "false",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BCRYPT_COST: TEST_BCRYPT_COST,
      RAZORPAY_KEY_SECRET: TEST_KEY_SECRET,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /healthz within 2 minutes:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    process: child,
    exited,
    output: () => output,
    logLines: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, any>;
          } catch {
            return {};
          }
        }),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
