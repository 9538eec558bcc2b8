// The four kinds a search finds (issue 46), as the suggestions name one and as the results page
// heads its groups: the catalogue keys, written out so that the catalogue test sees each in use.
import type { SearchKind } from "../../gql/graphql";

/** The groups of the results page, in their order. */
export const KINDS: SearchKind[] = ["PRINT", "GALLERY", "POST", "WORKSHOP"];

/** One thing's kind: 'Print', 'Gallery', 'Blog', 'Workshop'. */
export const KIND_LABEL: Record<SearchKind, string> = {
  PRINT: "search.kind.print",
  GALLERY: "search.kind.gallery",
  POST: "search.kind.post",
  WORKSHOP: "search.kind.workshop",
};

/** A group's heading: 'Prints', 'Gallery', 'Blog', 'Workshops'. */
export const GROUP_HEADING: Record<SearchKind, string> = {
  PRINT: "search.group.print",
  GALLERY: "search.group.gallery",
  POST: "search.group.post",
  WORKSHOP: "search.group.workshop",
};

/** The results page of a text, in the router's terms (the Tamil site's base is added by the router). */
export const searchPath = (q: string) => (q.trim() ? `/search?q=${encodeURIComponent(q.trim())}` : "/search");
