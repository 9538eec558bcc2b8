/**
 * A mail to the account's holder each time a second factor is added to it or taken off (an
 * authenticator app, a passkey): whoever holds a stolen password and a session could otherwise add
 * a factor of their own unseen. Written to the outbox in the transaction that makes the change, so
 * a change that rolls back mails nothing, and sent once it commits. The account's own address; the
 * owner's account, which may have none, is written to at the business's contact address.
 */
import type { EntityManager } from "typeorm";
import { indiaDateTime } from "../../core/india-time.js";
import { singleLine } from "../../core/text.js";
import { AdminUser } from "../admin-user.entity.js";

/** The mail outbox, as far as these notices need it (the application hands over the mail domain's). */
export interface NoticeMailer {
  queue(em: EntityManager, mail: { to: string; subject: string; text: string }): Promise<void>;
  flush(): void;
}

export interface FactorChange {
  kind: "added" | "removed";
  /** What was added or removed, as the mail names it: "an authenticator app", "the passkey “Office desktop”". */
  factor: string;
  /** The client that made the change, as the request saw it. */
  ip?: string;
}

export class FactorNotices {
  /** Set by the composition root; without one (a service alone, in a test) nothing is mailed. */
  mailer: NoticeMailer | null = null;
  /**
   * The business's name (as the owner's team knows the shop) and contact address (for an owner's
   * account that has none of its own), read in the change's transaction: a second connection of the
   * pool is not taken while it holds one.
   */
  business: (em: EntityManager) => Promise<{ name: string; email: string | null }> = () => Promise.resolve({ name: "the shop", email: null });

  /** Queues the notice of `change` to account `userId`, in `em`'s transaction (nothing when there is no address to write to). */
  async queue(em: EntityManager, userId: number, change: FactorChange): Promise<void> {
    if (!this.mailer) return;
    const user = await em.findOneBy(AdminUser, { id: userId });
    if (!user) return;
    const { name: shop, email: businessEmail } = await this.business(em);
    const to = user.email || (user.role === "owner" ? businessEmail : null);
    if (!to) return;
    const what = singleLine(change.kind === "added" ? `${change.factor} was added to` : `${change.factor} was removed from`);
    const lines = [
      `Hello ${user.name || user.username},`,
      "",
      `${what[0].toUpperCase()}${what.slice(1)} your back-office account ${user.username} at ${shop}, at ${indiaDateTime(new Date()).replace("T", " ")} India time${change.ip ? `, from the address ${change.ip}` : ""}.`,
      "",
      change.kind === "added"
        ? "If this was you, there is nothing to do. If it was not, sign in, remove it under My account, and change your password; or ask the owner to disable your account."
        : "If this was you, there is nothing to do. If it was not, sign in and change your password at once; or ask the owner to disable your account.",
    ];
    await this.mailer.queue(em, {
      to,
      subject: change.kind === "added" ? "A second factor was added to your account" : "A second factor was removed from your account",
      text: lines.join("\n"),
    });
  }

  /** Sends what was queued, once the transaction committed. */
  flush(): void {
    this.mailer?.flush();
  }
}
