/**
 * Hostile uploads, through GraphQL (uploadMedia) and the multipart REST shims (add-gallery with many
 * files): each is refused with a 4xx and leaves nothing behind — no file under DATA_DIR/media or
 * DATA_DIR/originals, no media row, no gallery row. A camera JPEG with a GPS position comes out of
 * every served variant (and the placeholder) without it.
 */
import { existsSync, readdirSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMERA_TAGS, cameraJpeg, exiftoolTags, filePart, startTestApp, uploadForm, type TestApp } from "../../test/harness.js";
import { MARKUP_IN_IMAGE, NOT_AN_IMAGE, TOO_MANY_PIXELS } from "./media.service.js";

const UPLOAD = `mutation($file: Upload!) { uploadMedia(file: $file) { id url placeholder variants { width url } } }`;

/** A PNG whose header declares width × height pixels, with one tiny compressed row: a decompression bomb's shape. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real JPEG that is also an HTML page: the markup sits in a comment segment right after the start marker. */
async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await cameraJpeg({ width: 200, height: 150 });
  const html = Buffer.from(`<html><body><script>fetch("/graphql",{method:"POST",credentials:"include"})</script></body></html>`, "latin1");
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), com, html, jpeg.subarray(2)]);
}

/** Random pixels as an uncompressed PNG: about width × height × 3 bytes that no codec shrinks. */
function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe("hostile uploads", () => {
  let app: TestApp;
  let token: string;
  let gallery: { categoryId: number; locationId: number };

  beforeAll(async () => {
    app = await startTestApp({ MAX_UPLOAD_MB: "1", MAX_UPLOAD_TOTAL_MB: "2" });
    token = await app.token();
    const add = async (route: string, form: Record<string, string>) => (await app.rest("POST", route, { token, form })).body.data.id as number;
    gallery = {
      locationId: await add("/add-location", { location: "Pallikaranai Marsh" }),
      categoryId: await add("/add-gallerycat", { categoryName: "waders" }),
    };
  });
  afterAll(() => app?.close());

  /** Every file the media store holds and every row that records an upload. */
  const stored = async () => {
    const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }) : []);
    const count = async (table: string) => Number((await app.ds.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    return {
      media: files(path.join(app.dataDir, "media")),
      originals: files(path.join(app.dataDir, "originals")),
      assets: await count("media_assets"),
      galleryItems: await count("gallery_items"),
      galleryImages: await count("gallery_images"),
    };
  };

  const viaGraphql = async (file: Blob) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      body: uploadForm(UPLOAD, file),
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const viaGallery = async (files: Blob[]) => {
    const form = new FormData();
    form.append("title", "Spot-billed Pelicans");
    form.append("locationIds", String(gallery.locationId));
    form.append("categoryId", String(gallery.categoryId));
    for (const f of files) form.append("images", f);
    return app.rest("POST", "/add-gallery", { token, multipart: form });
  };

  /** Sends the file both ways (alone, and second among good files in one gallery request); both refused, nothing kept. */
  const refusedBothWays = async (file: Blob, status: number, message: string | RegExp) => {
    const before = await stored();
    const g = await viaGraphql(file);
    expect(g.status).toBe(status);
    expect(g.body.errors[0].message).toMatch(message);
    expect(g.body.data?.uploadMedia ?? null).toBeNull();
    const good = filePart(
      await cameraJpeg({
        color: `#${Math.floor(Math.random() * 0xffffff)
          .toString(16)
          .padStart(6, "0")}`,
        width: 400,
        height: 300,
      }),
      "good.jpg",
    );
    const r = await viaGallery([good, file]);
    expect(r.status).toBe(status);
    expect(r.body.message).toMatch(message);
    expect(await stored()).toEqual(before);
  };

  it("refuses a file that is not an image under an image's name and type", async () => {
    await refusedBothWays(
      filePart(Buffer.from("<!doctype html><title>hi</title><p>not a photo</p>"), "kingfisher.jpg", "image/jpeg"),
      400,
      /holds web page markup|Only image files/,
    );
    await refusedBothWays(filePart(Buffer.from("MZ\x90\x00 a Windows program, renamed"), "kingfisher.png", "image/png"), 400, NOT_AN_IMAGE);
    await refusedBothWays(filePart(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj"), "kingfisher.webp", "image/webp"), 400, NOT_AN_IMAGE);
  });

  it("refuses an SVG with a script, under its own name or a photo's", async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script><rect width="400" height="300" fill="teal"/></svg>`,
    );
    await refusedBothWays(filePart(svg, "logo.svg", "image/svg+xml"), 400, MARKUP_IN_IMAGE);
    await refusedBothWays(filePart(svg, "heron.jpg", "image/jpeg"), 400, MARKUP_IN_IMAGE);
    // Without a script it is still no photograph: only raster formats are taken.
    await refusedBothWays(
      filePart(Buffer.from(`<?xml version="1.0"?><svg width="40" height="30"><rect width="40" height="30"/></svg>`), "plain.svg", "image/svg+xml"),
      400,
      NOT_AN_IMAGE,
    );
  });

  it("refuses a JPEG/HTML polyglot that decodes as a valid JPEG", async () => {
    const polyglot = await polyglotJpeg();
    // The file is a real JPEG: sharp decodes it. It is refused for the page inside it.
    expect((await sharp(polyglot).metadata()).format).toBe("jpeg");
    await refusedBothWays(filePart(polyglot, "egret.jpg", "image/jpeg"), 400, MARKUP_IN_IMAGE);
    // The same page appended after the image's end marker.
    const appended = Buffer.concat([await cameraJpeg({ width: 200, height: 150, color: "#123456" }), Buffer.from("<html><script>alert(1)</script></html>")]);
    await refusedBothWays(filePart(appended, "egret-2.jpg", "image/jpeg"), 400, MARKUP_IN_IMAGE);
  });

  it("refuses a decompression bomb: a small file declaring a huge pixel count", async () => {
    const bomb = declaredPng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: "png", width: 100_000, height: 100_000 });
    await refusedBothWays(filePart(bomb, "tiny.png", "image/png"), 400, TOO_MANY_PIXELS);
    // Just past the limit, in a shape a panorama might have.
    await refusedBothWays(filePart(declaredPng(20_000, 5_001), "panorama.png", "image/png"), 400, TOO_MANY_PIXELS);
  });

  it("refuses an image with a side past the WebP encoder's limit (16383 px) from its header, before decoding it: a 1920 × 52 000 PNG", async () => {
    // A real, complete PNG of one colour: small on disk, about 300 MB of pixels once decoded.
    const tall = await sharp({ create: { width: 1920, height: 52_000, channels: 3, background: "#335577" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(tall.length).toBeLessThan(1024 * 1024);
    expect(await sharp(tall).metadata()).toMatchObject({ format: "png", width: 1920, height: 52_000 });
    // The process's memory while the server answers: a decode would add its ~300 MB of pixels.
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      await refusedBothWays(filePart(tall, "tall.png", "image/png"), 400, /^Image is too tall or too wide: each side may be at most 16383 pixels/);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - base).toBeLessThan(150 * 1024 * 1024);
    // Wide the other way round too, refused from the header alone (its pixel count is within the limit).
    await refusedBothWays(filePart(declaredPng(16_384, 100), "wide.png", "image/png"), 400, /^Image is too tall or too wide/);
  });

  it("refuses a file over the size limit (MAX_UPLOAD_MB) with 413", async () => {
    const big = await noisePng(700, 700);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    await refusedBothWays(filePart(big, "huge.png", "image/png"), 413, /too large/i);
  });

  it("refuses many files whose total passes MAX_UPLOAD_TOTAL_MB with 413, before reading them", async () => {
    const before = await stored();
    // Each under the 1 MB limit of one file, four of them past the 2 MB of a request.
    const files = await Promise.all([0, 1, 2, 3].map(async (i) => filePart(await noisePng(480 + i, 480), `burst-${i}.png`, "image/png")));
    for (const f of files) expect(f.size).toBeLessThan(1024 * 1024);
    const res = await viaGallery(files);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Upload is too large: the files of one request may be at most 2 MB together");
    // GraphQL's multipart the same way.
    const form = uploadForm(UPLOAD, files[0]);
    for (const [i, f] of files.slice(1).entries()) form.append(`extra-${i}`, f);
    const g = await fetch(`${app.url}/graphql`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    });
    expect(g.status).toBe(413);
    expect(((await g.json()) as any).errors[0]).toMatchObject({ message: /at most 2 MB together/, extensions: { code: "PAYLOAD_TOO_LARGE" } });
    expect(await stored()).toEqual(before);
  });

  it("refuses a multipart upload that does not declare its length (411)", async () => {
    const boundary = "----hostile";
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${app.url}/auth/api/add-gallery`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on("error", reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nEndless\r\n`);
      // The body never ends on its own: the answer comes before it would.
      setImmediate(() => req.end(`--${boundary}--\r\n`));
    });
    expect(status).toBe(411);
  });

  it("serves a GPS-tagged camera JPEG without the position in any variant or the placeholder (GraphQL and REST)", async () => {
    const viaG = (await viaGraphql(filePart(await cameraJpeg({ width: 1300, height: 900, gps: true, color: "#556b2f" }), "nest.jpg"))).body.data.uploadMedia;
    const viaR = await viaGallery([filePart(await cameraJpeg({ width: 700, height: 500, gps: true, color: "#6b2f55" }), "nest-2.jpg")]);
    expect(viaR.status).toBe(201);
    // The originals keep the position (they are never served); check it is there to be stripped.
    const original = path.join(app.dataDir, "originals", viaG.url.split("/")[2]);
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(12.94, 1), longitude: expect.closeTo(80.2, 1) });
    const urls = [...viaG.variants.map((v: { url: string }) => v.url), ...viaR.body.data.images.map((i: { image_url: string }) => i.image_url)];
    const [, hashR] = viaR.body.data.images[0].image_url.split("/").filter(Boolean);
    for (const f of readdirSync(path.join(app.dataDir, "media", hashR), { recursive: true, encoding: "utf8" }))
      if (f.endsWith(".webp")) urls.push(`/media/${hashR}/${f}`);
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      const res = await fetch(`${app.url}${url}`);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      // The photographer's rights only (image-rights.test.ts): nothing of the camera's.
      const tags = exiftoolTags(bytes);
      expect(tags).toMatchObject({ "EXIF:Artist": expect.any(String), "XMP:Rights": expect.stringMatching(/All rights reserved\.$/) });
      expect(Object.keys(tags).filter((k) => CAMERA_TAGS.test(k))).toEqual([]);
    }
    const placeholder = Buffer.from(viaG.placeholder.replace(/^data:image\/webp;base64,/, ""), "base64");
    expect((await sharp(placeholder).metadata()).exif).toBeUndefined();
    expect(Object.keys(exiftoolTags(placeholder)).filter((k) => /^(EXIF|XMP):/.test(k))).toEqual([]);
  });
});
