/** Issue 46: the GraphQL shapes of search: what a visitor asks (kinds, filter, sort) and what comes back. */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { MediaAsset } from "../media/media-asset.entity.js";

export enum SearchKind {
  PRINT = "PRINT",
  GALLERY = "GALLERY",
  POST = "POST",
  WORKSHOP = "WORKSHOP",
}
registerEnumType(SearchKind, {
  name: "SearchKind",
  description: "What a search may find.",
  valuesConfig: {
    PRINT: { description: "A print of the shop." },
    GALLERY: { description: "A gallery group." },
    POST: { description: "A blog post." },
    WORKSHOP: { description: "A workshop (a photography trip)." },
  },
});

export enum SearchSort {
  RELEVANCE = "RELEVANCE",
  PRICE_ASC = "PRICE_ASC",
  PRICE_DESC = "PRICE_DESC",
  NEWEST = "NEWEST",
}
registerEnumType(SearchSort, {
  name: "SearchSort",
  description: "The order of a search's hits.",
  valuesConfig: {
    RELEVANCE: { description: "Best match first (the default)." },
    PRICE_ASC: { description: "Prints by their lowest frame price, cheapest first; other hits after them, best match first." },
    PRICE_DESC: { description: "Prints by their lowest frame price, dearest first; other hits after them, best match first." },
    NEWEST: { description: "Newest first." },
  },
});

@InputType({
  description:
    "Narrows a search. The print filters (category, price, frame size) keep only prints; the location keeps only gallery groups taken there. Prices are list prices in paise.",
})
export class SearchFilter {
  @Field(() => ID, { nullable: true, description: "Only prints of this shop category." })
  categoryId?: string | null;

  @Field(() => ID, { nullable: true, description: "Only gallery groups taken at this location." })
  locationId?: string | null;

  @Field(() => Int, { nullable: true, description: "Only prints with a frame at this price or more, in paise." })
  minPricePaise?: number | null;

  @Field(() => Int, { nullable: true, description: "Only prints with a frame at this price or less, in paise." })
  maxPricePaise?: number | null;

  @Field(() => ID, { nullable: true, description: "Only prints sold in this frame size (with the price filter: a frame of this size within the prices)." })
  frameSizeId?: string | null;
}

@ObjectType({ description: "One thing a search found." })
export class SearchHit {
  @Field(() => SearchKind, { description: "What it is." })
  kind: SearchKind;

  @Field(() => ID, { description: "Its identifier among its kind (a print's id, a gallery group's, …)." })
  id: string;

  @Field(() => String, { description: "Its title in English." })
  title: string;

  @Field(() => String, { nullable: true, description: "Its title in Tamil, when it has one." })
  titleTa: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "HTML: about 160 characters of its text around the first matched word, escaped, the matched words in <mark>…</mark>; null when it has no text.",
  })
  snippet: string | null;

  @Field(() => String, { description: "Its own page's path, e.g. /shop/12/common-kingfisher." })
  url: string;

  @Field(() => MediaAsset, {
    nullable: true,
    description: "Its picture (a print's photograph, a group's first image, a post's cover, a workshop's poster); null when it has none.",
  })
  image: MediaAsset | null;
}

@ObjectType({ description: "One value of a facet with how many hits have it." })
export class SearchFacetValue {
  @Field(() => ID, { description: "The value to filter by (a category's, location's or frame size's id)." })
  value: string;

  @Field(() => String, { description: "Its name in English." })
  label: string;

  @Field(() => String, { nullable: true, description: "Its name in Tamil, when it has one." })
  labelTa: string | null;

  @Field(() => Int, { description: "Hits that have it." })
  count: number;
}

@ObjectType({ description: "A price range of the prints found, with how many are in it." })
export class SearchPriceRange {
  @Field(() => Int, { description: "Lowest price of the range, in paise." })
  minPricePaise: number;

  @Field(() => Int, { nullable: true, description: "Highest price of the range, in paise; null: no upper bound." })
  maxPricePaise: number | null;

  @Field(() => Int, { description: "Prints whose lowest price (of the frames the frame-size filter allows) is in the range." })
  count: number;
}

@ObjectType({
  description:
    "Counts of what was found, for the filters. Each facet counts the hits that match every other filter but its own (as shops do: choosing a category still shows the other categories' counts).",
})
export class SearchFacets {
  @Field(() => [SearchFacetValue], { description: "Shop categories of the prints found, most first." })
  categories: SearchFacetValue[];

  @Field(() => [SearchFacetValue], { description: "Locations of the gallery groups found, most first." })
  locations: SearchFacetValue[];

  @Field(() => [SearchPriceRange], { description: "Price ranges of the prints found, cheapest first; empty ranges left out." })
  priceRanges: SearchPriceRange[];

  @Field(() => [SearchFacetValue], { description: "Frame sizes the prints found are sold in, most first." })
  frameSizes: SearchFacetValue[];
}

@ObjectType({ description: "Where a page of hits ends." })
export class SearchPageInfo {
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null when this page is empty." })
  endCursor: string | null;

  @Field(() => Boolean, { description: "Whether more hits follow." })
  hasNextPage: boolean;
}

@ObjectType({ description: "The answer of a search." })
export class SearchResult {
  @Field(() => Int, { description: "How many hits match the query, the kinds and the filter in all." })
  total: number;

  @Field(() => [SearchHit], { description: "One page of the hits, in the order asked." })
  hits: SearchHit[];

  @Field(() => SearchFacets, { description: "Counts for the filters." })
  facets: SearchFacets;

  @Field(() => String, { nullable: true, description: "A close query made of words the site has, when the query found nothing or little; null otherwise." })
  didYouMean: string | null;

  @Field(() => SearchPageInfo, { description: "Where this page ends." })
  pageInfo: SearchPageInfo;
}

@ObjectType({ description: "A suggestion while a visitor types." })
export class SearchSuggestion {
  @Field(() => SearchKind, { description: "What it is." })
  kind: SearchKind;

  @Field(() => ID, { description: "Its identifier among its kind." })
  id: string;

  @Field(() => String, { description: "Its title in English." })
  title: string;

  @Field(() => String, { nullable: true, description: "Its title in Tamil, when it has one." })
  titleTa: string | null;

  @Field(() => String, { description: "Its own page's path." })
  url: string;
}
