/**
 * The media pipeline shared by GraphQL uploads and multipart REST: decode with sharp (refusing
 * anything that is not an image), keep the original privately once per content hash, and serve
 * only re-encoded WebP variants that carry none of the camera's metadata (a nest's GPS position
 * must never leak) but the photographer's rights, made afresh (image-rights.ts), and above a width
 * the optional watermark. A change of the rights re-encodes every image in the background
 * (reencode-worker.ts).
 *
 * What is refused, before anything is written: a file sharp cannot decode (whatever its name or
 * declared type says), a format outside the raster list (SVG, PDF…), markup hidden in an image (a
 * JPEG/HTML polyglot, a script in a comment), more pixels than MAX_PIXELS declared in a small file
 * (a decompression bomb), a file over MAX_UPLOAD_MB. A request's total is limited apart
 * (upload-limits.ts); a request with several files stores all of them or none (`ingestAll`).
 */
import { createHash, randomUUID } from "node:crypto";
import { access, lstat, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pLimit from "p-limit";
import type { Metadata, Sharp, SharpConstructor } from "sharp";
import { IsNull, type DataSource, type Repository } from "typeorm";
import { AppError, badInput, isUniqueViolation } from "../core/errors.js";
import { exifOf, gravityOf, rightsKeyOf, watermarkSvg, xmpOf, type ImageRights } from "./image-rights.js";
import { ImageVariant, MediaAsset } from "./media-asset.entity.js";
import { MediaJob } from "./media-job.entity.js";

/** How old a leftover must be before the sweep takes it away (sweepLeftovers): nothing under way is a day old. */
export const LEFTOVER_AGE_MS = 24 * 3600_000;
const HASH = /^[0-9a-f]{64}$/;
/** A WebP variant's file name (the mail JPEGs are `email-<width>.jpg`). */
const VARIANT_FILE = /^\d+\.webp$/;

/** Widths of the WebP variants; an image never gets a variant wider than itself. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** Width of the JPEG a campaign mail shows (`emailImage`): twice the mail's 600 px column. */
export const EMAIL_IMAGE_WIDTH = 1200;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);
export const NOT_AN_IMAGE = "Only image files can be uploaded (JPEG, PNG, WebP, AVIF, GIF or TIFF)";
export const MARKUP_IN_IMAGE = "This image file also holds web page markup or script, so it is refused. Export it again from your photo editor.";
/** The most pixels an upload may declare (a 100-megapixel medium-format frame passes). */
export const MAX_PIXELS = 100_000_000;
export const TOO_MANY_PIXELS = `Image has too many pixels: the limit is ${MAX_PIXELS / 1_000_000} megapixels`;
/** The WebP encoder's largest side: an image past it cannot get variants, so it is refused from its header. */
export const MAX_SIDE = 16_383;
export const SIDE_TOO_LONG = `Image is too tall or too wide: each side may be at most ${MAX_SIDE} pixels`;

/**
 * Markup that makes a file a polyglot: HTML or script a browser or a careless proxy might run if
 * the bytes were ever served as they came. Long enough that compressed image data does not hit it
 * by chance (the shortest, "<html" and a delimiter, is one in 10^12 per byte of random data).
 */
const MARKUP = /<(?:script|html|body|iframe|object|embed|!doctype\s+html|\?php|svg\s[^>]{0,400}xmlns)[\s>/]|javascript:|\bon(?:error|load)\s*=/i;

/** Whether the bytes carry web markup, read as Latin-1 so every byte is one character. */
export function holdsMarkup(buffer: Buffer): boolean {
  // In slices with an overlap, so a 25 MB upload is never one 25 MB string.
  const slice = 1 << 20;
  for (let at = 0; at < buffer.length; at += slice) {
    if (MARKUP.test(buffer.toString("latin1", at, Math.min(buffer.length, at + slice + 600)))) return true;
  }
  return false;
}

// Memory stays flat under uploads: one image is decoded at a time in the process (the others
// wait their turn), libvips keeps a small operation cache and no open files.
const imageWork = pLimit(1);

// sharp (libvips) and exifr are loaded on the first upload, not at start: a process that only serves
// pages never pays their memory.
let sharpModule: Promise<SharpConstructor> | undefined;
function loadSharp() {
  sharpModule ??= import("sharp").then(async ({ default: sharp }) => {
    sharp.cache({ memory: 16, files: 0, items: 20 });
    // The fonts the watermark is drawn with (WATERMARK_FONTS), handed to fontconfig by a text of
    // their own: the SVG renderer then finds them whatever fonts the machine has (none, or none with Tamil).
    for (const file of SHIPPED_FONTS)
      await sharp({ text: { text: "x", fontfile: file } })
        .png()
        .toBuffer();
    return sharp;
  });
  return sharpModule;
}

/** libvips' threads before a re-encode job took them down to one (null: no job holds them). */
let threadsBeforeJob: number | null = null;

