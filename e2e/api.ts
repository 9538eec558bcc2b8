/** The app under test's GraphQL API, asked as any client asks it (the browser tests' setup and checks). */
import { baseUrl } from "./server.js";

export interface GraphQLAnswer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Sends a query or mutation (with the token, when given) to this worker's server and answers the JSON body, errors included. */
export function graphql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLAnswer> {
  return graphqlAt(baseUrl, query, variables, token);
}

/** As `graphql`, to the server at `base` (a file's server of its own, global-setup.ts › startServer). */
export async function graphqlAt(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  /** A visitor's own headers (browser.ts › visitor): the per-client limits count it apart. */
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLAnswer;
}
