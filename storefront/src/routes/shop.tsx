// /shop (spec §2 "Shop page"): 'Shop Our Collection', optional category chips, and the grid of
// framed prints. 'Load More Photos' really pages: the next 12 are fetched and appended.
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Loader2, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { printPath } from "@shop/seo";
import { frameDialogModule, ShopCard } from "../components/shop/ShopCard";
import { shareMenuContent } from "../components/ShareMenu";
import { graphql } from "../gql";
import { useT } from "../i18n";
import { useLocalized } from "../i18n/localized";
import { prefetchWhenIdle } from "../lib/deferred";
import { positiveId } from "../lib/ids";
import { usePageTitle } from "../lib/page-title";
import { Redirect } from "../lib/redirect";
import { toast } from "../lib/toast";
import { Unavailable } from "../lib/unavailable";

export const PAGE_SIZE = 12;

/** The print an old shared link (/shop?print=N) names: it answers 301 to the print's own page. */
const MovedPrintQuery = graphql(`
  query MovedPrint($id: ID!) {
    shopItem(id: $id) {
      id
      title
    }
  }
`);

/** The address of the print an old link names, if it still exists (an unknown one shows the shop). */
function useMovedPrint(): string | undefined {
  const [params] = useSearchParams();
  const id = positiveId(params.get("print"));
  const { data } = useQuery(MovedPrintQuery, { variables: { id: id ?? "" }, skip: !id });
  const print = id ? data?.shopItem : undefined;
  return print ? printPath(print.id, print.title) : undefined;
}

const ShopPageQuery = graphql(`
  query ShopPage($categoryId: ID, $offset: Int, $limit: Int) {
    shopItems(categoryId: $categoryId, offset: $offset, limit: $limit) {
      items {
        ...ShopCard_item
      }
      total
      hasMore
    }
    shopCategories {
      id
      name
      nameTa
    }
  }
`);

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink/5" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-sand" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-ink/10" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-ink/5" />
        <div className="flex gap-2 pt-1">
          <div className="h-6 w-14 animate-pulse rounded-full bg-ink/5" />
          <div className="h-6 w-14 animate-pulse rounded-full bg-ink/5" />
        </div>
        <div className="flex gap-3 pt-3">
          <div className="h-11 flex-1 animate-pulse rounded-full bg-ink/10" />
          <div className="h-11 w-24 animate-pulse rounded-full bg-ink/5" />
        </div>
      </div>
    </div>
  );
}

function Chip({ pressed, onClick, children, lang }: { pressed: boolean; onClick: () => void; children: string; lang?: string }) {
  return (
    <button
      type="button"
      lang={lang}
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors ${
        pressed ? "border-forest bg-forest text-white" : "border-ink/15 bg-white text-ink hover:border-forest/50"
      }`}
    >
      {children}
    </button>
  );
}

export default function ShopRoute() {
  const t = useT();
  const pick = useLocalized();
  const moved = useMovedPrint();
  usePageTitle(t("nav.shop"));
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(ShopPageQuery, {
    variables: { categoryId, offset: 0, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;

  useEffect(() => {
    if (error) toast.error(t("shop.loadError"));
  }, [error, t]);

  const hasData = data !== undefined;
  useEffect(() => (hasData ? prefetchWhenIdle(frameDialogModule, shareMenuContent) : undefined), [hasData]);

  const items = shown?.shopItems.items ?? [];
  const categories = shown?.shopCategories ?? [];
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const firstLoad = !shown && !error;
  const switching = networkStatus === NetworkStatus.setVariables;

  const loadMore = () => {
    fetchMore({
      variables: { offset: items.length },
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.shopItems.items.map((i) => i.id));
        return {
          ...previous,
          shopItems: {
            ...fetchMoreResult.shopItems,
            items: [...previous.shopItems.items, ...fetchMoreResult.shopItems.items.filter((i) => !seen.has(i.id))],
          },
        };
      },
    }).catch(() => toast.error(t("shop.loadError")));
  };

  if (moved) return <Redirect to={moved} />;

  return (
    <div>
      <section className="border-b border-ink/5 bg-sand/60">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("shop.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-semibold text-forest-800 sm:text-6xl">{t("shop.heading")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{t("shop.lead")}</p>
        </div>
      </section>

      <section aria-label={t("shop.prints")} className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        {categories.length > 1 && (
          <div role="group" aria-label={t("shop.category")} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
            <Chip pressed={categoryId === null} onClick={() => setCategoryId(null)}>
              {t("shop.all")}
            </Chip>
            {categories.map((c) => {
              const name = pick(c.name, c.nameTa);
              return (
                <Chip key={c.id} pressed={categoryId === c.id} onClick={() => setCategoryId(c.id)} lang={name.lang}>
                  {name.text}
                </Chip>
              );
            })}
          </div>
        )}

        {shown && (
          <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
            {t("shop.showing", { shown: items.length, total: shown.shopItems.total })}
          </p>
        )}

        <div className="mt-6">
          {firstLoad ? (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t("shop.loading")}>
              {Array.from({ length: 8 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </div>
          ) : error && !shown ? (
            <Unavailable>
              <div className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-card">
                <p className="text-lg font-medium">{t("shop.failedHeading")}</p>
                <p className="mt-2 text-sm text-ink-muted">{t("shop.failedText")}</p>
                <button type="button" className="btn btn-outline mt-6" onClick={() => void refetch().catch(() => undefined)}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  {t("shop.tryAgain")}
                </button>
              </div>
            </Unavailable>
          ) : items.length === 0 ? (
            <div className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-card">
              <p className="text-lg font-medium">{t("shop.emptyHeading")}</p>
              <p className="mt-2 text-sm text-ink-muted">{t("shop.emptyText")}</p>
            </div>
          ) : (
            <div className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${switching ? "opacity-60" : ""}`} aria-busy={switching}>
              {items.map((item, i) => (
                <ShopCard key={item.id} item={item} priority={i === 0} />
              ))}
            </div>
          )}
        </div>

        {shown?.shopItems.hasMore && !switching && (
          <div className="mt-10 flex justify-center">
            <button type="button" className="btn btn-outline px-8" onClick={loadMore} disabled={loadingMore}>
              {loadingMore && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {t("shop.loadMore")}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
