/**
 * Liveness, readiness and the graceful stop of one instance.
 *
 * - `/healthz` is liveness: the process is up and answering.
 * - `/readyz` is readiness: 200 only while the database answers a ping within a second and every
 *   migration of this build is applied; 503 with the reason otherwise, and from the moment a
 *   shutdown begins, so that a load balancer takes the instance out before it stops.
 * - A shutdown refuses what arrives on kept-alive connections (503, `Connection: close`, nothing
 *   read or written), lets the requests in flight finish within the grace, then the caller stops
 *   the workers and closes the pool.
 */
import { statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DataSource } from "typeorm";
import type { AppConfig } from "../config/config.js";
import { RETRY_AFTER_S, errorBody } from "../http/unavailable.js";

export type InstanceState = "starting" | "ready" | "draining";

const PING_TIMEOUT_MS = 1000;

export interface Readiness {
  ready: boolean;
  status: InstanceState | "unavailable";
  reason?: string;
}

export class Lifecycle {
  state: InstanceState = "starting";
  /** Requests refused because they came on a kept-alive connection during the shutdown. */
  refused = 0;
  private pinging?: Promise<string | null>;
  /** The SQLite file this process opened: the ping notices when it is gone or replaced under it. */
  private readonly sqliteFile?: { path: string; dev: number; ino: number };

  constructor(
    private readonly ds: DataSource,
    config: Pick<AppConfig, "dialect" | "sqlitePath">,
  ) {
    if (config.dialect === "sqlite") {
      const stat = statSync(config.sqlitePath);
      this.sqliteFile = { path: config.sqlitePath, dev: stat.dev, ino: stat.ino };
    }
  }

  get draining(): boolean {
    return this.state === "draining";
  }

  /** Whether this instance should get traffic, and why not. */
  async readiness(): Promise<Readiness> {
    if (this.state !== "ready") return { ready: false, status: this.state, reason: this.state === "draining" ? "shutting down" : "starting up" };
    // One ping at a time: a database that hangs is not asked again by every probe meanwhile.
    const ping = (this.pinging ??= this.ping().finally(() => (this.pinging = undefined)));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>(
      (resolve) => (timer = setTimeout(() => resolve(`the database did not answer within ${PING_TIMEOUT_MS / 1000} s`), PING_TIMEOUT_MS)),
    );
    const problem = await Promise.race([ping, late]).finally(() => clearTimeout(timer));
    if (this.state !== "ready") return this.readiness();
    return problem ? { ready: false, status: "unavailable", reason: problem } : { ready: true, status: "ready" };
  }

  /** Null when the database answers and is migrated; otherwise what is wrong. */
  private async ping(): Promise<string | null> {
    try {
      if (this.sqliteFile) {
        let stat;
        try {
          stat = statSync(this.sqliteFile.path);
        } catch {
          return "the database file is gone";
        }
        if (stat.ino !== this.sqliteFile.ino || stat.dev !== this.sqliteFile.dev) return "the database file was replaced under the running server";
      }
      await this.ds.query("SELECT 1");
      if (await this.ds.showMigrations()) return "migrations are pending";
      return null;
    } catch (err) {
      return `the database is unreachable: ${(err as { code?: string }).code ?? (err as Error).message}`;
    }
  }

  /** GET /readyz */
  readyHandler() {
    return async (_req: IncomingMessage, res: ServerResponse) => {
      const r = await this.readiness();
      const body = JSON.stringify(r.ready ? { status: "ready" } : { status: r.status, reason: r.reason });
      const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
      if (!r.ready) headers["retry-after"] = String(RETRY_AFTER_S);
      res.writeHead(r.ready ? 200 : 503, headers).end(body);
    };
  }

  /** A request that came on a kept-alive connection after the shutdown began: refused before anything is read or written. */
  refuse(req: IncomingMessage, res: ServerResponse): void {
    this.refused += 1;
    req.resume();
    const path = (req.url ?? "/").replace(/\?.*$/, "");
    const body =
      path === "/readyz" ? { status: "draining", reason: "shutting down" } : errorBody(path, "The shop is restarting. Please try again in a moment.");
    res
      .writeHead(503, { "content-type": "application/json; charset=utf-8", connection: "close", "retry-after": "1", "cache-control": "no-store" })
      .end(JSON.stringify(body));
  }
}
