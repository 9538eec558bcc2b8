/**
 * The role table (issue 47): who may use each admin operation, read from where each one declares it —
 * a resolver's `@Authorized(…)` (type-graphql's metadata) and a REST shim's `access` — so that it is
 * the very list the server checks (core/principal.ts's `checkAccess`), never a copy. The role-table
 * test calls every operation as each role against it, and writes it into docs/security.md (failing
 * when the document drifts from it).
 */
import { isObjectType, type GraphQLSchema } from "graphql";
import { getMetadataStorage } from "type-graphql";
import { ROLES, ROLE_DESCRIPTIONS, rolesAllowed, SELF, type Role } from "../core/roles.js";
import { isScope } from "../core/scopes.js";
import { neededOf } from "../http/access.js";
import { declaredAccess } from "../http/api-route.js";

/**
 * Operations without `@Authorized` that check the signed-in person themselves, for their own account
 * (the spec's 'User not logged in' comes from the service): they are `self` operations.
 */
export const CHECKED_BY_ITS_SERVICE: Record<string, readonly string[]> = { "Mutation.changePassword": [SELF] };

export interface RoleRow {
  /** `Query.allOrders`, `Mutation.refundOrder`, `BlogComment.email` or `GET /dashboard-stats`. */
  operation: string;
  /** What it declares: scopes, roles and `self`, mixed (none: the owner's alone). */
  needed: readonly string[];
  /** The roles that may use it, the owner first. */
  roles: Role[];
  /** The API-key scopes that allow it (none: no key). */
  scopes: string[];
}

interface Storage {
  queries: { target: object; methodName: string; schemaName: string }[];
  mutations: { target: object; methodName: string; schemaName: string }[];
  fieldResolvers: { target: object; methodName: string; schemaName: string; getObjectType?: () => object }[];
  objectTypes: { target: object; name: string }[];
  authorizedFields: { target: object; fieldName: string; roles: readonly string[] }[];
}

function row(operation: string, needed: readonly string[]): RoleRow {
  return { operation, needed, roles: rolesAllowed(needed), scopes: needed.filter(isScope) };
}

/**
 * The GraphQL side: every Query and Mutation field of the schema that declares who may use it, and the
 * fields of object types that do (a visitor's email on a comment); the rest are public.
 */
export function graphqlRoleTable(schema: GraphQLSchema): { admin: RoleRow[]; fields: RoleRow[]; public: string[] } {
  const storage = getMetadataStorage() as unknown as Storage;
  const declared = (target: object, methodName: string) => storage.authorizedFields.find((a) => a.target === target && a.fieldName === methodName)?.roles;
  const admin: RoleRow[] = [];
  const open: string[] = [];
  for (const [type, metadata] of [
    ["Query", storage.queries],
    ["Mutation", storage.mutations],
  ] as const) {
    const root = type === "Query" ? schema.getQueryType() : schema.getMutationType();
    for (const name of Object.keys(root?.getFields() ?? {}).sort()) {
      const operation = `${type}.${name}`;
      const resolver = metadata.find((m) => m.schemaName === name);
      const needed = (resolver && declared(resolver.target, resolver.methodName)) ?? CHECKED_BY_ITS_SERVICE[operation];
      if (needed) admin.push(row(operation, needed));
      else open.push(operation);
    }
  }
  const fields: RoleRow[] = [];
  for (const auth of storage.authorizedFields) {
    const fieldResolver = storage.fieldResolvers.find((f) => f.target === auth.target && f.methodName === auth.fieldName);
    const typeClass = fieldResolver ? fieldResolver.getObjectType?.() : auth.target;
    const typeName = storage.objectTypes.find((o) => o.target === typeClass)?.name;
    if (!typeName || !isObjectType(schema.getType(typeName))) continue;
    fields.push(row(`${typeName}.${fieldResolver?.schemaName ?? auth.fieldName}`, auth.roles));
  }
  fields.sort((a, b) => a.operation.localeCompare(b.operation));
  return { admin, fields, public: open };
}

/** The REST side: every shim declaring `access` (mounted so far: call after the app's routes are). */
export function restRoleTable(): RoleRow[] {
  return Object.entries(declaredAccess())
    .map(([operation, access]) => row(operation, neededOf(access)))
    .sort((a, b) => a.operation.localeCompare(b.operation));
}

function matrix(rows: RoleRow[], first: string): string[] {
  return [
    `| ${first} | ${ROLES.join(" | ")} | API-key scopes |`,
    `|---|${ROLES.map(() => ":---:").join("|")}|---|`,
    ...rows.map(
      (r) =>
        `| \`${r.operation}\` | ${ROLES.map((role) => (r.roles.includes(role) ? "✓" : "")).join(" | ")} | ${r.needed.includes(SELF) ? "own account" : r.scopes.join(", ") || "none"} |`,
    ),
  ];
}

/** The generated part of docs/security.md: the roles, then the table of every admin operation and shim. */
export function roleTableMarkdown(schema: GraphQLSchema): string {
  const gql = graphqlRoleTable(schema);
  const rest = restRoleTable();
  const count = (role: Role) => [...gql.admin, ...rest].filter((r) => r.roles.includes(role)).length;
  return [
    "| Role | What it is for | Operations it may use |",
    "|---|---|---:|",
    ...ROLES.map((role) => `| \`${role}\` | ${ROLE_DESCRIPTIONS[role]} | ${count(role)} of ${gql.admin.length + rest.length} |`),
    "",
    `A ✓ marks a role that may use the operation; "own account" marks what every signed-in person may do for`,
    "their own account (their sessions, their password, their second factor), which no API key may.",
    "",
    "### GraphQL operations",
    "",
    ...matrix(gql.admin, "Operation"),
    "",
    "### Fields guarded on their own",
    "",
    ...matrix(gql.fields, "Field"),
    "",
    "### REST shims (`/auth/api`)",
    "",
    ...matrix(rest, "Call"),
    "",
    `Open to everyone, visitors included (${gql.public.length}): ${gql.public.map((o) => `\`${o}\``).join(", ")}.`,
  ].join("\n");
}

export const ROLE_TABLE_START = "<!-- role-table: generated from the server's declarations by server/src/auth/role-table.test.ts; do not edit -->";
export const ROLE_TABLE_END = "<!-- /role-table -->";
