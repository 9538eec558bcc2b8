/**
 * Sends the webhook outbox. A delivery is claimed with a conditional update (one sender, however
 * many instances run), POSTed signed by the Standard Webhooks scheme — webhook-id (the event's id,
 * the same on every retry), webhook-timestamp, webhook-signature v1,<base64 HMAC-SHA256 of
 * "<id>.<timestamp>.<body>"> — to an address checked again at connect time. Each attempt has a total
 * deadline of 10 s (connect included) and reads at most 4 KB of the answer, keeping 2 KB. A 2xx ends
 * it; 410 Gone fails it at once; anything else is retried with growing delays for 24 hours, then it
 * fails. A claim is renewed while its POST runs and lapses a minute after its last renewal, so a
 * delivery whose sender died is taken up again (outbox-worker.ts).
 *
 * No endpoint holds the others: a pass takes the due rows round-robin by endpoint (at most
 * PER_ENDPOINT of one endpoint) and waits at most PASS_WAIT_MS for its sends; those still running go
 * on (each ends by its deadline) with their rows claimed, and the next pass starts.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Webhook } from "standardwebhooks";
import type { DataSource } from "typeorm";
import { OutboxWorker, type Claim, type Outcome } from "../core/outbox-worker.js";
import { guardedLookup } from "./safe-address.js";
import { WebhookDelivery, WebhookEndpoint } from "./webhook.entities.js";

/** An attempt ends this long after it starts, whatever the endpoint does (a drip, an endless answer). */
const TIMEOUT_MS = 10_000;
/** The start of an answer kept for lastResponse, and how much is read at most before the connection is closed. */
const KEEP_BYTES = 2_048;
const READ_AT_MOST_BYTES = 4_096;
const CLAIM_MS = 60_000;
const GIVE_UP_AFTER_MS = 24 * 3600_000;
/** After attempt n (1-based) the next is tried this much later: 10 s, 1 min, 5 min, 30 min, 1 h, then every 3 h. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 3_600_000, 10_800_000];
const POLL_MS = 2_000;
const BATCH = 20;
/** Rows of one endpoint taken in a pass, at most. */
const PER_ENDPOINT = 4;
/** How long a pass waits for its sends before the next one may start. */
const PASS_WAIT_MS = 2_000;

export interface Attempt {
  statusCode: number | null;
  response: string;
}

/** The three headers of a delivery, signed with the endpoint's whsec_ secret. */
export function signDelivery(secret: string, eventId: string, body: string, at = new Date()): Record<string, string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, at, body),
  };
}

export class WebhookWorker extends OutboxWorker {
  constructor(
    ds: DataSource,
    private readonly allowPrivate: boolean,
  ) {
    // The deliveries of a pass go at once, and the pass waits a bounded time: one slow endpoint does not hold the others back.
    super(ds, WebhookDelivery, {
      name: "Webhook",
      pollMs: POLL_MS,
      claimMs: CLAIM_MS,
      batch: BATCH,
      oneAtATime: false,
      passWaitMs: PASS_WAIT_MS,
      doneStatus: "succeeded",
      retryDelaysMs: RETRY_DELAYS_MS,
      giveUpAfterMs: GIVE_UP_AFTER_MS,
    });
  }

  /** Where the last pass's round stopped: the next one starts with the endpoint after it. */
  private cursor = 0;

  /**
   * The due rows round-robin by endpoint: the oldest due row of each endpoint, then the second of
   * each, and so on, at most PER_ENDPOINT of one endpoint, so a backlog of one endpoint does not fill
   * the pass; when more endpoints have due rows than a pass takes, the next pass goes on from where
   * this one stopped. One statement of index look-ups (status, endpointId, nextAttemptAt): the
   * endpoints with pending rows, and the first few due rows of each, never a scan of the backlog.
   */
  protected override async due(now: Date): Promise<number[]> {
    const turns = Array.from(
      { length: PER_ENDPOINT },
      (_, k) =>
        `(SELECT x.id FROM webhook_deliveries x
          WHERE x.status = :pending AND x.endpointId = e.endpointId AND x.nextAttemptAt <= :now AND (x.lockedUntil IS NULL OR x.lockedUntil < :now)
          ORDER BY x.nextAttemptAt, x.id LIMIT 1 OFFSET ${k}) AS t${k}`,
    );
    const [sql, params] = this.ds.driver.escapeQueryWithParameters(
      `SELECT e.endpointId, ${turns.join(", ")} FROM (SELECT DISTINCT endpointId FROM webhook_deliveries WHERE status = :pending) e ORDER BY e.endpointId`,
      { pending: "pending", now },
    );
    const rows = await this.ds.query<Record<string, number | string | null>[]>(sql, params);
    const after = rows.filter((r) => Number(r.endpointId) > this.cursor);
    const round = [...after, ...rows.slice(0, rows.length - after.length)];
    const ids: number[] = [];
    for (let k = 0; k < PER_ENDPOINT; k++)
      for (const row of round) {
        if (ids.length === BATCH) return ids;
        if (row[`t${k}`] === null) continue;
        ids.push(Number(row[`t${k}`]));
        if (k === 0) this.cursor = Number(row.endpointId);
      }
    return ids;
  }

