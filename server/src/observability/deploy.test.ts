/**
 * docs/deploy.md, tested where it can be: its systemd units, logrotate and nginx files are checked
 * by the programs that read them; one instance runs behind the very nginx site of the guide; and
 * two instances behind the guide's haproxy take checkouts while each is restarted in turn, losing
 * nothing.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, copyFileSync, mkdirSync } from "node:fs";
import { Agent, request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, confirm, keepAliveAgent, ordersIn, type Outcome } from "../../test/checkouts.js";
import { freePort, spawnServer, type ChildServer } from "../../test/child-server.js";
import { apiClient, createPrint, dialect, freshWorkspace, type Workspace } from "../../test/harness.js";
import { ensureDebianPackages } from "../../test/system-packages.js";

const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/deploy");
const read = (file: string) => readFileSync(path.join(DEPLOY, file), "utf8");

/** Replaces each of the guide's sample values by the test's; fails when one is no longer in the file. */
function substitute(text: string, replacements: [string | RegExp, string][]): string {
  for (const [from, to] of replacements) {
    if (!(typeof from === "string" ? text.includes(from) : from.test(text))) throw new Error(`the guide's file no longer has ${from}`);
    text = typeof from === "string" ? text.split(from).join(to) : text.replace(from, to);
  }
  return text;
}

/** A self-signed certificate for www.example.in: its files, and the two in one PEM (haproxy's form). */
function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=www.example.in"],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  const pem = path.join(dir, "shop.pem");
  writeFileSync(pem, readFileSync(cert, "utf8") + readFileSync(key, "utf8"));
  return { cert, key, pem };
}

