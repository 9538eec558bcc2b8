/**
 * The certificates of authenticity of limited editions (issue 45), where they are seen and what the
 * owner does with them: the PDF of one numbered print behind a signed link (as the invoice's), its
 * attachment to the buyer's mails, the public check of a code (/verify/{code}), the edition's ledger,
 * and the owner's void and re-send. The numbers themselves are given and taken back by the orders'
 * editions (orders/order-editions.ts); billing stands above orders, so it may read them all.
 */
import { LRUCache } from "lru-cache";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { In, type DataSource } from "typeorm";
import type { ContentService } from "../content/content.service.js";
import { AppError, againAfterDeadlock, badInput, conflict, notFound } from "../core/errors.js";
import { idOf } from "../core/ids.js";
import type { LimiterFactory } from "../core/rate-limit.js";
import type { MailService } from "../mail/mail.service.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import { variantsOf, yearOf, type MediaService } from "../media/media.service.js";
import { Certificate } from "../orders/certificate.entity.js";
import type { OrderEditions } from "../orders/order-editions.js";
import type { OrderMails } from "../orders/order-mails.js";
import { Order, OrderLine } from "../orders/order.entity.js";
import { PortfolioItem } from "../shop/portfolio-item.entity.js";
import { CERTIFICATE_CODE, certificatePdf, certificateSignature, certificateSignatureValid, type CertificateDocument } from "./certificate.js";

export interface CertificateFile {
  filename: string;
  pdf: Buffer;
}

/** What the public check of a code shows: the print, never its buyer or price. */
export interface VerifiedCertificate {
  code: string;
  title: string;
  titleTa: string | null;
  number: number;
  editionSize: number;
  year: number;
  void: boolean;
  photo: { src: string; srcset: string; width: number; height: number } | null;
}

/** One entry of an edition's ledger (EditionLedgerEntry in GraphQL). */
export interface LedgerEntry {
  state: "free" | "reserved" | "sold" | "void";
  number: number | null;
  units: number;
  bookingGroupId: string | null;
  orderId: string | null;
  date: Date | null;
  code: string | null;
  voidReason: string | null;
}

/** Checks a certificate per client and minute on /verify (each instance counting the same). */
export const VERIFY_PER_MINUTE = 30;

/**
 * Certificate PDFs opened by their signed links per client and minute (each instance counting the
 * same): a buyer opens a few; a holder of one link asking in a loop would have the server draw one
 * PDF after another (a photograph, a QR code, pdfkit).
 */
export const PDFS_PER_MINUTE = 30;

/**
 * The drawn PDFs kept in memory, at most this many bytes together (the least recently opened go
 * first): a certificate with its photograph is a few hundred kilobytes, and the process runs in a
 * small heap (its buffers count in its memory all the same).
 */
const DRAWN_BYTES = 16 * 1024 * 1024;

const UNPAID = ["pending_payment", "payment_failed"];

export class CertificateService {
  private readonly verifyLimit: RateLimiterAbstract;
  private readonly pdfLimit: RateLimiterAbstract;
  /**
   * Drawn PDFs by everything a drawing is made of (drawingKey): a void, another signature image or
   * photograph, a renamed business is another key, so an old drawing is never answered for it.
   */
  private readonly drawn = new LRUCache<string, CertificateFile>({ maxSize: DRAWN_BYTES, sizeCalculation: (f, key) => f.pdf.length + key.length * 2 + 256 });
  /** Drawings under way, by the same key: requests for one certificate at once draw it once. */
  private readonly drawing = new Map<string, Promise<CertificateFile>>();

  constructor(
    private readonly ds: DataSource,
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly deps: { media: MediaService; content: ContentService; mail: MailService; editions: OrderEditions; mails: OrderMails },
    limiter: LimiterFactory,
  ) {
    this.verifyLimit = limiter({ keyPrefix: "certificate-verify", points: VERIFY_PER_MINUTE, duration: 60 });
    this.pdfLimit = limiter({ keyPrefix: "certificate-pdf", points: PDFS_PER_MINUTE, duration: 60 });
  }

