// /search?q=… and /ta/search?q=… (issue 46): what the site has for the words typed, grouped as
// Prints, Gallery, Blog and Workshops, each hit with its picture, title and the text around the
// matched words. The filters (category, frame size, price for prints; place for gallery groups) and
// the order are links: every choice is an address one can share, and works before the page has
// hydrated. Nothing found: 'No results for "x"', a 'Did you mean …' when the server has a close
// word, and the newest prints. Drawn by the server and kept by its cache under the query and the
// filters (server/src/cache/public-reads.ts); `noindex, follow` (server/src/http/seo.ts).
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Loader2 } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useSearchParams } from "wouter";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { GROUP_HEADING, KINDS, searchPath } from "../components/search/kinds";
import { SearchForm } from "../components/search/SearchForm";
import { ShopCard } from "../components/shop/ShopCard";
import { graphql } from "../gql";
import type { SearchFilter, SearchPageQuery, SearchSort } from "../gql/graphql";
import { useLocale, useT } from "../i18n";
import { useLocalized } from "../i18n/localized";
import { apiError, visitorMessage } from "../lib/errors";
import { formatPaise } from "../lib/format";
import { positiveId } from "../lib/ids";
import { usePageTitle } from "../lib/page-title";
import { toast } from "../lib/toast";
import { Unavailable } from "../lib/unavailable";

/** Hits per page ('Load more' asks for the next). */
const PAGE_SIZE = 20;
/** The server refuses a longer text (BAD_USER_INPUT); a longer address is searched for its start. */
const MAX_QUERY = 200;
/** Newest prints shown when nothing was found. */
const NEWEST = 6;

const SearchPageQueryDoc = graphql(`
  query SearchPage($q: String!, $filter: SearchFilter, $sort: SearchSort, $first: Int, $after: String) {
    search(q: $q, filter: $filter, sort: $sort, first: $first, after: $after) {
      total
      didYouMean
      hits {
        kind
        id
        title
        titleTa
        snippet
        url
        image {
          ...ResponsiveImage_asset
        }
      }
      facets {
        categories {
          value
          label
          labelTa
          count
        }
        frameSizes {
          value
          label
          labelTa
          count
        }
        locations {
          value
          label
          labelTa
          count
        }
        priceRanges {
          minPricePaise
          maxPricePaise
          count
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The shop's newest prints (shopItems pages newest first), for a search that found nothing. */
const SearchNewestPrintsQuery = graphql(`
  query SearchNewestPrints($limit: Int) {
    shopItems(offset: 0, limit: $limit) {
      items {
        ...ShopCard_item
      }
    }
  }
`);

type Hit = SearchPageQuery["search"]["hits"][number];

/** The order's name in the address, and the server's. */
const SORTS: { param: string; sort: SearchSort; label: string }[] = [
  { param: "relevance", sort: "RELEVANCE", label: "search.sort.relevance" },
  { param: "price_asc", sort: "PRICE_ASC", label: "search.sort.priceAsc" },
  { param: "price_desc", sort: "PRICE_DESC", label: "search.sort.priceDesc" },
  { param: "newest", sort: "NEWEST", label: "search.sort.newest" },
];

/** `price=100000-300000` (paise) or `price=300000-` (and above). */
function parsePrice(value: string | null): { min: number; max: number | null } | null {
  const m = /^(\d{1,10})-(\d{1,10})?$/.exec(value ?? "");
  return m ? { min: Number(m[1]), max: m[2] ? Number(m[2]) : null } : null;
}

const priceParam = (min: number, max: number | null | undefined) => `${min}-${max ?? ""}`;

/** The search the address asks for. */
function useSearchAddress() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const category = positiveId(params.get("category"));
  const size = positiveId(params.get("size"));
  const location = positiveId(params.get("location"));
  const price = parsePrice(params.get("price"));
  const sort = SORTS.find((s) => s.param === params.get("sort")) ?? SORTS[0];
  const filter: SearchFilter = {
    ...(category && { categoryId: category }),
    ...(size && { frameSizeId: size }),
    ...(location && { locationId: location }),
    ...(price && { minPricePaise: price.min, ...(price.max !== null && { maxPricePaise: price.max }) }),
  };
  /** This search with one parameter changed (null: left out), as a path of the router. */
  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams();
    const current: Record<string, string | null> = {
      q,
      category: category ?? null,
      size: size ?? null,
      location: location ?? null,
      price: price ? priceParam(price.min, price.max) : null,
      sort: sort.param === "relevance" ? null : sort.param,
      [name]: value,
    };
    for (const [key, v] of Object.entries(current)) if (v) next.set(key, v);
    return `/search?${next.toString()}`;
  };
  return { q, category, size, location, price, sort, filter, withParam };
}

/** One choice of a filter or the order: a link to the address with it, pressed when it is the current one. */
function Choice({ to, current, children, lang }: { to: string; current: boolean; children: ReactNode; lang?: string }) {
  return (
    <Link
      to={to}
      lang={lang}
      aria-current={current ? "true" : undefined}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors ${
        current ? "border-forest bg-forest text-white" : "border-ink/15 bg-white text-ink hover:border-forest/50"
      }`}
    >
      {children}
    </Link>
  );
}

function ChoiceGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {label}
      </p>
      <div className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">{children}</div>
    </div>
  );
}

const Count = ({ n }: { n: number }) => <span className="tabular-nums opacity-75">({n})</span>;

type Facets = SearchPageQuery["search"]["facets"];

function Filters({ facets, address }: { facets: Facets; address: ReturnType<typeof useSearchAddress> }) {
  const t = useT();
  const pick = useLocalized();
  const { withParam } = address;
  const facet = (id: string, param: "category" | "size" | "location", label: string, values: Facets["categories"], current: string | undefined) =>
    (values.length > 0 || current) && (
      <ChoiceGroup id={id} label={label}>
        <Choice to={withParam(param, null)} current={!current}>
          {t("search.filter.any")}
        </Choice>
        {values.map((v) => {
          const name = pick(v.label, v.labelTa);
          return (
            <Choice key={v.value} to={withParam(param, v.value)} current={current === v.value} lang={name.lang}>
              {name.text} <Count n={v.count} />
            </Choice>
          );
        })}
      </ChoiceGroup>
    );
  const currentPrice = address.price ? priceParam(address.price.min, address.price.max) : undefined;
  return (
    <section aria-label={t("search.filters")} className="min-w-0 space-y-5">
      {facet("filter-category", "category", t("search.filter.category"), facets.categories, address.category ?? undefined)}
      {facet("filter-size", "size", t("search.filter.size"), facets.frameSizes, address.size ?? undefined)}
      {(facets.priceRanges.length > 0 || currentPrice) && (
        <ChoiceGroup id="filter-price" label={t("search.filter.price")}>
          <Choice to={withParam("price", null)} current={!currentPrice}>
            {t("search.filter.any")}
          </Choice>
          {facets.priceRanges.map((r) => {
            const param = priceParam(r.minPricePaise, r.maxPricePaise);
            const min = formatPaise(r.minPricePaise);
            return (
              <Choice key={param} to={withParam("price", param)} current={currentPrice === param}>
                {r.maxPricePaise == null ? t("search.filter.priceFrom", { min }) : t("search.filter.priceRange", { min, max: formatPaise(r.maxPricePaise) })}{" "}
                <Count n={r.count} />
              </Choice>
            );
          })}
        </ChoiceGroup>
      )}
      {facet("filter-location", "location", t("search.filter.location"), facets.locations, address.location ?? undefined)}
      <ChoiceGroup id="filter-sort" label={t("search.sort")}>
        {SORTS.map((s) => (
          <Choice key={s.param} to={withParam("sort", s.param === "relevance" ? null : s.param)} current={address.sort.param === s.param}>
            {t(s.label)}
          </Choice>
        ))}
      </ChoiceGroup>
    </section>
  );
}

function HitCard({ hit }: { hit: Hit }) {
  const pick = useLocalized();
  const title = pick(hit.title, hit.titleTa);
  return (
    <li className="relative flex gap-4 rounded-2xl bg-white p-3 shadow-card ring-1 ring-ink/5 transition-shadow focus-within:ring-2 focus-within:ring-forest hover:ring-forest/30 sm:p-4">
      <span className="relative block aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl bg-sand sm:w-36">
        {hit.image && <ResponsiveImage asset={hit.image} alt={title.text} sizes="(min-width:640px) 144px, 96px" fill imgClassName="object-cover" />}
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-ink sm:text-lg" lang={title.lang}>
          {/* The whole card is the link's target (its ::after covers the card). */}
          <Link to={hit.url} className="after:absolute after:inset-0 after:rounded-2xl hover:text-forest focus:outline-none">
            {title.text}
          </Link>
        </h3>
        {hit.snippet && (
          <p
            className="mt-1 line-clamp-3 text-sm leading-relaxed text-ink-muted [&_mark]:rounded [&_mark]:bg-kingfisher-300/40 [&_mark]:px-0.5 [&_mark]:text-ink"
            // The one HTML of the page from the server: `SearchHit.snippet` is the page's text with
            // everything escaped but the <mark> around the matched words (server/src/search, schema.graphql).
            dangerouslySetInnerHTML={{ __html: hit.snippet }}
          />
        )}
      </div>
    </li>
  );
}

