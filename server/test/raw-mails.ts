/** Mails as they left the shop (the .eml files of DATA_DIR/outbox), and the hostile input the mail tests send. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import type { TestApp } from "./harness.js";

export const HOSTILE_NAME = `Bob, attacker@evil.com, "x" <second@evil.com>`;
/** Line breaks and every bidi control the mail helper strips. */
export const CONTROLS = "\r\n\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u061C";
export const MULTIPLE = [
  "a,victim@x.com",
  "me@example.in, victim@x.com",
  "me@example.in;victim@x.com",
  "Bob <victim@x.com>",
  "me@example.in\r\nBcc: victim@x.com",
];

/** The mails filed in DATA_DIR/outbox since `seen`, parsed from their raw bytes. */
export async function rawMails(app: TestApp, seen = new Set<string>()) {
  await app.services.mailWorker.drain();
  const dir = path.join(app.dataDir, "outbox");
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  const fresh = files.filter((f) => !seen.has(f));
  for (const f of fresh) seen.add(f);
  return Promise.all(
    fresh.map(async (f) => {
      const raw = readFileSync(path.join(dir, f), "utf8");
      const parsed = await simpleParser(raw);
      const addresses = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value);
      return { raw, parsed, to: addresses(parsed.to), replyTo: addresses(parsed.replyTo), cc: addresses(parsed.cc), bcc: addresses(parsed.bcc) };
    }),
  );
}
