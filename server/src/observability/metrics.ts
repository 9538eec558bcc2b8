/**
 * /metrics in Prometheus's text format (prom-client, one registry per running app): request
 * durations by route and status, GraphQL operation durations, the database pool, the backlog of
 * each outbox (a count query run at scrape time), orders paid and payment failures, and the
 * process's own figures. Only the machine itself may read it, or a caller with
 * `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets the app's ordinary 404.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";

/** Why a payment failed: the provider declined it (its payment.failed), or no payment order could be created. */
export type PaymentFailure = "declined" | "provider_error";

/** The payment counters, as the orders count them (orders/order-metrics.ts maps an order's move to them). */
export interface PaymentCounters {
  paid(): void;
  paymentFailed(reason: PaymentFailure): void;
}

/** What an outbox reports at scrape time: how many items wait, and since when the oldest waits. */
export interface OutboxProbe {
  /** The outbox's label value: `webhooks`, `mail`, … */
  name: string;
  backlog(): Promise<{ pending: number; oldest: Date | null }>;
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape never waits longer than this for the database (an outbox whose count is late is left out). */
const PROBE_TIMEOUT_MS = 1000;

export class Metrics implements PaymentCounters {
  readonly registry = new Registry();
  private readonly outboxes: OutboxProbe[] = [];

  readonly httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route pattern and status.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: "graphql_operation_duration_seconds",
    help: "Time to answer a GraphQL request, by operation name and type (query, mutation).",
    labelNames: ["operation", "type"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly ordersPaid = new Counter({
    name: "orders_paid_total",
    help: "Orders marked paid by this instance (a verified signature or a signed webhook).",
    registers: [this.registry],
  });

  readonly paymentFailures = new Counter({
    name: "payment_failures_total",
    help: "Payments that failed, by reason: declined (the provider's payment.failed), provider_error (no payment order could be created).",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  constructor(
    ds: DataSource,
    /** The requests being answered right now (the request observer's count). */
    inFlight: () => number,
  ) {
    collectDefaultMetrics({ register: this.registry });
    // Both reasons are present from the start, at 0, so that a rate over them is defined.
    this.paymentFailures.inc({ reason: "declined" }, 0);
    this.paymentFailures.inc({ reason: "provider_error" }, 0);

    new Gauge({
      name: "http_requests_in_flight",
      help: "Requests being answered now.",
      registers: [this.registry],
      collect() {
        this.set(inFlight());
      },
    });

    const pool = poolOf(ds);
    new Gauge({
      name: "db_pool_connections",
      help: "Database connections by state: in_use, idle, and max (the pool's limit).",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        const now = pool();
        this.set({ state: "in_use" }, now.inUse);
        this.set({ state: "idle" }, now.idle);
        this.set({ state: "max" }, now.max);
      },
    });
    new Gauge({
      name: "db_pool_waiting",
      help: "Queries waiting for a free database connection.",
      registers: [this.registry],
      collect() {
        this.set(pool().waiting);
      },
    });

    const outboxes = this.outboxes;
    /** Each outbox's backlog, read afresh; one that fails or is late is left out of this scrape. */
    const backlogs = () =>
      Promise.all(
        outboxes.map((probe) =>
          Promise.race([probe.backlog(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), PROBE_TIMEOUT_MS).unref())]).then(
            (backlog) => ({ name: probe.name, ...backlog }),
            () => null,
          ),
        ),
      );
    new Gauge({
      name: "outbox_backlog",
      help: "Items waiting in an outbox (webhook deliveries, mails) to be sent or retried.",
      labelNames: ["outbox"] as const,
      registers: [this.registry],
      async collect() {
        const found = await backlogs();
        this.reset();
        for (const one of found) if (one) this.set({ outbox: one.name }, one.pending);
      },
    });
    new Gauge({
      name: "outbox_oldest_age_seconds",
      help: "How long the oldest waiting item of an outbox has waited (0 when none waits).",
      labelNames: ["outbox"] as const,
      registers: [this.registry],
      async collect() {
        const found = await backlogs();
        this.reset();
        for (const one of found) if (one) this.set({ outbox: one.name }, one.oldest ? Math.max(0, (Date.now() - one.oldest.getTime()) / 1000) : 0);
      },
    });
  }