function Results({ hits }: { hits: Hit[] }) {
  const t = useT();
  return (
    <div className="space-y-10">
      {KINDS.map((kind) => {
        const ofKind = hits.filter((h) => h.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`group-${kind}`}>
            <h2 id={`group-${kind}`} className="text-2xl font-semibold text-forest-800">
              {t(GROUP_HEADING[kind])}
            </h2>
            <ul className="mt-4 grid gap-4 xl:grid-cols-2">
              {ofKind.map((hit) => (
                <HitCard key={`${hit.kind}-${hit.id}`} hit={hit} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** 'Did you mean kingfisher?', the close words a link to their search. */
function DidYouMean({ words, className = "" }: { words: string; className?: string }) {
  const t = useT();
  return (
    <p className={`text-ink-muted ${className}`}>
      {t("search.didYouMean")}{" "}
      <Link to={searchPath(words)} className="font-semibold text-forest underline underline-offset-2">
        {words}
      </Link>
      {t("search.didYouMeanEnd")}
    </p>
  );
}

function NothingFound({ q, didYouMean }: { q: string; didYouMean: string | null | undefined }) {
  const t = useT();
  const { data } = useQuery(SearchNewestPrintsQuery, { variables: { limit: NEWEST } });
  const newest = data?.shopItems.items ?? [];
  return (
    <div>
      <div className="rounded-2xl bg-white px-6 py-10 text-center shadow-card">
        <p className="text-lg font-medium text-ink">{t("search.noResults", { q })}</p>
        {didYouMean && <DidYouMean words={didYouMean} className="mt-2" />}
      </div>
      {newest.length > 0 && (
        <section aria-labelledby="newest-prints" className="mt-12">
          <h2 id="newest-prints" className="text-2xl font-semibold text-forest-800">
            {t("search.newest")}
          </h2>
          <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {newest.map((item) => (
              <ShopCard key={item.id} item={item} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

export default function SearchRoute() {
  const t = useT();
  const locale = useLocale();
  const address = useSearchAddress();
  const { q, filter, sort } = address;
  usePageTitle(q ? t("search.title", { q }) : t("search.titleBlank"));
  const { data, previousData, error, networkStatus, fetchMore } = useQuery(SearchPageQueryDoc, {
    variables: { q, filter, sort: sort.sort, first: PAGE_SIZE },
    skip: !q,
    notifyOnNetworkStatusChange: true,
  });
  const shown = q ? (data ?? previousData)?.search : undefined;
  const switching = networkStatus === NetworkStatus.setVariables;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  // The server's words when it gave some (too many searches from here: wait a minute), else ours.
  const api = error ? apiError(error) : undefined;
  const failure = api ? visitorMessage(api, locale, t) || t("search.loadError") : t("search.loadError");
  useEffect(() => {
    if (error) toast.error(failure);
  }, [error, failure]);

  const loadMore = () => {
    if (!shown?.pageInfo.endCursor) return;
    fetchMore({
      variables: { after: shown.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.search.hits.map((h) => `${h.kind}-${h.id}`));
        return {
          ...previous,
          search: {
            ...fetchMoreResult.search,
            facets: previous.search.facets,
            hits: [...previous.search.hits, ...fetchMoreResult.search.hits.filter((h) => !seen.has(`${h.kind}-${h.id}`))],
          },
        };
      },
    }).catch(() => toast.error(t("search.loadError")));
  };

  return (
    <div>
      <section className="border-b border-ink/5 bg-sand/60">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("search.eyebrow")}</p>
          <h1 className="mt-3 text-3xl font-semibold break-words text-forest-800 sm:text-5xl">{q ? t("search.heading", { q }) : t("search.blankHeading")}</h1>
          {!q && <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{t("search.blankLead")}</p>}
          <SearchForm key={q} id="page-search" initial={q} landmark={false} className="mt-6 max-w-xl" />
        </div>
      </section>

      {q && (
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
          {!shown && !error ? (
            <p className="flex items-center gap-2 text-ink-muted" aria-busy="true">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {t("search.loading")}
            </p>
          ) : !shown ? (
            // Drawn by the server, a search that failed is a 503 never kept (a limit reached, a database away), not this page for everyone.
            <Unavailable>
              <p className="text-ink-muted">{failure}</p>
            </Unavailable>
          ) : shown.total === 0 && Object.keys(filter).length === 0 ? (
            <NothingFound q={q} didYouMean={shown.didYouMean} />
          ) : (
            <div className="grid gap-10 lg:grid-cols-[18rem_1fr]">
              <Filters facets={shown.facets} address={address} />
              <div className={`min-w-0 transition-opacity ${switching ? "opacity-60" : ""}`} aria-busy={switching}>
                <p className="text-sm text-ink-muted" aria-live="polite">
                  {t("search.total", { total: shown.total })}
                </p>
                {/* Found little: the server may know closer words. */}
                {shown.total > 0 && shown.didYouMean && <DidYouMean words={shown.didYouMean} className="mt-2" />}
                <div className="mt-4">{shown.total === 0 ? <NothingFound q={q} didYouMean={shown.didYouMean} /> : <Results hits={shown.hits} />}</div>
                {shown.pageInfo.hasNextPage && !switching && (
                  <div className="mt-10 flex justify-center">
                    <button type="button" className="btn btn-outline px-8" onClick={loadMore} disabled={loadingMore}>
                      {loadingMore && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
                      {t("search.loadMore")}
                    </button>
                  </div>
                )}
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
