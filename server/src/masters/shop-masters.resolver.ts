/** GraphQL for the shop's reference data: frame sizes, shop categories and subcategories. */
import { idOf } from "../core/ids.js";
import { ArgsType, Ctx, Field, FieldResolver, Float, ID, InputType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { FrameSize } from "./frame-size.entity.js";
import { namedCrud, UpdateNamedArgs } from "./masters.resolver.js";
import { ShopCategory, ShopSubcategory } from "./shop-category.entity.js";
import type { MastersFloor } from "./services.js";
import { ALL_STAFF, EDITORS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of frame sizes." })
class FrameSizeFilter extends BaseFilter {}

@InputType({ description: "Filter of the admin list of shop categories." })
class ShopCategoryFilter extends BaseFilter {}

@InputType({ description: "Filter of the admin list of shop subcategories." })
class ShopSubcategoryFilter extends BaseFilter {
  @Field(() => ID, { nullable: true, description: "Only the subcategories of this category." })
  categoryId?: string | null;
}

@ArgsType()
class CreateFrameSizeArgs {
  @Field(() => String, { description: "Print size, e.g. '12x18'." })
  size: string;

  @Field(() => String, { description: "Frame name, e.g. 'Classic Black'." })
  name: string;

  // Float so that 45.5 gets the service's clear message rather than GraphQL's; whole cm are stored.
  @Field(() => Float, {
    nullable: true,
    description: "Outer width in whole centimetres, frame and mount included, for the size as written (12x18: the side of the 12 in). Required.",
  })
  widthCm?: number | null;

  @Field(() => Float, { nullable: true, description: "Outer height in whole centimetres, frame and mount included (12x18: the side of the 18 in). Required." })
  heightCm?: number | null;
}

@ArgsType()
class UpdateFrameSizeArgs {
  @Field(() => ID, { description: "Frame size to change." })
  id: string;

  @Field(() => String, { nullable: true, description: "New print size." })
  size?: string | null;

  @Field(() => String, { nullable: true, description: "New frame name." })
  name?: string | null;

  @Field(() => Float, { nullable: true, description: "New outer width in whole centimetres, frame included." })
  widthCm?: number | null;

  @Field(() => Float, { nullable: true, description: "New outer height in whole centimetres, frame included." })
  heightCm?: number | null;
}

@ArgsType()
class CreateShopSubcategoryArgs {
  @Field(() => ID, { description: "The category it belongs to." })
  categoryId: string;

  @Field(() => String, { description: "Name of the subcategory." })
  name: string;

  @Field(() => String, { nullable: true, description: "Name in Tamil (optional)." })
  nameTa?: string | null;
}

@Resolver(() => ShopCategory)
export class ShopMastersResolver {
  @Query(() => [FrameSize], { description: "Every frame size, in display order." })
  frameSizes(@Ctx() ctx: RequestContext<MastersFloor>): Promise<FrameSize[]> {
    return ctx.services.frameSizes.all();
  }

  @Query(() => [ShopCategory], { description: "Every shop category, by name, with its subcategories." })
  shopCategories(@Ctx() ctx: RequestContext<MastersFloor>): Promise<ShopCategory[]> {
    return ctx.services.shopCategories.all();
  }

  @FieldResolver(() => [ShopSubcategory], { description: "Its subcategories, by name." })
  subcategories(@Root() category: ShopCategory, @Ctx() ctx: RequestContext<MastersFloor>): Promise<ShopSubcategory[]> {
    return ctx.services.shopSubcategories.ofCategory(category.id);
  }
}

export const FrameSizeCrudResolver = createCrudResolver<MastersFloor, FrameSize, CreateFrameSizeArgs, UpdateFrameSizeArgs>({
  scopes: { read: ["catalogue:read"], write: ["catalogue:write"] },
  roles: { read: ALL_STAFF, write: EDITORS },
  type: FrameSize,
  name: "FrameSize",
  plural: "FrameSizes",
  filter: FrameSizeFilter,
  createArgs: CreateFrameSizeArgs,
  updateArgs: UpdateFrameSizeArgs,
  operations: {
    list: (ctx, p) => ctx.services.frameSizes.list(p),
    count: (ctx, p) => ctx.services.frameSizes.count(p),
    get: (ctx, id) => ctx.services.frameSizes.get(id),
    create: (ctx, a) => ctx.services.frameSizes.create(a),
    update: (ctx, id, a) => ctx.services.frameSizes.update(id, a),
    remove: (ctx, id) => ctx.services.frameSizes.remove(id),
  },
});

export const ShopCategoryCrudResolver = namedCrud(ShopCategory, "ShopCategory", "ShopCategories", ShopCategoryFilter, (ctx) => ctx.services.shopCategories);

export const ShopSubcategoryCrudResolver = createCrudResolver<MastersFloor, ShopSubcategory, CreateShopSubcategoryArgs, UpdateNamedArgs>({
  scopes: { read: ["catalogue:read"], write: ["catalogue:write"] },
  roles: { read: ALL_STAFF, write: EDITORS },
  type: ShopSubcategory,
  name: "ShopSubcategory",
  plural: "ShopSubcategories",
  filter: ShopSubcategoryFilter,
  createArgs: CreateShopSubcategoryArgs,
  updateArgs: UpdateNamedArgs,
  operations: {
    list: (ctx, p) => ctx.services.shopSubcategories.list(p),
    count: (ctx, p) => ctx.services.shopSubcategories.count(p),
    get: (ctx, id) => ctx.services.shopSubcategories.get(id),
    create: (ctx, a) => ctx.services.shopSubcategories.create(idOf(a.categoryId), a.name, a.nameTa),
    update: (ctx, id, a) => ctx.services.shopSubcategories.rename(id, a.name, a.nameTa),
    remove: (ctx, id) => ctx.services.shopSubcategories.remove(id),
  },
});
