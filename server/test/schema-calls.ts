// Calls of every operation of the schema with dummy arguments, for the tests that walk the whole
// schema (who may call what: the API-key scopes, the staff roles, the step-up; the audit log that no
// operation may change). One copy, so the four tables' calls cannot drift apart.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";

/** A literal of the argument's type that passes validation, so the call reaches the access check and its resolver. */
export function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${literal(f.type)}`).join(", ")} }`;
  }
  switch (type.name) {
    case "Int":
    case "Float":
      return "1";
    case "Boolean":
      return "false";
    case "ID":
      return `"999999"`;
    case "DateTime":
      return `"2026-01-01T00:00:00.000Z"`;
    default:
      return `"x"`;
  }
}

/** An operation's call with its required arguments: an Upload one as a variable (`upload`: send it as multipart), the rest as literals. */
export interface Call {
  query: string;
  upload: boolean;
}

export function callOf(type: "Query" | "Mutation", field: GraphQLField<unknown, unknown>): Call {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const uploads = required.filter((a) => getNamedType(a.type).name === "Upload");
  const args = required.map((a) => `${a.name}: ${uploads.includes(a) ? `$${a.name}` : literal(a.type)}`);
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? " { __typename }" : "";
  const vars = uploads.map((a) => `$${a.name}: Upload!`).join(", ");
  const op = type === "Query" ? "query" : "mutation";
  return { query: `${op}${vars ? `(${vars})` : ""} { ${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection} }`, upload: uploads.length > 0 };
}
