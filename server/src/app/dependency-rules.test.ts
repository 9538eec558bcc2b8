/**
 * The import rules of `.dependency-cruiser.cjs` (issue 24), run through dependency-cruiser's API as
 * `npm run depcruise` runs them: the tree as it is passes, and a wrong import fails them (a kernel or
 * a domain file importing the composition root, a front end importing server source by path).
 *
 * Each wrong import is a probe file written for this run only (the process id and a random part in
 * its name, so the two database projects running this file at once never meet) and removed again;
 * the check of the real tree leaves every probe out.
 */
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PROBE = "__rules-probe-";
const CRUISED = ["server/src", "storefront/src", "admin/src"];

/** The violations the repository's rules find in `files` (paths relative to the repository root). */
async function violations(files: string[], leaveOut?: string, maxDepth?: number): Promise<{ rule: string; from: string; to: string }[]> {
  const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));
  const exclude = typeof options.exclude === "object" && !Array.isArray(options.exclude) ? options.exclude.path : options.exclude;
  const paths = [exclude ?? []].flat();
  if (leaveOut) paths.push(leaveOut);
  const { output } = await cruise(files, { ...options, baseDir: root, exclude: { path: paths }, ...(maxDepth ? { maxDepth } : {}) });
  return (output as ICruiseResult).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

/** Writes a probe file in `dir` holding the import `line`, finds its violations, and removes it whatever happens. */
async function probe(dir: string, line: string) {
  const file = path.posix.join(dir, `${PROBE}${process.pid}-${randomBytes(4).toString("hex")}.ts`);
  const absolute = path.join(root, file);
  writeFileSync(absolute, `// A deliberately wrong import (app/dependency-rules.test.ts), removed when the test ends.\n${line}\n`);
  try {
    // Only the probe's own imports matter: what they import in turn is the real tree's check.
    return { file, found: await violations([file], undefined, 1) };
  } finally {
    rmSync(absolute, { force: true });
  }
}

describe("the import rules (.dependency-cruiser.cjs)", () => {
  it("hold for the tree as it is", async () => {
    expect(await violations(CRUISED, PROBE)).toEqual([]);
  });

  it("fail when a kernel file imports the composition root", async () => {
    const { file, found } = await probe("server/src/core", 'import { createServices } from "../app/services.js";\nexport const build = createServices;');
    expect(found).toContainEqual({ rule: "app-is-the-root", from: file, to: "server/src/app/services.ts" });
  });

  it("fail when a domain file imports the composition root, even for a type", async () => {
    const { file, found } = await probe("server/src/orders", 'import type { RunningApp } from "../app/app.js";\nexport type App = RunningApp;');
    expect(found).toContainEqual({ rule: "app-is-the-root", from: file, to: "server/src/app/app.ts" });
  });

  it("fail when a front end imports server source by its path, or an undeclared @shop package", async () => {
    const byPath = await probe("storefront/src", 'export { formatPaise } from "../../server/src/core/money.js";');
    expect(byPath.found).toContainEqual({ rule: "front-ends-not-into-server-source", from: byPath.file, to: "server/src/core/money.ts" });
    const byName = await probe("admin/src", 'export { OrderService } from "@shop/orders";');
    expect(byName.found).toContainEqual({ rule: "front-ends-only-declared-shared-packages", from: byName.file, to: "@shop/orders" });
  });
});
