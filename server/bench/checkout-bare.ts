/**
 * The checkout's own limit (issue 44, goal 3): what the database alone allows of the rush's checkouts.
 * A closed loop of as many workers as the rush has buyers, for as long, each running one checkout's
 * statements one after the other, as the server sends them for a buyer of the print with the code
 * RUSH (read from MariaDB's general log and from better-sqlite3's statements on `36ce1a3`):
 *
 *  1. the public cache's version (pricing is then answered from the cache);
 *  2. a point of the buyer's limit on codes tried (rate_limits, a transaction of its own);
 *  3. the code, by its key;
 *  4. the point given back (the code exists);
 *  5. one transaction: SQLite's write lock taken first, the code's use taken by its conditional
 *     update, the order inserted, its first status change, its lines (a new booking group id, and
 *     the transaction again, when the id is taken);
 *  6. the payment order's id stored on the order.
 *
 * The same statements with the same values' shapes (parameters; on MariaDB through `query`, escaped by
 * the client, as TypeORM sends them; the INSERTs name only the columns a checkout sets, where TypeORM
 * also names the others' DEFAULT), through the same drivers, set up as the server sets them up:
 * mysql2's pool of 10 connections (data-source.ts's poolSize) in UTC, no stack captured per query,
 * each statement outside a transaction on a connection of the pool's, the transactions on one of their own;
 * better-sqlite3 with WAL, busy_timeout 5000, foreign keys on and its default `synchronous` (FULL,
 * as the server leaves it), the reads outside the transaction on a second, read-only connection as
 * the server's are. Every write is real: each checkout inserts its order, status change and line,
 * takes a use of the code and adds a buyer to rate_limits, so the tables grow as the rush's do.
 *
 * What the server adds, and this leaves out, is its own work: HTTP, GraphQL, validation, pricing from
 * the cache, TypeORM, SQLite's transaction line. On SQLite each step here runs synchronously, the
 * transaction whole (better-sqlite3's own way: nothing else can run on the connection meanwhile), and
 * the workers take turns between steps; on MariaDB they wait for the pool as the server's requests do.
 * So it is a limit our checkout can approach but not pass, and ours / bare says how close it is.
 */
import { randomBytes, randomInt } from "node:crypto";
import Database from "better-sqlite3";
import { createPool, type Pool, type PoolConnection, type ResultSetHeader, type RowDataPacket } from "mysql2/promise";
import { mailboxKey } from "../src/core/email.js";

export interface BareOptions {
  /** Concurrent workers, each starting its next checkout when its last one is done. */
  workers: number;
  seconds: number;
  /** The key of the discount code the checkouts use (made by the server, as the rush's). */
  codeKey: string;
}

export interface BareResult {
  checkouts: number;
  seconds: number;
  /** Each checkout's time, ms, sorted ascending. */
  latencies: number[];
}

/** The order the server made last with the code: the bare checkouts insert its values, with a buyer of their own. */
interface Template {
  codeId: number;
  order: Record<string, unknown>;
  line: Record<string, unknown>;
}

/** The order's columns a checkout sets (the rest are the table's defaults), in the server's INSERT's order. */
const ORDER_VALUES = [
  "bookingGroupId",
  "status",
  "firstName",
  "lastName",
  "email",
  "emailKey",
  "phone",
  "address",
  "apartment",
  "city",
  "state",
  "stateCode",
  "pincode",
  "language",
  "amountPaise",
  "discountPaise",
  "discountCode",
  "discountCodeId",
  "discountUseHeld",
  "currency",
  "paymentAmountPaise",
  "paymentCurrency",
  "expiresAt",
] as const;
const LINE_VALUES = [
  "orderId",
  "portfolioItemId",
  "framePriceId",
  "title",
  "titleTa",
  "categoryName",
  "categoryId",
  "frameSize",
  "frameName",
  "imageUrl",
  "unitPricePaise",
  "listUnitPricePaise",
  "quantity",
  "amountPaise",
  "discountPaise",
] as const;

