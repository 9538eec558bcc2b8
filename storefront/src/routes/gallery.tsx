// /gallery (spec §2 "Gallery page"): hero, location and category filters, and the grid of
// gallery items. One query loads everything; the filters work on the loaded list.
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Loader2, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useSearchParams } from "wouter";
import { galleryPath } from "@shop/seo";
import { GalleryCard, interestDialogModule, lightboxModule } from "../components/gallery/GalleryCard";
import { shareMenuContent } from "../components/ShareMenu";
import { graphql } from "../gql";
import { useLocalized } from "../i18n/localized";
import { useT } from "../i18n";
import { prefetchWhenIdle } from "../lib/deferred";
import { positiveId } from "../lib/ids";
import { usePageTitle } from "../lib/page-title";
import { Redirect } from "../lib/redirect";
import { toast } from "../lib/toast";
import { Unavailable } from "../lib/unavailable";

const GalleryPageQuery = graphql(`
  query GalleryPage($locationId: ID, $categoryId: ID, $offset: Int, $limit: Int) {
    galleryPage(locationId: $locationId, categoryId: $categoryId, offset: $offset, limit: $limit) {
      items {
        id
        ...GalleryCard_item
      }
      total
      hasMore
    }
    locations {
      id
      name
      nameTa
    }
    galleryCategories {
      id
      name
      nameTa
      displayName
    }
  }
`);

/** The group an old shared link (/gallery?item=N) names: it answers 301 to the group's own page. */
const MovedGalleryItemQuery = graphql(`
  query MovedGalleryItem($id: ID!) {
    galleryItem(id: $id) {
      id
      title
    }
  }
`);

/** The address of the group an old link names, if it still exists (an unknown one shows the gallery). */
function useMovedItem(): string | undefined {
  const [params] = useSearchParams();
  const id = positiveId(params.get("item"));
  const { data } = useQuery(MovedGalleryItemQuery, { variables: { id: id ?? "" }, skip: !id });
  const item = id ? data?.galleryItem : undefined;
  return item ? galleryPath(item.id, item.title) : undefined;
}

/** Groups per page: the server sorts and filters; the visitor loads more by scrolling or pressing the button. */
const PAGE_SIZE = 12;

const ALL = "all";
const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });

interface Option {
  value: string;
  label: string;
}

function FilterSelect(props: { label: string; allLabel: string; value: string; options: Option[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 sm:max-w-64">
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold tracking-widest text-white/60 uppercase">
        {props.label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={props.value}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => props.onChange(e.target.value)}
          className="block min-h-11 w-full appearance-none rounded-full border border-white/15 bg-night-800 py-2 pr-10 pl-4 text-base text-white hover:border-white/30 sm:text-sm"
        >
          <option value={ALL}>{props.allLabel}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 fill-white/60">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </div>
    </div>
  );
}

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-night-800 ring-1 ring-white/8" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-white/5" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-white/10" />
        <div className="h-3 w-full animate-pulse rounded bg-white/5" />
        <div className="h-3 w-4/5 animate-pulse rounded bg-white/5" />
        <div className="flex gap-3 pt-3">
          <div className="h-11 flex-1 animate-pulse rounded-full bg-white/10" />
          <div className="h-11 w-24 animate-pulse rounded-full bg-white/5" />
        </div>
      </div>
    </div>
  );
}

