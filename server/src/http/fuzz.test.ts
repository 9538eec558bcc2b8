// Hostile input, generated (issue 11): every REST shim (the paths of the OpenAPI document, which is
// proved to cover every mounted path) and every GraphQL operation is sent inputs nobody thought of —
// wrong types, huge and negative numbers, long and odd unicode, null bytes, missing and extra
// fields, injection-looking text, malformed bodies — as a visitor and with the owner's token. The
// properties: never a 5xx, never an internal error; every refusal is JSON with a message; a refused
// write leaves no row behind. The seed is fixed (FC_SEED picks another, FC_SEED=random a new one).
import fc from "fast-check";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSchema } from "../app/schema.js";
import { FC_SEED } from "../../test/fc-seed.js";
import { cameraJpeg, createPrint, filePart, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";

type Json = Record<string, any>;

/** Cases per run and database: REST and GraphQL together well over the 500 the issue asks for. */
const REST_RUNS = 400;
const GRAPHQL_RUNS = 400;

const NASTY_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "' OR '1'='1",
  "1; DROP TABLE orders; --",
  '" OR ""="',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "${7*7}",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "\u202Egnp.exe",
  "null",
  "undefined",
  "NaN",
  "-Infinity",
  "-1",
  "0",
  "1e309",
  "0x7fffffff",
  "9".repeat(400),
  "😀".repeat(300),
  "\ud800",
  "x".repeat(70_000),
  "BG12345678901234567890123",
  "order_XXXXXXXXXXXXXX",
  "2026-02-30",
  "wpk_" + "A".repeat(40),
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
);
const number = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 30 }),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MIN_VALUE, 1.5),
);
const { value: anyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 3 }),
  ),
}));
/** A field's value: absent, or anything. */
const fieldValue = fc.option(anyValue, { nil: undefined, freq: 4 });

