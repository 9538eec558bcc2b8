/**
 * The photographer's rights in every served variant (issue 29): XMP and EXIF read back by exiftool
 * from every width, nothing of the camera's (GPS, serial, owner) left; the watermark in its corner
 * at or above its width only; a settings change re-encodes every image in the background (new URLs
 * on the pages, the old files removed only after the cache's life), resumable without an image done
 * twice; the settings' checks; the original never reachable.
 */
import { execFileSync } from "node:child_process";
import { closeSync, constants, existsSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filePart, startTestApp, uploadForm, type TestApp } from "../../test/harness.js";
import { MediaAsset } from "./media-asset.entity.js";
import { MediaJob } from "./media-job.entity.js";
import { rightsKeyOf } from "./image-rights.js";
import { ReencodeWorker } from "./reencode-worker.js";

const UPLOAD = `mutation($file: Upload!) { uploadMedia(file: $file) { id url variants { width url } } }`;
const SETTINGS = `mutation($a: String, $b: String, $c: String, $u: String, $t: String, $o: Float, $p: WatermarkPosition, $m: Int, $x: Int) {
  updateBusinessSettings(copyrightHolder: $a, creator: $b, creditLine: $c, licensingUrl: $u, watermarkText: $t, watermarkOpacity: $o, watermarkPosition: $p, watermarkMinWidth: $m, maxVariantWidth: $x) {
    copyrightHolder creator creditLine licensingUrl watermarkText watermarkOpacity watermarkPosition watermarkMinWidth maxVariantWidth imageUpdate { done total }
  } }`;
const REMOVAL_MS = 60_000;

/** A camera JPEG whose EXIF has everything that must not leak: GPS, the body's serial, the owner's name. */
function telltaleJpeg(color: string, width = 2000, height = 1400): Promise<Buffer> {
  // A gradient, not a flat colour: the watermark's test compares real pixels.
  const pixels = Buffer.alloc(width * height * 3);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const t = (x + y) / (width + height);
      pixels[i] = Math.round(r * (0.5 + t / 2));
      pixels[i + 1] = Math.round(g * (0.5 + t / 2));
      pixels[i + 2] = Math.round(b * (0.5 + t / 2));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "NIKON CORPORATION", Model: "NIKON Z 9", Artist: "Camera Owner Ravi", Copyright: "Camera Owner Ravi" },
      IFD2: { BodySerialNumber: "SN7788990011", DateTimeOriginal: "2025:01:12 06:45:00", CameraOwnerName: "Camera Owner Ravi" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 56/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "80/1 12/1 0/1" },
    })
    .toBuffer();
}

/** What exiftool reads from the bytes, every group named. */
function exiftool(files: string[]): Record<string, unknown>[] {
  return JSON.parse(execFileSync("exiftool", ["-j", "-G", "-a", ...files]).toString());
}

