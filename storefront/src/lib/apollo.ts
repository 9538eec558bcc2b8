// The one Apollo Client of the storefront. Queries are retried on network failure (the spec's
// "data fetching retries 3 times"); mutations never are, since they are not idempotent.
// BaseHttpLink is HttpLink without the client-awareness link (which only names the client to
// Apollo's tooling in headers and a request extension): less code in the first load.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { BaseHttpLink } from "@apollo/client/link/http";
import { RetryLink } from "@apollo/client/link/retry";

const retryQueries = new RetryLink({
  delay: { initial: 300, max: 3000, jitter: true },
  attempts: {
    max: 4, // the first try and 3 retries
    retryIf: (_error, operation) => operation.operationType === "query",
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([retryQueries, new BaseHttpLink({ uri: "/graphql" })]),
  cache: new InMemoryCache(),
});
