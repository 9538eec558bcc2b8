/**
 * `npm run bench:reencode -w server`: the images' re-encode of issue 29 on IMAGES photographs of
 * 24 megapixels (6000 × 4000 JPEG, default 200) on a fresh database (SQLite, or DATABASE_URL): a
 * watermark is set, which queues every image, and one ReencodeWorker re-encodes them one after
 * another from their originals (five WebP widths, each with the rights' XMP/EXIF, the watermark on
 * the three widest). Printed: the time per image (median, 90th percentile, slowest), the total, and
 * the process's RSS before and at its peak (sampled every 50 ms), which should stay flat however
 * many images there are. Numbers are printed, never asserted.
 *
 * The photographs are stored as assets kept from before the rights (their originals written, no
 * variants): the setup does not pay an upload's encoding, and the worker does exactly its work.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApp } from "../src/app/app.js";
import { loadConfig } from "../src/config/config.js";
import { MediaAsset } from "../src/media/media-asset.entity.js";
import { ReencodeWorker } from "../src/media/reencode-worker.js";

const IMAGES = Number(process.env.IMAGES ?? 200);
const WIDTH = 6000;
const HEIGHT = 4000;
const mb = (n: number) => `${Math.round(n / 1048576)} MB`;

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-reencode-"));
const app = await startApp(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: "0",
    SEED_DEMO: "false",
    ADMIN_USERNAME: "owner",
    ADMIN_PASSWORD: "bench-password",
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  }),
);
// The bench's own worker does the work, timed; the application's stays out of it.
await app.services.reencodeWorker.stop();
const { ds } = app;
console.log(`database: ${ds.options.type}; ${IMAGES} photographs of ${(WIDTH * HEIGHT) / 1e6} MP…`);

// A photograph-like texture (smooth shapes and fine grain), tinted differently for each image so
// that every file is its own (its own hash).
/**
 * Writes the originals in a child process (its memory is not this one's, so the RSS measured here
 * is the worker's alone) and answers their hashes and sizes: a photograph-like texture (smooth
 * shapes and fine grain) in four tints, each file made its own by a JPEG comment.
 */
function writeOriginals(dir: string): { hash: string; bytes: number }[] {
  const script = `
    import sharp from "sharp";
    import { createHash } from "node:crypto";
    import { writeFileSync } from "node:fs";
    const [W, H, N, dir] = [${WIDTH}, ${HEIGHT}, ${IMAGES}, ${JSON.stringify(dir)}];
    const grain = Buffer.alloc((W / 4) * (H / 4) * 3);
    for (let i = 0; i < grain.length; i++) grain[i] = (Math.imul(i, 2654435761) >>> 24) & 0xff;
    const base = await sharp(grain, { raw: { width: W / 4, height: H / 4, channels: 3 } }).blur(3).resize(W, H, { kernel: "cubic" }).raw().toBuffer();
    // Four tints; each file made its own by a comment segment after the start marker (a distinct hash, the same decoding work).
    const tints = [];
    for (let t = 0; t < 4; t++)
      tints.push(await sharp(base, { raw: { width: W, height: H, channels: 3 } }).modulate({ hue: t * 60, brightness: 0.8 + t / 10 }).jpeg({ quality: 88 }).toBuffer());
    const out = [];
    for (let i = 0; i < N; i++) {
      const jpeg = tints[i % 4];
      const note = Buffer.from("bench photograph " + i, "latin1");
      const com = Buffer.alloc(4);
      com.writeUInt16BE(0xfffe, 0);
      com.writeUInt16BE(note.length + 2, 2);
      const file = Buffer.concat([jpeg.subarray(0, 2), com, note, jpeg.subarray(2)]);
      const hash = createHash("sha256").update(file).digest("hex");
      writeFileSync(dir + "/" + hash, file);
      out.push({ hash, bytes: file.length });
    }
    console.log(JSON.stringify(out));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`writing the originals failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { hash: string; bytes: number }[];
}

const originals = path.join(dataDir, "originals");
mkdirSync(originals, { recursive: true });
const written = writeOriginals(originals);
const assets = ds.getRepository(MediaAsset);
for (const [i, { hash, bytes: size }] of written.entries())
  await assets.insert({
    hash,
    originalName: `bench-${i}.jpg`,
    originalFormat: "jpeg",
    bytes: size,
    width: WIDTH,
    height: HEIGHT,
    placeholder: "",
    variantWidths: [320, 640, 960, 1280, 1920],
    rightsKey: null,
  });
const bytes = written.reduce((n, w) => n + w.bytes, 0);
console.log(`originals written: ${IMAGES}, ${mb(bytes)} in all (${mb(bytes / IMAGES)} each)`);

const worker = new ReencodeWorker(ds, app.services.media);
worker.bump = () => app.publicCache.version.bump();
// The settings change: a watermark, so the widest three variants carry it too.
await app.services.content.updateBusiness({ watermarkText: "© Chennai Wildlife Prints", watermarkOpacity: 0.4 });
const queued = await app.services.media.imageUpdate();
console.log(`queued: ${queued.total}`);

global.gc?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const times: number[] = [];
const began = performance.now();
for (;;) {
  const t = performance.now();
  const tried = await worker.runOnce();
  if (tried === 0) break;
  times.push(performance.now() - t);
  if (times.length % 25 === 0) console.log(`  ${times.length} done, RSS ${mb(process.memoryUsage().rss)}`);
}
const total = performance.now() - began;
clearInterval(sampler);

const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const done = await app.services.media.imageUpdate();
console.log(`re-encoded: ${worker.encoded.length} (progress ${done.done} of ${done.total}) in ${(total / 1000).toFixed(1)} s`);
console.log(
  `per image: median ${(at(0.5) / 1000).toFixed(2)} s, p90 ${(at(0.9) / 1000).toFixed(2)} s, slowest ${(sorted[sorted.length - 1] / 1000).toFixed(2)} s`,
);
console.log(`RSS: ${mb(rssBefore)} before, ${mb(peak)} at the peak`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
