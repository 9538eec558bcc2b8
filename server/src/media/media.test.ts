import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMERA_TAGS, cameraJpeg, exiftoolTags, filePart, startTestApp, uploadForm, type TestApp } from "../../test/harness.js";

const UPLOAD = `mutation($file: Upload!) { uploadMedia(file: $file) { id url width height placeholder srcset variants { width height url } camera lens focalLength aperture shutterSpeed iso takenAt exifSummary } }`;

describe("media pipeline", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ MAX_UPLOAD_MB: "1" });
    token = await app.token();
  });
  afterAll(() => app?.close());

  const upload = (file: Blob, headers: Record<string, string> = { "apollo-require-preflight": "true" }) =>
    fetch(`${app.url}/graphql`, { method: "POST", body: uploadForm(UPLOAD, file), headers: { authorization: `Bearer ${token}`, ...headers } });

  it("decodes an upload, keeps its EXIF facts and gives WebP variants, placeholder and srcset", async () => {
    const res = await upload(filePart(await cameraJpeg({ width: 1400, height: 900, gps: true }), "kite.jpg"));
    const { data } = (await res.json()) as any;
    const a = data.uploadMedia;
    expect(a).toMatchObject({
      width: 1400,
      height: 900,
      camera: "NIKON Z 9",
      lens: "NIKKOR Z 600mm f/4 TC VR S",
      focalLength: "600 mm",
      aperture: "f/4",
      shutterSpeed: "1/2000 s",
      iso: 800,
      exifSummary: "NIKON Z 9 · NIKKOR Z 600mm f/4 TC VR S · 600 mm · f/4 · 1/2000 s · ISO 800",
    });
    expect(a.takenAt).toMatch(/^2025-01-12T/);
    expect(a.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280, 1400]);
    expect(a.variants[0]).toMatchObject({ width: 320, height: 206 });
    expect(a.url).toBe(a.variants[4].url);
    expect(a.srcset).toBe(a.variants.map((v: { url: string; width: number }) => `${v.url} ${v.width}w`).join(", "));
    expect(a.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(a.placeholder.length).toBeLessThan(400);

    for (const v of a.variants) {
      const served = await fetch(`${app.url}${v.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: v.width, height: v.height });
      // None of the camera's metadata in what is served (the GPS position of a nest must never
      // leak), only the photographer's rights (image-rights.test.ts reads them all with exiftool).
      const tags = exiftoolTags(bytes);
      expect(tags).toMatchObject({ "EXIF:Artist": expect.any(String), "XMP:Rights": expect.stringMatching(/^© 2025 .+\. All rights reserved\.$/) });
      expect(Object.keys(tags).filter((k) => CAMERA_TAGS.test(k))).toEqual([]);
    }
    // The original, with its GPS, is kept only outside the served directory.
    expect(readdirSync(path.join(app.dataDir, "originals"))).toHaveLength(1);
    expect(existsSync(path.join(app.dataDir, "media", readdirSync(path.join(app.dataDir, "originals"))[0]))).toBe(true);
    expect(a.url).toMatch(/^\/media\/[0-9a-f]{64}\/[0-9a-f]{16}\/1400\.webp$/);
  });

  it("stores an identical file once", async () => {
    const bytes = await cameraJpeg({ color: "#aa5500" });
    const a = ((await (await upload(filePart(bytes, "a.jpg"))).json()) as any).data.uploadMedia.id;
    const b = ((await (await upload(filePart(bytes, "copy-of-a.jpg"))).json()) as any).data.uploadMedia.id;
    expect(a).toBe(b);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM media_assets");
    expect(Number(n)).toBe(2);
  });

  it("refuses a file that is not an image with a clear message, storing nothing", async () => {
    const before = readdirSync(path.join(app.dataDir, "media")).length;
    const res = await upload(filePart(Buffer.from("%PDF-1.7 not a photograph"), "invoice.pdf", "application/pdf"));
    const body = (await res.json()) as any;
    expect(res.status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: "Only image files can be uploaded (JPEG, PNG, WebP, AVIF, GIF or TIFF)",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const svg = await upload(filePart(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`), "x.svg", "image/svg+xml"));
    expect(svg.status).toBe(400);
    expect(readdirSync(path.join(app.dataDir, "media")).length).toBe(before);
  });

  it("refuses a file over the size limit with 413", async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 900, height: 900, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(filePart(noise, "huge.png", "image/png"));
    expect(res.status).toBe(413);
    const body = (await res.json()) as any;
    expect(body.errors[0].message).toMatch(/too large/i);
  });

  it("refuses a multipart upload without the CSRF preflight header", async () => {
    const res = await upload(filePart(await cameraJpeg(), "a.jpg"), {});
    expect(res.status).toBe(400);
  });

  it("answers 404 for media that does not exist", async () => {
    expect((await fetch(`${app.url}/media/deadbeef/320.webp`)).status).toBe(404);
  });
});
