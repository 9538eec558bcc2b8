/**
 * Newsletter: subscribe with consent time and double opt-in (issue 26: a pending address is asked to
 * confirm by mail, and confirms with a POST from the link's page), a welcome mail carrying a one-click
 * unsubscribe link (RFC 8058), idempotent unsubscribe, and the owner's list and CSV export.
 */
import { NO_EVENTS, type EventSink } from "../core/events.js";
import { randomBytes } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { parse } from "csv-parse/sync";
import { In, type DataSource, type Repository } from "typeorm";
import { toCsv } from "../core/csv.js";
import { isEmailAddress } from "../core/email.js";
import { singleLine } from "../core/text.js";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { AppError, badInput, isUniqueViolation, notFound } from "../core/errors.js";
import type { MailService } from "../mail/mail.service.js";
import { NewsletterSubscriber, SUBSCRIBER_STATUSES } from "./enquiry.entities.js";

const shape: ListShape<NewsletterSubscriber> = {
  alias: "n",
  sortable: { id: "n.id", email: "n.email", consentAt: "n.consentAt", firstName: "n.firstName", lastName: "n.lastName", unsubscribedAt: "n.unsubscribedAt" },
  defaultSort: "consentAt",
  search: ["n.email", "n.firstName", "n.lastName"],
  where: (qb, f) => {
    if (typeof f.status === "string" && (SUBSCRIBER_STATUSES as readonly string[]).includes(f.status)) qb.andWhere("n.status = :status", { status: f.status });
    if (f.unsubscribedCampaignId != null) qb.andWhere("n.unsubscribedCampaignId = :campaign", { campaign: Number(f.unsubscribedCampaignId) || 0 });
  },
};

const ALREADY_SUBSCRIBED = "This email is already subscribed to our newsletter";
/** An address not confirmed this many days after it was given is deleted. */
export const PENDING_DAYS = 7;
/** Confirmation mails one address may be sent in an hour, whoever asks. */
const PER_ADDRESS_MAILS = 3;

const secret = () => randomBytes(24).toString("base64url");

/** An import's limits: the file, and the addresses in it. */
const IMPORT_MAX_BYTES = 900 * 1024; // under the GraphQL body limit (1 MB), escapes included
const IMPORT_MAX_ROWS = 20_000;

/** What an import did: addresses added (pending, each asked to confirm), already on the list (left as they are), not addresses. */
export interface ImportResult {
  added: number;
  alreadyOnList: number;
  invalid: number;
}
const validToken = (token: string) => Boolean(token) && token.length <= 64;

