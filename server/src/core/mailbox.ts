/**
 * The mailbox an address reaches, as a key (issue 42): what a limit per address and a suppression
 * record count under, so that writing one address another way is not another address. Case is folded
 * everywhere (providers treat the local part without case, whatever RFC 5321 allows); at Gmail
 * (gmail.com, googlemail.com: one mailbox) dots and a `+tag` are folded too, as Gmail delivers
 * `a.b+x@gmail.com` to `ab@gmail.com`. Other domains keep their dots and tags: there they may name
 * other people.
 */
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  if (!GMAIL.has(domain)) return address;
  const local = address.slice(0, at).split("+")[0].replace(/\./g, "");
  return `${local}@gmail.com`;
}