/**
 * While a re-encode job runs (`on`), libvips works each image on one thread (sharp.concurrency(1)),
 * whatever the machine: with the one image at a time of `imageWork` and the worker's rest between
 * images, the job takes at most one core from the visitors' requests (issue 43). Off, the number
 * the process had before is given back. Process-wide: an upload during the job is encoded on one thread too.
 */
export async function oneThreadForJob(on: boolean): Promise<void> {
  if (on === (threadsBeforeJob !== null)) return;
  const sharp = await loadSharp();
  if (on) {
    threadsBeforeJob = sharp.concurrency();
    sharp.concurrency(1);
  } else {
    sharp.concurrency(threadsBeforeJob ?? 0);
    threadsBeforeJob = null;
  }
}

/** The storefront's Latin and Tamil fonts as TrueType (server/assets/fonts/README.md). */
const SHIPPED_FONTS = ["Inter.ttf", "NotoSansTamil.ttf"].map((name) => fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url)));

/**
 * Decodes the upload once to pixels at the largest width needed, then encodes each WebP variant and
 * the blurred placeholder from those pixels, one after another. Each variant carries the rights
 * (XMP and EXIF made here, from nothing: the pixels hold none of the original's metadata) and, at
 * or above the watermark's width, the watermark. Returns the placeholder.
 *
 * The variants are written into a staging folder of this call's own (`.<key>.<uuid>.partial` beside
 * `dir`, never served: a dot folder) and moved into `dir` only once all of them are made, so an
 * encode that fails takes away only its own files, never those an identical upload or encode put in
 * `dir` meanwhile (issue 43); a staging folder a crash left is the leftover sweep's.
 */
