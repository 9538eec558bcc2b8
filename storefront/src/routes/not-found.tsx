// 404 (spec §2): any unknown path.
import { Link } from "react-router";
import { useNotFoundStatus, usePageTitle } from "../lib/page-title";

export default function NotFoundRoute() {
  usePageTitle("Page not found");
  useNotFoundStatus();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-forest/60 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-ink-muted">The page you were looking for has flown off. Let's get you back on the trail.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
