/**
 * The media pipeline shared by GraphQL uploads and multipart REST: decode with sharp (refusing
 * anything that is not an image), keep the original privately once per content hash, and serve
 * only re-encoded WebP variants that carry no metadata (a nest's GPS position must never leak).
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import type { Sharp, SharpOptions } from "sharp";
import type { DataSource, Repository } from "typeorm";
import { AppError, badInput, isUniqueViolation } from "../http/errors.js";
import { ImageVariant, MediaAsset } from "./media-asset.entity.js";

/** Widths of the WebP variants; an image never gets a variant wider than itself. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);
export const NOT_AN_IMAGE = "Only image files can be uploaded (JPEG, PNG, WebP, AVIF, GIF or TIFF)";
const MAX_PIXELS = 100_000_000;

// Memory stays flat under uploads: one image is decoded at a time in the process (the others
// wait their turn), libvips keeps a small operation cache and no open files.
const imageWork = pLimit(1);

// sharp (libvips) and exifr are loaded on the first upload, not at start: a process that only serves
// pages never pays their memory.
let sharpModule: Promise<(input?: Buffer, options?: SharpOptions) => Sharp> | undefined;
function loadSharp() {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache({ memory: 16, files: 0, items: 20 });
    return sharp;
  });
  return sharpModule;
}

/**
 * Decodes the upload once to pixels at the largest width needed, then encodes each WebP variant and
 * the blurred placeholder from those pixels, one after another. Returns the placeholder.
 */
async function encodeVariants(input: Buffer, widths: number[], dir: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const largest = widths[widths.length - 1];
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const w of widths) {
    const out = await pixels().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer();
    await writeAtomically(path.join(dir, `${w}.webp`), out);
  }
  return pixels().resize({ width: 16 }).blur(1.2).webp({ quality: 30 }).toBuffer();
}

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
}

export class MediaService {
  private readonly assets: Repository<MediaAsset>;

  constructor(
    ds: DataSource,
    private readonly dirs: { mediaDir: string; originalsDir: string },
    readonly maxUploadBytes: number,
  ) {
    this.assets = ds.getRepository(MediaAsset);
  }

  tooLarge(): AppError {
    return new AppError("PAYLOAD_TOO_LARGE", `Image is too large: the limit is ${Math.round(this.maxUploadBytes / 1048576)} MB`);
  }

  /** Stores an upload (or finds the identical one already stored) and returns its asset. */
  async ingest(file: UploadedFile): Promise<MediaAsset> {
    if (file.buffer.length === 0) throw badInput(NOT_AN_IMAGE);
    if (file.buffer.length > this.maxUploadBytes) throw this.tooLarge();
    const hash = createHash("sha256").update(file.buffer).digest("hex");
    const existing = await this.assets.findOneBy({ hash });
    if (existing) return existing;

    const sharp = await loadSharp();
    const meta = await sharp(file.buffer, { limitInputPixels: MAX_PIXELS })
      .metadata()
      .catch(() => {
        throw badInput(NOT_AN_IMAGE);
      });
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badInput(NOT_AN_IMAGE);
    // EXIF orientations 5-8 are quarter turns: the served image is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;

    const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
    const variantWidths = [...VARIANT_WIDTHS.filter((w) => w < largest), largest];

    const dir = path.join(this.dirs.mediaDir, hash);
    await mkdir(dir, { recursive: true });
    let tiny: Buffer;
    try {
      tiny = await imageWork(() => encodeVariants(file.buffer, variantWidths, dir));
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      if (err instanceof AppError) throw err;
      throw badInput(NOT_AN_IMAGE);
    }
    await mkdir(this.dirs.originalsDir, { recursive: true });
    await writeAtomically(path.join(this.dirs.originalsDir, hash), file.buffer);

    const exif = await readExif(file.buffer);
    try {
      return await this.assets.save(
        this.assets.create({
          hash,
          originalName: file.originalName.slice(0, 255) || "upload",
          originalFormat: meta.format,
          bytes: file.buffer.length,
          width,
          height,
          placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
          variantWidths,
          ...exif,
        }),
      );
    } catch (err) {
      // The same file uploaded twice at once: the other upload stored it first.
      if (isUniqueViolation(err)) return this.assets.findOneByOrFail({ hash });
      throw err;
    }
  }

  async findByIds(ids: number[]): Promise<MediaAsset[]> {
    if (ids.length === 0) return [];
    return this.assets.createQueryBuilder("a").where("a.id IN (:...ids)", { ids }).getMany();
  }
}

/** Relative URLs and sizes of an asset's variants; the REST shims' image_url is the largest. */
export function variantsOf(asset: MediaAsset): ImageVariant[] {
  return asset.variantWidths.map((w) => ({
    width: w,
    height: Math.round((asset.height * w) / asset.width),
    url: `/media/${asset.hash}/${w}.webp`,
  }));
}

export function urlOf(asset: MediaAsset): string {
  return `/media/${asset.hash}/${asset.variantWidths[asset.variantWidths.length - 1]}.webp`;
}

export function srcsetOf(asset: MediaAsset): string {
  return variantsOf(asset)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** "Nikon Z9 · NIKKOR Z 600mm f/4 · 600 mm · f/4 · 1/2000 s · ISO 800", or null without EXIF. */
export function exifSummaryOf(a: MediaAsset): string | null {
  const parts = [a.camera, a.lens, a.focalLength, a.aperture, a.shutterSpeed, a.iso ? `ISO ${a.iso}` : null].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

async function writeAtomically(file: string, data: Buffer) {
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

type ExifFacts = Pick<MediaAsset, "camera" | "lens" | "focalLength" | "aperture" | "shutterSpeed" | "iso" | "takenAt">;

async function readExif(buffer: Buffer): Promise<ExifFacts> {
  const none: ExifFacts = { camera: null, lens: null, focalLength: null, aperture: null, shutterSpeed: null, iso: null, takenAt: null };
  let t: Record<string, unknown> | undefined;
  try {
    const { default: exifr } = await import("exifr");
    t = await exifr.parse(buffer, {
      pick: ["Make", "Model", "LensModel", "FocalLength", "FNumber", "ExposureTime", "ISO", "DateTimeOriginal"],
    });
  } catch {
    return none;
  }
  if (!t) return none;
  const str = (v: unknown, max: number) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);
  const make = str(t.Make, 60);
  const model = str(t.Model, 60);
  const camera = model && make && !model.toLowerCase().startsWith(make.toLowerCase().split(" ")[0]) ? `${make} ${model}` : (model ?? make);
  const focal = num(t.FocalLength);
  const fnum = num(t.FNumber);
  const exposure = num(t.ExposureTime);
  const iso = num(t.ISO);
  const taken = t.DateTimeOriginal instanceof Date && !Number.isNaN(t.DateTimeOriginal.getTime()) ? t.DateTimeOriginal : null;
  return {
    camera: camera?.slice(0, 120) ?? null,
    lens: str(t.LensModel, 120),
    focalLength: focal ? `${Math.round(focal)} mm` : null,
    aperture: fnum ? `f/${Number(fnum.toFixed(1))}` : null,
    shutterSpeed: exposure ? (exposure >= 1 ? `${Number(exposure.toFixed(1))} s` : `1/${Math.round(1 / exposure)} s`) : null,
    iso: iso ? Math.round(iso) : null,
    takenAt: taken,
  };
}
