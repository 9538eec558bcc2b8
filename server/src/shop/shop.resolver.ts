/** GraphQL for the catalogue: the visitor's shop pages and the owner's prints. */
import { idOf, NO_ROW } from "../core/ids.js";
import { Arg, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { PortfolioItem } from "./portfolio-item.entity.js";
import type { ShopFloor } from "./services.js";
import { ALL_STAFF, EDITORS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of prints." })
class PortfolioItemFilter extends BaseFilter {
  @Field(() => ID, { nullable: true, description: "Only prints of this shop category." })
  categoryId?: string | null;
}

@InputType({ description: "The price of one frame size of a print." })
class FramePriceInput {
  @Field(() => ID, { description: "The frame size." })
  frameSizeId: string;

  @Field(() => Int, { description: "Price in paise (₹1,499.00 is 149900)." })
  pricePaise: number;
}

@ArgsType()
class CreatePortfolioItemArgs {
  @Field(() => String, { description: "Title of the print." })
  title: string;

  @Field(() => String, { description: "Description of the print." })
  description: string;

  @Field(() => String, { nullable: true, description: "Title in Tamil (optional)." })
  titleTa?: string | null;

  @Field(() => String, { nullable: true, description: "Description in Tamil (optional)." })
  descriptionTa?: string | null;

  @Field(() => ID, { description: "Shop category." })
  categoryId: string;

  @Field(() => ID, { description: "Subcategory of that category." })
  subcategoryId: string;

  @Field(() => ID, { description: "The photograph (an uploadMedia id)." })
  imageId: string;

  @Field(() => [FramePriceInput], { description: "At least one frame size with its price." })
  framePrices: FramePriceInput[];

  @Field(() => Int, {
    nullable: true,
    description: "A limited edition of this many prints (1–500), across all its frame sizes; omitted or null: an open edition.",
  })
  editionSize?: number | null;

  @Field(() => Int, { nullable: true, description: "Artist's proofs of the edition (0–5), never sold." })
  artistProofs?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Closed early: no more sales (final)." })
  editionClosed?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The paper it is printed on, e.g. 'Hahnemühle Photo Rag 308 gsm' (at most 80 characters), named on its certificates; omitted, null or blank: not given.",
  })
  paper?: string | null;
  @Field(() => [String], {
    nullable: true,
    description:
      "Words search finds the print by besides its texts (a scientific name, another common name, a Tamil name): at most 20, each at most 60 characters; blanks and repeats are dropped.",
  })
  searchKeywords?: string[] | null;
}

@ArgsType()
class UpdatePortfolioItemArgs {
  @Field(() => ID, { description: "Print to change." })
  id: string;

  @Field(() => String, { nullable: true, description: "New title." })
  title?: string | null;

  @Field(() => String, { nullable: true, description: "New description." })
  description?: string | null;

  @Field(() => String, { nullable: true, description: "New title in Tamil; null or empty: none (the English shows)." })
  titleTa?: string | null;

  @Field(() => String, { nullable: true, description: "New description in Tamil; null or empty: none (the English shows)." })
  descriptionTa?: string | null;

  @Field(() => ID, { nullable: true, description: "New category." })
  categoryId?: string | null;

  @Field(() => ID, { nullable: true, description: "New subcategory." })
  subcategoryId?: string | null;

  @Field(() => ID, { nullable: true, description: "New photograph (an uploadMedia id)." })
  imageId?: string | null;

  @Field(() => [FramePriceInput], { nullable: true, description: "The frames and prices it should have; frames kept keep their id." })
  framePrices?: FramePriceInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The edition's size: set once to make an open edition limited (1–500), then only lowered, never below the prints sold and reserved; null keeps it.",
  })
  editionSize?: number | null;

  @Field(() => Int, { nullable: true, description: "Artist's proofs of the edition (0–5); null keeps them." })
  artistProofs?: number | null;

  @Field(() => Boolean, { nullable: true, description: "true closes the edition early (no more sales; it cannot be reopened); null keeps it." })
  editionClosed?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: "The paper it is printed on (at most 80 characters), named on its certificates; null or blank: none; omitted keeps it.",
  })
  paper?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: "The print's search words, replacing the current ones (at most 20, each at most 60 characters); null or [] clears them; omitted keeps them.",
  })
  searchKeywords?: string[] | null;
}

