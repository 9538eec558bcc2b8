/**
 * The images' leftovers (issue 43, item 13): the sweep the re-encode worker runs at start (and daily)
 * takes away what is older than a day and named by no row — `*.tmp` files of a crash, an encode's
 * staging folder, the half-made folder and original of an upload that died, the variants of rights an
 * image no longer has, empty old folders — and keeps the young ones, an image's current variants,
 * its original, the mail JPEGs, and everything of an image with work pending. A failed upload takes
 * away only its own files: an identical upload beside it keeps its own.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { createLogger } from "../observability/log.js";
import { MediaAsset } from "./media-asset.entity.js";
import { MediaJob } from "./media-job.entity.js";
import { ReencodeWorker } from "./reencode-worker.js";

function photo(seed: number, width = 640, height = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * seed + (i >> 7)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const TWO_DAYS_AGO = new Date(Date.now() - 48 * 3600_000);

describe("the images' leftovers", () => {
  let app: TestApp;
  let media: string;
  let originals: string;
  beforeAll(async () => {
    app = await startTestApp();
    await app.services.reencodeWorker.stop();
    media = path.join(app.dataDir, "media");
    originals = path.join(app.dataDir, "originals");
  });
  afterAll(() => app?.close());

  /** Writes a file (and its folders), dated two days ago when `old`, its folders too. */
  const leave = (file: string, old: boolean, bytes: Buffer = Buffer.from("x")) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    if (old) age(file);
  };
  const age = (p: string) => utimesSync(p, TWO_DAYS_AGO, TWO_DAYS_AGO);
  const hash = () => randomBytes(32).toString("hex");

  it("the worker's sweep at start takes away old leftovers no row names, and keeps young ones and what rows name", async () => {
    const image = await app.services.media.ingest({ buffer: await photo(3), originalName: "kept.jpg" });
    const busy = await app.services.media.ingest({ buffer: await photo(5), originalName: "busy.jpg" });
    const key = image.rightsKey!;
    const own = path.join(media, image.hash);
    // The image's current variants and its original are old too: its row names them, they stay.
    for (const f of readdirSync(path.join(own, key))) age(path.join(own, key, f));
    age(path.join(originals, image.hash));

    const gone = [
      path.join(originals, `${image.hash}.${randomUUID()}.tmp`),
      path.join(own, key, `640.webp.${randomUUID()}.tmp`),
      path.join(own, `.${key}.${randomUUID()}.partial`, "320.webp"),
      // A lost encode's folder: rights the image never switched to, no removal waiting.
      path.join(own, "lostencode01", "320.webp"),
      path.join(own, "lostencode01", "640.webp"),
      // An upload that died before its row: its folder and its original.
      path.join(media, hash(), key, "320.webp"),
    ];
    const diedOriginal = path.join(originals, hash());
    const young = [
      path.join(originals, `${image.hash}.${randomUUID()}.tmp`),
      path.join(own, `.${key}.${randomUUID()}.partial`, "320.webp"),
      path.join(media, hash(), key, "320.webp"),
      path.join(originals, hash()),
    ];
    // Named: the mail JPEG of an older folder (sent mails name it), an image whose old variants' removal is pending.
    const mail = path.join(own, "oldrights0001", "email-1200.jpg");
    const pendingOld = path.join(media, busy.hash, "pendingkey01", "320.webp");
    for (const f of gone) leave(f, true);
    leave(diedOriginal, true);
    for (const f of young) leave(f, false);
    leave(mail, true);
    leave(path.join(own, "oldrights0001", "960.webp"), true);
    leave(pendingOld, true);
    await app.ds.getRepository(MediaJob).insert({
      kind: "remove",
      assetId: busy.id,
      generation: 0,
      oldKey: "pendingkey01",
      status: "pending",
      nextAttemptAt: new Date(Date.now() + 3600_000),
    });
    // An empty old folder of the image's, and its old folders made old last (writing in them dated them now).
    mkdirSync(path.join(own, "emptyfolder1"));
    for (const f of [...gone, mail, pendingOld]) age(path.dirname(f));
    age(path.join(own, "emptyfolder1"));
    for (const f of gone.slice(5)) age(path.dirname(path.dirname(f)));

    const worker = new ReencodeWorker(app.ds, app.services.media);
    worker.start();
    try {
      await expect.poll(() => gone.filter((f) => existsSync(f)), { timeout: 30_000 }).toEqual([]);
    } finally {
      await worker.stop();
    }
    expect(existsSync(diedOriginal)).toBe(false);
    expect(existsSync(path.join(own, "lostencode01"))).toBe(false);
    expect(existsSync(path.join(own, "emptyfolder1"))).toBe(false);
    expect(existsSync(path.dirname(path.dirname(gone[5])))).toBe(false);
    expect(existsSync(path.join(own, "oldrights0001", "960.webp"))).toBe(false);
    for (const f of young) expect(existsSync(f), f).toBe(true);
    expect(existsSync(mail)).toBe(true);
    expect(existsSync(pendingOld)).toBe(true);
    for (const w of image.variantWidths) expect(existsSync(path.join(own, key, `${w}.webp`))).toBe(true);
    expect(existsSync(path.join(originals, image.hash))).toBe(true);
    // The images are served as before.
    for (const w of image.variantWidths) expect((await fetch(`${app.url}/media/${image.hash}/${key}/${w}.webp`)).status).toBe(200);
  });

  it("two identical uploads at once where one fails: the other's files stay", async () => {
    const bytes = await photo(7, 1400, 900);
    const svc = app.services.media;
    const rights = svc.rights;
    const good = await rights();
    let calls = 0;
    let hashDir = "";
    // The second upload fails in its encode, after the first has written its variants (rights it cannot encode with).
    svc.rights = async () => {
      if (++calls !== 2) return rights();
      await expect
        .poll(() => hashDir !== "" && existsSync(path.join(hashDir, readdirSync(hashDir).find((d) => !d.startsWith(".")) ?? "-", "1400.webp")), {
          timeout: 30_000,
          interval: 10,
        })
        .toBe(true);
      return { ...good, maxWidth: Number.NaN };
    };
    const { createHash } = await import("node:crypto");
    hashDir = path.join(media, createHash("sha256").update(bytes).digest("hex"));
    let results: PromiseSettledResult<unknown>[];
    try {
      results = await Promise.allSettled([svc.ingest({ buffer: bytes, originalName: "a.jpg" }), svc.ingest({ buffer: bytes, originalName: "b.jpg" })]);
    } finally {
      svc.rights = rights;
    }
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const stored = (results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<{ hash: string; rightsKey: string; variantWidths: number[] }>)
      .value;
    for (const w of stored.variantWidths) expect(existsSync(path.join(media, stored.hash, stored.rightsKey, `${w}.webp`)), `${w}.webp`).toBe(true);
    expect(existsSync(path.join(originals, stored.hash))).toBe(true);
    // Nothing of the failed one's is left: no staging folder, no folder of its rights.
    expect(readdirSync(path.join(media, stored.hash))).toEqual([stored.rightsKey]);
  });

  it("two identical gallery uploads at once, one refused after its images were stored: the other's asset row and files stay", async () => {
    const token = await app.token();
    const add = async (route: string, form: Record<string, string>) => (await app.rest("POST", route, { token, form })).body.data.id as number;
    const locationIds = [await add("/add-location", { location: "Pallikaranai Marsh" })];
    const categoryId = await add("/add-gallerycat", { categoryName: "marsh birds" });
    const shared = await photo(11, 2400, 1600);
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(shared).digest("hex");
    const gallery = app.services.gallery;
    const file = (buffer: Buffer, name: string) => ({ buffer, originalName: name });
    // The first upload's encode of the shared image is under way (its staging folder is there) when
    // the second starts: the second finds no row for it yet, and meets the first's at its save.
    const first = gallery.createFromFiles({ title: "Purple herons", locationIds, categoryId }, [
      file(shared, "heron.jpg"),
      file(await photo(13, 2400, 1600), "heron-2.jpg"),
    ]);
    await expect
      .poll(() => existsSync(path.join(media, hash)) && readdirSync(path.join(media, hash)).some((d) => d.endsWith(".partial")), {
        timeout: 30_000,
        interval: 5,
      })
      .toBe(true);
    // Refused after its images are stored: the category does not exist.
    const second = gallery.createFromFiles({ title: "Purple herons again", locationIds, categoryId: 999_999 }, [file(shared, "heron-copy.jpg")]);
    const [ok, refused] = await Promise.allSettled([first, second]);
    expect(refused.status).toBe("rejected");
    expect(ok.status).toBe("fulfilled");
    const asset = await app.ds.getRepository(MediaAsset).findOneBy({ hash });
    expect(asset).not.toBeNull();
    for (const w of asset!.variantWidths) expect(existsSync(path.join(media, hash, asset!.rightsKey!, `${w}.webp`)), `${w}.webp`).toBe(true);
    expect(existsSync(path.join(originals, hash))).toBe(true);
    expect((await fetch(`${app.url}/media/${hash}/${asset!.rightsKey}/${asset!.variantWidths[0]}.webp`)).status).toBe(200);
  });
});

