/**
 * Sends the mail outbox, as the webhook worker sends its deliveries: a mail is claimed with a
 * conditional update (one sender, however many instances run), sent through nodemailer (SMTP when
 * SMTP_URL is set, else filed as an .eml in DATA_DIR/outbox), and on failure tried again after
 * 30 s, 2 min, 10 min, 30 min, 1 h, then every 3 h, for 3 days; then it is marked failed. A claim
 * lapses after two minutes, so a mail whose sender died is taken up again (the same Message-ID).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { DataSource } from "typeorm";
import type { AppConfig } from "../config/config.js";
import { nextAttemptAfter, OutboxWorker } from "../core/outbox-worker.js";
import type { Attachment, MailService } from "./mail.service.js";
import { OutgoingMail } from "./outgoing-mail.entity.js";

const CLAIM_MS = 120_000;
const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;
/** After attempt n (1-based) the next is tried this much later. */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000];
const POLL_MS = 5_000;
const BATCH = 20;

export class MailWorker extends OutboxWorker {
  private transport?: Promise<Transporter>;

  constructor(
    ds: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig["mail"],
  ) {
    // One mail after another: a mail server is kinder to one connection than to twenty.
    super(ds, OutgoingMail, { name: "Mail", pollMs: POLL_MS, claimMs: CLAIM_MS, batch: BATCH, oneAtATime: true });
  }

  /** nodemailer is loaded with the first mail, not at start. Short timeouts: a dead server costs a retry, not a stuck worker. */
  private transporter(): Promise<Transporter> {
    this.transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      this.config.smtpUrl
        ? nodemailer.createTransport({ url: this.config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    );
    return this.transport;
  }

  /** Stops polling, waits for the mail under way, and closes the SMTP connections. */
  override async stop(): Promise<void> {
    await super.stop();
    const transport = await this.transport;
    transport?.close();
  }

  protected async deliver(id: number, now: Date): Promise<void> {
    const mail = await this.ds.getRepository(OutgoingMail).findOneByOrFail({ id });
    let error: string | null = null;
    try {
      await this.sendOne(mail);
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    const attempts = mail.attempts + 1;
    const next = nextAttemptAfter(attempts, now, mail.createdAt, MAIL_RETRY_DELAYS_MS, GIVE_UP_AFTER_MS);
    const gaveUp = error !== null && next === null;
    if (error) console.error(`Mail ${mail.messageId} to ${mail.toAddress} failed (attempt ${attempts}${gaveUp ? ", giving up" : ""}): ${error}`);
    await this.ds.getRepository(OutgoingMail).update(
      { id },
      {
        status: error === null ? "sent" : gaveUp ? "failed" : "pending",
        attempts,
        lastError: error,
        sentAt: error === null ? new Date() : null,
        nextAttemptAt: error === null || gaveUp ? null : next,
        lockedUntil: null,
      },
    );
  }

  private async sendOne(mail: OutgoingMail): Promise<void> {
    const attachments: Attachment[] = [];
    for (const ref of mail.attachments ?? []) {
      // An attachment that cannot be drawn does not hold the mail back: it goes without it.
      const drawn = await this.mail.attachment(ref).catch((err) => {
        console.error(`Attachment ${ref.source} ${ref.id} of mail ${mail.messageId} could not be drawn:`, err);
        return null;
      });
      if (drawn) attachments.push(drawn);
    }
    const info: unknown = await (
      await this.transporter()
    ).sendMail({
      from: this.config.from,
      to: mail.toAddress,
      replyTo: mail.replyTo === null ? undefined : mail.replyToName === null ? mail.replyTo : { name: mail.replyToName, address: mail.replyTo },
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers ?? undefined,
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
