/**
 * Newsletter: subscribe with consent time, a welcome mail carrying a one-click unsubscribe link,
 * idempotent unsubscribe, and the owner's list and CSV export.
 */
import { NO_EVENTS, type EventSink } from "../core/events.js";
import { randomBytes } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import type { DataSource, Repository } from "typeorm";
import { toCsv } from "../core/csv.js";
import { isEmailAddress } from "../core/email.js";
import { singleLine } from "../core/text.js";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { AppError, badInput, isUniqueViolation, notFound } from "../core/errors.js";
import type { MailService } from "../mail/mail.service.js";
import { NewsletterSubscriber } from "./enquiry.entities.js";

const shape: ListShape<NewsletterSubscriber> = {
  alias: "n",
  sortable: { id: "n.id", email: "n.email", consentAt: "n.consentAt", firstName: "n.firstName", lastName: "n.lastName" },
  defaultSort: "consentAt",
  search: ["n.email", "n.firstName", "n.lastName"],
  where: (qb, f) => {
    if (f.status === "subscribed") qb.andWhere("n.unsubscribedAt IS NULL");
    if (f.status === "unsubscribed") qb.andWhere("n.unsubscribedAt IS NOT NULL");
  },
};

export class NewsletterService {
  private readonly repo: Repository<NewsletterSubscriber>;
  /** Per client: 10 in 10 minutes, counted across instances. */
  private readonly perClient: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    private readonly events: EventSink<"newsletter.subscribed"> = NO_EVENTS,
    limiter: LimiterFactory = inMemory,
  ) {
    this.perClient = limiter({ keyPrefix: "newsletter", points: 10, duration: 10 * 60 });
    this.repo = ds.getRepository(NewsletterSubscriber);
  }

  async subscribe(input: { email?: string | null; firstName?: string | null; lastName?: string | null }, clientKey: string): Promise<string> {
    const email = (input.email ?? "").trim().toLowerCase();
    if (!email) throw badInput("Please enter your email address");
    if (!isEmailAddress(email)) throw badInput("Please enter a valid email address");
    const firstName = singleLine(input.firstName ?? "").slice(0, 80) || "Newsletter";
    const lastName = singleLine(input.lastName ?? "").slice(0, 80) || "Subscriber";
    await this.perClient.consume(clientKey).catch(() => {
      throw new AppError("TOO_MANY_REQUESTS", "Too many sign-ups from here. Please try again later.");
    });
    const existing = await this.repo.findOneBy({ email });
    if (existing && !existing.unsubscribedAt) throw badInput("This email is already subscribed to our newsletter");
    try {
      await this.ds.transaction(async (em) => {
        const repo = em.getRepository(NewsletterSubscriber);
        let saved: NewsletterSubscriber;
        if (existing) {
          await repo.update({ id: existing.id }, { firstName, lastName, consentAt: new Date(), unsubscribedAt: null });
          saved = await repo.findOneByOrFail({ id: existing.id });
        } else {
          saved = await repo.save(
            repo.create({ email, firstName, lastName, consentAt: new Date(), unsubscribedAt: null, unsubscribeToken: randomBytes(24).toString("base64url") }),
          );
        }
        await this.events.emit(em, "newsletter.subscribed", { id: saved.id, email, firstName, lastName, consentAt: saved.consentAt });
        const link = `${this.publicUrl}/newsletter/unsubscribe?token=${saved.unsubscribeToken}`;
        // Nobody has confirmed this address yet: the welcome carries nothing the visitor typed, so
        // the form cannot be used to send someone else a message of the sender's words.
        await this.mail.queue(em, {
          to: email,
          subject: "Welcome to the Chennai Wildlife Prints newsletter",
          text: `Dear friend,\n\nThank you for subscribing. About once a month we will write about new prints, workshops and birding trips around Chennai.\n\nTo stop these mails, open this link: ${link}\n\nChennai Wildlife Prints`,
          headers: { "List-Unsubscribe": `<${link}>` },
        });
        return saved;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw badInput("This email is already subscribed to our newsletter");
      throw err;
    }
    this.mail.flush();
    return "Thank you for subscribing! Please check your inbox for a welcome email.";
  }

  /** Idempotent: an unknown token is false, a repeat is true and changes nothing. */
  async unsubscribe(token: string): Promise<boolean> {
    if (!token || token.length > 64) return false;
    const s = await this.repo.findOneBy({ unsubscribeToken: token });
    if (!s) return false;
    if (!s.unsubscribedAt) await this.repo.update({ id: s.id }, { unsubscribedAt: new Date() });
    return true;
  }

  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("n"), shape, { sortOrder: "DESC", ...p }, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("n"), shape, p, false).getCount();
  }
  get(id: number) {
    return this.repo.findOneBy({ id });
  }
  async remove(id: number): Promise<NewsletterSubscriber> {
    const s = await this.get(id);
    if (!s) throw notFound("Subscriber not found");
    await this.repo.delete({ id });
    return Object.assign(new NewsletterSubscriber(), s);
  }

  /** Every subscriber as CSV (cells that a spreadsheet would run as a formula are neutralised). */
  async csv(): Promise<string> {
    const rows = await this.repo.find({ order: { consentAt: "ASC", id: "ASC" } });
    return toCsv(
      ["email", "firstName", "lastName", "consentAt", "status"],
      rows.map((r) => [r.email, r.firstName, r.lastName, r.consentAt, r.status]),
    );
  }
}
