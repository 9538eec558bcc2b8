/**
 * Assembles the whole server from a config: database and migrations, first admin, seed, services,
 * and the express app with every route of the run contract. Used by main.ts and by the tests.
 */
import { loadServerTexts } from "../core/texts.js";
import { createServer, type Server } from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { DataSource, EntitySubscriberInterface, QueryRunner } from "typeorm";
import type { OrderEditions } from "../orders/order-editions.js";
import type { AppConfig } from "../config/config.js";
import { openSharedLimits } from "../db/shared-limits.js";
import type { Services } from "../core/context.js";
import { createServices } from "./services.js";
import { openDatabase } from "../db/data-source.js";
import { entities } from "./entities.js";
import { seed } from "./seed.js";
import { createGraphQLRouter } from "./apollo.js";
import { principalResolver } from "./principal.js";
import { createRestRouter } from "./rest.js";
import { inlineScriptSources, StorefrontPages } from "./pages.js";
import { createStaticRouter, type StaticDirs } from "../http/static.js";
import { AppError } from "../core/errors.js";
import { answerClientError } from "../http/client-errors.js";
import { createContentRouter } from "../content/content.rest.js";
import { createNewsletterRouter } from "../enquiries/newsletter.rest.js";
import { createMachineDocsRouter } from "./machine-docs.js";
import { createInvoiceRouter } from "../billing/invoice.rest.js";
import { createCertificateRouter } from "../billing/certificate.rest.js";
import { createSimulatedCheckoutRouter } from "../payments/simulated-checkout.js";
import type { PaymentProvider } from "../payments/payment-provider.js";
import { openCacheVersion } from "../cache/cache-version.js";
import { PublicCache } from "../cache/public-cache.js";
import { finalErrorHandler } from "../http/unavailable.js";
import { WebhookDelivery } from "../integrations/webhook.entities.js";
import { Lifecycle } from "../observability/lifecycle.js";
import { createLogger, type Logger } from "../observability/log.js";
import { Metrics, tableOutbox } from "../observability/metrics.js";
import { OutgoingMail } from "../mail/outgoing-mail.entity.js";
import { RequestObserver } from "../observability/requests.js";
import { proxyWarning } from "../observability/proxy-warning.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface RunningApp {
  server: Server;
  url: string;
  ds: DataSource;
  services: Services;
  /** Ready-to-send public answers, invalidated by every write that may change them. */
  publicCache: PublicCache;
  /** The password generated for the first admin, when none was configured. */
  generatedAdminPassword?: string;
  logger: Logger;
  metrics: Metrics;
  /** Readiness (`/readyz`) and the state of the instance: starting, ready, draining. */
  lifecycle: Lifecycle;
  /**
   * Stops gracefully: new connections are no longer accepted, requests arriving on kept-alive ones
   * are refused (503, Connection: close), the requests in flight finish (for up to `graceMs`,
   * SHUTDOWN_GRACE_S by default), the workers stop claiming and finish their current item (within
   * the grace, or give its claim back), the pool closes.
   */
  close(graceMs?: number): Promise<ShutdownReport>;
}

/** What a shutdown did: the requests it let finish, the ones it refused, the ones the grace cut. */
export interface ShutdownReport {
  /** Requests in flight when the shutdown began that finished. */
  completed: number;
  /** Requests that arrived on kept-alive connections during the drain, answered 503. */
  refused: number;
  /** Requests still unanswered when the grace ran out (their connections were closed). */
  cut: number;
  /** The connections the listener took from the kernel's queue after the signal, and whether the limit closed it on more. */
  backlog: Backlog;
  drainMs: number;
}

export interface StartOptions {
  /** The log (tests pass one writing where they read); by default made from the config, on stdout. */
  logger?: Logger;
  /** Where the built front ends are (tests point these elsewhere). */
  frontEnds?: Pick<StaticDirs, "storefrontDist" | "adminDist">;
  /** The payment provider, instead of the one the config names (a test's live provider pointed at its own server). */
  paymentProvider?: PaymentProvider;
}

