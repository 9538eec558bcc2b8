/**
 * A cache of ready-to-send public answers: the bytes a handler wrote, kept with their gzip and
 * brotli forms and an ETag, under the cache version current when the handler started. A read checks
 * the version first (one primary-key read, or one Redis GET), so a write anywhere is seen at once.
 *
 * `serveHit` answers a hit from node:http before express runs; the middleware `reads` lets a miss of
 * a cacheable request (public REST GETs, public GraphQL queries without a token) reach its handler and
 * keeps the answer; `writes` bumps the version before a write's answer leaves, so the writer's next
 * read — and everyone else's — is fresh.
 */
import { promisify } from "node:util";
import { INDIA_OFFSET_MS, indiaDate } from "../core/india-time.js";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import etag from "etag";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { parse, type DocumentNode } from "graphql";
import { LRUCache } from "lru-cache";
import { CACHE_HIT } from "../observability/requests.js";
import type { CacheVersion } from "./cache-version.js";
import { isPublicGet, isPublicQuery, mayChangeCatalogue, NON_CATALOGUE_REST_WRITES } from "./public-reads.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Entry {
  version: number;
  /** The day (India time) it was drawn on: answers that depend on the day roll over at midnight. */
  day: string;
  contentType: string;
  etag: string;
  /** The miss's other headers (security headers, cache-control), replayed on a hit. */
  headers: Record<string, string | string[]>;
  identity: Buffer;
  /** Filled in the background right after the entry is kept; until then the middleware compresses. */
  gzip?: Buffer;
  br?: Buffer;
  /** The headers a hit sends, per encoding and for a 304, worked out once. */
  sent?: Partial<Record<"identity" | "gzip" | "br" | "notModified", Record<string, string | string[] | number>>>;
}

export interface PublicCacheOptions {
  /** Upper bound of the bytes kept (all three encodings together). */
  maxBytes?: number;
}

