/**
 * A cache of ready-to-send public answers: the bytes a handler wrote, kept with their gzip and
 * brotli forms and an ETag, under the cache version current when the handler started. A read checks
 * the version first (one primary-key read, or one Redis GET), so a write anywhere is seen at once.
 *
 * `serveHit` answers a hit from node:http before express runs; the middleware `reads` lets a miss of
 * a cacheable request (public REST GETs, public GraphQL queries without a token) reach its handler and
 * keeps the answer; `writes` bumps the version before a write's answer leaves, so the writer's next
 * read — and everyone else's — is fresh. An entry also lives at most `ttlMs` (and never past the
 * day, India time, it was drawn on): a bump that failed leaves other instances stale for minutes, not
 * until the next write.
 *
 * What an entry is kept under is what changes the answer, and no more: a page's path with the
 * parameters it reads (`publicGetKey`); a GraphQL query as printed from its parse, with only the
 * variables its operation declares, and the content type Apollo negotiates from `Accept`. Keys count
 * in the cache's size, and an answer whose key is longer than MAX_KEY_LENGTH is not kept.
 */
import { promisify } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { INDIA_OFFSET_MS } from "../core/india-time.js";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import accepts from "accepts";
import etag from "etag";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { parse, print, type DocumentNode } from "graphql";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { CACHE_HIT, requestIdOf } from "../observability/requests.js";
import { isNotKept } from "../http/not-kept.js";
import type { CacheVersion } from "./cache-version.js";
import { isPublicQuery, mayChangeCatalogue, NON_CATALOGUE_REST_WRITES, operationOf, publicGetKey } from "./public-reads.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Entry {
  version: string;
  /**
   * When it stops being served (ms since the epoch): its time limit, or the end of the day (India
   * time) it was drawn on, whichever comes first — answers that depend on the day roll over at midnight.
   */
  expires: number;
  contentType: string;
  /** The request headers the answer depends on, besides the version: "Accept-Encoding", and "Accept" for GraphQL. */
  vary: string;
  etag: string;
  /** The miss's other headers (security headers, cache-control), replayed on a hit. */
  headers: Record<string, string | string[]>;
  identity: Buffer;
  /** Made in the background after the entry is kept (store); a hit that wants one waits for it a moment. */
  gzip?: Buffer;
  br?: Buffer;
  /** While the compressed forms are being made: settles when both are (or could not be), and is then removed. */
  compressing?: Promise<void>;
  /** The headers a hit sends (but its request id), per encoding and for a 304, worked out once. */
  sent?: Partial<Record<"identity" | "gzip" | "br" | "notModified", HeaderList>>;
}

export interface PublicCacheOptions {
  /** Upper bound of the bytes kept (all three encodings together, and the keys). */
  maxBytes?: number;
  /** How long an entry is served at most, even if no write is heard of. */
  ttlMs?: number;
  /**
   * The first instant after the given one at which answers may change with no write (a timed sale
   * starting or ending), or null: an entry is not served past it. Asked when the answer is kept, so
   * that what the answer's own reads learnt counts.
   */
  nextChange?: (at: number) => number | null;
  /**
   * The largest answer kept, in bytes (an eighth of `maxBytes` by default). A longer one (a large
   * sitemap or the Merchant feed of a big catalogue, streamed) is sent as it is written and not
   * kept: its bytes are not gathered past this, so a streamed answer never sits whole in memory.
   */
  maxEntryBytes?: number;
}

/**
 * The longest key kept. The storefront's longest query prints to about 3 KB; a key four times as
 * long still fits two thousand times in the cache's 32 MiB. A longer one is a client padding its
 * query or its declared variables: answered, never kept.
 */
export const MAX_KEY_LENGTH = 16 * 1024;

/** An entry is served for this long at most: the bound on staleness when a version bump was lost. */
export const ENTRY_TTL_MS = 5 * 60 * 1000;

/**
 * How long a request waits for another drawing the same answer before it draws its own: longer than
 * a page takes under load, short enough that a draw stuck on a slow database holds no one for long.
 */