  /** The relative, signed link of a certificate's PDF: /documents/certificate/{code}.pdf?signature=… */
  url(code: string): string {
    return `/documents/certificate/${code}.pdf?signature=${certificateSignature(this.secret, code)}`;
  }

  /** The address its QR code names: PUBLIC_URL/verify/{code}. */
  verifyUrl(code: string): string {
    return `${this.publicUrl}/verify/${code}`;
  }

  /** The PDF a signed link names; null when the code is unknown or the signature is not the code's. */
  async bySignedLink(code: string, signature: string): Promise<CertificateFile | null> {
    if (!CERTIFICATE_CODE.test(code) || !certificateSignatureValid(this.secret, code, signature)) return null;
    const cert = await this.ds.getRepository(Certificate).findOneBy({ code });
    return cert && this.file(cert);
  }

  /** The PDF of a certificate by its row (the mails' attachments); null when there is none. */
  async fileById(id: number): Promise<CertificateFile | null> {
    const cert = await this.ds.getRepository(Certificate).findOneBy({ id });
    return cert && this.file(cert);
  }

  /** The certificates of some order lines, in one query, each line's by number. */
  async forLines(lineIds: readonly number[]): Promise<Map<number, Certificate[]>> {
    const byLine = new Map<number, Certificate[]>(lineIds.map((id) => [id, []]));
    if (!lineIds.length) return byLine;
    const rows = await this.ds.getRepository(Certificate).find({ where: { orderLineId: In([...lineIds]) }, order: { number: "ASC", id: "ASC" } });
    for (const c of rows) byLine.get(c.orderLineId)?.push(c);
    return byLine;
  }

  /** Counts one look at /verify for a client: past the limit, TOO_MANY_REQUESTS. */
  async countVerify(clientKey: string): Promise<void> {
    await this.verifyLimit.consume(clientKey).catch((err: unknown) => {
      // Only the limiter's refusal is "too many"; a failing store is the server's error.
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new AppError("TOO_MANY_REQUESTS", "Too many certificate checks from here. Please try again in a minute.");
    });
  }

  /** Counts one request of a certificate's PDF for a client, before any is read or drawn: past the limit, TOO_MANY_REQUESTS. */
  async countPdf(clientKey: string): Promise<void> {
    await this.pdfLimit.consume(clientKey).catch((err: unknown) => {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new AppError("TOO_MANY_REQUESTS", "Too many certificates opened from here. Please try again in a minute.");
    });
  }

  /** What /verify/{code} shows, or null for a code that is not a certificate's. */
  async verify(code: string): Promise<VerifiedCertificate | null> {
    if (!CERTIFICATE_CODE.test(code)) return null;
    const cert = await this.ds.getRepository(Certificate).findOneBy({ code });
    if (!cert) return null;
    const line = await this.ds.getRepository(OrderLine).findOneBy({ id: cert.orderLineId });
    const asset = await this.photoOf(cert.portfolioItemId);
    const widest = asset ? variantsOf(asset).filter((v) => v.width <= 960) : [];
    const photo = asset && widest.length ? widest[widest.length - 1] : null;
    return {
      code: cert.code,
      title: line?.title ?? "",
      titleTa: line?.titleTa ?? null,
      number: cert.number,
      editionSize: cert.editionSize,
      year: asset ? yearOf(asset) : cert.createdAt.getUTCFullYear(),
      void: cert.activeNumber === null,
      photo:
        asset && photo
          ? {
              src: photo.url,
              srcset: variantsOf(asset)
                .map((v) => `${v.url} ${v.width}w`)
                .join(", "),
              width: photo.width,
              height: photo.height,
            }
          : null,
    };
  }

