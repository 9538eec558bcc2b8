// The import rules of the tree (issue 24), checked by `npm run depcruise` and so by `npm test`: any
// violation fails, there are no warnings. Paths are relative to the repository root.
//
// The server has three kinds of folder (DESIGN.md, "Layers"): `app/`, the composition root, which
// may import anything and which nothing imports; the domains, each importing the kernel and only the
// domains below it in one declared order; and the kernel, which imports no domain. This first step
// holds only the rules that hold today; the lists below are where the later ones start from.

/** The composition root: builds and wires everything, so nothing may depend on it. */
const APP = "^server/src/app/";

/**
 * Who may import the root anyway: tests start the app (`*.test.ts`, `server/test/`), and the server's
 * own tools build from it (the schema emitter, the migration generator, the benchmark).
 */
const STARTS_THE_APP = ["\\.test\\.ts$", "^server/test/", "^server/scripts/", "^server/bench/"];

/** The two front ends: they share the server's code only through the `@shop/…` aliases of their tsconfig and vite config. */
const FRONT_ENDS = "^(storefront|admin)/";
const SHARED_PACKAGES = ["@shop/money", "@shop/gst", "@shop/integrations", "@shop/frames"];

// Kept for the next steps of issue 24, not checked yet (each fails today):
// - KERNEL (core, config, db, http helpers, graphql/crud.ts, cache, observability) imports no domain;
// - DOMAIN_ORDER, one list from the top down: each domain imports only those after it;
// - no-circular between files, the TypeORM relation pairs (type-only) allowed by name.

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: "app-is-the-root",
    comment:
      "server/src/app/ is the composition root: it imports every domain and wires them, so anything that imports it " +
      "pulls in the whole server and makes a cycle through the root. Needs something of it? Move the type into the " +
      "kernel (core/context.ts holds Services) or have the root pass it in. Only tests and the server's tools may start it.",
    severity: "error",
    from: { pathNot: [APP, ...STARTS_THE_APP] },
    to: { path: APP },
  },
  {
    name: "front-ends-not-into-server-source",
    comment:
      "The storefront and the back office are built and typed on their own: a relative import of server/ would pull " +
      "server code (TypeORM, node modules) into a browser bundle unseen. What they share is a small module named as " +
      `an @shop/… alias in their tsconfig.json and vite.config.ts (${SHARED_PACKAGES.join(", ")}).`,
    severity: "error",
    from: { path: FRONT_ENDS },
    to: { path: "^server/" },
  },
  {
    name: "front-ends-only-declared-shared-packages",
    comment:
      "An @shop/… import of a front end is one of the shared modules the server keeps browser-safe; a new one is declared " +
      "here and in the front end's tsconfig.json and vite.config.ts, on purpose, not reached for by its package name.",
    severity: "error",
    from: { path: FRONT_ENDS },
    to: { path: "^@shop/", pathNot: SHARED_PACKAGES.map((p) => `^${p}$`) },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|dist-server)/" },
    // `import type` counts: a type that drags in the root is an import of the root all the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
