import { renameSync } from "node:fs";
import { Agent, get } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { dialect, startTestApp, type TestApp } from "../../test/harness.js";
import { canRunPrivateMariaDb, startPrivateMariaDb, type PrivateMariaDb } from "../../test/private-mariadb.js";

const readyz = async (app: TestApp) => {
  const res = await fetch(`${app.url}/readyz`);
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { status: string; reason?: string } };
};

/** Asks until /readyz answers `status` (the database coming back is noticed by the next ping). */
async function readyzBecomes(app: TestApp, status: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await readyz(app)).status !== status) {
    if (Date.now() > deadline) throw new Error(`/readyz did not become ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A read that needs the database (not kept by the public cache). */
const ORDER_QUERY = `{ order(orderId: "order_00000000000000") { status } }`;

describe("liveness and readiness", () => {
  let app: TestApp;
  afterEach(async () => {
    await app?.close();
  });

  it("/healthz says the process is up; /readyz that the database answers and is migrated", async () => {
    app = await startTestApp();
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await readyz(app)).toMatchObject({ status: 200, body: { status: "ready" } });
  });

  it("/readyz answers 503 from the moment a shutdown begins, while the requests in flight finish", async () => {
    app = await startTestApp();
    // A request whose body is still coming holds the drain open.
    const slow = connect(Number(new URL(app.url).port), "127.0.0.1");
    let answer = "";
    slow.setEncoding("utf8").on("data", (c: string) => (answer += c));
    const ended = new Promise((resolve) => slow.on("end", resolve));
    const body = JSON.stringify({ query: "{ frameSizes { id } }" });
    slow.write(`POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    while ((await inFlight(app)) < 2) await new Promise((r) => setTimeout(r, 10));

    // A load balancer's kept-alive connection, probing.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const probe = () =>
      new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) =>
        get(`${app.url}/readyz`, { agent }, (res) => {
          let text = "";
          res.on("data", (c) => (text += c)).on("end", () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }));
        }).on("error", reject),
      );
    expect((await probe()).status).toBe(200);

    const closing = app.close();
    const during = await probe();
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body)).toEqual({ status: "draining", reason: "shutting down" });
    expect(during.connection).toBe("close");

    slow.write(body.slice(5));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await closing).toMatchObject({ completed: 1, cut: 0 });
    agent.destroy();
  });

  describe.runIf(dialect === "sqlite")("on SQLite", () => {
    it("answers 503 with the reason while the database file is gone, and 200 once it is back", async () => {
      app = await startTestApp();
      const file = path.join(app.dataDir, "shop.sqlite");
      renameSync(file, `${file}.away`);
      const gone = await readyz(app);
      expect(gone).toMatchObject({ status: 503, retryAfter: "5", body: { status: "unavailable", reason: "the database file is gone" } });
      renameSync(`${file}.away`, file);
      expect((await readyz(app)).status).toBe(200);
    });

    it("answers a write 503 with Retry-After and a message, not a 500, while another process holds the database", async () => {
      app = await startTestApp();
      const other = new Database(path.join(app.dataDir, "shop.sqlite"));
      other.pragma("busy_timeout = 0");
      other.exec("BEGIN EXCLUSIVE");
      try {
        const res = await fetch(`${app.url}/auth/api/newsletter/subscribe`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "kingfisher@example.in" }),
        });
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await res.json()).toMatchObject({ status: false, message: expect.stringMatching(/cannot reach its database/) });
      } finally {
        other.exec("ROLLBACK");
        other.close();
      }
    });
  });

  describe.runIf(dialect === "mysql" && canRunPrivateMariaDb)("on MariaDB (a server of the test's own, stopped and started again)", () => {
    let db: PrivateMariaDb;
    beforeAll(async () => {
      db = await startPrivateMariaDb();
    });
    afterAll(async () => {
      await db?.remove();
    });

    it("answers 503 (JSON, a message, Retry-After) in GraphQL and REST while the database is down, and recovers when it is back", async () => {
      app = await startTestApp({ DATABASE_URL: await db.createDatabase("shop_readiness") });
      expect((await app.gql(ORDER_QUERY)).status).toBe(200);
      expect((await readyz(app)).status).toBe(200);

      await db.stop();
      const down = await readyz(app);
      expect(down).toMatchObject({ status: 503, retryAfter: "5", body: { status: "unavailable" } });
      expect(down.body.reason).toMatch(/database/);

      const gql = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: ORDER_QUERY }),
      });
      expect(gql.status).toBe(503);
      expect(gql.headers.get("retry-after")).toBe("5");
      expect(((await gql.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0]).toMatchObject({
        message: expect.stringMatching(/cannot reach its database/),
        extensions: { code: "SERVICE_UNAVAILABLE" },
      });

      const rest = await fetch(`${app.url}/auth/api/acknowledgment?orderId=order_00000000000000`);
      expect(rest.status).toBe(503);
      expect(rest.headers.get("retry-after")).toBe("5");
      expect(await rest.json()).toMatchObject({ status: false, message: expect.stringMatching(/cannot reach its database/) });

      await db.start();
      await readyzBecomes(app, 200);
      expect((await app.gql(ORDER_QUERY)).status).toBe(200);
    });
  });
});

async function inFlight(app: TestApp): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  return Number(/^http_requests_in_flight (\d+)/m.exec(text)?.[1] ?? 0);
}
