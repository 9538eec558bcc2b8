// 404 (spec §2): any unknown path.
import { Link } from "wouter";
import { useT } from "../i18n";
import { useNotFoundStatus, usePageTitle } from "../lib/page-title";

export default function NotFoundRoute() {
  const t = useT();
  usePageTitle(t("notFound.title"));
  useNotFoundStatus();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-forest/60 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{t("notFound.text")}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
