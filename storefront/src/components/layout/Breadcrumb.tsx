// The trail above a detail page (Home › Shop › {title}): links up to the list it belongs to, the last
// crumb the page itself (aria-current). The same trail is the page's BreadcrumbList for search engines.
import { Link } from "wouter";
import { useT } from "../../i18n";

export interface Crumb {
  name: string;
  /** A path; the last crumb (this page) has none. */
  to?: string;
}

export function Breadcrumb({ trail, dark = false }: { trail: Crumb[]; dark?: boolean }) {
  const t = useT();
  const muted = dark ? "text-white/70" : "text-ink-muted";
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm">
      <ol className={`flex flex-wrap items-center gap-x-1 gap-y-1 ${muted}`}>
        {trail.map((crumb, i) => (
          <li key={`${i}-${crumb.name}`} className="flex min-w-0 items-center gap-x-1">
            {/* A character, not an icon: an icon two lazy pages share goes into every page's first load. */}
            {i > 0 && (
              <span aria-hidden="true" className="px-1">
                ›
              </span>
            )}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className={`inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline ${dark ? "text-white" : "text-forest"}`}
              >
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="break-words">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
