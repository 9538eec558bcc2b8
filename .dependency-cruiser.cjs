// The import rules of the tree (issue 24), checked by `npm run depcruise` and so by `npm test`: any
// violation fails, there are no warnings. Paths are relative to the repository root.
//
// The server has three kinds of folder (DESIGN.md, "Layers"): `app/`, the composition root, which
// may import anything and which nothing imports; the domains, each importing the kernel and only the
// domains below it in one declared order (DOMAIN_ORDER); and the kernel (KERNEL), which imports no domain.

/** The composition root: builds and wires everything, so nothing may depend on it. */
const APP = "^server/src/app/";

/**
 * Who may import the root anyway: tests start the app (`*.test.ts`, `server/test/`), and the server's
 * own tools build from it (the schema emitter, the migration generator, the benchmark).
 */
const STARTS_THE_APP = ["\\.test\\.ts$", "^server/test/", "^server/scripts/", "^server/bench/"];

/** The two front ends: they share the server's code only through the `@shop/…` aliases of their tsconfig and vite config. */
const FRONT_ENDS = "^(storefront|admin)/";
const SHARED_PACKAGES = ["@shop/money", "@shop/gst", "@shop/integrations", "@shop/frames", "@shop/cart", "@shop/seo", "@shop/roles"];

/** Where the rules below do not look: tests set up whole apps, and migrations are generated history. */
const ASIDE = ["\\.test\\.ts$", "^server/src/db/migrations/"];

/**
 * The kernel: what every domain may use, and which names no domain. `core/` (ids, money, GST, India
 * time, the request context and its principal, the outboxes' worker, errors), `http/` (the REST shims'
 * declaration, multipart, static files), `config/`, `db/` (the data source and migrations),
 * `graphql/` (the CRUD factory and list arguments), `cache/` (the public-read cache) and
 * `observability/` (logs, metrics, lifecycle).
 */
const KERNEL = ["core", "http", "config", "db", "graphql", "cache", "observability"];

/**
 * The domains, from the top down: each may import the kernel and the domains after it, never one
 * before it. Where two need each other, the lower one offers a hook or an event and the higher one
 * listens (billing, webhooks and analytics follow an order's moves; payments know no order).
 */
const DOMAIN_ORDER = [
  "integrations", // API keys and webhooks: listen to every domain's events
  "billing", // invoices, refunds, the tax report: follow orders, read the business details
  "analytics", // the dashboard's figures over orders
  "orders", // checkout, payment confirmation, the order's moves and mails
  "payments", // the provider (Razorpay or simulated), its signatures and webhook log
  "campaigns", // newsletter campaigns: fill their blocks from the catalogue, send to the list through the mail outbox
  "search", // issue 46: each instance's index of prints, gallery groups, posts and workshops (reads them, so it sits above them)
  "workshops",
  "enquiries", // interest in a gallery group, contact, the newsletter list
  "blog",
  "content", // hero, author, business details, Instagram
  "shop", // prints, frames and cart pricing
  "discounts", // discount codes: their terms, uses and arithmetic (shop prices a cart with them, orders take their uses)
  "gallery",
  "masters", // locations, categories, frame sizes
  "media", // the image pipeline
  "mail", // the mail outbox
  "auth", // the owner's sign-in
  "ops", // the operator's tools
  "audit", // issue 47: the audit log, which every domain's writes reach through the kernel's AuditSink and audit scope (core/audit.ts), so it imports none
];

const folder = (names) => `^server/src/(${names.join("|")})/`;

/**
 * The TypeORM relation pairs, which name each other by nature (a group and its images, a workshop
 * and its joins): the only file circles allowed.
 */
const RELATION_PAIRS = ["^server/src/gallery/gallery-(image|item)\\.entity\\.ts$", "^server/src/workshops/workshop(-join)?\\.entity\\.ts$"];

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
  {
    name: "kernel-knows-no-domain",
    comment:
      "The kernel is what every domain builds on; a kernel file that imports a domain (even for a type) ties every " +
      "domain to that one and makes circles. Invert it: the domain declares its part (Services in <domain>/services.ts), " +
      "offers a hook, or the composition root passes it in.",
    severity: "error",
    from: { path: folder(KERNEL), pathNot: ASIDE },
    to: { path: folder(DOMAIN_ORDER) },
  },
  ...DOMAIN_ORDER.slice(1).map((domain, i) => ({
    name: "domain-order",
    comment:
      `${domain}/ may import only the domains after it in DOMAIN_ORDER (${DOMAIN_ORDER.slice(i + 2).join(", ") || "none"}). ` +
      "Needs one above? Have the one above listen (an order-move observer, an event) or take a hook the root wires.",
    severity: "error",
    from: { path: `^server/src/${domain}/`, pathNot: ASIDE },
    to: { path: folder(DOMAIN_ORDER.slice(0, i + 1)) },
  })),
  {
    name: "no-circular",
    comment:
      "Files that import each other, directly or around a circle, cannot be understood, tested or loaded one without " +
      "the other. The only circles allowed are the TypeORM relation pairs (RELATION_PAIRS).",
    severity: "error",
    from: { path: "^server/src/", pathNot: ASIDE },
    to: { circular: true, via: { pathNot: RELATION_PAIRS.join("|") } },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|dist-server|dist-bundle)/" },
    // `import type` counts: a type that drags in the root is an import of the root all the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
