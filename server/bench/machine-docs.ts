/**
 * `npm run bench:docs -w server` (part of `npm run bench`): the documents for machines of issue 25 —
 * the sitemap's children and the Merchant Center feed — over a large catalogue. Fills a fresh
 * database (SQLite, or DATABASE_URL) with prints made through the shop service as the owner would
 * (3 frame sizes each), first STAGE prints and then up to PRINTS (default 2 500, then 10 000), and at
 * each size reads every document once uncached (a query string the cache has not seen): its bytes,
 * the time to its last byte, and how far the process's RSS and heap rose above where they were
 * before the read (sampled every 5 ms). Flat means: the rise does not grow with the catalogue —
 * the documents are written a batch of rows at a time and nothing holds the whole catalogue.
 * Writes its table into docs/performance.md (replacing its own section); numbers are never asserted.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startApp } from "../src/app/app.js";
import { renderDemoPhoto } from "../src/app/demo-images.js";
import { loadConfig } from "../src/config/config.js";

const PRINTS = Number(process.env.PRINTS ?? 10_000);
const STAGE = Number(process.env.STAGE ?? 2_500);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-docs-"));

const app = await startApp(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: "0",
    SEED_DEMO: "true",
    ADMIN_PASSWORD: "bench-password",
    LOG_LEVEL: "warn",
    PUBLIC_URL: "https://prints.example.in",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  }),
);
const { services } = app;
console.log(`database: ${app.ds.options.type}`);

const photos = [];
for (let i = 0; i < 4; i++) {
  const buffer = await renderDemoPhoto(
    { sky: ["#2b3a67", "#e58f65", "#f6d6a8"], sun: "#fff1c9", pose: (["perched", "flying", "wader", "soaring"] as const)[i], seed: 11 + i },
    { make: "Canon", model: "Canon EOS R5", lens: "RF100-500mm", focal: 500, fnumber: 7.1, exposure: "1/1600", iso: 800, taken: "2025:02:01 06:30:00" },
  );
  photos.push(await services.media.ingest({ buffer, originalName: `bench-docs-${i}.jpg` }));
}
const frames = await services.frameSizes.all();
const shopCategory = (await services.shopCategories.all())[0];
const subcategory = (await services.shopSubcategories.ofCategory(shopCategory.id))[0];
let made = await services.shop.countForSale();

async function fillTo(n: number) {
  const t0 = performance.now();
  const from = made;
  for (; made < n; made++) {
    await services.shop.create({
      title: `Bench print ${made}: a painted stork over the Vedanthangal tank at dawn`,
      description: "A framed print for the benchmark, with a description of ordinary length for a print: where, when and what the bird was doing.",
      categoryId: shopCategory.id,
      subcategoryId: subcategory?.id,
      imageId: photos[made % 4].id,
      framePrices: frames.slice(0, 3).map((f, k) => ({ frameSizeId: f.id, pricePaise: 149_900 + k * 100_050 })),
    });
  }
  console.log(`${made.toLocaleString("en-IN")} prints (${made - from} added in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => bytes / 2 ** 20;

interface Row {
  prints: number;
  doc: string;
  bytes: number;
  ms: number;
  rssBefore: number;
  rssRise: number;
  heapRise: number;
}
const rows: Row[] = [];
let run = 0;

/** One uncached read of `docPath`, its body counted as it arrives and dropped, memory sampled meanwhile. */
async function measure(doc: string) {
  gc?.();
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 5);
  const t0 = performance.now();
  const res = await fetch(`${app.url}${doc}?bench=${run++}`, { headers: { "accept-encoding": "identity" } });
  if (!res.ok || !res.body) throw new Error(`${doc}: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const row = { prints: made, doc, bytes, ms, rssBefore: mb(before.rss), rssRise: mb(peakRss - before.rss), heapRise: mb(peakHeap - before.heapUsed) };
  rows.push(row);
  console.log(
    `${String(made).padStart(6)} prints  ${doc.padEnd(26)} ${(bytes / 1024).toFixed(0).padStart(7)} KB  ${ms.toFixed(0).padStart(6)} ms  RSS +${row.rssRise.toFixed(1)} MB  heap +${row.heapRise.toFixed(1)} MB`,
  );
}

const DOCS = ["/sitemap.xml", "/sitemaps/pages-1.xml", "/sitemaps/prints-1.xml", "/sitemaps/gallery-1.xml", "/merchant-feed.xml", "/shop/feed.xml"];
for (const n of [...new Set([Math.min(STAGE, PRINTS), PRINTS])]) {
  await fillTo(n);
  // A first read of each loads what it needs (drivers, code): the measured read is the second.
  for (const doc of DOCS) await fetch(`${app.url}${doc}?warm=${run++}`).then((r) => r.arrayBuffer());
  for (const doc of DOCS) await measure(doc);
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });

const db = process.env.DATABASE_URL ? "MariaDB/MySQL" : "SQLite";
const fmt = (n: number, digits = 0) => n.toLocaleString("en-IN", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const section = [
  "## Issue 25: sitemaps and the Merchant feed over a large catalogue",
  "",
  `Written by \`npm run bench:docs -w server\` (bench/machine-docs.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, ${db}${gc ? "" : " (run without --expose-gc: the rises include garbage not yet collected)"}.`,
  "Prints made through the shop service (3 frame sizes each, so the Merchant feed has 3 items a print), besides the demo content. Each document read once uncached, its body",
  "counted and dropped as it arrives; the time is to the last byte; the rises are the highest RSS and heap sampled during the read (every 5 ms) above where they stood just before it",
  "(after a GC). The documents are written a batch of rows at a time (500 for a sitemap, 200 prints for the Merchant feed), so the rise should not grow with the catalogue; the public cache",
  "gathers an answer's bytes only up to its entry limit (4 MiB), which bounds what a cacheable read adds.",
  "",
  "| prints | document | bytes | time | RSS before | RSS rise | heap rise |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${fmt(r.prints)} | ${r.doc} | ${fmt(r.bytes / 1024)} KB | ${fmt(r.ms)} ms | ${fmt(r.rssBefore)} MB | ${fmt(r.rssRise, 1)} MB | ${fmt(r.heapRise, 1)} MB |`,
  ),
  "",
].join("\n");
console.log(`\n${section}`);

const out = process.env.PERF_OUT ?? path.join(root, "docs/performance.md");
const previous = readFileSync(out, "utf8");
const heading = "## Issue 25: sitemaps and the Merchant feed over a large catalogue";
const start = previous.indexOf(heading);
let next: string;
if (start >= 0) {
  const end = previous.indexOf("\n## ", start + heading.length);
  next = `${previous.slice(0, start)}${section}${end >= 0 ? previous.slice(end + 1) : ""}`;
} else {
  const earlier = previous.indexOf("## Earlier runs");
  next = earlier >= 0 ? `${previous.slice(0, earlier)}${section}\n${previous.slice(earlier)}` : `${previous.trimEnd()}\n\n${section}`;
}
writeFileSync(out, next);
console.log(`written to ${path.relative(root, out)}`);
