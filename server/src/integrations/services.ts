/** The integrations domain's part of the application's services (the webhooks, their outbox worker and the API keys), as `ctx.services` and the REST shims see it. */
import type { ApiKeyService } from "./api-key.service.js";
import type { WebhookWorker } from "./webhook-worker.js";
import type { WebhookService } from "./webhooks.service.js";
import type { BillingFloor } from "../billing/services.js";

/** The integrations domain's own services. */
export interface IntegrationsPart {
  webhooks: WebhookService;
  webhookWorker: WebhookWorker;
  apiKeys: ApiKeyService;
}

/** What integrations' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type IntegrationsFloor = IntegrationsPart & BillingFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends IntegrationsPart {}
}
