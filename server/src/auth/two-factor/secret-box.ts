/**
 * Secrets the server must read again (an authenticator app's TOTP secret), sealed at rest with
 * AES-256-GCM under a key derived (HKDF-SHA-256) from the server's own secret, and bound to what
 * they belong to: a sealed value copied onto another account's row does not open there. A database
 * read without the server's secret yields nothing usable.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` names the use: boxes of different purposes never share a key. */
  constructor(serverSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync("sha256", serverSecret, "", `chennai-wildlife-prints:${purpose}`, 32));
  }

  /** `plain` sealed for `context` (e.g. the account's id): "v1.iv.ciphertext.tag", base64url. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, iv, body, cipher.getAuthTag()].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
  }

  /** The plain value, or null when it was sealed for another context, under another key, or altered. */
  open(sealed: string, context: string): string | null {
    const [version, iv, body, tag] = sealed.split(".");
    if (version !== VERSION || !iv || !body || !tag) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
