/** GraphQL of search (issue 46): public, for every visitor; each operation is one call of the search service. */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { DEFAULT_FIRST, DEFAULT_SUGGESTIONS, MAX_FIRST, MAX_QUERY_LENGTH, MAX_SUGGESTIONS, SUGGEST_FROM } from "./search.service.js";
import { SearchFilter, SearchKind, SearchResult, SearchSort, SearchSuggestion } from "./search.types.js";
import type { SearchFloor } from "./services.js";

@Resolver()
export class SearchResolver {
  @Query(() => SearchResult, {
    description:
      `Finds prints, gallery groups, posts and workshops by words in English or Tamil: every word also as a prefix, one typo forgiven from 5 letters and two from 9, case and accents ignored. ` +
      `The text is searched for as typed, never read as query syntax; blank finds nothing; longer than ${MAX_QUERY_LENGTH} characters is BAD_USER_INPUT.`,
  })
  search(
    @Arg("q", () => String, { description: "What the visitor typed." }) q: string,
    @Arg("kinds", () => [SearchKind], { nullable: true, description: "Only these kinds; null or empty: all." }) kinds: SearchKind[] | null,
    @Arg("filter", () => SearchFilter, { nullable: true, description: "Filters (prints' category, price and frame size; gallery groups' location)." })
    filter: SearchFilter | null,
    @Arg("sort", () => SearchSort, { nullable: true, description: "Order of the hits; RELEVANCE by default." }) sort: SearchSort | null,
    @Arg("first", () => Int, { nullable: true, description: `Hits per page, 1–${MAX_FIRST}; ${DEFAULT_FIRST} by default.` }) first: number | null,
    @Arg("after", () => String, { nullable: true, description: "The previous page's endCursor." }) after: string | null,
    @Ctx() ctx: RequestContext<SearchFloor>,
  ): Promise<SearchResult> {
    return ctx.services.search.search({ q, kinds, filter, sort, first, after }, ctx.ip);
  }

  @Query(() => [SearchSuggestion], {
    description: `What to suggest while a visitor types: things whose title, search words or place match, best first; none under ${SUGGEST_FROM} characters.`,
  })
  searchSuggestions(
    @Arg("q", () => String, { description: "What the visitor has typed so far." }) q: string,
    @Arg("first", () => Int, { nullable: true, description: `How many, 1–${MAX_SUGGESTIONS}; ${DEFAULT_SUGGESTIONS} by default.` }) first: number | null,
    @Ctx() ctx: RequestContext<SearchFloor>,
  ): Promise<SearchSuggestion[]> {
    return ctx.services.search.suggestions(q, first, ctx.ip);
  }
}
