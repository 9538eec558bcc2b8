/**
 * Sends the mail outbox, as the webhook worker sends its deliveries: a mail is claimed with a
 * conditional update (one sender, however many instances run; the claim renewed while the mail is
 * sent, the outcome written only while it is still ours: see outbox-worker.ts), sent through
 * nodemailer (SMTP when SMTP_URL is set, else filed as an .eml in DATA_DIR/outbox), and on failure
 * tried again after 30 s, 2 min, 10 min, 30 min, 1 h, then every 3 h, for 3 days; then it is marked
 * failed. A mail the server refuses for good (a 5xx answer to its sender, recipient or message) is failed
 * at once, except a policy refusal (5.7.x: relay, sender, authentication; 5.1.7/5.1.8 and any 5xx to
 * MAIL FROM: the sender refused) of the shop's own mails: a
 * setting to fix, so it is retried as a 4xx is. A campaign copy refused for good is failed at once, its
 * refusal kept ('550 5.7.1'); only a refusal of the mailbox itself marks the subscriber bounced. A mail whose attachment (the invoice PDF) is not there yet waits for it, up to 30 minutes
 * from its creation, without counting attempts; then it goes without it. A claim lapses after two
 * minutes unrenewed, so a mail whose sender died is taken up again (the same Message-ID).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { DataSource, EntityManager } from "typeorm";
import type { AppConfig } from "../config/config.js";
import { OutboxWorker, type Claim, type Outcome, type Settlement } from "../core/outbox-worker.js";
import type { Attachment, ComposedMail, MailService } from "./mail.service.js";
import { OutgoingMail, PRIORITY_CAMPAIGN } from "./outgoing-mail.entity.js";
import { dkimStream } from "./dkim.js";
import { connectWithoutDelay } from "./smtp-socket.js";

const CLAIM_MS = 120_000;
const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;
/** After attempt n (1-based) the next is tried this much later. */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000];
const POLL_MS = 5_000;
const BATCH = 20;
/** A mail waits this long (from its creation) for an attachment not drawn yet, looking again every minute; then it goes without it. */
export const ATTACHMENT_WAIT_MS = 30 * 60_000;
const ATTACHMENT_RETRY_MS = 60_000;
/** A copy of a paused campaign that was due all the same (claimed as it paused) looks again this much later. */
const PAUSED_RECHECK_MS = 60_000;

/** A refusal for good (5xx) of a mail's recipient or message, as its server gave it. */
export interface Refusal {
  /** The code and the enhanced status when there is one: '550 5.7.1', '550 5.1.1', '554'. */
  key: string;
  /**
   * The mailbox itself refused (a bounce): an enhanced status 5.1.x (but 5.1.7 and 5.1.8, the sender's
   * address), or 550/551/553 to RCPT TO without a code of the sender's or of policy. Anything else (a
   * relay or policy refusal, a refused sender, a full mailbox, a refused message) is not the address's
   * fault: the copy fails, the subscriber stays.
   */
  mailbox: boolean;
  /**
   * A refusal of the shop's own setting, a setting to fix: 5.7.x (relay denied, sender not allowed,
   * authentication, DMARC), 5.1.7/5.1.8 (RFC 3463: the sender's address or its domain is bad: Postfix's
   * "Sender address rejected: Domain not found"), and any 5xx to MAIL FROM (the sender refused before
   * any recipient).
   */
  policy: boolean;
  /** What the server said, its codes aside ('Relaying denied'); empty when it said nothing more. */
  answer: string;
}

/**
 * The refusal in a 5xx answer to MAIL FROM, RCPT TO or DATA; null for anything else (a 4xx, a connection
 * that failed, a refused sign-in). A 5xx to MAIL FROM refuses the sender before any recipient (530 5.7.0
 * sign in first, 553 5.1.8 the sender's domain not found): every copy meets it, so it counts toward a
 * campaign's pause; unread, each copy was retried for three days and the campaign never paused.
 */