export async function startApp(config: AppConfig, opts: StartOptions = {}): Promise<RunningApp> {
  const logger = opts.logger ?? createLogger(config.log);
  // The mails' and pages' own words (issue 30), checked before anything depends on them.
  loadServerTexts();
  const ds = await openDatabase({ dialect: config.dialect, sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl }, entities);
  const lifecycle = new Lifecycle(ds, config);
  const limits = await openSharedLimits(ds, config.redisUrl);
  // The metrics read the requests in flight at scrape time, from the observer made with them.
  const metrics: Metrics = new Metrics(ds, (): number => requests.inFlight);
  const requests: RequestObserver = new RequestObserver(logger, metrics);
  // Each outbox's backlog is counted at scrape time.
  metrics.addOutbox(tableOutbox(ds, "webhooks", WebhookDelivery));
  metrics.addOutbox(tableOutbox(ds, "mail", OutgoingMail));
  const services = createServices(ds, config, limits, { metrics, payments: opts.paymentProvider });
  const generatedAdminPassword = await services.auth.ensureFirstAdmin(config.admin.username, config.admin.password);
  await seed(ds, services, { demo: config.seedDemo, log: (message) => logger.info(message) });

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);
  // Razorpay's live checkout runs its script and an iframe from its own hosts.
  const razorpay = config.payments.mode === "live" ? ["https://checkout.razorpay.com", "https://api.razorpay.com"] : [];
  const storefrontDist = opts.frontEnds?.storefrontDist ?? path.join(root, "storefront/dist");
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "default-src": ["'self'"],
          // The storefront's one inline script (the early-tap recorder and the page's loader, issue 27), by its hash.
          "script-src": ["'self'", ...razorpay, ...inlineScriptSources(storefrontDist)],
          "frame-src": ["'self'", ...razorpay],
          "img-src": ["'self'", "data:", "blob:", ...(razorpay.length ? ["https:"] : [])],
          "style-src": ["'self'", "'unsafe-inline'"],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", ...razorpay],
          "object-src": ["'none'"],
          "frame-ancestors": ["'none'"],
          "upgrade-insecure-requests": null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  // A timed sale starts and ends with no write: no kept answer outlives the next start or end.
  const publicCache = new PublicCache(await openCacheVersion(ds, config.redisUrl), { nextChange: (at) => services.sales.nextChange(at) });
  // The sales and frames a checkout prices with are remembered under the same version, which every write of them bumps.
  services.sales.useVersion(() => publicCache.sharedVersion());
  // Each instance's search index re-reads what changed when the shared version moves (issue 46).
  services.search.useVersion(() => publicCache.sharedVersion());
  services.search.onRefreshError = (err) => logger.error({ err }, "search: refreshing the index failed");
  // Only this instance's kept search pages: each instance draws them from its own index, and the rest
  // of the cache (and the other instances') is not older than the write's own bump.
  services.search.onIndexChanged = () => publicCache.forget(isKeptSearchPage);
  // A visitor's search is counted for the owner's Analytics after it is answered; a failed write is only logged.
  services.search.onSearched = (q, total) => services.searchLog.record(q, total > 0);
  services.searchLog.onError = (err) => logger.error({ err }, "search: counting a search failed");
  // A /search page answered from the public cache ran no search: counted again as its drawing counted it.
  publicCache.onHit = (key) => {
    const search = keptSearchQuery(key);
    if (search !== null) services.searchLog.recordAgain(search);
  };
  app.use(publicCache.writes());
  app.use(publicCache.reads());
  // Liveness: the process is up. Readiness (/readyz) also asks the database; /metrics is for the machine itself.
  app.get("/healthz", (_req, res) => {
    const up = lifecycle.state !== "starting";
    res.status(up ? 200 : 503).json({ status: up ? "ok" : "starting", database: config.dialect });
  });
  app.get("/readyz", lifecycle.readyHandler());
  app.get("/metrics", metrics.handler(config.metricsToken));

  // Who is asking, from either credential kind: the GraphQL context and the REST guard resolve it alike.
  const resolvePrincipal = principalResolver(services);
  const graphql = await createGraphQLRouter(services, resolvePrincipal, config.maxUploadBytes);
  app.use(graphql.router);
  app.use("/auth/api", createRestRouter(services, resolvePrincipal, config.maxUploadBytes));
  app.use(createSimulatedCheckoutRouter(services.payments, (orderId) => services.orders.checkoutOrder(orderId)));
  app.use(createContentRouter(services));
  app.use(createNewsletterRouter(services));
  // The documents for machines (issue 25, docs/seo.md): robots.txt, the sitemaps, the blog's and the
  // shop's feeds, the Merchant Center feed; ahead of the storefront's pages (/blog/:id, /shop/:id).
  app.use(createMachineDocsRouter(services, config.publicUrl));
  app.use(createInvoiceRouter(services));
  app.use("/payments", (err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (err instanceof AppError) res.status(err.status).json({ status: false, message: err.message });
    else next(err);
  });
  const pages = new StorefrontPages({
    dist: storefrontDist,
    execute: graphql.execute,
    publicUrl: config.publicUrl,
    siteName: async () => (await services.content.business()).name,
    log: (message, err) => logger.error({ err }, message),
    testMode: config.payments.mode === "simulated",
  });
  // Issue 45: a certificate's signed PDF and its public check (/verify/{code}), ahead of the storefront's pages.
  app.use(createCertificateRouter(services, pages));
  app.use(
    createStaticRouter(
      {
        storefrontDist,
        adminDist: opts.frontEnds?.adminDist ?? path.join(root, "admin/dist"),
        mediaDir: config.mediaDir,
        currentMedia: (hash) => services.media.currentVariants(hash),
      },
      pages,
    ),
  );
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.use(finalErrorHandler((err, message) => logger.error({ err }, message)));

  // Every minute: unpaid orders the provider says are paid are marked paid (reconciliation), then
  // those past their time are cancelled. Each order is claimed by one instance. Then refunds still
  // pending, orders' and payment reviews', are asked about (a timeout left their outcome unknown, or
  // their webhook was lost), each question claimed by one instance.
  // The first sweep starts with the server but is not waited for: it asks the provider about every
  // order of the last three days, and a stalled provider (each request ends only after
  // PROVIDER_TIMEOUT_MS) must not hold the start. A sweep still running when the minute comes is
  // left to finish, not joined by another.
  let sweeping = true;
  let sweep: Promise<unknown> = services.orders
    .sweep()
    .catch((err) => logger.error({ err }, "Order sweep failed"))
    .finally(() => (sweeping = false));
  const expiry = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep = services.orders
      .sweep()
      .catch((err) => logger.error({ err }, "Order sweep failed"))
      .then(() => services.refunds.sweep())
      .catch((err) => logger.error({ err }, "Refund sweep failed"))
      .then(() => services.paymentReviews.sweep())
      .catch((err) => logger.error({ err }, "Payment review refund sweep failed"))
      .then(() => services.newsletter.sweepPending())
      .catch((err) => logger.error({ err }, "Newsletter sweep failed"))
      .then(() => services.searchLog.sweep())
      .catch((err) => logger.error({ err }, "Search log sweep failed"))
      // Audit entries past 400 days: once a day on each instance (issue 47).
      .then(() => services.audit.purge())
      .catch((err) => logger.error({ err }, "Audit log purge failed"))
      // Staff sessions ended or expired long ago (issue 47).
      .then(() => services.auth.purgeSessions())
      .catch((err) => logger.error({ err }, "Session purge failed"))
      .finally(() => (sweeping = false));
  }, 60_000);
  expiry.unref();
  // The webhook outbox is sent by a worker on every instance; a delivery is claimed by one of them.
  services.webhookWorker.start();
  // So is the mail outbox: each mail is claimed and sent by one instance, retried while SMTP is away.
  services.mailWorker.start();
  // And the images' re-encodes when the rights change: one image at a time, each claimed by one instance.
  // The leftover sweep says what it takes away (and what it refuses to) in the application's log.
  services.media.log = logger;
  services.reencodeWorker.bump = () => publicCache.version.bump();
  bumpAfterEditionCounts(ds, services.orderEditions, () => publicCache.bumpSoon());
  services.reencodeWorker.start();

  // Every request is observed (id, log line, metrics, in flight); during a shutdown, one arriving
  // on a kept-alive connection is refused. Cached public answers are sent before express runs;
  // everything else goes through the app.
  const warnIfProxied = proxyWarning(logger, config.trustProxy);
  const server = createServer((req, res) => {
    const id = requests.observe(req, res);
    warnIfProxied(req);
    // The cache's fast path writes the id with its own headers; the other answers carry it from here.
    const toApp = () => {
      res.setHeader("X-Request-Id", id);
      app(req, res);
    };
    // A connection's first request is served even when it arrives during the drain: the connection
    // was accepted before the listener closed (a proxy that opens one per request relies on it).
    const socket = req.socket as SocketWithRequests;
    const reused = socket[SERVED] === true;
    socket[SERVED] = true;
    // …but not on a connection accepted long after the signal: that client is still sending to a stopping instance.
    if (lifecycle.draining && (reused || socket[LATE] === true)) {
      res.setHeader("X-Request-Id", id);
      return lifecycle.refuse(req, res);
    }
    publicCache.serveHit(req, res, toApp, (err) => {
      logger.error({ err }, "Public cache fast path failed");
      if (!res.headersSent) toApp();
    });
  });
  server.on("clientError", answerClientError);
  // Longer than a load balancer's or proxy's idle timeout (60 s is usual): the one in front closes
  // an idle kept-alive connection, never this server under a request it is sending.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, resolve);
  });
  lifecycle.state = "ready";
  const { port } = server.address() as AddressInfo;

  let stopping: Promise<ShutdownReport> | undefined;
  const shutdown = async (graceMs: number): Promise<ShutdownReport> => {
    const began = performance.now();
    /** What is left of the grace, counted from the signal. */
    const graceLeft = () => Math.max(0, graceMs - (performance.now() - began));
    const inFlight = requests.inFlight;
    lifecycle.state = "draining";
    // No new connection. The kept-alive ones stay open for now: a request arriving on one is
    // answered 503 with Connection: close (unambiguous: nothing was done), instead of meeting a
    // connection closed under it. The answers under way close their connections after them.
    // (http.Server#close would also close the idle connections; net.Server's only stops listening.)
    // First the connections the kernel has already accepted for us (a burst just before the signal):
    // closing the listener would reset them, requests and all. Each one's first request is served.
    const backlog = await backlogTaken(server, graceMs / 2);
    if (backlog.limited) logger.warn(backlog, "Shutdown: connections were still coming at half the grace; the listener closed on them");
    net.Server.prototype.close.call(server);
    requests.closeConnectionsAfterAnswers();
    // The workers stop taking work now and finish the item in hand, alongside the drain.
    clearInterval(expiry);
    const workers = Promise.all([services.webhookWorker.stop(), services.mailWorker.stop(), services.reencodeWorker.stop(), services.search.stop(), sweep]);
    const drained = await requests.whenIdle(graceLeft());
    const cut = drained ? 0 : requests.inFlight;
    if (!drained) logger.warn({ cut, graceMs }, "Shutdown grace over: closing the connections of the requests still in flight");
    server.closeAllConnections();
    const left = graceLeft();
    // The searches answered have all been counted (each count is written after its answer) once their writes settle.
    await Promise.race([Promise.all([workers, services.searchLog.settled()]), new Promise((resolve) => setTimeout(resolve, left).unref())]);
    // A delivery still under way when the grace is over: one whose send has begun (a mail handed to
    // SMTP) is waited for and its outcome written, since another instance would send it a second time;
    // one that has not begun has its claim given back while the database is open, so another instance
    // sends it now (its outcome here is not written), not after the claim lapses.
    await Promise.all([services.webhookWorker.release(), services.mailWorker.release(), services.reencodeWorker.release()]).catch((err) =>
      logger.error({ err }, "Giving back the outboxes' claims failed"),
    );
    await graphql.stop();
    await publicCache.version.close();
    await limits.close();
    await ds.destroy();
    const report = { completed: Math.max(0, inFlight - cut), refused: lifecycle.refused, cut, backlog, drainMs: Math.round(performance.now() - began) };
    logger.info(report, "Stopped");
    return report;
  };

  return {
    server,
    url: `http://127.0.0.1:${port}`,
    ds,
    services,
    publicCache,
    generatedAdminPassword,
    logger,
    metrics,
    lifecycle,
    close(graceMs = config.shutdownGraceMs) {
      return (stopping ??= shutdown(graceMs));
    },
  };
}

