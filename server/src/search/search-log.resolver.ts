/** GraphQL of the owner's search log (issue 46): what visitors searched for, and what found nothing, under Analytics. Admin only. */
import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { DEFAULT_DAYS, MAX_DAYS, MAX_LOGGED_QUERY, MAX_ROWS } from "./search-log.js";
import type { SearchFloor } from "./services.js";
import { EDITORS } from "../core/roles.js";

@ObjectType({ description: "A query visitors searched for, with how many times (one count a search's first page)." })
export class SearchCount {
  @Field(() => String, {
    description: `The query as kept: trimmed, spaces collapsed, lower case; at most ${MAX_LOGGED_QUERY} characters (longer ones are not kept).`,
  })
  query: string;

  @Field(() => Int, { description: "How many times it was searched in the window." })
  count: number;

  @Field(() => String, { description: "The last day it was searched in the window (India time), as YYYY-MM-DD." })
  lastSearchedOn: string;
}

const DAYS = { nullable: true, description: `The window: today (India time) and the days before it, ${DEFAULT_DAYS} in all by default; 1–${MAX_DAYS}.` };

@Resolver()
export class SearchLogResolver {
  @Authorized("orders:read", ...EDITORS)
  @Query(() => [SearchCount], { description: `Admin: the most searched queries of the window, found or not, most first; at most ${MAX_ROWS}.` })
  topSearches(@Arg("days", () => Int, DAYS) days: number | null, @Ctx() ctx: RequestContext<SearchFloor>): Promise<SearchCount[]> {
    return ctx.services.searchLog.top(days);
  }

  @Authorized("orders:read", ...EDITORS)
  @Query(() => [SearchCount], {
    description: `Admin: the queries that found nothing in the window, with how many searches found nothing, most first; at most ${MAX_ROWS}.`,
  })
  searchesWithoutResults(@Arg("days", () => Int, DAYS) days: number | null, @Ctx() ctx: RequestContext<SearchFloor>): Promise<SearchCount[]> {
    return ctx.services.searchLog.withoutResults(days);
  }
}