export class NewsletterService {
  private readonly repo: Repository<NewsletterSubscriber>;
  /** Per client: 10 in 10 minutes, counted across instances. */
  private readonly perClient: RateLimiterAbstract;
  /** Per address: PER_ADDRESS_MAILS confirmation mails an hour. */
  private readonly perAddress: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    private readonly events: EventSink<"newsletter.subscribed"> = NO_EVENTS,
    limiter: LimiterFactory = inMemory,
  ) {
    this.perClient = limiter({ keyPrefix: "newsletter", points: 10, duration: 10 * 60 });
    this.perAddress = limiter({ keyPrefix: "newsletter-address", points: PER_ADDRESS_MAILS, duration: 3600 });
    this.repo = ds.getRepository(NewsletterSubscriber);
  }

  /**
   * A new address (or one that left, or bounced) is stored `pending` and asked to confirm by mail;
   * a pending one is asked again (at most PER_ADDRESS_MAILS an hour, so the form cannot flood a
   * stranger's inbox); a subscribed one is told it is already subscribed.
   */
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
    if (existing?.status === "subscribed") throw badInput(ALREADY_SUBSCRIBED);
    // Past the per-address limit the answer is the same, and no mail goes: the visitor learns nothing.
    const mayMail = await this.perAddress.consume(email).then(
      () => true,
      () => false,
    );
    try {
      await this.ds.transaction(async (em) => {
        const repo = em.getRepository(NewsletterSubscriber);
        const confirmToken = existing?.status === "pending" && existing.confirmToken ? existing.confirmToken : secret();
        if (existing) await repo.update({ id: existing.id }, { firstName, lastName, consentAt: new Date(), status: "pending", confirmToken });
        else
          await repo.insert({
            email,
            firstName,
            lastName,
            consentAt: new Date(),
            unsubscribedAt: null,
            unsubscribedCampaignId: null,
            unsubscribeToken: secret(),
            status: "pending",
            confirmToken,
          });
        if (!mayMail) return;
        // Nobody has confirmed this address yet: the mail carries nothing the visitor typed, so the
        // form cannot be used to send someone else a message of the sender's words.
        await this.mail.queue(em, this.confirmationMail(email, confirmToken));
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw badInput(ALREADY_SUBSCRIBED);
      throw err;
    }
    this.mail.flush();
    return "Thank you for subscribing! Please check your inbox to confirm.";
  }

  /** What a confirmation link's token names: a subscriber waiting for it, one already confirmed, or nothing. */
  async confirmation(token: string): Promise<"pending" | "confirmed" | "invalid"> {
    const s = validToken(token) ? await this.repo.findOneBy({ confirmToken: token }) : null;
    if (!s || (s.status !== "pending" && s.status !== "subscribed")) return "invalid";
    return s.status === "pending" ? "pending" : "confirmed";
  }

  /**
   * The confirmation (a POST from the link's page: a scanner that follows links confirms nothing).
   * The address becomes `subscribed` once, however many times it is posted: the welcome mail and the
   * `newsletter.subscribed` event go with the one update that moved it.
   */
  async confirm(token: string): Promise<"confirmed" | "invalid"> {
    if (!validToken(token)) return "invalid";
    const outcome = await this.ds.transaction(async (em) => {
      const repo = em.getRepository(NewsletterSubscriber);
      const s = await repo.findOneBy({ confirmToken: token });
      if (!s || (s.status !== "pending" && s.status !== "subscribed")) return "invalid" as const;
      const now = new Date();
      const moved = await repo.update(
        { id: s.id, status: "pending" },
        { status: "subscribed", confirmedAt: now, unsubscribedAt: null, unsubscribedCampaignId: null },
      );
      if (!moved.affected) return "confirmed" as const; // confirmed before (or just now, by a second click)
      await this.events.emit(em, "newsletter.subscribed", { id: s.id, email: s.email, firstName: s.firstName, lastName: s.lastName, consentAt: s.consentAt });
      const link = `${this.publicUrl}/newsletter/unsubscribe?token=${s.unsubscribeToken}`;
      await this.mail.queue(em, {
        to: s.email,
        subject: "Welcome to the Chennai Wildlife Prints newsletter",
        text: `Dear friend,\n\nThank you for confirming. About once a month we will write about new prints, workshops and birding trips around Chennai.\n\nTo stop these mails, open this link: ${link}\n\nChennai Wildlife Prints`,
        headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      return "confirmed" as const;
    });
    this.mail.flush();
    return outcome;
  }

  /**
   * The owner's import of a list (CSV: a header row naming `email` and optionally `firstName` and
   * `lastName`, or one address a line). Each new address is added `pending` and asked to confirm by
   * mail, like a visitor's sign-up: an import never makes anyone `subscribed`. Addresses already on
   * the list are left as they are: subscribed, pending, and above all those who unsubscribed or
   * bounced (an import cannot bring back someone who left). All or nothing, in one transaction.
   */
  async importCsv(csv: string): Promise<ImportResult> {
    if (Buffer.byteLength(csv, "utf8") > IMPORT_MAX_BYTES) throw badInput("The file is too large: at most 900 KB");
    let records: string[][];
    try {
      records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, max_record_size: 4096 });
    } catch {
      throw badInput("The file is not a CSV the import can read");
    }
    const header = records[0]?.map((h) => h.toLowerCase().replace(/[\s_-]/g, ""));
    const named = Boolean(header?.includes("email"));
    const column = (name: string, fallback: number) => (named ? header.indexOf(name) : fallback);
    const [emailAt, firstAt, lastAt] = [column("email", 0), column("firstname", 1), column("lastname", 2)];
    const rows = named ? records.slice(1) : records;
    if (rows.length > IMPORT_MAX_ROWS) throw badInput(`At most ${IMPORT_MAX_ROWS} addresses an import`);

    const result: ImportResult = { added: 0, alreadyOnList: 0, invalid: 0 };
    const wanted = new Map<string, { firstName: string; lastName: string }>();
    for (const row of rows) {
      const email = (row[emailAt] ?? "").trim().toLowerCase();
      if (!isEmailAddress(email) || email.length > 254) {
        result.invalid += 1;
        continue;
      }
      if (wanted.has(email)) continue; // the same address twice in the file: once
      const name = (at: number, fallback: string) => (at >= 0 ? singleLine(row[at] ?? "").slice(0, 80) : "") || fallback;
      wanted.set(email, { firstName: name(firstAt, "Newsletter"), lastName: name(lastAt, "Subscriber") });
    }
    await this.ds
      .transaction(async (em) => {
        const repo = em.getRepository(NewsletterSubscriber);
        const emails = [...wanted.keys()];
        for (let i = 0; i < emails.length; i += 500) {
          const known = await repo.find({ select: { email: true }, where: { email: In(emails.slice(i, i + 500)) } });
          for (const k of known) wanted.delete(k.email);
        }
        result.alreadyOnList = emails.length - wanted.size;
        const now = new Date();
        const fresh = [...wanted].map(([email, names]) => ({
          email,
          ...names,
          consentAt: now,
          unsubscribedAt: null,
          unsubscribeToken: secret(),
          status: "pending" as const,
          confirmToken: secret(),
        }));
        for (let i = 0; i < fresh.length; i += 500) await repo.insert(fresh.slice(i, i + 500));
        for (const s of fresh) await this.mail.queue(em, this.confirmationMail(s.email, s.confirmToken));
        result.added = fresh.length;
      })
      .catch((err: unknown) => {
        // Another import (or a visitor) added one of these addresses meanwhile: nothing of this one was kept.
        if (isUniqueViolation(err))
          throw new AppError("CONFLICT", "Some of these addresses were added meanwhile; nothing was imported. Please import the file again.");
        throw err;
      });
    this.mail.flush();
    return result;
  }

  /** The mail asking an address to confirm: it carries nothing anyone typed but the address. */
  private confirmationMail(to: string, confirmToken: string) {
    const link = `${this.publicUrl}/newsletter/confirm?token=${confirmToken}`;
    return {
      to,
      subject: "Please confirm your subscription to the Chennai Wildlife Prints newsletter",
      text: `Dear friend,\n\nSomeone, hopefully you, asked to receive the Chennai Wildlife Prints newsletter at this address. To confirm, open this link and press 'Confirm subscription':\n\n${link}\n\nIf it was not you, ignore this mail: an address not confirmed within 7 days is deleted, and you will hear nothing more from us.\n\nChennai Wildlife Prints`,
    };
  }

  /**
   * Idempotent: an unknown token is false, a repeat is true and changes nothing. `campaign` is the
   * `campaign` parameter of a campaign mail's link: the campaign the subscriber left after, counted
   * on its page. It is only a label (the token alone decides whose address leaves), so it is kept
   * when it is a plausible id and never checked further: a forged one mislabels only one's own leaving.
   */
  async unsubscribe(token: string, campaign?: string): Promise<boolean> {
    if (!validToken(token)) return false;
    const s = await this.repo.findOneBy({ unsubscribeToken: token });
    if (!s) return false;
    const campaignId = campaign && /^[1-9]\d{0,8}$/.test(campaign) ? Number(campaign) : null;
    if (s.status === "subscribed" || s.status === "pending")
      await this.repo.update({ id: s.id, status: s.status }, { status: "unsubscribed", unsubscribedAt: new Date(), unsubscribedCampaignId: campaignId });
    return true;
  }

  /** Deletes the addresses left unconfirmed for PENDING_DAYS: nothing is kept without consent. Answers how many. */
  async sweepPending(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - PENDING_DAYS * 86_400_000);
    const res = await this.repo
      .createQueryBuilder()
      .delete()
      .where("status = :status", { status: "pending" })
      .andWhere("consentAt < :before", { before })
      .execute();
    return res.affected ?? 0;
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
