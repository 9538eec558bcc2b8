// Each staff role may do what the role table gives it and nothing else (issue 47). The table is read
// from the declarations the server checks (auth/role-table.ts: @Authorized and the shims' `access`);
// here every admin operation of the schema and every admin REST shim is called once as a member of
// each role: a role the table names gets past the check (whatever the dummy arguments then make of
// the call), any other is FORBIDDEN (403) with a message naming the roles needed. The issue's rules
// are checked against the table (no refunds for fulfilment, no orders for editors, the staff and keys
// the owner's alone), and docs/security.md must show the table as it is.
//
// Run with UPDATE_SECURITY_DOC=1 to write the table into docs/security.md after a change.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type GraphQLSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callOf } from "../../test/schema-calls.js";
import { getSchema } from "../app/schema.js";
import { cameraJpeg, filePart, startTestApp, type TestApp } from "../../test/harness.js";
import { ROLES, type Role } from "../core/roles.js";
import { AdminUser } from "./admin-user.entity.js";
import { graphqlRoleTable, restRoleTable, ROLE_TABLE_END, ROLE_TABLE_START, roleTableMarkdown, type RoleRow } from "./role-table.js";

const DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/security.md");
const PASSWORD = "role-table-password";

/** The refusal of the access check (the role's), told apart from a service's own refusals. */
const refusedByRole = (message: string | undefined, role: Role) => new RegExp(`^Your role \\(${role}\\) may not `).test(message ?? "");

