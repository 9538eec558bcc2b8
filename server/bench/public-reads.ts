/**
 * `npm run bench:reads -w server` (part of `npm run bench`): the public reads under load, against a
 * bare node:http server answering the very same bytes, side by side in one run; SQL statements per
 * request at 10 and 1 000 items; the server's memory idle and under load, and its cold start;
 * Lighthouse mobile for the public routes, at its fixed 4× CPU and calibrated to a low-end phone (LIGHTHOUSE=0 skips it). Prints a table and writes
 * docs/performance.md. SQLite by default, MySQL/MariaDB with DATABASE_URL. PARTS=sql,load,lighthouse
 * (any of them) runs only those parts, prints their tables and leaves docs/performance.md alone.
 * LH_ROUTES=/a,/b and LH_RUNS=n narrow Lighthouse; LH_JSON=<prefix> and LH_TRACE=<prefix> write each
 * run's report and trace, to read the audits and the long tasks afterwards.
 * Numbers are measured, never asserted.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import type { RunnerResult } from "lighthouse";
import { parse, print, type DocumentNode } from "graphql";
import { startApp, type RunningApp } from "../src/app/app.js";
import { isPublicQuery } from "../src/cache/public-reads.js";
import { loadConfig } from "../src/config/config.js";
import { renderDemoPhoto } from "../src/app/demo-images.js";
import { NODE_ENV_VARS, NODE_FLAGS } from "./npm-start.js";
import { rss, type Rss } from "./stats.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, "..");
const root = path.resolve(serverDir, "..");
const DATABASE_URL = process.env.DATABASE_URL ?? "";
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const DURATION = Number(process.env.DURATION ?? 5);
const WARM_UP_S = Number(process.env.WARM_UP_S ?? 1);
const LOAD_ITEMS = Number(process.env.ITEMS ?? 100);
const ENCODING = "gzip, deflate, br";
/** The load part's last step: the home page under load while the owner writes (ONLY=writes runs it alone, and no read). */
const WRITES_UNDER_LOAD = "page / with writes";
const PARTS = new Set((process.env.PARTS ?? "sql,load,lighthouse").split(","));
if (process.env.LIGHTHOUSE === "0") PARTS.delete("lighthouse");
const WHOLE_RUN = ["sql", "load", "lighthouse"].every((p) => PARTS.has(p));

interface Read {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
}

/** One of the storefront's generated documents, read from its codegen output (the very query it sends). */
function storefrontQuery(operation: string): string {
  const generated = readFileSync(path.join(root, "storefront/src/gql/graphql.ts"), "utf8");
  const found = new RegExp(`^export const ${operation}Document = (\\{.*\\}) as unknown as DocumentNode`, "m").exec(generated);
  if (!found) throw new Error(`no ${operation}Document in the storefront's generated code`);
  return print(JSON.parse(found[1]) as DocumentNode);
}

const gqlRead = (name: string, operation: string, variables: Record<string, unknown> = {}): Read => ({
  name: `GraphQL ${name}`,
  method: "POST",
  path: "/graphql",
  body: JSON.stringify({ query: storefrontQuery(operation), operationName: operation, variables }),
});

/** The storefront's own queries (its generated documents) and the REST shims of the public pages. */
const READS: Read[] = [
  gqlRead("home page", "HomePage"),
  gqlRead("gallery page", "GalleryPage", { offset: 0, limit: 12 }),
  gqlRead("shop page", "ShopPage", { offset: 0, limit: 12 }),
  gqlRead("footer", "Footer"),
  { name: "REST view-gallery", method: "GET", path: "/auth/api/view-gallery" },
  { name: "REST getAdsWithFrames", method: "GET", path: "/auth/api/getAdsWithFrames" },
  { name: "REST view-hero-section", method: "GET", path: "/auth/api/view-hero-section" },
  { name: "REST view-location", method: "GET", path: "/auth/api/view-location" },
  { name: "REST list-with-comments", method: "GET", path: "/auth/api/list-with-comments" },
  { name: "REST view-workshops", method: "GET", path: "/auth/api/view-workshops" },
  // The pages the server draws (HTML with the page's data), as a browser asks for them.
  ...["/", "/gallery", "/shop", "/blog", "/workshops"].map((p): Read => ({ name: `page ${p}`, method: "GET", path: p })),
  // Issue 46: a search page, kept like the others (its goal: ≥ 0.5 of the bare server).
  { name: "page /search?q=kingfisher", method: "GET", path: "/search?q=kingfisher" },
];

/** What `npm start` runs: the bundle (server/scripts/bundle.mjs). */
const SERVER_ENTRY = path.join(serverDir, process.env.BENCH_ENTRY ?? "dist-bundle/app/main.js");
/**
 * The port and address of the shop measured, the same for the process that fills the catalogue, the
 * server of the load part and the one Lighthouse opens: the images carry the licensing URL made from
 * PUBLIC_URL, and a server started on another address re-encodes every image (as a real move of
 * PUBLIC_URL must). Each server of the 2026-11-27 run had a port of its own: it re-encoded the 26
 * images in the background as it started, which left libvips' ~55 MB in the idle RSS and took the
 * CPU from the first Lighthouse runs.
 */
