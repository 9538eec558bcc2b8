/**
 * A minimal stand-in for the Apollo client that ra-data-graphql drives (it only calls `query` and
 * `mutate`). Why not the Apollo client it builds from `clientOptions`: that one turns every non-2xx
 * answer into "Response not successful: Received status code 409" and drops the body, while our
 * server answers CONFLICT with 409 and the message the owner must see ('Duplicate: Location already
 * exists!'), and UNAUTHENTICATED with 401. Going through graphqlRequest keeps the server's message
 * and code, and sends the bearer token read at call time.
 */
import { print, type DocumentNode } from "graphql";
import { graphqlRequest } from "../graphql/request";

interface QueryOptions {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  context?: { fetchOptions?: { signal?: AbortSignal } };
}

interface MutationOptions {
  mutation: DocumentNode;
  variables?: Record<string, unknown>;
}

export const graphqlClient = {
  query: async ({ query, variables, context }: QueryOptions) => ({
    data: await graphqlRequest<Record<string, unknown>>(print(query), variables, {
      signal: context?.fetchOptions?.signal,
    }),
  }),
  mutate: async ({ mutation, variables }: MutationOptions) => ({
    data: await graphqlRequest<Record<string, unknown>>(print(mutation), variables),
  }),
};