  /**
   * The edition's ledger: each number from 1 to the size (and any number held beyond a size since
   * lowered) once, sold (with its standing certificate), void (its last certificate was cancelled:
   * the number is free to sell again) or free; then one entry per unpaid order holding a reservation,
   * without a number (numbers are given only when an order is paid), its units counted. Empty for an
   * open edition.
   */
  async ledger(portfolioItemId: string | number): Promise<LedgerEntry[]> {
    const id = idOf(portfolioItemId);
    const item = Number.isInteger(id) && id > 0 ? await this.ds.getRepository(PortfolioItem).findOneBy({ id }) : null;
    if (!item) throw notFound("No such print");
    const certs = await this.ds.getRepository(Certificate).find({ where: { portfolioItemId: id }, order: { id: "ASC" } });
    const orders = await this.ordersById(certs.map((c) => c.orderId));
    const standing = new Map<number, Certificate>();
    const voided = new Map<number, Certificate>();
    for (const c of certs) (c.activeNumber === null ? voided : standing).set(c.number, c);
    const entries: LedgerEntry[] = [];
    const last = Math.max(item.editionSize ?? 0, ...standing.keys());
    for (let n = 1; n <= last; n++) {
      const c = standing.get(n) ?? voided.get(n);
      const order = c ? orders.get(c.orderId) : undefined;
      entries.push({
        state: standing.has(n) ? "sold" : c ? "void" : "free",
        number: n,
        units: 1,
        bookingGroupId: order?.bookingGroupId ?? null,
        orderId: order?.providerOrderId ?? null,
        date: c ? (c.voidedAt ?? c.createdAt) : null,
        code: c?.code ?? null,
        voidReason: c?.voidReason ?? null,
      });
    }
    const held = await this.ds
      .getRepository(OrderLine)
      .createQueryBuilder("l")
      .innerJoin(Order, "o", "o.id = l.orderId")
      .select("o.bookingGroupId", "bookingGroupId")
      .addSelect("o.providerOrderId", "orderId")
      .addSelect("o.createdAt", "createdAt")
      .addSelect("SUM(l.quantity)", "units")
      .where("l.portfolioItemId = :id AND l.edition = :yes AND o.editionHeld = :yes AND o.status IN (:...unpaid)", { id, yes: true, unpaid: UNPAID })
      .groupBy("o.id")
      .addGroupBy("o.bookingGroupId")
      .addGroupBy("o.providerOrderId")
      .addGroupBy("o.createdAt")
      .orderBy("o.id", "ASC")
      .getRawMany<{ bookingGroupId: string; orderId: string | null; createdAt: Date | string; units: number | string }>();
    for (const r of held)
      entries.push({
        state: "reserved",
        number: null,
        units: Number(r.units),
        bookingGroupId: r.bookingGroupId,
        orderId: r.orderId,
        date: r.createdAt instanceof Date ? r.createdAt : new Date(`${String(r.createdAt).replace(" ", "T")}Z`),
        code: null,
        voidReason: null,
      });
    return entries;
  }

  /** The owner voids a standing certificate (issue 45): once, whatever runs at once; its number goes back to the pool. */
  async void(code: string, reason: string): Promise<Certificate> {
    const why = (reason ?? "").trim().replace(/\s+/g, " ");
    if (why.length < 3 || why.length > 300) throw badInput("The reason must be 3 to 300 characters", { field: "reason" });
    const cert = await this.standingOrThrow(code);
    // MariaDB may pick this void to break a deadlock with the cancellation of its order (which locks the
    // order's lines before its prints): rolled back whole, it is tried again.
    const voided = await againAfterDeadlock(() => this.ds.transaction((em) => this.deps.editions.voidOne(em, cert, why)));
    if (!voided) throw conflict("This certificate is already void");
    return this.ds.getRepository(Certificate).findOneByOrFail({ id: cert.id });
  }

  /** The owner sends a standing certificate again to its buyer, through the mail outbox, in the buyer's language. */
  async resend(code: string): Promise<Certificate> {
    const cert = await this.standingOrThrow(code);
    const order = await this.ds.getRepository(Order).findOne({ where: { id: cert.orderId }, relations: { lines: true }, order: { lines: { id: "ASC" } } });
    if (!order) throw notFound("The certificate's order is gone");
    const line = order.lines.find((l) => l.id === cert.orderLineId);
    const title = order.language === "ta" && line?.titleTa ? line.titleTa : (line?.title ?? "");
    const sent = await this.ds.transaction((em) => this.deps.mails.certificateAgain(em, order, cert, title));
    if (!sent) throw conflict("A void certificate cannot be sent");
    this.deps.mails.flush();
    return cert;
  }

