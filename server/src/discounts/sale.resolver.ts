/** GraphQL for timed sales (issue 28): the owner's (and integrators' with `catalogue:write`) CRUD. The prices they make are the shop's fields (shop.resolver.ts). */
import { ArgsType, Field, FieldResolver, ID, InputType, Int, Resolver, Root } from "type-graphql";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { Sale } from "./sale.entity.js";
import { isRunning } from "./sale-rules.js";
import type { DiscountsFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of sales." })
class SaleFilter extends BaseFilter {}

const WHEN = "ISO 8601; without an offset it is India time (e.g. 2027-01-14 or 2027-01-14T09:00+05:30); empty or null: none.";

@ArgsType()
class CreateSaleArgs {
  @Field(() => String, { description: "The sale's name, e.g. 'Pongal sale' (at most 80 characters)." }) name: string;
  @Field(() => Int, { description: "The percentage off, 1–90." }) percent: number;
  @Field(() => String, { nullable: true, description: `When it starts: ${WHEN}` }) startsAt?: string | null;
  @Field(() => String, { nullable: true, description: `When it ends (after the start): ${WHEN}` }) endsAt?: string | null;
  @Field(() => [ID], { nullable: true, description: "The shop categories it applies to; null or empty: every print." }) categoryIds?: string[] | null;
}

@ArgsType()
class UpdateSaleArgs {
  @Field(() => ID, { description: "Sale to change." }) id: string;
  @Field(() => String, { nullable: true, description: "New name." }) name?: string | null;
  @Field(() => Int, { nullable: true, description: "New percentage, 1–90." }) percent?: number | null;
  @Field(() => String, { nullable: true, description: `New start: ${WHEN}` }) startsAt?: string | null;
  @Field(() => String, { nullable: true, description: `New end: ${WHEN}` }) endsAt?: string | null;
  @Field(() => [ID], { nullable: true, description: "New categories; null or empty: every print." }) categoryIds?: string[] | null;
}

@Resolver(() => Sale)
export class SaleResolver {
  @FieldResolver(() => [ID], { nullable: true, description: "The shop categories it applies to; null: every print." })
  categoryIds(@Root() s: Sale): string[] | null {
    return s.categoryIds ? s.categoryIds.map(String) : null;
  }

  @FieldResolver(() => String, { description: "'scheduled' (its start is to come), 'running' or 'ended', now." })
  status(@Root() s: Sale): string {
    const now = Date.now();
    return isRunning(s, now) ? "running" : s.startsAt && s.startsAt.getTime() > now ? "scheduled" : "ended";
  }
}

export const SaleCrudResolver = createCrudResolver<DiscountsFloor, Sale, CreateSaleArgs, UpdateSaleArgs>({
  scopes: { read: ["catalogue:write"], write: ["catalogue:write"] },
  roles: { read: MANAGERS, write: MANAGERS },
  type: Sale,
  name: "Sale",
  plural: "Sales",
  filter: SaleFilter,
  createArgs: CreateSaleArgs,
  updateArgs: UpdateSaleArgs,
  operations: {
    list: (ctx, p) => ctx.services.sales.list(p),
    count: (ctx, p) => ctx.services.sales.count(p),
    get: (ctx, id) => ctx.services.sales.get(id),
    create: (ctx, a) => ctx.services.sales.create(a),
    update: (ctx, id, a) => ctx.services.sales.update(id, a),
    remove: (ctx, id) => ctx.services.sales.remove(id),
  },
});
