/**
 * Sends the webhook outbox. A delivery is claimed with a conditional update (one sender, however
 * many instances run), POSTed signed by the Standard Webhooks scheme — webhook-id (the event's id,
 * the same on every retry), webhook-timestamp, webhook-signature v1,<base64 HMAC-SHA256 of
 * "<id>.<timestamp>.<body>"> — with a 10 s timeout, to an address checked again at connect time.
 * A 2xx ends it; anything else is retried with growing delays for 24 hours, then it fails. A claim
 * is renewed while its POST runs and lapses a minute after its last renewal, so a delivery whose
 * sender died is taken up again (outbox-worker.ts).
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Webhook } from "standardwebhooks";
import type { DataSource } from "typeorm";
import { OutboxWorker, type Claim, type Outcome } from "../core/outbox-worker.js";
import { guardedLookup } from "./safe-address.js";
import { WebhookDelivery, WebhookEndpoint } from "./webhook.entities.js";

const TIMEOUT_MS = 10_000;
const CLAIM_MS = 60_000;
const GIVE_UP_AFTER_MS = 24 * 3600_000;
/** After attempt n (1-based) the next is tried this much later: 10 s, 1 min, 5 min, 30 min, 1 h, then every 3 h. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 3_600_000, 10_800_000];
const POLL_MS = 2_000;

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
    // The deliveries of a pass go at once: one slow endpoint does not hold the others back.
    super(ds, WebhookDelivery, {
      name: "Webhook",
      pollMs: POLL_MS,
      claimMs: CLAIM_MS,
      batch: 20,
      oneAtATime: false,
      doneStatus: "succeeded",
      retryDelaysMs: RETRY_DELAYS_MS,
      giveUpAfterMs: GIVE_UP_AFTER_MS,
    });
  }

  protected async deliver(claim: Claim): Promise<Outcome> {
    const delivery = await this.ds.getRepository(WebhookDelivery).findOneByOrFail({ id: claim.id });
    const endpoint = await this.ds.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    if (!endpoint) return { kind: "failed", error: "The endpoint was deleted", permanent: true, columns: this.errorColumns("The endpoint was deleted", claim) };
    const attempt = await this.post(endpoint, delivery);
    const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
    const columns = { lastAttemptAt: claim.at, lastStatusCode: attempt.statusCode, lastResponse: attempt.response.slice(0, 500) };
    return ok ? { kind: "delivered", columns } : { kind: "failed", error: `${attempt.statusCode ?? "no answer"}: ${attempt.response.slice(0, 200)}`, columns };
  }

  protected errorColumns(error: string, claim: Claim): Record<string, unknown> {
    return { lastAttemptAt: claim.at, lastStatusCode: null, lastResponse: error.slice(0, 500) };
  }

  /** One POST: the endpoint's status and the start of its answer, or why it could not be reached. */
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
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (c: Buffer) => {
            if (size < 2_000) chunks.push(c);
            size += c.length;
          });
          res.on("end", () => resolve({ statusCode: res.statusCode ?? null, response: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", (err) => resolve({ statusCode: res.statusCode ?? null, response: err.message }));
        },
      );
      req.on("timeout", () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
      req.on("error", (err) => resolve({ statusCode: null, response: err.message }));
      req.end(body);
    });
  }
}
