// The mails the test server wrote: it has no SMTP_URL, so each is an .eml file in DATA_DIR/outbox.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "./server.js";

/**
 * The outbox's mails, decoded enough to read (quoted-printable soft line breaks joined, `=3D` as `=`).
 * Only the finished `.eml` files: a mail is written as a temporary file and renamed, and a temporary
 * one listed and then read is already gone (CI runs failed on exactly that, in three files).
 */
export function outboxMails(dir: string = dataDir): string[] {
  const outbox = path.join(dir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) =>
      readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
}

/** The outbox's mails to `to` (its To header, exactly); of another server's DATA_DIR when given. */
export function mailsTo(to: string, dir: string = dataDir): string[] {
  const header = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m");
  return outboxMails(dir).filter((mail) => header.test(mail));
}
