/**
 * DKIM signing (RFC 6376: rsa-sha256, relaxed/relaxed) over the header list the shop chooses, with
 * oversigning. nodemailer's own signer lists each header name at most once and only when the mail has
 * it (a Set of names, `lib/dkim/sign.js`), so it cannot oversign: list a name once more than the mail
 * carries it, which a verifier hashes as an empty field, so that a From or Subject added later (by a
 * relay, a list, an attacker) breaks the signature instead of being shown above a valid one.
 *
 * The whole message is read (mails are small: an invoice PDF at most), signed, and passed on with its
 * DKIM-Signature header first; the mailer plugs it in as a post-processing step of its stream.
 */
import { createHash, createSign } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import type { DkimConfig } from "../config/config.js";

/**
 * The headers signed, in this order: who, to whom, what, when, which message, how it is made up, and
 * the one-click unsubscribe. Each is signed as often as the mail carries it.
 */
export const DKIM_SIGNED_HEADERS = [
  "From",
  "Reply-To",
  "To",
  "Subject",
  "Date",
  "Message-ID",
  "MIME-Version",
  "Content-Type",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
] as const;
/**
 * Listed once more than the mail carries them (oversigned): none may be added. Reply-To too, so that
 * a mail without one (an order's confirmation) cannot be given one that steers the answers elsewhere.
 */
export const DKIM_OVERSIGNED_HEADERS: readonly string[] = ["From", "Subject", "Reply-To"];

interface Field {
  /** The name in lower case. */
  key: string;
  /** The whole field as written, folded lines and all (without its last line break). */
  raw: string;
}

/** The header's fields, in order; a line beginning with a space or a tab continues the one before. */
function headerFields(header: string): Field[] {
  const fields: Field[] = [];
  for (const line of header.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && fields.length) fields[fields.length - 1].raw += `\r\n${line}`;
    else if (line)
      fields.push({
        key: line
          .slice(0, Math.max(0, line.indexOf(":")))
          .trim()
          .toLowerCase(),
        raw: line,
      });
  }
  return fields;
}

/** Relaxed header canonicalization (RFC 6376 §3.4.2): lower-case name, unfolded value, runs of blanks as one space, none at the ends. */
function relaxedField(key: string, raw: string): string {
  const value = raw
    .slice(raw.indexOf(":") + 1)
    .replace(/\r?\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${key}:${value}`;
}

/** Relaxed body canonicalization (RFC 6376 §3.4.4): blanks folded, none at line ends, no empty lines at the end. */
function relaxedBody(body: string): string {
  const lines = body.split(/\r?\n/).map((l) => l.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines.length ? `${lines.join("\r\n")}\r\n` : "";
}

/** Breaks a long value into lines of at most `width` characters, each continued by a tab. */
function fold(value: string, width: number): string {
  const parts: string[] = [];
  for (let i = 0; i < value.length; i += width) parts.push(value.slice(i, i + width));
  return parts.join("\r\n\t");
}

/** The h= list, folded between names only (a verifier ignores the blanks around the colons). */
function foldNames(names: string[]): string {
  const lines: string[] = [];
  let line = "";
  for (const name of names) {
    if (line && line.length + name.length > 60) {
      lines.push(`${line}:`);
      line = name;
    } else line = line ? `${line}:${name}` : name;
  }
  return [...lines, line].join("\r\n\t");
}

/**
 * The message with its DKIM-Signature header in front. Bytes are read as latin1, so whatever the
 * message carries (8-bit parts) is hashed and passed on as it is.
 */
export function dkimSign(message: Buffer, key: DkimConfig, now = new Date()): Buffer {
  const text = message.toString("latin1");
  const end = /\r?\n\r?\n/.exec(text);
  const header = end ? text.slice(0, end.index) : text;
  const body = end ? text.slice(end.index + end[0].length) : "";
  const fields = headerFields(header);

  // h=: each header as often as it is present, the oversigned ones once more.
  const names: string[] = [];
  for (const name of DKIM_SIGNED_HEADERS) {
    const key = name.toLowerCase();
    const present = fields.filter((f) => f.key === key).length;
    const times = present + (DKIM_OVERSIGNED_HEADERS.includes(name) ? 1 : 0);
    for (let i = 0; i < times; i++) names.push(key);
  }
  // As a verifier picks them: each name takes the last instance not yet taken, from the bottom up; none left hashes as nothing.
  const taken = new Set<number>();
  const signed: string[] = [];
  for (const name of names) {
    for (let i = fields.length - 1; i >= 0; i--) {
      if (fields[i].key !== name || taken.has(i)) continue;
      taken.add(i);
      signed.push(relaxedField(name, fields[i].raw));
      break;
    }
  }

  const bodyHash = createHash("sha256").update(relaxedBody(body), "latin1").digest("base64");
  const tags = [
    "v=1",
    "a=rsa-sha256",
    "c=relaxed/relaxed",
    `d=${key.domainName}`,
    `s=${key.keySelector}`,
    "q=dns/txt",
    `t=${Math.floor(now.getTime() / 1000)}`,
    `h=${foldNames(names)}`,
    `bh=${bodyHash}`,
  ];
  const unsigned = `DKIM-Signature: ${tags.join(";\r\n\t")};\r\n\tb=`;
  const data = [...signed, relaxedField("dkim-signature", unsigned)].join("\r\n");
  const signature = createSign("RSA-SHA256").update(data, "latin1").sign(key.privateKey, "base64");
  return Buffer.concat([Buffer.from(`${unsigned}${fold(signature, 72)}\r\n`, "latin1"), message]);
}

/** A post-processing step of nodemailer's message stream (MimeNode#processFunc): the message, signed. */
export function dkimStream(key: DkimConfig): (input: Readable) => Readable {
  return (input) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    input.on("data", (chunk: Buffer) => chunks.push(chunk));
    input.on("error", (err) => out.destroy(err));
    input.on("end", () => {
      try {
        out.end(dkimSign(Buffer.concat(chunks), key));
      } catch (err) {
        out.destroy(err as Error);
      }
    });
    return out;
  };
}
