/**
 * Webhooks (DESIGN.md "Integrations"): endpoints registered by the owner, and the outbox — `emit`
 * writes one delivery per subscribed endpoint inside the transaction of the change that caused it,
 * so an event is sent if and only if its change committed. The worker (webhook-worker.ts) sends them.
 */
import type { EventSink } from "../core/events.js";
import { idOf } from "../core/ids.js";
import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { applyList, type ListParams } from "../core/list.js";
import { badInput, conflict, notFound } from "../core/errors.js";
import { checkEndpointUrl } from "./safe-address.js";
import { WEBHOOK_EVENTS, type WebhookEvent } from "./events.js";
import { WebhookDelivery, WebhookEndpoint } from "./webhook.entities.js";

export { WEBHOOK_EVENTS, WEBHOOK_EVENT_DESCRIPTIONS, type WebhookEvent } from "./events.js";

export interface DeliveryFilter {
  q?: string | null;
  ids?: readonly (string | number)[] | null;
  status?: string | null;
  endpointId?: string | number | null;
}

const endpointShape = { alias: "e", sortable: { id: "e.id", url: "e.url", createdAt: "e.createdAt" }, defaultSort: "id", search: ["e.url"] };
const deliveryShape = {
  alias: "d",
  sortable: { id: "d.id", createdAt: "d.createdAt", status: "d.status", type: "d.type" },
  defaultSort: "id",
  search: ["d.type", "d.eventId"],
};

/** The kernel's EventSink of every domain: the events integrators may subscribe to. */
export class WebhookService implements EventSink<WebhookEvent> {
  /** Called after a commit that wrote deliveries, so they go out at once rather than at the next poll. */
  onQueued: () => void = () => {};

  constructor(
    private readonly ds: DataSource,
    private readonly allowPrivate: boolean,
  ) {}

  async createEndpoint(urlText: string, eventList: readonly string[]): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const url = await checkEndpointUrl(urlText, this.allowPrivate);
    const events = [...new Set((eventList ?? []).map((e) => String(e).trim()))];
    if (!events.length) throw badInput("Choose at least one event", { field: "events" });
    const unknown = events.find((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
    if (unknown) throw badInput(`Unknown event "${unknown}". Use any of: ${WEBHOOK_EVENTS.join(", ")}`, { field: "events" });
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const repo = this.ds.getRepository(WebhookEndpoint);
    const endpoint = await repo.save(repo.create({ url: url.href, events, secret }));
    return { endpoint, secret };
  }

  async deleteEndpoint(id: number): Promise<WebhookEndpoint> {
    const repo = this.ds.getRepository(WebhookEndpoint);
    const endpoint = await repo.findOneBy({ id });
    if (!endpoint) throw notFound("Webhook endpoint not found");
    await repo.delete({ id });
    return { ...endpoint, id };
  }

  listEndpoints(params: ListParams<{ q?: string | null; ids?: readonly (string | number)[] | null }>): Promise<WebhookEndpoint[]> {
    return applyList(this.ds.getRepository(WebhookEndpoint).createQueryBuilder("e"), endpointShape, params, true).getMany();
  }

  countEndpoints(params: ListParams<{ q?: string | null; ids?: readonly (string | number)[] | null }>): Promise<number> {
    return applyList(this.ds.getRepository(WebhookEndpoint).createQueryBuilder("e"), endpointShape, params, false).getCount();
  }

  getEndpoint(id: number): Promise<WebhookEndpoint | null> {
    return this.ds.getRepository(WebhookEndpoint).findOneBy({ id });
  }

  private deliveries(params: ListParams<DeliveryFilter>, paginate: boolean) {
    const { status, endpointId, ...rest } = params.filter ?? {};
    const qb = this.ds.getRepository(WebhookDelivery).createQueryBuilder("d");
    if (status) qb.andWhere("d.status = :status", { status });
    if (endpointId) qb.andWhere("d.endpointId = :endpointId", { endpointId: idOf(endpointId) });
    return applyList(qb, deliveryShape, { sortOrder: "DESC", ...params, filter: rest }, paginate);
  }

  listDeliveries(params: ListParams<DeliveryFilter>): Promise<WebhookDelivery[]> {
    return this.deliveries(params, true).getMany();
  }

  countDeliveries(params: ListParams<DeliveryFilter>): Promise<number> {
    return this.deliveries(params, false).getCount();
  }

  getDelivery(id: number): Promise<WebhookDelivery | null> {
    return this.ds.getRepository(WebhookDelivery).findOneBy({ id });
  }

  /**
   * Sends a delivery again (the owner asks): it is pending from now, whatever it was — unless a worker
   * is sending it right now (claimed, the claim not lapsed): that one is left alone (CONFLICT), so it
   * is not sent twice at once and its outcome still lands.
   */
  async redeliver(id: number): Promise<WebhookDelivery> {
    const repo = this.ds.getRepository(WebhookDelivery);
    if (!(await repo.findOneBy({ id }))) throw notFound("Webhook delivery not found");
    const now = new Date();
    const queued = await repo
      .createQueryBuilder()
      .update()
      .set({ status: "pending", nextAttemptAt: now, lockedUntil: null, claimToken: null })
      .where("id = :id AND (lockedUntil IS NULL OR lockedUntil < :now)", { id, now })
      .execute();
    if (queued.affected !== 1) throw conflict("This delivery is being sent right now; redeliver it once this attempt is over");
    this.onQueued();
    return repo.findOneByOrFail({ id });
  }

  /**
   * The outbox: one delivery of `type` per endpoint that wants it, written with `em` — inside the
   * caller's transaction. The body is fixed now: { type, timestamp, data }.
   */
  async emit(em: EntityManager, type: WebhookEvent, data: unknown): Promise<void> {
    const endpoints = (await em.getRepository(WebhookEndpoint).find({ select: { id: true, events: true } })).filter((e) => e.events.includes(type));
    if (!endpoints.length) return;
    const eventId = `msg_${randomBytes(16).toString("base64url")}`;
    const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
    await em
      .getRepository(WebhookDelivery)
      .insert(endpoints.map((e) => ({ endpointId: e.id, eventId, type, body, status: "pending" as const, attempts: 0, nextAttemptAt: new Date() })));
    // The caller's transaction commits first; then the worker is woken.
    setImmediate(() => this.onQueued());
  }
}
