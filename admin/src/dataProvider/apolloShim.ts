/**
 * Build-time stand-in for `@apollo/client` inside ra-data-graphql (aliased in vite.config.ts).
 * ra-data-graphql imports Apollo 3 only to build a client when none is given (we give
 * graphqlClient) and for `gql` in its introspection query. Without this alias the bundle would carry
 * a whole Apollo 3 client that never runs.
 */
import { parse, type DocumentNode } from "graphql";

export function gql(literals: TemplateStringsArray | string, ...values: unknown[]): DocumentNode {
  const source = typeof literals === "string" ? literals : literals.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ""), "");
  return parse(source);
}

const notBundled = (name: string) =>
  class {
    constructor() {
      throw new Error(`${name} is not bundled in the back office: pass ra-data-graphql a client (see dataProvider/graphqlClient.ts)`);
    }
  };

export const ApolloClient = notBundled("ApolloClient");
export const HttpLink = notBundled("HttpLink");
export const InMemoryCache = notBundled("InMemoryCache");
