#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing or older than its sources (server, storefront, back
 * office), then runs the server in this same process.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Newest modification time under the given paths (files or directories), skipping build output. */
function newest(paths) {
  let t = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== "node_modules" && e !== "dist") walk(path.join(p, e));
    } else t = Math.max(t, s.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return t;
}

const parts = [
  {
    name: "server",
    output: "server/dist-bundle/app/main.js",
    // The bundle holds the dependencies' code too: a new lock file (npm ci, an update) makes it again.
    sources: ["server/src", "server/tsconfig.json", "server/tsconfig.build.json", "server/scripts/bundle.mjs", "schema.graphql", "package-lock.json"],
  },
  {
    name: "storefront",
    output: "storefront/dist-server/entry-server.js",
    sources: ["storefront/src", "storefront/index.html", "storefront/vite.config.ts", "storefront/public"],
  },
  { name: "admin", output: "admin/dist/index.html", sources: ["admin/src", "admin/index.html", "admin/vite.config.ts"] },
];

for (const part of parts) {
  const out = path.join(root, part.output);
  const stale = !existsSync(out) || statSync(out).mtimeMs < newest(part.sources);
  if (stale && !process.env.SKIP_BUILD) {
    console.log(`Building ${part.name}…`);
    execSync(`npm run build -w ${part.name}`, { cwd: root, stdio: "inherit" });
  }
}

// The server bundled and minified (server/scripts/bundle.mjs): the same code, a smaller heap.
await import(path.join(root, "server/dist-bundle/app/main.js"));
