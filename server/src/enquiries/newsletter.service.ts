/**
 * Newsletter: subscribe with consent time and double opt-in (issue 26: a pending address is asked to
 * confirm by mail, and confirms with a POST from the link's page), a welcome mail carrying a one-click
 * unsubscribe link (RFC 8058), idempotent unsubscribe, and the owner's list, import and CSV export.
 *
 * Issue 42: an address that left or bounced is a suppression record: it keeps its status (and is never
 * mailed a campaign, deleted by the sweep or added by an import) until its owner confirms again from a
 * confirmation mail asked for after it left. Confirmation mails are counted per mailbox (mailboxKey:
 * case and +tags folded, and Gmail's dots) per day, and the form's client limit per IPv6 /64.
 */
import { NO_EVENTS, type EventSink } from "../core/events.js";
import { randomBytes } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { parse } from "csv-parse/sync";
import { In, IsNull, type DataSource, type Repository } from "typeorm";
import { clientKeyOf } from "../core/client-address.js";
import { isLanguage, type Language } from "../core/language.js";
import { toCsv } from "../core/csv.js";
import { isEmailAddress, mailboxKey } from "../core/email.js";
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
/** Confirmation mails one mailbox may be sent in a day, whoever asks and however the address is written. */
const PER_ADDRESS_MAILS = 3;
/** Statuses of an address that left (unsubscribed) or was refused by its mail server (bounced): suppressed. */
const LEFT = ["unsubscribed", "bounced"] as const;
const hasLeft = (s: NewsletterSubscriber) => (LEFT as readonly string[]).includes(s.status);
/**
 * Whether a confirmation link may (still) make this address subscribed: a new address, or one that left
 * and asked again since (its confirmation cleared then; the old link of its first sign-up is dead).
 */
const awaitsConfirmation = (s: NewsletterSubscriber) => s.status === "pending" || (hasLeft(s) && s.confirmedAt === null && s.confirmToken !== null);

const secret = () => randomBytes(24).toString("base64url");

/** An import's limits: the file, and the addresses in it. */
const IMPORT_MAX_BYTES = 900 * 1024; // under the GraphQL body limit (1 MB), escapes included
const IMPORT_MAX_ROWS = 20_000;

/** A line of an import that added nobody, and why. */
export interface ImportRefusal {
  line: number;
  reason: string;
}
/** Refused lines named in an import's answer; the rest are counted. */
const IMPORT_REFUSALS_SHOWN = 100;
/**
 * What an import did: addresses added (pending, each asked to confirm), already on the list (left as
 * they are), lines refused (counted in `invalid`, the first 100 named with their line and reason).
 */
export interface ImportResult {
  added: number;
  alreadyOnList: number;
  invalid: number;
  refused: ImportRefusal[];
}
const validToken = (token: string) => Boolean(token) && token.length <= 64;

/** A file's separator, from its first line: `;` (a spreadsheet's CSV where the comma is the decimal mark) when it has more of them than commas. */
function delimiterOf(firstLine: string): "," | ";" {
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/** One line of an import as cells, or why it cannot be read: each line alone, so a stray quote costs only its own. */
function readLine(text: string, delimiter: "," | ";"): string[] | string {
  if (text.length > 4096) return "The line is too long";
  try {
    const [cells]: string[][] = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, trim: true, max_record_size: 4096 });
    return cells ?? [];
  } catch (err) {
    return (err as { code?: string }).code === "CSV_QUOTE_NOT_CLOSED" ? "A quote is not closed on this line" : "This line is not CSV the import can read";
  }
}