async function encodeVariants(input: Buffer, widths: number[], dir: string, rights: ImageRights, year: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const staging = path.join(path.dirname(dir), `.${path.basename(dir)}.${randomUUID()}${PARTIAL}`);
  await mkdir(staging, { recursive: true });
  try {
    const largest = widths[widths.length - 1];
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const w of widths) {
      const out = await marked(pixels(), rights, year, Math.min(w, info.width), info.width, info.height).webp({ quality: 80, effort: 4 }).toBuffer();
      await writeFile(path.join(staging, `${w}.webp`), out);
    }
    const tiny = await pixels().resize({ width: 16 }).blur(1.2).webp({ quality: 30 }).toBuffer();
    await mkdir(dir, { recursive: true });
    for (const w of widths) await moveInto(path.join(staging, `${w}.webp`), dir, `${w}.webp`);
    return tiny;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The ending of an encode's staging folder (encodeVariants). */
const PARTIAL = ".partial";

/** Moves a file into `dir`; the folder made again should a failed upload beside this one have just taken it away empty. */
async function moveInto(file: string, dir: string, name: string): Promise<void> {
  try {
    await rename(file, path.join(dir, name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    await mkdir(dir, { recursive: true });
    await rename(file, path.join(dir, name));
  }
}

/** Takes away each folder in turn if it is empty (rmdir: never a file in it, whoever wrote it). */
async function removeEmptyFolders(dirs: string[]): Promise<void> {
  for (const dir of dirs) await rmdir(dir).catch(() => undefined);
}

/**
 * An image that cannot be re-encoded without harm: its row is given up at once (counted failed), with
 * this reason, and the image keeps the variants it has.
 */
export class CannotReencode extends Error {}

/** Why an image without its original is not re-encoded from its variants (issue 43). */
export const NO_ORIGINAL_WITH_RIGHTS =
  "Its original is missing and its variants already carry earlier rights (perhaps a watermark): re-encoding them would draw a second watermark over the first. Upload the photograph again.";

/**
 * The pipeline resized to `width` (of pixels `fullWidth` × `fullHeight`), with the rights' metadata
 * and, at or above its width, the watermark.
 */
function marked(image: Sharp, rights: ImageRights, year: number, width: number, fullWidth: number, fullHeight: number): Sharp {
  image.resize({ width, withoutEnlargement: true }).withExif(exifOf(rights, year)).withXmp(xmpOf(rights, year));
  const mark = rights.watermark;
  if (mark && width >= mark.minWidth) {
    const height = Math.max(1, Math.round((fullHeight * width) / fullWidth));
    image.composite([{ input: watermarkSvg(mark, width, height), gravity: gravityOf(mark.position) }]);
  }
  return image;
}

/** The copyright year of an image: the year it was taken, else the year it was uploaded. */
export function yearOf(asset: Pick<MediaAsset, "takenAt" | "createdAt">): number {
  return (asset.takenAt ?? asset.createdAt ?? new Date()).getUTCFullYear();
}

/** The variant widths of an image `width` wide, at most `maxWidth`. */
export function widthsFor(width: number, maxWidth: number): number[] {
  const largest = Math.min(width, maxWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

/** The rights an image is encoded with until the composition root says where they come from (tests of the pipeline alone). */
export const NO_RIGHTS: ImageRights = { creator: "", copyrightHolder: "", creditLine: "", licensingUrl: "", watermark: null, maxWidth: 1920 };

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
}

/** Where the images' background work stands: the images of the latest settings change re-encoded, given up, of how many. */
export interface ImageUpdateProgress {
  /** Re-encoded, or passed over (already current, or the image gone). */
  done: number;
  /** Given up: their images keep the variants they had (the reason in the row's lastError). */
  failed: number;
  total: number;
}

/** The two levels of a log the leftover sweep writes at (a pino Logger is one). */
export interface SweepLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
}

/**
 * The sweep takes away row-less images (a hash folder or an original no media_assets row names) only
 * when they are few: none when the table is empty, and none when more than ROWLESS_MAX of them and
 * more than ROWLESS_SHARE of the images on disk are row-less. So many images without rows means the
 * database is not the one of this media folder (DATABASE_URL missing, so a fresh SQLite file; an
 * older backup restored), not uploads that died: the shop's photographs are kept, and a warning says so.
 */
export const ROWLESS_MAX = 10;
export const ROWLESS_SHARE = 0.2;

export class MediaService {
  private readonly assets: Repository<MediaAsset>;
  /** The rights in force (the business settings' credits and watermark): wired by the composition root. */
  rights: () => Promise<ImageRights> = () => Promise.resolve(NO_RIGHTS);
  /** Told when re-encodes are queued (the worker starts at once). */
  onQueued?: () => void;
  /** How many encodes `reencode` has run (ended or failed): the worker rests only after a pass that ran one. */
  reencodes = 0;
  /** Where the leftover sweep says what it took away and what it refused to: the application's logger (wired by startApp). */
  log: SweepLog = {
    info: (facts, message) => console.info(message, facts),
    warn: (facts, message) => console.warn(message, facts),
  };

  constructor(
    private readonly ds: DataSource,
    private readonly dirs: { mediaDir: string; originalsDir: string },
    readonly maxUploadBytes: number,
    /** All the files of one request together (MAX_UPLOAD_TOTAL_MB). */
    readonly maxUploadTotalBytes = maxUploadBytes * 4,
  ) {
    this.assets = ds.getRepository(MediaAsset);
  }

  tooLarge(): AppError {
    return new AppError("PAYLOAD_TOO_LARGE", `Image is too large: the limit is ${Math.round(this.maxUploadBytes / 1048576)} MB`);
  }

  /**
   * Checks an upload without writing anything: its size, markup hidden in it, that sharp decodes its
   * header to an accepted raster format, and the pixels and sides it declares. Answers what sharp read.
   */
  async inspect(file: UploadedFile): Promise<Metadata> {
    if (file.buffer.length === 0) throw badInput(NOT_AN_IMAGE);
    if (file.buffer.length > this.maxUploadBytes) throw this.tooLarge();
    if (holdsMarkup(file.buffer)) throw badInput(MARKUP_IN_IMAGE);
    const sharp = await loadSharp();
    // The header alone: a bomb's declared size is read here, before a pixel is decoded.
    const meta = await sharp(file.buffer, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw badInput(NOT_AN_IMAGE);
      });
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badInput(NOT_AN_IMAGE);
    if (meta.width * meta.height > MAX_PIXELS) throw badInput(TOO_MANY_PIXELS);
    // Before a pixel is decoded: a 1920 × 52 000 PNG would otherwise be decoded (~300 MB) only to fail at the encoder.
    if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw badInput(`${SIDE_TOO_LONG} (this one is ${meta.width} × ${meta.height})`);
    return meta;
  }

  /**
   * Stores every file of one request, or none: all are inspected first, and should one still fail
   * (or `use` throw, e.g. the gallery item they were for is refused), the assets this call created
   * are taken away again. Files already stored before the call stay as they were.
   */
  async ingestAll<T>(files: readonly UploadedFile[], use: (assets: MediaAsset[]) => Promise<T>): Promise<T> {
    const total = files.reduce((n, f) => n + f.buffer.length, 0);
    if (total > this.maxUploadTotalBytes) throw this.tooLargeTogether();
    for (const file of files) await this.inspect(file);
    const created: MediaAsset[] = [];
    const assets: MediaAsset[] = [];
    try {
      for (const file of files) {
        const { asset, inserted } = await this.store(file);
        // Only a row this call inserted is its own to take away: an identical upload that saved first
        // (found here, or met as a unique violation) keeps its asset whatever this request comes to.
        if (inserted) created.push(asset);
        assets.push(asset);
      }
      return await use(assets);
    } catch (err) {
      for (const asset of created) await this.discard(asset).catch((e) => console.error(`Media ${asset.hash} could not be taken away:`, e));
      throw err;
    }
  }

  tooLargeTogether(): AppError {
    return new AppError(
      "PAYLOAD_TOO_LARGE",
      `Upload is too large: the files of one request may be at most ${Math.round(this.maxUploadTotalBytes / 1048576)} MB together`,
    );
  }

  /**
   * Takes away an asset this request inserted and no record uses yet: its row, then its files, but
   * only once the row is gone and no row names its hash (an identical upload may have saved its own
   * since); otherwise the files are left, and the leftover sweep judges them after LEFTOVER_AGE_MS.
   */
  private async discard(asset: MediaAsset): Promise<void> {
    const res = await this.assets.delete({ id: asset.id, hash: asset.hash });
    if (res.affected !== 1) return;
    if (await this.assets.existsBy({ hash: asset.hash })) return;
    await rm(path.join(this.dirs.mediaDir, asset.hash), { recursive: true, force: true });
    await rm(path.join(this.dirs.originalsDir, asset.hash), { force: true });
  }

  /** Stores an upload (or finds the identical one already stored) and returns its asset. */
  async ingest(file: UploadedFile): Promise<MediaAsset> {
    return (await this.store(file)).asset;
  }

  /** As `ingest`, and whether this call inserted the asset's row (false: an identical upload's, found or met at the save). */
  private async store(file: UploadedFile): Promise<{ asset: MediaAsset; inserted: boolean }> {
    if (file.buffer.length === 0) throw badInput(NOT_AN_IMAGE);
    if (file.buffer.length > this.maxUploadBytes) throw this.tooLarge();
    const hash = hashOf(file.buffer);
    const existing = await this.assets.findOneBy({ hash });
    if (existing) return { asset: existing, inserted: false };

    const meta = await this.inspect(file);
    // EXIF orientations 5-8 are quarter turns: the served image is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;

    const rights = await this.rights();
    const rightsKey = rightsKeyOf(rights);
    const variantWidths = widthsFor(width, rights.maxWidth);
    const exif = await readExif(file.buffer);
    const createdAt = new Date();

    const dir = path.join(this.dirs.mediaDir, hash, rightsKey);
    let tiny: Buffer;
    try {
      tiny = await imageWork(() => encodeVariants(file.buffer, variantWidths, dir, rights, yearOf({ takenAt: exif.takenAt, createdAt })));
    } catch (err) {
      // Only its own files (its staging folder, gone already): an identical upload running beside it
      // keeps its own. The folders are taken away only when empty.
      await removeEmptyFolders([dir, path.join(this.dirs.mediaDir, hash)]);
      if (err instanceof AppError) throw err;
      throw badInput(NOT_AN_IMAGE);
    }
    await mkdir(this.dirs.originalsDir, { recursive: true });
    await writeAtomically(path.join(this.dirs.originalsDir, hash), file.buffer);

    let saved: MediaAsset;
    try {
      saved = await this.assets.save(
        this.assets.create({
          hash,
          originalName: file.originalName.slice(0, 255) || "upload",
          originalFormat: meta.format,
          bytes: file.buffer.length,
          width,
          height,
          placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
          variantWidths,
          rightsKey,
          createdAt,
          ...exif,
        }),
      );
    } catch (err) {
      // The same file uploaded twice at once: the other upload stored it first.
      if (isUniqueViolation(err)) return { asset: await this.assets.findOneByOrFail({ hash }), inserted: false };
      // The variants and the original are left where they are: an identical upload beside this one may
      // be about to name them (same paths, same bytes). No row naming them, the leftover sweep takes
      // them away after LEFTOVER_AGE_MS.
      throw err;
    }
    // The settings changed while it was encoded, after their re-encode was queued: it joins it.
    if (rightsKeyOf(await this.rights()) !== rightsKey) await this.enqueueStale({ newGeneration: false });
    return { asset: saved, inserted: true };
  }

  /**
   * The asset as a JPEG at most EMAIL_IMAGE_WIDTH wide (twice a mail's 600 px column, for sharp
   * phones), and never wider than the widest variant the rights allow: mail clients that show no
   * WebP (Outlook on the desktop, older Apple Mail) show this. Made like every other variant: from
   * the private original, with the rights in force (metadata and watermark), in their directory
   * (`/media/<hash>/<key of the rights in force>/`), even when the image's WebP variants are still
   * those of older rights (a re-encode under way) or of before the rights. Later calls only find the
   * file. Sent mails name it, so it is never removed with the old variants of a re-encode.
   */
  async emailImage(asset: MediaAsset): Promise<ImageVariant> {
    const rights = await this.rights();
    const key = rightsKeyOf(rights);
    const widths = widthsFor(asset.width, rights.maxWidth);
    const width = Math.min(widths[widths.length - 1], EMAIL_IMAGE_WIDTH);
    const variant = {
      width,
      height: Math.round((asset.height * width) / asset.width),
      url: `${dirUrlOf({ hash: asset.hash, rightsKey: key })}/email-${width}.jpg`,
    };
    const dir = path.join(this.dirs.mediaDir, asset.hash, key);
    const file = path.join(dir, `email-${width}.jpg`);
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      return variant;
    await imageWork(async () => {
      const sharp = await loadSharp();
      const source = await this.originalOf(asset);
      const input = source.input;
      // Made from a variant that already carries rights (the original is missing): no second watermark over its own.
      const mailRights = source.from === "variant with rights" ? { ...rights, watermark: null } : rights;
      const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const out = await marked(pixels, mailRights, yearOf(asset), info.width, info.width, info.height)
        .jpeg({ quality: 78, progressive: true, mozjpeg: true })
        .toBuffer();
      await mkdir(dir, { recursive: true });
      await writeAtomically(file, out);
    });
    return variant;
  }

  /** The bytes of `emailImage` (a JPEG, with the rights in force): the picture a document such as a certificate embeds. */
  async emailImageBytes(asset: MediaAsset): Promise<Buffer> {
    const variant = await this.emailImage(asset);
    return readFile(path.join(this.dirs.mediaDir, variant.url.replace(/^\/media\//, "")));
  }

  /**
   * An image as a PNG at most `width` wide, from its original without the rights' marks (no
   * watermark: a document's own picture, the certificates' signature), its transparency kept.
   */
  async plainPng(asset: MediaAsset, width: number): Promise<Buffer> {
    return imageWork(async () => {
      const sharp = await loadSharp();
      const { input } = await this.originalOf(asset);
      return sharp(input, { limitInputPixels: MAX_PIXELS }).autoOrient().resize({ width, withoutEnlargement: true }).png().toBuffer();
    });
  }

  /**
   * The private original; for an asset kept from before originals were stored, its largest WebP
   * variant, and what that variant carries: from before the rights (`rightsKey` null) nothing, so
   * it is as good a source as any; with rights, perhaps a watermark (whoever encodes from it must
   * not draw another).
   */
  private async originalOf(asset: MediaAsset): Promise<{ input: Buffer; from: "original" | "variant before rights" | "variant with rights" }> {
    try {
      return { input: await readFile(path.join(this.dirs.originalsDir, asset.hash)), from: "original" };
    } catch {
      const largest = path.join(this.dirs.mediaDir, asset.hash, asset.rightsKey ?? "", `${asset.variantWidths[asset.variantWidths.length - 1]}.webp`);
      return { input: await readFile(largest), from: asset.rightsKey === null ? "variant before rights" : "variant with rights" };
    }
  }

  // ── re-encoding when the rights change (issue 29) ──────────────────────────

  /**
   * Queues a re-encode of every image not encoded with the rights in force (none already queued).
   * `newGeneration`: a settings change — the re-encodes still queued of an earlier one are dropped
   * (these rows take their place) and the progress counts from nought again; otherwise the images
   * join the latest change's rows (an upload that raced a change, the sweep at start).
   */
  async enqueueStale({ newGeneration }: { newGeneration: boolean }): Promise<number> {
    const key = rightsKeyOf(await this.rights());
    const jobs = this.ds.getRepository(MediaJob);
    const latest = await jobs.createQueryBuilder("j").select("MAX(j.generation)", "g").where("j.kind = 'reencode'").getRawOne<{ g: number | null }>();
    const generation = Number(latest?.g ?? 0) + (newGeneration || latest?.g == null ? 1 : 0);
    const now = new Date();
    // A row being encoded now goes on (with the rights it read: its image is queued again below).
    if (newGeneration)
      await jobs
        .createQueryBuilder()
        .update()
        .set({ status: "dropped", nextAttemptAt: null })
        .where("kind = 'reencode' AND status = 'pending' AND (claimToken IS NULL OR lockedUntil < :now)", { now })
        .execute();
    const stale = await this.assets
      .createQueryBuilder("a")
      .select(["a.id"])
      .where("(a.rightsKey IS NULL OR a.rightsKey <> :key)", { key })
      .andWhere(
        "NOT EXISTS (SELECT 1 FROM media_jobs j WHERE j.kind = 'reencode' AND j.status = 'pending' AND j.generation = :generation AND j.assetId = a.id)",
        { generation },
      )
      .orderBy("a.id", "ASC")
      .getMany();
    for (let at = 0; at < stale.length; at += 500)
      await jobs.insert(
        stale.slice(at, at + 500).map((a) => ({ kind: "reencode" as const, assetId: a.id, generation, oldKey: null, status: "pending", nextAttemptAt: now })),
      );
    if (stale.length) this.onQueued?.();
    return stale.length;
  }

  /** The latest settings change's re-encodes: how many are done, how many given up (failed: never counted as done), of how many. */
  async imageUpdate(): Promise<ImageUpdateProgress> {
    const rows = await this.ds
      .getRepository(MediaJob)
      .createQueryBuilder("j")
      .select("SUM(CASE WHEN j.status IN ('done', 'dropped') THEN 1 ELSE 0 END)", "done")
      .addSelect("SUM(CASE WHEN j.status = 'failed' THEN 1 ELSE 0 END)", "failed")
      .addSelect("COUNT(*)", "total")
      .where("j.kind = 'reencode' AND j.generation = (SELECT MAX(g.generation) FROM media_jobs g WHERE g.kind = 'reencode')")
      .getRawOne<{ done: number | string | null; failed: number | string | null; total: number | string }>();
    return { done: Number(rows?.done ?? 0), failed: Number(rows?.failed ?? 0), total: Number(rows?.total ?? 0) };
  }

  /**
   * Encodes an image again from its original with the rights in force, into its new directory, and
   * switches the asset to it; the old variants are queued for removal `removalDelayMs` later (when
   * no cached page names them any more). Answers what it came to: "current" when the image already
   * had these rights (nothing encoded), "gone" when the asset no longer exists.
   */
  async reencode(assetId: number, removalDelayMs: number): Promise<"reencoded" | "current" | "gone"> {
    const asset = await this.assets.findOneBy({ id: assetId });
    if (!asset) return "gone";
    const rights = await this.rights();
    const key = rightsKeyOf(rights);
    if (asset.rightsKey === key) return "current";
    const jobs = this.ds.getRepository(MediaJob);
    // Back to rights it had before: the removal of that directory, still waiting, is called off
    // before a file is written there; one under way now is let finish, and this is tried again after.
    const now = new Date();
    await jobs
      .createQueryBuilder()
      .update()
      .set({ status: "dropped", nextAttemptAt: null })
      .where("kind = 'remove' AND assetId = :id AND oldKey = :key AND status = 'pending' AND (lockedUntil IS NULL OR lockedUntil < :now)", {
        id: assetId,
        key,
        now,
      })
      .execute();
    if (await jobs.existsBy({ kind: "remove", assetId, oldKey: key, status: "pending" }))
      throw new Error("Its earlier variants with these rights are being removed right now: tried again after");

    const widths = widthsFor(asset.width, rights.maxWidth);
    const dir = path.join(this.dirs.mediaDir, asset.hash, key);
    const source = await this.originalOf(asset);
    // Re-encoded from a variant that may hold a watermark, it would carry two (issue 43): given up, the image kept as it is.
    if (source.from === "variant with rights") throw new CannotReencode(NO_ORIGINAL_WITH_RIGHTS);
    try {
      await imageWork(() => encodeVariants(source.input, widths, dir, rights, yearOf(asset)));
    } finally {
      this.reencodes++;
    }

    // The rights changed while this encoded (a newer change's row, perhaps on another instance, encodes
    // the image with them): this encode is never switched to, whatever the order the encodes end in,
    // and its folder is removed as any old one.
    if (rightsKeyOf(await this.rights()) !== key) {
      await jobs.insert({ kind: "remove", assetId, generation: 0, oldKey: key, status: "pending", nextAttemptAt: new Date(Date.now() + removalDelayMs) });
      return "current";
    }
    // Switched from whatever the image has now (an older change's encode may have switched it meanwhile).
    for (;;) {
      const now = await this.assets.findOneBy({ id: assetId });
      if (!now) return "gone";
      if (now.rightsKey === key) return "current";
      const switched = await this.ds.transaction(async (em) => {
        const qb = em.createQueryBuilder().update(MediaAsset).set({ rightsKey: key, variantWidths: widths }).where("id = :id", { id: assetId });
        if (now.rightsKey === null) qb.andWhere("rightsKey IS NULL");
        else qb.andWhere("rightsKey = :old", { old: now.rightsKey });
        const res = await qb.execute();
        if (res.affected !== 1) return false;
        await em.getRepository(MediaJob).insert({
          kind: "remove",
          assetId,
          generation: 0,
          oldKey: now.rightsKey,
          status: "pending",
          nextAttemptAt: new Date(Date.now() + removalDelayMs),
        });
        return true;
      });
      if (!switched) continue;
      // The settings changed again after the look above (A → B → A while this encoded B): their change
      // saw the image still on its old key, the very rights it went back to, and queued nothing. Queued
      // here, after the switch, the image is encoded again with the newest rights; a change after this
      // look sees the switched image and queues it itself. The newest settings always end on the image.
      if (rightsKeyOf(await this.rights()) !== key) await this.requeue(assetId);
      return "reencoded";
    }
  }

  /**
   * Queues the image again into the latest change's re-encodes, unless a row not yet taken up already
   * waits for it. (enqueueStale would pass it over: the row being delivered now is still pending.)
   */
  private async requeue(assetId: number): Promise<void> {
    const jobs = this.ds.getRepository(MediaJob);
    if (await jobs.existsBy({ kind: "reencode", assetId, status: "pending", claimToken: IsNull() })) return;
    const latest = await jobs.createQueryBuilder("j").select("MAX(j.generation)", "g").where("j.kind = 'reencode'").getRawOne<{ g: number | null }>();
    await jobs.insert({ kind: "reencode", assetId, generation: Number(latest?.g ?? 1), oldKey: null, status: "pending", nextAttemptAt: new Date() });
    this.onQueued?.();
  }

  /**
   * Takes away the WebP variants of an image's old directory (`oldKey`; null: those of before the
   * rights, in the image's own directory), unless the image is back to it. The mail JPEGs stay: sent
   * mails name them.
   */
  async removeVariants(assetId: number, oldKey: string | null): Promise<void> {
    const asset = await this.assets.findOneBy({ id: assetId });
    if (asset && asset.rightsKey === oldKey) return;
    if (!asset) return;
    const dir = path.join(this.dirs.mediaDir, asset.hash, oldKey ?? "");
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) if (/^\d+\.webp$/.test(name)) await rm(path.join(dir, name), { force: true });
  }

  // ── leftovers (issue 43) ───────────────────────────────────────────────────

  /**
   * Takes away what crashes and lost encodes left, once older than `minAgeMs` (a day: nothing under
   * way is ever that old) and named by no row: `*.tmp` files of a write cut short and encodes'
   * staging folders (`.<key>.<uuid>.partial`); the files of an upload that died before its row was
   * saved (an original, a hash folder, no asset of that hash); in an image's folder, the variants of
   * rights it no longer has whose removal no row waits for (an encode whose settings were changed
   * under it by a crash, a folder of a lost race); and folders left empty. Never the image's current
   * variants, nor the mail JPEGs of its older folders (sent mails name them), nor anything of an image
   * with a re-encode or a removal still pending (the worker deals with those). A file is judged by its
   * own age, a folder taken away only when empty (rmdir), so an upload or encode writing now keeps
   * what it writes. Row-less images (hash folders and originals) go only while they are few
   * (ROWLESS_MAX, ROWLESS_SHARE; never with an empty table): otherwise none of them goes and a warning
   * gives the counts, the other leftovers still going. Every path taken away is logged (info). Answers
   * the paths taken away, relative to DATA_DIR's folders.
   */
  async sweepLeftovers(now = new Date(), minAgeMs = LEFTOVER_AGE_MS): Promise<string[]> {
    const cutoff = now.getTime() - minAgeMs;
    const removed: string[] = [];
    const old = async (p: string) => (await lstat(p).catch(() => null))?.mtimeMs ?? Infinity;
    const take = async (p: string, label: string) => {
      if ((await old(p)) >= cutoff) return;
      await rm(p, { force: true });
      removed.push(label);
      this.log.info({ path: label }, "Image leftovers: removed");
    };
    const takeFolder = async (p: string, label: string, judged = false) => {
      if (!judged && (await old(p)) >= cutoff) return;
      await rmdir(p).then(
        () => {
          removed.push(label);
          this.log.info({ path: label }, "Image leftovers: removed");
        },
        () => undefined,
      );
    };
    /** Every old file under `dir` (a leftover as a whole), then its folders bottom up once empty. */
    const takeAll = async (dir: string, label: string) => {
      // Judged by its age before the sweep took anything out of it (which dates it now).
      const wasOld = (await old(dir)) < cutoff;
      for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        if (e.isDirectory()) await takeAll(path.join(dir, e.name), `${label}/${e.name}`);
        else await take(path.join(dir, e.name), `${label}/${e.name}`);
      }
      if (wasOld) await takeFolder(dir, label, true);
    };
    /** What the database says of an image now: its current key, and whether work on it is pending. */
    const stateOf = async (hash: string) => {
      const asset = await this.assets.findOne({ select: { id: true, rightsKey: true }, where: { hash } });
      if (!asset) return null;
      const pending = await this.ds.getRepository(MediaJob).existsBy({ assetId: asset.id, status: "pending" });
      return { rightsKey: asset.rightsKey, pending };
    };

    const originalNames = await readdir(this.dirs.originalsDir).catch(() => [] as string[]);
    const hashDirs = (await readdir(this.dirs.mediaDir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory() && HASH.test(e.name));
    // Row-less images (an upload that died before its row) are taken away only when they are few
    // (ROWLESS_MAX, ROWLESS_SHARE): many means a database that is not this folder's.
    const onDisk = new Set([...hashDirs.map((e) => e.name), ...originalNames.filter((n) => HASH.test(n))]);
    const named = await this.hashesWithRows([...onDisk]);
    const rowless = [...onDisk].filter((h) => !named.has(h)).length;
    const rows = await this.assets.count();
    const takeRowless = rowless === 0 || (rows > 0 && (rowless <= ROWLESS_MAX || rowless <= ROWLESS_SHARE * onDisk.size));
    if (!takeRowless)
      this.log.warn(
        { rowlessImages: rowless, imagesOnDisk: onDisk.size, assetRows: rows },
        `Image leftovers: ${rowless} of the ${onDisk.size} images on disk have no row in media_assets (which holds ${rows}); the database may not be this media folder's (DATABASE_URL, a restored backup), so no image folder or original is taken away`,
      );

    // The originals: a write cut short, or one whose upload never saved its row.
    for (const name of originalNames) {
      const file = path.join(this.dirs.originalsDir, name);
      if (name.endsWith(".tmp")) await take(file, `originals/${name}`);
      else if (takeRowless && HASH.test(name) && (await old(file)) < cutoff && !(await this.assets.existsBy({ hash: name })))
        await take(file, `originals/${name}`);
    }
    // The served folders, one image (hash) at a time, each judged by what its row says right then.
    for (const e of hashDirs) {
      const hashDir = path.join(this.dirs.mediaDir, e.name);
      const state = await stateOf(e.name);
      if (!state) {
        // An upload that died before its row: everything old in it (unless row-less images are too many).
        if (takeRowless) await takeAll(hashDir, e.name);
        continue;
      }
      if (state.pending) continue;
      const hashDirWasOld = (await old(hashDir)) < cutoff;
      for (const f of await readdir(hashDir, { withFileTypes: true }).catch(() => [])) {
        const p = path.join(hashDir, f.name);
        const label = `${e.name}/${f.name}`;
        if (f.isDirectory()) {
          if (f.name.startsWith(".") && f.name.endsWith(PARTIAL)) await takeAll(p, label);
          else if (f.name === state.rightsKey) {
            for (const t of await readdir(p).catch(() => [] as string[])) if (t.endsWith(".tmp")) await take(path.join(p, t), `${label}/${t}`);
          } else {
            // Rights the image no longer has, and no removal waiting: the variants and tmp files go, the mail JPEGs stay.
            const wasOld = (await old(p)) < cutoff;
            for (const t of await readdir(p).catch(() => [] as string[]))
              if (VARIANT_FILE.test(t) || t.endsWith(".tmp")) await take(path.join(p, t), `${label}/${t}`);
            if (wasOld) await takeFolder(p, label, true);
          }
        } else if (f.name.endsWith(".tmp") || (state.rightsKey !== null && VARIANT_FILE.test(f.name))) await take(p, label);
      }
      if (hashDirWasOld) await takeFolder(hashDir, e.name, true);
    }
    return removed;
  }

  /** Which of these hashes a media_assets row names (asked 500 at a time). */
  private async hashesWithRows(hashes: string[]): Promise<Set<string>> {
    const named = new Set<string>();
    for (let at = 0; at < hashes.length; at += 500) {
      const rows = await this.assets
        .createQueryBuilder("a")
        .select("a.hash", "hash")
        .where("a.hash IN (:...hashes)", { hashes: hashes.slice(at, at + 500) })
        .getRawMany<{ hash: string }>();
      for (const r of rows) named.add(r.hash);
    }
    return named;
  }

  /** The variants an image (by its hash) has now; null when there is no such image. */
  async currentVariants(hash: string): Promise<ImageVariant[] | null> {
    const asset = await this.assets.findOneBy({ hash });
    return asset ? variantsOf(asset) : null;
  }

  async findByIds(ids: number[]): Promise<MediaAsset[]> {
    if (ids.length === 0) return [];
    return this.assets.createQueryBuilder("a").where("a.id IN (:...ids)", { ids }).getMany();
  }
}

/** Where an asset's variants are served: `/media/<hash>/<rightsKey>` (`/media/<hash>` for those of before the rights). */
function dirUrlOf(asset: Pick<MediaAsset, "hash" | "rightsKey">): string {
  return asset.rightsKey ? `/media/${asset.hash}/${asset.rightsKey}` : `/media/${asset.hash}`;
}

/** Relative URLs and sizes of an asset's variants; the REST shims' image_url is the largest. */
export function variantsOf(asset: MediaAsset): ImageVariant[] {
  return asset.variantWidths.map((w) => ({
    width: w,
    height: Math.round((asset.height * w) / asset.width),
    url: `${dirUrlOf(asset)}/${w}.webp`,
  }));
}

export function urlOf(asset: MediaAsset): string {
  return `${dirUrlOf(asset)}/${asset.variantWidths[asset.variantWidths.length - 1]}.webp`;
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

function hashOf(buffer: Buffer): string {
  return createHash("sha256").update(buffer).digest("hex");
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
    t = (await exifr.parse(buffer, {
      pick: ["Make", "Model", "LensModel", "FocalLength", "FNumber", "ExposureTime", "ISO", "DateTimeOriginal"],
    })) as Record<string, unknown> | undefined;
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