describe("staff roles, operation by operation", () => {
  let app: TestApp;
  let schema: GraphQLSchema;
  let jpeg: Buffer;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    app = await startTestApp();
    schema = await getSchema();
    jpeg = await cameraJpeg({ width: 64, height: 48 });
    tokens.set("owner", await app.token());
    const users = app.ds.getRepository(AdminUser);
    const passwordHash = await app.services.auth.hashPassword(PASSWORD);
    for (const role of ROLES.filter((r) => r !== "owner")) {
      await users.insert({ username: `a-${role}`, usernameKey: `a-${role}`, role, passwordHash, passwordChangedAt: new Date(Date.now() - 60_000) });
      const res = await app.gql(`mutation { login(username: "a-${role}", password: "${PASSWORD}") { token } }`);
      tokens.set(role, res.body.data.login.token);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const table = () => graphqlRoleTable(schema);
  const byName = (rows: RoleRow[]) => new Map(rows.map((r) => [r.operation, r]));

  it("docs/security.md shows the role table as the server declares it", () => {
    const generated = `${ROLE_TABLE_START}\n\n${roleTableMarkdown(schema)}\n\n${ROLE_TABLE_END}`;
    const doc = readFileSync(DOC, "utf8");
    const start = doc.indexOf(ROLE_TABLE_START);
    const end = doc.indexOf(ROLE_TABLE_END);
    expect(start, "docs/security.md has the role table's markers").toBeGreaterThanOrEqual(0);
    const fresh = doc.slice(0, start) + generated + doc.slice(end + ROLE_TABLE_END.length);
    if (process.env.UPDATE_SECURITY_DOC) writeFileSync(DOC, fresh);
    expect(doc, "docs/security.md is stale: run this test with UPDATE_SECURITY_DOC=1 and commit the file").toBe(fresh);
  });

  it("the table keeps the issue's rules: staff, keys and tax settings the owner's; no money, revenue or content for fulfilment; no orders, customers or money for editors", () => {
    const rows = [...table().admin, ...table().fields, ...restRoleTable()];
    const find = byName(rows);
    const roles = (op: string) => {
      const r = find.get(op);
      if (!r) throw new Error(`${op} is not in the table`);
      return r.roles;
    };
    const wrong: string[] = [];
    const only = (ops: string[], allowed: Role[]) => {
      for (const op of ops) if (roles(op).join() !== allowed.join()) wrong.push(`${op}: ${roles(op).join(", ")} (expected ${allowed.join(", ")})`);
    };
    const never = (role: Role, ops: string[]) => {
      for (const op of ops) if (roles(op).includes(role)) wrong.push(`${op}: open to ${role}`);
    };
    // The owner's alone, and nothing else (an operation that forgot to name a role shows here, closed):
    // the staff, API keys and webhooks, the business's tax settings, others' sessions, and whether
    // everyone must have a second factor (who may get in, as the staff is).
    const ownersOnly =
      /ApiKey|Webhook|apiScopes|webhookEvents|staffUsers|inviteStaff|updateStaff|Invitation$|sessionsOf|updateBusinessSettings|[tT]woFactorSettings/;
    for (const r of rows) {
      const alone = r.roles.join() === "owner";
      if (alone !== ownersOnly.test(r.operation)) wrong.push(`${r.operation}: ${alone ? "the owner's alone" : `open to ${r.roles.join(", ")}`}`);
      // Managers: everything but the owner's.
      if (!alone && !r.roles.includes("manager")) wrong.push(`${r.operation}: refused to managers`);
    }
    // Fulfilment: orders and their moves, joins, comments; no refund, cancellation, revenue, discounts or content.
    const fulfilmentUses = [
      "Query.allOrders",
      "Query.Order",
      "Query.orderHistory",
      "Query.orderStatusCounts",
      "Mutation.transitionOrderToState",
      "Mutation.setOrderCourier",
      "Query.workshopParticipants",
      "Query.workshopJoinSummary",
      "Query.workshopParticipantsCsv",
      "Mutation.deleteWorkshopJoin",
      "Query.allBlogComments",
      "Mutation.updateBlogComment",
      "Mutation.deleteBlogComment",
      "Mutation.resendCertificate",
      "GET /getBookingProcessCounts",
      "PUT /update-booking-status",
      "POST /add-courier",
    ];
    for (const op of fulfilmentUses) if (!roles(op).includes("fulfilment")) wrong.push(`${op}: refused to fulfilment`);
    never("fulfilment", ["Mutation.refundOrder", "Mutation.cancelOrder", "Mutation.refundPaymentReview", "Query.dashboardStats", "GET /dashboard-stats"]);
    never(
      "fulfilment",
      rows
        .filter((r) => r.scopes.includes("catalogue:write") || (r.scopes.includes("content:write") && !/BlogComment/.test(r.operation)))
        .map((r) => r.operation),
    );
    // Editors: the catalogue and content; no orders, customers' data, discounts, sales or sending mail.
    never(
      "editor",
      rows
        .filter((r) => r.scopes.some((s) => s === "orders:read" || s === "orders:write" || s === "messages:read"))
        .map((r) => r.operation)
        .filter((op) => !/^Query\.(topSearches|searchesWithoutResults)$/.test(op)),
    );
    never("editor", [
      "Query.allDiscountCodes",
      "Mutation.createDiscountCode",
      "Query.allSales",
      "Mutation.createSale",
      "Mutation.sendCampaign",
      "Mutation.sendCampaignTest",
      "Mutation.resumeCampaign",
      "BlogComment.email",
    ]);
    for (const op of [
      "Mutation.createPortfolioItem",
      "Mutation.createGalleryItem",
      "Mutation.createBlogPost",
      "Mutation.createWorkshop",
      "Mutation.updateAuthor",
      "Mutation.createCampaign",
      "Mutation.uploadMedia",
    ])
      if (!roles(op).includes("editor")) wrong.push(`${op}: refused to editors`);
    // Everyone signed in: their own account.
    for (const op of ["Query.mySessions", "Mutation.endSession", "Mutation.endAllSessions", "Mutation.changePassword"]) only([op], [...ROLES]);
    expect(wrong).toEqual([]);
  });

  /** The outcome of a call as `role`: null when it passed the access check, else the refusal's code and message. */
  const outcome = async (call: { query: string; upload: boolean }, role: Role): Promise<{ code: string; message: string } | null> => {
    const headers = { authorization: `Bearer ${tokens.get(role)}` };
    let res: Response;
    if (call.upload) {
      const form = new FormData();
      const variable = /\$(\w+): Upload!/.exec(call.query)![1];
      form.append("operations", JSON.stringify({ query: call.query, variables: { [variable]: null } }));
      form.append("map", JSON.stringify({ 0: [`variables.${variable}`] }));
      form.append("0", filePart(jpeg, "a.jpg"), "a.jpg");
      res = await fetch(`${app.url}/graphql`, { method: "POST", headers: { ...headers, "apollo-require-preflight": "true" }, body: form });
    } else {
      res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ query: call.query }),
      });
    }
    const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    const errors = body.errors ?? [];
    expect(
      errors.map((e) => e.extensions?.code),
      `${call.query} must reach execution`,
    ).not.toContain("GRAPHQL_VALIDATION_FAILED");
    const refusal = errors.find((e) => e.extensions?.code === "UNAUTHENTICATED" || refusedByRole(e.message, role));
    return refusal ? { code: refusal.extensions?.code ?? "", message: refusal.message } : null;
  };

  // One request an operation for each role (four), one after another, over real HTTP: about 800, 15-20 s
  // on SQLite (the file runs on SQLite alone: vitest.config.ts); its limit is several times that.
  it("GraphQL: each role reaches the operations the table gives it and is FORBIDDEN the rest, naming the roles needed", { timeout: 240_000 }, async () => {
    const rows = byName(table().admin);
    const wrong: string[] = [];
    for (const type of ["Query", "Mutation"] as const)
      for (const field of Object.values((type === "Query" ? schema.getQueryType() : schema.getMutationType())!.getFields())) {
        const row = rows.get(`${type}.${field.name}`);
        if (!row) continue;
        const call = callOf(type, field);
        for (const role of ROLES) {
          const got = await outcome(call, role);
          if (row.roles.includes(role)) {
            if (got) wrong.push(`${row.operation}: ${role} refused (${got.code}: ${got.message})`);
          } else if (got?.code !== "FORBIDDEN" || !got.message.endsWith(`it needs the role ${orList(row.roles)}.`)) {
            wrong.push(`${row.operation}: ${role} not refused as it should be (${got ? `${got.code}: ${got.message}` : "passed"})`);
          }
        }
      }
    expect(wrong).toEqual([]);
  });

  it("REST: each role reaches the shims whose access names it and gets 403 naming the roles needed from the rest", { timeout: 60_000 }, async () => {
    const doc = (await (await fetch(`${app.url}/auth/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { security: unknown[] }>> };
    const rows = byName(restRoleTable());
    const wrong: string[] = [];
    let admin = 0;
    for (const [p, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        if (op.security.length === 0) continue;
        admin += 1;
        const row = rows.get(`${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ":$1")}`);
        if (!row) {
          wrong.push(`${method} ${p}: an admin call without a row`);
          continue;
        }
        const url = `${app.url}/auth/api${p.replace(/\{\w+\}/g, "999999")}`;
        for (const role of ROLES) {
          const res = await fetch(url, {
            method: method.toUpperCase(),
            headers: { "content-type": "application/json", authorization: `Bearer ${tokens.get(role)}` },
            body: method === "get" ? undefined : "{}",
          });
          const text = await res.text();
          if (row.roles.includes(role)) {
            if (res.status === 401 || res.status === 403) wrong.push(`${row.operation}: ${role} refused (${res.status} ${text.slice(0, 120)})`);
          } else {
            const message = (JSON.parse(text) as { message?: string }).message ?? "";
            if (res.status !== 403 || !refusedByRole(message, role) || !message.endsWith(`it needs the role ${orList(row.roles)}.`))
              wrong.push(`${row.operation}: ${role} → ${res.status} ${message}`);
          }
        }
      }
    expect(admin).toBe(rows.size);
    expect(wrong).toEqual([]);
  });
});

function orList(names: readonly string[]): string {
  return names.length < 2 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
