/** GraphQL for locations and gallery categories: the storefront's filter options and the admin CRUD. */
import { ArgsType, Ctx, Field, ID, InputType, Query, Resolver, type ClassType } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { GalleryCategory } from "./gallery-category.entity.js";
import { Location } from "./location.entity.js";
import type { ShopCategory } from "./shop-category.entity.js";
import type { NamedMasterService } from "./masters.service.js";
import type { MastersFloor } from "./services.js";
import { ALL_STAFF, EDITORS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of locations." })
class LocationFilter extends BaseFilter {}

@InputType({ description: "Filter of the admin list of gallery categories." })
class GalleryCategoryFilter extends BaseFilter {}

@ArgsType()
export class CreateNamedArgs {
  @Field(() => String, { description: "Name; trimmed, unique regardless of case." })
  name: string;

  @Field(() => String, { nullable: true, description: "Name in Tamil (optional)." })
  nameTa?: string | null;
}

@ArgsType()
export class UpdateNamedArgs {
  @Field(() => ID, { description: "Record to change." })
  id: string;

  @Field(() => String, { nullable: true, description: "New name." })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "New name in Tamil; null or empty: none (the English shows)." })
  nameTa?: string | null;
}

@Resolver()
export class MastersPublicResolver {
  @Query(() => [Location], { description: "Every location, sorted by name (the gallery's location filter)." })
  locations(@Ctx() ctx: RequestContext<MastersFloor>): Promise<Location[]> {
    return ctx.services.locations.all();
  }

  @Query(() => [GalleryCategory], { description: "Every gallery category, sorted by name (the gallery's category filter)." })
  galleryCategories(@Ctx() ctx: RequestContext<MastersFloor>): Promise<GalleryCategory[]> {
    return ctx.services.galleryCategories.all();
  }
}

/** Master tables with one unique name are the same resource shape over a NamedMasterService. */
export function namedCrud<T extends Location | GalleryCategory | ShopCategory>(
  type: ClassType<T>,
  name: string,
  plural: string,
  filter: ClassType<object>,
  service: (ctx: RequestContext<MastersFloor>) => NamedMasterService<T>,
) {
  return createCrudResolver<MastersFloor, T, CreateNamedArgs, UpdateNamedArgs>({
    scopes: { read: ["catalogue:read"], write: ["catalogue:write"] },
    roles: { read: ALL_STAFF, write: EDITORS },
    type,
    name,
    plural,
    filter,
    createArgs: CreateNamedArgs,
    updateArgs: UpdateNamedArgs,
    operations: {
      list: (ctx, p) => service(ctx).list(p),
      count: (ctx, p) => service(ctx).count(p),
      get: (ctx, id) => service(ctx).get(id),
      create: (ctx, a) => service(ctx).create(a.name, a.nameTa),
      update: (ctx, id, a) => service(ctx).rename(id, a.name, a.nameTa),
      remove: (ctx, id) => service(ctx).remove(id),
    },
  });
}

export const LocationCrudResolver = namedCrud(Location, "Location", "Locations", LocationFilter, (ctx) => ctx.services.locations);
export const GalleryCategoryCrudResolver = namedCrud(
  GalleryCategory,
  "GalleryCategory",
  "GalleryCategories",
  GalleryCategoryFilter,
  (ctx) => ctx.services.galleryCategories,
);