const SITE_PORT = Number(process.env.SITE_PORT ?? 0) || (await freePort());
const PUBLIC_URL = `http://127.0.0.1:${SITE_PORT}`;
/** How long the server rests before its idle memory is read: V8's memory reducer runs after ~20–30 s without work. */
const REST_MS = Number(process.env.REST_MS ?? 35_000);

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

/** A catalogue of `n` gallery groups and `n` prints, made through the services (as the admin would). */
async function fillCatalogue(app: RunningApp, n: number) {
  const { services } = app;
  const photos = [];
  for (let i = 0; i < 4; i++) {
    const buffer = await renderDemoPhoto(
      { sky: ["#2b3a67", "#e58f65", "#f6d6a8"], sun: "#fff1c9", pose: (["perched", "flying", "wader", "soaring"] as const)[i], seed: 7 + i },
      { make: "Canon", model: "Canon EOS R5", lens: "RF100-500mm", focal: 500, fnumber: 7.1, exposure: "1/1600", iso: 800, taken: "2025:02:01 06:30:00" },
    );
    photos.push(await services.media.ingest({ buffer, originalName: `bench-${i}.jpg` }));
  }
  const location = await services.locations.create(`Bench Marsh ${n}`);
  const category = await services.galleryCategories.create(`benchbirds${n}`);
  const frames = await services.frameSizes.all();
  const shopCategory = (await services.shopCategories.all())[0];
  const subcategory = (await services.shopSubcategories.ofCategory(shopCategory.id))[0];
  for (let i = 0; i < n; i++) {
    await services.gallery.create({
      title: `Bench group ${String(i).padStart(4, "0")}`,
      description: "A photograph for the benchmark, with a description of ordinary length for a gallery card.",
      categoryId: category.id,
      locationIds: [location.id],
      mediaIds: [photos[i % 4].id, photos[(i + 1) % 4].id],
    });
    await services.shop.create({
      title: `Bench print ${i}`,
      description: "A framed print for the benchmark.",
      categoryId: shopCategory.id,
      subcategoryId: subcategory?.id,
      imageId: photos[i % 4].id,
      framePrices: frames.slice(0, 2).map((f, k) => ({ frameSizeId: f.id, pricePaise: 149_900 + k * 100_000 })),
    });
  }
}

