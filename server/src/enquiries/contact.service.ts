/** Contact messages: stored for the owner's inbox in the back office and mailed to ADMIN_EMAIL. */
import { NO_EVENTS, type EventSink } from "../core/events.js";
import { clientKeyOf } from "../core/client-address.js";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import type { DataSource, Repository } from "typeorm";
import { isEmailAddress } from "../core/email.js";
import { singleLine } from "../core/text.js";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { AppError, badInput, notFound } from "../core/errors.js";
import type { MailService } from "../mail/mail.service.js";
import { ContactMessage } from "./enquiry.entities.js";

export const INQUIRY_TYPES = ["General Inquiry", "Custom Photo Shoot", "Print Ordering", "Licensing", "Image licensing", "Workshops", "Technical Support"];
export const CONTACT_THANKS = "Thank you for your message! We will get back to you within 24 hours.";

const shape: ListShape<ContactMessage> = {
  alias: "m",
  sortable: { id: "m.id", createdAt: "m.createdAt", name: "m.name", read: "m.read" },
  defaultSort: "createdAt",
  search: ["m.name", "m.email", "m.subject", "m.message"],
  where: (qb, f) => {
    if (f.read === true || f.read === false) qb.andWhere("m.read = :fRead", { fRead: f.read });
  },
};

export interface ContactInput {
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  message?: string | null;
  inquiryType?: string | null;
}

export class ContactService {
  private readonly repo: Repository<ContactMessage>;
  /** Per client: 10 in 10 minutes, counted across instances. */
  private readonly perClient: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
    private readonly events: EventSink<"contact.received"> = NO_EVENTS,
    limiter: LimiterFactory = inMemory,
  ) {
    this.perClient = limiter({ keyPrefix: "contact", points: 10, duration: 10 * 60 });
    this.repo = ds.getRepository(ContactMessage);
  }

  async send(input: ContactInput, clientKey: string): Promise<string> {
    // The name and subject reach the owner's mail headers: one line, no bidi controls, here and in the inbox.
    const [name, subject] = [input.name, input.subject].map((v) => singleLine(v ?? ""));
    const [email, message] = [input.email, input.message].map((v) => (v ?? "").trim());
    if (!name || !email || !subject || !message) throw badInput("Please fill in all required fields");
    if (!isEmailAddress(email)) throw badInput("Please enter a valid email address");
    if (name.length > 100 || subject.length > 200 || message.length > 5000) throw badInput("Your message is too long");
    const inquiryType = (input.inquiryType ?? "").trim() || "General Inquiry";
    if (!INQUIRY_TYPES.includes(inquiryType)) throw badInput(`Inquiry type must be one of: ${INQUIRY_TYPES.join(", ")}`);
    await this.perClient.consume(clientKeyOf(clientKey)).catch(() => {
      throw new AppError("TOO_MANY_REQUESTS", "Too many messages from here. Please try again later.");
    });
    await this.ds.transaction(async (em) => {
      const saved = await em
        .getRepository(ContactMessage)
        .save(em.getRepository(ContactMessage).create({ name, email, subject, message, inquiryType, read: false }));
      await this.events.emit(em, "contact.received", { id: saved.id, name, email, subject, message, inquiryType, createdAt: saved.createdAt });
      await this.mail.queue(em, {
        to: this.mail.adminEmail,
        subject: `[${inquiryType}] ${subject}`,
        text: `${name} <${email}> wrote through the contact page:\n\n${message}`,
        replyTo: { name, address: email },
      });
    });
    this.mail.flush();
    return CONTACT_THANKS;
  }

  list(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("m"), shape, { sortOrder: "DESC", ...p }, true).getMany();
  }
  count(p: ListParams<object>) {
    return applyList(this.repo.createQueryBuilder("m"), shape, p, false).getCount();
  }
  get(id: number) {
    return this.repo.findOneBy({ id });
  }
  async setRead(id: number, read: boolean | null | undefined): Promise<ContactMessage> {
    const m = await this.get(id);
    if (!m) throw notFound("Message not found");
    if (read != null) await this.repo.update({ id }, { read });
    return (await this.get(id))!;
  }
  async remove(id: number): Promise<ContactMessage> {
    const m = await this.get(id);
    if (!m) throw notFound("Message not found");
    await this.repo.delete({ id });
    return m;
  }
}