/** The code's columns as TypeORM reads them by its key (DiscountCodeService.apply). */
const CODE_COLUMNS = [
  "id",
  "code",
  "codeKey",
  "kind",
  "value",
  "minOrderPaise",
  "startsAt",
  "endsAt",
  "maxUses",
  "maxUsesPerCustomer",
  "categoryIds",
  "active",
  "combinesWithSales",
  "uses",
  "createdAt",
  "updatedAt",
];
const selectCode = (q: string) =>
  `SELECT ${CODE_COLUMNS.map((c) => `${q}DiscountCode${q}.${q}${c}${q} AS ${q}DiscountCode_${c}${q}`).join(", ")} ` +
  `FROM ${q}discount_codes${q} ${q}DiscountCode${q} WHERE ((${q}DiscountCode${q}.${q}codeKey${q} = ?)) LIMIT 1`;

const CACHE_VERSION = "SELECT epoch, version FROM cache_versions WHERE name = ?";
/** The rate limit's window (DiscountCodeService: codes tried per client in 10 minutes). */
const LIMIT_WINDOW_MS = 10 * 60 * 1000;
/** The server's default ORDER_EXPIRY_MINUTES. */
const EXPIRY_MS = 30 * 60 * 1000;

/** As the server draws them: the booking group id (newBookingGroupId) and the simulated provider's order id (providerId). */
const bookingGroupId = () => `BG${Date.now()}${randomInt(0, 1000)}`;
const ALPHANUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const providerOrderId = () => `order_${Array.from(randomBytes(14), (b) => ALPHANUM[b % ALPHANUM.length]).join("")}`;

