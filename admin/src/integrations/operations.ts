/** The Integrations screen's GraphQL: keys, webhook endpoints and their deliveries (the owner's alone). */
import { graphql } from "../gql";

export const INTEGRATIONS = graphql(`
  query Integrations {
    apiScopes {
      name
      description
    }
    webhookEvents {
      name
      description
    }
    allApiKeys(sortField: "id", sortOrder: "DESC", perPage: 100) {
      id
      name
      scopes
      prefix
      createdAt
      lastUsedAt
      revokedAt
    }
    allWebhookEndpoints(sortField: "id", sortOrder: "DESC", perPage: 100) {
      id
      url
      events
      createdAt
    }
    allWebhookDeliveries(sortField: "id", sortOrder: "DESC", perPage: 25) {
      id
      endpointId
      eventId
      type
      status
      attempts
      nextAttemptAt
      lastAttemptAt
      lastStatusCode
      lastResponse
      createdAt
    }
  }
`);

export const CREATE_API_KEY = graphql(`
  mutation CreateApiKey($name: String!, $scopes: [String!]!) {
    createApiKey(name: $name, scopes: $scopes) {
      id
      key
    }
  }
`);

export const REVOKE_API_KEY = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export const CREATE_WEBHOOK_ENDPOINT = graphql(`
  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {
    createWebhookEndpoint(url: $url, events: $events) {
      id
      secret
    }
  }
`);

export const DELETE_WEBHOOK_ENDPOINT = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      id
    }
  }
`);

export const REDELIVER_WEBHOOK = graphql(`
  mutation RedeliverWebhook($id: ID!) {
    redeliverWebhook(id: $id) {
      id
      status
    }
  }
`);
