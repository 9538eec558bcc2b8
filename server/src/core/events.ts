/**
 * How a domain tells integrators that something happened: `emit(em, type, data)` inside the
 * transaction of the change (the webhook outbox). Services take this narrow interface, so they do
 * not depend on how webhooks are sent; without integrations it does nothing. integrations'
 * WebhookService implements it, and the composition root (app/services.ts) passes it in.
 *
 * `Name` is the event names a service emits, declared by that service (`EventSink<"blog.comment_posted">`):
 * each call of `emit` is checked against them, and since `emit` is a function property (checked
 * contravariantly), the root can pass the webhooks only to a service whose names are all among the
 * events integrations delivers (its `WebhookEvent`). So the kernel names no domain's event, and a
 * misspelt event still fails to compile, as it did when every sink was typed by `WebhookEvent`.
 */
import type { EntityManager } from "typeorm";

export interface EventSink<Name extends string = string> {
  emit: (em: EntityManager, type: Name, data: unknown) => Promise<void>;
}

/** The sink of a service built without integrations (tests, tools): every event is dropped. */
export const NO_EVENTS: EventSink = { emit: async () => {} };
