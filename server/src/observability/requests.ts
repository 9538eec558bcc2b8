/**
 * What happens to every request, whichever path answers it (the public cache's fast path or
 * express): a request id (the caller's `X-Request-Id` when it is a sane one, else a new UUID, sent
 * back in the answer), one log line when it ends (id, method, route pattern, status,
 * duration, GraphQL operation; never the raw URL, its query or a header), its duration in the
 * metrics, and its place among the requests in flight that a shutdown waits for.
 *
 * The line is written by one pino call when the answer closes. (pino-http made two child loggers
 * a request and tripled the CPU time of a cache hit, measured by bench/: this is what it did,
 * without them.)
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { LRUCache } from "lru-cache";
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
  /** Its name as the metrics label it (`other` past MAX_OPERATION_NAMES or when not a plain name). */
  name: string;
  type: string;
  /** Its duration histogram, labelled once. */
  timer: { observe(seconds: number): void };
}

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Probes are asked every few seconds: they are logged at debug level only. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);
/** Operation names become label values: distinct names are capped, the rest counted as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The id `RequestObserver.observe` gave the request, which its answer carries as `X-Request-Id`. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return (req as Observed).id;
}

export class RequestObserver {
  private readonly live = new Set<ServerResponse>();
  private idleWaiters: (() => void)[] = [];
  /** Route patterns learned from express, by path: a cache hit (which express never sees) is labelled as its miss was. */
  private readonly learned = new LRUCache<string, string>({ max: 5000 });
  /**
   * By query text and operation name, which may be long (comments, padding): bounded in bytes, the
   * text counted. A cache hit is looked up by its entry's key, the same string on every hit, whose
   * hash V8 has kept: no slicing of the key, no hashing of the query again.
   */
  private readonly operations = new LRUCache<string, Operation | false>({
    max: 1000,
    maxSize: 8 * 1024 * 1024,
    maxEntrySize: 256 * 1024,
    sizeCalculation: (_op, key) => key.length * 2 + 128,
  });
  private readonly operationNames = new Set<string>();
  /** The labelled histogram of each method, route and status: a hit does not hash its labels again. */
  private readonly timers = new Map<string, { observe(seconds: number): void }>();

  constructor(
    private readonly logger: Logger,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Called first for every request the server receives; returns its id (also `requestIdOf(req)`).
   * The answer's `X-Request-Id` is its writer's to set: set here, it would send every later
   * `writeHead(status, headers)` down node's slow path, which copies each header in by setHeader
   * (a third of the garbage of a cache hit, measured 2026-11-28).
   */
  observe(req: IncomingMessage, res: ServerResponse): string {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    (req as Observed).id = id;
    this.live.add(res);
    res.once("close", () => this.ended(req, res, started));
    return id;
  }

  private ended(req: Observed, res: ServerResponse, started: number): void {
    this.live.delete(res);
    const ms = performance.now() - started;
    const status = statusOf(res);
    const route = this.routeOf(req, res.statusCode);
    const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
    const key = `${method} ${route} ${status}`;
    let timer = this.timers.get(key);
    if (!timer) this.timers.set(key, (timer = this.metrics.httpDuration.labels(method, route, String(status))));
    timer.observe(ms / 1000);
    const op = route === "/graphql" ? this.operationOf(req) : null;
    op?.timer.observe(ms / 1000);

    // A 5xx is an error (with the error the app met, if any), a 503 a warning; probes are debug.
    const err = (res as ServerResponse & { err?: unknown }).err;
    const level = status >= 500 && status !== 503 ? "error" : status === 503 ? "warn" : PROBES.has(route) ? "debug" : "info";
    if (this.logger.isLevelEnabled(level)) {
      const line: Record<string, unknown> = { reqId: req.id, method: req.method, route, status, durationMs: Math.round(ms * 10) / 10 };
      if (op) line.operation = op.name;
      if (req[CACHE_HIT]) line.cache = "hit";
      if (!res.writableFinished) line.aborted = true;
      if (err) line.err = err;
      this.logger[level](line, status >= 500 ? "request failed" : "request");
    }
    if (this.live.size === 0 && this.idleWaiters.length) for (const wake of this.idleWaiters.splice(0)) wake();
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
    const hit = req[CACHE_HIT];
    if (hit?.startsWith("GQL ")) {
      let op = this.operations.get(hit);
      if (op === undefined) {
        // The cache's key: "GQL <content type> <operationName>\n<query>\n<variables as JSON>".
        const first = hit.indexOf("\n");
        op = this.parseOperation(hit.slice(first + 1, hit.lastIndexOf("\n")), hit.slice(hit.indexOf(" ", 4) + 1, first) || undefined);
        this.operations.set(hit, op);
      }
      return op || null;
    }
    const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
    if (!body || typeof body !== "object" || typeof body.query !== "string") return null;
    const name = typeof body.operationName === "string" ? body.operationName : undefined;
    // The name first, with a character no name has: a query's text is never taken for a hit's key.
    const key = `${name ?? ""}\n${body.query}`;
    let op = this.operations.get(key);
    if (op === undefined) this.operations.set(key, (op = this.parseOperation(body.query, name)));
    return op || null;
  }

  /** The operation a query runs under that name (or its first), labelled; false when it is not GraphQL (Apollo answers a 400). */
  private parseOperation(query: string, name: string | undefined): Operation | false {
    try {
      const doc = parse(query, { maxTokens: 2000, noLocation: true });
      const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const chosen = (name !== undefined && ops.find((d) => d.name?.value === name)) || ops[0];
      if (!chosen) return false;
      const label = this.labelFor(chosen.name?.value ?? "anonymous");
      return { name: label, type: chosen.operation, timer: this.metrics.graphqlDuration.labels(label, chosen.operation) };
    } catch {
      return false;
    }
  }

  private labelFor(name: string): string {
    if (!OPERATION_NAME.test(name)) return "other";
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return "other";
    this.operationNames.add(name);
    return name;
  }
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
