/**
 * The re-encode job's manners and its end (issue 43, item 14 and the rights flip-flop): libvips on one
 * thread while a job runs and its threads given back after, a rest between images, an image that
 * cannot be re-encoded without a second watermark given up and counted failed (never done), and the
 * newest settings ending on every image when they flip back while an encode is under way.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { In } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { rightsKeyOf } from "./image-rights.js";
import { MediaAsset } from "./media-asset.entity.js";
import { MediaJob } from "./media-job.entity.js";
import { NO_ORIGINAL_WITH_RIGHTS } from "./media.service.js";
import { ReencodeWorker } from "./reencode-worker.js";

/** A small photograph of its own (a gradient tinted by `seed`), so each upload is a new image. */
function photo(seed: number, width = 700, height = 500): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x + seed * 37) & 0xff;
      pixels[i + 1] = (y + seed * 11) & 0xff;
      pixels[i + 2] = (x + y + seed) & 0xff;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe("the re-encode job", () => {
  let app: TestApp;
  let seed = 0;
  beforeAll(async () => {
    app = await startTestApp();
    // The tests drive the re-encodes with workers of their own.
    await app.services.reencodeWorker.stop();
  });
  afterAll(() => app?.close());

  const upload = async () => app.services.media.ingest({ buffer: await photo(++seed), originalName: `p${seed}.jpg` });
  const credits = (creator: string) => app.services.content.updateBusiness({ creator });
  const worker = (restAfterWorkMs?: (ms: number) => number) => new ReencodeWorker(app.ds, app.services.media, { removalDelayMs: 60_000, restAfterWorkMs });
  const keyNow = async () => rightsKeyOf(await app.services.media.rights());
  const assets = () => app.ds.getRepository(MediaAsset).find();

  it("runs libvips on one thread while a job runs, and gives the threads back when it is over", async () => {
    for (let i = 0; i < 3; i++) await upload();
    const before = sharp.concurrency();
    // A machine whose libvips would use two threads (glibc without jemalloc defaults to one).
    sharp.concurrency(2);
    try {
      await credits("One Thread");
      const w = worker();
      expect(await w.runOnce()).toBe(1);
      // An image done, more waiting: the job still holds libvips to one thread.
      expect(sharp.concurrency()).toBe(1);
      await w.drain();
      expect(sharp.concurrency()).toBe(2);
    } finally {
      sharp.concurrency(before);
    }
  });

  it("rests after each image: a kick during the rest starts nothing, and the job goes on when the rest is over", async () => {
    await credits("Resting");
    const total = (await app.services.media.imageUpdate()).total;
    expect(total).toBeGreaterThanOrEqual(3);
    let rest = 3_600_000;
    const w = worker(() => rest);
    w.start();
    try {
      // The first pass over (its outcome written), the worker rests.
      await expect.poll(() => w.resting, { timeout: 60_000, interval: 20 }).toBe(true);
      // One image, then the rest: the poll's or a settings change's kick does not cut it short.
      expect(w.encoded).toHaveLength(1);
      w.kick();
      expect(w.passing).toBe(false);
      expect((await app.services.media.imageUpdate()).done).toBe(1);
    } finally {
      await w.stop();
    }
    // Short rests: the job finishes.
    rest = 1;
    const again = worker(() => rest);
    again.start();
    await expect.poll(async () => (await app.services.media.imageUpdate()).done, { timeout: 60_000 }).toBe(total);
    await again.stop();
  });

  it("gives up an image whose original is gone and whose variants carry rights (a watermark would be drawn twice), and counts it failed, not done", async () => {
    await app.services.content.updateBusiness({ watermarkText: "© Once Only", watermarkMinWidth: 320 });
    await worker().drain();
    const lost = await upload();
    const keyBefore = lost.rightsKey;
    expect(keyBefore).toBe(await keyNow());
    rmSync(path.join(app.dataDir, "originals", lost.hash));

    await credits("After The Original Was Lost");
    await worker().drain();
    const row = await app.ds.getRepository(MediaJob).findOneOrFail({ where: { kind: "reencode", assetId: lost.id }, order: { id: "DESC" } });
    expect(row.status).toBe("failed");
    expect(row.lastError).toBe(NO_ORIGINAL_WITH_RIGHTS);
    // Not re-encoded from its watermarked variant: it keeps the variants it had, one watermark.
    const kept = await app.ds.getRepository(MediaAsset).findOneByOrFail({ id: lost.id });
    expect(kept.rightsKey).toBe(keyBefore);
    const progress = await app.services.media.imageUpdate();
    expect(progress.failed).toBe(1);
    expect(progress.done).toBe(progress.total - 1);
    // Every other image carries the new rights.
    const key = await keyNow();
    for (const a of await assets()) if (a.id !== lost.id) expect(a.rightsKey).toBe(key);
    // Taken away (no record uses it), so the next test's job has only images it can re-encode.
    await app.ds.getRepository(MediaJob).delete({ assetId: lost.id });
    await app.ds.getRepository(MediaAsset).delete({ id: lost.id });
  });

  it("a flip-flop of the settings (A → B → A) while B is encoded ends with A on every image", async () => {
    await credits("Setting A");
    await worker().drain();
    const keyA = await keyNow();
    await upload();
    await credits("Setting B");
    const keyB = await keyNow();
    expect(keyB).not.toBe(keyA);
    // The first image's encode of B has ended and looked at the settings (still B); before it switches
    // the image, the owner goes back to A. That change sees the image still on A and queues nothing.
    const media = app.services.media;
    const rights = media.rights;
    let calls = 0;
    media.rights = async () => {
      const now = await rights();
      if (++calls === 2) await credits("Setting A");
      return now;
    };
    const w = worker();
    try {
      await w.drain();
    } finally {
      media.rights = rights;
    }
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(await keyNow()).toBe(keyA);
    // The newest settings (A) end on every image, the one switched to B too.
    for (const a of await assets()) expect(a.rightsKey).toBe(keyA);
    // By the way it was meant to: the image switched to B was queued again after its switch, and that
    // second row encoded it with A. No other image was encoded (they were on A all along).
    const [flipped] = w.encoded;
    expect(w.encoded).toEqual([flipped, flipped]);
    const latest = Math.max(...(await app.ds.getRepository(MediaJob).findBy({ kind: "reencode" })).map((r) => r.generation));
    const rows = await app.ds.getRepository(MediaJob).find({ where: { kind: "reencode", assetId: flipped, generation: latest }, order: { id: "ASC" } });
    expect(rows.map((r) => r.status)).toEqual(["done", "done"]);
  });

  it("rests only after a pass that encoded an image: removal rows and images found current go by without a rest", async () => {
    const jobs = app.ds.getRepository(MediaJob);
    await worker().drain();
    await upload();
    const current = await assets();
    expect(current.every((a) => a.rightsKey === current[0].rightsKey)).toBe(true);
    const due = new Date(Date.now() - 1000);
    const removals = Array.from({ length: 40 }, (_, i) => ({
      kind: "remove",
      assetId: current[i % current.length].id,
      generation: 0,
      oldKey: `gone${String(i).padStart(8, "0")}`,
      status: "pending",
      nextAttemptAt: due,
    }));
    const reencodes = current.map((a) => ({ kind: "reencode", assetId: a.id, generation: 0, oldKey: null, status: "pending", nextAttemptAt: due }));
    const ids = (await jobs.insert([...removals, ...reencodes] as Partial<MediaJob>[])).identifiers.map((i) => i.id as number);
    // An hour's rest after any pass that found work: a rest after any of these rows would hold the rest back.
    const w = worker(() => 3_600_000);
    w.start();
    try {
      await expect
        .poll(async () => (await jobs.findBy({ id: In(ids) })).filter((r) => r.status === "pending").length, { timeout: 60_000, interval: 50 })
        .toBe(0);
      expect(w.rests).toBe(0);
      expect(w.resting).toBe(false);
      expect(w.encoded).toEqual([]);
    } finally {
      await w.stop();
    }
  });
});