const SERVED = Symbol("served a request");
const LATE = Symbol("accepted long after the signal");
type SocketWithRequests = net.Socket & { [SERVED]?: true; [LATE]?: true };

/**
 * A connection accepted this long after the signal has its first request refused (503, nothing done)
 * rather than served: it was taken from the queue, never reset, but a client that keeps connecting
 * does not keep the drain busy. The connections queued before the signal are taken within it unless
 * the loop is very busy (one a turn); then they are refused, which the client may retry elsewhere.
 */
const SERVE_ACCEPTED_MS = 5_000;

interface Backlog {
  /** Connections taken after the signal. */
  taken: number;
  ms: number;
  /** The limit closed the listener while connections were still coming. */
  limited: boolean;
}

/**
 * Resolves once the listener has taken every connection waiting in the kernel's queue: right after a
 * turn of the event loop whose poll took none, once none has come for `quietMs`; or after `maxMs`
 * whatever comes (a load balancer keeps sending until its checks see the instance is not ready:
 * docs/deploy's haproxy needs 3 s). `maxMs` is half the grace, not a few seconds: a queue the loop
 * takes one a turn can hold a rush sent before the signal for longer than that (a loaded CI host once
 * reset 6 of 200 buyers whose requests had been sent before the signal, at a limit of 5 s). What it
 * accepts after SERVE_ACCEPTED_MS has its first request refused.
 *
 * The loop shapes this twice over:
 * - The decision is taken right after a poll phase, the one that accepts what the kernel holds
 *   (`setImmediate` runs just after it), never from a timer alone: a loop kept busy by a rush of
 *   checkouts reaches its timers before its poll, and a timer that closed the listener then would
 *   close it on connections still queued, which the kernel resets.
 * - The listener takes one connection per turn of the loop (libuv 1.46, Node 20: 200 queued
 *   connections took 200 turns), and a turn busy with checkouts takes milliseconds: in one loaded
 *   run the first second after the signal took only 37 of the 63 queued, and a limit of 1 s reset
 *   the other 26. A queue that is still being taken is waited for, up to `maxMs`.
 */
