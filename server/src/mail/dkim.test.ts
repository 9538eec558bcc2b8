// DKIM (issue 26): with DKIM_DOMAIN, DKIM_SELECTOR and the key, every outgoing message is signed —
// the .eml files written without SMTP_URL and the mails an SMTP server receives, verified by mailauth against a DNS resolver that
// answers the selector's public key, as a receiving server would. A bad key stops start-up.
import { generateKeyPairSync } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { freePort, startSmtp, type TestSmtp } from "../../test/smtp.js";
import { ConfigError, loadConfig } from "../config/config.js";

const DOMAIN = "chennaiwildlifeprints.in";
const SELECTOR = "mail2026";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicDer = publicKey.export({ type: "spki", format: "der" }).toString("base64");

/** The DNS a receiving server asks: the selector's TXT record, and nothing else. */
function resolver(name: string, rr: string): Promise<string[][]> {
  if (rr === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`) return Promise.resolve([[`v=DKIM1; k=rsa; p=${publicDer}`]]);
  return Promise.reject(Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" }));
}

describe("DKIM signing of every outgoing message", () => {
  let app: TestApp;

  beforeAll(async () => {
    // The key as one line, its line breaks written \n, as an .env file holds it.
    app = await startTestApp({ DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: privatePem.replace(/\n/g, "\\n") });
  });
  afterAll(() => app?.close());

  async function sentMessages(): Promise<Buffer[]> {
    await app.services.mailWorker.drain();
    const dir = path.join(app.dataDir, "outbox");
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(path.join(dir, f)));
  }

  it("a mail the shop sends verifies (dkim=pass, relaxed/relaxed, From To Subject Date Message-ID signed); a changed subject does not", async () => {
    const res = await app.rest("POST", "/contact", {
      json: { name: "Ravi", email: "ravi@example.in", subject: "A 24x36 print", message: "Can you frame the kite in teak?", inquiryType: "Print Ordering" },
    });
    expect(res.body.success).toBe(true);
    const [message] = await sentMessages();
    expect(message).toBeDefined();

    const result = await dkimVerify(message, { resolver });
    expect(result.results).toHaveLength(1);
    const [signature] = result.results;
    expect(signature.status.result).toBe("pass");
    expect(signature.signingDomain).toBe(DOMAIN);
    expect(signature.selector).toBe(SELECTOR);
    const header = /^DKIM-Signature:[\s\S]*?(?=\r?\n\S)/m.exec(message.toString())![0].replace(/\s+/g, "");
    expect(header).toContain("c=relaxed/relaxed");
    const signed = /[;:]h=([^;]+)/.exec(header)![1].toLowerCase().split(":");
    expect(signed).toEqual(expect.arrayContaining(["from", "to", "subject", "date", "message-id"]));

    const tampered = Buffer.from(message.toString().replace(/^Subject: .*$/m, "Subject: Pay this invoice now"));
    expect((await dkimVerify(tampered, { resolver })).results[0].status.result).toBe("fail");
  });
});

describe("DKIM over SMTP (SMTP_URL)", () => {
  let app: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    app = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY: privatePem.replace(/\n/g, "\\n"),
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("every mail the server receives is signed and verifies, and the mails share one pooled connection", async () => {
    for (const name of ["Ravi", "Meena", "Karthik"]) {
      const res = await app.rest("POST", "/contact", {
        json: { name, email: `${name.toLowerCase()}@example.in`, subject: "Framing", message: "Teak or black?", inquiryType: "Print Ordering" },
      });
      expect(res.body.success).toBe(true);
    }
    await app.services.mailWorker.drain();
    expect(smtp.raw.length).toBeGreaterThanOrEqual(3);
    for (const message of smtp.raw) {
      const result = await dkimVerify(message, { resolver });
      expect(result.results.map((r) => r.status.result)).toEqual(["pass"]);
      expect(result.results[0].signingDomain).toBe(DOMAIN);
    }
    // nodemailer given `url` alone dropped the pool (and the key): one connection per mail.
    expect(smtp.connections).toBe(1);
  });

  it("signs Content-Type, MIME-Version and Reply-To, and oversigns From and Subject: a From, Subject or Reply-To added on the way fails", async () => {
    smtp.raw.length = 0;
    const res = await app.rest("POST", "/contact", {
      json: { name: "Ravi", email: "ravi@example.in", subject: "Framing", message: "Teak or black?", inquiryType: "Print Ordering" },
    });
    expect(res.body.success).toBe(true);
    // An order's kind of mail: no Reply-To.
    await app.services.mail.send({ to: "buyer@example.in", subject: "Your order", text: "Thank you." });
    await app.services.mailWorker.drain();
    // The owner's notice answers to the visitor (Reply-To).
    const withReplyTo = smtp.raw.find((m) => /^Reply-To:/im.test(m.toString().split(/\r?\n\r?\n/)[0]));
    const without = smtp.raw.find((m) => /^Subject: Your order/m.test(m.toString()));
    expect(withReplyTo).toBeDefined();
    expect(without).toBeDefined();
    for (const message of [withReplyTo!, without!]) {
      const header = /^DKIM-Signature:[\s\S]*?(?=\r?\n\S)/m.exec(message.toString())![0].replace(/\s+/g, "");
      const signed = /[;:]h=([^;]+)/.exec(header)![1].toLowerCase().split(":");
      const times = (name: string) => signed.filter((n) => n === name).length;
      // From and Subject once more than the mail has them; Reply-To too (none may be added).
      expect([times("from"), times("subject")]).toEqual([2, 2]);
      expect(times("reply-to")).toBe(message === withReplyTo ? 2 : 1);
      expect([times("content-type"), times("mime-version"), times("to"), times("date"), times("message-id")]).toEqual([1, 1, 1, 1, 1]);
      expect((await dkimVerify(message, { resolver })).results[0].status.result).toBe("pass");
      // Added above the signed ones, as a relay or a forwarder would: the verifier now hashes them where the signer hashed nothing.
      for (const added of ["From: Accounts <pay@evil.example>", "Subject: Pay this invoice now", "Reply-To: pay@evil.example"]) {
        const tampered = Buffer.concat([Buffer.from(`${added}\r\n`), message]);
        expect((await dkimVerify(tampered, { resolver })).results[0].status.result, added).toBe("fail");
      }
    }
  });
});

describe("DKIM configuration", () => {
  const dataDir = () => path.join(process.env.TMPDIR ?? "/tmp", `shop-dkim-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });

  it("none set: no signing; a key from a file or inline: signing with it", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail.dkim).toBeUndefined();
    const file = path.join(process.env.TMPDIR ?? "/tmp", `dkim-${process.pid}.pem`);
    writeFileSync(file, privatePem);
    expect(loadConfig({ DATA_DIR: dataDir(), DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY_FILE: file }).mail.dkim).toMatchObject({
      domainName: DOMAIN,
      keySelector: SELECTOR,
    });
  });

  it("a bad key, or a part missing, stops start-up with a message naming the variable and never the key", () => {
    const base = { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR };
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...base, DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----" }, /DKIM_PRIVATE_KEY: is not a PEM private key/],
      [
        { ...base, DKIM_PRIVATE_KEY: generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString() },
        /DKIM_PRIVATE_KEY: must be an RSA private key of at least 1024 bits/,
      ],
      [{ ...base, DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" }, /DKIM_PRIVATE_KEY_FILE: cannot read the key file \(ENOENT\)/],
      [{ DKIM_DOMAIN: DOMAIN, DKIM_PRIVATE_KEY: privatePem }, /DKIM_SELECTOR: DKIM signing needs the selector/],
      [{ DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: privatePem }, /DKIM_DOMAIN: DKIM signing needs the domain/],
      [base, /DKIM_PRIVATE_KEY: DKIM signing needs the private key/],
      [{ ...base, DKIM_DOMAIN: "not a domain" }, /DKIM_DOMAIN: must be a domain name/],
    ];
    for (const [env, message] of cases) {
      expect(load(env)).toThrow(ConfigError);
      expect(load(env)).toThrow(message);
      try {
        load(env)();
      } catch (err) {
        expect((err as Error).message).not.toContain("not a key");
        expect((err as Error).message).not.toContain("BEGIN");
      }
    }
  });
});
