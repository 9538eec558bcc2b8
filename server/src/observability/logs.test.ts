import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type ChildServer } from "../../test/child-server.js";
import {
  ADMIN,
  apiClient,
  createPrint,
  CUSTOMER,
  freshWorkspace,
  placePaidOrder,
  raw,
  startTestApp,
  TEST_KEY_SECRET,
  type TestApp,
  type Workspace,
} from "../../test/harness.js";
import { createLogger, LinesByTurn, scrub } from "./log.js";

/** A log that keeps its lines for the test to read. */
function memoryLog() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "info", format: "json" }, stream) };
}

describe("structured logs", () => {
  let app: TestApp;
  const log = memoryLog();
  beforeAll(async () => {
    app = await startTestApp({ LOG_LEVEL: "info" }, { logger: log.logger });
  });
  afterAll(() => app?.close());

  const lineOf = async (id: string) => {
    for (let i = 0; i < 50; i++) {
      const found = log.lines.find((l) => l.reqId === id && l.msg.startsWith("request"));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no log line for request ${id}`);
  };

  it("writes one JSON line a request: time, request id (the caller's, sent back), method, route pattern, status, duration, operation", async () => {
    const body = JSON.stringify({ query: "query Footer { businessSettings { name } }", operationName: "Footer" });
    const res = await raw(app.url, "/graphql", { method: "POST", headers: { "content-type": "application/json", "x-request-id": "checkout-42.a" }, body });
    expect(res.status).toBe(200);
    expect(res.headers["x-request-id"]).toBe("checkout-42.a");
    const line = await lineOf("checkout-42.a");
    expect(line).toMatchObject({ level: "info", method: "POST", route: "/graphql", status: 200, operation: "Footer", msg: "request" });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(line.time).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(line.durationMs).toBeTypeOf("number");

    // The same query again is a cache hit, answered before express: its own id, the same kind of line.
    const hit = await raw(app.url, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(hit.headers["x-cache"]).toBe("HIT");
    const id = String(hit.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineOf(id)).toMatchObject({ route: "/graphql", status: 200, operation: "Footer", cache: "hit" });
  });

  it("sends the request's id with every answer: express's, a cache hit's, and the fast path's own refusals", async () => {
    const refused = await raw(app.url, "/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "bad-json-1" },
      body: "{",
    });
    expect([refused.status, refused.headers["x-request-id"]]).toEqual([400, "bad-json-1"]);
    await raw(app.url, "/auth/api/view-location");
    const hit = await raw(app.url, "/auth/api/view-location", { headers: { "x-request-id": "hit-1", "accept-encoding": "gzip" } });
    expect([hit.headers["x-cache"], hit.headers["x-request-id"]]).toEqual(["HIT", "hit-1"]);
    const notModified = await raw(app.url, "/auth/api/view-location", { headers: { "x-request-id": "etag-1", "if-none-match": String(hit.headers.etag) } });
    expect([notModified.status, notModified.headers["x-request-id"]]).toEqual([304, "etag-1"]);
    expect(await lineOf("etag-1")).toMatchObject({ status: 304, cache: "hit" });
  });

  it("makes a new id when the caller's is not a sane one (spaces, line breaks, too long)", async () => {
    for (const bad of ["two words", "a".repeat(200), "x\u0085y"]) {
      const res = await raw(app.url, "/healthz", { headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("logs the route pattern, never the URL with its query or a token in the path", async () => {
    const ack = await raw(app.url, "/auth/api/acknowledgment?orderId=order_SECRETQUERY0001", { headers: { "x-request-id": "ack-1" } });
    expect(await lineOf("ack-1")).toMatchObject({ route: "/auth/api/acknowledgment", status: ack.status });
    await raw(app.url, "/invoices/not-a-real-signed-token-value", { headers: { "x-request-id": "inv-1" } });
    expect(await lineOf("inv-1")).toMatchObject({ route: "/invoices/:token" });
    await raw(app.url, "/no/such/page.php", { headers: { "x-request-id": "nf-1" } });
    expect(await lineOf("nf-1")).toMatchObject({ route: "unmatched", status: 404 });
    const text = JSON.stringify(log.lines);
    expect(text).not.toContain("SECRETQUERY");
    expect(text).not.toContain("not-a-real-signed-token-value");
  });

  it("logs a failed request with the error's type and stack, but not the values of the query that failed", async () => {
    // The subscribers' table is gone: the insert fails with the address among its parameters.
    await app.ds.query("DROP TABLE newsletter_subscribers");
    const res = await raw(app.url, "/auth/api/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "fail-1" },
      body: JSON.stringify({ email: "pied.kingfisher@example.in" }),
    });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body.toString())).toEqual({ status: false, message: "Internal server error", error: "Internal server error" });
    const line = await lineOf("fail-1");
    expect(line).toMatchObject({ level: "error", status: 500, route: "/auth/api/newsletter/subscribe", err: { type: "QueryFailedError" } });
    expect(line.err.stack).toMatch(/QueryFailedError/);
    expect(JSON.stringify(log.lines)).not.toMatch(/pied\.kingfisher@example\.in/);
  });
});

describe("the log's destination", () => {
  it("gets the lines of one turn of the event loop as one write, in order, and what waits at a flush", async () => {
    const writes: string[] = [];
    let flushedSync = 0;
    const lines = new LinesByTurn({
      write: (text) => writes.push(text),
      flush: (cb) => cb?.(),
      flushSync: () => flushedSync++,
    });
    const logger = createLogger({ level: "info", format: "json" }, lines);
    for (let i = 0; i < 3; i++) logger.info({ n: i }, "request");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(
      writes[0]
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l).n),
    ).toEqual([0, 1, 2]);

    logger.info({ n: 3 }, "request");
    logger.flush();
    expect(writes).toHaveLength(2);
    logger.info({ n: 4 }, "request");
    lines.flushSync();
    expect([writes.length, flushedSync]).toEqual([3, 1]);
    expect(writes.slice(1).map((w) => JSON.parse(w).n)).toEqual([3, 4]);
  });

  it("loses no line when the process exits in the turn that wrote it", () => {
    // The server's own logger, on stdout, in a process that exits right after 2 000 lines.
    const script = `import { createLogger } from ${JSON.stringify(new URL("./log.ts", import.meta.url).href)};
const logger = createLogger({ level: "info", format: "json" });
for (let i = 0; i < 2000; i++) logger.info({ n: i }, "request");
process.exit(0);`;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
    });
    expect(child.status, child.stderr).toBe(0);
    const numbers = child.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l).n);
    expect(numbers).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});

describe("scrubbing", () => {
  it("masks emails, phone and card numbers, tokens and signatures in any text", () => {
    const text = scrub(
      "Mail to meena@example.in failed; call +91 98400 12345 or 9840012345; card 4111 1111 1111 1111; Bearer abc.def.ghi; eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_part; whsec_c2VjcmV0c2VjcmV0; sig 5f2b9c0d4e7a8b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c; order BG1732512345678123",
    );
    expect(text).not.toMatch(/meena@|98400|9840012345|4111 1111|abc\.def|eyJhbGci|whsec_c2V|5f2b9c0d/);
    expect(text).toContain("m***@example.in");
    expect(text).toContain("BG1732512345678123");
  });
});

/**
 * The whole path of a sale through the real server (its own process, its console routed to the
 * log as `npm start` does it), at the most talkative level, with a mail server that refuses: no
 * line holds the buyer's email, phone or address, the admin's password or token, a signature or a
 * secret of the configuration.
 */
describe("the log of a full checkout", () => {
  let ws: Workspace;
  let server: ChildServer;
  const METRICS_TOKEN = "metrics-token-0123456789abcdef";
  const WEBHOOK_SECRET = "razorpay-webhook-secret-for-the-log-test";
  const JWT_SECRET = "jwt-secret-for-the-log-test-0123456789abcdef";

  beforeAll(async () => {
    ws = await freshWorkspace();
    server = await spawnServer({
      ...ws.env,
      LOG_LEVEL: "trace",
      METRICS_TOKEN,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      JWT_SECRET,
      SMTP_URL: "smtp://127.0.0.1:9",
    });
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await ws?.remove();
  });

  it("holds no secret, token, password or full email, phone or address", async () => {
    const client = apiClient(server.url);
    const token = await client.token();
    const print = await createPrint(client, "Oriental Darter", [2499]);
    const cart = [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }];
    const paid = await placePaidOrder(client, cart);
    // A webhook for the order, signed, and the buyer looking the order up by phone.
    const webhook = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_LOGTEST0000001", order_id: paid.orderId, amount: paid.amountPaise } } },
    });
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(webhook).digest("hex");
    expect(
      (
        await fetch(`${server.url}/auth/api/razorpay-webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-razorpay-signature": signature },
          body: webhook,
        })
      ).status,
    ).toBe(200);
    expect((await client.rest("GET", `/getOrdersByMobile?mobile=${encodeURIComponent(CUSTOMER.phone)}`)).status).toBe(200);
    const badLogin = await client.gql(`mutation { login(username: "${ADMIN.username}", password: "wrong-${ADMIN.password}") { token } }`);
    expect(badLogin.body.errors).toBeDefined();
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);

    expect(await server.stop()).toBe(0);
    const log = server.output();
    // It is a real log of all that: JSON lines of the requests, and the mail failures routed to it.
    expect(server.logLines().filter((l) => l.msg === "request").length).toBeGreaterThan(8);
    expect(log).toMatch(/"msg":"Mail <[^>]+> to m\*\*\*@example\.in failed \(attempt 1\)/);
    const signatureSent = paid.signature;
    const forbidden = {
      email: CUSTOMER.email,
      phone: "9840012345",
      "phone as typed": CUSTOMER.phone,
      address: CUSTOMER.address,
      "admin password": ADMIN.password,
      "admin token": token,
      "payment signature": signatureSent,
      "webhook signature": signature,
      "key secret": TEST_KEY_SECRET,
      "webhook secret": WEBHOOK_SECRET,
      "jwt secret": JWT_SECRET,
      "metrics token": METRICS_TOKEN,
    };
    for (const [what, value] of Object.entries(forbidden)) expect(log.includes(value), `${what} is in the log`).toBe(false);
  }, 120_000);
});