  protected async deliver(claim: Claim): Promise<Outcome> {
    const delivery = await this.ds.getRepository(WebhookDelivery).findOneByOrFail({ id: claim.id });
    const endpoint = await this.ds.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    if (!endpoint) return { kind: "failed", error: "The endpoint was deleted", permanent: true, columns: this.errorColumns("The endpoint was deleted", claim) };
    // Given back at shutdown before it went: not posted here (another instance posts it).
    if (!this.beginSend(claim)) return { kind: "postponed", until: claim.at };
    const attempt = await this.post(endpoint, delivery);
    const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
    // 410 Gone: the integrator removed the hook; retrying for a day would only knock on a closed door.
    const gone = attempt.statusCode === 410;
    const said = gone
      ? `410 Gone: the endpoint is gone for good, not retried.${attempt.response ? ` It answered: ${attempt.response}` : ""}`
      : attempt.response;
    const columns = { lastAttemptAt: claim.at, lastStatusCode: attempt.statusCode, lastResponse: said.slice(0, 500) };
    if (ok) return { kind: "delivered", columns };
    return { kind: "failed", error: `${attempt.statusCode ?? "no answer"}: ${said.slice(0, 200)}`, permanent: gone, columns };
  }

  protected errorColumns(error: string, claim: Claim): Record<string, unknown> {
    return { lastAttemptAt: claim.at, lastStatusCode: null, lastResponse: error.slice(0, 500) };
  }

  /**
   * One POST: the endpoint's status and the start of its answer, or why it could not be reached. It
   * ends within TIMEOUT_MS of its start (connect included) and reads at most READ_AT_MOST_BYTES.
   */
  post(endpoint: Pick<WebhookEndpoint, "url" | "secret">, delivery: Pick<WebhookDelivery, "eventId" | "body">): Promise<Attempt> {
    return new Promise((resolve) => {
      let url: URL;
      try {
        url = new URL(endpoint.url);
      } catch {
        return resolve({ statusCode: null, response: "Invalid endpoint URL" });
      }
      const body = Buffer.from(delivery.body);
      const send = url.protocol === "https:" ? httpsRequest : httpRequest;
      if (url.protocol !== "https:" && !this.allowPrivate) return resolve({ statusCode: null, response: "Refused: webhook endpoints must use https" });
      let done = false;
      const finish = (attempt: Attempt) => {
        if (done) return;
        done = true;
        clearTimeout(deadline);
        resolve(attempt);
      };
      const req = send(
        url,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": body.length,
            "user-agent": "ChennaiWildlifePrints-Webhooks/1",
            ...signDelivery(endpoint.secret, delivery.eventId, delivery.body),
          },
          lookup: guardedLookup(this.allowPrivate),
        },
        (res) => {
          const kept: Buffer[] = [];
          let keptBytes = 0;
          let read = 0;
          const answer = (): Attempt => ({ statusCode: res.statusCode ?? null, response: Buffer.concat(kept).toString("utf8") });
          res.on("data", (c: Buffer) => {
            if (keptBytes < KEEP_BYTES) {
              const part = c.subarray(0, KEEP_BYTES - keptBytes);
              kept.push(part);
              keptBytes += part.length;
            }
            read += c.length;
            // Enough is known (the status and the start of the answer): the rest is not read.
            if (read >= READ_AT_MOST_BYTES) {
              finish(answer());
              req.destroy();
            }
          });
          res.on("end", () => finish(answer()));
          res.on("error", (err) => finish({ statusCode: res.statusCode ?? null, response: err.message }));
        },
      );
      // A total deadline: the socket's idle timeout would let a byte every 9 s hold the attempt forever.
      const deadline = setTimeout(() => {
        finish({ statusCode: null, response: `No complete answer within ${TIMEOUT_MS / 1000} s` });
        req.destroy();
      }, TIMEOUT_MS);
      req.on("error", (err) => finish({ statusCode: null, response: err.message }));
      req.end(body);
    });
  }
}
