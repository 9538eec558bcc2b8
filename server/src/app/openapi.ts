/**
 * GET /auth/api/openapi.json: an OpenAPI 3.1 document of every REST shim, written from the specs and
 * zod schemas the shims are mounted with (api-route.ts) — paths, parameters, bodies and their
 * encodings, answers, the error shape, and for admin calls the bearer token and the API-key scopes
 * that allow each (the `access` of each spec).
 */
import { z } from "zod";
import { SCOPE_DESCRIPTIONS, SCOPES } from "../core/scopes.js";
import { scopesOf } from "../http/access.js";
import { documentedRoutes, type DocumentedRoute, type Encoding } from "../http/api-route.js";

type Json = Record<string, unknown>;

const MEDIA: Record<Encoding, string> = { json: "application/json", form: "application/x-www-form-urlencoded", multipart: "multipart/form-data" };

const ERROR_TEXT: Record<number, string> = {
  400: "Bad input: the message says what to change.",
  401: "No valid token or API key.",
  403: "The API key's scopes do not allow this call.",
  404: "Not found.",
  409: "Conflict with the current state: the message says why.",
  413: "The upload is too large.",
  429: "Too many requests: wait the seconds of Retry-After.",
  502: "The payment service did not answer.",
};

/** A zod schema as JSON Schema (2020-12, the dialect of OpenAPI 3.1), with required fields gathered from `required()`. */
function schemaOf(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  delete json.$schema;
  return liftRequired(json);
}

function liftRequired(node: Json): Json {
  const props = node.properties as Record<string, Json> | undefined;
  if (props) {
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [key, prop] of Object.entries(props)) {
      if (prop["x-required"]) {
        required.add(key);
        delete prop["x-required"];
      }
      liftRequired(prop);
    }
    if (required.size) node.required = [...required];
  }
  for (const key of ["items", "additionalProperties"]) if (node[key] && typeof node[key] === "object") liftRequired(node[key] as Json);
  for (const key of ["anyOf", "oneOf", "allOf"]) for (const sub of (node[key] as Json[] | undefined) ?? []) liftRequired(sub);
  return node;
}

function parameters(route: DocumentedRoute): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ["path", route.spec.params],
    ["query", route.spec.query],
    ["header", route.spec.headers],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries((json.properties as Record<string, Json>) ?? {})) {
      const { description, ...rest } = prop;
      out.push({ name, in: where, required: where === "path" || required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  return out;
}

function requestBody(route: DocumentedRoute): Json | undefined {
  const { body, files, encodings, rawBody } = route.spec;
  if (rawBody) return { required: true, description: rawBody.description, content: { [rawBody.mediaType]: { schema: { type: "object" } } } };
  if (!body && !files) return undefined;
  const base = body ? schemaOf(body) : { type: "object", properties: {} };
  const kinds = encodings ?? (files ? ["multipart"] : ["json", "form"]);
  const content: Json = {};
  for (const kind of kinds) {
    if (kind === "multipart" && files) {
      const props = { ...(base.properties as Json) };
      for (const [field, description] of Object.entries(files)) props[field] = { type: "string", contentMediaType: "application/octet-stream", description };
      content[MEDIA[kind]] = { schema: { ...base, properties: props } };
    } else content[MEDIA[kind]] = { schema: base };
  }
  return { required: true, content };
}

function responses(route: DocumentedRoute): Json {
  const { response, status = 200, errors = [] } = route.spec;
  const ok =
    response instanceof z.ZodType
      ? { description: "Success.", content: { "application/json": { schema: schemaOf(response) } } }
      : { description: response.description, content: { [response.mediaType]: { schema: { type: "string" } } } };
  const out: Json = { [String(status)]: ok };
  const statuses = new Set([...errors, ...(route.spec.access ? [401, 403, 429] : [])]);
  for (const code of [...statuses].sort())
    out[String(code)] = { description: ERROR_TEXT[code] ?? "Error.", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  return out;
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, "{$1}");
const operationId = (r: DocumentedRoute) =>
  `${r.method}${r.path
    .replace(/[:{}]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("")}`;

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const route of documentedRoutes()) {
    const admin = route.spec.access !== undefined;
    const scopes = [...scopesOf(route.spec.access)];
    const who = admin ? (scopes.length ? ` Owner's token, or an API key with ${scopes.join(" or ")}.` : " Owner's token only (no API key).") : "";
    const op: Json = {
      operationId: operationId(route),
      summary: route.spec.summary,
      ...(route.spec.description || who ? { description: `${route.spec.description ?? ""}${who}`.trim() } : {}),
      tags: route.spec.tags,
      ...(admin ? { security: [{ bearer: scopes }], "x-scopes": scopes } : { security: [] }),
      parameters: parameters(route),
      responses: responses(route),
    };
    const body = requestBody(route);
    if (body) op.requestBody = body;
    (paths[toOpenApiPath(route.path)] ??= {})[route.method] = op;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Chennai Wildlife Prints REST API",
      version: "1.0.0",
      description:
        "The shop's REST shims under /auth/api (the GraphQL API at /graphql is described by schema.graphql). Amounts in these calls are rupees where the old site used rupees; GraphQL speaks paise. Admin calls take the owner's token or an API key as Authorization: Bearer <key>.",
    },
    servers: [{ url: "/auth/api" }],
    security: [],
    tags: [...new Set(documentedRoutes().flatMap((r) => r.spec.tags))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: `The owner's session token (GET /login) or an API key (wpk_…) made on the back office's Integrations screen. Key scopes: ${SCOPES.map((s) => `${s} — ${SCOPE_DESCRIPTIONS[s]}`).join(" ")}`,
        },
      },
      schemas: {
        Error: {
          type: "object",
          description: "Every refusal: the message is for people. A few calls of the old site say success where the others say status.",
          properties: {
            status: { const: false },
            success: { const: false },
            message: { type: "string" },
            error: { type: "string" },
            messageCode: {
              type: "string",
              description: "A stable code for a message a visitor may see (e.g. discount.expired), to show it in another language.",
            },
            messageValues: { type: "object", description: "The figures of that message, by name (e.g. { amount: '₹500.00' })." },
          },
          required: ["message"],
        },
      },
    },
  };
}
