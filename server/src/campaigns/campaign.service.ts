/**
 * Newsletter campaigns (issue 26): the owner writes a draft (its HTML through the blog's sanitiser),
 * previews it exactly as it will be sent, sends a test copy, and sends it: one outbox row per
 * subscribed address, made by one INSERT … SELECT in the transaction that moves the draft to
 * `sending` (so a second send, or two at once, makes no second copy; the outbox's unique
 * (campaignId, subscriberId) holds besides). The mail worker composes each copy when it sends it
 * (`compose`: nothing if the subscriber left or bounced meanwhile) and reports its final outcome in
 * the transaction that writes it (`settled`): the campaign counts it, an address whose mailbox was
 * refused is marked `bounced` (a relay's or a policy's refusal fails the copy only), and the campaign is
 * `sent` when no row is left. A campaign whose first copies are mostly refused alike (a wrong MAIL_FROM,
 * a relay that will not relay) pauses itself and tells the owner why; resumed, it sends the rest and
 * tries again the copies refused so.
 */
import { randomBytes } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { DataSource, EntityManager, Repository } from "typeorm";
import { sanitizeBlogHtml } from "../blog/sanitize.js";
import type { BlogService } from "../blog/blog.service.js";
import type { ContentService } from "../content/content.service.js";
import { isEmailAddress } from "../core/email.js";
import { AppError, badInput, conflict, notFound } from "../core/errors.js";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { formatPaise } from "../core/money.js";
import { singleLine } from "../core/text.js";
import { NewsletterSubscriber } from "../enquiries/enquiry.entities.js";
import { blogPostPath, printPath, workshopPath } from "../http/seo.js";
import type { ComposedMail, MailService } from "../mail/mail.service.js";
import { OutgoingMail, PRIORITY_CAMPAIGN } from "../mail/outgoing-mail.entity.js";
import type { MediaService } from "../media/media.service.js";
import type { ShopService } from "../shop/shop.service.js";
import { MAX_CART_LINES } from "../shop/cart-limits.js";
import { displayCost, isPast } from "../workshops/workshop.service.js";
import type { WorkshopService } from "../workshops/workshop.service.js";
import { personalise, renderCampaign, type RenderedCampaign } from "./campaign-mail.js";
import { Campaign, CAMPAIGN_BLOCKS, CAMPAIGN_STATUSES, type CampaignBlock, type CampaignSnapshot } from "./campaign.entity.js";

/** The owner's HTML may be this long before it is sanitised (the column holds 64 KB). */
export const MAX_HTML_CHARS = 60_000;
/** Items a block carries. */
const BLOCK_ITEMS = 3;
/** Test copies an hour, whoever asks (the owner, or an integrator's key): a test copy goes to any address typed. */
export const TEST_COPIES_PER_HOUR = 30;
/** Rendered campaigns kept in memory (per process), each a few tens of kilobytes. */
const RENDERED_KEPT = 20;
/** The first copies of a campaign whose refusals are watched: more than half of them refused alike pauses it. */
export const PAUSE_WINDOW = 20;
export const PAUSE_AT = Math.floor(PAUSE_WINDOW / 2) + 1;

/** Copies of a campaign failed for one reason: the refusal's code, how many, and one server's answer. */
export interface RefusalCount {
  refusal: string;
  count: number;
  example: string;
}

const shape: ListShape<Campaign> = {
  alias: "c",
  sortable: { id: "c.id", subject: "c.subject", status: "c.status", createdAt: "c.createdAt", sentAt: "c.sentAt", recipients: "c.recipients" },
  defaultSort: "createdAt",
  search: ["c.subject"],
  where: (qb, f) => {
    if (typeof f.status === "string" && (CAMPAIGN_STATUSES as readonly string[]).includes(f.status)) qb.andWhere("c.status = :status", { status: f.status });
  },
};

export interface CampaignInput {
  subject?: string | null;
  preheader?: string | null;
  html?: string | null;
  blocks?: string[] | null;
}