async function request(base: string, read: Read, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${read.path}`, {
    method: read.method,
    headers: { ...(read.body ? { "content-type": "application/json" } : {}), ...headers },
    body: read.body,
  });
  if (!res.ok) throw new Error(`${read.name}: ${res.status} ${await res.text()}`);
  return res;
}

// ── 1. SQL statements per request, at 10 and 1 000 items (in process, counted at the logger) ──────────
const sqlRows: { read: string; miss: Record<number, number>; hit: Record<number, number>; cached: boolean }[] = READS.map((r) => ({
  read: r.name,
  miss: {},
  hit: {},
  cached: r.method === "GET" || isPublicQuery(parse(JSON.parse(r.body!).query)),
}));
for (const n of PARTS.has("sql") ? [10, 1000] : []) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-reads-"));
  const app = await startApp(
    loadConfig({ DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "false", ADMIN_PASSWORD: "bench-password", LOG_LEVEL: "warn", DATABASE_URL }),
  );
  const t0 = performance.now();
  await fillCatalogue(app, n);
  console.log(`catalogue of ${n} groups and ${n} prints made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  let statements = 0;
  const logQuery = app.ds.logger.logQuery.bind(app.ds.logger);
  app.ds.logger.logQuery = (q, p, r) => {
    statements += 1;
    // SQL_LOG=1 prints every statement, to trace a count.
    if (process.env.SQL_LOG) console.log(`  [${n}] ${q.replace(/\s+/g, " ").slice(0, 240)}`);
    return logQuery(q, p, r);
  };
  for (const [i, read] of READS.entries()) {
    await app.publicCache.version.bump();
    statements = 0;
    if (process.env.SQL_LOG) console.log(`${read.name}, miss at ${n}:`);
    await (await request(app.url, read)).arrayBuffer();
    sqlRows[i].miss[n] = statements;
    statements = 0;
    await (await request(app.url, read)).arrayBuffer();
    sqlRows[i].hit[n] = statements;
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (DATABASE_URL) await dropTables(DATABASE_URL);
}

async function dropTables(url: string) {
  const { createConnection } = await import("mysql2/promise");
  const c = await createConnection(url);
  const [rows] = await c.query("SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()");
  await c.query("SET FOREIGN_KEY_CHECKS = 0");
  for (const { t } of rows as { t: string }[]) await c.query(`DROP TABLE \`${t}\``);
  await c.query("SET FOREIGN_KEY_CHECKS = 1");
  await c.end();
}

// ── 2. Throughput against a bare server, memory and cold start (the built server in its own process) ──
execSync("npx tsc -p tsconfig.build.json", { cwd: serverDir, stdio: "inherit" });
const loadDir = mkdtempSync(path.join(tmpdir(), "shop-bench-load-"));
// An empty database for the catalogue: a run cut short (or one without the SQL part, which empties
// it after itself) left its tables, and the fill would meet its own location ("already exists").
if (DATABASE_URL) await dropTables(DATABASE_URL);
{
  const app = await startApp(
    loadConfig({ DATA_DIR: loadDir, PORT: "0", PUBLIC_URL, SEED_DEMO: "true", ADMIN_PASSWORD: "bench-password", LOG_LEVEL: "warn", DATABASE_URL }),
  );
  await fillCatalogue(app, LOAD_ITEMS);
  // The demo has no workshop: one, with a poster, so that Lighthouse visits a workshop's page too.
  const poster = await app.services.media.ingest({
    buffer: await renderDemoPhoto(
      { sky: ["#1d3b53", "#3f7f8c", "#d9ecd0"], sun: "#fff7d6", pose: "perched", seed: 21 },
      { make: "Canon", model: "Canon EOS R5", lens: "RF100-500mm", focal: 500, fnumber: 7.1, exposure: "1/1600", iso: 800, taken: "2025:02:01 06:30:00" },
    ),
    originalName: "bench-poster.jpg",
  });
  await app.services.workshops.create({
    title: "Kingfishers of Adyar Estuary",
    description: "A morning on the estuary with a working wildlife photographer: fieldcraft, long lenses and light.",
    destination: "Adyar Estuary, Chennai",
    travelDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    duration: "1 day",
    maxParticipants: 8,
    cost: "₹2,500 per person",
    posterId: poster.id,
  });
  await app.close();
}

const loadRows: { read: string; bytes: number; encoding: string; app: number; bare: number; errors: number }[] = [];
const memory = PARTS.has("load") ? await loadPart() : undefined;

type WritesRow = { rps: number; p50: number; p99: number; errors: number; writes: number };

async function loadPart(): Promise<{ warm: Rss; idle: Rss; loaded: Rss; coldStartMs: number; writes?: WritesRow }> {
  const port = SITE_PORT;
  const base = PUBLIC_URL;
  const started = performance.now();
  const server: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      ...NODE_ENV_VARS,
      PORT: String(port),
      DATA_DIR: loadDir,
      DATABASE_URL,
      PUBLIC_URL,
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "bench-password",
      NODE_ENV: "production",
      // No Razorpay keys here: production refuses simulated payments unless they are asked for.
      RAZORPAY_MODE: "simulated",
    },
    // Its log (a JSON line a request, LOG_LEVEL info) is written to /dev/null: what writing it costs is in the figures.
    stdio: ["ignore", "ignore", "inherit"],
  });
  let coldStartMs: number;
  for (;;) {
    try {
      const res = await request(base, READS[1]);
      await res.arrayBuffer();
      coldStartMs = performance.now() - started;
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  for (const read of READS) await (await request(base, read, { "accept-encoding": ENCODING })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2000));
  const warm = rss(server.pid!);
  await new Promise((r) => setTimeout(r, REST_MS - 2000));
  const idle = rss(server.pid!);

  /** A second of the same load first (not counted), on either server: the figures are of code V8 has optimised, not of its first calls after a rest. */
  async function measure(url: string, read: Read) {
    const load = (duration: number) =>
      autocannon({
        url: `${url}${read.path}`,
        method: read.method,
        body: read.body,
        headers: { "accept-encoding": ENCODING, ...(read.body ? { "content-type": "application/json" } : {}) },
        connections: CONNECTIONS,
        duration,
      });
    await load(WARM_UP_S);
    const r = await load(DURATION);
    return { rps: r.requests.average, errors: r.errors + r.non2xx };
  }

  /** A node:http server in its own process answering every request with one recorded answer. */
  async function bareServer(body: Buffer, headers: Record<string, string | string[]>): Promise<{ url: string; stop: () => void }> {
    const bp = await freePort();
    const file = path.join(loadDir, "bare.json");
    writeFileSync(file, JSON.stringify({ body: body.toString("base64"), headers }));
    const code = `const http=require("node:http");const fs=require("node:fs");const a=JSON.parse(fs.readFileSync(${JSON.stringify(file)},"utf8"));const b=Buffer.from(a.body,"base64");
  http.createServer((q,s)=>{q.resume();q.on("end",()=>{s.writeHead(200,{...a.headers,"content-length":b.length});s.end(b);});}).listen(${bp},"127.0.0.1",()=>console.log("up"));`;
    const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    return { url: `http://127.0.0.1:${bp}`, stop: () => child.kill() };
  }

  /** Headers that belong to the connection or the moment, which the bare server sets itself. */
  const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  // ONLY=footer,hero measures the reads whose names contain one of these words (a partial run).
  const only = process.env.ONLY?.split(",");
  for (const read of READS.filter((r) => !only || only.some((word) => r.name.includes(word)))) {
    // The answer as it goes on the wire (fetch would decode it): its bytes and every header, which
    // the bare server then repeats, so that both send the same bytes.
    const { wire, headers } = await new Promise<{ wire: Buffer; headers: Record<string, string | string[]> }>((resolve, reject) => {
      import("node:http").then(({ request: raw }) => {
        const req = raw(
          `${base}${read.path}`,
          { method: read.method, headers: { "accept-encoding": ENCODING, ...(read.body ? { "content-type": "application/json" } : {}) } },
          (r) => {
            const chunks: Buffer[] = [];
            r.on("data", (c: Buffer) => chunks.push(c));
            r.on("end", () => {
              const headers: Record<string, string | string[]> = {};
              for (const [name, value] of Object.entries(r.headers)) if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
              resolve({ wire: Buffer.concat(chunks), headers });
            });
          },
        );
        req.on("error", reject);
        req.end(read.body);
      }, reject);
    });
    // Each server measured twice, in turns (ours, bare, ours, bare), and each one's two runs averaged:
    // this machine's speed drifts by a third within minutes (the bare footer read 40,106 and 57,360
    // req/s an hour apart, 2026-11-28), and one run each put the drift into the ratio.
    const bare = await bareServer(wire, headers);
    const runs = { app: [] as { rps: number; errors: number }[], bare: [] as { rps: number; errors: number }[] };
    for (let turn = 0; turn < 2; turn++) {
      runs.app.push(await measure(base, read));
      runs.bare.push(await measure(bare.url, read));
    }
    bare.stop();
    const mean = (xs: { rps: number }[]) => xs.reduce((sum, x) => sum + x.rps, 0) / xs.length;
    const appRun = { rps: mean(runs.app), errors: runs.app.reduce((sum, x) => sum + x.errors, 0) };
    const bareRun = { rps: mean(runs.bare) };
    loadRows.push({
      read: read.name,
      bytes: wire.length,
      encoding: String(headers["content-encoding"] ?? "identity"),
      app: appRun.rps,
      bare: bareRun.rps,
      errors: appRun.errors,
    });
    console.log(
      `${read.name.padEnd(28)} ${String(Math.round(appRun.rps)).padStart(7)} req/s   bare ${String(Math.round(bareRun.rps)).padStart(7)} req/s   ratio ${(appRun.rps / bareRun.rps).toFixed(2)}`,
    );
  }
  // The owner edits while visitors read (issue 44): each second an admin write (a location added, the
  // next second deleted) moves the cache version, so every kept page is stale at once, while
  // CONNECTIONS connections read the home page. Its peak counts in the peak RSS below.
  let writes: WritesRow | undefined;
  let loaded: Rss;
  try {
    if (!only || only.includes("writes")) writes = await writesUnderLoad(base);
  } finally {
    // The RSS after the load is read after the writes too (rows before 2026-12-02 11:00 UTC ended with the reads).
    loaded = rss(server.pid!);
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  return { warm, idle, loaded, coldStartMs, writes };
}

/** `/` read by CONNECTIONS connections for DURATION × 2 s while an admin write moves the cache version each second. */
async function writesUnderLoad(base: string): Promise<WritesRow> {
  const login = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation ($u: String!) { login(username: $u, password: "bench-password") { token } }`,
      variables: { u: process.env.ADMIN_USERNAME || "admin" },
    }),
  });
  const signedIn = (await login.json()) as { data?: { login?: { token: string } } };
  const token = signedIn.data?.login?.token;
  if (!token) throw new Error(`writes under load: the admin could not sign in (${login.status} ${JSON.stringify(signedIn)})`);
  const admin = { authorization: `Bearer ${token}` };
  let writes = 0;
  let added: number | null = null;
  let failed: string | undefined;
  const write = async () => {
    const res =
      added === null
        ? await fetch(`${base}/auth/api/add-location`, { method: "POST", headers: admin, body: new URLSearchParams({ location: `Bench ${Date.now()}` }) })
        : await fetch(`${base}/auth/api/delete-location/${added}`, { method: "PUT", headers: admin });
    if (!res.ok) failed ??= `${res.status} ${await res.text()}`;
    else {
      const body = (await res.json()) as { data?: { id: number } };
      added = added === null ? body.data!.id : null;
      writes++;
    }
  };
  let writing = Promise.resolve();
  const timer = setInterval(
    () =>
      (writing = writing.then(write).catch((err: unknown) => {
        failed ??= String(err);
      })),
    1000,
  );
  let r: autocannon.Result;
  try {
    r = await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: DURATION * 2, headers: { "accept-encoding": ENCODING } });
  } finally {
    clearInterval(timer);
  }
  await writing;
  if (added !== null) await write();
  if (failed) throw new Error(`writes under load: an admin write failed: ${failed}`);
  const row = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, writes };
  console.log(
    `${WRITES_UNDER_LOAD.padEnd(28)} ${String(Math.round(row.rps)).padStart(7)} req/s   p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.writes} writes, ${row.errors} errors`,
  );
  return row;
}

// ── 3. Lighthouse mobile on the public routes (the built storefront, served by the built server) ──────
const lighthouseRows: {
  route: string;
  run: number;
  /** Lighthouse's fixed 4× CPU slowdown, or calibrated to a low-end phone (issue 44). */
  cpu: "4x" | "phone";
  /** Lighthouse's benchmarkIndex of the host, measured in this very run, and the CPU slowdown applied (for the phone, from the 4× run's index just before). */
  benchmarkIndex: number;
  multiplier: number;
  calibratedFrom?: number;
  score: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  firstLoad: number;
  /** The page's main thread, wall time ÷ its own CPU time over its tasks: how long it waited for a core of this host. */
  hostWait: number;
  /** The blocking time the page's own main-thread work gives at this slowdown, its tasks' thread time multiplied: see ownBlockingTime. */
  ownTbt: number;
  error?: string;
}[] = [];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { frames?: { frame: string; parent?: string }[] } };
};
type Task = TraceEvent & { dur: number; tdur: number };
/**
 * The page's main thread in Lighthouse's trace, its top-level tasks in order, and the moment of its
 * first contentful paint: the thread that first painted the top frame's content (the frame with no
 * parent, as Lighthouse finds it). The first ParseHTML of the trace, which this used to take, may be
 * another renderer's, the blank page Lighthouse starts from: a host wait of 5.7 and no figure came of it.
 * Undefined when the trace has no start or no such paint (Lighthouse would not have measured it either).
 */
function pageThread(trace: { traceEvents: TraceEvent[] } | undefined): { fcp: number; tasks: Task[] } | undefined {
  const events = trace?.traceEvents ?? [];
  const top = events.find((e) => e.name === "TracingStartedInBrowser")?.args?.data?.frames?.find((f) => !f.parent)?.frame;
  if (top === undefined) return undefined;
  const paints = events.filter((e) => e.name === "firstContentfulPaint" && e.args?.frame === top).sort((a, b) => a.ts - b.ts);
  const fcp = paints[0];
  if (!fcp) return undefined;
  const all = events
    .filter((e): e is Task => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X" && e.name === "RunTask" && e.dur !== undefined && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  // Top-level only: a task run inside another (a nested loop) is already in its parent's times.
  const tasks: Task[] = [];
  for (const task of all) if (!tasks.length || task.ts >= tasks.at(-1)!.ts + tasks.at(-1)!.dur) tasks.push(task);
  return { fcp: fcp.ts, tasks };
}
/**
 * Lighthouse multiplies each main-thread task's wall time by the CPU slowdown, so a task that waited
 * for a core (Lighthouse's own process, the browser's, the server's, all on this host's cores) counts
 * as the page's work. This is that wait, measured in Lighthouse's own trace: the page's main thread's
 * tasks, their wall time ÷ their thread time (1.0: never waited). It tells a busy host from a slow page.
 */
function hostWait(page: ReturnType<typeof pageThread>): number {
  let wall = 0;
  let thread = 0;
  for (const e of page?.tasks ?? [])
    if (e.dur >= 1000) {
      wall += e.dur;
      thread += e.tdur;
    }
  return thread ? wall / thread : NaN;
}
/**
 * The blocking time of the page's own work at the slowdown applied: each main-thread task from the
 * page's first contentful paint to the end of the trace, its thread time (the CPU it used, not the wall
 * time it took) multiplied by the slowdown, less the 50 ms a task may take; of a task under way at the
 * first paint, the share of its thread time that falls after it. Lighthouse's total blocking time
 * multiplies wall time, waits for a core included; this leaves them out, so it tells what the page's code
 * costs the phone on a host that never made it wait (on a 2-core host the renderer's own compositor,
 * compile and GC threads, the browser's process, Lighthouse's and the server's share the cores with the
 * page's thread). Not Lighthouse's figure: its simulation places the tasks on a timeline of its own and
 * stops at the page's time to interactive; this keeps the trace's, to its end. NaN when the page's
 * first paint is not in the trace.
 */
function ownBlockingTime(page: ReturnType<typeof pageThread>, slowdown: number): number {
  if (!page) return NaN;
  let blocking = 0;
  for (const e of page.tasks) {
    if (e.ts + e.dur <= page.fcp) continue;
    const after = e.ts >= page.fcp ? 1 : (e.ts + e.dur - page.fcp) / e.dur;
    blocking += Math.max(0, (slowdown * e.tdur * after) / 1000 - 50);
  }
  return blocking;
}
/**
 * A low-end phone's benchmarkIndex (a Moto G Power class phone, as Chrome DevTools calibrates its CPU
 * throttling): the CPU slowdown that makes this host as slow as that phone is its own index ÷ this.
 * Lighthouse's default 4× makes a fast host score high and a slow one low; the calibrated figure
 * measures the page on the same phone whatever the host (issue 44).
 */
const PHONE_BENCHMARK_INDEX = 264;
/** Lighthouse runs over every route, one after another (LH_RUNS): a route's goal holds in every run, not on average. */
const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
/** Lighthouse's errors of a trace recorded badly, not of the page: such a run is made again. */
const RUN_AGAIN = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_RESOURCE_REQUEST"]);
/** The attempts made again, with the error that made them void. */
const lighthouseRetries: { route: string; run: number; error: string }[] = [];

/**
 * A print's, a gallery group's and a workshop's page (issue 25): the first of each the site lists,
 * at the address its id alone answers 301 to; and the newest blog post's, whose address is its id.
 */
async function detailRoutes(base: string): Promise<string[]> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "{ shopItems(limit: 1) { items { id } } galleryPage(limit: 1) { items { id } } workshops { id } blogPosts(perPage: 1) { items { id } } }",
    }),
  });
  const { data } = (await res.json()) as {
    data: {
      shopItems: { items: { id: string }[] };
      galleryPage: { items: { id: string }[] };
      workshops: { id: string }[];
      blogPosts: { items: { id: string }[] };
    };
  };
  const ids = [`/shop/${data.shopItems.items[0]?.id}`, `/gallery/${data.galleryPage.items[0]?.id}`, `/workshops/${data.workshops[0]?.id}`];
  const post = data.blogPosts.items[0] ? [`/blog/${data.blogPosts.items[0].id}`] : [];
  const moved = await Promise.all(
    ids.map(async (p) => {
      const moved = await fetch(`${base}${p}`, { redirect: "manual" });
      const location = moved.headers.get("location");
      if (moved.status !== 301 || !location) throw new Error(`${p} answered ${moved.status}, not a 301 to its page`);
      return location;
    }),
  );
  return [...moved, ...post];
}

/** The JavaScript a drawn page loads before it is interactive (the scripts its #page-scripts lists), gzip -9. */
function firstLoadJs(html: string): number {
  const files = new Set([...html.matchAll(/"\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const dist = path.join(serverDir, "../storefront/dist/assets");
  return [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
}
if (PARTS.has("lighthouse")) {
  const lhPort = SITE_PORT;
  const lhBase = PUBLIC_URL;
  const site = spawn(process.execPath, [...NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      ...NODE_ENV_VARS,
      PORT: String(lhPort),
      PUBLIC_URL,
      DATA_DIR: loadDir,
      DATABASE_URL,
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "bench-password",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    try {
      if ((await fetch(`${lhBase}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const { default: lighthouse } = await import("lighthouse");
  const { throttling } = await import("lighthouse/core/config/constants.js");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const english = [
    "/",
    "/gallery",
    "/shop",
    "/blog",
    "/workshops",
    "/contact",
    "/privacy",
    "/terms",
    "/shipping",
    "/returns",
    "/licensing",
    ...(await detailRoutes(lhBase)),
  ];
  // Every route in Tamil too (issue 30: the Tamil pages keep every standard).
  const tamil = english.map((route) => (route === "/" ? "/ta" : `/ta${route}`));
  const routes = process.env.LH_ROUTES?.split(",") ?? [...english, ...tamil, ...(process.env.ROUTES ? process.env.ROUTES.split(",") : [])];
  // Each page asked once first, as a live site's cache holds it: Lighthouse measures a visit, not
  // the first render after a restart (that one is in the SQL and cold-start figures above).
  const firstLoad = new Map<string, number>();
  for (const route of routes) {
    const html = await (await fetch(`${lhBase}${route}`)).text();
    // A page the server could not draw goes out for the browser to draw: its figures would measure that.
    if (!html.includes('id="apollo-state"')) console.log(`  ${route} was NOT drawn by the server (a render error: see the server's log)`);
    firstLoad.set(route, firstLoadJs(html));
  }
  for (let run = 1; run <= LH_RUNS; run++)
    for (const route of routes) {
      // A run that could not measure (no first paint, a page that did not load…) scores 0: say why, with
      // Lighthouse's own words. One whose trace came out broken (NO_NAVSTART: the trace has no start of the
      // navigation, which Chrome sometimes records in another renderer process than the one Lighthouse
      // follows, GoogleChrome/lighthouse#7118) is run again, as its message asks, at most twice; every
      // such attempt is listed under the table.
      // First at Lighthouse's fixed 4× (slow 4G), which also measures the host's benchmarkIndex; then again
      // with the CPU slowed by that index ÷ a low-end phone's, so that the page runs as on that phone.
      let multiplier = 4;
      let calibratedFrom: number | undefined;
      for (const cpu of ["4x", "phone"] as const) {
        let lhr: RunnerResult["lhr"];
        let trace: { traceEvents: TraceEvent[] } | undefined;
        let error: string | undefined;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${lhBase}${route}`, {
            port: chrome.port,
            onlyCategories: ["performance", "seo"],
            output: "json",
            logLevel: "error",
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
          });
          lhr = result!.lhr;
          trace = (result!.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
          error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
          if (error) console.log(`  Lighthouse runtime error on ${route} (run ${run}, ${cpu}, attempt ${attempt}): ${error}`);
          if (!error || !RUN_AGAIN.has(lhr.runtimeError!.code) || attempt === 3) break;
          lighthouseRetries.push({ route, run, error });
        }
        const benchmarkIndex = lhr.environment.benchmarkIndex;
        const page = pageThread(trace);
        for (const warning of lhr.runWarnings ?? []) console.log(`  Lighthouse warning on ${route} (run ${run}): ${warning}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const scripts = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
        const js = scripts.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
        lighthouseRows.push({
          route,
          run,
          cpu,
          benchmarkIndex,
          multiplier,
          calibratedFrom,
          error,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          js,
          firstLoad: firstLoad.get(route) ?? NaN,
          hostWait: hostWait(page),
          ownTbt: ownBlockingTime(page, multiplier),
        });
        const row = lighthouseRows.at(-1)!;
        console.log(
          `lighthouse run ${run} ${route.padEnd(10)} ${cpu === "4x" ? "4×      " : `phone ${multiplier.toFixed(1)}×`} (benchmarkIndex ${Math.round(benchmarkIndex)}) ${row.score}  SEO ${row.seo}  FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  host wait ${row.hostWait.toFixed(2)}  own TBT ${Math.round(row.ownTbt)} ms  CLS ${row.cls.toFixed(3)}  JS ${Math.round(row.js / 1024)} KB (first load ${Math.round(row.firstLoad / 1024)} KB gzip)`,
        );
        // What costs the SEO score, by audit, so that a failing route says why.
        for (const ref of lhr.categories.seo?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`  SEO: ${a.id} — ${a.title}`);
        }
        if (process.env.LH_JSON) writeFileSync(`${process.env.LH_JSON}${route.replace(/\W+/g, "_")}-${run}-${cpu}.json`, JSON.stringify(lhr));
        // LH_TRACE=<prefix>: Lighthouse's trace of the run too, to see what the page's long tasks hold.
        if (process.env.LH_TRACE && trace)
          writeFileSync(`${process.env.LH_TRACE}${route.replace(/\W+/g, "_")}-${run}-${cpu}.trace.json`, JSON.stringify(trace));
        calibratedFrom = benchmarkIndex;
        // A host slower than the phone is not sped up (Lighthouse cannot): it is measured as it is.
        multiplier = Math.max(1, benchmarkIndex / PHONE_BENCHMARK_INDEX);
      }
    }
  chrome.kill();
  site.kill("SIGTERM");
  await new Promise((r) => site.once("exit", r));
}
// KEEP_DATA=1 leaves the catalogue (its folder and tables) for measuring the same server again by hand.
if (process.env.KEEP_DATA) console.log(`kept: DATA_DIR=${loadDir} PUBLIC_URL=${PUBLIC_URL}`);
else {
  rmSync(loadDir, { recursive: true, force: true });
  if (DATABASE_URL) await dropTables(DATABASE_URL);
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────────────
const fmt = (n: number) => Math.round(n).toLocaleString("en-IN");
const db = DATABASE_URL ? "MariaDB/MySQL" : "SQLite";
const lines = [
  "# Performance",
  "",
  `Written by \`npm run bench -w server\` (bench/public-reads.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${db}.`,
  `Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per read after ${WARM_UP_S} s not counted, twice for each server in turns (ours, bare, ours, bare), averaged; \`accept-encoding: ${ENCODING}\`, ${LOAD_ITEMS} gallery groups and ${LOAD_ITEMS} prints besides the demo content;`,
  "the bare server is `node:http` in its own process answering the same bytes and headers. The load generator shares the machine with the server in both cases.",
  "",
  "## Public reads under load",
  "",
  "| read | bytes on the wire | server req/s | bare node:http req/s | ratio |",
  "|---|---|---|---|---|",
  ...loadRows.map((r) => `| ${r.read} | ${fmt(r.bytes)} (${r.encoding}) | ${fmt(r.app)} | ${fmt(r.bare)} | ${(r.app / r.bare).toFixed(2)} |`),
  "",
  "## SQL statements per request",
  "",
  "A miss runs the handler (and reads the cache version); a hit reads only the version — on SQLite through the driver's own prepared statement, which TypeORM's logger does not see (so it shows 0 there), on MySQL one statement.",
  "",
  "| read | cached | miss, 10 items | miss, 1 000 items | hit, 10 items | hit, 1 000 items |",
  "|---|---|---|---|---|---|",
  ...sqlRows.map((r) => `| ${r.read} | ${r.cached ? "yes" : "no"} | ${r.miss[10]} | ${r.miss[1000]} | ${r.hit[10]} | ${r.hit[1000]} |`),
  "",
  "## Memory and start",
  "",
  `The server runs as \`npm start\` runs it (\`${Object.entries(NODE_ENV_VARS)
    .map(([k, v]) => `${k}=${v} `)
    .join(
      "",
    )}node ${NODE_FLAGS.join(" ")} ${path.relative(serverDir, SERVER_ENTRY)}\`). Every read above is asked once (every page drawn, every renderer and driver loaded), then the RSS is read 2 s later and again after ${REST_MS / 1000} s at rest (idle).`,
  "",
  `| RSS 2 s after the first reads | idle RSS (${REST_MS / 1000} s at rest) | RSS after the load | peak RSS | cold start to the first answered query |`,
  `|---|---|---|---|---|`,
  memory
    ? `| ${memory.warm.rss.toFixed(0)} MB | ${memory.idle.rss.toFixed(0)} MB | ${memory.loaded.rss.toFixed(0)} MB | ${memory.loaded.peak.toFixed(0)} MB | ${(memory.coldStartMs / 1000).toFixed(2)} s |`
    : "| not run | | | | |",
  "",
  memory?.writes
    ? `Then \`/\` read by ${CONNECTIONS} connections for ${DURATION * 2} s while an admin write moved the cache version each second (${memory.writes.writes} writes; in the peak above): ${Math.round(memory.writes.rps)} req/s, p50 ${memory.writes.p50} ms, p99 ${memory.writes.p99} ms, ${memory.writes.errors} errors.`
    : "",
  "",
];
if (lighthouseRows.length) {
  // One line a route: every run's score on the phone and at 4×, and the figures of the phone's worst run.
  const byRoute = new Map<string, typeof lighthouseRows>();
  for (const r of lighthouseRows) byRoute.set(r.route, [...(byRoute.get(r.route) ?? []), r]);
  const worstOf = (rows: typeof lighthouseRows) => rows.reduce((a, b) => (b.score < a.score || (b.score === a.score && b.tbt > a.tbt) ? b : a));
  const worst = [...byRoute.values()].map((rows) => {
    const phone = rows.filter((r) => r.cpu === "phone");
    const fixed = rows.filter((r) => r.cpu === "4x");
    return {
      ...worstOf(phone),
      scores: phone.map((r) => r.score).join(" / "),
      tbts: phone.map((r) => fmt(r.tbt)).join(" / "),
      multipliers: phone.map((r) => `${r.multiplier.toFixed(1)}×`).join(" / "),
      indexes: phone.map((r) => fmt(r.calibratedFrom ?? NaN)).join(" / "),
      waits: phone.map((r) => r.hostWait.toFixed(1)).join(" / "),
      ownTbts: phone.map((r) => fmt(r.ownTbt)).join(" / "),
      fixedScores: fixed.map((r) => r.score).join(" / "),
      fixedTbt: fmt(Math.max(...fixed.map((r) => r.tbt))),
    };
  });
  const phoneRows = lighthouseRows.filter((r) => r.cpu === "phone");
  const missed = phoneRows.filter((r) => r.score < 90 || r.tbt > 300);
  const errors = lighthouseRows.filter((r) => r.error);
  lines.push(
    "## Lighthouse (mobile, performance and SEO)",
    "",
    `Each route at slow 4G, with the CPU slowed as a low-end phone's (benchmarkIndex ${PHONE_BENCHMARK_INDEX}, a Moto G Power class phone, as Chrome DevTools calibrates): the slowdown is the host's benchmarkIndex, measured by Lighthouse in the run just before on the same route, ÷ ${PHONE_BENCHMARK_INDEX}. That run, at Lighthouse's fixed 4×, is beside it. Goals (issue 44): performance ≥ 90 and total blocking time ≤ 300 ms on the phone, every route, every run: ${missed.length ? `**missed in ${missed.length} of ${phoneRows.length} runs**` : `met in all ${phoneRows.length} runs`}.`,
    "",
    "JavaScript transferred is all Lighthouse saw during the visit, br (the page's own and what it fetches when idle: dialogs, menus); first-load JavaScript is the scripts the page lists for its loader (`#page-scripts`), gzip -9.",
    "",
    `Performance and total blocking time are each of ${LH_RUNS} runs', one after another over all the routes; the other figures are the phone's worst run's. Host wait is the page's main thread's wall time ÷ its CPU time over its tasks in Lighthouse's trace: Lighthouse multiplies wall time, so a task that waited for one of this host's cores (Lighthouse's own process, the browser's, the server's share them) counts as the page's work; 1.0 is a host that never made it wait. The page's own blocking time is the same count made from the CPU time of the page's main-thread tasks instead of their wall time, from its first paint to the end of the trace (the page's work at the phone's rate, without the waits): not Lighthouse's figure, which places the tasks on a simulated timeline and stops at the page's time to interactive, but what the page's own code weighs in it.`,
    "",
    "| route | phone: performance | phone: total blocking time | host wait | phone: the page's own blocking time | CPU slowdown (benchmarkIndex) | 4×: performance | 4×: worst TBT | SEO | first contentful paint | largest contentful paint | layout shift | JavaScript transferred | first-load JavaScript (gzip) |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...worst.map(
      (r) =>
        `| ${r.route} | ${r.scores} | ${r.tbts} ms | ${r.waits} | ${r.ownTbts} ms | ${r.multipliers} (${r.indexes}) | ${r.fixedScores} | ${r.fixedTbt} ms | ${r.seo} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${fmt(r.js / 1024)} KB | ${(r.firstLoad / 1024).toFixed(1)} KB |`,
    ),
    "",
    ...(errors.length ? ["Runs Lighthouse could not measure:", "", ...errors.map((r) => `- ${r.route}, run ${r.run}: ${r.error}`), ""] : []),
    ...(lighthouseRetries.length
      ? [
          "Attempts whose trace Lighthouse could not read, made again (the run's score is the next attempt's):",
          "",
          ...lighthouseRetries.map((r) => `- ${r.route}, run ${r.run}: ${r.error}`),
          "",
        ]
      : []),
  );
}
const report = lines.join("\n");
console.log(`\n${report}`);
if (!WHOLE_RUN) {
  console.log("(a partial run: docs/performance.md left alone)");
  process.exit(0);
}
const out = process.env.PERF_OUT ?? path.join(root, "docs/performance.md");
const previous = (() => {
  try {
    return readFileSync(out, "utf8");
  } catch {
    return "";
  }
})();
// Earlier runs are kept below the newest, so the file shows before and after.
const history = previous.includes("## Earlier runs") ? previous.slice(previous.indexOf("## Earlier runs")) : "";
const lastRun =
  previous && !previous.startsWith("# Performance\n\n## Earlier runs")
    ? previous
        .split("## Earlier runs")[0]
        .replace(/^# Performance\n/, "")
        .trim()
    : "";
writeFileSync(out, `${report}\n## Earlier runs\n\n${lastRun ? `${lastRun.replace(/^## /gm, "### ")}\n\n` : ""}${history.replace(/^## Earlier runs\n\n/, "")}`);
console.log(`written to ${path.relative(root, out)}`);
