/**
 * The one place that reads the environment. Every variable of DESIGN.md's table is parsed and
 * validated here; a bad value stops start-up with a message naming the variable.
 */
import { createPrivateKey, randomBytes, type KeyObject } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_KEY_REQUESTS_PER_MINUTE } from "../core/scopes.js";

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["true", "false", "1", "0", "yes", "no"].includes(v), "must be true or false")
  .transform((v) => ["true", "1", "yes"].includes(v));

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(4000),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(mysql|mariadb):\/\/[^/]+\/[A-Za-z0-9_$-]+(\?.*)?$/.test(v), {
      message: "must look like mysql://user:pass@host:port/database",
    }),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^[A-Za-z0-9_.@-]{3,64}$/.test(v), "must be 3 to 64 letters, digits or . _ @ -"),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 6, "must be at least 6 characters long"),
  SEED_DEMO: booleanFlag.default(true),
  /** bcrypt's cost for admin passwords: 12 by default; the tests lower it (each step halves a hash's time). */
  BCRYPT_COST: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(4, "must be between 4 and 15")
    .max(15, "must be between 4 and 15")
    .default(12),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, "must be at least 32 characters long"),
  /** production (set by the deployment guide's unit): simulated payments only when RAZORPAY_MODE says so. */
  NODE_ENV: z.string().trim().optional(),
  RAZORPAY_MODE: z.enum(["simulated", "live"], { message: "must be simulated or live" }).optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^rzp_(test|live)_[A-Za-z0-9]+$/.test(v), "must look like rzp_test_… or rzp_live_…"),
  RAZORPAY_KEY_SECRET: z.string().trim().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().optional(),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), "must look like smtp://user:pass@host:587 or smtps://…"),
  MAIL_FROM: z.string().trim().default("Chennai Wildlife Prints <orders@chennaiwildlifeprints.in>"),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .default("owner@chennaiwildlifeprints.in")
    .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), "must be an email address"),
  DKIM_DOMAIN: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(v), "must be a domain name, e.g. chennaiwildlifeprints.in"),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(v), "must be a DNS label, e.g. mail2026"),
  DKIM_PRIVATE_KEY: z.string().trim().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().trim().optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), "must look like https://example.in"),
  ORDER_EXPIRY_MINUTES: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(5, "must be at least 5")
    .max(24 * 60)
    .default(30),
  MAX_UPLOAD_MB: z.coerce.number({ message: "must be a number" }).positive("must be positive").max(200).default(25),
  MAX_UPLOAD_TOTAL_MB: z.coerce.number({ message: "must be a number" }).positive("must be positive").max(2000).default(100),
  TRUST_PROXY: z.string().trim().optional(),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^rediss?:\/\/\S+$/.test(v), "must look like redis://127.0.0.1:6379"),
  API_KEY_RATE_PER_MINUTE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100_000)
    .default(DEFAULT_KEY_REQUESTS_PER_MINUTE),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1_000_000)
    .default(600),
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  SHUTDOWN_GRACE_S: z.coerce
    .number({ message: "must be a number of seconds" })
    .min(0, "must be between 0 and 600 seconds")
    .max(600, "must be between 0 and 600 seconds")
    .default(20),
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "must be one of fatal, error, warn, info, debug, trace, silent" }))
    .default("info"),
  LOG_FORMAT: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["json", "pretty"], { message: "must be json or pretty" }))
    .optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[\x21-\x7e]{24,}$/.test(v), "must be at least 24 printable characters without spaces (e.g. openssl rand -hex 24)"),
});

/** Variables whose values are secrets: an error message names them without their value. */
const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "JWT_SECRET",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "METRICS_TOKEN",
  "SMTP_URL",
  "DKIM_PRIVATE_KEY",
  "DATABASE_URL",
  "REDIS_URL",
]);

export type Dialect = "sqlite" | "mysql";

