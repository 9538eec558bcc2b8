/**
 * Vitest global setup: the tests of the server-drawn pages run against the storefront's real build
 * (browser bundle and server renderer). `npm test` builds before the server tests; a run of the
 * server tests alone builds it here when it is missing.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const STOREFRONT_DIST = path.join(root, "storefront/dist");

export function setup() {
  if (existsSync(path.join(root, "storefront/dist-server/entry-server.js")) && existsSync(path.join(STOREFRONT_DIST, ".vite/manifest.json"))) return;
  const res = spawnSync("npm", ["run", "build", "-w", "storefront", "--silent"], { cwd: root, stdio: "inherit" });
  if (res.status !== 0) throw new Error("The storefront build failed: the server-drawn pages cannot be tested");
}
