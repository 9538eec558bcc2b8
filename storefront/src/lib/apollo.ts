// The storefront's Apollo Client. In the browser queries go to /graphql and are retried on network
// failure (the spec's "data fetching retries 3 times"); mutations never are, since they are not
// idempotent. A page drawn by the server carries the data it was drawn with (APOLLO_STATE_ID, a
// JSON script): the cache starts from it, so hydration asks the server nothing.
// BaseHttpLink is HttpLink without the client-awareness link (which only names the client to
// Apollo's tooling in headers and a request extension): less code in the first load.
import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { BaseHttpLink } from "@apollo/client/link/http";
import { RetryLink } from "@apollo/client/link/retry";

/** The id of the <script type="application/json"> holding the server's Apollo cache. */
export const APOLLO_STATE_ID = "apollo-state";

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Singletons without an id that several queries select different fields of (the footer, the
    // contact and policy pages): one cache entry whose fields add up, rather than each answer
    // replacing the other's — which would leave a page's query without its fields, and a page
    // drawn by the server different from the one the browser hydrates.
    typePolicies: {
      BusinessSettings: { keyFields: [] },
      Author: { keyFields: [] },
      CheckoutConfig: { keyFields: [] },
      // A search's hits and suggestions are numbered within their kind (print 3 and gallery group 3):
      // kept by both, never merged into one.
      SearchHit: { keyFields: ["kind", "id"] },
      SearchSuggestion: { keyFields: ["kind", "id"] },
    },
  });
}

export function createBrowserClient(): ApolloClient {
  const cache = createCache();
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (state) cache.restore(JSON.parse(state) as NormalizedCacheObject);
  const retryQueries = new RetryLink({
    delay: { initial: 300, max: 3000, jitter: true },
    attempts: {
      max: 4, // the first try and 3 retries
      retryIf: (_error, operation) => operation.operationType === OperationTypeNode.QUERY,
    },
  });
  return new ApolloClient({
    link: ApolloLink.from([retryQueries, new BaseHttpLink({ uri: "/graphql" })]),
    cache,
  });
}