export const DRAW_WAIT_MS = 5_000;

/** At most this many bytes of kept answers wait for their compressed forms (a few hundred ms of work). */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

/** How long a hit waits for its most welcome compressed form (made in some 10 ms, or later behind others) before it takes the best there is. */
const COMPRESS_WAIT_MS = 250;

/** The drawing a request's response ends (drawOnce), which capture and reads settle. */
const DRAWING = Symbol("drawing");
type WithDrawing = ServerResponse & { [DRAWING]?: Drawing };

/** Ends the wait of the requests waiting for this response's drawing. */
function release(res: ServerResponse): void {
  (res as WithDrawing)[DRAWING]?.settle();
}

/** The waits between attempts of a version bump that failed (a Redis or database hiccup). */
const BUMP_RETRIES_MS = [50, 200, 800];

/** `bumpSoon`: the least time between two bumps asked for while one was under way. */
const BUMP_SOON_GAP_MS = 250;

/** The content types Apollo chooses between for a single result, in its order (ApolloServer's chooseContentTypeForSingleResultResponse). */
const GRAPHQL_TYPES = ["application/json; charset=utf-8", "application/graphql-response+json; charset=utf-8"] as const;
type GraphQLType = "json" | "graphql-response";

/** The keys of one GraphQL request body, one per content type it may be answered in. */
type BodyKeys = Record<GraphQLType, string>;

interface Parsed {
  doc: DocumentNode;
  /** The document as graphql-js prints it: no comments, one layout. Worked out on the first miss that needs it. */
  printed?: string;
}