let buyers = 0;
/** A buyer of its own for each checkout: its mail and its rate limit's key are new rows, as each rush buyer's are. */
function nextBuyer(template: Template) {
  const n = ++buyers;
  const email = `bare${n}@example.in`;
  return { email, emailKey: mailboxKey(email), limitKey: `discount-code-misses:11.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, template };
}
type Buyer = ReturnType<typeof nextBuyer>;

/** The order's values for one buyer, in ORDER_VALUES' order; `at` formats the expiry as the driver wants it. */
function orderValues(b: Buyer, id: string, at: (d: Date) => unknown): unknown[] {
  const values: Record<string, unknown> = {
    ...b.template.order,
    bookingGroupId: id,
    status: "pending_payment",
    email: b.email,
    emailKey: b.emailKey,
    discountUseHeld: 1,
    expiresAt: at(new Date(Date.now() + EXPIRY_MS)),
  };
  return ORDER_VALUES.map((c) => values[c]);
}
const lineValues = (b: Buyer, orderId: number) => LINE_VALUES.map((c) => (c === "orderId" ? orderId : b.template.line[c]));

/** Runs `checkout` in a closed loop of `workers` for `seconds`. */
async function closedLoop(opts: BareOptions, checkout: () => Promise<void>): Promise<BareResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const ends = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.workers }, async () => {
      while (performance.now() < ends) {
        const t = performance.now();
        await checkout();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { checkouts: latencies.length, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

/** The result, once the database holds an order for each checkout counted: the writes were real. */
function wrote(result: BareResult, orders: number): BareResult {
  if (orders < result.checkouts) throw new Error(`the bare checkouts counted ${result.checkouts} but the database holds ${orders} of their orders`);
  return result;
}

/** Lets the other workers run their next step (a microtask: no wait of its own). */
const turn = () => Promise.resolve();

const isUnique = (err: unknown) => /UNIQUE constraint failed|ER_DUP_ENTRY/.test(`${(err as { code?: string }).code} ${(err as Error).message}`);
const isDeadlock = (err: unknown) => /ER_LOCK_DEADLOCK|ER_LOCK_WAIT_TIMEOUT/.test(String((err as { code?: string }).code));

/** The checkouts on the SQLite file the server made (and has closed). */
export async function bareSqlite(file: string, opts: BareOptions): Promise<BareResult> {
  const db = new Database(file, { timeout: 5000 });
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  db.pragma("journal_mode = WAL");
  const reader = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    const codeId = Number((reader.prepare("SELECT id FROM discount_codes WHERE codeKey = ?").get(opts.codeKey) as { id: number }).id);
    const order = reader.prepare("SELECT * FROM orders WHERE discountCodeId = ? ORDER BY id DESC LIMIT 1").get(codeId) as Record<string, unknown>;
    const line = reader.prepare("SELECT * FROM order_lines WHERE orderId = ? ORDER BY id LIMIT 1").get(order.id) as Record<string, unknown>;
    const template: Template = { codeId, order, line };

    const cacheVersion = reader.prepare(CACHE_VERSION);
    const code = reader.prepare(selectCode('"'));
    const limit = db.prepare(`INSERT INTO rate_limits (key, points, expire)
         VALUES (?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET
           points = CASE WHEN expire IS NULL OR expire > ? THEN points + excluded.points ELSE excluded.points END,
           expire = CASE WHEN expire IS NULL OR expire > ? THEN expire ELSE excluded.expire END
         RETURNING points, expire`);
    /** rate-limiter-flexible's upsert on better-sqlite3: one statement in a transaction of its own. */
    const upsertLimit = db.transaction((key: string, points: number) => {
      const now = Date.now();
      return limit.get(key, points, now + LIMIT_WINDOW_MS, now, now);
    });
    const begin = db.prepare("BEGIN TRANSACTION");
    const commit = db.prepare("COMMIT");
    const rollback = db.prepare("ROLLBACK");
    const writeLock = db.prepare("UPDATE migrations SET id = id WHERE 0");
    const takeUse = db.prepare(
      `UPDATE "discount_codes" SET "uses" = "uses" + 1, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = ? AND "active" = ? AND ("maxUses" IS NULL OR "uses" < "maxUses")`,
    );
    const insertOrder = db.prepare(
      `INSERT INTO "orders"(${ORDER_VALUES.map((c) => `"${c}"`).join(", ")}, "createdAt", "updatedAt") VALUES (${ORDER_VALUES.map(() => "?").join(", ")}, datetime('now'), datetime('now'))`,
    );
    const insertChange = db.prepare(
      `INSERT INTO "order_status_changes"("orderId", "fromStatus", "toStatus", "actor", "at") VALUES (?, ?, ?, ?, datetime('now'))`,
    );
    const insertLine = db.prepare(
      `INSERT INTO "order_lines"(${LINE_VALUES.map((c) => `"${c}"`).join(", ")}) VALUES (${LINE_VALUES.map(() => "?").join(", ")})`,
    );
    const storeProviderId = db.prepare(
      `UPDATE "orders" SET "providerOrderId" = ?, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = ? AND "providerOrderId" IS NULL`,
    );
    // TypeORM writes a date to SQLite as UTC text with milliseconds.
    const sqliteDate = (d: Date) => d.toISOString().replace("T", " ").replace("Z", "");

    /** Step 5, whole: the order and its line with the code's use, under a new booking group id until one is free. */
    const openOrder = (b: Buyer): number => {
      for (let attempt = 1; ; attempt++) {
        begin.run();
        try {
          writeLock.run();
          if (takeUse.run(codeId, 1).changes !== 1) throw new Error("the code was refused");
          const orderId = Number(insertOrder.run(...orderValues(b, bookingGroupId(), sqliteDate)).lastInsertRowid);
          insertChange.run(orderId, null, "pending_payment", "checkout");
          insertLine.run(...lineValues(b, orderId));
          commit.run();
          return orderId;
        } catch (err) {
          rollback.run();
          if (attempt === 10 || !isUnique(err)) throw err;
        }
      }
    };

    const result = await closedLoop(opts, async () => {
      const b = nextBuyer(template);
      // The workers take turns between the steps, as the server's requests do.
      cacheVersion.get("public");
      await turn();
      upsertLimit(b.limitKey, 1);
      await turn();
      code.all(opts.codeKey);
      await turn();
      upsertLimit(b.limitKey, -1);
      await turn();
      const orderId = openOrder(b);
      await turn();
      storeProviderId.run(providerOrderId(), orderId);
    });
    const { made } = reader.prepare("SELECT COUNT(*) AS made FROM orders WHERE email LIKE 'bare%' AND providerOrderId IS NOT NULL").get() as { made: number };
    return wrote(result, made);
  } finally {
    reader.close();
    db.close();
  }
}

/** The checkouts on the MariaDB database the server made. */
export async function bareMariaDb(databaseUrl: string, opts: BareOptions): Promise<BareResult> {
  const pool: Pool = createPool({ uri: databaseUrl, connectionLimit: 10, charset: "utf8mb4_unicode_ci", timezone: "Z", trace: false });
  // As data-source.ts's pool: each new connection's session in UTC before anything else.
  pool.pool.on("connection", (conn) => void conn.query("SET time_zone = '+00:00'"));
  const dbName = new URL(databaseUrl).pathname.slice(1);
  try {
    const [codes] = await pool.query<RowDataPacket[]>("SELECT id FROM discount_codes WHERE codeKey = ?", [opts.codeKey]);
    const codeId = Number(codes[0].id);
    const [orders] = await pool.query<RowDataPacket[]>("SELECT * FROM orders WHERE discountCodeId = ? ORDER BY id DESC LIMIT 1", [codeId]);
    const [lines] = await pool.query<RowDataPacket[]>("SELECT * FROM order_lines WHERE orderId = ? ORDER BY id LIMIT 1", [orders[0].id]);
    const template: Template = { codeId, order: orders[0], line: lines[0] };
    const selectCodeSql = selectCode("`");
    const insertOrder = `INSERT INTO \`orders\`(${ORDER_VALUES.map((c) => `\`${c}\``).join(", ")}) ` + `VALUES (${ORDER_VALUES.map(() => "?").join(", ")})`;
    const insertLine = `INSERT INTO \`order_lines\`(${LINE_VALUES.map((c) => `\`${c}\``).join(", ")}) VALUES (${LINE_VALUES.map(() => "?").join(", ")})`;

    /** rate-limiter-flexible's upsert on a mysql2 pool: a connection of the pool's, BEGIN, the upsert, its read, COMMIT. */
    const upsertLimit = async (key: string, points: number) => {
      const conn = await pool.getConnection();
      try {
        await conn.query("BEGIN");
        const now = Date.now();
        const expire = now + LIMIT_WINDOW_MS;
        await conn.query(
          `INSERT INTO ??.?? VALUES (?, ?, ?)
          ON DUPLICATE KEY UPDATE 
            points = IF(expire <= ?, ?, points + (?)), 
            expire = IF(expire <= ?, ?, expire);`,
          [dbName, "rate_limits", key, points, expire, now, points, points, now, expire],
        );
        await conn.query("SELECT points, expire FROM ??.?? WHERE `key` = ?;", [dbName, "rate_limits", key]);
        await conn.query("COMMIT");
      } catch (err) {
        await conn.query("ROLLBACK");
        throw err;
      } finally {
        conn.release();
      }
    };

    /** Step 5 on a connection of its own, again from the start when the booking group id is taken or a deadlock chose it. */
    const openOrder = async (b: Buyer): Promise<number> => {
      for (let attempt = 1; ; attempt++) {
        const conn: PoolConnection = await pool.getConnection();
        try {
          await conn.query("START TRANSACTION");
          const [used] = await conn.query<ResultSetHeader>(
            "UPDATE `discount_codes` SET `uses` = `uses` + 1, `updatedAt` = CURRENT_TIMESTAMP WHERE `id` = ? AND `active` = ? AND (`maxUses` IS NULL OR `uses` < `maxUses`)",
            [codeId, true],
          );
          if (used.affectedRows !== 1) throw new Error("the code was refused");
          const [made] = await conn.query<ResultSetHeader>(
            insertOrder,
            orderValues(b, bookingGroupId(), (d) => d),
          );
          await conn.query("INSERT INTO `order_status_changes`(`orderId`, `fromStatus`, `toStatus`, `actor`) VALUES (?, ?, ?, ?)", [
            made.insertId,
            null,
            "pending_payment",
            "checkout",
          ]);
          await conn.query(insertLine, lineValues(b, made.insertId));
          await conn.query("COMMIT");
          return made.insertId;
        } catch (err) {
          await conn.query("ROLLBACK");
          if (attempt === 10 || !(isUnique(err) || isDeadlock(err))) throw err;
        } finally {
          conn.release();
        }
      }
    };

    const result = await closedLoop(opts, async () => {
      const b = nextBuyer(template);
      await pool.query(CACHE_VERSION, ["public"]);
      await upsertLimit(b.limitKey, 1);
      await pool.query(selectCodeSql, [opts.codeKey]);
      await upsertLimit(b.limitKey, -1);
      const orderId = await openOrder(b);
      await pool.query("UPDATE `orders` SET `providerOrderId` = ?, `updatedAt` = CURRENT_TIMESTAMP WHERE `id` = ? AND `providerOrderId` IS NULL", [
        providerOrderId(),
        orderId,
      ]);
    });
    const [[{ made }]] = await pool.query<RowDataPacket[]>("SELECT COUNT(*) AS made FROM orders WHERE email LIKE 'bare%' AND providerOrderId IS NOT NULL");
    return wrote(result, Number(made));
  } finally {
    await pool.end();
  }
}