export class NewsletterService {
  private readonly repo: Repository<NewsletterSubscriber>;
  /** Per client: 10 in 10 minutes, counted across instances. */
  private readonly perClient: RateLimiterAbstract;
  /** Per mailbox: PER_ADDRESS_MAILS confirmation mails a day. */
  private readonly perAddress: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    private readonly events: EventSink<"newsletter.subscribed"> = NO_EVENTS,
    limiter: LimiterFactory = inMemory,
    /** NEWSLETTER_RATE_PER_MINUTE: an import's confirmation mails go at most this many a minute. */
    private readonly importMailsPerMinute = 600,
  ) {
    this.perClient = limiter({ keyPrefix: "newsletter", points: 10, duration: 10 * 60 });
    this.perAddress = limiter({ keyPrefix: "newsletter-mailbox", points: PER_ADDRESS_MAILS, duration: 24 * 3600 });
    this.repo = ds.getRepository(NewsletterSubscriber);
  }

  /**
   * A new address is stored `pending` and asked to confirm by mail; a pending one is asked again (at
   * most PER_ADDRESS_MAILS a day per mailbox, so the form cannot flood a stranger's inbox); one that
   * left or bounced is asked to confirm and stays as it is (suppressed) until it does; a subscribed one
   * is told it is already subscribed.
   */
  async subscribe(
    input: { email?: string | null; firstName?: string | null; lastName?: string | null; language?: string | null },
    clientKey: string,
  ): Promise<string> {
    const email = (input.email ?? "").trim().toLowerCase();
    if (!email) throw badInput("Please enter your email address");
    if (!isEmailAddress(email)) throw badInput("Please enter a valid email address");
    const firstName = singleLine(input.firstName ?? "").slice(0, 80) || "Newsletter";
    const lastName = singleLine(input.lastName ?? "").slice(0, 80) || "Subscriber";
    // The page's language (issue 42): its unsubscribe page is drawn in it. Anything else reads English.
    const language: Language = isLanguage(input.language) ? input.language : "en";
    await this.perClient.consume(clientKeyOf(clientKey)).catch(() => {
      throw new AppError("TOO_MANY_REQUESTS", "Too many sign-ups from here. Please try again later.");
    });
    const existing = await this.repo.findOneBy({ email });
    if (existing?.status === "subscribed") throw badInput(ALREADY_SUBSCRIBED);
    // Past the per-address limit the answer is the same, and no mail goes: the visitor learns nothing.
    const mayMail = await this.perAddress.consume(mailboxKey(email)).then(
      () => true,
      () => false,
    );
    try {
      await this.ds.transaction(async (em) => {
        const repo = em.getRepository(NewsletterSubscriber);
        // Asked again before confirming: the same link. Otherwise a new one (the old link of an address that left stays dead).
        const confirmToken = existing && awaitsConfirmation(existing) && existing.confirmToken ? existing.confirmToken : secret();
        if (existing?.status === "pending")
          await repo.update({ id: existing.id, status: "pending" }, { firstName, lastName, language, consentAt: new Date(), confirmToken });
        else if (existing)
          // Left or bounced: it stays so (suppressed) until the confirmation; confirmedAt is cleared so that
          // only this request's link can bring it back, not the link of its first sign-up.
          await repo.update(
            { id: existing.id, status: existing.status },
            { firstName, lastName, language, consentAt: new Date(), confirmToken, confirmedAt: null },
          );
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
            language,
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
    if (!s) return "invalid";
    if (awaitsConfirmation(s)) return "pending";
    return s.status === "subscribed" ? "confirmed" : "invalid";
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
      if (!s || (!awaitsConfirmation(s) && s.status !== "subscribed")) return "invalid" as const;
      const now = new Date();
      // Conditional on the state read: of two presses (or a press and an unsubscribe), one moves it.
      const moved = awaitsConfirmation(s)
        ? await repo.update(s.status === "pending" ? { id: s.id, status: "pending" } : { id: s.id, status: s.status, confirmedAt: IsNull() }, {
            status: "subscribed",
            confirmedAt: now,
            unsubscribedAt: null,
            unsubscribedCampaignId: null,
          })
        : { affected: 0 };
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
   * The owner's import of a list (CSV, comma- or semicolon-separated: a header row naming `email` and
   * optionally `firstName` and `lastName`, or one address a line). Each new address is added `pending`
   * and asked to confirm by mail, like a visitor's sign-up, but at campaign priority and pace: an import
   * never makes anyone `subscribed`. Addresses already on the list are left as they are: subscribed,
   * pending, and above all those who unsubscribed or bounced (an import cannot bring back someone who
   * left, written another way at Gmail either). Each line is read on its own (issue 42): a line that
   * cannot be read (a quote not closed) or holds no address is refused with its number and why, and
   * the others are imported. All or nothing, in one transaction.
   */
  async importCsv(csv: string): Promise<ImportResult> {
    if (Buffer.byteLength(csv, "utf8") > IMPORT_MAX_BYTES) throw badInput("The file is too large: at most 900 KB");
    const lines = csv.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
    const delimiter = delimiterOf(lines.find((l) => l.trim() !== "") ?? "");
    const result: ImportResult = { added: 0, alreadyOnList: 0, invalid: 0, refused: [] };
    const refusals: ImportRefusal[] = [];
    const refuse = (line: number, reason: string) => refusals.push({ line, reason });
    const records: { line: number; cells: string[] }[] = [];
    for (const [i, text] of lines.entries()) {
      if (!text.trim()) continue;
      const read = readLine(text, delimiter);
      if (typeof read === "string") refuse(i + 1, read);
      else records.push({ line: i + 1, cells: read });
    }
    const header = records[0]?.cells.map((h) => h.toLowerCase().replace(/[\s_-]/g, ""));
    const named = Boolean(header?.includes("email"));
    const column = (name: string, fallback: number) => (named ? header.indexOf(name) : fallback);
    const [emailAt, firstAt, lastAt] = [column("email", 0), column("firstname", 1), column("lastname", 2)];
    const rows = named ? records.slice(1) : records;
    if (rows.length > IMPORT_MAX_ROWS) throw badInput(`At most ${IMPORT_MAX_ROWS} addresses an import`);

    // By mailbox: the same address twice in the file (or written two ways at Gmail) is taken once.
    const wanted = new Map<string, { line: number; email: string; firstName: string; lastName: string }>();
    for (const { line, cells } of rows) {
      const email = (cells[emailAt] ?? "").trim().toLowerCase();
      if (!isEmailAddress(email) || email.length > 254) {
        refuse(line, "Not an email address");
        continue;
      }
      if (wanted.has(mailboxKey(email))) continue;
      const name = (at: number, fallback: string) => (at >= 0 ? singleLine(cells[at] ?? "").slice(0, 80) : "") || fallback;
      wanted.set(mailboxKey(email), { line, email, firstName: name(firstAt, "Newsletter"), lastName: name(lastAt, "Subscriber") });
    }
    await this.ds
      .transaction(async (em) => {
        const repo = em.getRepository(NewsletterSubscriber);
        const candidates = [...wanted.values()];
        const known = new Set<string>();
        for (let i = 0; i < candidates.length; i += 500) {
          const found = await repo.find({ select: { email: true }, where: { email: In(candidates.slice(i, i + 500).map((c) => c.email)) } });
          for (const k of found) known.add(k.email);
        }
        // The list's addresses by their mailbox: one that left, written another way (a +tag, Gmail's
        // dots), is still suppressed. Those that can be written another way are read, and the plain
        // mailboxes the file's addresses reach; a mailbox that left under any of its spellings has left.
        const variants = await repo
          .createQueryBuilder("n")
          .select(["n.email", "n.status"])
          .where("n.email LIKE :gmail OR n.email LIKE :googlemail OR n.email LIKE :tagged", {
            gmail: "%@gmail.com",
            googlemail: "%@googlemail.com",
            tagged: "%+%@%",
          })
          .getMany();
        const keys = [...new Set(candidates.map((c) => mailboxKey(c.email)))];
        for (let i = 0; i < keys.length; i += 500)
          variants.push(...(await repo.find({ select: { email: true, status: true }, where: { email: In(keys.slice(i, i + 500)) } })));
        const statusOf = new Map<string, NewsletterSubscriber["status"]>();
        for (const v of variants) {
          const key = mailboxKey(v.email);
          if (!(LEFT as readonly string[]).includes(statusOf.get(key) ?? "")) statusOf.set(key, v.status);
        }
        const fresh: { email: string; firstName: string; lastName: string; confirmToken: string }[] = [];
        for (const c of candidates) {
          const status = statusOf.get(mailboxKey(c.email));
          if (known.has(c.email)) result.alreadyOnList += 1;
          else if (status && (LEFT as readonly string[]).includes(status))
            refuse(c.line, "This address unsubscribed or bounced (written another way): it is not added");
          else if (status) result.alreadyOnList += 1;
          else fresh.push({ email: c.email, firstName: c.firstName, lastName: c.lastName, confirmToken: secret() });
        }
        const now = new Date();
        const rowsToInsert = fresh.map((f) => ({
          ...f,
          consentAt: now,
          unsubscribedAt: null,
          unsubscribeToken: secret(),
          status: "pending" as const,
        }));
        for (let i = 0; i < rowsToInsert.length; i += 500) await repo.insert(rowsToInsert.slice(i, i + 500));
        // Nobody waits for these: campaign priority, NEWSLETTER_RATE_PER_MINUTE (issue 42), not beside order mails.
        await this.mail.queuePaced(
          em,
          fresh.map((f) => this.confirmationMail(f.email, f.confirmToken)),
          this.importMailsPerMinute,
        );
        result.added = fresh.length;
      })
      .catch((err: unknown) => {
        // Another import (or a visitor) added one of these addresses meanwhile: nothing of this one was kept.
        if (isUniqueViolation(err))
          throw new AppError("CONFLICT", "Some of these addresses were added meanwhile; nothing was imported. Please import the file again.");
        throw err;
      });
    this.mail.flush();
    result.invalid = refusals.length;
    result.refused = refusals.sort((a, b) => a.line - b.line).slice(0, IMPORT_REFUSALS_SHOWN);
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

  /**
   * What an unsubscribe link's token names: an address still receiving (or waiting to), one that left or
   * bounced, or nothing; and the subscriber's language, which its page is drawn in.
   */
  async unsubscription(token: string): Promise<{ state: "subscribed" | "left" | "invalid"; language: Language }> {
    const s = validToken(token) ? await this.repo.findOneBy({ unsubscribeToken: token }) : null;
    if (!s) return { state: "invalid", language: "en" };
    const language = isLanguage(s.language) ? s.language : "en";
    return { state: s.status === "subscribed" || s.status === "pending" ? "subscribed" : "left", language };
  }

  /**
   * Deletes the addresses left unconfirmed for PENDING_DAYS: nothing is kept without consent. Only an
   * address never subscribed: one that left or bounced is a suppression record (issue 42), and a
   * pending row that was once confirmed or unsubscribed (made so before issue 42) is kept too. Answers how many.
   */
  async sweepPending(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - PENDING_DAYS * 86_400_000);
    const res = await this.repo
      .createQueryBuilder()
      .delete()
      .where("status = :status", { status: "pending" })
      .andWhere("consentAt < :before", { before })
      .andWhere("confirmedAt IS NULL AND unsubscribedAt IS NULL")
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
