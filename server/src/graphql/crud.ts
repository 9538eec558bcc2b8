/**
 * One factory for every admin resource: it generates the queries and mutations that
 * ra-data-graphql-simple expects (`allX`, `_allXMeta`, `X`, `createX`, `updateX`, `deleteX`), all
 * behind the admin check, each a single call to the resource's service.
 */
import { idOf } from "../core/ids.js";
import { Args, Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, type ClassType } from "type-graphql";
import { ListMetadata, listArgsFor, type ListParams } from "../core/list.js";
import type { RequestContext } from "../core/context.js";
import type { Scope } from "../core/scopes.js";
import type { StaffRole } from "../core/roles.js";

/**
 * `S`: the services the operations may reach, the calling domain's floor (`<domain>/services.ts`,
 * issue 43): a domain's CRUD reaches its own services and those below, never one above.
 */
export interface CrudOperations<T, C, U, S> {
  list(ctx: RequestContext<S>, params: ListParams<object>): Promise<T[]>;
  count(ctx: RequestContext<S>, params: ListParams<object>): Promise<number>;
  get(ctx: RequestContext<S>, id: number): Promise<T | null>;
  create?(ctx: RequestContext<S>, args: C): Promise<T>;
  update?(ctx: RequestContext<S>, id: number, args: U): Promise<T>;
  remove?(ctx: RequestContext<S>, id: number): Promise<T>;
}

export interface CrudOptions<T extends object, C extends object, U extends object, S> {
  type: ClassType<T>;
  /** GraphQL type name, e.g. "GalleryCategory". */
  name: string;
  /** Plural used by ra-data-graphql-simple, e.g. "GalleryCategories". */
  plural: string;
  filter: ClassType<object>;
  createArgs?: ClassType<C>;
  updateArgs?: ClassType<U & { id: string }>;
  operations: CrudOperations<T, C, U, S>;
  /** The API-key scopes that may read and write this resource; without them it is the owner's alone. */
  scopes?: { read: readonly Scope[]; write: readonly Scope[] };
  /** The staff roles beside the owner that may read and write it (core/roles.ts); without them it is the owner's alone. */
  roles?: { read: readonly StaffRole[]; write: readonly StaffRole[] };
}

type Decorate = (target: object, key: string, descriptor: PropertyDescriptor) => void;

/** Attaches a method with its decorators to a prototype (decorators applied as TypeScript would). */
function define(proto: object, key: string, fn: (...args: never[]) => unknown, method: Decorate[], params: ((t: object, k: string, i: number) => void)[][]) {
  Object.defineProperty(proto, key, { value: fn, writable: true, configurable: true });
  const descriptor = Object.getOwnPropertyDescriptor(proto, key)!;
  params.forEach((decorators, index) => decorators.forEach((d) => d(proto, key, index)));
  method.forEach((d) => d(proto, key, descriptor));
}

export function createCrudResolver<S, T extends object, C extends object = never, U extends object = never>(o: CrudOptions<T, C, U, S>): ClassType {
  const ListArgs = listArgsFor(o.filter);
  const ops = o.operations;
  class CrudResolver {}
  const proto = CrudResolver.prototype;
  const read = () => Authorized(...(o.scopes?.read ?? []), ...(o.roles?.read ?? [])) as Decorate;
  const write = () => Authorized(...(o.scopes?.write ?? []), ...(o.roles?.write ?? [])) as Decorate;

  define(
    proto,
    `all${o.plural}`,
    (args: ListParams<object>, ctx: RequestContext<S>) => ops.list(ctx, args),
    [read(), Query(() => [o.type], { name: `all${o.plural}`, description: `Admin: a page of ${o.plural}.` })],
    [[Args(() => ListArgs)], [Ctx()]],
  );

  define(
    proto,
    `_all${o.plural}Meta`,
    async (args: ListParams<object>, ctx: RequestContext<S>) => ({ count: await ops.count(ctx, args) }),
    [read(), Query(() => ListMetadata, { name: `_all${o.plural}Meta`, description: `Admin: how many ${o.plural} match the filter.` })],
    [[Args(() => ListArgs)], [Ctx()]],
  );

  define(
    proto,
    `one${o.name}`,
    (id: string, ctx: RequestContext<S>) => ops.get(ctx, idOf(id)),
    [read(), Query(() => o.type, { name: o.name, nullable: true, description: `Admin: one ${o.name} by id.` })],
    [[Arg("id", () => ID)], [Ctx()]],
  );

  if (ops.create && o.createArgs) {
    define(
      proto,
      `create${o.name}`,
      (args: C, ctx: RequestContext<S>) => ops.create!(ctx, args),
      [write(), Mutation(() => o.type, { name: `create${o.name}`, description: `Admin: create a ${o.name}.` })],
      [[Args(() => o.createArgs!)], [Ctx()]],
    );
  }
  if (ops.update && o.updateArgs) {
    define(
      proto,
      `update${o.name}`,
      (args: U & { id: string }, ctx: RequestContext<S>) => ops.update!(ctx, idOf(args.id), args),
      [write(), Mutation(() => o.type, { name: `update${o.name}`, description: `Admin: change a ${o.name}.` })],
      [[Args(() => o.updateArgs!)], [Ctx()]],
    );
  }
  if (ops.remove) {
    define(
      proto,
      `delete${o.name}`,
      (id: string, ctx: RequestContext<S>) => ops.remove!(ctx, idOf(id)),
      [write(), Mutation(() => o.type, { name: `delete${o.name}`, description: `Admin: delete a ${o.name}.` })],
      [[Arg("id", () => ID)], [Ctx()]],
    );
  }

  Object.defineProperty(CrudResolver, "name", { value: `${o.name}CrudResolver` });
  Resolver(() => o.type)(CrudResolver);
  return CrudResolver;
}
