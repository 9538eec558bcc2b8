/**
 * The Apollo Server on express: CSRF prevention (uploads need `apollo-require-preflight`), depth,
 * cost and alias limits, multipart uploads, and errors that never leak internals.
 */
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { GraphQLFormattedError } from "graphql";
import graphqlUploadExpress from "graphql-upload/graphqlUploadExpress.mjs";
import { onceWithin, type RequestContext, type Services } from "../core/context.js";
import { checkAccess, principalOfRequest, type ResolvePrincipal } from "../core/principal.js";
import { AppError } from "../core/errors.js";
import { EDITORS } from "../core/roles.js";
import { limitMultipartBody } from "../media/upload-limits.js";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_S } from "../http/unavailable.js";
import type { Execute } from "./pages.js";
import { getSchema, printedSchema } from "./schema.js";

/** The scopes that let a key upload images (the media used by prints, gallery and content), and the roles that may (as uploadMedia declares). */
const UPLOAD_SCOPES = ["catalogue:write", "content:write", ...EDITORS] as const;

const CLIENT_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (isDatabaseUnavailable(original)) {
    console.warn("GraphQL: the database is unavailable:", original);
    return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: "SERVICE_UNAVAILABLE", retryAfter: RETRY_AFTER_S } };
  }
  if (original instanceof AppError) {
    const { http: _status, ...extensions } = original.extensions;
    return { message: original.message, path: formatted.path, extensions };
  }
  const code = formatted.extensions?.code;
  if (typeof code === "string" && CLIENT_CODES.has(code)) return formatted;
  // Anything else is a bug or a database failure: log it, tell the client nothing about it.
  console.error("GraphQL error:", original);
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}

/** An answer whose errors include an unreachable database is a 503 with Retry-After (see http/unavailable.ts). */
const databaseUnavailableIs503: ApolloServerPlugin<RequestContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response, errors }) {
        if (errors?.some((e) => isDatabaseUnavailable(unwrapResolverError(e)))) {
          response.http.status = 503;
          response.http.headers.set("retry-after", String(RETRY_AFTER_S));
        }
        return Promise.resolve();
      },
    });
  },
};

export async function createGraphQLRouter(
  services: Services,
  resolvePrincipal: ResolvePrincipal,
  maxUploadBytes: number,
): Promise<{ router: Router; execute: Execute; stop: () => Promise<void> }> {
  const armor = new ApolloArmor({
    maxDepth: { n: 8, flattenFragments: true },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // Token limit through Apollo's own parser options, so it fails as a 400 parse error.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const server = new ApolloServer<RequestContext>({
    schema: await getSchema(),
    csrfPrevention: true,
    parseOptions: { maxTokens: 2000 },
    introspection: true,
    // No inline traces (a federation subgraph's feature): Apollo would otherwise load its usage-reporting
    // protobuf (~0.4 MB of source kept in memory) at every start for nothing.
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<RequestContext>[]),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      databaseUnavailableIs503,
    ],
    // The process stops itself, gracefully (main.ts): Apollo must not exit on SIGTERM on its own.
    stopOnTerminationSignals: false,
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError,
  });
  await server.start();

  const router = express.Router();
  router.use(
    "/graphql",
    // Who is asking, once per request: an unknown or revoked key is refused here (401), one past its
    // limit told to wait (429). Only the owner and keys that may upload send a multipart body: it is
    // refused before it is read otherwise.
    async (req: Request, res: Response, next: NextFunction) => {
      const refuse = (status: number, code: string, message: string) => res.status(status).json({ errors: [{ message, extensions: { code } }] });
      try {
        const principal = await principalOfRequest(resolvePrincipal, req);
        if (req.is("multipart/form-data")) checkAccess(principal, UPLOAD_SCOPES, "upload images");
      } catch (err) {
        if (!(err instanceof AppError)) return next(err);
        if (typeof err.extensions.retryAfter === "number") res.set("Retry-After", String(err.extensions.retryAfter));
        return refuse(err.status, err.code, err.message);
      }
      next();
    },
    limitMultipartBody(services.media.maxUploadTotalBytes, (res, status, message) =>
      res.status(status).json({ errors: [{ message, extensions: { code: status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST" } }] }),
    ),
    express.json({ limit: "1mb" }),
    graphqlUploadExpress({ maxFileSize: maxUploadBytes, maxFiles: 20 }),
    expressMiddleware(server, {
      context: ({ req }) =>
        Promise.resolve({
          admin: req.admin ?? null,
          apiKey: req.apiKey ?? null,
          ip: req.ip ?? "unknown",
          userAgent: req.get("user-agent") ?? "",
          services,
        }),
    }),
  );
  // The schema as SDL for integrators (the /developers page links it): the repository's schema.graphql, printed from the running schema.
  let sdl: Promise<string> | undefined;
  router.get("/schema.graphql", async (_req, res) => {
    res
      .type("text/plain; charset=utf-8")
      .set("Cache-Control", "no-cache")
      .send(await (sdl ??= printedSchema()));
  });
  /** Runs a query as a visitor without a token (the server's page renderer asks through this, without HTTP). */
  const execute: Execute = async (query, variables, memo, clientIp) => {
    const contextValue: RequestContext = { admin: null, ip: clientIp ?? "server-render", services, once: memo && onceWithin(memo) };
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== "single") throw new Error("Incremental delivery is not used by the storefront");
    // As the browser receives it: a scalar serialised to a Date (createdAt) becomes its ISO string in
    // JSON, so the page is drawn from the very values it later hydrates with.
    const { data, errors } = JSON.parse(JSON.stringify(response.body.singleResult)) as typeof response.body.singleResult;
    return { data: data ?? null, errors };
  };
  return { router, execute, stop: () => server.stop() };
}