export function refusalOf(err: unknown): Refusal | null {
  const { responseCode, command, response } = (err ?? {}) as { responseCode?: unknown; command?: unknown; response?: unknown };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode >= 600) return null;
  if (command !== "MAIL FROM" && command !== "RCPT TO" && command !== "DATA") return null;
  // RFC 3463: class.subject.detail right after the reply code ('550 5.7.1 Relaying denied', '550-5.1.1 …').
  const enhanced = typeof response === "string" ? /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(response.trim()) : null;
  const subject = enhanced && enhanced[1] === "5" ? Number(enhanced[2]) : null;
  const detail = enhanced && enhanced[1] === "5" ? Number(enhanced[3]) : null;
  // X.1.7 "bad sender's mailbox address syntax", X.1.8 "bad sender's system address": the sender's fault, whatever command met it.
  const sender = command === "MAIL FROM" || (subject === 1 && (detail === 7 || detail === 8));
  const policy = subject === 7 || sender;
  const mailbox = command === "RCPT TO" && !policy && (subject === 1 || [550, 551, 553].includes(responseCode));
  const answer =
    typeof response === "string"
      ? response
          .trim()
          .replace(/^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3}\s*)?/, "")
          .slice(0, 300)
      : "";
  return { key: enhanced ? `${responseCode} ${enhanced[1]}.${enhanced[2]}.${enhanced[3]}` : String(responseCode), mailbox, policy, answer };
}

/** The key of the campaign mails' shared rate limit (NEWSLETTER_RATE_PER_MINUTE across instances). */
const CAMPAIGN_RATE_KEY = "campaign-mails";

export class MailWorker extends OutboxWorker {
  private transport?: Promise<Transporter>;
  /** Campaign mails are not claimed before then: the minute's share is spent (this instance saw it). */
  private campaignsPausedUntil = 0;
  /** The campaign copies under way, by claim token: which campaign and subscriber, and the refusal it met (if any). */
  private readonly campaignClaims = new Map<string, { campaignId: number; subscriberId: number; refusal: Refusal | null }>();
  /** NEWSLETTER_RATE_PER_MINUTE, counted across instances (the shared limiter); none: no limit. */
  private readonly campaignRate?: RateLimiterAbstract;

  constructor(
    ds: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig["mail"],
    /** A shorter claim (tests); the campaign mails' rate limit (the application's shared one). */
    tuning: { claimMs?: number; campaignRate?: RateLimiterAbstract } = {},
  ) {
    // One mail after another: a mail server is kinder to one connection than to twenty.
    super(ds, OutgoingMail, {
      name: "Mail",
      pollMs: POLL_MS,
      claimMs: tuning.claimMs ?? CLAIM_MS,
      batch: BATCH,
      oneAtATime: true,
      doneStatus: "sent",
      retryDelaysMs: MAIL_RETRY_DELAYS_MS,
      giveUpAfterMs: GIVE_UP_AFTER_MS,
    });
    this.campaignRate = tuning.campaignRate;
  }

  /**
   * The rows a pass takes: the shop's own mails ahead of campaign mails (priority, then due time),
   * and no campaign mail while this minute's share of them is spent.
   */
  protected override async due(now: Date): Promise<number[]> {
    const qb = this.ds
      .getRepository(OutgoingMail)
      .createQueryBuilder("o")
      .select(["o.id"])
      .where("o.status = :pending AND o.nextAttemptAt <= :now AND (o.lockedUntil IS NULL OR o.lockedUntil < :now)", { pending: "pending", now });
    if (now.getTime() < this.campaignsPausedUntil) qb.andWhere("o.priority < :campaign", { campaign: PRIORITY_CAMPAIGN });
    const due = await qb.orderBy("o.priority", "ASC").addOrderBy("o.nextAttemptAt", "ASC").addOrderBy("o.id", "ASC").limit(BATCH).getMany();
    return due.map((row) => row.id);
  }

  protected override forget(claim: Claim): void {
    this.campaignClaims.delete(claim.token);
  }

  protected override settles(claim: Claim): boolean {
    return this.campaignClaims.has(claim.token);
  }

  /** A subscriber's copy is done: the campaign counts it (a refused mailbox bounced, a refusal counted for the pause), in the outcome's transaction. */
  protected override async settled(em: EntityManager, claim: Claim, { status, outcome }: Settlement): Promise<void> {
    const c = this.campaignClaims.get(claim.token);
    if (!c || !this.mail.campaigns) return;
    const refused =
      status === "failed" && c.refusal ? { ...c.refusal, message: c.refusal.answer || (outcome.kind === "failed" ? outcome.error : c.refusal.key) } : null;
    await this.mail.campaigns.settled(em, c.campaignId, c.subscriberId, status as "sent" | "failed" | "dropped", refused);
  }