export const blocksOf = (c: Pick<Campaign, "blockList">): CampaignBlock[] => (c.blockList ? (c.blockList.split(",") as CampaignBlock[]) : []);

export class CampaignService {
  private readonly repo: Repository<Campaign>;
  /** Campaigns being sent, rendered once (their snapshot never changes): by id. */
  private readonly rendered = new Map<number, Promise<RenderedCampaign>>();
  /** TEST_COPIES_PER_HOUR, counted across instances. */
  private readonly testCopies: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
    private readonly catalogue: { shop: ShopService; workshops: WorkshopService; blog: BlogService; content: ContentService; media: MediaService },
    private readonly publicUrl: string,
    limiter: LimiterFactory = inMemory,
  ) {
    this.repo = ds.getRepository(Campaign);
    this.testCopies = limiter({ keyPrefix: "campaign-test-copies", points: TEST_COPIES_PER_HOUR, duration: 3600 });
  }

  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("c"), shape, { sortOrder: "DESC", ...p }, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("c"), shape, p, false).getCount();
  }
  get(id: number) {
    return this.repo.findOneBy({ id });
  }

  private async found(id: number): Promise<Campaign> {
    const c = await this.get(id);
    if (!c) throw notFound("Campaign not found");
    return c;
  }

  /** Checks and cleans the owner's input; `partial` for an update (what is left out stays). */
  private clean(input: CampaignInput, partial: boolean): Partial<Campaign> {
    const out: Partial<Campaign> = {};
    if (!partial || input.subject != null) {
      const subject = singleLine(input.subject ?? "").trim();
      if (!subject) throw badInput("Please give the campaign a subject", { field: "subject" });
      if (subject.length > 200) throw badInput("The subject is too long: at most 200 characters", { field: "subject" });
      out.subject = subject;
    }
    if (!partial || input.preheader != null) {
      const preheader = singleLine(input.preheader ?? "").trim();
      if (preheader.length > 200) throw badInput("The preheader is too long: at most 200 characters", { field: "preheader" });
      out.preheader = preheader;
    }
    if (!partial || input.html != null) {
      const raw = input.html ?? "";
      if (raw.length > MAX_HTML_CHARS) throw badInput(`The text is too long: at most ${MAX_HTML_CHARS} characters of HTML`, { field: "html" });
      const html = sanitizeBlogHtml(raw);
      if (!html) throw badInput("Please write the campaign's text", { field: "html" });
      out.html = html;
    }
    if (!partial || input.blocks != null) {
      const blocks = [...new Set(input.blocks ?? [])];
      const unknown = blocks.find((b) => !(CAMPAIGN_BLOCKS as readonly string[]).includes(b));
      if (unknown !== undefined) throw badInput(`Unknown block "${unknown.slice(0, 40)}": one of ${CAMPAIGN_BLOCKS.join(", ")}`, { field: "blocks" });
      out.blockList = blocks.join(",");
    }
    return out;
  }

  async create(input: CampaignInput): Promise<Campaign> {
    const values = this.clean(input, false);
    const { identifiers } = await this.repo.insert({ ...values, status: "draft", snapshot: null, recipients: 0, sent: 0, failed: 0, skipped: 0, sentAt: null });
    return this.found(Number(identifiers[0].id));
  }

  /** Changes a draft; a campaign sending or sent is as it went out. */
  async update(id: number, input: CampaignInput): Promise<Campaign> {
    const values = this.clean(input, true);
    await this.found(id);
    const res = await this.repo.update({ id, status: "draft" }, values);
    if (!res.affected) throw conflict("Only a draft can be changed: this campaign has been sent");
    return this.found(id);
  }

  async remove(id: number): Promise<Campaign> {
    const c = await this.found(id);
    const res = await this.repo.delete({ id, status: "draft" });
    if (!res.affected) throw conflict("Only a draft can be deleted: this campaign has been sent");
    return c;
  }

  /** The blocks filled from today's catalogue, and the shop's name and address (business settings). */
  async snapshotNow(blocks: readonly CampaignBlock[]): Promise<CampaignSnapshot> {
    const { shop, workshops, blog, content, media } = this.catalogue;
    const business = await content.business();
    const snapshot: CampaignSnapshot = {
      shop: { name: business.name, address: [business.address, business.city].filter(Boolean).join(", ") },
      prints: [],
      workshops: [],
      posts: [],
    };
    if (blocks.includes("latest-prints")) {
      const { items } = await shop.page({ limit: BLOCK_ITEMS });
      // Priced by the checkout's own code: the lowest of each print's frames today.
      const lines = items.flatMap((p) => p.frames.map((f) => ({ portfolioItemId: p.id, frameId: f.id }))).slice(0, MAX_CART_LINES);
      const quotes = await shop.quoteLines(lines);
      for (const p of items) {
        const prices = quotes.filter((q) => q.available && q.portfolioItemId === String(p.id)).map((q) => q.unitPricePaise!);
        if (!prices.length) continue;
        // A JPEG, not the site's WebP: Outlook on the desktop shows no WebP.
        const image = p.image ? await media.emailImage(p.image) : null;
        snapshot.prints.push({
          title: p.title,
          url: `${this.publicUrl}${printPath(p.id, p.title)}`,
          image: image ? { url: `${this.publicUrl}${image.url}`, width: image.width, height: image.height } : null,
          price: formatPaise(Math.min(...prices)),
        });
      }
    }
    if (blocks.includes("upcoming-workshops")) {
      const coming = (await workshops.listPublic()).filter((w) => !isPast(w)).slice(0, BLOCK_ITEMS);
      snapshot.workshops = coming.map((w) => ({
        title: w.title,
        url: `${this.publicUrl}${workshopPath(w.id, w.title)}`,
        when: w.travelDate ?? "Date to be announced",
        destination: w.destination,
        cost: displayCost(w.cost),
      }));
    }
    if (blocks.includes("latest-posts")) {
      const { items } = await blog.listPublic(0, BLOCK_ITEMS);
      snapshot.posts = items.map((b) => ({ title: b.title, url: `${this.publicUrl}${blogPostPath(b.id)}`, excerpt: b.excerpt }));
    }
    return snapshot;
  }

  /** The campaign rendered: as it went out once sent (its snapshot, kept in memory), else from today's catalogue. */
  private render(c: Campaign): Promise<RenderedCampaign> {
    const make = async () =>
      renderCampaign({
        subject: c.subject,
        preheader: c.preheader,
        html: c.html,
        snapshot: c.snapshot ?? (await this.snapshotNow(blocksOf(c))),
        publicUrl: this.publicUrl,
      });
    if (!c.snapshot) return make();
    let kept = this.rendered.get(c.id);
    if (!kept) {
      kept = make();
      kept.catch(() => this.rendered.delete(c.id));
      this.rendered.set(c.id, kept);
      if (this.rendered.size > RENDERED_KEPT) this.rendered.delete(this.rendered.keys().next().value!);
    }
    return kept;
  }

  /** A copy's unsubscribe link: the subscriber's token, and the campaign it came with (counted on the campaign's page). */
  private unsubscribeUrl(token: string, campaignId: number): string {
    return `${this.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}&campaign=${campaignId}`;
  }

  /** A copy's mail: its parts with the subscriber's unsubscribe link, and RFC 8058's headers. */
  private copy(rendered: RenderedCampaign, token: string, campaignId: number): ComposedMail {
    const url = this.unsubscribeUrl(token, campaignId);
    return { ...personalise(rendered, url), headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
  }

  /** The HTML exactly as a subscriber receives it (their unsubscribe link aside: here a link that unsubscribes nobody). */
  async preview(id: number): Promise<string> {
    return this.copy(await this.render(await this.found(id)), "preview", id).html;
  }

  /** One copy to the address the owner types, its subject prefixed '[Test]': composed from the campaign when it is sent. */
  async sendTest(id: number, email: string): Promise<Campaign> {
    const c = await this.found(id);
    const to = (email ?? "").trim();
    if (!isEmailAddress(to) || to.length > 254) throw badInput("Please enter a valid email address", { field: "email" });
    await this.testCopies.consume("all").catch(() => {
      throw new AppError("TOO_MANY_REQUESTS", `At most ${TEST_COPIES_PER_HOUR} test copies an hour. Please try again later.`);
    });
    await this.mail.send({ to, subject: `[Test] ${c.subject}`, text: "", campaignId: c.id });
    return c;
  }

  /**
   * Sends a draft: fills its blocks now (every copy the same), then in one transaction moves it to
   * `sending` (only from `draft`: a second send, or two at once, find it moved and are refused) and
   * makes one outbox row per subscribed address with one INSERT … SELECT. Answers at once.
   */
  async send(id: number): Promise<Campaign> {
    const draft = await this.found(id);
    if (draft.status !== "draft") throw conflict("Only a draft can be sent: this campaign has been sent");
    const snapshot = await this.snapshotNow(blocksOf(draft));
    await this.ds.transaction(async (em) => {
      const moved = await em
        .createQueryBuilder()
        .update(Campaign)
        .set({ status: "sending", snapshot: snapshot })
        .where("id = :id AND status = :draft", { id, draft: "draft" })
        .execute();
      if (moved.affected !== 1) throw conflict("Only a draft can be sent: this campaign has been sent");
      // Read again in the transaction that moved it: what the copies carry is what was sent.
      const recipients = await this.queueCopies(em, await em.getRepository(Campaign).findOneByOrFail({ id }));
      await em
        .createQueryBuilder()
        .update(Campaign)
        .set(recipients ? { recipients } : { recipients, status: "sent", sentAt: new Date() })
        .where("id = :id", { id })
        .execute();
    });
    this.mail.flush();
    return this.found(id);
  }

  /** One outbox row per subscribed address, in one statement whatever their number; answers how many. */
  private async queueCopies(em: EntityManager, c: Campaign): Promise<number> {
    const outbox = em.getRepository(OutgoingMail).metadata;
    const subscribers = em.getRepository(NewsletterSubscriber).metadata;
    const q = (name: string) => this.ds.driver.escape(name);
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const at = this.ds.driver.preparePersistentValue(now, outbox.findColumnWithPropertyName("nextAttemptAt")!) as unknown;
    // A Message-ID per copy: the campaign, a random part of this send, the subscriber.
    const prefix = `<campaign-${c.id}-${randomBytes(6).toString("hex")}-`;
    const suffix = `@${this.mail.messageIdDomain}>`;
    const mysql = this.ds.options.type === "mysql" || this.ds.options.type === "mariadb";
    const messageId = mysql ? "CONCAT(?, s.id, ?)" : "(? || s.id || ?)";
    const columns = ["messageId", "toAddress", "subject", "text", "status", "attempts", "nextAttemptAt", "priority", "campaignId", "subscriberId"];
    await em.query(
      `INSERT INTO ${q(outbox.tableName)} (${columns.map(q).join(", ")}) ` +
        `SELECT ${messageId}, s.${q("email")}, ?, '', 'pending', 0, ?, ?, ?, s.${q("id")} FROM ${q(subscribers.tableName)} s WHERE s.${q("status")} = 'subscribed'`,
      [prefix, suffix, c.subject, at, PRIORITY_CAMPAIGN, c.id],
    );
    const [{ n }] = await em.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM ${q(outbox.tableName)} WHERE ${q("campaignId")} = ? AND ${q("subscriberId")} IS NOT NULL`,
      [c.id],
    );
    return Number(n);
  }

  /**
   * A campaign row's mail, composed when it is sent (CampaignMails.compose): for a subscriber only
   * while they are still subscribed; null otherwise, and for a campaign that is gone.
   */
  async compose(campaignId: number, subscriberId: number | null): Promise<ComposedMail | null | "paused"> {
    const c = await this.get(campaignId);
    if (!c) return null;
    if (subscriberId === null) return this.copy(await this.render(c), "test", c.id);
    if (c.status === "paused") return "paused";
    const s = await this.ds
      .getRepository(NewsletterSubscriber)
      .findOne({ select: { id: true, status: true, unsubscribeToken: true }, where: { id: subscriberId } });
    if (!s || s.status !== "subscribed") return null;
    return this.copy(await this.render(c), s.unsubscribeToken, c.id);
  }

  /** How many left by each campaign's unsubscribe link, for the campaigns named (one query): by campaign id. */
  async unsubscribes(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.ds
      .getRepository(NewsletterSubscriber)
      .createQueryBuilder("n")
      .select("n.unsubscribedCampaignId", "campaign")
      .addSelect("COUNT(*)", "n")
      .where("n.unsubscribedCampaignId IN (:...ids)", { ids })
      .andWhere("n.status = :left", { left: "unsubscribed" })
      .groupBy("n.unsubscribedCampaignId")
      .getRawMany<{ campaign: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.campaign), Number(r.n)]));
  }

  /**
   * A subscriber's copy is done (CampaignMails.settled): counted; an address whose mailbox was refused
   * bounced; the campaign paused when this refusal is the PAUSE_AT-th alike among its first
   * PAUSE_WINDOW copies; and sent when none is left.
   */
  async settled(
    em: EntityManager,
    campaignId: number,
    subscriberId: number,
    status: "sent" | "failed" | "dropped",
    refused: { key: string; mailbox: boolean; policy: boolean; message: string } | null,
  ): Promise<void> {
    const column = status === "sent" ? "sent" : status === "failed" ? "failed" : "skipped";
    await em
      .createQueryBuilder()
      .update(Campaign)
      .set({ [column]: () => `${this.ds.driver.escape(column)} + 1` })
      .where("id = :id", { id: campaignId })
      .execute();
    if (refused?.mailbox) await em.getRepository(NewsletterSubscriber).update({ id: subscriberId, status: "subscribed" }, { status: "bounced" });
    if (refused) await this.pauseIfMostlyRefused(em, campaignId, refused);
    await em
      .createQueryBuilder()
      .update(Campaign)
      .set({ status: "sent", sentAt: new Date() })
      .where(`id = :id AND status = :sending AND sent + failed + skipped >= recipients`, { id: campaignId, sending: "sending" })
      .execute();
  }

  /**
   * Pauses a campaign sending whose first PAUSE_WINDOW copies (sent or failed) hold PAUSE_AT refused
   * alike: its copies not yet gone wait (not due) and the owner is mailed why, in the transaction of
   * the copy that made it so. Two instances settling at once: the conditional update pauses it once.
   */
  private async pauseIfMostlyRefused(
    em: EntityManager,
    campaignId: number,
    refused: { key: string; mailbox: boolean; policy: boolean; message: string },
  ): Promise<void> {
    const c = await em
      .getRepository(Campaign)
      .findOne({ where: { id: campaignId }, select: { id: true, subject: true, status: true, sent: true, failed: true, pauseBaseline: true } });
    // After a resume, the copies done before it (and those left refused) count no more: the window starts again.
    const outcomes = c ? c.sent + c.failed - (c.pauseBaseline?.outcomes ?? 0) : 0;
    if (!c || c.status !== "sending" || outcomes > PAUSE_WINDOW) return;
    const before = c.pauseBaseline?.refused[refused.key] ?? 0;
    const alike = (await em.getRepository(OutgoingMail).count({ where: { campaignId, status: "failed", refusal: refused.key } })) - before;
    if (alike < PAUSE_AT) return;
    const reason = singleLine(`${alike} of its first ${outcomes} copies were refused by the mail server with ${refused.key}: ${refused.message}`).slice(0, 400);
    // A refusal of the sender (5.1.7, 5.1.8, a 5xx to MAIL FROM) or of policy (5.7.x) is the shop's setting, not the list's.
    const hint = refused.policy
      ? "A refusal of the sender or of policy for every address usually means the mail settings (MAIL_FROM and its domain, the SMTP relay's sign-in or its allowed senders) need fixing."
      : "Check the mail settings, or whether the list's addresses are real.";
    const paused = await em
      .createQueryBuilder()
      .update(Campaign)
      .set({ status: "paused", pausedReason: reason })
      .where("id = :id AND status = :sending", { id: campaignId, sending: "sending" })
      .execute();
    if (paused.affected !== 1) return;
    // Said from what happened, not assumed: the subscribers this campaign's refused copies marked bounced (a refused mailbox).
    const [{ n: bouncedRaw }] = await em.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM ${this.ds.driver.escape(em.getRepository(OutgoingMail).metadata.tableName)} o ` +
        `JOIN ${this.ds.driver.escape(em.getRepository(NewsletterSubscriber).metadata.tableName)} s ON s.id = o.${this.ds.driver.escape("subscriberId")} ` +
        `WHERE o.${this.ds.driver.escape("campaignId")} = ? AND o.status = 'failed' AND o.refusal IS NOT NULL AND s.status = 'bounced'`,
      [campaignId],
    );
    const bounced = Number(bouncedRaw);
    const bounces =
      bounced === 0
        ? "No subscriber was marked bounced for it."
        : `${bounced} subscriber${bounced === 1 ? " whose own mailbox the server refused was" : "s whose own mailbox the server refused were"} marked bounced` +
          (refused.mailbox ? "." : `; the ${alike} copies refused with ${refused.key} bounced nobody.`) +
          " Newsletter subscribers › 'Mark subscribed' undoes a bounce that was a mistake.";
    await em
      .createQueryBuilder()
      .update(OutgoingMail)
      .set({ nextAttemptAt: null })
      .where("campaignId = :id AND subscriberId IS NOT NULL AND status = :pending", { id: campaignId, pending: "pending" })
      .execute();
    await this.mail.queue(em, {
      to: this.mail.adminEmail,
      subject: `Newsletter paused: ${c.subject}`,
      text: [
        `The campaign “${c.subject}” has paused itself: ${reason}.`,
        "",
        hint,
        bounces,
        "No more copies go until you resume it.",
        `Resume it in the back office once the cause is fixed: ${this.publicUrl}/admin/#/Campaign/${c.id}/show`,
        "Resuming also sends again the copies refused this way.",
      ].join("\n"),
    });
  }

  /**
   * Resumes a paused campaign: its waiting copies are due now, and the copies refused that were not a
   * bounce (or whose address the owner has marked subscribed again since) are tried again, taken off
   * its failed count. Only a paused campaign (409 otherwise).
   */
  async resume(id: number): Promise<Campaign> {
    await this.found(id);
    await this.ds.transaction(async (em) => {
      const resumed = await em
        .createQueryBuilder()
        .update(Campaign)
        .set({ status: "sending", pausedReason: null })
        .where("id = :id AND status = :paused", { id, paused: "paused" })
        .execute();
      if (resumed.affected !== 1) throw conflict("Only a paused campaign can be resumed");
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const subscribed = em.getRepository(NewsletterSubscriber).createQueryBuilder("s").select("s.id").where("s.status = 'subscribed'").getQuery();
      const again = await em
        .createQueryBuilder()
        .update(OutgoingMail)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now, refusal: null, lastError: null })
        .where(`campaignId = :id AND status = :failed AND refusal IS NOT NULL AND subscriberId IN (${subscribed})`, { id, failed: "failed" })
        .execute();
      if (again.affected)
        await em
          .createQueryBuilder()
          .update(Campaign)
          .set({ failed: () => `failed - ${Number(again.affected)}` })
          .where("id = :id", { id })
          .execute();
      // The copies left refused (addresses still bounced) are not counted again by the next pause's window.
      const left = await em
        .getRepository(OutgoingMail)
        .createQueryBuilder("o")
        .select("o.refusal", "refusal")
        .addSelect("COUNT(*)", "n")
        .where("o.campaignId = :id AND o.status = :failed AND o.refusal IS NOT NULL", { id, failed: "failed" })
        .groupBy("o.refusal")
        .getRawMany<{ refusal: string; n: number | string }>();
      const counted = await em.getRepository(Campaign).findOneOrFail({ where: { id }, select: { id: true, sent: true, failed: true } });
      await em
        .getRepository(Campaign)
        .update({ id }, { pauseBaseline: { outcomes: counted.sent + counted.failed, refused: Object.fromEntries(left.map((r) => [r.refusal, Number(r.n)])) } });
      await em
        .createQueryBuilder()
        .update(OutgoingMail)
        .set({ nextAttemptAt: now })
        .where("campaignId = :id AND status = :pending AND nextAttemptAt IS NULL", { id, pending: "pending" })
        .execute();
      // Nothing was left to send: it is done.
      await em
        .createQueryBuilder()
        .update(Campaign)
        .set({ status: "sent", sentAt: new Date() })
        .where(`id = :id AND status = :sending AND sent + failed + skipped >= recipients`, { id, sending: "sending" })
        .execute();
    });
    this.mail.flush();
    return this.found(id);
  }

  /** The copies of each campaign named that failed for good, by refusal (most first): one query. */
  async refusals(ids: readonly number[]): Promise<Map<number, RefusalCount[]>> {
    const out = new Map<number, RefusalCount[]>();
    if (!ids.length) return out;
    const rows = await this.ds
      .getRepository(OutgoingMail)
      .createQueryBuilder("o")
      .select("o.campaignId", "campaign")
      .addSelect("o.refusal", "refusal")
      .addSelect("COUNT(*)", "n")
      .addSelect("MAX(o.lastError)", "example")
      .where("o.campaignId IN (:...ids) AND o.subscriberId IS NOT NULL AND o.status = :failed AND o.refusal IS NOT NULL", { ids, failed: "failed" })
      .groupBy("o.campaignId")
      .addGroupBy("o.refusal")
      .getRawMany<{ campaign: number | string; refusal: string; n: number | string; example: string | null }>();
    for (const r of rows) {
      const list = out.get(Number(r.campaign)) ?? [];
      list.push({ refusal: r.refusal, count: Number(r.n), example: withoutAddresses(r.example ?? "") });
      out.set(Number(r.campaign), list);
    }
    for (const list of out.values()) list.sort((a, b) => b.count - a.count || a.refusal.localeCompare(b.refusal));
    return out;
  }

  /**
   * The owner marks a bounced address subscribed again (the bounce was the relay's fault, or the
   * mailbox is back): only from bounced (409 otherwise), and the next campaign reaches it.
   */
  async restoreBounced(subscriberId: number): Promise<NewsletterSubscriber> {
    const repo = this.ds.getRepository(NewsletterSubscriber);
    if (!(await repo.findOneBy({ id: subscriberId }))) throw notFound("Subscriber not found");
    const res = await repo.update({ id: subscriberId, status: "bounced" }, { status: "subscribed" });
    if (!res.affected) throw conflict("Only a bounced address can be marked subscribed again");
    return repo.findOneByOrFail({ id: subscriberId });
  }
}

/**
 * A mail server's answer without the mail addresses in it ('550 5.1.1 <x@y>: Recipient address
 * rejected'): editors read campaigns (issue 47), and a subscriber's address is customer data.
 */
export function withoutAddresses(answer: string): string {
  return answer.replace(/<?[^\s<>@"']+@[^\s<>@"']+>?/g, "<address>");
}
