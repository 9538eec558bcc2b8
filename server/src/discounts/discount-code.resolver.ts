/** GraphQL for discount codes (issue 28): the owner's (and integrators' with `catalogue:write`) CRUD, with the discount each code gave. */
import DataLoader from "dataloader";
import { ArgsType, Ctx, Field, FieldResolver, ID, InputType, Int, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { DiscountCode, DiscountKindEnum } from "./discount-code.entity.js";
import type { DiscountKind } from "./discount-rules.js";
import type { DiscountsFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of discount codes." })
class DiscountCodeFilter extends BaseFilter {
  @Field(() => Boolean, { nullable: true, description: "Only codes switched on (true) or off (false)." })
  active?: boolean | null;
}

const WHEN = "ISO 8601; without an offset it is India time (e.g. 2026-11-01 or 2026-11-01T09:00+05:30); empty or null: none.";

@ArgsType()
class CreateDiscountCodeArgs {
  @Field(() => String, { description: "The code: letters, digits and '-', 3 to 32; unique whatever the letter case." }) code: string;
  @Field(() => DiscountKindEnum, { description: "PERCENT or FIXED." }) kind: DiscountKind;
  @Field(() => Int, { description: "PERCENT: 1–90. FIXED: paise, at least 1." }) value: number;
  @Field(() => Int, { nullable: true, description: "Minimum of the eligible prints, in paise (default 0)." }) minOrderPaise?: number | null;
  @Field(() => String, { nullable: true, description: `From when it may be used: ${WHEN}` }) startsAt?: string | null;
  @Field(() => String, { nullable: true, description: `Until when it may be used (after the start): ${WHEN}` }) endsAt?: string | null;
  @Field(() => Int, { nullable: true, description: "Uses in all; null: no limit." }) maxUses?: number | null;
  @Field(() => Int, { nullable: true, description: "Uses per mobile number; null: no limit." }) maxUsesPerCustomer?: number | null;
  @Field(() => [ID], { nullable: true, description: "The shop categories it applies to; null or empty: every print." }) categoryIds?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: "Switched on (default true)." }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "Applies on top of a running sale (default false)." }) combinesWithSales?: boolean | null;
}

@ArgsType()
class UpdateDiscountCodeArgs {
  @Field(() => ID, { description: "Code to change." }) id: string;
  @Field(() => String, { nullable: true, description: "New code." }) code?: string | null;
  @Field(() => DiscountKindEnum, { nullable: true, description: "New kind." }) kind?: DiscountKind | null;
  @Field(() => Int, { nullable: true, description: "New value." }) value?: number | null;
  @Field(() => Int, { nullable: true, description: "New minimum, in paise." }) minOrderPaise?: number | null;
  @Field(() => String, { nullable: true, description: `New start: ${WHEN}` }) startsAt?: string | null;
  @Field(() => String, { nullable: true, description: `New end: ${WHEN}` }) endsAt?: string | null;
  @Field(() => Int, { nullable: true, description: "New limit of uses; null: none." }) maxUses?: number | null;
  @Field(() => Int, { nullable: true, description: "New limit per mobile number; null: none." }) maxUsesPerCustomer?: number | null;
  @Field(() => [ID], { nullable: true, description: "New categories; null or empty: every print." }) categoryIds?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: "Switched on or off." }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "Applies on top of a running sale." }) combinesWithSales?: boolean | null;
}

/** The discount given by every code one request shows, read in one grouped query. */
const givenLoaders = new WeakMap<RequestContext<unknown>, DataLoader<number, number>>();
function givenBy(ctx: RequestContext<DiscountsFloor>, id: number): Promise<number> {
  let loader = givenLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const sums = await ctx.services.discountCodes.given(ids);
      return ids.map((i) => sums.get(i) ?? 0);
    });
    givenLoaders.set(ctx, loader);
  }
  return loader.load(id);
}

@Resolver(() => DiscountCode)
export class DiscountCodeResolver {
  @FieldResolver(() => [ID], { nullable: true, description: "The shop categories it applies to; null: every print." })
  categoryIds(@Root() c: DiscountCode): string[] | null {
    return c.categoryIds ? c.categoryIds.map(String) : null;
  }

  @FieldResolver(() => Int, { description: "The discount given with it on paid orders (not those cancelled since), in paise." })
  discountGivenPaise(@Root() c: DiscountCode, @Ctx() ctx: RequestContext<DiscountsFloor>): Promise<number> {
    return givenBy(ctx, c.id);
  }
}

export const DiscountCodeCrudResolver = createCrudResolver<DiscountsFloor, DiscountCode, CreateDiscountCodeArgs, UpdateDiscountCodeArgs>({
  scopes: { read: ["catalogue:write"], write: ["catalogue:write"] },
  roles: { read: MANAGERS, write: MANAGERS },
  type: DiscountCode,
  name: "DiscountCode",
  plural: "DiscountCodes",
  filter: DiscountCodeFilter,
  createArgs: CreateDiscountCodeArgs,
  updateArgs: UpdateDiscountCodeArgs,
  operations: {
    list: (ctx, p) => ctx.services.discountCodes.list(p),
    count: (ctx, p) => ctx.services.discountCodes.count(p),
    get: (ctx, id) => ctx.services.discountCodes.get(id),
    create: (ctx, a) => ctx.services.discountCodes.create(a),
    update: (ctx, id, a) => ctx.services.discountCodes.update(id, a),
    remove: (ctx, id) => ctx.services.discountCodes.remove(id),
  },
});
