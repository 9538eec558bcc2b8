/** GraphQL for locations and gallery categories: the storefront's filter options and the admin CRUD. */
import { ArgsType, Ctx, Field, ID, InputType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { GalleryCategory } from "./gallery-category.entity.js";
import { Location } from "./location.entity.js";

@InputType({ description: "Filter of the admin list of locations." })
class LocationFilter extends BaseFilter {}

@InputType({ description: "Filter of the admin list of gallery categories." })
class GalleryCategoryFilter extends BaseFilter {}

@ArgsType()
class CreateNamedArgs {
  @Field(() => String, { description: "Name; trimmed, unique regardless of case." })
  name: string;
}

@ArgsType()
class UpdateNamedArgs {
  @Field(() => ID, { description: "Record to change." })
  id: string;

  @Field(() => String, { nullable: true, description: "New name." })
  name?: string | null;
}

@Resolver()
export class MastersPublicResolver {
  @Query(() => [Location], { description: "Every location, sorted by name (the gallery's location filter)." })
  locations(@Ctx() ctx: RequestContext): Promise<Location[]> {
    return ctx.services.locations.all();
  }

  @Query(() => [GalleryCategory], { description: "Every gallery category, sorted by name (the gallery's category filter)." })
  galleryCategories(@Ctx() ctx: RequestContext): Promise<GalleryCategory[]> {
    return ctx.services.galleryCategories.all();
  }
}

export const LocationCrudResolver = createCrudResolver<Location, CreateNamedArgs, UpdateNamedArgs>({
  type: Location,
  name: "Location",
  plural: "Locations",
  filter: LocationFilter,
  createArgs: CreateNamedArgs,
  updateArgs: UpdateNamedArgs,
  operations: {
    list: (ctx, p) => ctx.services.locations.list(p),
    count: (ctx, p) => ctx.services.locations.count(p),
    get: (ctx, id) => ctx.services.locations.get(id),
    create: (ctx, a) => ctx.services.locations.create(a.name),
    update: (ctx, id, a) => ctx.services.locations.rename(id, a.name),
    remove: (ctx, id) => ctx.services.locations.remove(id),
  },
});

export const GalleryCategoryCrudResolver = createCrudResolver<GalleryCategory, CreateNamedArgs, UpdateNamedArgs>({
  type: GalleryCategory,
  name: "GalleryCategory",
  plural: "GalleryCategories",
  filter: GalleryCategoryFilter,
  createArgs: CreateNamedArgs,
  updateArgs: UpdateNamedArgs,
  operations: {
    list: (ctx, p) => ctx.services.galleryCategories.list(p),
    count: (ctx, p) => ctx.services.galleryCategories.count(p),
    get: (ctx, id) => ctx.services.galleryCategories.get(id),
    create: (ctx, a) => ctx.services.galleryCategories.create(a.name),
    update: (ctx, id, a) => ctx.services.galleryCategories.rename(id, a.name),
    remove: (ctx, id) => ctx.services.galleryCategories.remove(id),
  },
});