@ObjectType({ description: "A page of the shop." })
class ShopPage {
  @Field(() => [PortfolioItem], { description: "The prints of this page, newest first." })
  items: PortfolioItem[];

  @Field(() => Int, { description: "How many prints there are in all." })
  total: number;

  @Field(() => Boolean, { description: "Whether a later page has more." })
  hasMore: boolean;
}

@InputType({ description: "A cart line to price: a print and one of its frames (the cart's adId and frameId)." })
class CartPriceInput {
  @Field(() => ID, { description: "The print (the cart's adId)." }) portfolioItemId: string;
  @Field(() => ID, { description: "The frame of that print (the cart's frameId)." }) frameId: string;
}

@ObjectType({ description: "Today's price of one cart line, or that its print or frame size no longer exists." })
class CartLinePrice {
  @Field(() => ID, { description: "The print, as asked." }) portfolioItemId: string;
  @Field(() => ID, { description: "The frame, as asked." }) frameId: string;
  @Field(() => Boolean, { description: "False when the print or this frame size of it no longer exists." }) available: boolean;
  @Field(() => Int, {
    nullable: true,
    description: "Today's price of one print in this frame, in paise, as checkout charges it: the sale price while a sale runs (null when unavailable).",
  })
  unitPricePaise: number | null;
  @Field(() => Int, { nullable: true, description: "The list price of one while a sale runs for it, in paise (shown struck through); null: no sale." })
  listUnitPricePaise: number | null;
  @Field(() => String, { nullable: true, description: "The print's title today (null when unavailable)." }) title: string | null;
  @Field(() => String, { nullable: true, description: "Print size (null when unavailable)." }) frameSize: string | null;
  @Field(() => String, { nullable: true, description: "Frame name (null when unavailable)." }) frameName: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "Prints of the print's limited edition that can still be bought, across its frame sizes (0: sold out or closed); null for an open edition or when unavailable. The cart's quantities stay within it.",
  })
  editionRemaining: number | null;
}

@InputType({ description: "One cart line: a print, one of its frames, how many. Prices come from the catalogue." })
export class CartLineInput {
  @Field(() => ID, { description: "The print (the cart's adId)." }) portfolioItemId: string;
  @Field(() => ID, { description: "The frame of that print (the cart's frameId)." }) frameId: string;
  @Field(() => Int, { description: "How many, 1 to 20." }) quantity: number;
}

@ObjectType({ description: "One cart line with its share of a code's discount." })
class DiscountQuoteLine {
  @Field(() => ID, { description: "The print, as asked." }) portfolioItemId: string;
  @Field(() => ID, { description: "The frame, as asked." }) frameId: string;
  @Field(() => Int, { description: "How many." }) quantity: number;
  @Field(() => Int, { description: "The line's amount before the discount, in paise." }) amountPaise: number;
  @Field(() => Int, { description: "The line's share of the discount, in paise (0 when the code does not apply to it)." }) discountPaise: number;
}

@ObjectType({ description: "A cart with a discount code applied: what the checkout will charge with it." })
class DiscountQuote {
  @Field(() => String, { description: "The code, as the shop writes it (upper case)." }) code: string;
  @Field(() => Int, { description: "The lines' sum before the discount, in paise." }) subtotalPaise: number;
  @Field(() => Int, { description: "The discount, in paise: the lines' shares add up to it." }) discountPaise: number;
  @Field(() => Int, { description: "What is paid: subtotal less discount, in paise." }) totalPaise: number;
  @Field(() => [DiscountQuoteLine], { description: "The lines, in the order asked." }) lines: DiscountQuoteLine[];
}