  /** Adds an outbox to the backlog gauges (the mail outbox, the webhook deliveries, …). */
  addOutbox(probe: OutboxProbe): void {
    this.outboxes.push(probe);
  }

  /** Counts an order paid (a verified signature or a signed webhook). */
  readonly paid = (): void => {
    this.ordersPaid.inc();
  };

  /** Counts a failed payment, by its reason. */
  readonly paymentFailed = (reason: PaymentFailure): void => {
    this.paymentFailures.inc({ reason });
  };

  /**
   * GET /metrics: the text format to the machine itself or a bearer of METRICS_TOKEN; anyone else
   * passes on (`next`) to what answers a path that does not exist, so nothing tells them it is here.
   */
  handler(token: string | undefined) {
    const expected = token ? digest(token) : null;
    return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const allowed = bearer ? !!expected && timingSafeEqual(digest(bearer), expected) : isLocalCaller(req);
      if (!allowed) return next();
      // prom-client spells a not-a-number 'Nan' (the event-loop lag's mean, when two scrapes come
      // within one sampling interval); the text format's spelling is 'NaN', which strict parsers need.
      const body = (await this.registry.metrics()).replace(/ Nan$/gm, " NaN");
      res.writeHead(200, { "content-type": this.registry.contentType, "cache-control": "no-store" }).end(body);
    };
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * A caller on this machine, talking to the app directly: a loopback address and no proxy header.
 * A request relayed by a proxy on the same machine (nginx, haproxy) carries X-Forwarded-For and is
 * therefore not local, whatever address it comes from.
 */
export function isLocalCaller(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? "";
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  return loopback && !req.headers["x-forwarded-for"] && !req.headers.forwarded && !req.headers["x-real-ip"];
}

interface PoolFigures {
  inUse: number;
  idle: number;
  max: number;
  waiting: number;
}

/**
 * The pool's figures, read from the driver: mysql2's pool keeps its connections, free list and
 * queue in fields of its own (no public accessor), which are read defensively; SQLite is one
 * connection, in use while a transaction is open.
 */
function poolOf(ds: DataSource): () => PoolFigures {
  return () => {
    const driver = ds.driver as unknown as {
      pool?: {
        _allConnections?: { length: number };
        _freeConnections?: { length: number };
        _connectionQueue?: { length: number };
        config?: { connectionLimit?: number };
      };
      databaseConnection?: { inTransaction?: boolean; open?: boolean };
    };
    const pool = driver.pool;
    if (pool) {
      const all = pool._allConnections?.length ?? 0;
      const idle = pool._freeConnections?.length ?? 0;
      return { inUse: all - idle, idle, max: pool.config?.connectionLimit ?? 0, waiting: pool._connectionQueue?.length ?? 0 };
    }
    const db = driver.databaseConnection;
    const inUse = db?.inTransaction ? 1 : 0;
    return { inUse, idle: db?.open ? 1 - inUse : 0, max: 1, waiting: 0 };
  };
}

/**
 * An outbox kept as a table whose waiting rows have status 'pending' (the mail outbox, the webhook
 * deliveries): its backlog counted, and its oldest row found, in one query at scrape time.
 */
export function tableOutbox(ds: DataSource, name: string, table: EntityTarget<ObjectLiteral>): OutboxProbe {
  return {
    name,
    async backlog() {
      const row = await ds
        .getRepository(table)
        .createQueryBuilder("o")
        .select("COUNT(*)", "pending")
        .addSelect("MIN(o.createdAt)", "oldest")
        .where("o.status = :pending", { pending: "pending" })
        .getRawOne<{ pending: number | string; oldest: string | Date | null }>();
      return { pending: Number(row?.pending ?? 0), oldest: row?.oldest ? asDate(row.oldest) : null };
    },
  };
}

/** A DATETIME from a raw row: a Date on MySQL, text in UTC on SQLite. */
function asDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(/[zZ+]/.test(value) ? value : `${value.replace(" ", "T")}Z`);
}
