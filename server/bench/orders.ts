/**
 * `npm run bench:orders -w server`: the owner's dashboard and order list over a large history.
 * Fills a fresh database (SQLite, or DATABASE_URL) with ORDERS paid orders (default 100 000, 1–3
 * lines each, spread over 24 months), then measures the dashboard's queries and counts the SQL
 * statements of one order-list page through GraphQL. Numbers are printed, never asserted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApp } from "../src/app/app.js";
import { loadConfig } from "../src/config/config.js";
import { Order, OrderLine, PAID_STATUSES } from "../src/orders/order.entity.js";

const TOTAL = Number(process.env.ORDERS ?? 100_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-orders-"));
const app = await startApp(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: "0",
    SEED_DEMO: "true",
    ADMIN_USERNAME: "owner",
    ADMIN_PASSWORD: "bench-password",
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  }),
);
const { ds } = app;
console.log(`database: ${ds.options.type}; filling ${TOTAL.toLocaleString("en-IN")} orders…`);

// A deterministic history: prints of the demo catalogue, 2 000 buyers, statuses mostly delivered.
const prints = (await app.services.shop.page({ limit: 50 })).items;
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const now = Date.now();
const t0 = performance.now();
const CHUNK = 500;
let lineId = 1;
for (let start = 1; start <= TOTAL; start += CHUNK) {
  const orders: Partial<Order>[] = [];
  const lines: Partial<OrderLine>[] = [];
  for (let id = start; id < Math.min(start + CHUNK, TOTAL + 1); id++) {
    const paidAt = new Date(now - Math.floor(rand() * 730 * 86_400_000));
    const r = rand();
    const status = r < 0.02 ? "cancelled" : r < 0.05 ? "new" : r < 0.08 ? "processing" : r < 0.1 ? "dispatched" : "delivered";
    let amount = 0;
    for (let n = 1 + Math.floor(rand() * 3); n > 0; n--) {
      const print = prints[Math.floor(rand() * prints.length)];
      const frame = print.frames[Math.floor(rand() * print.frames.length)];
      const quantity = 1 + Math.floor(rand() * 2);
      amount += frame.pricePaise * quantity;
      lines.push({
        id: lineId++,
        orderId: id,
        portfolioItemId: print.id,
        framePriceId: frame.id,
        title: print.title,
        categoryName: print.category.name,
        frameSize: frame.size,
        frameName: frame.name,
        imageUrl: null,
        unitPricePaise: frame.pricePaise,
        quantity,
        amountPaise: frame.pricePaise * quantity,
      });
    }
    orders.push({
      id,
      bookingGroupId: `BG${1_700_000_000_000 + id}`,
      providerOrderId: `order_bench${String(id).padStart(9, "0")}`,
      status: status,
      firstName: "Bench",
      lastName: `Buyer ${id % 2000}`,
      email: `buyer${id % 2000}@example.in`,
      phone: `9${String(100_000_000 + (id % 2000)).slice(-9)}`,
      address: "1 Beach Road",
      apartment: "",
      city: "Chennai",
      state: "Tamil Nadu",
      pincode: "600001",
      amountPaise: amount,
      currency: "INR",
      paymentId: status === "cancelled" ? null : `pay_bench${id}`,
      paidAt: status === "cancelled" ? null : paidAt,
      expiresAt: paidAt,
      cancelReason: status === "cancelled" ? "expired" : null,
      createdAt: paidAt,
    });
  }
  await ds.transaction(async (em) => {
    await em.getRepository(Order).insert(orders);
    await em.getRepository(OrderLine).insert(lines);
  });
}
console.log(`filled in ${((performance.now() - t0) / 1000).toFixed(1)} s (${(lineId - 1).toLocaleString("en-IN")} lines)`);
// Rows written around the order process: compute the dashboard's running totals from them.
const t1 = performance.now();
await app.services.analytics.rebuildSales();
console.log(`running sales totals rebuilt in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
if (ds.options.type !== "better-sqlite3") await ds.query("ANALYZE TABLE orders, order_lines");
else await ds.query("ANALYZE");

async function time(title: string, runs: number, fn: () => Promise<unknown>) {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`${title.padEnd(44)} median ${ms[Math.floor(runs / 2)].toFixed(1)} ms   max ${ms[runs - 1].toFixed(1)} ms   (${runs} runs)`);
}

await time("dashboard (all figures, service)", 20, () => app.services.analytics.dashboard());
await time("order status counts", 20, () => app.services.orderAdmin.statusCounts());
await time("order list, page 1 of 5 (every paid order)", 20, () =>
  app.services.orderAdmin.list({ page: 0, perPage: 5, sortField: "paidAt", sortOrder: "DESC" }),
);
await time("order list, page 1 of 5 (dispatched)", 20, () =>
  app.services.orderAdmin.list({ page: 0, perPage: 5, sortField: "paidAt", sortOrder: "DESC", filter: { status: "dispatched" } }),
);
await time("order list, last page of 5", 10, () =>
  app.services.orderAdmin.list({ page: Math.floor((TOTAL * 0.98) / 5), perPage: 5, sortField: "paidAt", sortOrder: "DESC" }),
);

// SQL statements behind one GraphQL request, counted at the data source's logger.
let statements = 0;
const logQuery = ds.logger.logQuery.bind(ds.logger);
ds.logger.logQuery = (query, parameters, runner) => {
  statements += 1;
  return logQuery(query, parameters, runner);
};
const login = await fetch(`${app.url}/graphql`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query: `mutation { login(username: "owner", password: "bench-password") { token } }` }),
});
const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
async function statementsOf(title: string, query: string) {
  statements = 0;
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  if (!res.ok) throw new Error(`${title}: ${res.status} ${await res.text()}`);
  console.log(`${title.padEnd(44)} ${statements} SQL statements (one of them the token's admin lookup)`);
}
const fields =
  "id bookingGroupId status firstName lastName phone address pincode amountPaise paidAt courierName trackingId nextStatuses lines { title quantity frameSize amountPaise }";
await statementsOf(
  "order page of 5: list + count",
  `{ allOrders(page: 0, perPage: 5, sortField: "paidAt", sortOrder: "DESC") { ${fields} } _allOrdersMeta { count } }`,
);
await statementsOf(
  "order page of 50: list + count",
  `{ allOrders(page: 0, perPage: 50, sortField: "paidAt", sortOrder: "DESC") { ${fields} } _allOrdersMeta { count } }`,
);
await statementsOf("status counts", `{ orderStatusCounts { all new processing dispatched delivered } }`);
await statementsOf(
  "dashboard stats",
  `{ dashboardStats { totalOrders totalRevenuePaise months { month orders } bestSellers { title } topCategory { name } } }`,
);

console.log(
  `paid orders: ${(await app.services.orderAdmin.count({})).toLocaleString("en-IN")} of ${TOTAL.toLocaleString("en-IN")}; statuses ${PAID_STATUSES.join("/")}`,
);
await app.close();
if (process.env.KEEP) console.log(`kept ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });
