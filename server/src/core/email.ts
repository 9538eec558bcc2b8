/**
 * An email address as a visitor types it, checked by the mail library's own address parser: it is
 * accepted only when the parser reads exactly one address, with no display name, no group and
 * nothing around it, and that address is the text as typed. A pattern cannot tell "a,victim@x.com"
 * (two recipients to a mailer) from one address; the parser that reads the To header can.
 */
import addressparser from "nodemailer/lib/addressparser/index.js";

/** The longest address SMTP carries (RFC 5321's path limit, less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  if (!value || value.length > EMAIL_MAX_LENGTH) return false;
  // No space, control, format (bidi) or separator character anywhere; the parser would drop or fold them.
  if (/[\s\p{C}\p{Z}]/u.test(value)) return false;
  const parsed = addressparser(value);
  if (parsed.length !== 1) return false;
  const [one] = parsed;
  if (!("address" in one) || one.name !== "" || one.address !== value) return false;
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  // text@text.text: one at sign, a dot inside the domain, no empty label.
  return at > 0 && !local.includes("@") && /^[^.@]+(\.[^.@]+)+$/.test(domain);
}

/**
 * The mailbox an address reaches, as a key (issue 42): what a limit per customer or per address and
 * a suppression record count under, so that writing one address another way is not another address.
 * Case is folded, and a `+tag` dropped (RFC 5233 subaddressing, which Gmail, Outlook and most others
 * deliver to the same mailbox); at Gmail (gmail.com, googlemail.com: one mailbox) the dots of the
 * local part too, as Gmail ignores them. Other domains keep their dots: there they may name other
 * people. 'Meena.K+shop@GMail.com' and 'meenak@gmail.com' are one key.
 */
export function mailboxKey(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 1) return text;
  const local = text.slice(0, at).split("+")[0] || text.slice(0, at);
  const domain = text.slice(at + 1);
  if (domain !== "gmail.com" && domain !== "googlemail.com") return `${local}@${domain}`;
  return `${local.replace(/\./g, "")}@gmail.com`;
}
