/**
 * The import rules of `.dependency-cruiser.cjs` (issue 24), run through dependency-cruiser's API as
 * `npm run depcruise` runs them: the tree as it is passes, and a wrong import fails them (a kernel or
 * a domain file importing the composition root, a kernel file importing a domain, a domain importing
 * one above it, a circle of files, a front end importing server source by path); and the server's
 * folders, drawn as a graph, have no circle.
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

/** dependency-cruiser's result for `files` (paths relative to the repository root), with the repository's options. */
async function cruised(files: string[], leaveOut?: string, maxDepth?: number): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));
  const exclude = typeof options.exclude === "object" && !Array.isArray(options.exclude) ? options.exclude.path : options.exclude;
  // Another test file's probes (service-floors.test.ts writes and removes `__floor-probe-*.ts` under
  // server/src while it runs, in another worker): a cruise that listed one and then read it gone failed.
  const paths = [exclude ?? [], "__floor-probe-"].flat();
  if (leaveOut) paths.push(leaveOut);
  const { output } = await cruise(files, { ...options, baseDir: root, exclude: { path: paths }, ...(maxDepth ? { maxDepth } : {}) });
  return output as ICruiseResult;
}

/** The violations the repository's rules find in `files`. */
async function violations(files: string[], leaveOut?: string, maxDepth?: number): Promise<{ rule: string; from: string; to: string }[]> {
  return (await cruised(files, leaveOut, maxDepth)).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
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

  it("fail when a kernel file imports a domain, even for a type", async () => {
    const { file, found } = await probe("server/src/core", 'import type { Order } from "../orders/order.entity.js";\nexport type Sold = Order;');
    expect(found).toContainEqual({ rule: "kernel-knows-no-domain", from: file, to: "server/src/orders/order.entity.ts" });
  });

  it("fail when a domain imports one above it in the declared order, and pass for one below", async () => {
    const up = await probe("server/src/payments", 'import type { Order } from "../orders/order.entity.js";\nexport type Paid = Order;');
    expect(up.found).toContainEqual({ rule: "domain-order", from: up.file, to: "server/src/orders/order.entity.ts" });
    const down = await probe(
      "server/src/orders",
      'import type { PaymentProvider } from "../payments/payment-provider.js";\nexport type Provider = PaymentProvider;',
    );
    expect(down.found).toEqual([]);
  });

  it("fail on a circle of files, and allow the TypeORM relation pairs", async () => {
    // Two probes that import each other: written together, cruised together, removed together.
    const tag = `${process.pid}-${randomBytes(4).toString("hex")}`;
    const [a, b] = ["a", "b"].map((n) => `server/src/core/${PROBE}${tag}-${n}.ts`);
    writeFileSync(path.join(root, a), `import { b } from "./${path.basename(b, ".ts")}.js";\nexport const a = () => b;\n`);
    writeFileSync(path.join(root, b), `import { a } from "./${path.basename(a, ".ts")}.js";\nexport const b = () => a;\n`);
    try {
      const circles = (await violations([a, b])).filter((v) => v.rule === "no-circular");
      expect(circles.length).toBeGreaterThan(0);
      for (const circle of circles) expect([circle.from, circle.to].sort()).toEqual([a, b].sort());
    } finally {
      for (const file of [a, b]) rmSync(path.join(root, file), { force: true });
    }
    const pairs = await violations(["server/src/gallery/gallery-item.entity.ts", "server/src/workshops/workshop.entity.ts"], PROBE);
    expect(pairs.filter((v) => v.rule === "no-circular")).toEqual([]);
  });

  it("leave no circle between the server's folders (tests and migrations aside)", async () => {
    const { modules } = await cruised(["server/src"], PROBE);
    const folderOf = (file: string) => /^server\/src\/([^/]+)\//.exec(file)?.[1];
    const aside = (file: string) => /\.test\.ts$|^server\/src\/db\/migrations\//.test(file);
    const arrows = new Map<string, Set<string>>();
    for (const m of modules) {
      const from = folderOf(m.source);
      if (!from || aside(m.source)) continue;
      for (const d of m.dependencies) {
        const to = folderOf(d.resolved);
        if (to && to !== from && !aside(d.resolved)) arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
      }
    }
    // Depth-first: a folder met again while still on the path closes a circle.
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (folder: string, trail: string[]) => {
      if (state.get(folder) === "done") return;
      if (state.get(folder) === "open") return void circles.push([...trail.slice(trail.indexOf(folder)), folder].join(" → "));
      state.set(folder, "open");
      for (const next of arrows.get(folder) ?? []) visit(next, [...trail, folder]);
      state.set(folder, "done");
    };
    for (const folder of arrows.keys()) visit(folder, []);
    expect(arrows.size).toBeGreaterThan(10);
    expect(circles).toEqual([]);
  });

  it("fail when a front end imports server source by its path, or an undeclared @shop package", async () => {
    const byPath = await probe("storefront/src", 'export { formatPaise } from "../../server/src/core/money.js";');
    expect(byPath.found).toContainEqual({ rule: "front-ends-not-into-server-source", from: byPath.file, to: "server/src/core/money.ts" });
    const byName = await probe("admin/src", 'export { OrderService } from "@shop/orders";');
    expect(byName.found).toContainEqual({ rule: "front-ends-only-declared-shared-packages", from: byName.file, to: "@shop/orders" });
  });
});
