/** The integrations domain's part of the application's services (the webhooks, their outbox worker and the API keys), as `ctx.services` and the REST shims see it. */
import type { ApiKeyService } from "./api-key.service.js";
import type { WebhookWorker } from "./webhook-worker.js";
import type { WebhookService } from "./webhooks.service.js";

declare module "../core/context.js" {
  interface Services {
    webhooks: WebhookService;
    webhookWorker: WebhookWorker;
    apiKeys: ApiKeyService;
  }
}