function backlogTaken(server: net.Server, maxMs: number, quietMs = 50): Promise<Backlog> {
  const began = performance.now();
  return new Promise((resolve) => {
    let arrivals = 0;
    let over = false;
    let quiet: NodeJS.Timeout;
    const done = (limited: boolean) => {
      if (over) return;
      over = true;
      server.off("connection", arrived);
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve({ taken: arrivals, ms: Math.round(performance.now() - began), limited });
    };
    const afterPoll = (force: boolean) => {
      const before = arrivals;
      // A connection the poll accepted has set a new quiet timer (arrived): wait for it.
      setImmediate(() => (arrivals === before ? done(false) : force ? done(true) : undefined));
    };
    const arrived = (socket: SocketWithRequests) => {
      arrivals++;
      if (performance.now() - began > SERVE_ACCEPTED_MS) socket[LATE] = true;
      clearTimeout(quiet);
      quiet = setTimeout(() => afterPoll(false), quietMs);
    };
    const limit = setTimeout(() => afterPoll(true), maxMs);
    server.on("connection", arrived);
    quiet = setTimeout(() => afterPoll(false), quietMs);
  });
}

/**
 * What is left of a limited edition changes with checkouts, payments, expiries and cancellations
 * (issue 45), some of them writes the cache's middleware does not see (the payment provider's
 * webhooks, the expiry sweep, the REST checkout). A transaction that changed an edition's counts
 * bumps the public cache's version once it has committed — after, so that no read between the bump
 * and the commit keeps the old count under the new version — and only then: other checkouts cost
 * nothing more. The bump is retried, and those of a rush are merged (PublicCache.bumpSoon).
 */