/** Waits for `test` to hold, asking every 100 ms, for at most `ms`. */
async function until(what: string, test: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A GET (through TLS to a certificate the test made, which is not checked). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const secure = url.startsWith("https:");
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(url, { agent: secure ? new Agent({ rejectUnauthorized: false }) : undefined, headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c)).on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.runIf(dialect === "sqlite")("the deployment files", () => {
  beforeAll(() => ensureDebianPackages({ "/usr/sbin/nginx": "nginx", "/usr/sbin/haproxy": "haproxy", "/usr/sbin/logrotate": "logrotate" }));

  it("are read without complaint by systemd, logrotate, nginx and haproxy", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-deploy-"));
    try {
      if (existsSync("/usr/bin/systemd-analyze")) {
        for (const unit of ["shop@.service", "shop-backup.service", "shop-backup.timer"]) copyFileSync(path.join(DEPLOY, unit), path.join(dir, unit));
        symlinkSync(path.join(dir, "shop@.service"), path.join(dir, "shop@4000.service"));
        const verify = spawnSync(
          "systemd-analyze",
          ["verify", ...["shop@4000.service", "shop-backup.service", "shop-backup.timer"].map((u) => path.join(dir, u))],
          { encoding: "utf8" },
        );
        expect(verify.status, verify.stderr).toBe(0);
      }
      const logrotate = spawnSync("/usr/sbin/logrotate", ["-d", path.join(DEPLOY, "logrotate-shop")], { encoding: "utf8" });
      expect(logrotate.status, logrotate.stderr).toBe(0);

      const tls = selfSignedCertificate(dir);
      const nginx = nginxConfig(dir, tls, { http: 8080, https: 8443, app: 4000, spare: 4001 });
      const checked = spawnSync("/usr/sbin/nginx", ["-t", "-p", dir, "-c", nginx], { encoding: "utf8" });
      expect(checked.status, checked.stderr).toBe(0);

      const haproxy = haproxyConfig(dir, tls.pem, { http: 8081, https: 8444, app1: 4000, app2: 4001 });
      const parsed = spawnSync("/usr/sbin/haproxy", ["-c", "-f", haproxy], { encoding: "utf8" });
      expect(parsed.status, parsed.stdout + parsed.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("one instance behind the guide's nginx", () => {
    let ws: Workspace;
    let server: ChildServer;
    let nginx: ChildProcess;
    let dir: string;
    let https: number;
    let http: number;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "shop-nginx-"));
      ws = await freshWorkspace();
      server = await spawnServer({ ...ws.env, TRUST_PROXY: "loopback" });
      [http, https] = [await freePort(), await freePort()];
      const conf = nginxConfig(dir, selfSignedCertificate(dir), { http, https, app: server.port, spare: await freePort() });
      nginx = spawn("/usr/sbin/nginx", ["-p", dir, "-c", conf], { stdio: "inherit" });
      await until("nginx to answer", () =>
        get(`https://127.0.0.1:${https}/healthz`).then(
          (r) => r.status === 200,
          () => false,
        ),
      );
    });
    afterAll(async () => {
      nginx?.kill("SIGQUIT");
      await server?.stop("SIGKILL");
      await ws?.remove();
      rmSync(dir, { recursive: true, force: true });
    });

    it("serves the shop over TLS, redirects http, passes the request id through, and keeps /metrics to the machine", async () => {
      expect(await get(`https://127.0.0.1:${https}/readyz`)).toMatchObject({ status: 200 });
      const plain = await get(`http://127.0.0.1:${http}/gallery?x=1`);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe("https://www.example.in/gallery?x=1");

      const mine = await get(`https://127.0.0.1:${https}/auth/api/view-location`, { "x-request-id": "edge-test-1" });
      expect(mine.headers["x-request-id"]).toBe("edge-test-1");
      const nginxs = await get(`https://127.0.0.1:${https}/auth/api/view-location`);
      expect(nginxs.status).toBe(200);
      expect(nginxs.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
      await until(
        "the app's line of the request, under nginx's id",
        () => server.logLines().some((l) => l.reqId === nginxs.headers["x-request-id"] && l.route === "/auth/api/view-location"),
        10_000,
      );

      expect((await get(`https://127.0.0.1:${https}/metrics`)).status).toBe(404);
      // Even past nginx's own rule, a proxied request is not the machine's: the app refuses it too.
      expect((await get(`http://127.0.0.1:${server.port}/metrics`, { "x-forwarded-for": "198.51.100.7" })).status).toBe(404);
      expect((await get(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(200);
    });
  });
});

function nginxConfig(dir: string, tls: { cert: string; key: string }, ports: { http: number; https: number; app: number; spare: number }): string {
  const site = substitute(read("nginx-shop.conf"), [
    ["    listen [::]:80;\n", ""],
    ["    listen [::]:443 ssl http2;\n", ""],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
    ["/etc/letsencrypt/live/www.example.in/fullchain.pem", tls.cert],
    ["/etc/letsencrypt/live/www.example.in/privkey.pem", tls.key],
    ["127.0.0.1:4000", `127.0.0.1:${ports.app}`],
    ["127.0.0.1:4001", `127.0.0.1:${ports.spare}`],
  ]);
  writeFileSync(path.join(dir, "site.conf"), site);
  for (const temp of ["body", "proxy"]) mkdirSync(path.join(dir, temp), { recursive: true });
  const main = path.join(dir, "nginx.conf");
  writeFileSync(
    main,
    `daemon off;\nuser root;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include /etc/nginx/mime.types;\n  include ${dir}/site.conf;\n}\n`,
  );
  return main;
}

function haproxyConfig(dir: string, pem: string, ports: { http: number; https: number; app1: number; app2: number }): string {
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(
    file,
    substitute(read("haproxy.cfg"), [
      ["log /dev/log local0", "log stdout format raw local0"],
      ["bind :80", `bind 127.0.0.1:${ports.http}`],
      ["bind :443 ssl crt /etc/haproxy/certs/shop.pem", `bind 127.0.0.1:${ports.https} ssl crt ${pem}`],
      ["10.0.0.11:4000", `127.0.0.1:${ports.app1}`],
      ["10.0.0.12:4000", `127.0.0.1:${ports.app2}`],
    ]),
  );
  return file;
}

/**
 * Two instances on one database (for SQLite, one file, as two processes of one machine would
 * share it) behind the guide's haproxy, buyers checking out and paying without a pause, and each
 * instance restarted in turn the way systemd restarts it (SIGTERM, then a new process on the same
 * port): every checkout and every payment is answered, and the database holds exactly them.
 */
describe("two instances behind the guide's haproxy", () => {
  let ws: Workspace;
  const servers: ChildServer[] = [];
  let haproxy: ChildProcess;
  let dir: string;
  let lb: string;
  let haproxyLog = "";
  /** The buyers check out while it is true (set false when the test ends, even by timing out). */
  let running = false;

  beforeAll(async () => {
    ensureDebianPackages({ "/usr/sbin/haproxy": "haproxy" });
    dir = mkdtempSync(path.join(tmpdir(), "shop-haproxy-"));
    ws = await freshWorkspace();
    servers.push(await spawnServer(ws.env));
    servers.push(await spawnServer(ws.env));
    const https = await freePort();
    const cfg = haproxyConfig(dir, selfSignedCertificate(dir).pem, { http: await freePort(), https, app1: servers[0].port, app2: servers[1].port });
    haproxy = spawn("/usr/sbin/haproxy", ["-db", "-f", cfg], { stdio: ["ignore", "pipe", "pipe"] });
    haproxy.stdout!.on("data", (d) => (haproxyLog += d));
    haproxy.stderr!.on("data", (d) => (haproxyLog += d));
    lb = `https://127.0.0.1:${https}`;
    await until("haproxy to answer", () =>
      get(`${lb}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      ),
    );
  });
  afterAll(async () => {
    running = false;
    haproxy?.kill("SIGTERM");
    for (const s of servers) await s.stop("SIGKILL");
    await ws?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  // 15-20 s: each of the two server processes is stopped gracefully and started again, one after the
  // other, while buyers check out through the proxy all along.
  it("loses no checkout and no payment while each instance is restarted gracefully", async () => {
    const print = await createPrint(apiClient(servers[0].url), "Spot-billed Pelican", [2999]);
    const cart = { portfolioItemId: print.id, frameId: print.frames[0].id };
    const agent = keepAliveAgent(true, 8);
    const results: { checkout: Outcome; paid?: { status?: string; failure?: string } }[] = [];
    running = true;
    const buyer = async (n: number) => {
      for (let i = 0; running; i++) {
        const outcome = await checkout(lb, agent, cart, `lb${n}-${i}@example.in`);
        const result: (typeof results)[number] = { checkout: outcome };
        results.push(result);
        if (outcome.kind === "completed") result.paid = await confirm(lb, agent, outcome.orderId);
      }
    };
    // SQLite shared by two processes makes a writer wait (synchronously) for the other's transaction:
    // fine for the overlap of an upgrade on one machine, not for a crowd — two buyers there, six on MariaDB.
    const buyers = Promise.all(Array.from({ length: dialect === "mysql" ? 6 : 2 }, (_, n) => buyer(n)));
    const servedSince = (s: ChildServer, after: number) => s.logLines().filter((l) => l.msg === "request" && l.route === "/graphql").length > after;

    try {
      await until("checkouts through both instances", () => servedSince(servers[0], 5) && servedSince(servers[1], 5));
      for (const i of [0, 1]) {
        const old = servers[i];
        expect(await old.stop("SIGTERM")).toBe(0);
        servers[i] = await spawnServer(ws.env, old.port);
        await until(`instance ${i + 1} to take checkouts again`, () => servedSince(servers[i], 3));
      }
    } finally {
      // Also when a step above failed: buyers left running would check out without end, and in a
      // tight loop once haproxy is stopped, long after this test has ended.
      running = false;
      await buyers;
      agent.destroy();
    }

    const failed = results.filter((r) => r.checkout.kind !== "completed" || r.paid?.status === undefined);
    if (failed.length)
      console.log(
        haproxyLog
          .split("\n")
          .filter((l) => /DOWN|UP|backend/.test(l))
          .join("\n"),
        JSON.stringify(failed.slice(0, 2)),
        JSON.stringify(
          servers.flatMap((s) =>
            s
              .logLines()
              .filter((l) => l.level === "error" || l.level === "warn")
              .slice(0, 2),
          ),
        ).slice(0, 3000),
        failed.length,
        results.length,
      );
    expect(failed.length, haproxyLog.split("\n").slice(-20).join("\n")).toBe(0);
    const orders = await ordersIn(ws);
    expect(orders.length).toBe(results.length);
    expect(orders.filter((o) => o.status !== "new" || !o.providerOrderId)).toEqual([]);
    console.log(
      `Through haproxy, ${dialect}: ${results.length} checkouts paid while both instances restarted; ${orders.length} orders, all paid; haproxy retried ${(haproxyLog.match(/\+\d+/g) ?? []).length} request(s)`,
    );
  }, 240_000);
});
