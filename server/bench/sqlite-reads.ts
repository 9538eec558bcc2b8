/**
 * `npm run bench:sqlite-reads -w server`: what reading only committed rows costs on SQLite (issue 42,
 * item 20). Two parts, each first with reads alone, then beside write transactions:
 * - `db`: the data source itself, in process: 16 readers reading 50 rows at a time, beside 4 writers
 *   whose transactions await a timer between their two updates (as a checkout awaits between its
 *   statements);
 * - `http`: the real server in its own process; READERS clients read the back office's order list (a
 *   read the public cache never answers) beside WRITERS buyers checking out one after another.
 * Prints reads/s and their p50/p99 (and writes/s). Numbers are printed, never asserted. PARTS=db or
 * PARTS=http runs one part.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { entities } from "../src/app/entities.js";
import { openDatabase } from "../src/db/data-source.js";
import { checkout, keepAliveAgent, tally, type Outcome } from "../test/checkouts.js";
import { spawnServer } from "../test/child-server.js";
import { apiClient, createPrint } from "../test/harness.js";
import { quantile } from "./stats.js";

const PARTS = new Set((process.env.PARTS ?? "db,http").split(","));
const READERS = Number(process.env.READERS ?? 16);
const WRITERS = Number(process.env.WRITERS ?? 8);
const DURATION = Number(process.env.DURATION ?? 5);

const figures = (times: number[], writes: number, seconds: number) => {
  times.sort((a, b) => a - b);
  return {
    "reads/s": Math.round(times.length / seconds),
    "read p50 ms": +quantile(times, 0.5).toFixed(2),
    "read p99 ms": +quantile(times, 0.99).toFixed(2),
    "writes/s": Math.round(writes / seconds),
  };
};

async function databasePart() {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-bench-sqlite-reads-"));
  const ds = await openDatabase({ dialect: "sqlite", sqlitePath: path.join(dir, "shop.sqlite") }, entities);
  try {
    await ds.query("CREATE TABLE bench_rows (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, t TEXT NOT NULL)");
    await ds.transaction(async (em) => {
      for (let i = 1; i <= 1000; i++) await em.query("INSERT INTO bench_rows (id, n, t) VALUES (?, 0, ?)", [i, "x".repeat(200)]);
    });
    const round = async (writers: number, ms: number) => {
      const until = Date.now() + ms;
      const times: number[] = [];
      let writes = 0;
      const reading = Array.from({ length: 16 }, async () => {
        while (Date.now() < until) {
          const from = 1 + (times.length % 900);
          const t0 = performance.now();
          await ds.query("SELECT id, n, t FROM bench_rows WHERE id BETWEEN ? AND ?", [from, from + 49]);
          times.push(performance.now() - t0);
          await new Promise((r) => setImmediate(r)); // as requests arrive: one read per turn of the loop
        }
      });
      const writing = Array.from({ length: writers }, async () => {
        while (Date.now() < until) {
          await ds.transaction(async (em) => {
            await em.query("UPDATE bench_rows SET n = n + 1 WHERE id = ?", [1 + (writes % 1000)]);
            await sleep(1);
            await em.query("UPDATE bench_rows SET n = n + 1 WHERE id = ?", [1 + ((writes + 500) % 1000)]);
          });
          writes++;
        }
      });
      await Promise.all([...reading, ...writing]);
      return figures(times, writes, ms / 1000);
    };
    await round(0, 1000); // warm-up
    const rows: Record<string, unknown> = {};
    for (const n of [1, 2]) {
      rows[`reads alone (${n})`] = await round(0, DURATION * 1000);
      rows[`beside 4 writers (${n})`] = await round(4, DURATION * 1000);
    }
    console.log(`The data source, 16 readers, ${DURATION} s each:`);
    console.table(rows);
  } finally {
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function httpPart() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-sqlite-reads-"));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", BCRYPT_COST: "10", RAZORPAY_MODE: "simulated" });
  try {
    const api = apiClient(server.url);
    const print = await createPrint(api, "Bench Kingfisher", [1499]);
    const cart = { portfolioItemId: print.id, frameId: print.frames[0].id };
    const token = await api.token();
    let buyers = 0;
    const email = () => `reads${++buyers}@example.in`;
    // Some orders to list, and the code paths warmed.
    await Promise.all(Array.from({ length: 40 }, () => checkout(server.url, keepAliveAgent(false, 1), cart, email())));
    const body = JSON.stringify({
      query: `query { allOrders(page: 0, perPage: 25, sortField: "createdAt", sortOrder: "DESC") { id status amountPaise } _allOrdersMeta { count } }`,
    });
    const read = async () => {
      const res = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body,
      });
      const answer = (await res.json()) as { errors?: unknown };
      if (!res.ok || answer.errors) throw new Error(`read: ${res.status} ${JSON.stringify(answer.errors)}`);
    };
    const round = async (writers: number) => {
      const until = Date.now() + DURATION * 1000;
      const times: number[] = [];
      const outcomes: Outcome[] = [];
      const reading = Array.from({ length: READERS }, async () => {
        while (Date.now() < until) {
          const t0 = performance.now();
          await read();
          times.push(performance.now() - t0);
        }
      });
      const writing = Array.from({ length: writers }, async () => {
        const agent = keepAliveAgent(false, 1);
        while (Date.now() < until) outcomes.push(await checkout(server.url, agent, cart, email()));
      });
      await Promise.all([...reading, ...writing]);
      const t = tally(outcomes);
      if (t.failed + t["no-connection"] > 0) console.warn(`${t.failed + t["no-connection"]} checkouts failed`);
      return figures(times, t.completed, DURATION);
    };
    const rows = { "reads alone": await round(0), [`beside ${WRITERS} buyers`]: await round(WRITERS) };
    console.log(`The server over HTTP, ${READERS} readers of the order list, ${DURATION} s each (writes: checkouts):`);
    console.table(rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (PARTS.has("db")) await databasePart();
if (PARTS.has("http")) await httpPart();
