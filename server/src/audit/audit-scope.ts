/**
 * Every GraphQL mutation made by a staff member or an API key runs in an audit scope (core/audit.ts):
 * the rows it changes are recorded by the audit subscriber in their own transaction. A mutation that
 * changed no row the subscriber follows (it sent a mail, redelivered a webhook, wrote only an outbox)
 * and answered without error still has one entry: the operation's, with the record its arguments or
 * answer name. A mutation that failed leaves none (what it wrote was rolled back with its entries).
 *
 * The root's mutations are wrapped once, when the schema is built (app/schema.ts), so nothing is added
 * to any other field's resolution: a visitor's query goes through no audit code at all.
 */
import { defaultFieldResolver, getNamedType, isObjectType, type GraphQLSchema } from "graphql";
import { auditScopeOf, runAudited, type AuditScope } from "../core/audit.js";
import type { RequestContext } from "../core/context.js";
import type { AuditFloor } from "./services.js";

export function auditMutations(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  if (!mutation) return schema;
  for (const field of Object.values(mutation.getFields())) {
    const resolve = field.resolve ?? defaultFieldResolver;
    const operation = `Mutation.${field.name}`;
    const returned = getNamedType(field.type);
    const entity = isObjectType(returned) ? returned.name : null;
    field.resolve = async (source, args: Record<string, unknown>, context: RequestContext<AuditFloor>, info) => {
      const scope = auditScopeOf({ admin: context.admin, apiKey: context.apiKey ?? null }, operation, context.ip);
      if (!scope) return resolve(source, args, context, info);
      const result: unknown = await runAudited(scope, () => Promise.resolve(resolve(source, args, context, info)));
      if (scope.recorded === 0) await context.services.audit.record(null, operationEntry(scope, entity, idOf(args) ?? idOf(result)));
      return result;
    };
  }
  return schema;
}

/** The entry of an operation that changed no followed row. */
export function operationEntry(scope: AuditScope, entity: string | null, entityId: string | null) {
  return { actor: scope.actor, role: scope.role, operation: scope.operation, ip: scope.ip, entity, entityId };
}

function idOf(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}
