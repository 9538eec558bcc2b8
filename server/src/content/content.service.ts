/**
 * The home page's content and the business's facts: hero slides, the photographer, the Instagram
 * strip (posts the owner uploads, served also in Instagram's export format) and one settings record
 * that feeds the footer, the contact page and the policies.
 */
import { idOf } from "../core/ids.js";
import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager, Repository } from "typeorm";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { badInput, notFound } from "../core/errors.js";
import { tamilField } from "../core/tamil.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import { urlOf, type MediaService, type UploadedFile } from "../media/media.service.js";
import { findState, GST_RATES, isValidGstin } from "../core/gst.js";
import { rightsKeyOf, type ImageRights } from "../media/image-rights.js";
import { VARIANT_WIDTHS } from "../media/media.service.js";
import { Author, BusinessSettings, HeroSlide, InstagramPost, WatermarkCorner } from "./content.entities.js";

export const HERO_REQUIRED = "Please provide title, subtitle and an image";

const heroShape: ListShape<HeroSlide> = {
  alias: "h",
  sortable: { id: "h.id", position: "h.position", title: "h.title", createdAt: "h.createdAt" },
  defaultSort: "position",
  search: ["h.title", "h.subtitle"],
};
const postShape: ListShape<InstagramPost> = { alias: "p", sortable: { id: "p.id", timestamp: "p.timestamp" }, defaultSort: "timestamp", search: ["p.caption"] };

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

export interface AuthorInput {
  name?: string | null;
  title?: string | null;
  bio1?: string | null;
  bio2?: string | null;
  quote?: string | null;
  /** In Tamil (issue 30): undefined keeps, null or blank clears. */
  titleTa?: string | null;
  bio1Ta?: string | null;
  bio2Ta?: string | null;
  quoteTa?: string | null;
  awardsWon?: string | null;
  countriesVisited?: string | null;
  imageId?: string | number | null;
}

export type BusinessInput = Partial<Omit<BusinessSettings, "id" | "signatureImageId">> & {
  /** An uploaded image's id; an empty string or null: none. */
  signatureImageId?: string | number | null;
};

export const DEFAULT_BUSINESS: Omit<BusinessSettings, "id"> = {
  name: "Chennai Wildlife Prints",
  legalName: "Chennai Wildlife Prints (proprietorship)",
  address: "12 Besant Avenue, Adyar, Chennai 600020, Tamil Nadu",
  city: "Chennai, India",
  addressTa: null,
  cityTa: null,
  email: "hello@chennaiwildlifeprints.in",
  phone: "+91 98400 00000",
  grievanceOfficerName: "Grievance Officer, Chennai Wildlife Prints",
  grievanceOfficerEmail: "grievance@chennaiwildlifeprints.in",
  instagramUrl: "https://www.instagram.com/chennaiwildlifeprints/",
  instagramHandle: "@chennaiwildlifeprints",
  facebookUrl: "https://www.facebook.com/chennaiwildlifeprints",
  poweredBy: "Chennai Wildlife Prints",
  // Not registered until the owner enters a GSTIN. The rate the demo uses is 5 %: since the rate
  // rationalisation of September 2025 most goods of the old 12 % slab are at 5 % (the owner
  // confirms the rate for HSN 4911 with the accountant and sets it in Business details).
  gstin: "",
  stateCode: "33",
  hsnCode: "4911",
  gstRatePercent: 5,
  invoicePrefix: "WBP",
  copyrightHolder: "",
  creator: "",
  creditLine: "",
  licensingText: null,
  licensingTextTa: null,
  licensingUrl: "",
  watermarkText: "",
  watermarkOpacity: 0.35,
  watermarkPosition: WatermarkCorner.BOTTOM_RIGHT,
  watermarkMinWidth: 960,
  maxVariantWidth: 1920,
  signatureImageId: null,
};

/**
 * The licensing page's text until the owner writes their own: paragraphs separated by a blank line,
 * a line starting with '# ' a heading.
 */