@Resolver(() => PortfolioItem)
export class ShopResolver {
  @Query(() => ShopPage, { description: "The shop: prints with at least one frame, newest first, a page at a time." })
  shopItems(
    @Arg("categoryId", () => ID, { nullable: true }) categoryId: string | null,
    @Arg("offset", () => Int, { nullable: true, defaultValue: 0 }) offset: number,
    @Arg("limit", () => Int, { nullable: true, defaultValue: 12 }) limit: number,
    @Ctx() ctx: RequestContext<ShopFloor>,
  ): Promise<ShopPage> {
    return ctx.services.shop.page({ categoryId, offset, limit });
  }

  @Query(() => PortfolioItem, {
    nullable: true,
    description: "One print of the shop, as its page (/shop/{id}/{slug}) shows it; null when there is none or it has no frame.",
  })
  shopItem(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<ShopFloor>): Promise<PortfolioItem | null> {
    const n = idOf(id);
    return n === NO_ROW ? Promise.resolve(null) : ctx.services.shop.getForSale(n);
  }

  @Query(() => [CartLinePrice], {
    description: "Today's prices of a cart's lines (at most 30), in the order asked: what checkout would charge for each print and frame.",
  })
  cartPrices(@Arg("lines", () => [CartPriceInput]) lines: CartPriceInput[], @Ctx() ctx: RequestContext<ShopFloor>): Promise<CartLinePrice[]> {
    return ctx.services.shop.quoteLines(lines);
  }

  @Query(() => DiscountQuote, {
    description:
      "The cart's 'Apply' of a discount code: the discount on today's prices, or BAD_USER_INPUT with the buyer's message ('This code is not valid', 'This code has expired', 'Add ₹500.00 more to use this code', …). Codes that do not exist are counted per client (TOO_MANY_REQUESTS after too many).",
  })
  async discountQuote(
    @Arg("code", () => String) code: string,
    @Arg("items", () => [CartLineInput]) items: CartLineInput[],
    @Ctx() ctx: RequestContext<ShopFloor>,
  ): Promise<DiscountQuote> {
    const cart = await ctx.services.shop.priceCart(items, code.trim() || "-", { clientKey: ctx.ip });
    return {
      code: cart.code!.code,
      subtotalPaise: cart.subtotalPaise,
      discountPaise: cart.discountPaise,
      totalPaise: cart.totalPaise,
      lines: cart.lines.map((l, i) => ({
        portfolioItemId: String(items[i].portfolioItemId),
        frameId: String(items[i].frameId),
        quantity: l.quantity,
        amountPaise: l.amountPaise,
        discountPaise: l.discountPaise,
      })),
    };
  }

  @FieldResolver(() => Int, { description: "The first frame's price in paise (0 when it has none)." })
  basePricePaise(@Root() item: PortfolioItem): number {
    return item.frames[0]?.pricePaise ?? 0;
  }

  @Authorized("catalogue:write", ...EDITORS)
  @Mutation(() => Boolean, { description: "Admin: remove one frame of a print; the print goes with its last frame." })
  async deleteFramePrice(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<ShopFloor>): Promise<boolean> {
    await ctx.services.shop.removeFrame(idOf(id));
    return true;
  }
}

export const PortfolioItemCrudResolver = createCrudResolver<ShopFloor, PortfolioItem, CreatePortfolioItemArgs, UpdatePortfolioItemArgs>({
  scopes: { read: ["catalogue:read"], write: ["catalogue:write"] },
  roles: { read: ALL_STAFF, write: EDITORS },
  type: PortfolioItem,
  name: "PortfolioItem",
  plural: "PortfolioItems",
  filter: PortfolioItemFilter,
  createArgs: CreatePortfolioItemArgs,
  updateArgs: UpdatePortfolioItemArgs,
  operations: {
    list: (ctx, p) => ctx.services.shop.list(p),
    count: (ctx, p) => ctx.services.shop.count(p),
    get: (ctx, id) => ctx.services.shop.get(id),
    create: (ctx, a) => ctx.services.shop.create(a),
    update: (ctx, id, a) => ctx.services.shop.update(id, a),
    remove: (ctx, id) => ctx.services.shop.remove(id),
  },
});
