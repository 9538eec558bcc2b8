// /workshops/{id}/{slug} (issue 25): a workshop's own page, drawn by the server with its data:
// everything on its card (the card itself, its title the page's h1) with 'Join Trip' and 'Share'.
// The id alone or a wrong slug answers 301 to the right address; an unknown id is a 404. The page
// reads the same `workshops` list as /workshops (a handful of trips, one cached answer for both).
import { useQuery } from "@apollo/client/react";
import { workshopPath } from "@shop/seo";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { Breadcrumb } from "../components/layout/Breadcrumb";
import { shareMenuContent } from "../components/ShareMenu";
import { formatTravelDate, joinDialogModule, WorkshopCard } from "../components/workshops/WorkshopCard";
import { graphql } from "../gql";
import { useLocalized } from "../i18n/localized";
import { useLocale, useT } from "../i18n";
import { prefetchWhenIdle } from "../lib/deferred";
import { positiveId } from "../lib/ids";
import { useNotFoundStatus, usePageTitle, useStructuredData } from "../lib/page-title";
import { Unavailable } from "../lib/unavailable";
import { Redirect } from "../lib/redirect";
import { shareImage } from "../lib/share-image";

const WorkshopPageQuery = graphql(`
  query WorkshopPage {
    workshops {
      id
      cost
      createdAt
      ...WorkshopCard_workshop
    }
  }
`);

function Message({ children, role }: { children: string; role?: "status" | "alert" }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p role={role} className="text-lg text-ink-muted">
        {children}
      </p>
      <Link to="/workshops" className="btn btn-outline mt-6">
        {t("workshop.back")}
      </Link>
    </div>
  );
}

function NoWorkshop() {
  const t = useT();
  useNotFoundStatus();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-semibold text-ink">{t("workshop.notFound")}</h1>
      <p className="mt-4 text-ink-muted">{t("workshop.notFoundText")}</p>
      <Link to="/workshops" className="btn btn-primary mt-8">
        {t("workshop.back")}
      </Link>
    </div>
  );
}

export default function WorkshopRoute() {
  const t = useT();
  const locale = useLocale();
  const { id: rawId } = useParams();
  const [pathname] = useLocation();
  const id = positiveId(rawId);
  const { data, loading, error } = useQuery(WorkshopPageQuery, { skip: !id });
  const workshop = id ? data?.workshops.find((w) => w.id === id) : undefined;
  const pick = useLocalized();
  // The owner's words in the page's language (the Tamil where there is one), the address from the English title.
  const title = pick(workshop?.title ?? "", workshop?.titleTa).text;
  const description = pick(workshop?.description ?? "", workshop?.descriptionTa).text;
  const destination = pick(workshop?.destination ?? "", workshop?.destinationTa).text;
  const facts = workshop ? [destination, workshop.travelDate ? formatTravelDate(workshop.travelDate, locale) : null, workshop.duration].filter(Boolean) : [];
  usePageTitle(
    workshop ? t("workshop.pageTitle", { title }) : t("workshops.title"),
    workshop && {
      description: `${facts.join(" · ")}${facts.length ? " — " : ""}${description}`,
      image: shareImage(workshop.poster),
    },
  );
  useStructuredData(() => {
    if (!workshop) return null;
    const path = workshopPath(workshop.id, workshop.title);
    return {
      kind: "event",
      workshop: { ...workshop, title, description, destination, path },
      crumbs: [
        { name: t("nav.home"), path: "/" },
        { name: t("nav.workshops"), path: "/workshops" },
        { name: title, path },
      ],
    };
  });
  const found = !!workshop;
  useEffect(() => (found ? prefetchWhenIdle(joinDialogModule, shareMenuContent) : undefined), [found]);

  if (!id) return <NoWorkshop />;
  if (loading && !data) return <Message role="status">{t("workshop.loading")}</Message>;
  if (error && !data)
    return (
      <Unavailable>
        <Message role="alert">{t("workshop.loadFailed")}</Message>
      </Unavailable>
    );
  if (!workshop) return <NoWorkshop />;
  const own = workshopPath(workshop.id, workshop.title);
  if (pathname !== own) return <Redirect to={own} />;

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ name: t("nav.home"), to: "/" }, { name: t("nav.workshops"), to: "/workshops" }, { name: title }]} />
      <div className="mt-4">
        <WorkshopCard workshop={workshop} page />
      </div>
    </div>
  );
}
