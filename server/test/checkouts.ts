/**
 * Checkouts as many buyers send them at once, over real keep-alive connections, each classified by
 * what came back; and the orders as the database holds them, to compare the two.
 */
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import path from "node:path";
import Database from "better-sqlite3";
import { createConnection } from "mysql2/promise";
import { CUSTOMER, type Workspace } from "./harness.js";

export const CONFIRM_PAYMENT = `mutation ConfirmPayment($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`;

export const START_CHECKOUT = `mutation StartCheckout($c: CustomerInput!, $i: [CartLineInput!]!, $d: String) { startCheckout(customer: $c, items: $i, discountCode: $d) { orderId bookingGroupId amountPaise } }`;

export type Outcome =
  /** 200 with the payment order. */
  | { kind: "completed"; orderId: string; bookingGroupId: string; email: string }
  /** 503 with Connection: close, before anything was done (a shutdown under way). */
  | { kind: "refused"; email: string }
  /** No answer: the connection was refused or reset before the request reached the app. */
  | { kind: "no-connection"; email: string; code: string }
  /** Anything else: a failure the tests do not allow. */
  | { kind: "failed"; email: string; status?: number; body?: string; code?: string };

export interface Cart {
  portfolioItemId: string;
  frameId: string;
}

/** The GraphQL body of one buyer's checkout of one print (with a discount code, when given). */
export function checkoutBody(cart: Cart, email: string, discountCode?: string): string {
  return JSON.stringify({
    query: START_CHECKOUT,
    operationName: "StartCheckout",
    variables: { c: { ...CUSTOMER, email }, i: [{ ...cart, quantity: 1 }], d: discountCode ?? null },
  });
}

/** One checkout POSTed to `${base}/graphql` through `agent`, by the buyer of `email`. */
export function checkout(
  base: string,
  agent: HttpAgent,
  cart: Cart,
  email: string,
  opts: { headers?: Record<string, string>; onSent?: () => void; discountCode?: string } = {},
): Promise<Outcome> {
  const body = checkoutBody(cart, email, opts.discountCode);
  const send = base.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      `${base}/graphql`,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...opts.headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("error", (err) =>
          resolve({ kind: "failed", email, status: res.statusCode, body: text, code: (err as NodeJS.ErrnoException).code ?? err.message }),
        );
        res.on("end", () => {
          let parsed: { data?: { startCheckout?: { orderId: string; bookingGroupId: string } }; errors?: { extensions?: { code?: string } }[] } = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: classified as a failure below.
          }
          const started = parsed.data?.startCheckout;
          if (res.statusCode === 200 && started) resolve({ kind: "completed", email, orderId: started.orderId, bookingGroupId: started.bookingGroupId });
          else if (res.statusCode === 503 && res.headers.connection === "close" && parsed.errors?.[0]?.extensions?.code === "SERVICE_UNAVAILABLE")
            resolve({ kind: "refused", email });
          else resolve({ kind: "failed", email, status: res.statusCode, body: text.slice(0, 300) });
        });
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      const code = err.code ?? err.message;
      if (["ECONNREFUSED", "ECONNRESET", "EPIPE"].includes(code) || /socket hang up/.test(err.message)) resolve({ kind: "no-connection", email, code });
      else resolve({ kind: "failed", email, code });
    });
    if (opts.onSent) req.once("finish", opts.onSent);
    req.end(body);
  });
}

/** One JSON POST through `agent`: the answer's status and text, or why there was none. */
function postJson(base: string, agent: HttpAgent, route: string, body: string): Promise<{ statusCode?: number; text: string; failure?: string }> {
  const send = base.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      `${base}${route}`,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("error", (err) => resolve({ text, failure: err.message }));
        res.on("end", () => resolve({ statusCode: res.statusCode, text }));
      },
    );
    req.on("error", (err) => resolve({ text: "", failure: err.message }));
    req.end(body);
  });
}

/**
 * Pays a checkout as a buyer does: the simulated checkout's 'Pay' (the provider captures the payment and
 * answers it signed), then the confirmation Razorpay's checkout hands to the page; answers the order's status, or why not.
 */
export async function confirm(base: string, agent: HttpAgent, orderId: string): Promise<{ status?: string; failure?: string }> {
  const pay = await postJson(base, agent, "/payments/simulated/pay", JSON.stringify({ order_id: orderId }));
  if (pay.failure || pay.statusCode !== 200) return { failure: pay.failure ?? `pay: ${pay.statusCode} ${pay.text.slice(0, 200)}` };
  const paid = JSON.parse(pay.text) as { razorpay_payment_id: string; razorpay_signature: string };
  const body = JSON.stringify({
    query: CONFIRM_PAYMENT,
    operationName: "ConfirmPayment",
    variables: { o: orderId, p: paid.razorpay_payment_id, s: paid.razorpay_signature },
  });
  const res = await postJson(base, agent, "/graphql", body);
  if (res.failure) return { failure: res.failure };
  try {
    const status = JSON.parse(res.text).data?.confirmPayment?.status as string | undefined;
    return res.statusCode === 200 && status ? { status } : { failure: `${res.statusCode} ${res.text.slice(0, 200)}` };
  } catch {
    return { failure: `${res.statusCode} ${res.text.slice(0, 200)}` };
  }
}

export function keepAliveAgent(https: boolean, maxSockets: number): HttpAgent {
  return https ? new HttpsAgent({ keepAlive: true, maxSockets, rejectUnauthorized: false }) : new HttpAgent({ keepAlive: true, maxSockets });
}

/** How many outcomes of each kind. */
export function tally(outcomes: Outcome[]): Record<Outcome["kind"], number> {
  const t = { completed: 0, refused: 0, "no-connection": 0, failed: 0 };
  for (const o of outcomes) t[o.kind] += 1;
  return t;
}

export interface OrderRow {
  id: number;
  email: string;
  status: string;
  providerOrderId: string | null;
  bookingGroupId: string;
  amountPaise: number;
  lines: number;
}

/** Every order of the workspace's database with its number of lines, read straight from the database. */
export async function ordersIn(ws: Workspace): Promise<OrderRow[]> {
  const sql =
    "SELECT o.id, o.email, o.status, o.providerOrderId, o.bookingGroupId, o.amountPaise, (SELECT COUNT(*) FROM order_lines l WHERE l.orderId = o.id) AS 'lines' FROM orders o ORDER BY o.id";
  let rows: OrderRow[];
  if (ws.databaseUrl) {
    const conn = await createConnection(ws.databaseUrl);
    [rows] = (await conn.query(sql)) as unknown as [OrderRow[]];
    await conn.end();
  } else {
    const db = new Database(path.join(ws.dataDir, "shop.sqlite"), { readonly: true });
    rows = db.prepare(sql).all() as OrderRow[];
    db.close();
  }
  return rows.map((r) => ({ ...r, amountPaise: Number(r.amountPaise), lines: Number(r.lines) }));
}