export const DEFAULT_LICENSING_TEXT = [
  "Every photograph on this site can be licensed: for a magazine or a book, for a brand's campaign, or as a print for an exhibition or a publication. Tell us which photograph, where it will appear, for how long and how large, and we reply within a day with a quote.",
  "# Editorial",
  "Newspapers, magazines, books, documentaries and educational material: a one-time licence for the use you describe, with the photographer credited beside the image.",
  "# Commercial",
  "Advertising, packaging, websites and social media of a business: a licence priced by the use, the territory and the period, exclusive if you need it.",
  "# Prints for publication",
  "A high-resolution file prepared for your printer, or a gallery-quality print for an exhibition, with the licence that covers it.",
  "# Credit",
  "Every licensed use carries the credit line given with the licence. Using a photograph from this site without a licence is not permitted.",
].join("\n\n");

/** The photographs' credits in force: the owner's, each empty one by its default. */
export interface Credits {
  copyrightHolder: string;
  creator: string;
  creditLine: string;
  licensingText: string;
}

/** The facts every page shows: none may be empty; the longest each column holds. */
const REQUIRED_LIMITS = {
  name: 120,
  legalName: 160,
  address: 300,
  city: 120,
  email: 254,
  phone: 40,
  grievanceOfficerName: 120,
  grievanceOfficerEmail: 254,
  instagramUrl: 300,
  instagramHandle: 80,
  facebookUrl: 300,
  poweredBy: 160,
} as const;
const REQUIRED_KEYS = Object.keys(REQUIRED_LIMITS) as (keyof typeof REQUIRED_LIMITS)[];

/**
 * The fields that may be emptied: a credit back to its default, a Tamil text back to the English
 * (those stored as null when empty); the longest each column holds.
 */
const OPTIONAL_LIMITS = {
  copyrightHolder: 160,
  creator: 120,
  creditLine: 200,
  licensingText: 10_000,
  licensingTextTa: 10_000,
  addressTa: 300,
  cityTa: 120,
} as const;
const OPTIONAL_KEYS = Object.keys(OPTIONAL_LIMITS) as (keyof typeof OPTIONAL_LIMITS)[];
const NULL_WHEN_EMPTY: ReadonlySet<string> = new Set(["licensingText", "licensingTextTa", "addressTa", "cityTa"]);

/** The credit notes' own series (billing/refund.service.ts): CN/26-27/0001. */
export const CREDIT_NOTE_PREFIX = "CN";

/** Tax settings, checked apart from the text fields (a GSTIN may be empty, the rate is a number). */
type TaxKey = "gstin" | "stateCode" | "hsnCode" | "gstRatePercent" | "invoicePrefix";

/** The image rights settings, checked apart (`rightsSettings`). */
type RightsKey = "licensingUrl" | "watermarkText" | "watermarkOpacity" | "watermarkPosition" | "watermarkMinWidth" | "maxVariantWidth";
export const WATERMARK_TEXT_MAX = 80;
/** The widest variant the pipeline makes; the setting may only lower it, to the narrowest. */
const WIDEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
const NARROWEST = VARIANT_WIDTHS[0];

export class ContentService {
  private readonly heroes: Repository<HeroSlide>;
  private readonly posts: Repository<InstagramPost>;

  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    /** The site's address: the licensing page's default URL is under it. */
    private readonly publicUrl = "http://localhost:3000",
  ) {
    this.heroes = ds.getRepository(HeroSlide);
    this.posts = ds.getRepository(InstagramPost);
  }

  // ── hero ────────────────────────────────────────────────────────────────
  heroSlides(): Promise<HeroSlide[]> {
    return this.heroes.find({ relations: { image: true }, order: { position: "ASC", id: "ASC" } });
  }
  listHero(p: ListParams<object>) {
    return applyList(this.heroes.createQueryBuilder("h").leftJoinAndSelect("h.image", "img"), heroShape, p, true).getMany();
  }
  countHero(p: ListParams<object>) {
    return applyList(this.heroes.createQueryBuilder("h"), heroShape, p, false).getCount();
  }
  getHero(id: number) {
    return this.heroes.findOne({ where: { id }, relations: { image: true } });
  }

  async createHero(input: {
    title?: string | null;
    subtitle?: string | null;
    titleTa?: string | null;
    subtitleTa?: string | null;
    imageId?: string | number | null;
  }): Promise<HeroSlide> {
    const title = text(input.title);
    const subtitle = text(input.subtitle);
    const imageId = idOf(input.imageId);
    if (!title || !subtitle || !Number.isInteger(imageId) || imageId <= 0) throw badInput(HERO_REQUIRED);
    if (title.length > 160 || subtitle.length > 300) throw badInput("Title or subtitle is too long");
    if (!(await this.ds.getRepository(MediaAsset).existsBy({ id: imageId }))) throw badInput("The image was not uploaded");
    const last = await this.heroes.createQueryBuilder("h").select("MAX(h.position)", "p").getRawOne<{ p: number | null }>();
    const titleTa = tamilField(input.titleTa, null, 160, "Title");
    const subtitleTa = tamilField(input.subtitleTa, null, 300, "Subtitle");
    const saved = await this.heroes.save(
      this.heroes.create({ title, subtitle, titleTa, subtitleTa, imageId, position: last?.p == null ? 0 : Number(last.p) + 1 }),
    );
    return (await this.getHero(saved.id))!;
  }

  /** The multipart path: fields checked first, then the image stored. */
  async createHeroFromUpload(title: unknown, subtitle: unknown, file: UploadedFile | undefined): Promise<HeroSlide> {
    if (!text(title) || !text(subtitle) || !file) throw badInput(HERO_REQUIRED);
    return this.media.ingestAll([file], ([asset]) => this.createHero({ title: text(title), subtitle: text(subtitle), imageId: asset.id }));
  }

  async updateHero(
    id: number,
    input: {
      title?: string | null;
      subtitle?: string | null;
      titleTa?: string | null;
      subtitleTa?: string | null;
      imageId?: string | number | null;
      position?: number | null;
    },
  ): Promise<HeroSlide> {
    const slide = await this.getHero(id);
    if (!slide) throw notFound("Hero slide not found");
    const title = input.title == null ? slide.title : text(input.title);
    const subtitle = input.subtitle == null ? slide.subtitle : text(input.subtitle);
    if (!title || !subtitle) throw badInput(HERO_REQUIRED);
    const imageId = input.imageId == null ? slide.imageId : idOf(input.imageId);
    if (!(await this.ds.getRepository(MediaAsset).existsBy({ id: imageId }))) throw badInput("The image was not uploaded");
    const titleTa = tamilField(input.titleTa, slide.titleTa, 160, "Title");
    const subtitleTa = tamilField(input.subtitleTa, slide.subtitleTa, 300, "Subtitle");
    await this.heroes.update({ id }, { title, subtitle, titleTa, subtitleTa, imageId, position: input.position ?? slide.position });
    return (await this.getHero(id))!;
  }

  async removeHero(id: number): Promise<HeroSlide> {
    const slide = await this.getHero(id);
    if (!slide) throw notFound("Hero slide not found");
    await this.heroes.delete({ id });
    return slide;
  }

  // ── author ──────────────────────────────────────────────────────────────
  author(): Promise<Author | null> {
    return this.ds.getRepository(Author).findOne({ where: { id: 1 }, relations: { image: true } });
  }

  /** Only non-empty fields change (spec admin §5); the first save needs a name. */
  async updateAuthor(input: AuthorInput): Promise<Author> {
    const repo = this.ds.getRepository(Author);
    const current =
      (await this.author()) ??
      repo.create({
        id: 1,
        name: "",
        title: "",
        bio1: "",
        bio2: "",
        quote: "",
        titleTa: null,
        bio1Ta: null,
        bio2Ta: null,
        quoteTa: null,
        awardsWon: "",
        countriesVisited: "",
        imageId: null,
      });
    const limits: Record<string, number> = { name: 120, title: 160, bio1: 5000, bio2: 5000, quote: 500, awardsWon: 120, countriesVisited: 120 };
    for (const [field, max] of Object.entries(limits)) {
      const value = text(input[field as keyof AuthorInput]);
      if (!value) continue;
      if (value.length > max) throw badInput(`${field} must be at most ${max} characters`);
      (current as unknown as Record<string, unknown>)[field] = value;
    }
    const tamilLimits = { titleTa: ["Title", 160], bio1Ta: ["Biography", 5000], bio2Ta: ["Biography", 5000], quoteTa: ["Quote", 500] } as const;
    for (const [field, [label, max]] of Object.entries(tamilLimits) as [keyof typeof tamilLimits, readonly [string, number]][])
      current[field] = tamilField(input[field], current[field], max, label);
    if (input.imageId != null && input.imageId !== "") {
      const imageId = idOf(input.imageId);
      if (!(await this.ds.getRepository(MediaAsset).existsBy({ id: imageId }))) throw badInput("The image was not uploaded");
      current.imageId = imageId;
    }
    if (!current.name) throw badInput("The photographer's name is required");
    // The creator's default is the photographer's name: a new name re-encodes the images.
    const before = rightsKeyOf(await this.imageRights());
    await repo.save({ ...current, image: undefined });
    await this.reencodeIfChanged(before);
    return (await this.author())!;
  }

  async updateAuthorFromUpload(input: AuthorInput, file: UploadedFile | undefined): Promise<Author> {
    return this.media.ingestAll(file ? [file] : [], ([asset]) => this.updateAuthor({ ...input, imageId: asset?.id }));
  }

  // ── Instagram ───────────────────────────────────────────────────────────
  instagramPosts(): Promise<InstagramPost[]> {
    return this.posts.find({ relations: { image: true }, order: { timestamp: "DESC", id: "DESC" }, take: 30 });
  }
  listPosts(p: ListParams<object>) {
    return applyList(this.posts.createQueryBuilder("p").leftJoinAndSelect("p.image", "img"), postShape, { sortOrder: "DESC", ...p }, true).getMany();
  }
  countPosts(p: ListParams<object>) {
    return applyList(this.posts.createQueryBuilder("p"), postShape, p, false).getCount();
  }
  getPost(id: number) {
    return this.posts.findOne({ where: { id }, relations: { image: true } });
  }

  async createPost(input: {
    caption?: string | null;
    imageId?: string | number | null;
    likesCount?: number | null;
    commentsCount?: number | null;
    permalink?: string | null;
    shortCode?: string | null;
    timestamp?: Date | null;
  }): Promise<InstagramPost> {
    const caption = text(input.caption);
    const imageId = idOf(input.imageId);
    if (!caption || !Number.isInteger(imageId) || imageId <= 0) throw badInput("Please provide a caption and an image");
    if (input.likesCount != null && (!Number.isInteger(input.likesCount) || input.likesCount < 0)) throw badInput("Likes must be a whole number");
    const permalink = text(input.permalink) || null;
    if (permalink && !/^https:\/\/(www\.)?instagram\.com\//.test(permalink)) throw badInput("The permalink must be an instagram.com address");
    if (!(await this.ds.getRepository(MediaAsset).existsBy({ id: imageId }))) throw badInput("The image was not uploaded");
    const saved = await this.posts.save(
      this.posts.create({
        caption: caption.slice(0, 2200),
        imageId,
        likesCount: input.likesCount ?? null,
        commentsCount: input.commentsCount ?? null,
        permalink,
        shortCode: input.shortCode ?? randomBytes(8).toString("base64url").slice(0, 11),
        timestamp: input.timestamp ?? new Date(),
      }),
    );
    return (await this.getPost(saved.id))!;
  }

  async removePost(id: number): Promise<InstagramPost> {
    const post = await this.getPost(id);
    if (!post) throw notFound("Instagram post not found");
    await this.posts.delete({ id });
    return post;
  }

  /** The posts in Instagram's export format (what the old site bundled as a static file). */
  async instagramExport() {
    return (await this.instagramPosts()).map((p) => ({
      id: String(p.id),
      shortCode: p.shortCode,
      type: "Image",
      displayUrl: urlOf(p.image),
      caption: p.caption,
      likesCount: p.likesCount,
      commentsCount: p.commentsCount,
      timestamp: p.timestamp.toISOString(),
      url: p.permalink,
    }));
  }

  // ── business settings ───────────────────────────────────────────────────
  /** The business's settings (the defaults until the owner saves them), read through `em` inside a transaction. */
  async business(em: EntityManager = this.ds.manager): Promise<BusinessSettings> {
    return (await this.savedBusiness(em)) ?? { id: 1, ...DEFAULT_BUSINESS };
  }

  /** The business's settings as the owner saved them; null before the first save. */
  savedBusiness(em: EntityManager = this.ds.manager): Promise<BusinessSettings | null> {
    return em.findOneBy(BusinessSettings, { id: 1 });
  }

  async updateBusiness(input: BusinessInput): Promise<BusinessSettings> {
    const next = { ...(await this.business()) };
    for (const key of REQUIRED_KEYS) {
      const value = input[key];
      if (value == null) continue;
      const v = text(value);
      if (!v) throw badInput(`${key} cannot be empty`, { field: key });
      if (v.length > REQUIRED_LIMITS[key]) throw badInput(`${key} is too long (at most ${REQUIRED_LIMITS[key]} characters)`, { field: key });
      next[key] = v;
    }
    for (const key of ["email", "grievanceOfficerEmail"] as const)
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next[key])) throw badInput("Please enter a valid email address", { field: key });
    for (const key of ["instagramUrl", "facebookUrl"] as const)
      if (!/^https:\/\//.test(next[key])) throw badInput("Links must start with https://", { field: key });
    for (const key of OPTIONAL_KEYS) {
      const value = input[key];
      if (value == null) continue;
      const v = text(value);
      if (v.length > OPTIONAL_LIMITS[key]) throw badInput(`${key} is too long (at most ${OPTIONAL_LIMITS[key]} characters)`, { field: key });
      (next as Record<string, unknown>)[key] = NULL_WHEN_EMPTY.has(key) ? v || null : v;
    }
    Object.assign(next, taxSettings(next, input));
    Object.assign(next, rightsSettings(next, input));
    if (input.signatureImageId !== undefined) next.signatureImageId = await this.signatureImage(input.signatureImageId);
    const before = rightsKeyOf(await this.imageRights());
    await this.ds.getRepository(BusinessSettings).save(next);
    await this.reencodeIfChanged(before);
    return this.business();
  }

  /** The certificates' signature image (issue 45): an uploaded image's id, or null for none (an empty string). */
  private async signatureImage(value: string | number | null): Promise<number | null> {
    if (value === null || value === "") return null;
    const id = idOf(value);
    if (!Number.isInteger(id) || id <= 0 || !(await this.ds.getRepository(MediaAsset).existsBy({ id })))
      throw badInput("The signature image was not uploaded", { field: "signatureImageId" });
    return id;
  }

  /**
   * The rights every image variant carries, each default worked out: the credits, the licensing
   * URL (else PUBLIC_URL/licensing), the watermark (none without text) and the widest variant.
   */
  async imageRights(settings?: BusinessSettings): Promise<ImageRights> {
    const b = settings ?? (await this.business());
    const credits = await this.credits(b);
    return {
      creator: credits.creator,
      copyrightHolder: credits.copyrightHolder,
      creditLine: credits.creditLine,
      licensingUrl: this.licensingUrlOf(b),
      watermark: b.watermarkText ? { text: b.watermarkText, opacity: b.watermarkOpacity, position: b.watermarkPosition, minWidth: b.watermarkMinWidth } : null,
      maxWidth: b.maxVariantWidth,
    };
  }

  /** The licensing URL in force: the owner's, else the licensing page of the site. */
  licensingUrlOf(settings: BusinessSettings): string {
    return settings.licensingUrl || `${this.publicUrl}/licensing`;
  }

  /** After a change that may touch the images' rights: a re-encode of every image when it did. */
  private async reencodeIfChanged(before: string): Promise<void> {
    if (rightsKeyOf(await this.imageRights()) !== before) await this.media.enqueueStale({ newGeneration: true });
  }

  /**
   * The credits in force: the copyright holder (else the legal name), the creator (else the
   * photographer's name, else the trading name), the credit line (else '{creator} / {name}') and the
   * licensing page's text (else the default). `author` is read only when the creator is not set.
   */
  async credits(settings?: BusinessSettings): Promise<Credits> {
    const b = settings ?? (await this.business());
    const creator = b.creator || (await this.author())?.name.trim() || b.name;
    return {
      copyrightHolder: b.copyrightHolder || b.legalName,
      creator,
      creditLine: b.creditLine || `${creator} / ${b.name}`,
      licensingText: b.licensingText || DEFAULT_LICENSING_TEXT,
    };
  }
}

