// /gallery (spec §2 "Gallery page"): hero, location and category filters, and the grid of
// gallery items. One query loads everything; the filters work on the loaded list.
import { useQuery } from "@apollo/client/react";
import { RefreshCw } from "lucide-react";
import { useEffect, useId, useMemo, useState, type ChangeEvent } from "react";
import { GalleryCard, interestDialogModule, lightboxModule } from "../components/gallery/GalleryCard";
import { shareMenuContent } from "../components/ShareMenu";
import { graphql } from "../gql";
import { prefetchWhenIdle } from "../lib/deferred";
import { usePageTitle } from "../lib/page-title";
import { toast } from "../lib/toast";

const GalleryPageQuery = graphql(`
  query GalleryPage {
    galleryItems {
      ...GalleryCard_item
    }
    locations {
      id
      name
    }
    galleryCategories {
      id
      name
      displayName
    }
  }
`);

const ALL = "all";
const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });

interface Option {
  value: string;
  label: string;
}

function FilterSelect(props: {
  label: string;
  allLabel: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
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
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 fill-white/60"
        >
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
  usePageTitle("Our Gallery");
  const { data, loading, error, refetch } = useQuery(GalleryPageQuery, { notifyOnNetworkStatusChange: true });
  const [location, setLocation] = useState(ALL);
  const [category, setCategory] = useState(ALL);

  useEffect(() => {
    if (error) toast.error("Failed to load gallery images");
  }, [error]);

  // Once the cards are on screen, fetch the code of their menus and dialogs in the background.
  const hasData = data !== undefined;
  useEffect(() => (hasData ? prefetchWhenIdle(lightboxModule, interestDialogModule, shareMenuContent) : undefined), [hasData]);

  const locationOptions = useMemo<Option[]>(
    () =>
      (data?.locations ?? []).map((l) => ({ value: l.id, label: l.name })).sort((a, b) => byText(a.label, b.label)),
    [data?.locations],
  );
  const categoryOptions = useMemo<Option[]>(
    () =>
      (data?.galleryCategories ?? [])
        .map((c) => ({ value: c.id, label: c.displayName || c.name }))
        .sort((a, b) => byText(a.label, b.label)),
    [data?.galleryCategories],
  );

  const allItems = data?.galleryItems;
  const items = useMemo(
    () =>
      (allItems ?? [])
        .filter((item) => location === ALL || item.locations.some((l) => l.id === location))
        .filter((item) => category === ALL || item.category?.id === category)
        .sort((a, b) => byText(a.title, b.title)),
    [allItems, location, category],
  );

  const clearFilters = () => {
    setLocation(ALL);
    setCategory(ALL);
  };

  const filtered = location !== ALL || category !== ALL;
  const total = allItems?.length ?? 0;

  return (
    <div className="theme-dark bg-night text-white">
      <section className="relative overflow-hidden border-b border-white/5">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 left-1/2 h-64 w-[48rem] -translate-x-1/2 rounded-full bg-forest/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-300 uppercase">Portfolio</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-6xl">Our Gallery</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-white/70 sm:text-lg">
            Birds and wildlife of Tamil Nadu and beyond — from the wetlands of Pallikaranai and Pulicat to the forests of
            the Western Ghats. Every photograph is available as a framed print.
          </p>
        </div>
      </section>

      <section aria-label="Photographs" className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-1 sm:flex-row">
            <FilterSelect
              label="Location"
              allLabel="All Locations"
              value={location}
              options={locationOptions}
              onChange={setLocation}
            />
            <FilterSelect
              label="Category"
              allLabel="All Categories"
              value={category}
              options={categoryOptions}
              onChange={setCategory}
            />
          </div>
          {data && (
            <p className="text-sm text-white/60" aria-live="polite">
              {filtered ? `Showing ${items.length} of ${total}` : `${total}`} {total === 1 ? "photograph" : "photographs"}
            </p>
          )}
        </div>

        <div className="mt-8">
          {loading && !data ? (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading gallery">
              {Array.from({ length: 6 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </div>
          ) : error && !data ? (
            <div className="mx-auto max-w-md rounded-2xl bg-night-800 px-6 py-12 text-center ring-1 ring-white/8">
              <p className="text-lg font-medium">We couldn't load the gallery.</p>
              <p className="mt-2 text-sm text-white/60">Please check your connection and try again.</p>
              <button type="button" className="btn btn-outline mt-6" onClick={() => void refetch()}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Try again
              </button>
            </div>
          ) : items.length === 0 ? (
            <div className="mx-auto max-w-md rounded-2xl bg-night-800 px-6 py-12 text-center ring-1 ring-white/8">
              <p className="text-lg font-medium">No images found for the selected filters.</p>
              <button type="button" className="btn btn-accent mt-6" onClick={clearFilters}>
                Clear Filters
              </button>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <GalleryCard key={item.id} item={item} />
              ))}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
