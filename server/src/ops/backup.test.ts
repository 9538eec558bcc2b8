/**
 * A shop round-trips through `npm run backup` and `npm run restore`: taken while the shop runs, put
 * back into a fresh DATA_DIR and an empty database, and a server started on them shows the same
 * orders, invoices, prints and images, and takes the tokens the old one gave.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createConnection } from "mysql2/promise";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createPrint, dialect, mysqlBase, mysqlName, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { startApp, type RunningApp } from "../app/app.js";
import { loadConfig } from "../config/config.js";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

describe("backup and restore", () => {
  let shop: TestApp;
  let restored: RunningApp | undefined;
  const work = mkdtempSync(path.join(tmpdir(), "shop-backup-test-"));
  const archive = path.join(work, "shop.tar.gz");
  const freshDir = path.join(work, "restored-data");
  let freshDb: string | undefined;

  /** The environment of the shop a command works on: its DATA_DIR and, on MariaDB, its database. */
  const envOf = (dataDir: string, databaseUrl: string) => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RAZORPAY_KEY_SECRET: TEST_KEY_SECRET,
  });
  const npm = (args: string[], env: NodeJS.ProcessEnv) => run("npm", ["run", "--silent", ...args], { cwd: root, env, maxBuffer: 10 * 1024 * 1024 });
  const urlOf = (app: RunningApp) => (app.ds.options.type === "better-sqlite3" ? "" : String((app.ds.options as { url?: string }).url));

  beforeAll(async () => {
    shop = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    if (dialect === "mysql") {
      freshDb = `${mysqlName}_restore_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
      const conn = await createConnection(mysqlBase);
      await conn.query(`CREATE DATABASE \`${freshDb}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
    }
  });
  afterAll(async () => {
    await restored?.close();
    await shop?.close();
    if (freshDb) {
      const conn = await createConnection(mysqlBase);
      await conn.query(`DROP DATABASE IF EXISTS \`${freshDb}\``);
      await conn.end();
    }
    rmSync(work, { recursive: true, force: true });
  });

  /** What a person would check: the orders with their invoices, the prints with their images, the messages. */
  const snapshot = async (app: RunningApp & { url: string }, token: string) => {
    const gql = async (query: string) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as any;
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const orders = (
      await gql(
        `{ allOrders(sortField: "id", sortOrder: "ASC") { bookingGroupId status amountPaise paymentId invoiceNumber lines { title quantity amountPaise } } }`,
      )
    ).allOrders;
    const prints = (await gql(`{ shopItems { items { title image { url width height variants { url } } } } }`)).shopItems.items;
    const images: Record<string, string> = {};
    for (const p of prints)
      for (const v of p.image.variants) {
        const res = await fetch(`${app.url}${v.url}`);
        expect(res.status).toBe(200);
        images[v.url] =
          Buffer.from(await res.arrayBuffer())
            .toString("base64")
            .slice(0, 200) + res.headers.get("content-length");
      }
    const count = async (table: string) => Number((await app.ds.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    return {
      orders,
      prints,
      images,
      counts: {
        media_assets: await count("media_assets"),
        contact_messages: await count("contact_messages"),
        order_status_changes: await count("order_status_changes"),
        mail_outbox: await count("mail_outbox"),
      },
    };
  };

  it("backs up a running shop, restores it into a fresh DATA_DIR and database, and the shop starts there as it was", async () => {
    const kite = await createPrint(shop, "Brahminy Kite", [1499, 2499], "#884422");
    const roller = await createPrint(shop, "Indian Roller", [1999], "#2255aa");
    await placePaidOrder(shop, [{ portfolioItemId: kite.id, frameId: kite.frames[1].id, quantity: 2 }]);
    await placePaidOrder(shop, [{ portfolioItemId: roller.id, frameId: roller.frames[0].id, quantity: 1 }], { phone: "9876543210" });
    await shop.gql(`mutation { sendContactMessage(name: "Ravi", email: "ravi@example.in", subject: "Framing", message: "Teak frames?") { status } }`);
    const token = await shop.token();
    const before = await snapshot(shop, token);
    expect(before.orders).toHaveLength(2);
    expect(before.orders.every((o: { invoiceNumber: string | null }) => o.invoiceNumber)).toBe(true);
    expect(Object.keys(before.images).length).toBeGreaterThanOrEqual(2);

    // While the shop runs.
    const out = await npm(["backup", "--", archive], envOf(shop.dataDir, urlOf(shop)));
    expect(out.stdout).toMatch(/Backup of the (SQLite|MySQL\/MariaDB) shop written to .*shop\.tar\.gz/);
    const listed: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => listed.push(e.path) });
    expect(listed).toContain("manifest.json");
    expect(listed).toContain(dialect === "mysql" ? "database.sql" : "database.sqlite");
    expect(listed.some((p) => /^media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/.test(p))).toBe(true);
    expect(listed.some((p) => /^originals\/[0-9a-f]{64}$/.test(p))).toBe(true);
    expect(listed).toContain("secrets/jwt-secret");

    const freshUrl = freshDb ? `${mysqlBase}/${freshDb}` : "";
    await npm(["restore", archive], envOf(freshDir, freshUrl));
    restored = await startApp(
      loadConfig({
        DATA_DIR: freshDir,
        DATABASE_URL: freshUrl,
        PORT: "0",
        SEED_DEMO: "false",
        ADMIN_USERNAME: ADMIN.username,
        RAZORPAY_KEY_SECRET: TEST_KEY_SECRET,
      }),
    );
    // The old server's token is taken: the secrets came back with the data.
    const after = await snapshot(restored, token);
    expect(after).toEqual(before);

    // The owner's figures read from the restored database.
    const next = await fetch(`${restored.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `{ _allOrdersMeta { count } }` }),
    });
    expect(((await next.json()) as any).data._allOrdersMeta.count).toBe(2);
  });

  it("refuses to restore over a shop that is there", async () => {
    expect(existsSync(archive)).toBe(true);
    const again = npm(["restore", archive], envOf(freshDir, freshDb ? `${mysqlBase}/${freshDb}` : ""));
    await expect(again).rejects.toMatchObject({ stderr: expect.stringMatching(/not empty|exists: restore into a fresh DATA_DIR/) });
  });
});