export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Parsed GraphQL documents by their text: the storefront sends a handful of distinct queries. */
  private readonly documents = new LRUCache<string, DocumentNode | false>({ max: 500 });
  /** The cache key of a GraphQL request body, by its raw text ("" when it is not kept): a hit needs no JSON.parse. */
  private readonly bodyKeys = new LRUCache<string, string>({
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (cacheKey, text) => text.length + cacheKey.length + 64,
  });

  constructor(
    readonly version: CacheVersion,
    options: PublicCacheOptions = {},
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      // Counted as if compressed already: the compressed forms are smaller than the identity bytes.
      sizeCalculation: (e) => e.identity.length * 2 + 256,
    });
  }

  /**
   * The fast path, in front of express: a hit is answered straight from node:http, with the headers
   * the miss had, without running the middleware stack. Returns false when express must answer (a
   * miss, or a request the cache does not keep); a JSON body it had to read is left parsed in
   * `req.body` for express.
   */
  async serveHit(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.headers.authorization) return false;
    const url = req.url ?? "/";
    if (req.method === "GET") {
      const query = url.indexOf("?");
      return isPublicGet(query < 0 ? url : url.slice(0, query)) && this.answer(`GET ${url}`, req, res);
    }
    if (req.method !== "POST" || !/^\/graphql(\?|$)/.test(url) || !/^application\/json\b/i.test(req.headers["content-type"] ?? "")) return false;
    const text = await readText(req, res);
    if (text === FAILED) return true; // answered with a 4xx
    let key = this.bodyKeys.get(text);
    if (key === undefined) {
      const body = parseJson(text, res);
      if (body === FAILED) return true;
      (req as WithBody).body = body;
      key = this.graphqlKey(body) ?? "";
      if (text.length <= MAX_REMEMBERED_BODY) this.bodyKeys.set(text, key);
    }
    if (key && (await this.answer(key, req, res))) return true;
    // Express answers: it needs the body, which this stream no longer has.
    if (!("body" in req)) {
      const body = parseJson(text, res);
      if (body === FAILED) return true;
      (req as WithBody).body = body;
    }
    return false;
  }

  /** Answers a request from the entry kept under `key`, if there is one of the current version and day. */
  private async answer(key: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const entry = this.entries.get(key);
    if (!entry || entry.day !== indiaToday()) return false;
    let version: number;
    try {
      version = await this.currentVersion();
    } catch {
      return false; // express answers uncached (and says why in the log)
    }
    if (entry.version !== version) return false;
    (req as IncomingMessage & { [CACHE_HIT]?: string })[CACHE_HIT] = key;
    const sent = (entry.sent ??= {});
    const inm = req.headers["if-none-match"];
    if (inm && (inm === entry.etag || inm.split(/\s*,\s*/).includes(entry.etag))) {
      res.writeHead(304, (sent.notModified ??= hitHeaders(entry))).end();
      return true;
    }
    const accepts = req.headers["accept-encoding"] ?? "";
    const encoding = entry.br && /\bbr\b/.test(accepts) ? "br" : entry.gzip && /\bgzip\b/.test(accepts) ? "gzip" : "identity";
    const body = entry[encoding]!;
    res.writeHead(200, (sent[encoding] ??= hitHeaders(entry, encoding, body.length))).end(body);
    return true;
  }

  /** On a miss of a cacheable request, lets the handler answer and keeps its bytes (with the version it was read under). */
  reads(): RequestHandler {
    const json = express.json({ limit: "1mb" });
    return async (req: Request, res: Response, next: NextFunction) => {
      try {
        if (req.headers.authorization) return next();
        let key: string | null = null;
        if (req.method === "GET" && isPublicGet(req.path)) {
          key = `GET ${req.originalUrl}`;
        } else if (req.method === "POST" && req.path === "/graphql" && req.is("application/json")) {
          await new Promise<void>((resolve, reject) =>
            json(req, res, (err?: unknown) => (err ? reject(err instanceof Error ? err : new Error("Malformed JSON body")) : resolve())),
          );
          key = this.graphqlKey(req.body);
        }
        if (!key) return next();

        let version: number;
        try {
          version = await this.currentVersion();
        } catch (err) {
          // Without the shared version nothing here can be trusted: answer uncached, forget the rest.
          console.error("Public cache: version unavailable, answering uncached:", (err as Error).message);
          this.entries.clear();
          return next();
        }
        // Hits were answered by serveHit before express ran: this is a miss; its answer is kept.
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("X-Cache", "MISS");
        // Answers that depend on the day (a trip becomes past at midnight, India time) roll over daily.
        this.capture(res, key, version, indiaToday());
        next();
      } catch (err) {
        next(err);
      }
    };
  }

  /** Bumps the cache version before the answer of a write that may change a public read leaves. */
  writes(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
      // Taken now: routers mounted further down rewrite req.path.
      const graphql = req.path === "/graphql";
      if (!graphql && NON_CATALOGUE_REST_WRITES.some((re) => re.test(req.path))) return next();
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        // The GraphQL body is parsed by now (JSON or multipart): only a mutation may change the catalogue.
        const changes = res.statusCode < 400 && (!graphql || this.graphqlMayWrite(req.body));
        if (!changes) return end(...args);
        this.version
          .bump()
          .then(() => this.entries.clear())
          .catch((err) => {
            // This instance forgets its entries; the others keep theirs until the next bump.
            console.error("Public cache: could not bump the version after a write:", (err as Error).message);
            this.entries.clear();
          })
          .finally(() => end(...args));
        return res;
      }) as Response["end"];
      next();
    };
  }

  private flight: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

  /**
   * The shared version, read for this request — or shared with the requests that arrived with it: a
   * read already under way may predate a write this requester has seen, so a request joins only the
   * next read, which starts once the current one ends. Under load that is one read per round trip,
   * not one per request, and never an answer older than the request.
   */
  private currentVersion(): Promise<number> {
    if (!this.flight) return this.startRead();
    this.queued ??= this.flight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = null;
        return this.startRead();
      });
    return this.queued;
  }

  private startRead(): Promise<number> {
    const read = this.version.current().finally(() => {
      if (this.flight === read) this.flight = null;
    });
    this.flight = read;
    return read;
  }

  /** Number of answers kept (for tests and the benchmark). */
  get size(): number {
    return this.entries.size;
  }

  private parsed(text: string): DocumentNode | false {
    let doc = this.documents.get(text);
    if (doc === undefined) {
      try {
        doc = parse(text, { maxTokens: 2000 });
      } catch {
        doc = false;
      }
      this.documents.set(text, doc);
    }
    return doc;
  }

  private graphqlKey(body: unknown): string | null {
    if (!body || typeof body !== "object") return null;
    const { query, variables, operationName } = body as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof query !== "string") return null;
    const doc = this.parsed(query);
    const name = typeof operationName === "string" ? operationName : null;
    if (!doc || !isPublicQuery(doc, name)) return null;
    return `GQL ${name ?? ""}\n${query}\n${JSON.stringify(variables ?? {})}`;
  }

  private graphqlMayWrite(body: unknown): boolean {
    if (!body || typeof body !== "object") return false;
    const { query, operationName } = body as { query?: unknown; operationName?: unknown };
    if (typeof query !== "string") return false;
    const doc = this.parsed(query);
    return !!doc && mayChangeCatalogue(doc, typeof operationName === "string" ? operationName : null);
  }

  /** Keeps the bytes the handler writes (before compression) and stores them if the answer is a plain 200. */
  private capture(res: Response, key: string, version: number, day: string): void {
    const chunks: Buffer[] = [];
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
      const body = Buffer.concat(chunks);
      const tag = etag(body, { weak: true });
      if (!res.headersSent && !res.getHeader("ETag")) res.setHeader("ETag", tag);
      if (
        res.statusCode === 200 &&
        !(res as Response & { [NOT_KEPT]?: true })[NOT_KEPT] &&
        !res.getHeader("Set-Cookie") &&
        !(key.startsWith("GQL") && hasGraphQLErrors(body))
      ) {
        const contentType = String(res.getHeader("Content-Type") ?? "application/octet-stream");
        this.store(key, { version, day, contentType, etag: String(res.getHeader("ETag") ?? tag), headers: replayable(res), identity: body });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
  }

  /** Keeps the entry at once (the next read is a hit), then adds its compressed forms once, off the request. */
  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    Promise.all([
      gzipAsync(entry.identity, { level: 9 }),
      brotliAsync(entry.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.identity.length } }),
    ]).then(
      ([gz, br]) => {
        entry.gzip = gz;
        entry.br = br;
      },
      (err) => console.error("Public cache: could not compress an answer:", (err as Error).message),
    );
  }
}

