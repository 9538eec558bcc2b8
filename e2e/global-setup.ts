/**
 * Starts the built app exactly as `npm start` does (scripts/start.mjs, nothing left to build) on a
 * free port with a fresh DATA_DIR and the demo content, once for each worker (E2E_WORKERS, workers.ts:
 * server.ts gives each worker its own), and the Nu HTML Checker's service; stops them after
 * the browser tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { WORKERS } from "./workers.js";

export const ADMIN = { username: "owner", password: "hornbill-2025" };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

declare module "vitest" {
  export interface ProvidedContext {
    /** One server a worker (server.ts picks this file's); each with its DATA_DIR. */
    servers: { baseUrl: string; dataDir: string }[];
    admin: { username: string; password: string };
    /** The W3C Nu HTML Checker, served once for the whole run (audit.ts posts each page to it). */
    vnuUrl: string;
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

const started: { stop: () => Promise<void> }[] = [];
let vnu: ChildProcess | undefined;

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/** Starts the Nu HTML Checker's web service (vnu.jar's own servlet, on loopback) and waits until it answers. */
async function startVnu(): Promise<string> {
  const port = await freePort();
  let output = "";
  vnu = spawn("java", ["-Dnu.validator.servlet.bind-address=127.0.0.1", "-cp", VNU_JAR, "nu.validator.servlet.Main", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  vnu.stdout!.on("data", (d) => (output += d));
  vnu.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (vnu.exitCode !== null) throw new Error(`the Nu HTML Checker exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/?out=json`, {
        method: "POST",
        headers: { "content-type": "text/html; charset=utf-8" },
        body: "<!DOCTYPE html><title>t</title>",
      });
      if (res.ok) return url;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the Nu HTML Checker did not answer within 2 minutes:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * One production server with the demo content, on a free port and a fresh DATA_DIR; answers once /healthz
 * does. `env` adds to or overrides its environment (a file that needs a server of its own, e.g. with
 * SMTP_URL, starts one and calls `stop`). `publicHost` names it in PUBLIC_URL, and so in `publicUrl`,
 * where the browser opens it: a passkey's relying party is a domain name, never an IP address, so the
 * passkey test opens http://localhost:<port> (the API calls still go to `baseUrl`).
 */
export async function startServer(
  env: Record<string, string> = {},
  { publicHost = "127.0.0.1" }: { publicHost?: string } = {},
): Promise<{ baseUrl: string; publicUrl: string; dataDir: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const publicUrl = `http://${publicHost}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
  let output = "";
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
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
      PUBLIC_URL: publicUrl,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  started.push({ stop });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
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
  return { baseUrl, publicUrl, dataDir, stop };
}

export async function setup(project: TestProject) {
  // Started beside the servers; a failure of it is reported where it is awaited, below.
  const checker = startVnu();
  checker.catch(() => undefined);
  const servers = (await Promise.all(Array.from({ length: WORKERS }, () => startServer()))).map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir }));
  project.provide("vnuUrl", await checker);
  project.provide("servers", servers);
  project.provide("admin", ADMIN);
}

export async function teardown() {
  vnu?.kill("SIGKILL");
  await Promise.all(started.map(({ stop }) => stop()));
}