export interface AppConfig {
  port: number;
  dataDir: string;
  dialect: Dialect;
  databaseUrl?: string;
  sqlitePath: string;
  mediaDir: string;
  originalsDir: string;
  admin: { username: string; password?: string };
  seedDemo: boolean;
  /** bcrypt's cost (rounds as a power of two) for admin passwords and the unknown user's dummy hash. */
  bcryptCost: number;
  jwtSecret: string;
  maxUploadBytes: number;
  /** The most one request may upload, all its files together (refused before it is read). */
  maxUploadTotalBytes: number;
  trustProxy?: string;
  /** Shared cache invalidation when several instances run; unset: a version row in the database. */
  redisUrl?: string;
  /** Requests a minute each API key may make, counted across instances. */
  apiKeyRequestsPerMinute: number;
  /** Campaign mails sent a minute at most, counted across instances (the shop's own mails are not counted). */
  newsletterRatePerMinute: number;
  /** Webhook endpoints may be http and local addresses (tests, a private network); otherwise https to public addresses only. */
  webhooksAllowPrivate: boolean;
  payments: {
    mode: "simulated" | "live";
    keyId: string;
    keySecret: string;
    /** Unset in live mode without RAZORPAY_WEBHOOK_SECRET: webhooks are then refused. */
    webhookSecret?: string;
  };
  mail: {
    smtpUrl?: string;
    from: string;
    adminEmail: string;
    outboxDir: string;
    /** Every outgoing message is DKIM-signed with this key (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY[_FILE]). */
    dkim?: DkimConfig;
  };
  orderExpiryMinutes: number;
  /** Absolute base of links in mails (unsubscribe). */
  publicUrl: string;
  /** How long a shutdown waits for the requests in flight before it cuts them. */
  shutdownGraceMs: number;
  log: {
    level: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
    /** pretty: coloured lines for a terminal; json: one JSON object a line (unset LOG_FORMAT: pretty on a terminal, json otherwise). */
    format: "json" | "pretty";
  };
  /** Lets callers other than the machine itself read /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** PEM, checked at start-up to be an RSA private key of at least 1024 bits. */
  privateKey: string;
}

export class ConfigError extends Error {}

/**
 * The DKIM signing key from the environment, or none when no DKIM variable is set. Set in part, or
 * with a key that is not an RSA private key nodemailer can sign with, start-up stops with a message
 * naming the variable (never the key).
 */