/** Runs a property and fails with the failing case's own message (the counterexample can be megabytes of generated text). */
async function holds<T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>, numRuns: number): Promise<void> {
  const details = await fc.check(fc.asyncProperty(arbitrary, check), { seed: FC_SEED, numRuns, endOnFailure: true });
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${error.slice(0, 1500)}\n(seed ${details.seed}, path ${details.counterexamplePath}, after ${details.numRuns} cases)`);
  }
}

interface RestRoute {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  body: string[];
  encodings: string[];
  files: string[];
  json: boolean;
}

function restRoutes(doc: Json): RestRoute[] {
  const out: RestRoute[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths))
    for (const [method, op] of Object.entries<Json>(item)) {
      const params = (op.parameters ?? []) as { name: string; in: string }[];
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema: Json }>;
      const bodySchema = Object.values(content)[0]?.schema ?? {};
      const props = Object.entries<Json>(bodySchema.properties ?? {});
      const ok = Object.entries<Json>(op.responses).find(([status]) => status.startsWith("2"))?.[1];
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params.filter((p) => p.in === "query").map((p) => p.name),
        body: props.filter(([, s]) => s.contentMediaType !== "application/octet-stream").map(([name]) => name),
        files: props.filter(([, s]) => s.contentMediaType === "application/octet-stream").map(([name]) => name),
        encodings: Object.keys(content),
        json: Boolean(ok?.content?.["application/json"]),
      });
    }
  return out;
}

const asText = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

describe("generated hostile input", () => {
  let app: TestApp;
  let owner: string;
  let doc: Json;
  let tables: string[];
  let jpeg: Buffer;
  let realIds: string[];
  let sent = 0;

  beforeAll(async () => {
    // Behind a proxy that names the client, so each case comes from its own address and the forms'
    // per-client limits do not turn every later case into the same 429.
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, TRUST_PROXY: "1", API_KEY_RATE_PER_MINUTE: "100000" });
    // A generated case that changes the rights settings (the owner's token, a valid body) queues every
    // image for re-encoding, and the worker would then write its rows in the background, during later
    // cases: stopped, the queue's rows change only within the request that queues them.
    await app.services.reencodeWorker.stop();
    owner = await app.token();
    doc = (await (await fetch(`${app.url}/auth/api/openapi.json`)).json()) as Json;
    tables = app.ds.entityMetadatas.filter((m) => m.tableType === "regular" || m.tableType === "junction").map((m) => m.tableName);
    jpeg = await cameraJpeg({ width: 40, height: 30 });
    // Something to find, so that ids and lookups meet real rows too.
    const print = await createPrint(app, "Spot-billed Pelican", [1499, 2499]);
    const paid = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    realIds = ["1", "2", print.id, print.frames[0].id, paid.orderId, paid.bookingGroupId];
  });
  afterAll(async () => {
    console.log(`hostile inputs sent: ${sent}`);
    await app?.close();
  });

  /** Rows per table (the rate limiter's own counts aside: counting a refused attempt is its job). */
  const rowCounts = async (): Promise<Record<string, number>> => {
    const counted = tables.filter((t) => !t.includes("rate_limit"));
    const q = (t: string) => (app.ds.options.type === "better-sqlite3" ? `"${t}"` : `\`${t}\``);
    const rows = await app.ds.query<{ t: string; n: number | string }[]>(
      counted.map((t) => `SELECT '${t}' AS t, COUNT(*) AS n FROM ${q(t)}`).join(" UNION ALL "),
    );
    return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
  };

  let client = 0;
  const address = () => {
    client += 1;
    return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  };

  it(`REST: ${REST_RUNS} generated requests across every shim — never a 5xx, every refusal JSON with a message, nothing written by a refusal`, async () => {
    const routes = restRoutes(doc);
    const request = fc.record({
      route: fc.constantFrom(...routes),
      params: fc.array(fc.oneof(text, fc.constantFrom("1", "999999", "-1", "0", "1.5", "abc")), { minLength: 3, maxLength: 3 }),
      real: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.string({ maxLength: 6 }), text, { maxKeys: 2 }),
      known: fc.array(fieldValue, { minLength: 16, maxLength: 16 }),
      extra: fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 3 }),
      encoding: fc.constantFrom("json", "form", "multipart", "malformed"),
      withToken: fc.boolean(),
      withFile: fc.boolean(),
    });
    await holds(
      request,
      async (c) => {
        const r = c.route;
        let path = r.path;
        r.pathParams.forEach((name, i) => {
          const value = c.real[i] % 3 === 0 ? realIds[c.real[i] % realIds.length] : c.params[i];
          // Now and then a percent-encoding cut short, as no browser would send it.
          const segment = c.real[1] % 11 === 0 ? "%E0%A4%A" : encodeURIComponent((value === "" ? "x" : value).replace(/\p{Cs}/gu, "\uFFFD"));
          path = path.replace(`{${name}}`, segment);
        });
        const query = new URLSearchParams();
        r.query.forEach((name, i) => {
          const v = c.known[i];
          if (v !== undefined) query.append(name, c.real[0] % 2 ? asText(v) : realIds[c.real[i % 3] % realIds.length]);
        });
        for (const [k, v] of Object.entries(c.query)) query.append(k, v);
        const fields: Record<string, unknown> = { ...c.extra };
        r.body.forEach((name, i) => {
          if (c.known[i % c.known.length] !== undefined) fields[name] = c.known[i % c.known.length];
        });
        const headers: Record<string, string> = { "x-forwarded-for": address() };
        if (c.withToken || r.path === "/validate-token") headers.authorization = `Bearer ${owner}`;
        let body: string | URLSearchParams | FormData | undefined;
        if (r.method !== "GET") {
          if (c.encoding === "json") {
            headers["content-type"] = "application/json";
            body = JSON.stringify(fields);
          } else if (c.encoding === "form") {
            body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, asText(v)]));
          } else if (c.encoding === "multipart") {
            const form = new FormData();
            for (const [k, v] of Object.entries(fields)) form.append(k, asText(v));
            if (c.withFile)
              for (const name of r.files.length ? r.files : ["file"])
                form.append(name, filePart(c.real[1] % 2 ? jpeg : Buffer.from(asText(fields)), "x.jpg"), "x.jpg");
            body = form;
          } else {
            headers["content-type"] = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"][c.real[2] % 3];
            body = ['{"a":', "a=%E0%A4%A", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', "[1,2", "\u0000"][c.real[0] % 5];
          }
        }
        const before = r.method === "GET" ? null : await rowCounts();
        const url = `${app.url}/auth/api${path}${query.size ? `?${query.toString()}` : ""}`;
        const res = await fetch(url, { method: r.method, headers, body });
        sent += 1;
        const answer = await res.text();
        const what = `${r.method} ${url.slice(0, 300)} (${c.encoding}) → ${res.status} ${answer.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        if (res.status >= 400 || r.json) {
          expect(res.headers.get("content-type") ?? "", what).toMatch(/^application\/json/);
          const parsed = JSON.parse(answer) as unknown;
          if (res.status >= 400) expect((parsed as { message?: unknown }).message, what).toEqual(expect.stringMatching(/\S/));
        }
        if (before && res.status >= 400) expect(await rowCounts(), what).toEqual(before);
      },
      REST_RUNS,
    );
  });

  it(`GraphQL: ${GRAPHQL_RUNS} generated operations across the whole schema — never an internal error, every error with a message, nothing written by a refused mutation`, async () => {
    const schema = await getSchema();
    const operations = (["Query", "Mutation"] as const).flatMap((type) =>
      Object.values((type === "Query" ? schema.getQueryType() : schema.getMutationType())!.getFields()).map((field) => ({ type, field })),
    );
    /** A value of the argument's type, or (one time in five) of any type. */
    const valueOf = (type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> =>
      fc.oneof({ weight: 4, arbitrary: typed(type, depth) }, { weight: 1, arbitrary: anyValue });
    const typed = (type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> => {
      if (isNonNullType(type)) return typed(type.ofType, depth);
      if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 });
      if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
      if (isInputObjectType(type))
        return fc.record(Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, depth > 2 ? fc.constant(null) : valueOf(f.type, depth + 1)])), {
          requiredKeys: [],
        });
      switch (type.name) {
        case "Int":
          return fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -3, max: 30 }));
        case "Float":
          return number;
        case "Boolean":
          return fc.boolean();
        case "ID":
          return fc.oneof(text, fc.constantFrom(...realIds), fc.integer());
        case "DateTime":
          return fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            text,
          );
        case "Upload":
          return fc.constant(null);
        default:
          return text;
      }
    };
    const operation = fc.constantFrom(...operations).chain(({ type, field }) =>
      fc.record({
        type: fc.constant(type),
        field: fc.constant(field as GraphQLField<unknown, unknown>),
        args: fc.record(Object.fromEntries(field.args.map((a: GraphQLArgument) => [a.name, valueOf(a.type)])), { requiredKeys: [] }),
        withToken: fc.nat({ max: 4 }).map((n) => n > 0),
      }),
    );
    await holds(
      operation,
      async ({ type, field, args, withToken }) => {
        const uploads = field.args.filter((a) => getNamedType(a.type).name === "Upload").map((a) => a.name);
        const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`);
        const named = getNamedType(field.type);
        const scalars = isObjectType(named)
          ? Object.values(named.getFields())
              .filter((f) => f.args.length === 0 && (isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type))))
              .map((f) => f.name)
          : [];
        const selection = isObjectType(named) ? ` { __typename ${scalars.join(" ")} }` : "";
        const query = `${type === "Query" ? "query" : "mutation"}${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${field.args.length ? `(${field.args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : ""}${selection} }`;
        const variables = Object.fromEntries(Object.entries(args).filter(([k]) => !uploads.includes(k)));
        const headers: Record<string, string> = { "x-forwarded-for": address() };
        if (withToken) headers.authorization = `Bearer ${owner}`;
        let body: string | FormData;
        if (uploads.length) {
          const form = new FormData();
          form.append("operations", JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(uploads.map((u) => [u, null])) } }));
          form.append("map", JSON.stringify(Object.fromEntries(uploads.map((u, i) => [String(i), [`variables.${u}`]]))));
          uploads.forEach((_, i) => form.append(String(i), filePart(i % 2 ? jpeg : Buffer.from(JSON.stringify(variables)), "x.jpg"), "x.jpg"));
          headers["apollo-require-preflight"] = "true";
          body = form;
        } else {
          headers["content-type"] = "application/json";
          body = JSON.stringify({ query, variables });
        }
        const before = type === "Mutation" ? await rowCounts() : null;
        const res = await fetch(`${app.url}/graphql`, { method: "POST", headers, body });
        sent += 1;
        const answer = await res.text();
        const what = `${query.slice(0, 200)} ${JSON.stringify(variables).slice(0, 300)} → ${res.status} ${answer.slice(0, 400)}`;
        expect(res.status, what).toBeLessThan(500);
        expect(res.headers.get("content-type") ?? "", what).toMatch(/^application\/(graphql-response\+)?json/);
        const parsed = JSON.parse(answer) as { errors?: { message?: unknown; extensions?: { code?: string } }[] };
        for (const e of parsed.errors ?? []) {
          expect(e.extensions?.code, what).not.toBe("INTERNAL_SERVER_ERROR");
          expect(e.message, what).toEqual(expect.stringMatching(/\S/));
        }
        if (before && parsed.errors?.length) expect(await rowCounts(), what).toEqual(before);
      },
      GRAPHQL_RUNS,
    );
  });

  it("the server still answers after all of it", async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(sent).toBeGreaterThanOrEqual(REST_RUNS + GRAPHQL_RUNS);
  });
});
