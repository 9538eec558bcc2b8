// The layout: navigation bar, the page, the footer, toasts and scroll handling.
import { Suspense, useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { Footer } from "../components/layout/Footer";
import { NavBar } from "../components/layout/NavBar";
import { NavigationProgress } from "../components/layout/NavigationProgress";
import { ScrollManager } from "../components/layout/ScrollManager";
import { useLocale, useT } from "../i18n";
import { suggestTamil } from "../i18n/choice";
import { deferred, useDeferred, whenIdle } from "../lib/deferred";
import { replayEarlyTaps } from "../lib/early-taps";
import { useIndexing } from "../lib/indexing";
import { sonner } from "../lib/toast";
import { ErrorBoundary } from "./error";

/**
 * The page has hydrated (issue 27): its Suspense boundary, the last part of a drawn page that React
 * hydrates, has committed, and with it every control of the page and of the layout around it answers.
 * The taps held until now are replayed (lib/early-taps.ts), and the moment is marked for measuring
 * (docs/performance.md). Renders nothing, so the markup is the same drawn and hydrated.
 */
function PageHydrated() {
  useEffect(() => {
    performance.mark("hydrated");
    replayEarlyTaps();
  }, []);
  return null;
}

/** The offer of the Tamil site (issue 30), loaded only for the visitors it is shown to. */
const languageSuggestion = deferred(() => import("../components/layout/LanguageSuggestion"));

export function RootLayout({ children }: { children: ReactNode }) {
  // The toast library arrives when the page is idle, or with the first toast.
  const [toasts, loadToasts] = useDeferred(sonner);
  useEffect(() => whenIdle(loadToasts), [loadToasts]);
  const Toaster = toasts?.Toaster;
  const [pathname] = useLocation();
  const t = useT();
  const locale = useLocale();
  const [suggestion, loadSuggestion] = useDeferred(languageSuggestion);
  const LanguageSuggestion = suggestion?.default;
  // A first visit to the English home page by a browser that prefers Tamil: offered, never redirected.
  useEffect(() => {
    if (locale === "en" && pathname === "/" && suggestTamil()) loadSuggestion();
  }, [locale, pathname, loadSuggestion]);
  useIndexing();

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-full bg-forest px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t("layout.skipToContent")}
      </a>
      <ScrollManager />
      <NavBar />
      {/* At least a screen tall, so the footer starts below the fold and never jumps down as the page's
          code and data arrive (that jump was a layout shift of 0.92 on every route). */}
      <main id="main" className="min-h-dvh flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<NavigationProgress />}>
            {children}
            <PageHydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {LanguageSuggestion && locale === "en" && pathname === "/" && <LanguageSuggestion />}
      {Toaster && <Toaster position="bottom-right" containerAriaLabel={t("toast.notifications")} />}
    </div>
  );
}
