// What search engines are told about the page in the browser (issue 25): the server draws each
// page's head with one absolute canonical on PUBLIC_URL, or with `noindex` for a private page (the
// cart, a visitor's orders: @shop/seo) and an error page. As the storefront navigates without
// asking the server, the same tags follow the route here, by the same rules.
import { canonicalPath, isPrivatePath, isSearchPath, localized, SEARCH_ROBOTS, withoutLocale, type Locale } from "@shop/seo";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useLocale } from "../i18n";

/**
 * The site's address (PUBLIC_URL), read once from the canonical the server drew before anything
 * changed the head; this page's origin when the first page had none (a private page, or one the
 * browser drew alone).
 */
function firstPublicUrl(): string {
  if (typeof document === "undefined") return "";
  const href = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const own = canonicalPath(location.pathname);
  if (href?.endsWith(own)) return href.slice(0, href.length - own.length);
  return location.origin;
}
const publicUrl = firstPublicUrl();

/** The path whose page said "not found" (useNotFoundStatus), while it is shown. */
let notFoundPath: string | null = null;

/**
 * `pathname` is the router's (without `/ta`): the page's address is its language's (issue 30), and
 * its `hreflang` alternates (en-IN, ta-IN, x-default = English) follow it as the server drew them.
 */
function applyIndexing(route: string, locale: Locale): void {
  const pathname = localized(locale, route);
  const head = document.head;
  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  let robots = head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  // The search page (issue 46) is not indexed either, but its links are followed.
  const search = isSearchPath(pathname) && notFoundPath !== route;
  if (isPrivatePath(pathname) || notFoundPath === route || search) {
    canonical?.remove();
    // Nor the language alternates of the page before it (issue 43).
    for (const alternate of head.querySelectorAll<HTMLLinkElement>("link[hreflang]")) alternate.remove();
    if (!robots) {
      robots = document.createElement("meta");
      robots.name = "robots";
      head.append(robots);
    }
    robots.content = search ? SEARCH_ROBOTS : "noindex";
    return;
  }
  robots?.remove();
  if (!canonical) {
    canonical = document.createElement("link");
    canonical.rel = "canonical";
    head.append(canonical);
  }
  const path = canonicalPath(pathname);
  canonical.href = publicUrl + path;
  // The three alternates the server draws (en-IN, ta-IN, x-default = English), made here when the
  // first page had none (a private page, or one the browser drew alone: issue 43).
  let alternates = [...head.querySelectorAll<HTMLLinkElement>("link[hreflang]")];
  if (alternates.length === 0) {
    alternates = ALTERNATES.map((hreflang) => {
      const link = document.createElement("link");
      link.rel = "alternate";
      link.hreflang = hreflang;
      return link;
    });
    canonical.after(...alternates);
  }
  for (const alternate of alternates) alternate.href = publicUrl + localized(alternate.hreflang === "ta-IN" ? "ta" : "en", path);
}

/** A public page's language alternates, in the order the server draws them (server/src/http/seo.ts). */
const ALTERNATES = ["en-IN", "ta-IN", "x-default"] as const;

/** The layout's part: the canonical or the noindex of each route as the visitor moves. */
export function useIndexing(): void {
  const [pathname] = useLocation();
  const locale = useLocale();
  // The layout's effect runs after its page's: a page that said "not found" is already marked.
  useEffect(() => applyIndexing(pathname, locale), [pathname, locale]);
}

/** A page that says "not found" in the browser: noindex, no canonical, while it is shown. */
export function useNotIndexed(): void {
  const [pathname] = useLocation();
  const locale = useLocale();
  useEffect(() => {
    notFoundPath = pathname;
    applyIndexing(pathname, locale);
    return () => {
      if (notFoundPath === pathname) notFoundPath = null;
      applyIndexing(withoutLocale(location.pathname), locale);
    };
  }, [pathname, locale]);
}