  private async standingOrThrow(code: string): Promise<Certificate> {
    const given = (code ?? "").trim().toUpperCase();
    if (!CERTIFICATE_CODE.test(given)) throw badInput("A certificate code is 16 letters and digits", { field: "code" });
    const cert = await this.ds.getRepository(Certificate).findOneBy({ code: given });
    if (!cert) throw notFound("No certificate has this code");
    if (cert.activeNumber === null) throw conflict("This certificate is already void");
    return cert;
  }

  private async ordersById(ids: number[]): Promise<Map<number, Order>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.ds.getRepository(Order).find({ where: { id: In(unique) }, select: { id: true, bookingGroupId: true, providerOrderId: true } });
    return new Map(rows.map((o) => [o.id, o]));
  }

  private async photoOf(portfolioItemId: number): Promise<MediaAsset | null> {
    const item = await this.ds.getRepository(PortfolioItem).findOne({ where: { id: portfolioItemId }, select: { id: true, imageId: true } });
    return item ? this.ds.getRepository(MediaAsset).findOneBy({ id: item.imageId }) : null;
  }

  /**
   * A certificate's PDF: what it says is read each time (its row, its order and line, the business
   * details, the print's photograph), and drawn only when no drawing of exactly that is kept. The
   * images go into the key by their assets' ids (an asset's bytes never change: a new upload is a new
   * asset), the photograph also by its address, which names the image rights it is drawn with. A
   * drawing whose photograph or signature could not be read is answered but not kept.
   */
  private async file(cert: Certificate): Promise<CertificateFile> {
    const order = await this.ds.getRepository(Order).findOneByOrFail({ id: cert.orderId });
    const line = await this.ds.getRepository(OrderLine).findOneBy({ id: cert.orderLineId });
    const language = order.language === "ta" ? "ta" : "en";
    const [business, credits, asset] = await Promise.all([this.deps.content.business(), this.deps.content.credits(), this.photoOf(cert.portfolioItemId)]);
    const signatureAsset = business.signatureImageId ? await this.ds.getRepository(MediaAsset).findOneBy({ id: business.signatureImageId }) : null;
    const words: Omit<CertificateDocument, "photo" | "signature"> = {
      language,
      code: cert.code,
      verifyUrl: this.verifyUrl(cert.code),
      title: language === "ta" && line?.titleTa ? line.titleTa : (line?.title ?? ""),
      creator: credits.creator,
      year: asset ? yearOf(asset) : cert.createdAt.getUTCFullYear(),
      number: cert.number,
      editionSize: cert.editionSize,
      printSize: line?.frameSize ?? "",
      paper: cert.paper,
      frame: line?.frameName ?? "",
      soldAt: order.paidAt ?? cert.createdAt,
      businessName: business.name,
      void: cert.activeNumber === null,
    };
    // The photograph as the rights in force draw it (watermark, widest size): its address names the
    // rights' key, so changed rights are another drawing. Null when it cannot be made: not kept then.
    const photoUrl = asset
      ? await this.deps.media.emailImage(asset).then(
          (v) => v.url,
          () => null,
        )
      : null;
    const key = JSON.stringify([cert.id, words, asset?.id ?? null, photoUrl, signatureAsset?.id ?? null]);
    const kept = this.drawn.get(key);
    if (kept) return kept;
    let under = this.drawing.get(key);
    if (!under) {
      under = (async () => {
        const [photo, signature] = await Promise.all([
          asset ? this.deps.media.emailImageBytes(asset).catch(() => null) : null,
          signatureAsset ? this.deps.media.plainPng(signatureAsset, 600).catch(() => null) : null,
        ]);
        const file = { filename: `certificate-${cert.code}.pdf`, pdf: await certificatePdf({ ...words, photo, signature }) };
        if ((photo || !asset) && (asset === null || photoUrl !== null) && (signature || !signatureAsset)) this.drawn.set(key, file);
        return file;
      })().finally(() => this.drawing.delete(key));
      this.drawing.set(key, under);
    }
    return under;
  }
}
