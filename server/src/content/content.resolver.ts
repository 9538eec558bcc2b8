/** GraphQL for the home page's content and the business's facts. */
import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { urlOf } from "../media/media.service.js";
import { Author, BusinessSettings, HeroSlide, InstagramPost, WatermarkCorner } from "./content.entities.js";
import type { Credits } from "./content.service.js";
import type { ContentFloor } from "./services.js";
import { EDITORS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of hero slides." })
class HeroSlideFilter extends BaseFilter {}

@InputType({ description: "Filter of the admin list of Instagram posts." })
class InstagramPostFilter extends BaseFilter {}

@ArgsType()
class CreateHeroSlideArgs {
  @Field(() => String, { description: "Headline." }) title: string;
  @Field(() => String, { description: "Line under the headline." }) subtitle: string;
  @Field(() => String, { nullable: true, description: "Headline in Tamil (optional)." }) titleTa?: string | null;
  @Field(() => String, { nullable: true, description: "Line under the headline in Tamil (optional)." }) subtitleTa?: string | null;
  @Field(() => ID, { description: "The image (an uploadMedia id)." }) imageId: string;
}

@ArgsType()
class UpdateHeroSlideArgs {
  @Field(() => ID, { description: "Slide to change." }) id: string;
  @Field(() => String, { nullable: true, description: "New headline." }) title?: string | null;
  @Field(() => String, { nullable: true, description: "New line under the headline." }) subtitle?: string | null;
  @Field(() => String, { nullable: true, description: "New headline in Tamil; null or empty: none." }) titleTa?: string | null;
  @Field(() => String, { nullable: true, description: "New line under the headline in Tamil; null or empty: none." }) subtitleTa?: string | null;
  @Field(() => ID, { nullable: true, description: "New image." }) imageId?: string | null;
  @Field(() => Int, { nullable: true, description: "New position." }) position?: number | null;
}

@ArgsType()
class CreateInstagramPostArgs {
  @Field(() => String, { description: "Caption; its first line is the title shown." }) caption: string;
  @Field(() => ID, { description: "The image (an uploadMedia id)." }) imageId: string;
  @Field(() => Int, { nullable: true, description: "Likes, as Instagram counted them." }) likesCount?: number | null;
  @Field(() => String, { nullable: true, description: "Link to the post on instagram.com." }) permalink?: string | null;
}

@ArgsType()
class UpdateAuthorArgs {
  @Field(() => String, { nullable: true, description: "Name." }) name?: string | null;
  @Field(() => String, { nullable: true, description: "Title." }) title?: string | null;
  @Field(() => String, { nullable: true, description: "First paragraph of the biography." }) bio1?: string | null;
  @Field(() => String, { nullable: true, description: "Second paragraph." }) bio2?: string | null;
  @Field(() => String, { nullable: true, description: "Quote." }) quote?: string | null;
  @Field(() => String, { nullable: true, description: "Title in Tamil; null or empty: none." }) titleTa?: string | null;
  @Field(() => String, { nullable: true, description: "First paragraph in Tamil; null or empty: none." }) bio1Ta?: string | null;
  @Field(() => String, { nullable: true, description: "Second paragraph in Tamil; null or empty: none." }) bio2Ta?: string | null;
  @Field(() => String, { nullable: true, description: "Quote in Tamil; null or empty: none." }) quoteTa?: string | null;
  @Field(() => String, { nullable: true, description: "Awards won." }) awardsWon?: string | null;
  @Field(() => String, { nullable: true, description: "Countries visited." }) countriesVisited?: string | null;
  @Field(() => ID, { nullable: true, description: "Profile image (an uploadMedia id)." }) imageId?: string | null;
}

@ArgsType()
class UpdateBusinessArgs {
  @Field(() => String, { nullable: true, description: "Trading name." }) name?: string;
  @Field(() => String, { nullable: true, description: "Legal name." }) legalName?: string;
  @Field(() => String, { nullable: true, description: "Postal address." }) address?: string;
  @Field(() => String, { nullable: true, description: "City." }) city?: string;
  @Field(() => String, { nullable: true, description: "Postal address in Tamil (at most 300 characters); an empty string: none (the English shows)." })
  addressTa?: string;
  @Field(() => String, { nullable: true, description: "City in Tamil (at most 120 characters); an empty string: none (the English shows)." })
  cityTa?: string;
  @Field(() => String, { nullable: true, description: "Contact email." }) email?: string;
  @Field(() => String, { nullable: true, description: "Contact phone." }) phone?: string;
  @Field(() => String, { nullable: true, description: "Grievance officer's name." }) grievanceOfficerName?: string;
  @Field(() => String, { nullable: true, description: "Grievance officer's email." }) grievanceOfficerEmail?: string;
  @Field(() => String, { nullable: true, description: "Instagram profile URL." }) instagramUrl?: string;
  @Field(() => String, { nullable: true, description: "Instagram handle." }) instagramHandle?: string;
  @Field(() => String, { nullable: true, description: "Facebook page URL." }) facebookUrl?: string;
  @Field(() => String, { nullable: true, description: "Powered-by credit." }) poweredBy?: string;
  @Field(() => String, { nullable: true, description: "GSTIN; an empty string when not registered." }) gstin?: string;
  @Field(() => String, { nullable: true, description: "Two-digit GST state code of the business." }) stateCode?: string;
  @Field(() => String, { nullable: true, description: "HSN code of the prints (4 to 8 digits)." }) hsnCode?: string;
  @Field(() => Float, { nullable: true, description: "GST rate in percent: 0, 0.25, 3, 5, 12, 18, 28 or 40." }) gstRatePercent?: number;
  @Field(() => String, { nullable: true, description: "Invoice number prefix: letters and digits, at most 5." }) invoicePrefix?: string;
  @Field(() => String, { nullable: true, description: "Who holds the photographs' copyright; an empty string: the legal name." })
  copyrightHolder?: string;
  @Field(() => String, { nullable: true, description: "Who made the photographs; an empty string: the photographer's name." }) creator?: string;
  @Field(() => String, { nullable: true, description: "How a photograph is credited; an empty string: '{creator} / {name}'." }) creditLine?: string;
  @Field(() => String, {
    nullable: true,
    description: "The licensing page's text (paragraphs split by a blank line, a '# ' line a heading); an empty string: the default text.",
  })
  licensingText?: string;
  @Field(() => String, { nullable: true, description: "The licensing page's text in Tamil (same form); an empty string: none (the English text shows)." })
  licensingTextTa?: string;
  @Field(() => String, { nullable: true, description: "Where a photograph is licensed (https://…); an empty string: the site's /licensing page." })
  licensingUrl?: string;
  @Field(() => String, { nullable: true, description: "The watermark's text (at most 80 characters); an empty string: no watermark." })
  watermarkText?: string;
  @Field(() => Float, { nullable: true, description: "The watermark's opacity, 0.1 to 0.6." }) watermarkOpacity?: number;
  @Field(() => WatermarkCorner, { nullable: true, description: "The corner the watermark is drawn in." }) watermarkPosition?: WatermarkCorner;
  @Field(() => Int, { nullable: true, description: "The narrowest variant carrying the watermark, 320 to 1920 pixels." }) watermarkMinWidth?: number;
  @Field(() => Int, { nullable: true, description: "The widest variant served, 320 to 1920 pixels." }) maxVariantWidth?: number;
  @Field(() => ID, {
    nullable: true,
    description: "The signature image the certificates of authenticity carry (an uploadMedia id, a PNG with transparency draws best); an empty string: none.",
  })
  signatureImageId?: string;
}

@ObjectType({ description: "The images' re-encode after the latest change of the rights or watermark settings." })
class ImageUpdate {
  @Field(() => Int, { description: "Images re-encoded (or passed over: already current, or gone)." }) done: number;
  @Field(() => Int, { description: "Images given up (never counted in done): they keep the variants they had." }) failed: number;
  @Field(() => Int, { description: "Images the change re-encodes; 0 before any change." }) total: number;
}

@Resolver(() => InstagramPost)
export class ContentResolver {
  @Query(() => [HeroSlide], { description: "The hero's slides, in order." })
  heroSlides(@Ctx() ctx: RequestContext<ContentFloor>): Promise<HeroSlide[]> {
    return ctx.services.content.heroSlides();
  }

  @Query(() => Author, { nullable: true, description: "The photographer; null until set." })
  author(@Ctx() ctx: RequestContext<ContentFloor>): Promise<Author | null> {
    return ctx.services.content.author();
  }

  @Query(() => [InstagramPost], { description: "The Instagram strip's posts, newest first." })
  instagramPosts(@Ctx() ctx: RequestContext<ContentFloor>): Promise<InstagramPost[]> {
    return ctx.services.content.instagramPosts();
  }

  @Query(() => BusinessSettings, { description: "The business's public facts." })
  businessSettings(@Ctx() ctx: RequestContext<ContentFloor>): Promise<BusinessSettings> {
    const read = () => ctx.services.content.business();
    return ctx.once ? ctx.once("businessSettings", read) : read();
  }

  @FieldResolver(() => String, { description: "The caption's first line, else 'Untitled'." })
  captionTitle(@Root() post: InstagramPost): string {
    return (
      post.caption
        .split("\n")
        .map((l) => l.trim())
        .find(Boolean) ?? "Untitled"
    );
  }

  @FieldResolver(() => Int, { nullable: true, description: "likesCount, else commentsCount, else null (the page then shows a number of its own)." })
  likes(@Root() post: InstagramPost): number | null {
    return post.likesCount ?? post.commentsCount ?? null;
  }

  @FieldResolver(() => String, { description: "The image's URL (the export file's displayUrl)." })
  imageUrl(@Root() post: InstagramPost): string {
    return urlOf(post.image);
  }

  @Authorized("content:write", ...EDITORS)
  @Mutation(() => Author, { description: "Admin: change the photographer; only non-empty fields change." })
  updateAuthor(@Args(() => UpdateAuthorArgs) args: UpdateAuthorArgs, @Ctx() ctx: RequestContext<ContentFloor>): Promise<Author> {
    return ctx.services.content.updateAuthor(args);
  }

  @Authorized("content:write")
  @Mutation(() => BusinessSettings, { description: "Admin: change the business's public facts (given fields only)." })
  updateBusinessSettings(@Args(() => UpdateBusinessArgs) args: UpdateBusinessArgs, @Ctx() ctx: RequestContext<ContentFloor>): Promise<BusinessSettings> {
    return ctx.services.content.updateBusiness(args);
  }
}

/**
 * The credits in force, worked out only when asked for, once per settings record read (the four
 * fields of one answer share one computation, and the creator's default one read of the photographer).
 */
const creditsOf = new WeakMap<BusinessSettings, Promise<Credits>>();

@Resolver(() => BusinessSettings)
export class BusinessCreditsResolver {
  private credits(settings: BusinessSettings, ctx: RequestContext<ContentFloor>): Promise<Credits> {
    let credits = creditsOf.get(settings);
    if (!credits) creditsOf.set(settings, (credits = ctx.services.content.credits(settings)));
    return credits;
  }

  @FieldResolver(() => String, { description: "Who holds the photographs' copyright (by default the legal name)." })
  async copyrightHolder(@Root() settings: BusinessSettings, @Ctx() ctx: RequestContext<ContentFloor>): Promise<string> {
    return (await this.credits(settings, ctx)).copyrightHolder;
  }

  @FieldResolver(() => String, { description: "Who made the photographs (by default the photographer's name)." })
  async creator(@Root() settings: BusinessSettings, @Ctx() ctx: RequestContext<ContentFloor>): Promise<string> {
    return (await this.credits(settings, ctx)).creator;
  }

  @FieldResolver(() => String, { description: "How a photograph is credited where it is used (by default '{creator} / {name}')." })
  async creditLine(@Root() settings: BusinessSettings, @Ctx() ctx: RequestContext<ContentFloor>): Promise<string> {
    return (await this.credits(settings, ctx)).creditLine;
  }

  @FieldResolver(() => String, { description: "The licensing page's text: paragraphs split by a blank line, a line starting '# ' a heading." })
  async licensingText(@Root() settings: BusinessSettings, @Ctx() ctx: RequestContext<ContentFloor>): Promise<string> {
    return (await this.credits(settings, ctx)).licensingText;
  }

  @FieldResolver(() => String, { description: "Where a photograph is licensed, as the images carry it (by default the site's /licensing page)." })
  licensingUrl(@Root() settings: BusinessSettings, @Ctx() ctx: RequestContext<ContentFloor>): string {
    return ctx.services.content.licensingUrlOf(settings);
  }

  @Authorized("content:write", ...EDITORS)
  @FieldResolver(() => ImageUpdate, {
    description: "Admin: the images' re-encode after the latest change of the rights or watermark settings ('Updating images: 132 of 480').",
  })
  imageUpdate(@Ctx() ctx: RequestContext<ContentFloor>): Promise<ImageUpdate> {
    return ctx.services.media.imageUpdate();
  }
}

export const HeroSlideCrudResolver = createCrudResolver<ContentFloor, HeroSlide, CreateHeroSlideArgs, UpdateHeroSlideArgs>({
  scopes: { read: ["content:write"], write: ["content:write"] },
  roles: { read: EDITORS, write: EDITORS },
  type: HeroSlide,
  name: "HeroSlide",
  plural: "HeroSlides",
  filter: HeroSlideFilter,
  createArgs: CreateHeroSlideArgs,
  updateArgs: UpdateHeroSlideArgs,
  operations: {
    list: (ctx, p) => ctx.services.content.listHero(p),
    count: (ctx, p) => ctx.services.content.countHero(p),
    get: (ctx, id) => ctx.services.content.getHero(id),
    create: (ctx, a) => ctx.services.content.createHero(a),
    update: (ctx, id, a) => ctx.services.content.updateHero(id, a),
    remove: (ctx, id) => ctx.services.content.removeHero(id),
  },
});

export const InstagramPostCrudResolver = createCrudResolver<ContentFloor, InstagramPost, CreateInstagramPostArgs>({
  scopes: { read: ["content:write"], write: ["content:write"] },
  roles: { read: EDITORS, write: EDITORS },
  type: InstagramPost,
  name: "InstagramPost",
  plural: "InstagramPosts",
  filter: InstagramPostFilter,
  createArgs: CreateInstagramPostArgs,
  operations: {
    list: (ctx, p) => ctx.services.content.listPosts(p),
    count: (ctx, p) => ctx.services.content.countPosts(p),
    get: (ctx, id) => ctx.services.content.getPost(id),
    create: (ctx, a) => ctx.services.content.createPost(a),
    remove: (ctx, id) => ctx.services.content.removePost(id),
  },
});
