/** GraphQL of the owner's dashboard (admin only). */
import { SafeIntResolver } from "graphql-scalars";
import { Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { categoryDisplayName } from "./analytics.service.js";
import type { AnalyticsFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

@ObjectType({ description: "The best-selling shop category (by its id; ties go to the older one)." })
class TopCategory {
  @Field(() => String, { description: "Its name now (the name when sold, once it is gone), or 'NULL' when nothing has sold." }) name: string;
  @Field(() => String, { description: "Name for display ('birds' shows as 'Birds')." }) displayName: string;
  @Field(() => Int, { description: "Prints sold in it (quantities of paid orders)." }) totalSales: number;
}

@ObjectType({ description: "Paid orders of one calendar month (India time)." })
class MonthSales {
  @Field(() => String, { description: "The month, as YYYY-MM." }) month: string;
  @Field(() => Int, { description: "Paid orders." }) orders: number;
  @Field(() => SafeIntResolver, { description: "Revenue in paise: what was paid (after discount codes), less refunds." }) revenuePaise: number;
}

@ObjectType({ description: "A print among the best sellers of the last 12 months." })
class BestSeller {
  @Field(() => ID, { nullable: true, description: "The print when it was sold (it may have left the catalogue since); null when unknown." }) portfolioItemId:
    number | null;
  @Field(() => String, { description: "Its title now (the title when sold, once it has left the catalogue)." }) title: string;
  @Field(() => Int, { description: "Prints sold (none of an order refunded in full)." }) units: number;
  @Field(() => SafeIntResolver, { description: "Revenue in paise, net of its share of discount codes and of refunds." }) revenuePaise: number;
}

@ObjectType({ description: "The dashboard's figures, all computed by the database over paid orders." })
class DashboardStats {
  @Field(() => Int, { description: "Customers: distinct mobile numbers with a paid order." }) totalCustomers: number;
  @Field(() => Float, { description: "Change of this month's customers from last month's, in percent with one decimal." }) customersChange: number;
  @Field(() => SafeIntResolver, { description: "Revenue of every paid order, in paise: what was paid (after discount codes), less refunds." })
  totalRevenuePaise: number;
  @Field(() => Float, { description: "Change of this month's revenue from last month's, in percent with one decimal." }) revenueChange: number;
  @Field(() => Int, { description: "Paid orders." }) totalOrders: number;
  @Field(() => Float, { description: "Change of this month's orders from last month's, in percent with one decimal." }) ordersChange: number;
  @Field(() => SafeIntResolver, { description: "This month's revenue (India time) in paise, net of discount codes and refunds: what was paid and kept." })
  monthRevenuePaise: number;
  @Field(() => SafeIntResolver, { description: "The discount codes' discount on this month's paid orders, in paise." }) monthDiscountPaise: number;
  @Field(() => Float, { description: "Change of this month's discount given from last month's, in percent with one decimal." }) discountChange: number;
  @Field(() => TopCategory, { description: "The shop category with the most prints sold ('NULL' with 0 when none)." }) topCategory: TopCategory;
  @Field(() => [MonthSales], { description: "The last 12 months, oldest first, this month last." }) months: MonthSales[];
  @Field(() => [BestSeller], { description: "The five best-selling prints of the last 12 months." }) bestSellers: BestSeller[];
}

@Resolver()
export class AnalyticsResolver {
  @Authorized("orders:read", ...MANAGERS)
  @Query(() => DashboardStats, { description: "Admin: the dashboard's figures." })
  async dashboardStats(@Ctx() ctx: RequestContext<AnalyticsFloor>): Promise<DashboardStats> {
    const s = await ctx.services.analytics.dashboard();
    return { ...s, topCategory: { ...s.topCategory, displayName: s.topCategory.totalSales ? categoryDisplayName(s.topCategory.name) : s.topCategory.name } };
  }
}
