// The one Apollo Client of the storefront. Queries are retried on network failure (the spec's
// "data fetching retries 3 times"); mutations never are, since they are not idempotent.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { RetryLink } from "@apollo/client/link/retry";
import { OperationTypeNode } from "graphql";

const retryQueries = new RetryLink({
  delay: { initial: 300, max: 3000, jitter: true },
  attempts: {
    max: 4, // the first try and 3 retries
    retryIf: (_error, operation) => operation.operationType === OperationTypeNode.QUERY,
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([retryQueries, new HttpLink({ uri: "/graphql" })]),
  cache: new InMemoryCache(),
});
