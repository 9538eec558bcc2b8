/**
 * What happens to every request, whichever path answers it (the public cache's fast path or
 * express): a request id (the caller's `X-Request-Id` when it is a sane one, else a new UUID, sent
 * back in the answer), one log line when it ends (pino-http: id, method, route pattern, status,
 * duration, GraphQL operation; never the raw URL, its query or a header), its duration in the
 * metrics, and its place among the requests in flight that a shutdown waits for.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { LRUCache } from "lru-cache";
import { pinoHttp, type HttpLogger } from "pino-http";
import type { Logger } from "pino";
import type { Metrics } from "./metrics.js";

/** Set on a request the public cache answered from its fast path: the key of the entry it sent. */
export const CACHE_HIT = Symbol.for("shop.cacheHit");

type Observed = IncomingMessage & {
  id?: string;
  body?: unknown;
  route?: { path?: unknown };
  baseUrl?: string;
  originalUrl?: string;
  [CACHE_HIT]?: string;
};

interface Operation {
  name: string;
  type: string;
}

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Probes are asked every few seconds: their success is logged at debug level only. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);
/** Operation names become label values: distinct names are capped, the rest counted as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export class RequestObserver {
  private readonly live = new Set<ServerResponse>();
  private idleWaiters: (() => void)[] = [];
  /** Route patterns learned from express, by path: a cache hit (which express never sees) is labelled as its miss was. */
  private readonly learned = new LRUCache<string, string>({ max: 5000 });
  private readonly operations = new LRUCache<string, Operation | false>({ max: 500 });
  private readonly operationNames = new Set<string>();
  private readonly httpLog: HttpLogger;

  constructor(
    logger: Logger,
    private readonly metrics: Metrics,
  ) {
    this.httpLog = pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // The line is written at the end, from what is known then (the route matched, the status):
      // no request or response object is serialized, so no header or URL can reach the log.
      quietReqLogger: true,
      quietResLogger: true,
      wrapSerializers: false,
      serializers: { req: () => undefined },
      customLogLevel: (req, res, err) => {
        if (err || res.statusCode >= 500) return res.statusCode === 503 ? "warn" : "error";
        return PROBES.has(pathOf(req as Observed)) ? "debug" : "info";
      },
      customSuccessObject: (req, res) => this.line(req as Observed, res),
      // An error the app met is on the line with its stack; a 5xx without one (a 503 refusal) is only its status.
      customErrorObject: (req, res, err) => ({ ...this.line(req as Observed, res), ...(madeUp(res, err) ? {} : { err }) }),
      customSuccessMessage: () => "request",
      customErrorMessage: () => "request failed",
    });
  }

  /** Called first for every request the server receives. */
  observe(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    (res as ServerResponse & { startedAt?: number }).startedAt = started;
    this.live.add(res);
    this.httpLog(req, res);
    res.once("close", () => {
      this.live.delete(res);
      const seconds = (performance.now() - started) / 1000;
      const r = req as Observed;
      const route = this.routeOf(r, res.statusCode);
      this.metrics.httpDuration.observe({ method: METHODS.has(req.method ?? "") ? req.method! : "OTHER", route, status_code: statusOf(res) }, seconds);
      if (route === "/graphql") {
        const op = this.operationOf(r);
        if (op) this.metrics.graphqlDuration.observe({ operation: op.name, type: op.type }, seconds);
      }
      if (this.live.size === 0 && this.idleWaiters.length) for (const wake of this.idleWaiters.splice(0)) wake();
    });
  }

  /** The requests being answered now. */
  get inFlight(): number {
    return this.live.size;
  }

  /** Asks the answers not yet begun to close their connection after them (a shutdown has begun). */
  closeConnectionsAfterAnswers(): void {
    for (const res of this.live) if (!res.headersSent) res.setHeader("Connection", "close");
  }

  /** Resolves true once no request is in flight, or false when `ms` pass first. */
  whenIdle(ms: number): Promise<boolean> {
    if (this.live.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idleWaiters = this.idleWaiters.filter((w) => w !== wake);
        resolve(false);
      }, ms);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.idleWaiters.push(wake);
    });
  }

  private line(req: Observed, res: ServerResponse): Record<string, unknown> {
    const route = this.routeOf(req, res.statusCode);
    const started = (res as ServerResponse & { startedAt?: number }).startedAt ?? performance.now();
    const line: Record<string, unknown> = {
      method: req.method,
      route,
      status: statusOf(res),
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (route === "/graphql") {
      const op = this.operationOf(req);
      if (op) line.operation = op.name;
    }
    if (req[CACHE_HIT]) line.cache = "hit";
    if (!res.writableFinished) line.aborted = true;
    return line;
  }

  /**
   * The route pattern that answered: express's (`/auth/api/blogid/:id`), remembered for the cache
   * hits of the same path; else a pattern made from the path (`/media/*`, `/gallery/:id`), and
   * `unmatched` for a 404 that no route answered.
   */
  private routeOf(req: Observed, status: number): string {
    const path = pathOf(req);
    const pattern = req.route?.path;
    if (typeof pattern === "string") {
      const route = (req.baseUrl ?? "") + pattern;
      this.learned.set(path, route);
      return route;
    }
    const known = this.learned.get(path);
    if (known) return known;
    if (status === 404) return "unmatched";
    return patternOf(path);
  }

  /** The GraphQL operation of a request: its name (or `anonymous`) and type, from the body express or the cache read. */
  private operationOf(req: Observed): Operation | null {
    let query: unknown;
    let name: unknown;
    const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
    if (body && typeof body === "object" && typeof body.query === "string") {
      query = body.query;
      name = body.operationName;
    } else if (req[CACHE_HIT]?.startsWith("GQL ")) {
      // The cache's key: "GQL <operationName>\n<query>\n<variables as JSON>".
      const key = req[CACHE_HIT]!;
      const first = key.indexOf("\n");
      name = key.slice(4, first) || undefined;
      query = key.slice(first + 1, key.lastIndexOf("\n"));
    }
    if (typeof query !== "string") return null;
    let op = this.operations.get(query);
    if (op === undefined) {
      op = false;
      try {
        const doc = parse(query, { maxTokens: 2000, noLocation: true });
        const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
        const chosen = (typeof name === "string" && ops.find((d) => d.name?.value === name)) || ops[0];
        if (chosen) op = { name: chosen.name?.value ?? "anonymous", type: chosen.operation };
      } catch {
        // Not GraphQL: Apollo answers it with a 400; it has no operation.
      }
      this.operations.set(query, op);
    }
    if (!op) return null;
    return { ...op, name: this.labelFor(op.name) };
  }

  private labelFor(name: string): string {
    if (!OPERATION_NAME.test(name)) return "other";
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return "other";
    this.operationNames.add(name);
    return name;
  }
}

/** pino-http's stand-in error for a 5xx that came with none: not worth a stack on the line. */
function madeUp(res: ServerResponse, err: Error): boolean {
  return !(res as { err?: unknown }).err && /^failed with status code \d+$/.test(err?.message ?? "");
}

function pathOf(req: Observed): string {
  const url = req.originalUrl ?? req.url ?? "/";
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
}

/** A status for the metrics: the one sent, or 499 for an answer that never finished (the caller left, or it was cut). */
function statusOf(res: ServerResponse): number {
  return res.writableFinished ? res.statusCode : 499;
}

/** `/media/…` → `/media/*`; `/gallery/42` → `/gallery/:id`; the first segment is kept, the rest is a parameter. */
function patternOf(path: string): string {
  if (path === "/" || path === "/graphql") return path;
  const segments = path.split("/").filter(Boolean);
  const first = segments[0] ?? "";
  if (first === "media" || first === "assets" || first === "admin") return `/${first}/*`;
  if (segments.length === 1) return `/${first}`;
  return `/${first}/:id${segments.length > 2 ? "/*" : ""}`;
}
