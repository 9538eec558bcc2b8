/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
 * as an .eml file to DATA_DIR/outbox, so nothing is lost on a machine without mail.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { AppConfig } from "../config/config.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export class MailService {
  private transport?: Promise<Transporter>;

  constructor(private readonly config: AppConfig["mail"]) {}

  /** nodemailer is loaded with the first mail, not at start. */
  private transporter(): Promise<Transporter> {
    this.transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      this.config.smtpUrl ? nodemailer.createTransport(this.config.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    );
    return this.transport;
  }

  get adminEmail(): string {
    return this.config.adminEmail;
  }

  /** Sends (or files) a mail. A mail failure is logged, never thrown: the order stands without it. */
  async send(mail: Mail): Promise<void> {
    try {
      const info = await (await this.transporter()).sendMail({ from: this.config.from, ...mail });
      if (!this.config.smtpUrl) {
        await mkdir(this.config.outboxDir, { recursive: true });
        const file = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
        await writeFile(path.join(this.config.outboxDir, file), (info as { message: Buffer }).message);
      }
    } catch (err) {
      console.error(`Mail to ${mail.to} failed:`, err);
    }
  }
}
