/** GraphQL for the gallery: the storefront's list, the admin CRUD, and single-image / group deletion. */
import { idOf, NO_ROW } from "../core/ids.js";
import { Arg, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { GalleryItem } from "./gallery-item.entity.js";
import { MAX_PUBLIC_PAGE, PUBLIC_PAGE } from "./gallery.service.js";
import type { GalleryFloor } from "./services.js";
import { ALL_STAFF, EDITORS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of gallery groups." })
class GalleryItemFilter extends BaseFilter {
  @Field(() => ID, { nullable: true, description: "Only groups of this category." })
  categoryId?: string | null;

  @Field(() => ID, { nullable: true, description: "Only groups taken at this location." })
  locationId?: string | null;
}

@ArgsType()
class CreateGalleryItemArgs {
  @Field(() => String, { description: "Title shared by the images." })
  title: string;

  @Field(() => String, { nullable: true, description: "Description shown on the card." })
  description?: string | null;

  @Field(() => String, { nullable: true, description: "Title in Tamil (optional)." })
  titleTa?: string | null;

  @Field(() => String, { nullable: true, description: "Description in Tamil (optional)." })
  descriptionTa?: string | null;

  @Field(() => ID, { description: "Bird category." })
  categoryId: string;

  @Field(() => [ID], { description: "At least one location." })
  locationIds: string[];

  @Field(() => [ID], { description: "Uploaded images (uploadMedia ids), in display order; at least one." })
  mediaIds: string[];
  @Field(() => [String], {
    nullable: true,
    description:
      "Words search finds the group by besides its texts (a scientific name, another common name, a Tamil name): at most 20, each at most 60 characters; blanks and repeats are dropped.",
  })
  searchKeywords?: string[] | null;
}

@ArgsType()
class UpdateGalleryItemArgs {
  @Field(() => ID, { description: "Group to change." })
  id: string;

  @Field(() => String, { nullable: true, description: "New title." })
  title?: string | null;

  @Field(() => String, { nullable: true, description: "New description." })
  description?: string | null;

  @Field(() => String, { nullable: true, description: "New title in Tamil; null or empty: none." })
  titleTa?: string | null;

  @Field(() => String, { nullable: true, description: "New description in Tamil; null or empty: none." })
  descriptionTa?: string | null;

  @Field(() => ID, { nullable: true, description: "New category." })
  categoryId?: string | null;

  @Field(() => [ID], { nullable: true, description: "New locations." })
  locationIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: "New images (uploadMedia ids), replacing the current ones." })
  mediaIds?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: "The group's search words, replacing the current ones (at most 20, each at most 60 characters); null or [] clears them; omitted keeps them.",
  })
  searchKeywords?: string[] | null;
}

@ObjectType({ description: "One page of the gallery." })
class GalleryPage {
  @Field(() => [GalleryItem], { description: "The groups of this page, sorted by title." })
  items: GalleryItem[];

  @Field(() => Int, { description: "How many groups match the filters in all." })
  total: number;

  @Field(() => Boolean, { description: "Whether a later page has more." })
  hasMore: boolean;
}

@ObjectType({ description: "How big the gallery is." })
class GalleryTotals {
  @Field(() => Int, { description: "Number of gallery groups." })
  items: number;

  @Field(() => Int, { description: "Number of images across all groups." })
  images: number;
}

@Resolver(() => GalleryItem)
export class GalleryResolver {
  @Authorized("catalogue:read", ...ALL_STAFF)
  @Query(() => GalleryTotals, { description: "Admin: totals of gallery groups and images." })
  galleryTotals(@Ctx() ctx: RequestContext<GalleryFloor>): Promise<GalleryTotals> {
    return ctx.services.gallery.totals();
  }

  @Query(() => GalleryPage, { description: "The gallery a page at a time: groups sorted by title, optionally filtered by location and category." })
  galleryPage(
    @Arg("locationId", () => ID, { nullable: true }) locationId: string | null,
    @Arg("categoryId", () => ID, { nullable: true }) categoryId: string | null,
    @Arg("offset", () => Int, { nullable: true, defaultValue: 0 }) offset: number,
    @Arg("limit", () => Int, { nullable: true, defaultValue: PUBLIC_PAGE, description: `At most ${MAX_PUBLIC_PAGE}.` }) limit: number,
    @Ctx() ctx: RequestContext<GalleryFloor>,
  ): Promise<GalleryPage> {
    return ctx.services.gallery.page({ locationId, categoryId }, offset, limit);
  }

  @Query(() => GalleryItem, { nullable: true, description: "One gallery group, as a shared link (/gallery?item=N) shows it; null when there is none." })
  galleryItem(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<GalleryFloor>): Promise<GalleryItem | null> {
    const n = idOf(id);
    return n === NO_ROW ? Promise.resolve(null) : ctx.services.gallery.get(n);
  }

  @Query(() => [GalleryItem], {
    description: "The whole gallery at once, sorted by title, optionally filtered.",
    deprecationReason: "Its answer grows with the gallery: use galleryPage.",
  })
  galleryItems(
    @Arg("locationId", () => ID, { nullable: true }) locationId: string | null,
    @Arg("categoryId", () => ID, { nullable: true }) categoryId: string | null,
    @Ctx() ctx: RequestContext<GalleryFloor>,
  ): Promise<GalleryItem[]> {
    return ctx.services.gallery.listPublic({ locationId, categoryId });
  }

  @FieldResolver(() => [ID], { description: "Identifiers of the locations." })
  locationIds(@Root() item: GalleryItem): number[] {
    return item.locations.map((l) => l.id);
  }

  @FieldResolver(() => Int, { description: "Number of images in the group." })
  imageCount(@Root() item: GalleryItem): number {
    return item.images.length;
  }

  @Authorized("catalogue:write", ...EDITORS)
  @Mutation(() => Boolean, { description: "Admin: delete one image; the group goes when its last image goes." })
  async deleteGalleryImage(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<GalleryFloor>): Promise<boolean> {
    await ctx.services.gallery.deleteImage(idOf(id));
    return true;
  }

  @Authorized("catalogue:write", ...EDITORS)
  @Mutation(() => Int, { description: "Admin: delete a whole group by its group id; answers how many images were removed." })
  deleteGalleryGroup(@Arg("groupId", () => String) groupId: string, @Ctx() ctx: RequestContext<GalleryFloor>): Promise<number> {
    return ctx.services.gallery.deleteGroup(groupId);
  }
}

export const GalleryItemCrudResolver = createCrudResolver<GalleryFloor, GalleryItem, CreateGalleryItemArgs, UpdateGalleryItemArgs>({
  scopes: { read: ["catalogue:read"], write: ["catalogue:write"] },
  roles: { read: ALL_STAFF, write: EDITORS },
  type: GalleryItem,
  name: "GalleryItem",
  plural: "GalleryItems",
  filter: GalleryItemFilter,
  createArgs: CreateGalleryItemArgs,
  updateArgs: UpdateGalleryItemArgs,
  operations: {
    list: (ctx, p) => ctx.services.gallery.list(p),
    count: (ctx, p) => ctx.services.gallery.count(p),
    get: (ctx, id) => ctx.services.gallery.get(id),
    create: (ctx, a) => ctx.services.gallery.create(a),
    update: (ctx, id, a) => ctx.services.gallery.update(id, a),
    remove: (ctx, id) => ctx.services.gallery.deleteItem(id),
  },
});