const NOT_KEPT = Symbol("not kept");

/** Marks an answer the cache must not keep (a page the server could not draw as asked). */
export function doNotKeep(res: ServerResponse): void {
  (res as ServerResponse & { [NOT_KEPT]?: true })[NOT_KEPT] = true;
}

/** A GraphQL answer carrying errors is not kept: the next visitor asks again. */
function hasGraphQLErrors(body: Buffer): boolean {
  return body.includes('"errors":[');
}

const DAY_MS = 86_400_000;
let today = "";
let todayEnds = 0;

/** Today's date in India, e.g. "2026-11-23"; worked out again once the day is over (a hit asks it every time). */
function indiaToday(): string {
  const now = Date.now();
  if (now >= todayEnds) {
    today = indiaDate(now);
    todayEnds = now + DAY_MS - ((now + INDIA_OFFSET_MS) % DAY_MS);
  }
  return today;
}

/** The headers of a hit: the miss's own, the body's, and X-Cache. */
function hitHeaders(entry: Entry, encoding?: "identity" | "gzip" | "br", length?: number): Record<string, string | string[] | number> {
  const headers: Record<string, string | string[] | number> = {
    ...entry.headers,
    "content-type": entry.contentType,
    etag: entry.etag,
    vary: "Accept-Encoding",
    "x-cache": "HIT",
  };
  if (encoding && encoding !== "identity") headers["content-encoding"] = encoding;
  if (length !== undefined) headers["content-length"] = length;
  return headers;
}

/** Headers of a miss that a hit repeats; the ones about this body or this connection are set anew. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "vary",
  "x-cache",
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "set-cookie",
]);

function replayable(res: Response): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    out[name] = Array.isArray(value) ? value : String(value);
  }
  return out;
}

const FAILED = Symbol("answered");
const MAX_JSON_BYTES = 1024 * 1024;

type WithBody = IncomingMessage & { body?: unknown };

/** Bodies longer than this are not remembered by their text (the storefront's queries are a few KB). */
const MAX_REMEMBERED_BODY = 64 * 1024;

/** Reads a request body as text (as express.json would, up to its limit); answers 413 itself and returns FAILED. */
function readText(req: IncomingMessage, res: ServerResponse): Promise<string | typeof FAILED> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_JSON_BYTES) {
        if (!res.headersSent)
          res
            .writeHead(413, { "content-type": "application/json; charset=utf-8", connection: "close" })
            .end(JSON.stringify({ errors: [{ message: "Request body is too large", extensions: { code: "BAD_REQUEST" } }] }));
        req.destroy();
        resolve(FAILED);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The JSON of a body (undefined when empty); answers 400 itself and returns FAILED when it is not JSON. */
function parseJson(text: string, res: ServerResponse): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    res
      .writeHead(400, { "content-type": "application/json; charset=utf-8" })
      .end(JSON.stringify({ errors: [{ message: "Malformed JSON body", extensions: { code: "BAD_REQUEST" } }] }));
    return FAILED;
  }
}
