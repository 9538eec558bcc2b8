/**
 * How a test starts the server in a process of its own, as `npm start` runs it: the bundle
 * (`dist-bundle/app/main.js`, what `npm start` runs) when it is newer than every source (`npm test`
 * builds just before the server tests); else tsc's `dist/app/main.js` when that is; otherwise
 * `src/app/main.ts` through tsx, which compiles the sources at each start (seconds of a core each time).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

let entry: string[] | undefined;

/** The node arguments that start the server, run in `serverDir`. */
export function serverEntry(): string[] {
  if (entry) return entry;
  // The bundle holds the dependencies' code and is made by bundle.mjs: either newer makes it stale.
  const sources = Math.max(
    newest(path.join(serverDir, "src")),
    ...[path.join(serverDir, "scripts/bundle.mjs"), path.join(serverDir, "../package-lock.json")].map(
      (f) => statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
  const fresh = (file: string) => existsSync(path.join(serverDir, file)) && statSync(path.join(serverDir, file)).mtimeMs >= sources;
  const built = ["dist-bundle/app/main.js", "dist/app/main.js"].find(fresh);
  return (entry = built ? [built] : ["--import", "tsx", "src/app/main.ts"]);
}

function newest(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    // A file another test writes and removes (the import rules' probe) may be gone already.
    const s = statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (s?.isFile() && !name.endsWith(".test.ts")) t = Math.max(t, s.mtimeMs);
  }
  return t;
}
