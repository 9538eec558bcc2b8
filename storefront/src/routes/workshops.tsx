// /workshops (spec §2 "Workshops page"): the 'Photography Workshops' hero and a card per
// workshop, coming trips first. Each card's title links to the workshop's own page; an old shared
// link (/workshops?workshop=N) answers 301 to it.
import { useQuery } from "@apollo/client/react";
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "wouter";
import { workshopPath } from "@shop/seo";
import { shareMenuContent } from "../components/ShareMenu";
import { joinDialogModule, WorkshopCard } from "../components/workshops/WorkshopCard";
import { graphql } from "../gql";
import { useT } from "../i18n";
import { prefetchWhenIdle } from "../lib/deferred";
import { usePageTitle } from "../lib/page-title";
import { Redirect } from "../lib/redirect";
import { toast } from "../lib/toast";
import { Unavailable } from "../lib/unavailable";

const WorkshopsPageQuery = graphql(`
  query WorkshopsPage {
    workshops {
      id
      ...WorkshopCard_workshop
    }
  }
`);

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink/5" aria-hidden="true">
      <div className="aspect-[16/9] animate-pulse bg-sand" />
      <div className="space-y-3 p-6">
        <div className="h-6 w-2/3 animate-pulse rounded bg-ink/10" />
        <div className="h-3 w-full animate-pulse rounded bg-ink/5" />
        <div className="h-3 w-4/5 animate-pulse rounded bg-ink/5" />
        <div className="flex gap-3 pt-4">
          <div className="h-11 flex-1 animate-pulse rounded-full bg-ink/10" />
          <div className="h-11 w-24 animate-pulse rounded-full bg-ink/5" />
        </div>
      </div>
    </div>
  );
}

export default function WorkshopsRoute() {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(WorkshopsPageQuery, { notifyOnNetworkStatusChange: true });
  const [params] = useSearchParams();
  const shared = params.get("workshop");
  const movedWorkshop = shared ? data?.workshops.find((w) => w.id === shared) : undefined;
  usePageTitle(t("workshops.title"));

  useEffect(() => {
    if (error) toast.error(t("workshops.loadError"));
  }, [error, t]);

  const hasData = data !== undefined;
  useEffect(() => (hasData ? prefetchWhenIdle(joinDialogModule, shareMenuContent) : undefined), [hasData]);

  const workshops = data?.workshops ?? [];
  // An old shared link: 301 to the workshop's own page (an unknown one shows the list).
  if (movedWorkshop) return <Redirect to={workshopPath(movedWorkshop.id, movedWorkshop.title)} />;

  return (
    <div>
      <section className="border-b border-ink/5 bg-sand/60">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("workshops.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-semibold text-forest-800 sm:text-6xl">{t("workshops.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{t("workshops.lead")}</p>
        </div>
      </section>

      <section aria-label={t("workshops.list")} className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
        {loading && !data ? (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-busy="true" aria-label={t("workshops.loading")}>
            {Array.from({ length: 4 }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : error && !data ? (
          <Unavailable>
            <div className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-ink/5">
              <p className="text-lg font-medium">{t("workshops.failedHeading")}</p>
              <p className="mt-2 text-sm text-ink-muted">{t("common.checkConnection")}</p>
              <button type="button" className="btn btn-outline mt-6" onClick={() => void refetch()}>
                <RefreshCw className="size-4" aria-hidden="true" />
                {t("shop.tryAgain")}
              </button>
            </div>
          </Unavailable>
        ) : workshops.length === 0 ? (
          <div className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-ink/5">
            <p className="text-lg font-medium">{t("workshops.emptyHeading")}</p>
            <p className="mt-2 text-sm text-ink-muted">{t("workshops.emptyText")}</p>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {workshops.map((w, i) => (
              <WorkshopCard key={w.id} workshop={w} priority={i === 0} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