/** The mean absolute difference of two images' pixels in a region (fractions of the width and height). */
async function difference(a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const read = async (img: Buffer) => {
    const meta = await sharp(img).metadata();
    const box = {
      left: Math.floor(meta.width * region.left),
      top: Math.floor(meta.height * region.top),
      width: Math.floor(meta.width * region.width),
      height: Math.floor(meta.height * region.height),
    };
    return sharp(img).extract(box).removeAlpha().raw().toBuffer();
  };
  const [pa, pb] = await Promise.all([read(a), read(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
  return sum / pa.length;
}

/** A raw GET, the path sent as written (fetch would resolve the dot segments first). */
function rawStatus(url: string, pathname: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: pathname, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

// About 25 s a dialect: each of its 12 tests encodes real images with sharp (every variant, the mail
// JPEG, watermarks drawn from fonts) and reads them back with exiftool, and three run re-encode jobs
// or two workers over the same images.
describe("the photographer's rights in every image", () => {
  let app: TestApp;
  let token: string;
  let work: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
    // The tests drive the re-encodes with workers of their own (one stopped halfway, another after it).
    await app.services.reencodeWorker.stop();
    work = mkdtempSync(path.join(tmpdir(), "rights-"));
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await app?.close();
  });

  const upload = async (bytes: Buffer, name: string) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      body: uploadForm(UPLOAD, filePart(bytes, name)),
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    });
    const body = (await res.json()) as any;
    expect(body.errors).toBeUndefined();
    return body.data.uploadMedia as { id: string; url: string; variants: { width: number; url: string }[] };
  };
  const settings = (vars: Record<string, unknown>) => app.gql(SETTINGS, vars, { token });
  const served = async (url: string) => {
    const res = await fetch(`${app.url}${url}`);
    expect(res.status, url).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };
  const worker = (bumpEveryMs?: number) => {
    const w = new ReencodeWorker(app.ds, app.services.media, { removalDelayMs: REMOVAL_MS, bumpEveryMs });
    w.bump = () => app.publicCache.version.bump();
    return w;
  };
  const assetOf = (id: string) => app.ds.getRepository(MediaAsset).findOneByOrFail({ id: Number(id) });

  it("refuses bad rights settings with a clear 400, changing nothing", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ o: 0.9 }, /opacity must be between 0\.1 and 0\.6/],
      [{ o: 0.05 }, /opacity must be between 0\.1 and 0\.6/],
      [{ u: "http://example.com/licensing" }, /must be a web address starting with https:\/\//],
      [{ u: "javascript:alert(1)" }, /https:\/\//],
      [{ m: 100 }, /smallest width must be a whole number of pixels from 320 to 1920/],
      [{ x: 2400 }, /widest image must be a whole number of pixels from 320 to 1920/],
      [{ t: "x".repeat(81) }, /watermark text is too long/],
    ];
    for (const [vars, message] of cases) {
      const res = await settings(vars);
      expect(res.status, JSON.stringify(vars)).toBe(400);
      expect(res.body.errors[0].message).toMatch(message);
    }
    // Not a corner: GraphQL refuses it before the resolver.
    expect((await settings({ p: "MIDDLE" })).status).toBe(400);
    const now = (await settings({})).body.data.updateBusinessSettings;
    expect(now).toMatchObject({ watermarkText: "", watermarkOpacity: 0.35, watermarkPosition: "BOTTOM_RIGHT", watermarkMinWidth: 960, maxVariantWidth: 1920 });
    expect(now.licensingUrl).toMatch(/^http:\/\/localhost:\d+\/licensing$/);
    expect(await app.ds.getRepository(MediaJob).count()).toBe(0);
  });

  it("writes creator, rights, credit, web statement and licensor into every variant and the mail JPEG, and nothing of the camera's", async () => {
    const res = await settings({ a: "A & B <C>", b: 'Jane "Kite" Doe', c: "Jane Doe / A & B", u: "https://licensing.example/photos?x=1&y=2" });
    expect(res.body.errors).toBeUndefined();
    const asset = await upload(await telltaleJpeg("#4a7f6c"), "kite.jpg");
    expect(asset.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280, 1920]);
    const files: string[] = [];
    for (const v of asset.variants) {
      const file = path.join(work, `v-${v.width}.webp`);
      writeFileSync(file, await served(v.url));
      files.push(file);
    }
    const email = await app.services.media.emailImage(await assetOf(asset.id));
    const emailFile = path.join(work, "email.jpg");
    writeFileSync(emailFile, await served(email.url));
    files.push(emailFile);

    for (const tags of exiftool(files)) {
      expect(tags).toMatchObject({
        "XMP:Creator": 'Jane "Kite" Doe',
        "XMP:Rights": "© 2025 A & B <C>. All rights reserved.",
        "XMP:Credit": "Jane Doe / A & B",
        "XMP:WebStatement": "https://licensing.example/photos?x=1&y=2",
        "XMP:LicensorURL": "https://licensing.example/photos?x=1&y=2",
        "XMP:Marked": true,
        "EXIF:Artist": 'Jane "Kite" Doe',
      });
      expect(String(tags["EXIF:Copyright"])).toMatch(/2025 A & B <C>\. All rights reserved\.$/);
      const keys = Object.keys(tags).join(" ");
      expect(keys).not.toMatch(/GPS|Serial|OwnerName|:Make|:Model/i);
      expect(JSON.stringify(tags)).not.toMatch(/SN7788990011|Camera Owner|NIKON/);
    }
  });

  it("re-encodes every image when the settings change: a watermark in its corner at or above its width, new URLs on the pages, old files kept for the cache's life", async () => {
    const first = await upload(await telltaleJpeg("#8899aa"), "heron.jpg");
    const small = await upload(await telltaleJpeg("#aa8866", 800, 600), "small.jpg");
    const hero = await app.gql(`mutation($i: ID!) { createHeroSlide(title: "Herons", subtitle: "At dawn", imageId: $i) { id } }`, { i: first.id }, { token });
    expect(hero.body.errors).toBeUndefined();
    const heroQuery = `{ heroSlides { image { url srcset } } }`;
    const before = (await app.gql(heroQuery)).body.data.heroSlides[0].image;
    expect(before.url).toBe(first.url);
    const clean = new Map<string, Buffer>();
    for (const v of first.variants) clean.set(v.url, await served(v.url));

    const change = await settings({ t: "© Jane Doe · licensing.example", o: 0.5, p: "BOTTOM_RIGHT", m: 960 });
    expect(change.body.errors).toBeUndefined();
    const assets = await app.ds.getRepository(MediaAsset).count();
    expect(change.body.data.updateBusinessSettings.imageUpdate).toEqual({ done: 0, total: assets });

    const w = worker();
    await w.drain();
    expect([...w.encoded].sort()).toEqual((await app.ds.getRepository(MediaAsset).find()).map((a) => a.id).sort());
    const progress = (await app.gql(`{ businessSettings { imageUpdate { done total } } }`, {}, { token })).body.data.businessSettings.imageUpdate;
    expect(progress).toEqual({ done: assets, total: assets });

    // The public query (cached before) and the home page name the new variants.
    const after = (await app.gql(heroQuery)).body.data.heroSlides[0].image;
    expect(after.url).not.toBe(before.url);
    const page = await (await fetch(`${app.url}/`)).text();
    expect(page).toContain(after.url);
    expect(page).not.toContain(before.url);

    const now = await assetOf(first.id);
    for (const v of first.variants) {
      const next = v.url.replace(/\/media\/([0-9a-f]+)\/[0-9a-f]+\//, `/media/$1/${now.rightsKey}/`);
      expect(next).not.toBe(v.url);
      const marked = await served(next);
      const corner = await difference(clean.get(v.url)!, marked, { left: 0.6, top: 0.85, width: 0.4, height: 0.15 });
      const opposite = await difference(clean.get(v.url)!, marked, { left: 0, top: 0, width: 0.4, height: 0.15 });
      if (v.width >= 960) {
        expect(corner, `${v.width} px: the watermark's corner`).toBeGreaterThan(3);
        expect(opposite, `${v.width} px: the opposite corner`).toBeLessThan(0.5);
      } else {
        expect(corner, `${v.width} px: no watermark`).toBeLessThan(0.5);
        expect(opposite).toBeLessThan(0.5);
      }
    }
    // The small image's variants are all under the width: none carries it.
    const smallNow = await assetOf(small.id);
    expect(smallNow.variantWidths).toEqual([320, 640, 800]);

    // The old files are still served while a cached page may name them; removed after.
    for (const v of first.variants) expect((await fetch(`${app.url}${v.url}`)).status).toBe(200);
    await w.runOnce(new Date(Date.now() + REMOVAL_MS / 2));
    expect((await fetch(`${app.url}${first.variants[0].url}`)).status).toBe(200);
    await w.runOnce(new Date(Date.now() + REMOVAL_MS + 1000));
    while ((await w.runOnce(new Date(Date.now() + REMOVAL_MS + 1000))) > 0);
    const current = (await app.gql(`{ heroSlides { image { variants { width url } } } }`)).body.data.heroSlides[0].image.variants;
    for (const v of first.variants) {
      // The file is gone; a page that still names it (a blog post's text, a sent mail) is sent to the variant now.
      expect(existsSync(path.join(app.dataDir, v.url)), v.url).toBe(false);
      const res = await fetch(`${app.url}${v.url}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(current.find((c: { width: number }) => c.width === v.width).url);
    }
    for (const v of current) {
      expect(existsSync(path.join(app.dataDir, v.url))).toBe(true);
      expect((await fetch(`${app.url}${v.url}`, { redirect: "manual" })).status).toBe(200);
    }
    // A variant URL of no image is not found.
    expect((await fetch(`${app.url}/media/${"0".repeat(64)}/320.webp`, { redirect: "manual" })).status).toBe(404);
  });

  it("lowers the widest variant when the setting says so", async () => {
    await settings({ x: 1280 });
    await worker().drain();
    const all = await app.ds.getRepository(MediaAsset).find();
    for (const a of all) expect(Math.max(...a.variantWidths)).toBeLessThanOrEqual(1280);
  });

  it("a worker stopped halfway and a new one finish the job without doing an image twice", async () => {
    for (const color of ["#112233", "#223344", "#334455"]) await upload(await telltaleJpeg(color, 1000, 700), `${color}.jpg`);
    await settings({ a: "Chennai Wildlife Prints LLP" });
    const ids = (await app.ds.getRepository(MediaAsset).find()).map((a) => a.id).sort();
    expect(ids.length).toBeGreaterThanOrEqual(5);

    const one = worker();
    // Two images, then it stops (a deploy's restart).
    await one.runOnce();
    await one.runOnce();
    await one.stop();
    expect(one.encoded).toHaveLength(2);
    let progress = await app.services.media.imageUpdate();
    expect(progress).toEqual({ done: 2, failed: 0, total: ids.length });

    // A third image's claim was taken by an instance that died: it lapses and is taken up.
    const jobs = app.ds.getRepository(MediaJob);
    const pending = await jobs.find({ where: { kind: "reencode", status: "pending" }, order: { id: "ASC" } });
    await jobs.update({ id: pending[0].id }, { claimToken: "dead-instance", lockedUntil: new Date(Date.now() - 1000) });

    const two = worker();
    await two.drain();
    expect(two.encoded).toHaveLength(ids.length - 2);
    expect([...one.encoded, ...two.encoded].sort()).toEqual(ids);
    const rows = await jobs.find({ where: { kind: "reencode", generation: pending[0].generation } });
    expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
    progress = await app.services.media.imageUpdate();
    expect(progress).toEqual({ done: ids.length, failed: 0, total: ids.length });
    // Started again, nothing is left to do.
    const three = worker();
    await three.drain();
    expect(three.encoded).toHaveLength(0);
  });

  it("a job empties the public cache when it starts and when it ends, not after every image, and the pages then name the new variants", async () => {
    await settings({ a: "Vedanthangal Prints" });
    const assets = await app.ds.getRepository(MediaAsset).count();
    expect(assets).toBeGreaterThanOrEqual(5);
    // However slow the machine, the job lies well within one interval between bumps.
    const w = worker(600_000);
    let bumps = 0;
    const bump = w.bump!;
    w.bump = async () => {
      bumps++;
      await bump();
    };
    await w.drain();
    await w.stop();
    expect(w.encoded).toHaveLength(assets);
    // After the first image and after the last: two, whatever the count.
    expect(bumps).toBe(2);
    const slide = (await app.gql(`{ heroSlides { image { id url } } }`)).body.data.heroSlides[0].image;
    const asset = await assetOf(slide.id);
    expect(slide.url).toContain(`/${asset.rightsKey}/`);
  });

  it("never serves an original, whatever the path guessed", async () => {
    await upload(await telltaleJpeg("#556677", 600, 400), "original.jpg");
    const hash = readdirSync(path.join(app.dataDir, "originals"))[0];
    expect(existsSync(path.join(app.dataDir, "originals", hash))).toBe(true);
    for (const guess of [
      `/media/${hash}`,
      `/media/${hash}/`,
      `/media/${hash}/original`,
      `/media/${hash}/${hash}`,
      `/originals/${hash}`,
      `/media/../originals/${hash}`,
      `/media/%2e%2e/originals/${hash}`,
      `/media/..%2foriginals%2f${hash}`,
      `/media/%2e%2e%2foriginals%2f${hash}`,
      `/data/originals/${hash}`,
    ])
      expect(await rawStatus(app.url, guess), guess).toBe(404);
  });
  it("writes EXIF Artist and Copyright only where libvips keeps them exactly (ASCII); XMP carries the full text", async () => {
    const tagsOf = async (id: string, variants: { width: number; url: string }[], name: string) => {
      const files: string[] = [];
      for (const v of variants) {
        const file = path.join(work, `${name}-${v.width}.webp`);
        writeFileSync(file, await served(v.url));
        files.push(file);
      }
      const email = await app.services.media.emailImage(await assetOf(id));
      const emailFile = path.join(work, `${name}-email.jpg`);
      writeFileSync(emailFile, await served(email.url));
      files.push(emailFile);
      return exiftool(files);
    };
    // A Tamil creator ('?????' in EXIF) and a holder ending ' (…)' (cut there by libvips).
    expect((await settings({ a: "Kite & Co (Chennai)", b: "ஜானகி ராமன்", c: "Credit" })).body.errors).toBeUndefined();
    const one = await upload(await telltaleJpeg("#3c5a7e", 1000, 700), "exif-one.jpg");
    for (const tags of await tagsOf(one.id, one.variants, "one")) {
      expect(tags["XMP:Creator"]).toBe("ஜானகி ராமன்");
      expect(tags["XMP:Rights"]).toBe("© 2025 Kite & Co (Chennai). All rights reserved.");
      expect(tags["EXIF:Artist"]).toBeUndefined();
      expect(tags["EXIF:Copyright"]).toBe("Copyright 2025 Kite & Co (Chennai). All rights reserved.");
    }
    expect((await settings({ a: "ஜானகி பிரிண்ட்ஸ்", b: "Jane Doe (Kite)" })).body.errors).toBeUndefined();
    const two = await upload(await telltaleJpeg("#7e5a3c", 1000, 700), "exif-two.jpg");
    for (const tags of await tagsOf(two.id, two.variants, "two")) {
      expect(tags["XMP:Creator"]).toBe("Jane Doe (Kite)");
      expect(tags["XMP:Rights"]).toBe("© 2025 ஜானகி பிரிண்ட்ஸ். All rights reserved.");
      expect(tags["EXIF:Artist"]).toBeUndefined();
      expect(tags["EXIF:Copyright"]).toBeUndefined();
    }
  });
  it("refuses a watermark whose smallest width is above the widest image, saying so, and changes nothing", async () => {
    const before = (await settings({})).body.data.updateBusinessSettings;
    const jobs = await app.ds.getRepository(MediaJob).count();
    for (const vars of [
      { t: "© Jane Doe", m: 1600, x: 1280 },
      { t: "© Jane Doe", m: 1920, x: 1919 },
    ]) {
      const res = await settings(vars);
      expect(res.status, JSON.stringify(vars)).toBe(400);
      expect(res.body.errors[0].message).toBe(
        `The watermark's smallest width (${vars.m} px) is above the widest image (${vars.x} px): no image would carry it. Lower it to ${vars.x} px or less, or widen the images.`,
      );
    }
    const unchanged = (await settings({})).body.data.updateBusinessSettings;
    expect([unchanged.watermarkText, unchanged.watermarkMinWidth, unchanged.maxVariantWidth]).toEqual([
      before.watermarkText,
      before.watermarkMinWidth,
      before.maxVariantWidth,
    ]);
    expect(await app.ds.getRepository(MediaJob).count()).toBe(jobs);
    // The widest image lowered under the watermark's width already set: refused the same way.
    expect((await settings({ t: "© Jane Doe", m: 1280, x: 1280 })).body.errors).toBeUndefined();
    const lowered = await settings({ x: 960 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.errors[0].message).toMatch(/smallest width \(1280 px\) is above the widest image \(960 px\)/);
    // Without a watermark there is nothing to carry: the widths stand as they are.
    expect((await settings({ t: "", m: 1600, x: 1280 })).body.errors).toBeUndefined();
    expect((await settings({ t: before.watermarkText, m: before.watermarkMinWidth, x: before.maxVariantWidth })).body.errors).toBeUndefined();
  });
  it("makes the mail JPEG like every other variant: within the widest width, in the current folder, with the rights in force", async () => {
    expect((await settings({ b: "Mail Creator One", x: 960 })).body.errors).toBeUndefined();
    const one = await upload(await telltaleJpeg("#5e7a3c", 1600, 1000), "mail-one.jpg");
    const first = await app.services.media.emailImage(await assetOf(one.id));
    // No wider than the widest variant the owner allows (it was 1200 whatever the setting).
    expect(first.width).toBe(960);
    expect((await sharp(await served(first.url)).metadata()).width).toBe(960);
    expect(first.url).toContain(`/${(await assetOf(one.id)).rightsKey}/`);

    // The credits change; the image is not re-encoded yet: its mail JPEG is made in the new folder with the new credits.
    const two = await upload(await telltaleJpeg("#3c7a5e", 1600, 1000), "mail-two.jpg");
    expect((await settings({ b: "Mail Creator Two" })).body.errors).toBeUndefined();
    const key = rightsKeyOf(await app.services.media.rights());
    expect((await assetOf(two.id)).rightsKey).not.toBe(key);
    // And an image of before the rights (its variants in the hash's own folder) gets them too.
    await app.ds.getRepository(MediaAsset).update({ id: Number(one.id) }, { rightsKey: null });
    for (const [id, name] of [
      [two.id, "mail-two"],
      [one.id, "mail-pre"],
    ]) {
      const email = await app.services.media.emailImage(await assetOf(id));
      expect(email.url, name).toMatch(new RegExp(`^/media/[0-9a-f]{64}/${key}/email-960\\.jpg$`));
      const file = path.join(work, `${name}.jpg`);
      writeFileSync(file, await served(email.url));
      const [tags] = exiftool([file]);
      expect(tags["XMP:Creator"], name).toBe("Mail Creator Two");
      expect(tags["EXIF:Artist"], name).toBe("Mail Creator Two");
    }
  });
  it("draws a Tamil watermark with the font the project ships, not as boxes, whatever fonts the machine has", async () => {
    // White text on black: the watermark's ink, in the bottom-right band of the widest variant.
    const inkOf = async (text: string, shade: number) => {
      expect((await settings({ t: text, m: 320, x: 960, p: "BOTTOM_RIGHT", o: 0.6 })).body.errors).toBeUndefined();
      const black = await sharp({ create: { width: 960, height: 640, channels: 3, background: { r: shade, g: shade, b: shade } } })
        .png()
        .toBuffer();
      const asset = await upload(black, `black-${shade}.png`);
      const widest = asset.variants[asset.variants.length - 1];
      const img = await served(widest.url);
      const { data, info } = await sharp(img).extract({ left: 480, top: 560, width: 480, height: 80 }).greyscale().raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(480);
      return Array.from(data, (v) => (v > 60 ? 1 : 0));
    };
    const tamil = await inkOf("ஜானகி", 0);
    // Code points no font has a glyph for: boxes, whatever the machine.
    const boxes = await inkOf("\uE000\uE001\uE002\uE003\uE004", 1);
    const count = (m: number[]) => m.reduce((n, v) => n + v, 0);
    expect(count(tamil)).toBeGreaterThan(200);
    let differ = 0;
    for (let i = 0; i < tamil.length; i++) differ += tamil[i] ^ boxes[i];
    // As boxes the two differ only in the digits inside the boxes (about a third of the ink); as Tamil letters, throughout.
    expect(differ / Math.max(count(tamil), count(boxes))).toBeGreaterThan(0.7);
  });
  it("two instances: the newest credits win whichever encode finishes first, and the older encode's folder is removed", async () => {
    await worker().drain();
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#35506a" } })
      .jpeg({ quality: 70 })
      .toBuffer();
    expect(bytes.length).toBeLessThan(60_000);
    const x = await upload(bytes, "two-instances.jpg");
    const asset = await assetOf(x.id);
    const original = path.join(app.dataDir, "originals", asset.hash);
    // The original is read through a pipe the test fills when it chooses: each encode is held until then.
    const hold = (name: string) => {
      const alias = path.join(work, name);
      execFileSync("mkfifo", [alias]);
      const staged = `${original}.${name}`;
      execFileSync("ln", [alias, staged]);
      renameSync(staged, original);
      return alias;
    };
    /** Opens the pipe's writing end once an encode is reading it (ENXIO until then). */
    const reader = async (alias: string) => {
      let fd = -1;
      await expect
        .poll(
          () => {
            try {
              fd = openSync(alias, constants.O_WRONLY | constants.O_NONBLOCK);
              return true;
            } catch {
              return false;
            }
          },
          { timeout: 60_000, interval: 50 },
        )
        .toBe(true);
      return fd;
    };
    const release = (fd: number) => {
      writeSync(fd, bytes);
      closeSync(fd);
    };

    const older = hold("older.fifo");
    expect((await settings({ b: "Generation One" })).body.errors).toBeUndefined();
    const keyOne = rightsKeyOf(await app.services.media.rights());
    const one = worker();
    const oneDone = one.drain();
    const fdOne = await reader(older);
    // The owner changes the credits again while the first encode is under way; a second instance takes the new row.
    const newer = hold("newer.fifo");
    expect((await settings({ b: "Generation Two" })).body.errors).toBeUndefined();
    const keyTwo = rightsKeyOf(await app.services.media.rights());
    const two = worker();
    const twoDone = two.drain();
    const fdTwo = await reader(newer);
    // The older encode finishes first and switches the image; then the newer one.
    release(fdOne);
    const firstRow = await app.ds.getRepository(MediaJob).findOneOrFail({ where: { kind: "reencode", assetId: Number(x.id) }, order: { generation: "ASC" } });
    await expect.poll(async () => (await app.ds.getRepository(MediaJob).findOneByOrFail({ id: firstRow.id })).status, { timeout: 60_000 }).not.toBe("pending");
    release(fdTwo);
    writeFileSync(original, bytes);
    await Promise.all([oneDone, twoDone]);
    await one.stop();
    await two.stop();

    const now = await assetOf(x.id);
    expect(now.rightsKey).toBe(keyTwo);
    const [tags] = exiftool([path.join(app.dataDir, "media", now.hash, keyTwo, "400.webp")]);
    expect(tags["XMP:Creator"]).toBe("Generation Two");
    // The older rights' folder is removed after the cache's life, as any old folder.
    const three = worker();
    while ((await three.runOnce(new Date(Date.now() + REMOVAL_MS + 1000))) > 0);
    expect(existsSync(path.join(app.dataDir, "media", now.hash, keyOne, "400.webp"))).toBe(false);
    expect(existsSync(path.join(app.dataDir, "media", now.hash, keyTwo, "400.webp"))).toBe(true);
  });
});
