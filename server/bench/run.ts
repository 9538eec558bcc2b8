/**
 * `npm run bench`: starts the server in process with the demo content on SQLite (or DATABASE_URL)
 * and measures the gallery's hot paths with autocannon, plus the cost of ingesting one photograph.
 * Numbers are printed, never asserted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startApp } from "../src/app/app.js";
import { loadConfig } from "../src/config/config.js";
import { renderDemoPhoto } from "../src/app/demo-images.js";

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
const t0 = performance.now();
const app = await startApp(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: "0",
    SEED_DEMO: "true",
    ADMIN_PASSWORD: "bench-password",
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  }),
);
console.log(`start-up with demo seed: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const galleryQuery = JSON.stringify({
  query: `{ galleryItems { id title description category { displayName } locations { name } images { id image { url srcset placeholder width height exifSummary } } } locations { id name } galleryCategories { id displayName } }`,
});

async function measure(title: string, opts: autocannon.Options) {
  const r = await autocannon({ connections: 10, duration: 5, ...opts });
  console.log(
    `${title.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`,
  );
}

await measure("GraphQL gallery page query", { url: `${app.url}/graphql`, method: "POST", headers: { "content-type": "application/json" }, body: galleryQuery });
await measure("REST GET /auth/api/view-gallery", { url: `${app.url}/auth/api/view-gallery` });
await measure("GraphQL shop page (12 prints)", {
  url: `${app.url}/graphql`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    query: `{ shopItems(limit: 12) { total hasMore items { id title basePricePaise image { srcset placeholder } frames { id size name pricePaise } } } }`,
  }),
});
const print = (await app.services.shop.page({ limit: 1 })).items[0];
await measure("GraphQL startCheckout (simulated)", {
  url: `${app.url}/graphql`,
  method: "POST",
  headers: { "content-type": "application/json" },
  connections: 4,
  duration: 3,
  body: JSON.stringify({
    query: `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId amountPaise } }`,
    variables: {
      c: {
        firstName: "Bench",
        lastName: "Mark",
        email: "b@m.in",
        phone: "9840000000",
        address: "1 Road",
        city: "Chennai",
        state: "Tamil Nadu",
        pincode: "600001",
      },
      i: [{ portfolioItemId: String(print.id), frameId: String(print.frames[0].id), quantity: 1 }],
    },
  }),
});
const firstImage = (await app.services.gallery.listPublic())[0].images[0].image;
await measure("GET /media variant (640w)", { url: `${app.url}/media/${firstImage.hash}/640.webp` });

const photo = await renderDemoPhoto(
  { sky: ["#2b3a67", "#e58f65", "#f6d6a8"], sun: "#fff1c9", pose: "perched", seed: 42 },
  { make: "Canon", model: "Canon EOS R5", lens: "RF100-500mm", focal: 500, fnumber: 7.1, exposure: "1/1600", iso: 800, taken: "2025:02:01 06:30:00" },
);
const t1 = performance.now();
await app.services.media.ingest({ buffer: photo, originalName: "bench.jpg" });
console.log(`ingest one 1440x960 JPEG (5 WebP variants + placeholder): ${Math.round(performance.now() - t1)} ms`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