  /**
   * Whether a campaign mail may go now: one of NEWSLETTER_RATE_PER_MINUTE, counted across instances.
   * When the minute's share is spent, answers when the next one may go (and campaign mails wait till then).
   */
  private async campaignTurn(now: Date): Promise<Date | null> {
    if (now.getTime() < this.campaignsPausedUntil) return new Date(this.campaignsPausedUntil);
    if (!this.campaignRate) return null;
    try {
      await this.campaignRate.consume(CAMPAIGN_RATE_KEY);
      return null;
    } catch (res) {
      if (res instanceof Error) throw res;
      const wait = Math.max(1000, (res as { msBeforeNext?: number }).msBeforeNext ?? 1000);
      this.campaignsPausedUntil = now.getTime() + wait;
      return new Date(this.campaignsPausedUntil);
    }
  }

  /**
   * nodemailer is loaded with the first mail, not at start. Short timeouts: a dead server costs a
   * retry, not a stuck worker. SMTP_URL is read into options here: given as `url`, nodemailer's
   * createTransport uses the URL alone and drops every other option (the pool, the timeouts, the
   * DKIM key), which sent each mail unsigned over a connection of its own.
   */
  private transporter(): Promise<Transporter> {
    this.transport ??= Promise.all([import("nodemailer"), import("nodemailer/lib/shared/index.js")]).then(
      ([{ default: nodemailer }, { parseConnectionUrl }]) => {
        const transport = this.config.smtpUrl
          ? // Pooled: one connection kept open and reused for mail after mail (a campaign's thousands), not one per mail.
            nodemailer.createTransport({
              ...parseConnectionUrl(this.config.smtpUrl),
              pool: true,
              maxConnections: 1,
              maxMessages: 1000,
              connectionTimeout: 10_000,
              greetingTimeout: 10_000,
              socketTimeout: 30_000,
              getSocket: connectWithoutDelay,
            } as never)
          : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
        // Every message (the .eml files too) is DKIM-signed by dkim.ts, which oversigns (nodemailer's signer cannot).
        const key = this.config.dkim;
        if (key)
          transport.use("stream", (mail, done) => {
            mail.message.processFunc(dkimStream(key));
            done();
          });
        return transport;
      },
    );
    return this.transport;
  }

  /** Stops polling, waits for the mail under way, and closes the SMTP connections. */
  override async stop(): Promise<void> {
    await super.stop();
    const transport = await this.transport;
    this.transport = undefined;
    transport?.close();
  }

