/**
 * Outgoing mail, made durable: a mail is a row of the outbox (mail_outbox), written in the
 * transaction of the change that causes it where there is one (`queue(em, …)`), or on its own
 * (`send`). The mail worker (mail-worker.ts) delivers it through nodemailer — SMTP when SMTP_URL is
 * set, otherwise an .eml file in DATA_DIR/outbox — and retries while the mail server is away. A mail
 * server that is down never fails the order or the form that caused the mail.
 */
import { randomUUID } from "node:crypto";
import { IsNull, type DataSource, type EntityManager } from "typeorm";
import type { AppConfig } from "../config/config.js";
import { singleLine } from "../core/text.js";
import { OutgoingMail, PRIORITY_CAMPAIGN, PRIORITY_SHOP, type AttachmentRef } from "./outgoing-mail.entity.js";

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Name and address apart: the mailer encodes the name, so nothing in it can read as another address. */
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
  /** Drawn when the mail is sent (an invoice PDF is drawn from its stored document then). */
  attachments?: AttachmentRef[];
  /** A campaign's test copy: its body is composed from the campaign when it is sent (the `text` given is a fallback). */
  campaignId?: number;
}

/** A campaign mail as composed when it is sent: both parts and its own headers (List-Unsubscribe). */
export interface ComposedMail {
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * What the outbox asks of the campaigns (the application registers it; the campaigns sit above the
 * mail outbox and the outbox names none of them): a campaign row's body, composed when it is sent,
 * and the final outcome of a subscriber's copy, in the transaction that writes it.
 */
export interface CampaignMails {
  /**
   * The mail of a campaign to a subscriber (null: a test copy); null when it is not to go (the subscriber
   * left, or bounced); "paused" while the campaign is paused (the copy waits for the resume).
   */
  compose(campaignId: number, subscriberId: number | null): Promise<ComposedMail | null | "paused">;
  /**
   * A subscriber's copy is done: delivered, failed, or dropped. `refused`: the server refused it for good
   * (5xx), with the refusal's key ('550 5.7.1'), whether the mailbox itself was refused (a bounce), and its message.
   */
  settled(
    em: EntityManager,
    campaignId: number,
    subscriberId: number,
    status: "sent" | "failed" | "dropped",
    refused: { key: string; mailbox: boolean; message: string } | null,
  ): Promise<void>;
}

/** Draws an attachment from its reference; null when there is nothing to attach (yet). */
export type AttachmentSource = (id: number) => Promise<Attachment | null>;

export class MailService {
  private readonly sources = new Map<string, AttachmentSource>();
  /** Set by the application: runs the worker now, after a mail was queued. */
  onQueued?: () => void;
  /** Set by the application: composes and settles campaign mails. */
  campaigns?: CampaignMails;

  constructor(
    private readonly ds: DataSource,
    private readonly config: AppConfig["mail"],
  ) {}

  get adminEmail(): string {
    return this.config.adminEmail;
  }

  /** Registers where attachments of a kind are drawn from (e.g. "invoice" → the order's invoice PDF). */
  attachmentSource(kind: string, source: AttachmentSource): void {
    this.sources.set(kind, source);
  }

  async attachment(ref: AttachmentRef): Promise<Attachment | null> {
    const source = this.sources.get(ref.source);
    if (!source) throw new Error(`No attachment source "${ref.source}"`);
    return source(ref.id);
  }

  /**
   * Writes the mail to the outbox in the caller's transaction; call `flush()` once it has committed.
   * The subject and the reply-to name are made one line without bidi controls here, whoever wrote them.
   * `paced`: at campaign priority, due then (queuePaced).
   */
  async queue(em: EntityManager, mail: Mail, paced?: Date): Promise<void> {
    const domain = this.messageIdDomain;
    await em.getRepository(OutgoingMail).insert({
      messageId: `<${randomUUID()}@${domain}>`,
      toAddress: mail.to.slice(0, 500),
      replyTo: mail.replyTo?.address.slice(0, 500) ?? null,
      replyToName: mail.replyTo ? singleLine(mail.replyTo.name).slice(0, 200) : null,
      subject: singleLine(mail.subject).slice(0, 300),
      text: mail.text,
      headers: mail.headers ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      status: "pending",
      attempts: 0,
      // Whole seconds: a DATETIME column may round a fraction up, past the worker's next look.
      nextAttemptAt: new Date(Math.floor((paced?.getTime() ?? Date.now()) / 1000) * 1000),
      lockedUntil: null,
      campaignId: mail.campaignId ?? null,
      subscriberId: null,
      priority: paced ? PRIORITY_CAMPAIGN : PRIORITY_SHOP,
    });
  }

  /**
   * Mails to many that nobody is waiting for (an import's confirmation requests, issue 42): at campaign
   * priority, behind the shop's own mails, and due at most `perMinute` a minute (NEWSLETTER_RATE_PER_MINUTE),
   * after those of the kind already waiting, so two imports follow each other instead of doubling the pace.
   */
  async queuePaced(em: EntityManager, mails: Mail[], perMinute: number): Promise<void> {
    if (!mails.length) return;
    const spacing = 60_000 / perMinute;
    const [last] = await em.getRepository(OutgoingMail).find({
      select: { id: true, nextAttemptAt: true },
      where: { status: "pending", priority: PRIORITY_CAMPAIGN, campaignId: IsNull() },
      order: { nextAttemptAt: "DESC" },
      take: 1,
    });
    const start = Math.max(Date.now(), last?.nextAttemptAt ? new Date(last.nextAttemptAt).getTime() + spacing : 0);
    for (const [i, mail] of mails.entries()) await this.queue(em, mail, new Date(start + i * spacing));
  }

  /** The domain of the From address: the right-hand side of Message-IDs. */
  get messageIdDomain(): string {
    return /@([^>\s]+)>?\s*$/.exec(this.config.from)?.[1] ?? "localhost";
  }

  /** Tells the worker that mails were queued (after the transaction that wrote them committed). */
  flush(): void {
    this.onQueued?.();
  }

  /** A mail with no change of its own to share a transaction with: queued, and sent by the worker. */
  async send(mail: Mail): Promise<void> {
    await this.queue(this.ds.manager, mail);
    this.flush();
  }
}