/** The image rights settings after `input`, checked, each with the message the back office shows beside its field. */
function rightsSettings(current: BusinessSettings, input: BusinessInput): Pick<BusinessSettings, RightsKey> {
  let licensingUrl = current.licensingUrl;
  if (input.licensingUrl != null) {
    licensingUrl = text(input.licensingUrl);
    if (licensingUrl.length > 300) throw badInput("The licensing URL is too long (at most 300 characters)", { field: "licensingUrl" });
    if (licensingUrl && !isHttpsUrl(licensingUrl)) throw badInput("The licensing URL must be a web address starting with https://", { field: "licensingUrl" });
  }
  let watermarkText = current.watermarkText;
  if (input.watermarkText != null) {
    watermarkText = text(input.watermarkText).replace(/\s+/g, " ");
    if (Array.from(watermarkText).length > WATERMARK_TEXT_MAX)
      throw badInput(`The watermark text is too long (at most ${WATERMARK_TEXT_MAX} characters)`, { field: "watermarkText" });
  }
  const watermarkOpacity = input.watermarkOpacity ?? current.watermarkOpacity;
  if (!Number.isFinite(watermarkOpacity) || watermarkOpacity < 0.1 || watermarkOpacity > 0.6)
    throw badInput("The watermark's opacity must be between 0.1 and 0.6", { field: "watermarkOpacity" });
  const watermarkPosition = input.watermarkPosition ?? current.watermarkPosition;
  if (!Object.values(WatermarkCorner).includes(watermarkPosition))
    throw badInput("The watermark's position must be a corner: top-left, top-right, bottom-left or bottom-right", { field: "watermarkPosition" });
  const watermarkMinWidth = input.watermarkMinWidth ?? current.watermarkMinWidth;
  if (!Number.isInteger(watermarkMinWidth) || watermarkMinWidth < NARROWEST || watermarkMinWidth > WIDEST)
    throw badInput(`The watermark's smallest width must be a whole number of pixels from ${NARROWEST} to ${WIDEST}`, { field: "watermarkMinWidth" });
  const maxVariantWidth = input.maxVariantWidth ?? current.maxVariantWidth;
  if (!Number.isInteger(maxVariantWidth) || maxVariantWidth < NARROWEST || maxVariantWidth > WIDEST)
    throw badInput(`The widest image must be a whole number of pixels from ${NARROWEST} to ${WIDEST}`, { field: "maxVariantWidth" });
  // A watermark no variant is wide enough to carry would silently never appear.
  const touched = input.watermarkText != null || input.watermarkMinWidth != null || input.maxVariantWidth != null;
  if (touched && watermarkText && watermarkMinWidth > maxVariantWidth)
    throw badInput(
      `The watermark's smallest width (${watermarkMinWidth} px) is above the widest image (${maxVariantWidth} px): no image would carry it. ` +
        `Lower it to ${maxVariantWidth} px or less, or widen the images.`,
      { field: "watermarkMinWidth" },
    );
  return { licensingUrl, watermarkText, watermarkOpacity: Math.round(watermarkOpacity * 100) / 100, watermarkPosition, watermarkMinWidth, maxVariantWidth };
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The tax settings after `input`, checked; the GSTIN's own state code must be the business's. */
function taxSettings(current: BusinessSettings, input: BusinessInput): Pick<BusinessSettings, TaxKey> {
  const gstin = input.gstin != null ? input.gstin.trim().toUpperCase() : current.gstin;
  if (gstin && !isValidGstin(gstin)) throw badInput("Enter a valid GSTIN", { field: "gstin" });
  let stateCode = current.stateCode;
  if (input.stateCode != null) {
    const state = findState(input.stateCode);
    if (!state) throw badInput("Select a valid state", { field: "stateCode" });
    stateCode = state.code;
  } else if (input.gstin != null && gstin) stateCode = gstin.slice(0, 2);
  if (gstin && gstin.slice(0, 2) !== stateCode) throw badInput("The GSTIN is registered in another state than the business's", { field: "gstin" });
  const hsnCode = input.hsnCode != null ? input.hsnCode.trim() : current.hsnCode;
  if (!/^\d{4}(\d{2}){0,2}$/.test(hsnCode)) throw badInput("Enter a valid HSN code (4, 6 or 8 digits)", { field: "hsnCode" });
  const gstRatePercent = input.gstRatePercent ?? current.gstRatePercent;
  if (!GST_RATES.includes(gstRatePercent)) throw badInput(`GST rate must be one of ${GST_RATES.join(", ")} %`, { field: "gstRatePercent" });
  const invoicePrefix = input.invoicePrefix != null ? input.invoicePrefix.trim().toUpperCase() : current.invoicePrefix;
  if (!/^[A-Z0-9]{1,5}$/.test(invoicePrefix)) throw badInput("Invoice prefix: letters and digits, at most 5", { field: "invoicePrefix" });
  if (invoicePrefix === CREDIT_NOTE_PREFIX) throw badInput(`Invoice prefix: ${CREDIT_NOTE_PREFIX} numbers the credit notes`, { field: "invoicePrefix" });
  return { gstin, stateCode, hsnCode, gstRatePercent, invoicePrefix };
}