function dkimConfig(e: { DKIM_DOMAIN?: string; DKIM_SELECTOR?: string; DKIM_PRIVATE_KEY?: string; DKIM_PRIVATE_KEY_FILE?: string }): DkimConfig | undefined {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY: inline, DKIM_PRIVATE_KEY_FILE: file } = e;
  if (!domain && !selector && !inline && !file) return undefined;
  const fail = (variable: string, why: string) => new ConfigError(`Invalid environment:\n  ${variable}: ${why}`);
  if (!domain) throw fail("DKIM_DOMAIN", "DKIM signing needs the domain the key is published under");
  if (!selector) throw fail("DKIM_SELECTOR", "DKIM signing needs the selector the key is published under");
  if (inline && file) throw fail("DKIM_PRIVATE_KEY", "set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both");
  if (!inline && !file) throw fail("DKIM_PRIVATE_KEY", "DKIM signing needs the private key (PEM), or DKIM_PRIVATE_KEY_FILE naming its file");
  const variable = inline ? "DKIM_PRIVATE_KEY" : "DKIM_PRIVATE_KEY_FILE";
  let pem: string;
  try {
    // An inline key may come with its line breaks written as \n (one line in an .env file).
    pem = inline ? inline.replace(/\\n/g, "\n") : readFileSync(path.resolve(file!), "utf8");
  } catch (err) {
    throw fail(variable, `cannot read the key file (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw fail(variable, "is not a PEM private key");
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== "rsa" || bits < 1024) throw fail(variable, "must be an RSA private key of at least 1024 bits (2048 recommended)");
  return { domainName: domain.toLowerCase(), keySelector: selector, privateKey: key.export({ type: "pkcs8", format: "pem" }).toString() };
}

/** Parses an environment (process.env by default). Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      // A secret's value never reaches the log, even a wrong one.
      const got = SECRET_VARIABLES.has(name) ? `${env[name]?.length ?? 0} characters` : `"${env[name]}"`;
      return `  ${i.path.join(".")}: ${i.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.MAX_UPLOAD_TOTAL_MB < e.MAX_UPLOAD_MB)
    throw new ConfigError(
      `Invalid environment:\n  MAX_UPLOAD_TOTAL_MB: must be at least MAX_UPLOAD_MB (${e.MAX_UPLOAD_MB}) (got "${env.MAX_UPLOAD_TOTAL_MB}")`,
    );
  // A low cost is for tests: a stolen hash of a production password must stay slow to guess.
  if (e.NODE_ENV === "production" && e.BCRYPT_COST < 10)
    throw new ConfigError(`Invalid environment:\n  BCRYPT_COST: NODE_ENV=production needs at least 10 (got "${env.BCRYPT_COST}")`);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const live = e.RAZORPAY_MODE === "live" || (!e.RAZORPAY_MODE && !!e.RAZORPAY_KEY_ID && !!e.RAZORPAY_KEY_SECRET);
  if (live && (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET))
    throw new ConfigError("Invalid environment:\n  RAZORPAY_MODE: live needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET");
  // Simulated mode marks any order paid for nothing: in production only when asked for by name.
  if (!live && e.NODE_ENV === "production" && e.RAZORPAY_MODE !== "simulated")
    throw new ConfigError(
      "Invalid environment:\n  RAZORPAY_MODE: NODE_ENV=production takes real payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or RAZORPAY_MODE=simulated to run without them on purpose (orders are then paid for nothing)",
    );
  // Live payments lean on signed webhooks (refund.processed / refund.failed, a capture whose confirmation
  // never arrived): without the secret they are all refused, so production does not start without it.
  if (live && e.NODE_ENV === "production" && !e.RAZORPAY_WEBHOOK_SECRET)
    throw new ConfigError(
      "Invalid environment:\n  RAZORPAY_WEBHOOK_SECRET: NODE_ENV=production with live payments needs the webhook secret set in Razorpay's dashboard (Settings → Webhooks) for /auth/api/razorpay-webhook: without it every webhook is refused, refunds stay pending and lost confirmations wait for the sweep",
    );
  const payments: AppConfig["payments"] = live
    ? { mode: "live", keyId: e.RAZORPAY_KEY_ID!, keySecret: e.RAZORPAY_KEY_SECRET!, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined }
    : {
        mode: "simulated",
        // A harness or integrator that sets its own test keys can compute valid signatures itself.
        keyId: e.RAZORPAY_KEY_ID || "rzp_test_simulated",
        keySecret: e.RAZORPAY_KEY_SECRET || persistentSecret(dataDir, "razorpay-simulated-key-secret"),
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || persistentSecret(dataDir, "razorpay-simulated-webhook-secret"),
      };
  return {
    port: e.PORT,
    dataDir,
    dialect: e.DATABASE_URL ? "mysql" : "sqlite",
    databaseUrl: e.DATABASE_URL?.replace(/^mariadb:/, "mysql:"),
    sqlitePath: path.join(dataDir, "shop.sqlite"),
    mediaDir: path.join(dataDir, "media"),
    originalsDir: path.join(dataDir, "originals"),
    admin: { username: e.ADMIN_USERNAME || "admin", password: e.ADMIN_PASSWORD || undefined },
    seedDemo: e.SEED_DEMO,
    bcryptCost: e.BCRYPT_COST,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, "jwt-secret"),
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    maxUploadTotalBytes: Math.round(e.MAX_UPLOAD_TOTAL_MB * 1024 * 1024),
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL || undefined,
    apiKeyRequestsPerMinute: e.API_KEY_RATE_PER_MINUTE,
    newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    payments,
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, adminEmail: e.ADMIN_EMAIL, outboxDir: path.join(dataDir, "outbox"), dkim: dkimConfig(e) },
    orderExpiryMinutes: e.ORDER_EXPIRY_MINUTES,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_S * 1000),
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json") },
    metricsToken: e.METRICS_TOKEN,
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens survive a restart. */
function persistentSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, "secrets");
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
