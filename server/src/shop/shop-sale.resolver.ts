/**
 * The prices timed sales make, as the storefront reads them (issue 28): a print's running sale and
 * each frame's sale price. The sales are read once per request (one small query), at one instant,
 * so every price of a page comes from the same moment.
 */
import DataLoader from "dataloader";
import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { saleFor, salePricePaise, type SaleTerms } from "../discounts/sale-rules.js";
import { FramePrice, PortfolioItem } from "./portfolio-item.entity.js";
import type { ShopFloor } from "./services.js";

@ObjectType({ description: "A timed sale as a buyer sees it on a print." })
class SaleOffer {
  @Field(() => String, { description: "The sale's name, e.g. 'Pongal sale'." }) name: string;
  @Field(() => Int, { description: "The percentage off." }) percent: number;
  @Field(() => Date, { nullable: true, description: "When it ends (the sale price holds until then); null: no end set." }) endsAt: Date | null;
}

interface SalesNow {
  at: number;
  sales: Promise<SaleTerms[]>;
  /** A frame's print's category, when the frame was not read through its print. */
  categories: DataLoader<number, number | null>;
}

const perRequest = new WeakMap<RequestContext<unknown>, SalesNow>();
function salesNow(ctx: RequestContext<ShopFloor>): SalesNow {
  let now = perRequest.get(ctx);
  if (!now) {
    const at = Date.now();
    now = {
      at,
      sales: ctx.services.sales.current(at),
      categories: new DataLoader(async (ids: readonly number[]) => {
        const found = await ctx.services.shop.categoriesOf(ids);
        return ids.map((id) => found.get(id) ?? null);
      }),
    };
    perRequest.set(ctx, now);
  }
  return now;
}

@Resolver(() => PortfolioItem)
export class PortfolioItemSaleResolver {
  @FieldResolver(() => SaleOffer, { nullable: true, description: "The timed sale running for this print now; null: none (its prices are the list prices)." })
  async sale(@Root() item: PortfolioItem, @Ctx() ctx: RequestContext<ShopFloor>): Promise<SaleOffer | null> {
    const now = salesNow(ctx);
    const sale = saleFor(await now.sales, item.categoryId, now.at);
    return sale && { name: sale.name, percent: sale.percent, endsAt: sale.endsAt };
  }

  @FieldResolver(() => [FramePrice], { description: "The frames it is sold in with their prices, in frame-size order; the first is the default." })
  frames(@Root() item: PortfolioItem): FramePrice[] {
    // Each frame knows its print, so that its sale price needs no other read.
    for (const frame of item.frames) frame.item ??= item;
    return item.frames;
  }
}

@Resolver(() => FramePrice)
export class FramePriceSaleResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "The price in paise while a timed sale runs for the print, as checkout charges it (`pricePaise` is then the list price, shown struck through); null: no sale.",
  })
  async salePricePaise(@Root() frame: FramePrice, @Ctx() ctx: RequestContext<ShopFloor>): Promise<number | null> {
    const now = salesNow(ctx);
    const categoryId = frame.item?.categoryId ?? (await now.categories.load(frame.itemId));
    const sale = saleFor(await now.sales, categoryId, now.at);
    return sale ? salePricePaise(frame.pricePaise, sale.percent) : null;
  }
}