function bumpAfterEditionCounts(ds: DataSource, editions: OrderEditions, bump: () => void): void {
  const owed = new WeakSet<QueryRunner>();
  editions.countsChanged = (em) => {
    if (em.queryRunner) owed.add(em.queryRunner);
  };
  const settle: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }) => {
      // A savepoint released inside a transaction is not its commit (SQLite's nested transactions).
      if (queryRunner.isTransactionActive || !owed.delete(queryRunner)) return;
      bump();
    },
    afterTransactionRollback: ({ queryRunner }) => {
      if (!queryRunner.isTransactionActive) owed.delete(queryRunner);
    },
  };
  ds.subscribers.push(settle);
}

/** A kept /search page's key (this instance's entry of it: PublicCache.forget). */
function isKeptSearchPage(key: string): boolean {
  return /^GET (?:\/ta)?\/search\/?(?:\?|$)/.test(key);
}

/**
 * The query of a kept /search page's key ("GET /search?q=…", or /ta/search) that the search log counts:
 * a first page with no filter in the relevance order, as the search service counts it (search.service.ts);
 * null for any other.
 */
export function keptSearchQuery(key: string): string | null {
  const match = /^GET (?:\/ta)?\/search\/?\?(.*)$/.exec(key);
  if (!match) return null;
  const params = new URLSearchParams(match[1]);
  // The key holds the parameters as the page reads them (public-reads.ts): any of these is a refinement.
  if (["category", "size", "location", "price", "sort"].some((p) => params.has(p))) return null;
  return params.get("q");
}
