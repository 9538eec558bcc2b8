import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dir = () => mkdtempSync(path.join(tmpdir(), "shop-config-"));

describe("config", () => {
  it("defaults: port 4000, SQLite in DATA_DIR, demo seed on, admin 'admin'", () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c).toMatchObject({ port: 4000, dialect: "sqlite", sqlitePath: path.join(d, "shop.sqlite"), seedDemo: true, admin: { username: "admin" } });
    expect(c.admin.password).toBeUndefined();
  });

  it("generates JWT_SECRET once and keeps it in DATA_DIR", () => {
    const d = dir();
    const first = loadConfig({ DATA_DIR: d }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: d }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(d, "secrets/jwt-secret"), "utf8")).toBe(first);
  });

  it("selects MySQL from DATABASE_URL", () => {
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: "mysql://root@127.0.0.1:3306/shop" })).toMatchObject({
      dialect: "mysql",
      databaseUrl: "mysql://root@127.0.0.1:3306/shop",
    });
  });

  it.each([
    ["PORT", "eighty", /PORT: must be a number/],
    ["PORT", "70000", /PORT: must be between 0 and 65535/],
    ["DATABASE_URL", "postgres://x/y", /DATABASE_URL: must look like mysql:\/\//],
    ["SEED_DEMO", "maybe", /SEED_DEMO: must be true or false/],
    ["JWT_SECRET", "short", /JWT_SECRET: must be at least 32 characters long/],
    ["ADMIN_PASSWORD", "12345", /ADMIN_PASSWORD: must be at least 6 characters long/],
    ["ADMIN_USERNAME", "a b", /ADMIN_USERNAME: must be 3 to 64/],
  ])("refuses %s=%s with a message naming it", (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrow(message);
  });

  it("chooses the payment mode: simulated without keys, live with both, and refuses live without them", () => {
    expect(loadConfig({ DATA_DIR: dir() }).payments).toMatchObject({ mode: "simulated", keyId: "rzp_test_simulated" });
    expect(loadConfig({ DATA_DIR: dir(), RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "s" }).payments).toMatchObject({
      mode: "live",
      keyId: "rzp_live_Abc123",
    });
    expect(loadConfig({ DATA_DIR: dir(), RAZORPAY_MODE: "simulated", RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "s" }).payments.mode).toBe(
      "simulated",
    );
    expect(() => loadConfig({ DATA_DIR: dir(), RAZORPAY_MODE: "live" })).toThrow(/RAZORPAY_MODE: live needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir(), RAZORPAY_MODE: "sandbox" })).toThrow(/RAZORPAY_MODE: must be simulated or live/);
    expect(() => loadConfig({ DATA_DIR: dir(), RAZORPAY_KEY_ID: "key" })).toThrow(/RAZORPAY_KEY_ID: must look like rzp_test_/);
  });

  it("with NODE_ENV=production, starts only with live payments or RAZORPAY_MODE=simulated set explicitly", () => {
    expect(() => loadConfig({ DATA_DIR: dir(), NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), NODE_ENV: "production" })).toThrow(
      /RAZORPAY_MODE: NODE_ENV=production takes real payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or RAZORPAY_MODE=simulated/,
    );
    // Test keys alone are not live keys either: without both, the mode is simulated.
    expect(() => loadConfig({ DATA_DIR: dir(), NODE_ENV: "production", RAZORPAY_KEY_ID: "rzp_live_Abc123" })).toThrow(/RAZORPAY_MODE: NODE_ENV=production/);
    expect(
      loadConfig({ DATA_DIR: dir(), NODE_ENV: "production", RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" })
        .payments.mode,
    ).toBe("live");
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: "production", RAZORPAY_MODE: "simulated" }).payments.mode).toBe("simulated");
    // Outside production, simulated by omission as before.
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: "development" }).payments.mode).toBe("simulated");
  });

  it("with NODE_ENV=production and live keys, refuses to start without RAZORPAY_WEBHOOK_SECRET, saying why", () => {
    const live = { DATA_DIR: dir(), NODE_ENV: "production", RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "s" };
    // Without it every refund.* and payment.captured webhook is refused: refunds stay pending, lost confirmations wait for the sweep.
    expect(() => loadConfig(live)).toThrow(ConfigError);
    expect(() => loadConfig(live)).toThrow(/RAZORPAY_WEBHOOK_SECRET: NODE_ENV=production with live payments needs the webhook secret/);
    expect(() => loadConfig({ ...live, RAZORPAY_WEBHOOK_SECRET: "  " })).toThrow(/RAZORPAY_WEBHOOK_SECRET: NODE_ENV=production/);
    expect(loadConfig({ ...live, RAZORPAY_WEBHOOK_SECRET: "hook-secret" }).payments).toMatchObject({ mode: "live", webhookSecret: "hook-secret" });
    // Outside production (a developer trying live keys) it stays optional: webhooks are then refused with a 503.
    expect(loadConfig({ ...live, NODE_ENV: "development" }).payments).toMatchObject({ mode: "live", webhookSecret: undefined });
  });

  it("signs simulated payments with the secrets that are set, and generates only the ones that are not", () => {
    const d = dir();
    const set = loadConfig({
      DATA_DIR: d,
      RAZORPAY_MODE: "simulated",
      RAZORPAY_KEY_ID: "rzp_test_Harness1",
      RAZORPAY_KEY_SECRET: "harness-secret",
      RAZORPAY_WEBHOOK_SECRET: "hook-secret",
    }).payments;
    expect(set).toEqual({ mode: "simulated", keyId: "rzp_test_Harness1", keySecret: "harness-secret", webhookSecret: "hook-secret" });
    expect(existsSync(path.join(d, "secrets/razorpay-simulated-key-secret"))).toBe(false);
    const generated = loadConfig({ DATA_DIR: d, RAZORPAY_MODE: "simulated" }).payments;
    expect(generated.keySecret).toBe(readFileSync(path.join(d, "secrets/razorpay-simulated-key-secret"), "utf8"));
    expect(generated.webhookSecret).toBe(readFileSync(path.join(d, "secrets/razorpay-simulated-webhook-secret"), "utf8"));
  });

  it("limits one request's uploads together (MAX_UPLOAD_TOTAL_MB), never below one file's limit", () => {
    expect(loadConfig({ DATA_DIR: dir() })).toMatchObject({ maxUploadBytes: 25 * 1048576, maxUploadTotalBytes: 100 * 1048576 });
    expect(loadConfig({ DATA_DIR: dir(), MAX_UPLOAD_MB: "2", MAX_UPLOAD_TOTAL_MB: "5" })).toMatchObject({
      maxUploadBytes: 2 * 1048576,
      maxUploadTotalBytes: 5 * 1048576,
    });
    expect(() => loadConfig({ DATA_DIR: dir(), MAX_UPLOAD_TOTAL_MB: "lots" })).toThrow(/MAX_UPLOAD_TOTAL_MB: must be a number/);
    expect(() => loadConfig({ DATA_DIR: dir(), MAX_UPLOAD_MB: "30", MAX_UPLOAD_TOTAL_MB: "20" })).toThrow(
      /MAX_UPLOAD_TOTAL_MB: must be at least MAX_UPLOAD_MB \(30\)/,
    );
  });

  it("hashes passwords at bcrypt's cost 12 unless BCRYPT_COST says otherwise; production refuses a cost below 10", () => {
    expect(loadConfig({ DATA_DIR: dir() }).bcryptCost).toBe(12);
    expect(loadConfig({ DATA_DIR: dir(), BCRYPT_COST: "4" }).bcryptCost).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dir(), BCRYPT_COST: "3" })).toThrow(/BCRYPT_COST: must be between 4 and 15/);
    expect(() => loadConfig({ DATA_DIR: dir(), BCRYPT_COST: "16" })).toThrow(/BCRYPT_COST: must be between 4 and 15/);
    const production = { DATA_DIR: dir(), NODE_ENV: "production", RAZORPAY_MODE: "simulated" };
    expect(() => loadConfig({ ...production, BCRYPT_COST: "4" })).toThrow(/BCRYPT_COST: NODE_ENV=production needs at least 10/);
    expect(loadConfig(production).bcryptCost).toBe(12);
  });

  it("reads SEED_DEMO=false", () => {
    expect(loadConfig({ DATA_DIR: dir(), SEED_DEMO: "false" }).seedDemo).toBe(false);
  });
});
