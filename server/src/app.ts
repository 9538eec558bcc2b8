/**
 * Assembles the whole server from a config: database and migrations, first admin, seed, services,
 * and the express app with every route of the run contract. Used by main.ts and by the tests.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { DataSource } from "typeorm";
import type { AppConfig } from "./config/config.js";
import { openSharedLimits } from "./core/rate-limit.js";
import { createServices, type Services } from "./core/services.js";
import { openDatabase } from "./db/data-source.js";
import { seed } from "./db/seed.js";
import { createGraphQLRouter } from "./graphql/apollo.js";
import { createRestRouter } from "./http/rest.js";
import { StorefrontPages } from "./http/pages.js";
import { createStaticRouter, type StaticDirs } from "./http/static.js";
import { AppError } from "./http/errors.js";
import { answerClientError } from "./http/client-errors.js";
import { createContentRouter } from "./content/content.rest.js";
import { createInvoiceRouter } from "./billing/invoice.rest.js";
import { createSimulatedCheckoutRouter } from "./payments/simulated-checkout.js";
import { openCacheVersion } from "./cache/cache-version.js";
import { PublicCache } from "./cache/public-cache.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface RunningApp {
  server: Server;
  url: string;
  ds: DataSource;
  services: Services;
  /** Ready-to-send public answers, invalidated by every write that may change them. */
  publicCache: PublicCache;
  /** The password generated for the first admin, when none was configured. */
  generatedAdminPassword?: string;
  close(): Promise<void>;
}

export interface StartOptions {
  log?: (msg: string) => void;
  /** Where the built front ends are (tests point these elsewhere). */
  frontEnds?: Pick<StaticDirs, "storefrontDist" | "adminDist">;
}

export async function startApp(config: AppConfig, opts: StartOptions = {}): Promise<RunningApp> {
  const log = opts.log ?? (() => {});
  const ds = await openDatabase({ dialect: config.dialect, sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl });
  let ready = false;
  const limits = await openSharedLimits(ds, config.redisUrl);
  const services = createServices(ds, config, limits);
  const generatedAdminPassword = await services.auth.ensureFirstAdmin(config.admin.username, config.admin.password);
  await seed(ds, services, { demo: config.seedDemo, log });

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);
  // Razorpay's live checkout runs its script and an iframe from its own hosts.
  const razorpay = config.payments.mode === "live" ? ["https://checkout.razorpay.com", "https://api.razorpay.com"] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", ...razorpay],
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
  const publicCache = new PublicCache(await openCacheVersion(ds, config.redisUrl));
  app.use(publicCache.writes());
  app.use(publicCache.reads());
  app.get("/healthz", (_req, res) => {
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "starting", database: config.dialect });
  });

  const graphql = await createGraphQLRouter(services, config.maxUploadBytes);
  app.use(graphql.router);
  app.use("/auth/api", createRestRouter(services, config.maxUploadBytes));
  app.use(createSimulatedCheckoutRouter(services));
  app.use(createContentRouter(services));
  app.use(createInvoiceRouter(services));
  app.use("/payments", (err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err instanceof AppError) res.status(err.status).json({ status: false, message: err.message });
    else res.status(500).json({ status: false, message: "Internal server error" });
  });
  const storefrontDist = opts.frontEnds?.storefrontDist ?? path.join(root, "storefront/dist");
  const pages = new StorefrontPages({
    dist: storefrontDist,
    execute: graphql.execute,
    publicUrl: config.publicUrl,
    siteName: async () => (await services.content.business()).name,
    log: (message, err) => console.error(`${message}:`, err),
  });
  app.use(
    createStaticRouter(
      { storefrontDist, adminDist: opts.frontEnds?.adminDist ?? path.join(root, "admin/dist"), mediaDir: config.mediaDir },
      pages,
    ),
  );
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  // Every minute: unpaid orders the provider says are paid are marked paid (reconciliation), then
  // those past their time are cancelled. Each order is claimed by one instance.
  await services.orders.sweep();
  const expiry = setInterval(() => void services.orders.sweep().catch((err) => console.error("Order sweep failed:", err)), 60_000);
  expiry.unref();
  // The webhook outbox is sent by a worker on every instance; a delivery is claimed by one of them.
  services.webhookWorker.start();
  // So is the mail outbox: each mail is claimed and sent by one instance, retried while SMTP is away.
  services.mailWorker.start();

  // Cached public answers are sent before express runs; everything else goes through the app.
  const server = createServer((req, res) => {
    publicCache.serveHit(req, res).then(
      (answered) => answered || app(req, res),
      (err) => {
        console.error("Public cache fast path failed:", err);
        if (!res.headersSent) app(req, res);
      },
    );
  });
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, resolve);
  });
  ready = true;
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    ds,
    services,
    publicCache,
    generatedAdminPassword,
    async close() {
      ready = false;
      clearInterval(expiry);
      await services.webhookWorker.stop();
      await services.mailWorker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await graphql.stop();
      await publicCache.version.close();
      await limits.close();
      await ds.destroy();
    },
  };
}
