/**
 * GraphQL of the Integrations screen: API keys (created with their scopes and shown once, listed,
 * revoked) and, in webhooks.resolver.ts, the webhook endpoints. The owner's alone: no key reaches
 * them, whatever its scopes.
 */
import { idOf } from "../core/ids.js";
import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { SCOPE_DESCRIPTIONS, SCOPES } from "../core/scopes.js";
import { createCrudResolver } from "../graphql/crud.js";
import { ApiKey } from "./api-key.entity.js";
import { WebhookDelivery, WebhookEndpoint } from "./webhook.entities.js";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS } from "./webhooks.service.js";
import type { IntegrationsFloor } from "./services.js";

@InputType({ description: "Filter of the list of API keys." })
class ApiKeyFilter extends BaseFilter {}

@ObjectType({ description: "A key just created: the key itself is shown this once and never again." })
class NewApiKey {
  @Field(() => ID, { description: "Identifier of the key." }) id: number;
  @Field(() => String, { description: "The key, to send as Authorization: Bearer <key>. Store it now: only its hash is kept." }) key: string;
  @Field(() => ApiKey, { description: "The key's record as the list shows it." }) apiKey: ApiKey;
}

@ObjectType({ description: "A scope an API key can be given." })
class ApiScope {
  @Field(() => String, { description: "Its name, e.g. orders:read." }) name: string;
  @Field(() => String, { description: "What it allows." }) description: string;
}

@InputType({ description: "Filter of the list of webhook endpoints." })
class WebhookEndpointFilter extends BaseFilter {}

@InputType({ description: "Filter of the list of webhook deliveries." })
class WebhookDeliveryFilter extends BaseFilter {
  @Field(() => String, { nullable: true, description: "pending, succeeded or failed." }) status?: string | null;
  @Field(() => ID, { nullable: true, description: "Only the deliveries to this endpoint." }) endpointId?: string | null;
}

@ObjectType({ description: "An endpoint just registered: its signing secret is shown this once." })
class NewWebhookEndpoint {
  @Field(() => ID, { description: "Identifier of the endpoint." }) id: number;
  @Field(() => String, { description: "The signing secret (whsec_<base64>), for the standardwebhooks package or any Svix library." }) secret: string;
  @Field(() => WebhookEndpoint, { description: "The endpoint as the list shows it." }) endpoint: WebhookEndpoint;
}

@ObjectType({ description: "An event a webhook endpoint can receive." })
class WebhookEventType {
  @Field(() => String, { description: "Its name, e.g. order.paid." }) name: string;
  @Field(() => String, { description: "When it is sent and what its data is." }) description: string;
}

export const WebhookEndpointCrudResolver = createCrudResolver<IntegrationsFloor, WebhookEndpoint>({
  type: WebhookEndpoint,
  name: "WebhookEndpoint",
  plural: "WebhookEndpoints",
  filter: WebhookEndpointFilter,
  operations: {
    list: (ctx, p) => ctx.services.webhooks.listEndpoints(p),
    count: (ctx, p) => ctx.services.webhooks.countEndpoints(p),
    get: (ctx, id) => ctx.services.webhooks.getEndpoint(id),
  },
});

export const WebhookDeliveryCrudResolver = createCrudResolver<IntegrationsFloor, WebhookDelivery>({
  type: WebhookDelivery,
  name: "WebhookDelivery",
  plural: "WebhookDeliveries",
  filter: WebhookDeliveryFilter,
  operations: {
    list: (ctx, p) => ctx.services.webhooks.listDeliveries(p),
    count: (ctx, p) => ctx.services.webhooks.countDeliveries(p),
    get: (ctx, id) => ctx.services.webhooks.getDelivery(id),
  },
});

export const ApiKeyCrudResolver = createCrudResolver<IntegrationsFloor, ApiKey>({
  type: ApiKey,
  name: "ApiKey",
  plural: "ApiKeys",
  filter: ApiKeyFilter,
  operations: {
    list: (ctx, p) => ctx.services.apiKeys.list(p),
    count: (ctx, p) => ctx.services.apiKeys.count(p),
    get: (ctx, id) => ctx.services.apiKeys.get(id),
  },
});

@Resolver()
export class IntegrationsResolver {
  @Authorized()
  @Query(() => [ApiScope], { description: "Owner: the scopes an API key can be given, with what each allows." })
  apiScopes(): ApiScope[] {
    return SCOPES.map((name) => ({ name, description: SCOPE_DESCRIPTIONS[name] }));
  }

  @Authorized()
  @Mutation(() => NewApiKey, { description: "Owner: creates an API key with a name and scopes; the answer carries the key, shown this once." })
  async createApiKey(
    @Arg("name", () => String) name: string,
    @Arg("scopes", () => [String]) scopes: string[],
    @Ctx() ctx: RequestContext<IntegrationsFloor>,
  ): Promise<NewApiKey> {
    const { apiKey, key } = await ctx.services.apiKeys.create(name, scopes);
    return { id: apiKey.id, key, apiKey };
  }

  @Authorized()
  @Query(() => [WebhookEventType], { description: "Owner: the events a webhook endpoint can receive." })
  webhookEvents(): WebhookEventType[] {
    return WEBHOOK_EVENTS.map((name) => ({ name, description: WEBHOOK_EVENT_DESCRIPTIONS[name] }));
  }

  @Authorized()
  @Mutation(() => NewWebhookEndpoint, {
    description: "Owner: registers a webhook endpoint (https, a public address) for some events; the answer carries its signing secret, shown this once.",
  })
  async createWebhookEndpoint(
    @Arg("url", () => String) url: string,
    @Arg("events", () => [String]) events: string[],
    @Ctx() ctx: RequestContext<IntegrationsFloor>,
  ): Promise<NewWebhookEndpoint> {
    const { endpoint, secret } = await ctx.services.webhooks.createEndpoint(url, events);
    return { id: endpoint.id, secret, endpoint };
  }

  @Authorized()
  @Mutation(() => WebhookEndpoint, { description: "Owner: deletes a webhook endpoint and its deliveries." })
  deleteWebhookEndpoint(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<IntegrationsFloor>): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.deleteEndpoint(idOf(id));
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, { description: "Owner: sends a delivery again, now (same event id and body, signed anew)." })
  redeliverWebhook(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<IntegrationsFloor>): Promise<WebhookDelivery> {
    return ctx.services.webhooks.redeliver(idOf(id));
  }

  @Authorized()
  @Mutation(() => ApiKey, { description: "Owner: revokes an API key; every instance refuses it from the next request on (401)." })
  revokeApiKey(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<IntegrationsFloor>): Promise<ApiKey> {
    return ctx.services.apiKeys.revoke(idOf(id));
  }
}
