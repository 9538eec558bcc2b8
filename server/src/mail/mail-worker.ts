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
import type { Attachment, MailService } from "./mail.service.js";
import { OutgoingMail } from "./outgoing-mail.entity.js";

const CLAIM_MS = 120_000;
const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;
/** After attempt n (1-based) the next is tried this much later. */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000];
const POLL_MS = 5_000;
const BATCH = 20;

export class MailWorker {
  private transport?: Promise<Transporter>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig["mail"],
  ) {}

  /** nodemailer is loaded with the first mail, not at start. Short timeouts: a dead server costs a retry, not a stuck worker. */
  private transporter(): Promise<Transporter> {
    this.transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      this.config.smtpUrl
        ? nodemailer.createTransport({ url: this.config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    );
    return this.transport;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for the sends under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    const transport = await this.transport;
    transport?.close();
  }

  /** Runs a pass now (or right after the one under way). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((err) => console.error("Mail worker:", err))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the pass under way, then sends whatever is due now (tests read the outbox after it). */
  async drain(): Promise<void> {
    do await this.running;
    while (this.running);
    while ((await this.runOnce()) > 0);
  }

  /** Sends every mail due by `now` that this instance can claim; answers how many it tried. */
  async runOnce(now = new Date()): Promise<number> {
    const due = await this.ds
      .getRepository(OutgoingMail)
      .createQueryBuilder("m")
      .select(["m.id"])
      .where("m.status = :pending AND m.nextAttemptAt <= :now AND (m.lockedUntil IS NULL OR m.lockedUntil < :now)", { pending: "pending", now })
      .orderBy("m.nextAttemptAt", "ASC")
      .addOrderBy("m.id", "ASC")
      .limit(BATCH)
      .getMany();
    let tried = 0;
    // One after another: a mail server is kinder to one connection than to twenty.
    for (const { id } of due) {
      if (!(await this.claim(id, now))) continue;
      await this.deliver(id, now);
      tried += 1;
    }
    return tried;
  }

  private async claim(id: number, now: Date): Promise<boolean> {
    const claimed = await this.ds
      .createQueryBuilder()
      .update(OutgoingMail)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where("id = :id AND status = :pending AND (lockedUntil IS NULL OR lockedUntil < :now)", { id, pending: "pending", now })
      .execute();
    return claimed.affected === 1;
  }

  private async deliver(id: number, now: Date): Promise<void> {
    const mail = await this.ds.getRepository(OutgoingMail).findOneByOrFail({ id });
    let error: string | null = null;
    try {
      await this.sendOne(mail);
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    const attempts = mail.attempts + 1;
    const next = new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[Math.min(attempts, MAIL_RETRY_DELAYS_MS.length) - 1]);
    const gaveUp = error !== null && next.getTime() - mail.createdAt.getTime() > GIVE_UP_AFTER_MS;
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
      replyTo: mail.replyTo ?? undefined,
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