  protected async deliver(claim: Claim): Promise<Outcome> {
    const mail = await this.ds.getRepository(OutgoingMail).findOneByOrFail({ id: claim.id });
    let composed: ComposedMail | undefined;
    if (mail.campaignId !== null) {
      if (!this.mail.campaigns) throw new Error("Campaign mails are not composed here (no campaigns registered)");
      if (mail.subscriberId !== null) this.campaignClaims.set(claim.token, { campaignId: mail.campaignId, subscriberId: mail.subscriberId, refusal: null });
      // Checked now, not when the rows were made: a subscriber who left (or bounced) since gets nothing.
      const body = await this.mail.campaigns.compose(mail.campaignId, mail.subscriberId);
      if (!body) return { kind: "dropped", columns: { lastError: "Not subscribed any more: not sent" } };
      // The campaign paused itself: its copies wait, not due, until the owner resumes it (the pause's own update
      // parks them). This one, claimed as it paused, looks again in a minute: written "not due" (null), it undid a
      // resume committed since the compose, and was never due again; left as it was, a copy made due by a retry
      // written after the pause would be taken again by every pass.
      if (body === "paused") return { kind: "postponed", until: new Date(claim.at.getTime() + PAUSED_RECHECK_MS), columns: { lastError: null } };
      if (mail.subscriberId !== null) {
        const later = await this.campaignTurn(claim.at);
        if (later) return { kind: "postponed", until: later, columns: { lastError: null } };
      }
      composed = body;
    } else if (mail.priority >= PRIORITY_CAMPAIGN) {
      // Mail to many that nobody waits for (an import's confirmation requests): within the same shared
      // NEWSLETTER_RATE_PER_MINUTE as a campaign's copies, so the two together never pass it.
      const later = await this.campaignTurn(claim.at);
      if (later) return { kind: "postponed", until: later, columns: { lastError: null } };
    }
    const drawn = await this.attachments(mail, claim);
    if (!Array.isArray(drawn)) return { kind: "postponed", until: new Date(claim.at.getTime() + ATTACHMENT_RETRY_MS), columns: { lastError: drawn.waiting } };
    // Given back at shutdown before it went: not sent here (another instance sends it).
    if (!this.beginSend(claim)) return { kind: "postponed", until: claim.at };
    try {
      await this.sendOne(mail, drawn, composed);
    } catch (err) {
      const refusal = refusalOf(err);
      const held = this.campaignClaims.get(claim.token);
      if (held) held.refusal = refusal;
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      return {
        kind: "failed",
        error,
        // A campaign copy refused is done (the pause and the resume deal with a relay that refuses them all);
        // the shop's own mail refused by policy is retried while the owner fixes the setting.
        permanent: refusal !== null && (mail.campaignId !== null || !refusal.policy),
        columns: { lastError: error, sentAt: null, refusal: held && refusal ? refusal.key : null },
        // The log's redaction masks the address (m***@example.in); the Message-ID finds the mail in the recipient's server.
        label: `${mail.messageId} to ${mail.toAddress}`,
      };
    }
    return { kind: "delivered", columns: { lastError: null, sentAt: new Date() } };
  }

  protected errorColumns(error: string): Record<string, unknown> {
    return { lastError: error, sentAt: null };
  }

  /**
   * The mail's attachments, drawn now; or, when one is not there yet (an invoice not issued, a drawing
   * that failed) and the mail is younger than ATTACHMENT_WAIT_MS, why it waits. Past that, it goes
   * without the missing ones, and the log says so.
   */
  private async attachments(mail: OutgoingMail, claim: Claim): Promise<Attachment[] | { waiting: string }> {
    const attachments: Attachment[] = [];
    const missing: string[] = [];
    for (const ref of mail.attachments ?? []) {
      const drawn = await this.mail.attachment(ref).catch((err) => {
        console.error(`Attachment ${ref.source} ${ref.id} of mail ${mail.messageId} could not be drawn:`, err);
        return null;
      });
      if (drawn) attachments.push(drawn);
      else missing.push(`${ref.source} ${ref.id}`);
    }
    if (!missing.length) return attachments;
    const waited = claim.at.getTime() - new Date(mail.createdAt).getTime();
    if (waited < ATTACHMENT_WAIT_MS) return { waiting: `Waiting for its attachment (${missing.join(", ")}): not there yet` };
    console.error(`Mail ${mail.messageId}: sent without its attachment (${missing.join(", ")}), still not there after ${Math.round(waited / 60_000)} minutes`);
    return attachments;
  }

  /** Sends one mail; a campaign mail with its composed parts (multipart/alternative: text and HTML) and headers. */
  private async sendOne(mail: OutgoingMail, attachments: Attachment[], composed?: ComposedMail): Promise<void> {
    const info: unknown = await (
      await this.transporter()
    ).sendMail({
      from: this.config.from,
      to: mail.toAddress,
      replyTo: mail.replyTo === null ? undefined : mail.replyToName === null ? mail.replyTo : { name: mail.replyToName, address: mail.replyTo },
      subject: mail.subject,
      text: composed?.text ?? mail.text,
      html: composed?.html,
      headers: composed?.headers ?? mail.headers ?? undefined,
      messageId: mail.messageId,
      date: mail.createdAt,
      attachments: attachments.length ? attachments : undefined,
    });
    if (!this.config.smtpUrl) {
      await mkdir(this.config.outboxDir, { recursive: true });
      const file = path.join(this.config.outboxDir, `${mail.createdAt.toISOString().replace(/[:.]/g, "-")}-${String(mail.id).padStart(8, "0")}.eml`);
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, (info as { message: Buffer }).message);
      await rename(tmp, file);
    }
  }
}