describe("the images' leftovers when the database is not the media folder's", () => {
  let app: TestApp;
  let media: string;
  let originals: string;
  const lines: Record<string, any>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await startTestApp({}, { logger: createLogger({ level: "info", format: "json" }, stream) });
    await app.services.reencodeWorker.stop();
    media = path.join(app.dataDir, "media");
    originals = path.join(app.dataDir, "originals");
  });
  afterAll(() => app?.close());

  const old = (file: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, "x");
    utimesSync(file, TWO_DAYS_AGO, TWO_DAYS_AGO);
  };
  /** A photograph of the shop's as a restored or missing database leaves it: its folder and original, old, and no row. */
  const rowlessImage = () => {
    const h = randomBytes(32).toString("hex");
    old(path.join(media, h, "0123456789abcdef", "320.webp"));
    utimesSync(path.join(media, h, "0123456789abcdef"), TWO_DAYS_AGO, TWO_DAYS_AGO);
    utimesSync(path.join(media, h), TWO_DAYS_AGO, TWO_DAYS_AGO);
    old(path.join(originals, h));
    return h;
  };
  const kept = (hashes: string[]) =>
    hashes.filter((h) => existsSync(path.join(media, h, "0123456789abcdef", "320.webp")) && existsSync(path.join(originals, h)));
  const warnings = () => lines.filter((l) => l.level === "warn" && /^Image leftovers/.test(l.msg));
  const removedPaths = () => lines.filter((l) => l.msg === "Image leftovers: removed").map((l) => l.path as string);

  it("an empty media_assets table beside a full media folder: the sweep takes away none of the images, says why, and still takes the tmp files", async () => {
    const shop = Array.from({ length: 15 }, rowlessImage);
    const tmp = path.join(originals, `${shop[0]}.${randomUUID()}.tmp`);
    old(tmp);
    const removed = await app.services.media.sweepLeftovers();
    expect(kept(shop)).toEqual(shop);
    expect(removed).toEqual([path.relative(app.dataDir, tmp)]);
    expect(existsSync(tmp)).toBe(false);
    expect(warnings().at(-1)).toMatchObject({ rowlessImages: 15, imagesOnDisk: 15, assetRows: 0 });
    // Every path taken away is in the log.
    expect(removedPaths()).toEqual(removed);

    // A nearly empty table (two images uploaded since): still none of the fifteen goes.
    const a = await app.services.media.ingest({ buffer: await photo(21), originalName: "a.jpg" });
    const b = await app.services.media.ingest({ buffer: await photo(23), originalName: "b.jpg" });
    expect(await app.services.media.sweepLeftovers()).toEqual([]);
    expect(kept(shop)).toEqual(shop);
    expect(warnings().at(-1)).toMatchObject({ rowlessImages: 15, imagesOnDisk: 17, assetRows: 2 });

    // A few row-less among the rows (uploads that died): those go, each path logged.
    const few = shop.slice(0, 3);
    for (const h of shop.slice(3)) {
      rmSync(path.join(media, h), { recursive: true });
      rmSync(path.join(originals, h));
    }
    const warned = warnings().length;
    const swept = await app.services.media.sweepLeftovers();
    expect(kept(few)).toEqual([]);
    for (const h of few) for (const p of [`originals/${h}`, h, `${h}/0123456789abcdef/320.webp`]) expect(swept).toContain(p);
    expect(removedPaths().slice(-swept.length)).toEqual(swept);
    expect(warnings()).toHaveLength(warned);
    for (const asset of [a, b]) expect(existsSync(path.join(originals, asset.hash))).toBe(true);
  });
});
