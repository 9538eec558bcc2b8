/**
 * Starts the built app exactly as `npm start` does (scripts/start.mjs, nothing left to build) on a
 * free port with a fresh DATA_DIR and the demo content, and stops it after the browser tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

export const ADMIN = { username: "owner", password: "hornbill-2025" };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string };
    /** The server's DATA_DIR: its outbox holds the mails it wrote (no SMTP_URL), e.g. a confirmation link. */
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
  let output = "";
  const baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "true",
      SKIP_BUILD: "1",
      DATABASE_URL: "",
      WEBHOOKS_ALLOW_PRIVATE: "true",
      // Behind a proxy on the same machine, as a deployment is: a test gives each visitor an address
      // of its own (browser.ts › visitor), and the per-client limits count them apart.
      TRUST_PROXY: "loopback",
      // Where the browser finds it, as a deployment's PUBLIC_URL is: the absolute links it writes (mails, canonical links) lead there.
      PUBLIC_URL: baseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("admin", ADMIN);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child!.once("exit", r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
