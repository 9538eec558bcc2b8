/**
 * `npm run bench:docs -w server` (part of `npm run bench`): the documents for machines of issue 25 —
 * the sitemap's children and the Merchant Center feed — over a large catalogue. Fills a fresh
 * database (SQLite, or DATABASE_URL) with prints made through the shop service as the owner would
 * (3 frame sizes each), first STAGE prints and then up to PRINTS (default 2 500, then 10 000), and at
 * each size reads every document uncached (the cache forgotten first, as a write does): its bytes,
 * the time to its last byte, and how far the process's RSS (every 5 ms) and live memory (heap and buffers, after a full
 * GC, every 50 ms) rose above where they were before the read. Flat means: the rise does not grow with the catalogue —
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
import type { MediaAsset } from "../src/media/media-asset.entity.js";

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

const photos: MediaAsset[] = [];
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
  /** The highest live memory (heap and buffers, measured after a GC every 50 ms) above the one before the read. */
  liveRise: number;
}
const rows: Row[] = [];

/** One uncached read of `doc`, its body counted as it arrives and dropped. */
async function read(doc: string): Promise<number> {
  // The cache keeps these documents by path: it forgets them first, as a write would.
  await app.publicCache.version.bump();
  const res = await fetch(`${app.url}${doc}`, { headers: { "accept-encoding": "identity" } });
  if (!res.ok || !res.body) throw new Error(`${doc}: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  return bytes;
}

/**
 * Two uncached reads of `doc`: one timed; one with the memory sampled — RSS every 5 ms, and the live
 * heap (after a full GC) every 50 ms, which is what the read holds, not the garbage it leaves.
 */
async function measure(doc: string) {
  const t0 = performance.now();
  await read(doc);
  const ms = performance.now() - t0;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const liveOf = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  let peakLive = liveOf(before);
  const rss = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);
  const live = setInterval(() => {
    if (!gc) return;
    gc();
    peakLive = Math.max(peakLive, liveOf(process.memoryUsage()));
  }, 50);
  const bytes = await read(doc);
  clearInterval(rss);
  clearInterval(live);
  const row = { prints: made, doc, bytes, ms, rssBefore: mb(before.rss), rssRise: mb(peakRss - before.rss), liveRise: mb(peakLive - liveOf(before)) };
  rows.push(row);
  console.log(
    `${String(made).padStart(6)} prints  ${doc.padEnd(26)} ${(bytes / 1024).toFixed(0).padStart(7)} KB  ${ms.toFixed(0).padStart(6)} ms  RSS +${row.rssRise.toFixed(1)} MB  live +${row.liveRise.toFixed(1)} MB`,
  );
}

const DOCS = ["/sitemap.xml", "/sitemaps/pages-1.xml", "/sitemaps/prints-1.xml", "/sitemaps/gallery-1.xml", "/merchant-feed.xml", "/shop/feed.xml"];
for (const n of [...new Set([Math.min(STAGE, PRINTS), PRINTS])]) {
  await fillTo(n);
  // A first read of each loads what it needs (drivers, code): the measured read is the second.
  for (const doc of DOCS) await read(doc);
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
  "Prints made through the shop service (3 frame sizes each, so the Merchant feed has 3 items a print), besides the demo content. Each document is read uncached, its body",
  "counted and dropped as it arrives; the time is to the last byte. A second read measures memory: the highest RSS (sampled every 5 ms) and the highest live memory (the JavaScript heap and buffers, after a full GC,",
  "every 50 ms: what the read holds, not the garbage it leaves) above where they stood before it. The documents are written a batch of rows at a time (500 for a sitemap, 200 prints for the Merchant feed), so the rise should not grow with the catalogue; the public cache",
  "gathers an answer's bytes only up to its entry limit (4 MiB), which bounds what a cacheable read adds.",
  "",
  "| prints | document | bytes | time | RSS before | RSS rise | live memory rise |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${fmt(r.prints)} | ${r.doc} | ${fmt(r.bytes / 1024)} KB | ${fmt(r.ms)} ms | ${fmt(r.rssBefore)} MB | ${fmt(r.rssRise, 1)} MB | ${fmt(r.liveRise, 1)} MB |`,
  ),
  "",
  ...compare(),
].join("\n");

/** For the two big documents: how their size and their memory grew from the smallest catalogue to the largest. */
function compare(): string[] {
  const sizes = [...new Set(rows.map((r) => r.prints))];
  if (sizes.length < 2) return [];
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  const lines = [`From ${fmt(small)} to ${fmt(large)} prints (×${(large / small).toFixed(1)}):`, ""];
  for (const doc of ["/sitemaps/prints-1.xml", "/merchant-feed.xml"]) {
    const a = rows.find((r) => r.prints === small && r.doc === doc)!;
    const b = rows.find((r) => r.prints === large && r.doc === doc)!;
    lines.push(
      `- ${doc}: ${fmt(a.bytes / 1024)} → ${fmt(b.bytes / 1024)} KB (×${(b.bytes / a.bytes).toFixed(1)}), ${fmt(a.ms)} → ${fmt(b.ms)} ms; live memory during the read ${fmt(a.liveRise, 1)} → ${fmt(b.liveRise, 1)} MB.`,
    );
  }
  lines.push(
    "",
    "The public cache keeps an answer up to 4 MiB, with its gzip and brotli forms made after it is sent: a sitemap child under that size is gathered whole once (its bytes are the rise that",
    "grows with it, up to the limit), and compressing it is what moves the RSS; the Merchant feed past the limit is not gathered, so its rise stays that of one batch and the cache's cut-off.",
    "",
  );
  return lines;
}
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
