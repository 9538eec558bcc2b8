/**
 * How a domain tells integrators that something happened: `emit(em, type, data)` inside the
 * transaction of the change (the webhook outbox). Services take this narrow interface, so they do
 * not depend on how webhooks are sent; without integrations it does nothing.
 */
import type { EntityManager } from "typeorm";
import type { WebhookEvent } from "./webhooks.service.js";

export interface EventSink {
  emit(em: EntityManager, type: WebhookEvent, data: unknown): Promise<void>;
}

export const NO_EVENTS: EventSink = { emit: async () => {} };