export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Makes the entries' compressed forms, one entry at a time (store). */
  private readonly compressor = pLimit(1);
  /** The bytes of the entries waiting for their compressed forms. */
  private queuedBytes = 0;
  /** The answers being drawn by express for a request, by key: settled when that request's answer is ended (drawOnce). */
  private readonly drawing = new Map<string, Drawing>();
  private readonly ttlMs: number;
  private readonly nextChange: (at: number) => number | null;
  private readonly maxEntryBytes: number;
  /**
   * Parsed GraphQL documents by their text: the storefront sends a handful of distinct queries. Bounded
   * in bytes: a document counts its text (the key, comments and all) and its tree with its printed
   * form, estimated at a hundred times the text — measured, the tree of a storefront query weighs
   * about thirty times its text, `{ a a a … }` eighty — but never more than 512 KB: the parse stops at
   * 2 000 tokens, and a token's node weighs under 200 bytes.
   */
  private readonly documents = new LRUCache<string, Parsed | false>({
    maxSize: 16 * 1024 * 1024,
    maxEntrySize: 4 * 1024 * 1024,
    sizeCalculation: (parsed, text) => text.length * 2 + Math.min(text.length * 100, 512 * 1024) + 256,
  });
  /** The cache keys of a GraphQL request body, by its raw text (false when it is not kept): a hit needs no JSON.parse. */
  private readonly bodyKeys = new LRUCache<string, BodyKeys | false>({
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (keys, text) => text.length * 2 + (keys ? (keys.json.length + keys["graphql-response"].length) * 2 : 0) + 128,
  });

  constructor(
    readonly version: CacheVersion,
    options: PublicCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? ENTRY_TTL_MS;
    this.nextChange = options.nextChange ?? (() => null);
    this.maxEntryBytes = options.maxEntryBytes ?? Math.floor((options.maxBytes ?? 32 * 1024 * 1024) / 8);
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      // The answer counted as if compressed already (the compressed forms are smaller than the
      // identity bytes), the key (two bytes a character at worst), and the headers.
      sizeCalculation: (e, key) => e.identity.length * 2 + key.length * 2 + 1024,
    });
  }

  /**
   * The fast path, in front of express: a hit is answered straight from node:http, with the headers
   * the miss had, without running the middleware stack. Calls `miss` when express must answer (a
   * miss, or a request the cache does not keep), leaving a JSON body it had to read parsed in
   * `req.body`; `failed` when reading the request failed. A GET hit makes no promise: its one wait is
   * for the shared version, read once for the requests that arrive together.
   */
  serveHit(req: IncomingMessage, res: ServerResponse, miss: () => void, failed: (err: unknown) => void): void {
    if (req.headers.authorization) return miss();
    const url = req.url ?? "/";
    if (req.method === "GET") {
      const key = publicGetKey(url);
      return key === null ? miss() : this.answer(key, req, res, miss, failed);
    }
    if (req.method !== "POST" || !/^\/graphql(\?|$)/.test(url) || !/^application\/json\b/i.test(req.headers["content-type"] ?? "")) return miss();
    readText(req, res).then((text) => {
      if (text === FAILED) return; // answered with a 4xx
      let keys = this.bodyKeys.get(text);
      if (keys === undefined) {
        const body = parseJson(text, req, res);
        if (body === FAILED) return;
        (req as WithBody).body = body;
        keys = this.graphqlKeys(body) ?? false;
        if (text.length <= MAX_REMEMBERED_BODY) this.bodyKeys.set(text, keys);
      }
      // Express answers a miss: it needs the body, which this stream no longer has.
      const missWithBody = () => {
        if (!("body" in req)) {
          const body = parseJson(text, req, res);
          if (body === FAILED) return;
          (req as WithBody).body = body;
        }
        miss();
      };
      const type = keys && graphqlType(req.headers.accept);
      if (keys && type) this.answer(keys[type], req, res, missWithBody, failed);
      else missWithBody();
    }, failed);
  }

  /**
   * Answers a request from the entry kept under `key`, if there is one of the current version, within
   * its time limit; else `miss`. A request that finds the answer being drawn for another, or its
   * compressed form being made, waits for it (once for each), then is answered from the entry, or by
   * express if there is none.
   */
  private answer(key: string, req: IncomingMessage, res: ServerResponse, miss: () => void, failed: (err: unknown) => void, waited: Waited = {}): void {
    // A waiter whose client left while it waited is not drawn for.
    const resume = (more: Waited) => () => (res.destroyed ? undefined : this.answer(key, req, res, miss, failed, { ...waited, ...more }));
    const draw = () => (waited.draw ? miss() : this.drawOnce(key, res, miss, resume({ draw: true })));
    const entry = this.entries.get(key);
    if (!entry) return draw();
    if (Date.now() >= entry.expires) {
      this.entries.delete(key);
      return draw();
    }
    this.withVersion((err, version) => {
      // Without the version, express answers uncached (and says why in the log).
      if (err) return miss();
      if (entry.version !== version) return draw();
      try {
        // An entry kept while the compression queue was full has its forms made now that it is read again.
        if (!entry.gzip && !entry.br) this.compress(key, entry);
        if (this.send(entry, key, req, res, !waited.compressed)) this.onHit?.(key);
        // Its most welcome compressed form is being made: wait for it (at most COMPRESS_WAIT_MS), then send the best there is.
        else {
          void Promise.race([entry.compressing, sleep(COMPRESS_WAIT_MS, undefined, { ref: false })]).then(resume({ compressed: true }));
        }
      } catch (sendErr) {
        failed(sendErr);
      }
    });
  }

  /**
   * Lets express draw the answer under `key` for this request, unless another request is drawing it
   * already: then this one waits (at most DRAW_WAIT_MS) and is answered from what that one kept. A
   * popular page whose entry expired or whose version moved is drawn once, not once for each request
   * in flight: under 64 connections each of those draws was kept and compressed (see store), and the
   * server's RSS climbed to 650–900 MB for a second (issue 44, docs/performance.md).
   */
  private drawOnce(key: string, res: ServerResponse, miss: () => void, again: () => void): void {
    const drawing = this.drawing.get(key);
    if (drawing) {
      void drawing.done.then(again);
      return;
    }
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    const drawn: Drawing = {
      done,
      settle: () => {
        clearTimeout(timer);
        if (this.drawing.get(key) === drawn) this.drawing.delete(key);
        settle();
      },
    };
    // The others stop waiting when its answer is ended (and kept, or not: see capture), not when its
    // last bytes reach a client that may read them slowly; when its client goes away before that; or
    // after DRAW_WAIT_MS (a drawing that slow holds them no longer: they draw their own).
    const timer = setTimeout(drawn.settle, DRAW_WAIT_MS).unref();
    this.drawing.set(key, drawn);
    (res as WithDrawing)[DRAWING] = drawn;
    res.once("close", drawn.settle);
    miss();
  }

  /** Sends the entry (or a 304); false while its most welcome compressed form is still being made, if `waitForBest`. */
  private send(entry: Entry, key: string, req: IncomingMessage, res: ServerResponse, waitForBest: boolean): boolean {
    const sent = (entry.sent ??= {});
    const inm = req.headers["if-none-match"];
    if (inm && (inm === entry.etag || inm.split(/\s*,\s*/).includes(entry.etag))) {
      (req as IncomingMessage & { [CACHE_HIT]?: string })[CACHE_HIT] = key;
      res.writeHead(304, withRequestId((sent.notModified ??= hitHeaders(entry)), req)).end();
      return true;
    }
    const encoding = chooseEncoding(entry, req.headers["accept-encoding"], waitForBest);
    if (!encoding) return false;
    (req as IncomingMessage & { [CACHE_HIT]?: string })[CACHE_HIT] = key;
    const body = entry[encoding]!;
    res.writeHead(200, withRequestId((sent[encoding] ??= hitHeaders(entry, encoding, body.length)), req)).end(body);
    return true;
  }

  /** On a miss of a cacheable request, lets the handler answer and keeps its bytes (with the version it was read under). */
  reads(): RequestHandler {
    const json = express.json({ limit: "1mb" });
    return async (req: Request, res: Response, next: NextFunction) => {
      try {
        // Apollo answers in the content type it negotiates from Accept: shared caches must know.
        if (req.path === "/graphql") res.vary("Accept");
        if (req.headers.authorization) return next();
        let key: string | null = null;
        if (req.method === "GET") {
          key = publicGetKey(req.originalUrl);
        } else if (req.method === "POST" && req.path === "/graphql" && req.is("application/json")) {
          await new Promise<void>((resolve, reject) =>
            json(req, res, (err?: unknown) => (err ? reject(err instanceof Error ? err : new Error("Malformed JSON body")) : resolve())),
          );
          const type = graphqlType(req.headers.accept);
          key = type && (this.graphqlKeys(req.body)?.[type] ?? null);
        }
        // Not kept (the request is not what serveHit took it for): whoever waits for it draws now.
        if (!key) {
          release(res);
          return next();
        }

        const started = Date.now();
        let version: string;
        try {
          version = await this.currentVersion();
        } catch (err) {
          // Without the shared version nothing here can be trusted: answer uncached, forget the rest.
          console.error("Public cache: version unavailable, answering uncached:", (err as Error).message);
          this.entries.clear();
          release(res);
          return next();
        }
        // A conditional request that misses is answered in full: a 304 leaves nothing to keep, and every
        // request waiting for this drawing would then draw its own (a browser revalidates after each write).
        delete req.headers["if-none-match"];
        delete req.headers["if-modified-since"];
        // Hits were answered by serveHit before express ran: this is a miss; its answer is kept.
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("X-Cache", "MISS");
        // Answers that depend on the day (a trip becomes past at midnight, India time) roll over daily.
        this.capture(res, key, version, started, Math.min(started + this.ttlMs, indiaDayEnds(started)));
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
        this.bumpVersion()
          .then(() => this.entries.clear())
          .catch((err) => {
            // This instance forgets its entries; the others keep theirs until their time limit.
            console.error("Public cache: could not bump the version after a write:", (err as Error).message);
            this.entries.clear();
          })
          .finally(() => end(...args));
        return res;
      }) as Response["end"];
      next();
    };
  }

  /** The bump, tried again after a short wait when it fails: a write must not leave other instances stale. */
  private async bumpVersion(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.version.bump();
      } catch (err) {
        if (attempt >= BUMP_RETRIES_MS.length) throw err;
        await sleep(BUMP_RETRIES_MS[attempt]);
      }
    }
  }

  /**
   * Called with an entry's key ("GET /search?q=…", its parameters sorted) each time it is answered
   * from the cache: a kept answer runs none of the code that drew it (the search log, app.ts, counts
   * a search page answered so).
   */
  onHit?: (key: string) => void;

  /**
   * Forgets this instance's entries whose key `drop` picks, and nothing else, here or on other
   * instances: for answers drawn from something this instance alone holds (its search index, which
   * follows the catalogue a poll behind the shared version).
   */
  forget(drop: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (drop(key)) this.entries.delete(key);
  }

  /** `bumpSoon`'s bump under way, and whether another was asked for since it began. */
  private bumping = false;
  private bumpAgain = false;

  /**
   * For a write the middleware does not see (a checkout or payment changing what is left of a limited
   * edition, issue 45): bumps the version, tried again as the middleware's is, and forgets this
   * instance's entries. Calls that arrive while a bump is under way make one more after it (at least
   * BUMP_SOON_GAP_MS on), not one each: a rush of checkouts drops the cache a few times a second at
   * most, and every write is still followed by a bump that began after it.
   */
  bumpSoon(): void {
    if (this.bumping) {
      this.bumpAgain = true;
      return;
    }
    this.bumping = true;
    void (async () => {
      do {
        this.bumpAgain = false;
        await this.bumpVersion().catch((err) => console.error("Public cache: could not bump the version:", (err as Error).message));
        this.entries.clear();
        if (this.bumpAgain) await sleep(BUMP_SOON_GAP_MS);
      } while (this.bumpAgain);
      this.bumping = false;
    })();
  }

  /**
   * The shared version as the cache itself reads it (one read for the requests that arrive together),
   * for a service that remembers what writes bump it (the sales a checkout prices with).
   */
  sharedVersion(): Promise<string> {
    return this.currentVersion();
  }

  /** Requests waiting for the next read of the shared version. */
  private waiting: VersionWaiter[] = [];
  /** A read is scheduled for the waiting requests (at the end of this turn of the event loop). */
  private scheduled = false;
  /** A read over the network is under way: who asks now waits for the next one. */
  private reading = false;

  /**
   * The shared version, read for this request — or shared with the requests that arrived with it.
   * Every read starts after the requests it answers arrived (a read already under way may predate a
   * write this requester has seen, so a request joins only the next one): under load one read per
   * turn of the event loop (SQLite, in process) or per round trip (MySQL, Redis), not one per
   * request, and never an answer older than the request.
   */
  private currentVersion(): Promise<string> {
    return new Promise((resolve, reject) => this.withVersion((err, version) => (err ? reject(err) : resolve(version!))));
  }

  private withVersion(waiter: VersionWaiter): void {
    this.waiting.push(waiter);
    this.scheduleRead();
  }

  private scheduleRead(): void {
    if (this.scheduled || this.reading || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(this.readForWaiting);
  }

  private readonly readForWaiting = (): void => {
    this.scheduled = false;
    const waiting = this.waiting;
    this.waiting = [];
    let now: string | undefined;
    try {
      now = this.version.currentNow?.();
    } catch (err) {
      return settle(waiting, err as Error);
    }
    if (now !== undefined) return settle(waiting, null, now);
    this.reading = true;
    this.version.current().then(
      (version) => this.readDone(waiting, null, version),
      (err: Error) => this.readDone(waiting, err),
    );
  };

  private readDone(waiting: VersionWaiter[], err: Error | null, version?: string): void {
    this.reading = false;
    this.scheduleRead();
    settle(waiting, err, version);
  }

  /** Number of answers kept (for tests and the benchmark). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes the cache counts against its bounds: the entries (answers and keys) and both memos of GraphQL texts. */
  get bytes(): number {
    return this.entries.calculatedSize + this.bodyKeys.calculatedSize + this.documents.calculatedSize;
  }

  private parsed(text: string): Parsed | false {
    let parsed = this.documents.get(text);
    if (parsed === undefined) {
      try {
        // No locations: the tree does not keep the text (which the memo's key already is).
        parsed = { doc: parse(text, { maxTokens: 2000, noLocation: true }) };
      } catch {
        parsed = false;
      }
      this.documents.set(text, parsed);
    }
    return parsed;
  }

  /**
   * The keys of a public GraphQL query (one per content type), or null when it is not kept: the
   * operation's name, the document as printed, and the variables the operation declares, in its
   * order — a variable it does not declare changes nothing in the answer.
   */
  private graphqlKeys(body: unknown): BodyKeys | null {
    if (!body || typeof body !== "object") return null;
    const { query, variables, operationName } = body as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof query !== "string") return null;
    if (variables != null && (typeof variables !== "object" || Array.isArray(variables))) return null; // Apollo refuses it
    const parsed = this.parsed(query);
    const name = typeof operationName === "string" ? operationName : null;
    if (!parsed || !isPublicQuery(parsed.doc, name)) return null;
    const declared: Record<string, unknown> = {};
    for (const definition of operationOf(parsed.doc, name)!.variableDefinitions ?? []) {
      const variable = definition.variable.name.value;
      if (variables && Object.hasOwn(variables, variable)) declared[variable] = (variables as Record<string, unknown>)[variable];
    }
    parsed.printed ??= print(parsed.doc);
    const rest = `${name ?? ""}\n${parsed.printed}\n${JSON.stringify(declared)}`;
    if (rest.length > MAX_KEY_LENGTH) return null;
    // "GQL <type> <operation name>\n<query>\n<variables>": the request log reads the operation from a hit's key.
    return { json: `GQL json ${rest}`, "graphql-response": `GQL graphql-response ${rest}` };
  }

  private graphqlMayWrite(body: unknown): boolean {
    if (!body || typeof body !== "object") return false;
    const { query, operationName } = body as { query?: unknown; operationName?: unknown };
    if (typeof query !== "string") return false;
    const parsed = this.parsed(query);
    return !!parsed && mayChangeCatalogue(parsed.doc, typeof operationName === "string" ? operationName : null);
  }

  /** Keeps the bytes the handler writes (before compression) and stores them if the answer is a plain 200. */
  private capture(res: Response, key: string, version: string, started: number, expires: number): void {
    // A streamed answer arrives in many writes; its bytes are gathered up to maxEntryBytes, then
    // dropped (null): such an answer is sent, not kept.
    let chunks: Buffer[] | null = [];
    let gathered = 0;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    const gather = (chunk: unknown, encoding: unknown) => {
      if (chunks === null || chunk == null || typeof chunk === "function") return;
      const buffer = toBuffer(chunk, encoding);
      gathered += buffer.length;
      if (gathered > this.maxEntryBytes) chunks = null;
      else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      gather(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      gather(chunk, rest[0]);
      // Kept or not, the requests waiting for this one's drawing need not wait for its bytes to leave:
      // they resume after this call, when what it keeps is in the cache.
      release(res);
      if (chunks === null) return end(chunk, ...rest);
      const body = Buffer.concat(chunks);
      const tag = etag(body, { weak: true });
      if (!res.headersSent && !res.getHeader("ETag")) res.setHeader("ETag", tag);
      if (res.statusCode === 200 && !isNotKept(res) && !res.getHeader("Set-Cookie") && !(key.startsWith("GQL") && hasGraphQLErrors(body))) {
        const contentType = String(res.getHeader("Content-Type") ?? "application/octet-stream");
        const vary = key.startsWith("GQL") ? "Accept, Accept-Encoding" : "Accept-Encoding";
        // Nor past the next start or end of a sale after the answer began (its prices were read after that).
        const change = this.nextChange(started);
        this.store(key, {
          version,
          expires: change === null ? expires : Math.min(expires, change),
          contentType,
          vary,
          etag: String(res.getHeader("ETag") ?? tag),
          headers: replayable(res),
          identity: body,
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
  }

  /** Keeps the entry at once (the next read is a hit), then has its compressed forms made, off the request (compress). */
  private store(key: string, entry: Entry): void {
    if (key.length > MAX_KEY_LENGTH) return;
    this.entries.set(key, entry);
    this.compress(key, entry);
  }

  /**
   * Queues the making of the entry's compressed forms, one entry at a time: brotli at quality 9 holds
   * some 24 MB while it works, and every call takes its memory when it is made, not when the thread
   * pool reaches it (64 at once: 1.5 GB). An entry that left the cache before its turn is skipped.
   * Past MAX_QUEUED_BYTES waiting (a flood of answers read once), the entry stays as drawn for now,
   * and a later hit queues it again (answer): it is sent uncompressed meanwhile, and still kept.
   */
  private compress(key: string, entry: Entry): void {
    const bytes = entry.identity.length;
    if (entry.compressing || this.queuedBytes + bytes > MAX_QUEUED_BYTES) return;
    this.queuedBytes += bytes;
    entry.compressing = this.compressor(async () => {
      this.queuedBytes -= bytes;
      if (this.entries.peek(key) !== entry) return;
      const [gz, br] = await Promise.allSettled([
        gzipAsync(entry.identity, { level: 9 }),
        brotliAsync(entry.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes } }),
      ]);
      // Either form that was made is sent; one that failed is said in the log.
      if (gz.status === "fulfilled") entry.gzip = gz.value;
      if (br.status === "fulfilled") entry.br = br.value;
      for (const r of [gz, br]) if (r.status === "rejected") console.error("Public cache: could not compress an answer:", (r.reason as Error).message);
    }).finally(() => {
      entry.compressing = undefined;
    });
  }
}

/** A request's drawing of an answer others wait for: `settle` ends their wait. */
interface Drawing {
  done: Promise<void>;
  settle: () => void;
}

/** What a request has waited for already: it waits for each at most once, then express answers it. */
interface Waited {
  draw?: boolean;
  compressed?: boolean;
}

/** Called with the shared version, or the error that kept it from being read. */
type VersionWaiter = (err: Error | null, version?: string) => void;

/** Gives every waiter the read's outcome; one that throws does not keep the others waiting. */
function settle(waiting: VersionWaiter[], err: Error | null, version?: string): void {
  for (const waiter of waiting) {
    try {
      waiter(err, version);
    } catch (thrown) {
      console.error("Public cache: a request waiting for the version failed:", (thrown as Error).message);
    }
  }
}

/** A GraphQL answer carrying errors is not kept: the next visitor asks again. */
function hasGraphQLErrors(body: Buffer): boolean {
  return body.includes('"errors":[');
}

const DAY_MS = 86_400_000;

/** When the day (India time) that `now` falls in ends, in ms since the epoch. */
function indiaDayEnds(now: number): number {
  return now + DAY_MS - ((now + INDIA_OFFSET_MS) % DAY_MS);
}

/** Apollo's choice of content type for an Accept header, by header: a hit asks it every time. */
const negotiated = new Map<string, GraphQLType | null>();

/**
 * The content type Apollo answers a single result in, for this Accept header: "json" without one
 * (as Apollo), null when Apollo would refuse it (a 406, not kept).
 */
function graphqlType(accept: string | undefined): GraphQLType | null {
  if (!accept) return "json";
  let type = negotiated.get(accept);
  if (type === undefined) {
    const chosen = accepts({ headers: { accept } } as unknown as IncomingMessage).type([...GRAPHQL_TYPES]);
    type = chosen === GRAPHQL_TYPES[0] ? "json" : chosen === GRAPHQL_TYPES[1] ? "graphql-response" : null;
    // Clients send a handful of distinct headers; anything else is not remembered.
    if (accept.length <= 256) {
      if (negotiated.size >= 256) negotiated.clear();
      negotiated.set(accept, type);
    }
  }
  return type;
}

type Encoding = "br" | "gzip" | "identity";
/** The q-value of each encoding an Accept-Encoding header gives, by header. */
const encodingWeights = new Map<string, Record<Encoding, number>>();

/** Parses Accept-Encoding (RFC 9110 §12.5.3): a q of 0 refuses; `*` stands for the codings not named; identity is acceptable unless refused. */
function weightsOf(header: string): Record<Encoding, number> {
  let weights = encodingWeights.get(header);
  if (weights) return weights;
  const named: Partial<Record<string, number>> = {};
  for (const part of header.split(",")) {
    const [coding, ...params] = part.split(";");
    const name = coding.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split("=");
      if (k.trim().toLowerCase() === "q") q = Number(v);
    }
    named[name] = Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
  }
  const star = named["*"];
  weights = {
    br: named.br ?? star ?? 0,
    gzip: named.gzip ?? named["x-gzip"] ?? star ?? 0,
    // identity is acceptable unless refused by name, or by * with identity unnamed (a smidgen below the rest on a tie).
    identity: named.identity ?? (star === 0 ? 0 : 0.001),
  };
  if (header.length <= 256) {
    if (encodingWeights.size >= 256) encodingWeights.clear();
    encodingWeights.set(header, weights);
  }
  return weights;
}

/**
 * The form of the entry to send: the most welcome one it has, brotli before gzip before identity on
 * a tie. When the header refuses every coding, identity (RFC 9110 §12.5.3: send it without a coding
 * rather than refuse; express would do the same, after a full render). Null while the most welcome
 * form is still being made (milliseconds after the entry is kept), if `waitForBest`: the request
 * waits for it, rather than take four times the bytes on a slow phone.
 */
function chooseEncoding(entry: Entry, header: string | undefined, waitForBest: boolean): Encoding | null {
  if (header === undefined) return "identity";
  const w = weightsOf(header);
  let best: Encoding | null = null;
  let wanted: Encoding | null = null;
  for (const e of ["br", "gzip", "identity"] as const) {
    if (w[e] > 0 && (wanted === null || w[e] > w[wanted])) wanted = e;
    if (entry[e] && w[e] > 0 && (best === null || w[e] > w[best])) best = e;
  }
  if (waitForBest && wanted !== best && entry.compressing) return null;
  return best ?? "identity";
}

/**
 * Headers as `writeHead` takes them in a flat list (name, value, name, value…): node writes such a
 * list, or an object, as it is when no header was set before; a list is one walk, with no keys
 * gathered first.
 */
type HeaderList = (string | string[] | number)[];

/** The headers of a hit: the miss's own, the body's, and X-Cache. */
function hitHeaders(entry: Entry, encoding?: "identity" | "gzip" | "br", length?: number): HeaderList {
  const headers: HeaderList = [];
  for (const [name, value] of Object.entries(entry.headers)) headers.push(name, value);
  headers.push("content-type", entry.contentType, "etag", entry.etag, "vary", entry.vary, "x-cache", "HIT");
  if (encoding && encoding !== "identity") headers.push("content-encoding", encoding);
  if (length !== undefined) headers.push("content-length", length);
  return headers;
}

/** The headers with the request's id added (the request log's `reqId`), when it has one. */
function withRequestId(headers: HeaderList, req: IncomingMessage): HeaderList {
  const id = requestIdOf(req);
  return id === undefined ? headers : [...headers, "x-request-id", id];
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
            .writeHead(413, withRequestId(["content-type", "application/json; charset=utf-8", "connection", "close"], req))
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
function parseJson(text: string, req: IncomingMessage, res: ServerResponse): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    res
      .writeHead(400, withRequestId(["content-type", "application/json; charset=utf-8"], req))
      .end(JSON.stringify({ errors: [{ message: "Malformed JSON body", extensions: { code: "BAD_REQUEST" } }] }));
    return FAILED;
  }
}