export default function GalleryRoute() {
  const t = useT();
  const moved = useMovedItem();
  usePageTitle(t("gallery.title"));
  const [location, setLocation] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(GalleryPageQuery, {
    variables: {
      locationId: location === ALL ? null : location,
      categoryId: category === ALL ? null : category,
      offset: 0,
      limit: PAGE_SIZE,
    },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;

  useEffect(() => {
    if (error) toast.error(t("gallery.loadError"));
  }, [error, t]);

  // Once the cards are on screen, fetch the code of their menus and dialogs in the background.
  const hasData = data !== undefined;
  useEffect(() => (hasData ? prefetchWhenIdle(lightboxModule, interestDialogModule, shareMenuContent) : undefined), [hasData]);

  const pick = useLocalized();
  const locationOptions = useMemo<Option[]>(
    () => (shown?.locations ?? []).map((l) => ({ value: l.id, label: pick(l.name, l.nameTa).text })).sort((a, b) => byText(a.label, b.label)),
    [shown?.locations, pick],
  );
  const categoryOptions = useMemo<Option[]>(
    () =>
      (shown?.galleryCategories ?? [])
        .map((c) => ({ value: c.id, label: pick(c.displayName || c.name, c.nameTa).text }))
        .sort((a, b) => byText(a.label, b.label)),
    [shown?.galleryCategories, pick],
  );

  const items = shown?.galleryPage.items ?? [];
  const total = shown?.galleryPage.total ?? 0;
  const hasMore = !!shown?.galleryPage.hasMore;
  const loading = networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = useCallback(() => {
    fetchMore({
      variables: { offset: items.length },
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.galleryPage.items.map((i) => i.id));
        return {
          ...previous,
          galleryPage: {
            ...fetchMoreResult.galleryPage,
            items: [...previous.galleryPage.items, ...fetchMoreResult.galleryPage.items.filter((i) => !seen.has(i.id))],
          },
        };
      },
    }).catch(() => toast.error(t("gallery.loadError")));
  }, [fetchMore, items.length, t]);

  // The next page comes by itself when the button nears the screen; the button stays for keyboards.
  const moreRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = moreRef.current;
    if (!el || !hasMore || loadingMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: "400px 0px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  const clearFilters = () => {
    setLocation(ALL);
    setCategory(ALL);
  };

  const filtered = location !== ALL || category !== ALL;
  if (moved) return <Redirect to={moved} />;

  return (
    <div className="theme-dark bg-night text-white">
      <section className="relative overflow-hidden border-b border-white/5">
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 left-1/2 h-64 w-[48rem] -translate-x-1/2 rounded-full bg-forest/40 blur-3xl" />
        <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-300 uppercase">{t("gallery.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-6xl">{t("gallery.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-white/70 sm:text-lg">{t("gallery.lead")}</p>
        </div>
      </section>

      <section aria-label={t("gallery.photographs")} className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-1 sm:flex-row">
            <FilterSelect
              label={t("gallery.location")}
              allLabel={t("gallery.allLocations")}
              value={location}
              options={locationOptions}
              onChange={setLocation}
            />
            <FilterSelect label={t("shop.category")} allLabel={t("gallery.allCategories")} value={category} options={categoryOptions} onChange={setCategory} />
          </div>
          {shown && !loading && (
            <p className="text-sm text-white/60" aria-live="polite">
              {t("gallery.count", { hasMore: hasMore ? "yes" : "no", shown: items.length, total, filtered: filtered && !hasMore ? "yes" : "no" })}
            </p>
          )}
        </div>

        <div className="mt-8">
          {!shown && !error ? (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t("gallery.loading")}>
              {Array.from({ length: 6 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </div>
          ) : error && !shown ? (
            <Unavailable>
              <div className="mx-auto max-w-md rounded-2xl bg-night-800 px-6 py-12 text-center ring-1 ring-white/8">
                <p className="text-lg font-medium">{t("gallery.failedHeading")}</p>
                <p className="mt-2 text-sm text-white/60">{t("common.checkConnection")}</p>
                <button type="button" className="btn btn-outline mt-6" onClick={() => void refetch()}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  {t("shop.tryAgain")}
                </button>
              </div>
            </Unavailable>
          ) : items.length === 0 ? (
            <div className="mx-auto max-w-md rounded-2xl bg-night-800 px-6 py-12 text-center ring-1 ring-white/8">
              <p className="text-lg font-medium">{t("gallery.empty")}</p>
              <button type="button" className="btn btn-accent mt-6" onClick={clearFilters}>
                {t("gallery.clearFilters")}
              </button>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, i) => (
                <GalleryCard key={item.id} item={item} priority={i === 0} />
              ))}
            </div>
          )}
        </div>

        {hasMore && !loading && (
          <div ref={moreRef} className="mt-10 flex justify-center">
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
